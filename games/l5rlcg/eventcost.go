package l5rlcg

// ModEventCost: a constant modifier a card adds to itself while its
// condition holds, making every event cost each player that much more
// to play (Ageless Crone; RR-EVENT-COST-1).
const ModEventCost = "event-cost"

// eventCostIncrease sums the increases to event costs of the cards in
// play.
func (s *State) eventCostIncrease() int {
	live := s.inPlayNow()
	if !(modKind{kind: ModEventCost}).among(live.modKinds) {
		return 0
	}
	n := 0
	for _, m := range live.mods {
		if (modKind{kind: ModEventCost}).among(textOf(s, m).ModKinds) {
			n += s.modSum(m, ModEventCost)
		}
	}
	return n
}
