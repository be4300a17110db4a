package server

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"regexp"
	"sync"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
)

// idDefs maps the cards a state's JSON names (objects with an "id" and a
// "def") to their definitions; a card hidden in a view has an empty one.
func idDefs(v any, out map[int]string) {
	switch v := v.(type) {
	case map[string]any:
		id, okID := v["id"].(float64)
		def, okDef := v["def"].(string)
		if okID && okDef {
			out[int(id)] = def
		}
		for _, x := range v {
			idDefs(x, out)
		}
	case []any:
		for _, x := range v {
			idDefs(x, out)
		}
	}
}

func cardsOf(t *testing.T, v any) map[int]string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var tree any
	json.Unmarshal(b, &tree)
	out := map[int]string{}
	idDefs(tree, out)
	return out
}

// named reports where a name is in a message as a whole word (a title,
// or a definition's id), not a part of another ("Ambush" in "Hiruma
// Ambusher"), or nil.
func named(msg []byte, name string) []int {
	if !bytes.Contains(msg, []byte(name)) {
		return nil // most names: not there at all
	}
	re, ok := nameREs.Load(name)
	if !ok {
		re, _ = nameREs.LoadOrStore(name, regexp.MustCompile(`(^|[^\p{L}\p{N}-])`+regexp.QuoteMeta(name)+`($|[^\p{L}\p{N}-])`))
	}
	return re.(*regexp.Regexp).FindIndex(msg)
}

var nameREs sync.Map

// titleOf is a definition's title, as its game describes it.
func titleOf(cat engine.Catalogue, def string) string {
	if t, ok := titles.Load(def); ok {
		return t.(string)
	}
	info, _ := cat.Card(def)
	titles.Store(def, info.Title)
	return info.Title
}

var titles sync.Map

// The leak test: over whole games, every message sent to the player and
// to a spectator is checked against the game's hidden state at the moment
// it was made: no card hidden from that seat (a hand, a deck, a facedown
// card) may be named in it, by title or id, unless the seat sees a card
// of that name elsewhere or saw it before (a card shown, then shuffled
// away, may be spoken of); and every card it numbers is numbered by the
// seat's handles (engine.Handler), never by its id (issue 26).
func TestNoMessageShowsAHiddenCard(t *testing.T) {
	for _, body := range []string{lcgAgainstRandom, `{"game":"l5r-ccg","deck":{"sample":"scorpion"},"botDeck":"crane","bot":"random"}`} {
		s := open(t, filepath.Join(t.TempDir(), "t.db"))
		var mu sync.Mutex
		seen := map[int]map[string]bool{} // by seat: the definitions it has seen
		checked, hiddenNames := 0, 0
		var leaks []string
		s.srv.observe = func(seat int, g engine.Game, msg []byte) {
			full, handles := cardsOf(t, g), g.(engine.Handler).Handles(seat)
			mu.Lock()
			defer mu.Unlock()
			if err := enginetest.NamesByHandles(msg, handles); err != nil && len(leaks) < 5 {
				leaks = append(leaks, "seat "+itoa(seat)+": "+err.Error())
			}
			if seen[seat] == nil {
				seen[seat] = map[string]bool{}
			}
			for id, def := range full {
				if engine.Shown(handles[id]) {
					seen[seat][def] = true
				}
			}
			cat := g.(engine.Catalogue)
			hidden := map[string]int{}
			for id, def := range full {
				if !engine.Shown(handles[id]) && !seen[seat][def] {
					hidden[def] = id
				}
			}
			for def, id := range hidden {
				hiddenNames++
				names := []string{def, titleOf(cat, def)}
				for _, n := range names {
					if at := named(msg, n); n != "" && at != nil && len(leaks) < 5 {
						leaks = append(leaks, "seat "+itoa(seat)+" was told of hidden card #"+itoa(id)+" ("+n+"): …"+
							string(msg[max(0, at[0]-300):min(len(msg), at[1]+100)])+"…")
					}
				}
			}
			checked++
		}
		b := s.browser()
		_, out := b.create(body)
		watcher := s.browser().connect(out["id"])
		watcher.send(inMsg{Type: "words", On: true}) // the text board too
		done := make(chan struct{})
		go func() { // the spectator takes every message, to the end
			defer close(done)
			for {
				if _, _, err := watcher.ws.Read(context.Background()); err != nil {
					return
				}
			}
		}()
		c := b.connect(out["id"])
		c.send(inMsg{Type: "words", On: true})
		rng := engine.NewRNG(3)
		for m := c.until(mine); !m.Over; m = c.until(mine) {
			c.send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[rng.Intn(len(m.Options))].Answer})
		}
		s.close()
		<-done
		mu.Lock()
		if len(leaks) > 0 {
			t.Errorf("%s: %v", body, leaks)
		}
		if checked < 50 || hiddenNames == 0 {
			t.Errorf("%s: only %d messages checked, %d hidden cards", body, checked, hiddenNames)
		}
		mu.Unlock()
	}
}
