package cards

import (
	. "tessen/games/l5rlcg"
)

// Scorpion holdings.
func init() {
	// City of Lies: the next event you play this phase costs 1 less.
	Register("city-of-lies", &Text{Abilities: []*Ability{{
		Text: "the next event you play this phase costs 1 less", Timing: Action,
		Effect: func(x *Ctx) { x.Discount(ModEventDiscount, 1, "phase") },
	}}})
}
