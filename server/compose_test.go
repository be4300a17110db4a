package server

import (
	"path/filepath"
	"strings"
	"testing"

	"tessen/engine"
)

// A player composes a declaration of its parts (issue 27): the decision
// says them, cards named by handles; a conflict is declared with two of
// the player's three or more characters; a composition outside a part is
// refused, naming the part, and the game stays at its move.
func TestComposedDeclaration(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	declared := false
	for games := 0; games < 8 && !declared; games++ { // a random game may never have three characters ready at once
		_, _, c := s.againstBot()
		declared = declareWithTwo(t, c)
	}
	if !declared {
		t.Fatal("no conflict was declared with two composed attackers in eight games")
	}
}

// declareWithTwo plays the game until a conflict is declared composed of
// two of three or more characters, refusing first a declaration of
// nothing; it reports whether one was.
func declareWithTwo(t *testing.T, c *conn) bool {
	t.Helper()
	defer c.ws.CloseNow()
	declared := false
	for m := c.until(mine); !m.Over && !declared; {
		parts := m.Decision.Parts
		if m.Decision.Kind != "declare" || len(parts) < 4 || len(parts[3].Cards) < 3 {
			m = c.playOn(m)
			continue
		}
		picks := make([]engine.Pick, len(parts))
		c.send(inMsg{Type: "compose", Seq: m.Seq, Verb: "declare", Picks: picks}) // no type, no attackers
		refusal := ""
		for refusal == "" { // past what came before (the last move's "taken", who is at the table)
			r := c.read()
			if r.Type == "state" && r.Seq > m.Seq {
				t.Fatal("a declaration of nothing was taken")
			}
			refusal = r.Error
		}
		if !strings.Contains(refusal, "conflict type") {
			t.Fatalf("a declaration of nothing was refused, but not for its type: %s", refusal)
		}
		two := parts[3].Cards[1:3]
		for _, typ := range parts[0].Labels {
			for i, pt := range parts[:3] {
				picks[i].Label = pt.Labels[0]
			}
			picks[0].Label, picks[3].Cards = typ, two
			c.send(inMsg{Type: "compose", Seq: m.Seq, Verb: "declare", Picks: picks})
			var log []string
			r := c.read()
			for ; r.Error == "" && r.Type != "taken"; r = c.read() {
				log = append(log, r.Log...)
			}
			if r.Error != "" {
				t.Logf("refused, as it may be: %s", r.Error)
				continue
			}
			if got := strings.Join(log, "; "); !strings.Contains(got, "you declare a "+typ) {
				t.Fatalf("the composed declaration was taken, yet the log says %q", got)
			}
			declared = true
			break
		}
		if !declared {
			m = c.playOn(m)
		}
	}
	return declared
}
