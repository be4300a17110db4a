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

// DiscardKeepEmpty discards a card from its province, the province staying
// empty until the ability has resolved (as a holding sacrificed for a cost
// leaves it: RR-REFILL-3), so that the ability may then refill it faceup
// ("discard a card in a province and refill it faceup", Bustling
// Academy; RR-REFILL-4). A faceup holding leaves play; a card out of play there (a
// character, a facedown card) goes to its owner's discard pile at once.
func (x *Ctx) DiscardKeepEmpty(id int) {
	if x.S.Cards[id].Zone != ZProvince {
		return
	}
	if x.S.inPlay(id) {
		x.Discard(id)
		x.acts[len(x.acts)-1].M = leaveHoldRefill
		return
	}
	title := x.S.Title(id)
	x.S.discard(id)
	x.S.Say(x.S.Title(x.Self), " discards ", title, " from its province")
}
