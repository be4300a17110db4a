package l5rlcg

// A holding sacrificed to pay the cost of an ability leaves its province
// empty until the ability has resolved: the province then refills as
// every province an ability emptied does, at its end (resolveAbility),
// so that the ability's own "refill this province faceup" (Windswept
// Yurt) finds it empty (RR-REFILL-3).

// leaveHoldRefill, as the M of a leave-play condition, holds the refill
// of the province the card leaves (its N is the card's controller).
const leaveHoldRefill = 1

// sacrificeAsCost sacrifices a card to pay a cost: a card in a province
// leaves it without its province refilling at once.
func (x *Ctx) sacrificeAsCost(id int) {
	x.act(EvLeavePlay, []int{id}, 0, "discard")
	if x.S.Cards[id].Zone == ZProvince {
		x.acts[len(x.acts)-1].M = leaveHoldRefill
	}
}
