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

	// Sacred Sanctuary: after an attack is declared here, ready a Monk you
	// control; until the end of the conflict your opponents' card effects
	// cannot bow it, nor does the conflict's resolution.
	Register("sacred-sanctuary", &Text{Abilities: []*Ability{{
		Text: "after an attack is declared here: ready a Monk of yours; opponents' card effects and the conflict's resolution cannot bow it this conflict", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return AtThisProvince(x) && x.S.Conf.Defender == x.P },
		Target: &Target{Characters: true, Prompt: "choose a Monk character you control", Filter: All(Character, Friendly, Trait("monk"))},
		Effect: func(x *Ctx) {
			if CanReady(x, x.Target()) {
				x.Ready(x.Target())
			}
			x.Lasting(ModOpponentsCannot+":"+EvBow, 1, "conflict", x.Target())
			x.Lasting("cannot:"+ActResolutionBow, 0, "conflict", x.Target())
		},
	}}})
}
