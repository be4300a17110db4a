package server

import (
	"encoding/json"
	"slices"
	"time"

	"tessen/engine"
)

// stateMsg is what a client is sent after each change: the game as its
// seat sees it (a spectator's as a spectator's), the decision asked, and
// if it is this seat's, the answers it may give.
type stateMsg struct {
	Type   string     `json:"type"` // "state"
	ID     string     `json:"id"`
	Game   string     `json:"game"`
	Format string     `json:"format"`
	Label  string     `json:"label"` // the game and format as a person reads them
	Seat   int        `json:"seat"`  // -1: watching
	Seats  []seatInfo `json:"seats"`
	Seq    int        `json:"seq"` // the moves so far: an answer names the move it answers
	// Waiting: an open game, waiting for players to take its open seats
	// (no view yet).
	Waiting bool `json:"waiting,omitempty"`
	// View is the game's view for the seat (engine.Game.View), without
	// its log, which comes narrated for the seat (Log); Board the game's
	// own drawing of it in text, where the game has one.
	View     json.RawMessage `json:"view"`
	Board    string          `json:"board,omitempty"`
	Table    any             `json:"table,omitempty"` // the game's drawing data (engine.Tabler)
	Decision *decisionInfo   `json:"decision,omitempty"`
	Options  []option        `json:"options,omitempty"`
	Log      []string        `json:"log,omitempty"`
	// Defs describes the cards the view names that this client was not
	// sent before (engine.Catalogue).
	Defs map[string]engine.CardInfo `json:"defs,omitempty"`
	// Grace is how long, in seconds, a player may be away before another
	// may claim the game.
	Grace  int    `json:"grace"`
	Over   bool   `json:"over"`
	Winner int    `json:"winner"`
	Ending string `json:"ending,omitempty"`
}

type seatInfo struct {
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Bot       string `json:"bot,omitempty"`
	Connected bool   `json:"connected"`
	Away      int    `json:"away,omitempty"` // seconds without a connection
}

// decisionInfo is the decision pending, as everyone may know it.
type decisionInfo struct {
	Players []int  `json:"players"`
	Kind    string `json:"kind"`
	Prompt  string `json:"prompt"`
	Step    string `json:"step,omitempty"`
}

// option is an answer the seat may give, in words.
type option struct {
	Answer engine.Answer `json:"answer"`
	Label  string        `json:"label"`
}

// state builds the client's state message; it reads the game, so the
// table's goroutine calls it.
func (t *table) state(c *client) stateMsg {
	m := stateMsg{Type: "state", ID: t.id, Game: t.rec.Game, Format: t.format, Label: t.label, Seat: c.seat, Seq: len(t.rec.Moves),
		Seats: t.seatInfos(), Winner: -1, Grace: int(t.srv.grace / time.Second)}
	if t.g == nil { // an open game: who sits, who is awaited
		m.Waiting = true
		return m
	}
	m.Over, m.Winner = t.g.Over(), t.g.Winner()
	m.View, m.Defs = t.view(c)
	if p, ok := t.g.(engine.Presenter); ok {
		m.Board = p.Board(c.seat)
	}
	if d, ok := t.g.(engine.Tabler); ok {
		m.Table = d.Table(c.seat)
	}
	if d := t.g.Pending(); d != nil {
		m.Decision = &decisionInfo{Players: d.Players, Kind: d.Kind, Prompt: d.Prompt, Step: d.Step}
		if c.seat >= 0 && slices.Contains(d.Players, c.seat) {
			m.Options = t.options(c.seat)
		}
	}
	if n, ok := t.g.(engine.Narrator); ok {
		m.Log, c.logFrom = n.Narrate(c.seat, c.logFrom)
	}
	if e, ok := t.g.(engine.Ender); ok && m.Over {
		m.Ending = e.Ending()
	}
	return m
}

// options are the answers seat may give now, in words.
func (t *table) options(seat int) []option {
	pres, _ := t.g.(engine.Presenter)
	var out []option
	for _, a := range engine.Choices(t.g) {
		label := a.String()
		if pres != nil {
			label = pres.Describe(seat, a)
		}
		out = append(out, option{Answer: a, Label: label})
	}
	return out
}

// view is the seat's view as JSON, its log left out, and the cards it
// names that the client has not been told of yet, described.
func (t *table) view(c *client) (json.RawMessage, map[string]engine.CardInfo) {
	b, err := json.Marshal(t.g.View(c.seat))
	if err != nil {
		t.srv.logf("game %s: view: %v", t.id, err)
		return json.RawMessage("null"), nil
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(b, &fields) == nil {
		delete(fields, "log")
		if out, err := json.Marshal(fields); err == nil {
			b = out
		}
	}
	cat, ok := t.g.(engine.Catalogue)
	var tree any
	if !ok || json.Unmarshal(b, &tree) != nil {
		return b, nil
	}
	var defs map[string]engine.CardInfo
	eachDef(tree, func(def string) {
		if c.defs[def] {
			return
		}
		c.defs[def] = true
		if info, ok := cat.Card(def); ok {
			if defs == nil {
				defs = map[string]engine.CardInfo{}
			}
			defs[def] = info
		}
	})
	return b, defs
}

// eachDef visits the card definitions a view names: every "def" string in
// its JSON.
func eachDef(v any, visit func(string)) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if s, ok := x.(string); ok && k == "def" && s != "" {
				visit(s)
				continue
			}
			eachDef(x, visit)
		}
	case []any:
		for _, x := range v {
			eachDef(x, visit)
		}
	}
}
