package cards

import (
	. "tessen/games/l5rlcg"
)

// Crab provinces.
func init() {
	// Defend the Wall: after you win a conflict here, resolve its ring's
	// effect as if you were the attacking player.
	Register("defend-the-wall", &Text{Abilities: []*Ability{{
		Text: "after you win a conflict at this province: resolve the ring's effect as the attacker would", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P && AtThisProvince(x) },
		Effect: func(x *Ctx) { x.ResolveRingAs(x.P, x.S.Conf.Ring) },
	}}})

	// Flooded Waste: after it is revealed, each attacking character bows.
	Register("flooded-waste", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: bow each attacking character", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && len(participantsOf(x, x.S.Conf.Attacker, CanBow)) > 0
		},
		Effect: func(x *Ctx) { x.Bow(participantsOf(x, x.S.Conf.Attacker, CanBow)...) },
	}}})
}
