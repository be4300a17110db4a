package cards

import (
	. "tessen/games/l5rlcg"
)

// Dragon attachments.
func init() {
	// Way of the Dragon: on a character you control, one per character; it
	// may trigger each of its triggered abilities one more time per period.
	Register("way-of-the-dragon", &Text{Says: "attach to a character you control; one per character: its triggered abilities may be used once more in each of their periods", ExtraUses: 1, AttachTo: youControl, OnePerCharacter: true})

	// Daimyō's Favor: on a character you control; bow it: the next
	// attachment you play on that character this phase costs 1 less.
	Register("daimyos-favor", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: the next attachment you play on this character this phase costs 1 less", Timing: Action,
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.Lasting(ModAttachDiscount, 1, "phase", parentOf(x)) },
	}}})
}
