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

	// The Wrath of the Kami: during a conflict at its province, lose 1
	// honor: the province gets +1 strength until the end of the conflict.
	// Unlimited.
	Register("the-wrath-of-the-kami", &Text{Abilities: []*Ability{{
		Text: "during a conflict at its province, lose 1 honor: the province gets +1 strength until the end of the conflict", Timing: Action, Needs: NeedDefending,
		If:     func(x *Ctx) bool { return x.S.Conf.Active && x.S.InProvince(x.Self, x.S.AttackedProvince()) },
		Costs:  []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.Lasting(ModStrength, 1, "conflict", x.S.AttackedProvince()) },
		Limit:  Unlimited,
	}}})

	// Mirumoto Dōjō: during a conflict, a military duel between a
	// participant of yours and an opposing one; the loser gives 1 fate to
	// its owner's pool, or loses it to the general pool if the winner is a
	// Duelist.
	Register("mirumoto-dojo", &Text{Abilities: []*Ability{{
		Text: "military duel between a participant of yours and an opposing one: 1 fate from the loser to its owner's pool (discarded if the winner is a Duelist)", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return len(participantsOf(x, x.P, NoDash("military"))) > 0 && len(participantsOf(x, x.Opp(), NoDash("military"))) > 0
		},
		Target: participantOfEachSide("military"),
		Duel: duelOfSides("military", func(x *Ctx, winner, loser int) {
			if x.S.HasTrait(winner, "duelist") {
				x.RemoveFate(loser, 1)
			} else {
				x.MoveFateToPool(loser, x.S.Owner(loser), 1)
			}
		}),
	}}})

	// Mountaintop Statuary: after it is turned faceup, it moves onto your
	// stronghold province; during a conflict at its province, sacrifice it
	// to send home an attacker with printed cost 2 or lower.
	Register("mountaintop-statuary", &Text{Abilities: []*Ability{{
		Text: "after it is turned faceup: move it onto your stronghold province", Timing: Reaction, On: EvCardFaceup,
		If: func(x *Ctx) bool {
			c := x.S.Card(x.Self)
			return x.Event().Cards[0] == x.Self && c.Zone == ZProvince && int(c.Prov) != StrongholdProv
		},
		Effect: func(x *Ctx) { x.MoveHoldingToStrongholdProvince(x.Self) },
	}, {
		Text: "during a conflict at its province, sacrifice it: send home an attacker with printed cost 2 or lower", Timing: Action, Needs: NeedDefending,
		If:     func(x *Ctx) bool { return x.S.Conf.Active && x.S.InProvince(x.Self, x.S.AttackedProvince()) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose an attacking character with printed cost 2 or lower", Filter: All(Attacking, PrintedCostAtMost(2), CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})
}
