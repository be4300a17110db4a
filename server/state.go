package server

import (
	"bytes"
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
	// Table is the game's drawing data for the seat (engine.Tabler); Board
	// its own drawing in text (engine.Presenter), sent where the game has
	// no Table or the client shows it (client.words); View, for a game
	// with neither, its view for the seat (engine.Game.View) without its
	// log, which comes narrated for the seat (Log).
	View     json.RawMessage `json:"view,omitempty"`
	Board    string          `json:"board,omitempty"`
	Table    json.RawMessage `json:"table,omitempty"` // the game's drawing data (engine.Tabler)
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
	// Out: the seat is out of a game the others play on
	// (engine.Eliminator); it watches, asked nothing.
	Out bool `json:"out,omitempty"`
}

type seatInfo struct {
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Bot       string `json:"bot,omitempty"`
	Connected bool   `json:"connected"`
	Away      int    `json:"away"` // seconds without a connection; sent even when 0 (just gone), as the browser counts on from it
}

// decisionInfo is the decision pending, as everyone may know it. Serial
// numbers it (engine.Decision.Serial): a state sent again with the same
// number shows the same decision, and an answer names it.
type decisionInfo struct {
	Serial  int    `json:"serial"`
	Players []int  `json:"players"`
	Kind    string `json:"kind"`
	Prompt  string `json:"prompt"`
	Step    string `json:"step,omitempty"`
	// Parts: for the seat asked, what its open answers are made of, for
	// it to compose any of them (engine.Part; a "compose" message).
	Parts []engine.Part `json:"parts,omitempty"`
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
	m.Over, m.Winner, m.Out = t.g.Over(), t.g.Winner(), t.out(c.seat)
	t.drawing(c, &m)
	if d := t.g.Pending(); d != nil {
		m.Decision = &decisionInfo{Serial: d.Serial, Players: d.Players, Kind: d.Kind, Prompt: d.Prompt, Step: d.Step}
		if c.seat >= 0 && slices.Contains(d.Players, c.seat) {
			hs := engine.HandlesFor(t.g, c.seat)
			m.Options = t.options(c.seat, hs)
			m.Decision.Parts = engine.PublicParts(hs, engine.PartsFor(t.g, c.seat))
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

// out reports whether seat is out of a game the others play on.
func (t *table) out(seat int) bool {
	e, ok := t.g.(engine.Eliminator)
	return ok && seat >= 0 && e.Out(seat)
}

// encode is the message in JSON. Its table, JSON already (encoded once,
// for the cards it names), goes in as it is, last: encoding/json would
// check and compact it again, a fifth of what a message costs to send.
func (m stateMsg) encode() ([]byte, error) {
	table := m.Table
	m.Table = nil
	b, err := json.Marshal(m)
	if err != nil || table == nil {
		return b, err
	}
	b = append(b[:len(b)-1], `,"table":`...) // in place of the closing brace
	b = append(b, table...)
	return append(b, '}'), nil
}

// options are the answers seat may give now, in words, each naming its
// cards as the seat is told of them (its handles, hs).
func (t *table) options(seat int, hs []int) []option {
	var out []option
	for _, a := range engine.OfferedTo(hs, t.g, seat) {
		out = append(out, option{Answer: engine.PublicAnswer(hs, a), Label: t.describe(seat, a)})
	}
	return out
}

// describe is an answer in words as seat may know it.
func (t *table) describe(seat int, a engine.Answer) string {
	if pres, ok := t.g.(engine.Presenter); ok {
		return pres.Describe(seat, a)
	}
	return a.String()
}

// composed is the answer seat composes of its picks for the parts of
// verb's answers (engine.Compose), its cards named by their handles.
func (t *table) composed(seat int, verb string, picks []engine.Pick) (engine.Answer, error) {
	hs := engine.HandlesFor(t.g, seat)
	picks = slices.Clone(picks)
	for i := range picks {
		a, err := engine.PrivateAnswer(hs, engine.Answer{Cards: picks[i].Cards})
		if err != nil {
			return a, err
		}
		picks[i].Cards = a.Cards
	}
	return engine.Compose(engine.PartsFor(t.g, seat), verb, picks)
}

// drawing is what the client is sent to draw the game: the game's table
// view where it has one (engine.Tabler) and its text board if the client
// shows it, else its text board, else its raw view without its log; and the cards any of them names that the
// client was not told of yet, described. Each is encoded once, and the
// cards found in its JSON by their "def" (what a view names, a client may
// be told).
func (t *table) drawing(c *client, m *stateMsg) {
	var named []byte
	if d, ok := t.g.(engine.Tabler); ok {
		b, err := json.Marshal(d.Table(c.seat))
		if err != nil {
			t.srv.logf("game %s: table view: %v", t.id, err)
		}
		m.Table, named = b, b
	}
	if p, ok := t.g.(engine.Presenter); ok && (m.Table == nil || c.words) {
		m.Board = p.Board(c.seat)
	}
	if m.Table == nil {
		b, err := json.Marshal(t.g.View(c.seat))
		if err != nil {
			t.srv.logf("game %s: view: %v", t.id, err)
			return
		}
		named = b
		if m.Board == "" { // nothing else to draw with: the view itself, its log apart
			var fields map[string]json.RawMessage
			if json.Unmarshal(b, &fields) == nil {
				delete(fields, "log")
				b, _ = json.Marshal(fields)
			}
			m.View = b
		}
	}
	cat, ok := t.g.(engine.Catalogue)
	if !ok {
		return
	}
	eachDef(named, func(def string) {
		if c.defs[def] {
			return
		}
		c.defs[def] = true
		if info, ok := cat.Card(def); ok {
			if m.Defs == nil {
				m.Defs = map[string]engine.CardInfo{}
			}
			m.Defs[def] = info
		}
	})
}

// eachDef visits the card definitions a JSON encoding names: the string
// of every "def" key (the ids of definitions need no escapes).
func eachDef(b []byte, visit func(string)) {
	key := []byte(`"def":"`)
	for {
		i := bytes.Index(b, key)
		if i < 0 {
			return
		}
		b = b[i+len(key):]
		end := bytes.IndexByte(b, '"')
		if end < 0 {
			return
		}
		if end > 0 {
			visit(string(b[:end]))
		}
		b = b[end:]
	}
}
