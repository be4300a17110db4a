package cards

import (
	. "tessen/games/l5rlcg"
)

// Phoenix holdings.
func init() {
	// Forgotten Library: after the draw phase begins, draw a card.
	Register("forgotten-library", &Text{Abilities: []*Ability{{
		Text: "after the draw phase begins: draw 1 card", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "draw" },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}
