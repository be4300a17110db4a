package agot1e

import (
	"fmt"
	"slices"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
)

// Every answer of an open verb the game offers (the bots' representative
// answers) is made of the parts its decision describes, for a person to
// compose, in a joust and a four-player melee; the plot phase asks every
// player at once, and each one's answers are made of his own parts. A
// composition a person might make of random picks is taken or refused,
// and a refused one changes nothing.
func TestPartsMakeEveryOfferedAnswer(t *testing.T) {
	for i, houses := range [][]string{{"stark", "lannister"}, {"baratheon", "targaryen"},
		{"stark", "lannister", "baratheon", "targaryen"}, {"targaryen", "stark", "lannister", "baratheon"}} {
		seed := uint64(40 + i)
		g := randomGame(t, houses, seed)
		rng := engine.NewRNG(seed)
		composed := map[string]int{}
		for n := 0; n < 4000 && !g.Over(); n++ {
			state := fmt.Sprintf("%v, answer %d (round %d, %s)", houses, n, g.(*Game).S.Round, g.(*Game).S.Phase)
			enginetest.PartsMakeEveryAnswer(t, g, state)
			d := g.Pending()
			p := d.Players[rng.Intn(len(d.Players))]
			for _, verb := range d.Open {
				if a, ok := randomComposition(engine.PartsFor(g, p), verb, &rng); ok {
					c := g.Clone()
					if err := c.Answer(p, a); err != nil {
						if c.Hash() != g.Hash() {
							t.Fatalf("%s: %v, refused (%v), changed the game", state, a, err)
						}
					} else {
						composed[verb]++
					}
				}
			}
			as := engine.ChoicesFor(g, p)
			if len(as) == 0 {
				t.Fatalf("%s: player %d has no answer to %s", state, p+1, d.Kind)
			}
			if err := g.Answer(p, as[rng.Intn(len(as))]); err != nil {
				t.Fatalf("%s: %v", state, err)
			}
		}
		t.Logf("%v: compositions taken %v", houses, composed)
		for _, verb := range []string{"reveal", "challenge", "defend"} { // setup cards at random are mostly over 5 gold
			if composed[verb] == 0 {
				t.Errorf("%v: no composition of %s was taken", houses, verb)
			}
		}
	}
}

// randomComposition picks at random for each part of verb: a label, a
// number of cards within its bounds, in a random order.
func randomComposition(parts []engine.Part, verb string, rng *engine.RNG) (engine.Answer, bool) {
	var picks []engine.Pick
	for _, pt := range parts {
		if pt.Verb != verb {
			continue
		}
		if pt.Kind == engine.PartLabel {
			if len(pt.Labels) == 0 {
				return engine.Answer{}, false
			}
			picks = append(picks, engine.Pick{Label: pt.Labels[rng.Intn(len(pt.Labels))]})
			continue
		}
		hi := min(pt.Max, len(pt.Cards))
		if hi < pt.Min {
			return engine.Answer{}, false
		}
		cards := slices.Clone(pt.Cards)
		engine.Shuffle(rng, cards)
		picks = append(picks, engine.Pick{Cards: cards[:pt.Min+rng.Intn(hi-pt.Min+1)]})
	}
	if len(picks) == 0 {
		return engine.Answer{}, false
	}
	a, err := engine.Compose(parts, verb, picks)
	return a, err == nil
}
