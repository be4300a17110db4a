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
}
