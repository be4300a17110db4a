package server

import (
	"net/http"
	"path/filepath"
	"testing"
)

// onlyPass: a state asking its seat for nothing but a pass, with nothing
// to compose instead.
func onlyPass(m message) bool {
	return len(m.Options) == 1 && m.Options[0].Answer.Verb == "pass" && m.Decision != nil && len(m.Decision.Parts) == 0
}

// An opportunity where passing is all a person can do passes by itself
// (issue 27), unless they asked to stop there: asked with "stop=1", the
// seat is shown such an opportunity; its setting changed (a "stop"
// message), it is passed at once, and no more are shown.
func TestOnlyPassesPassThemselves(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	g := s.browser()
	code, out := g.create(lcgAgainstRandom)
	if code != http.StatusCreated {
		t.Fatal(code, out)
	}
	c := g.connectWith(out["id"], "stop=1")
	defer c.ws.CloseNow()
	m := c.until(mine)
	for !m.Over && !onlyPass(m) {
		m = c.playOn(m)
	}
	if m.Over {
		t.Fatal("a whole game, and never asked an opportunity with nothing but a pass")
	}
	c.send(inMsg{Type: "stop", On: false})
	c.until(func(x message) bool { return x.Seq > m.Seq }) // the game waited on this seat alone: the table passed for it
	asked := 0
	for m = c.until(mine); !m.Over && asked < 150; asked++ {
		if onlyPass(m) {
			t.Fatalf("move %d: asked %q, where a pass is all there is to do", m.Seq, m.Decision.Prompt)
		}
		m = c.playOn(m)
	}
	if asked < 20 {
		t.Fatalf("only %d decisions asked after the setting", asked)
	}
}
