package cards

import (
	. "tessen/games/l5rlcg"
)

// Dragon provinces.
func init() {
	// Restoration of Balance: when it is broken, the opponent discards cards
	// of their choice down to 4 in hand.
	Register("restoration-of-balance", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: your opponent discards down to 4 cards", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(x.S.Seat(x.Opp()).Hand) > 4 },
		Pick: &Pick{By: "opponent", Prompt: "choose the cards to discard",
			Count: func(x *Ctx) int { return len(x.S.Seat(x.Opp()).Hand) - 4 },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})
}
