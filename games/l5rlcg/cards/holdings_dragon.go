package cards

import (
	. "tessen/games/l5rlcg"
)

// Dragon holdings.
func init() {
	// Secluded Temple: after the conflict phase begins, an opponent who
	// controls more characters removes 1 fate from one of theirs.
	Register("secluded-temple", &Text{Abilities: []*Ability{{
		Text: "after the conflict phase begins: an opponent with more characters removes 1 fate from one of theirs", Timing: Reaction, On: EvPhase,
		If: func(x *Ctx) bool {
			return x.Event().Label == "conflict" && len(x.S.Seat(x.Opp()).Play) > len(x.S.P[x.P].Play) && len(withFate(x, x.Opp())) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose a character of yours with fate",
			From: func(x *Ctx) []int { return withFate(x, x.Opp()) },
			Do:   func(x *Ctx, id int) { x.RemoveFate(id, 1) }},
	}}})
}
