package l5rlcg

import (
	"testing"

	"tessen/engine"
)

// RR "Then" for a card picked as the "then" part (Pick.AsThen, Hand to
// Hand): the pick is asked only if the part before resolved in full.
func TestPickAsThenNeedsTheWholeEffectBefore(t *testing.T) {
	texts["blank-event"] = &Text{Abilities: []*Ability{{Timing: Action,
		Target: &Target{Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
		Pick: &Pick{AsThen: true, By: "opponent", Optional: true, Prompt: "choose a character to honor",
			From: func(x *Ctx) []int { return x.S.P[x.P].Play },
			Do:   func(x *Ctx, id int) { x.Honor(id) }},
	}}}
	defer delete(texts, "blank-event")
	for _, c := range []struct {
		name   string
		bowed  bool
		picked bool
	}{{"bows", false, true}, {"already bowed", true, false}} {
		g := blankGame(t, "conflict", func(pos *Position) {
			pos.Seats[0].Hand = []CardSpec{{Card: "blank-event"}}
			pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character"}}
			pos.Seats[1].InPlay = []CardSpec{{Card: "blank-character", Bowed: c.bowed}}
		})
		s := g.S
		event, mine, target := s.P[0].Hand[0], s.P[0].Play[0], s.P[1].Play[0]
		for _, a := range []engine.Answer{{Verb: "play", Cards: []int{event}, N: 1}, {Verb: "choose", Cards: []int{target}}} {
			if err := g.Answer(0, a); err != nil {
				t.Fatalf("%s: %s: %v", c.name, a, err)
			}
		}
		d := g.Pending()
		asked := d != nil && d.Kind == "pick"
		if asked != c.picked {
			t.Fatalf("%s: the pick asked: %v, want %v (pending %v)", c.name, asked, c.picked, d)
		}
		if asked {
			if err := g.Answer(1, engine.Answer{Verb: "choose", Cards: []int{mine}}); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if s.Cards[mine].Status != Honored {
				t.Errorf("%s: the picked character is not honored", c.name)
			}
		}
	}
}
