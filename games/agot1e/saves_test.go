package agot1e

import (
	"testing"

	"tessen/engine"
)

// The test's own card: a location whose action has its controller choose,
// while it resolves, a character to kill (a removal step 2 does not
// foresee).
func init() {
	Register("blank-location", &Text{Abilities: []*Ability{{
		Text: "choose a character while resolving and kill it", Timing: Action, Phase: "any", Costs: []Cost{KneelSelf},
		Pick: &Pick{Prompt: "choose a character to kill", Min: 1, Max: 1,
			Among: func(x *Ctx) []int {
				var out []int
				for id := range x.S.cardsInPlay() {
					if Character(x, id) {
						out = append(out, id)
					}
				}
				return out
			},
			Do: func(x *Ctx, chosen []int) { x.Kill(chosen...) }},
	}}})
}

// AG-TIME-17: a card an effect removes that its save/cancel step did not
// foresee may be saved in a window for saves only, here by discarding a
// duplicate (AG-LEAVE-6); without a save it goes.
func TestSaveOnlyWindow(t *testing.T) {
	for _, save := range []bool{true, false} {
		g, err := FromPosition(Position{Format: FormatJoust, Rules: DefaultRules(), Phase: "marshalling", Seats: []SeatSpec{
			{House: "stark", InPlay: []CardSpec{{Card: "arya-stark", Duplicates: 1}}},
			{House: "lannister", InPlay: []CardSpec{{Card: "blank-location"}}},
		}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.S
		arya := s.P[0].Play[1]
		loc := s.P[1].Play[1]
		must := func(p int, a engine.Answer) {
			t.Helper()
			if err := g.Answer(p, a); err != nil {
				t.Fatalf("%s: %v (pending %v)", a, err, g.Pending())
			}
		}
		must(0, engine.Pass)
		must(1, engine.Answer{Verb: "use", Cards: []int{loc}})
		must(1, engine.Answer{Verb: "choose", Cards: []int{arya}})
		d := g.Pending()
		if d.Kind != "save-cancel" || d.Players[0] != 0 || !d.Offers(engine.Answer{Verb: "save", Cards: []int{arya}}) {
			t.Fatalf("no window for saves: %+v", d)
		}
		if save {
			must(0, engine.Answer{Verb: "save", Cards: []int{arya}})
		} else {
			must(0, engine.Pass)
		}
		if s.InPlay(arya) != save || s.dying(arya) {
			t.Errorf("save %v: Arya in play %v, moribund %v", save, s.InPlay(arya), s.dying(arya))
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}
