package server

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"tessen/engine"
	"tessen/store"
)

// An account's or a guest's decks: pasted deck lists kept by name, each
// checked by its game's deckbuilding rules before it is kept.

// deckReq is a deck to keep.
type deckReq struct {
	Name   string `json:"name"`
	Game   string `json:"game"`
	Format string `json:"format"`
	List   string `json:"list"`
}

// decks lists the requester's decks: their account's, and those they kept
// as a guest in this browser.
func (s *Server) decks(w http.ResponseWriter, r *http.Request) {
	who := s.identify(nil, r)
	out := []store.Deck{}
	for _, o := range []string{who.user, who.guest} {
		if o == "" {
			continue
		}
		ds, err := s.store.Decks(r.Context(), o)
		if err != nil {
			writeError(w, http.StatusInternalServerError, err)
			return
		}
		out = append(out, ds...)
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) saveDeck(w http.ResponseWriter, r *http.Request) {
	var req deckReq
	if !s.admit(w, r, "deck", &req) {
		return
	}
	req.Name = strings.TrimSpace(req.Name)
	if req.Name == "" || len([]rune(req.Name)) > 60 {
		writeError(w, http.StatusBadRequest, errors.New("a deck's name is 1 to 60 characters"))
		return
	}
	kind, err := engine.KindOf(req.Game)
	if err == nil {
		_, err = kind.Format(req.Format)
	}
	if err == nil {
		err = kind.Deck(req.Format, engine.DeckChoice{List: req.List, Source: req.Name})
	}
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	d, err := s.store.SaveDeck(r.Context(), store.Deck{Owner: s.identify(w, r).owner(), Name: req.Name, Game: req.Game, Format: req.Format, List: req.List})
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

func (s *Server) deleteDeck(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		writeError(w, http.StatusForbidden, errForeign)
		return
	}
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if who := s.identify(nil, r); err == nil {
		if err = s.store.DeleteDeck(r.Context(), who.owner(), id); errors.Is(err, store.ErrNotFound) && who.user != "" && who.guest != "" {
			err = s.store.DeleteDeck(r.Context(), who.guest, id) // one kept as a guest before signing in
		}
	}
	if err != nil {
		writeError(w, http.StatusNotFound, errors.New("no such deck of yours"))
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{})
}
