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

	// Raging Battleground: after it is revealed, discard a non-unique
	// character with no fate on it.
	Register("raging-battleground", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: discard a non-unique character with no fate", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Target: &Target{Characters: true, Prompt: "choose a non-unique character with no fate on it",
			Filter: All(Character, NonUnique, Not(HasFate), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})
}
