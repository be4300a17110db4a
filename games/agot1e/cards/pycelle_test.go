package cards_test

import (
	"testing"

	. "tessen/games/agot1e"
	_ "tessen/games/agot1e/script"
	"tessen/scenario"
)

// The Core Set's cards that reveal cards belong to other Houses; in this
// test the runner's blank location reveals its controller's top card, so
// that Grand Maester Pycelle has an opponent's effect to answer.
func init() {
	Register("blank-location", &Text{Abilities: []*Ability{{
		Text:   "(test) reveal the top card of your deck",
		Timing: Action,
		Phase:  "any",
		If:     func(x *Ctx) bool { return x.S.TopOfDeck(x.P) >= 0 },
		Effect: func(x *Ctx) { x.Reveal(x.S.TopOfDeck(x.P)) },
	}}})
}

// TestPycelle: Pycelle answers an opponent's effect that reveals a card,
// neither his own player's nor another Pycelle's (FAQ card rulings).
func TestPycelle(t *testing.T) {
	if r := scenario.RunFile("testdata/pycelle.yaml"); r.Err != nil {
		t.Fatalf("%s: %v", r.Name, r.Err)
	}
}
