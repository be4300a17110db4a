package cards

import (
	. "tessen/games/l5rlcg"
)

// Scorpion attachments.
func init() {
	// Court Mask: return it to your hand to dishonor the attached character.
	Register("court-mask", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		// Both are its effect (there is no cost): returning it can always
		// change the game state, so it may be used on a character already
		// dishonored, and resolves as much as it can (RR "Effects").
		Text: "return it to your hand and dishonor the attached character", Timing: Action,
		Effect: func(x *Ctx) {
			p := parentOf(x)
			x.ReturnToHand(x.Self)
			x.Dishonor(p)
		},
	}}})

	// Seal of the Scorpion: the attached character gains the Scorpion clan
	// and the Shinobi trait.
	Register("seal-of-the-scorpion", sealOf("scorpion", "shinobi"))

	// Oni Mask (Seeker only): on a character you control; during a
	// conflict, remove 1 fate from that character to blank a participant's
	// printed text box (Traits kept) until the conflict ends.
	Register("oni-mask", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "remove 1 fate from the attached character: a participant's printed text box is blank until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Costs: []Cost{{Text: "remove 1 fate from the attached character",
			CanPay: func(x *Ctx) bool { return parentOf(x) >= 0 && CanRemoveFate(x, parentOf(x)) },
			Pay:    func(x *Ctx, _ int) { x.RemoveFate(parentOf(x), 1) }}},
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.Lasting(ModBlank, 1, "conflict", x.Target()) },
	}}})
}
