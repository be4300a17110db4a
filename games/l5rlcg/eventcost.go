package l5rlcg

// ModEventsCostLess is a player-wide lasting effect: each event its
// player plays until it expires costs N less (Kakita Yoshi: "during this
// conflict"), unlike ModEventDiscount, which the next event uses up.
const ModEventsCostLess = "events-cost-less"

// eventReduction sums the ModEventsCostLess effects on p.
func (s *State) eventReduction(p int) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModEventsCostLess && l.Player == p && len(l.Cards) == 0 {
			n += l.N
		}
	}
	return n
}

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
