package cards

import (
	. "tessen/games/l5rlcg"
)

// Lion provinces.
func init() {
	// The Art of War: when this province is broken, draw 3 cards.
	Register("the-art-of-war", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: draw 3 cards", Timing: Interrupt, On: EvBreak,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Effect: func(x *Ctx) { x.Draw(x.P, 3) },
	}}})
}
