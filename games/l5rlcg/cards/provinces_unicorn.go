package cards

import (
	. "tessen/games/l5rlcg"
)

// Unicorn provinces.
func init() {
	// Endless Plains: after an attack is declared here, break it; the
	// opponent then discards one of their attackers, their choice.
	Register("endless-plains", &Text{Abilities: []*Ability{{
		Text: "after an attack is declared here: break this province; your opponent discards an attacker of their choice", Timing: Reaction, On: EvDeclared,
		If: AtThisProvince,
		Effect: func(x *Ctx) {
			x.BreakProvince(x.Self)
		},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your attacking characters to discard",
			From: func(x *Ctx) []int { return participantsOf(x, x.Opp(), CanDiscard) },
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// Border Fortress: during a conflict at this province, reveal a
	// facedown province.
	Register("border-fortress", &Text{Abilities: []*Ability{{
		Text: "during a conflict here: reveal a facedown province", Timing: Action, Needs: NeedAtThisProvince,
		If:     AtThisProvince,
		Target: &Target{Prompt: "choose a facedown province", In: []Zone{ZProvinceCard}, Filter: FacedownProvince},
		Effect: func(x *Ctx) { x.RevealProvince(x.Target()) },
	}}})

	// Khan's Ordu: after it is revealed, a political conflict going on
	// becomes military, and each conflict declared for the rest of the
	// phase is military, whatever type it is declared as.
	Register("khans-ordu", &Text{Abilities: []*Ability{{
		Text: "after it is revealed: a political conflict becomes military; each conflict declared this phase is military", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Effect: func(x *Ctx) {
			if ConflictOfType("political")(x) {
				x.SwitchConflictType()
			}
			for p := range x.S.P {
				x.Restrict(ModMilitaryConflicts, p, "phase")
			}
		},
	}}})
}
