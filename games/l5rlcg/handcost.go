package l5rlcg

// ModHandCost: a constant modifier a card adds to itself while its
// condition holds, making each card its controller's opponents play from
// their hand cost that much more ("increase the cost for your opponent
// to play cards from his or her hand by 1", Utaku Tetsuko;
// RR-HAND-COST-1). Cards played from elsewhere (a province, a discard
// pile) cost what they cost.
const ModHandCost = "hand-cost"

// handCostIncrease sums the increases the cards in play that p's
// opponents control set on what p plays from hand.
func (s *State) handCostIncrease(p int) int {
	live := s.inPlayNow()
	if !(modKind{kind: ModHandCost}).among(live.modKinds) {
		return 0
	}
	n := 0
	for _, m := range live.mods {
		if c := s.Controller(m); c >= 0 && c != p && (modKind{kind: ModHandCost}).among(textOf(s, m).ModKinds) {
			n += s.modSum(m, ModHandCost)
		}
	}
	return n
}
