package server

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"tessen/engine"
)

// mineInfo is one of a player's games as the lobby lists it.
type mineInfo struct {
	ID      string     `json:"id"`
	Label   string     `json:"label"`
	Seats   []seatInfo `json:"seats"`
	Seat    int        `json:"seat"` // the player's
	Moves   int        `json:"moves"`
	Waiting bool       `json:"waiting,omitempty"`
	Over    bool       `json:"over"`
	Winner  int        `json:"winner"`
	Created int64      `json:"created"` // Unix milliseconds
}

// myGames lists the games the requester holds a seat in, as an account
// or a guest, the newest first.
func (s *Server) myGames(w http.ResponseWriter, r *http.Request) {
	who := s.identify(nil, r)
	var owners []string
	for _, o := range []string{who.user, who.guest} {
		if o != "" {
			owners = append(owners, o)
		}
	}
	games, err := s.store.GamesOf(r.Context(), owners, 50)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	out := []mineInfo{}
	for _, g := range games {
		m := mineInfo{ID: g.ID, Label: labelOf(g.Record.Game, g.Format), Seat: -1, Moves: g.Moves, Waiting: g.Open, Over: g.Over,
			Winner: g.Winner, Created: g.Created.UnixMilli()}
		for i, st := range g.Seats {
			m.Seats = append(m.Seats, seatInfo{Name: st.Name, Kind: st.Kind, Bot: st.Bot, Connected: true})
			if who.owns(st) {
				m.Seat = i
			}
		}
		out = append(out, m)
	}
	writeJSON(w, http.StatusOK, out)
}

// replay is a finished game as the requester's seat saw it after a
// number of its moves (?at=N): its replay, a state at a time.
func (s *Server) replay(w http.ResponseWriter, r *http.Request) {
	sg, err := s.store.Game(r.Context(), r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if !sg.Over {
		writeError(w, http.StatusConflict, errors.New("a game is replayed once it is over"))
		return
	}
	at, err := strconv.Atoi(r.URL.Query().Get("at"))
	if err != nil || at < 0 || at > len(sg.Record.Moves) {
		writeError(w, http.StatusBadRequest, errors.New("at: a move from 0 to "+strconv.Itoa(len(sg.Record.Moves))))
		return
	}
	rec := sg.Record
	rec.Moves = rec.Moves[:at]
	g, err := engine.Replay(rec)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	// A table of its own, never run: its state message is the replay's.
	t := &table{srv: s, id: sg.ID, format: sg.Format, label: labelOf(rec.Game, sg.Format), g: g, rec: rec, seats: sg.Seats,
		away: make([]time.Time, len(sg.Seats))}
	c := &client{who: s.identify(nil, r), defs: map[string]bool{}, words: true}
	c.seat = t.seatOf(c.who)
	m := t.state(c)
	m.Type, m.Options = "replay", nil // nothing to answer in the past
	writeJSON(w, http.StatusOK, struct {
		stateMsg
		Moves int `json:"moves"` // the game's, all told
	}{m, len(sg.Record.Moves)})
}
