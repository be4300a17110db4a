package server

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"tessen/engine"
)

// A player out of a skirmish the others play on is told so, on their
// table too, is asked nothing more, and may not claim the game from a
// player still in it.
func TestAnEliminatedPlayerWatches(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	g := s.browser()
	code, out := g.create(`{"game":"l5r-lcg","format":"skirmish","seats":3,"deck":{"sample":"crane"},"botDeck":"lion","bot":"random","name":"Ann"}`)
	if code != http.StatusCreated {
		t.Fatal(code, out)
	}
	c := g.connect(out["id"])
	m := c.until(mine) // her move: the bots wait, and the concession names the move under way
	if m.Out {
		t.Fatal("a player in the game is told they are out")
	}
	c.send(inMsg{Type: "answer", Answer: engine.Concede, Seq: m.Seq})
	m = c.until(func(m message) bool { return m.Out })
	var tv struct{ Sides []struct{ You, Out bool } }
	if err := json.Unmarshal(m.Table, &tv); err != nil || len(tv.Sides) != 3 || !tv.Sides[2].You || !tv.Sides[2].Out {
		t.Fatalf("the table of a player out of the game: %s (%v)", m.Table, err)
	}
	c.send(inMsg{Type: "claim", Seat: 1})
	refused := false
	for states := 0; !refused || states < 40; {
		m := c.read()
		switch {
		case m.Type == "error":
			if refused = strings.Contains(m.Error, "out of the game"); !refused {
				t.Fatalf("a claim by a player out of the game: %q", m.Error)
			}
		case m.Type == "state" && (len(m.Options) > 0 || !m.Out):
			t.Fatalf("a player out of the game is asked %+v (out %v)", m.Options, m.Out)
		case m.Type == "state":
			if states++; m.Over {
				return // the claim, if it came after, would find no game
			}
		}
	}
}
