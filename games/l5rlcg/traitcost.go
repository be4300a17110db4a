package l5rlcg

// ModTraitCostLess is a constant modifier a card adds to itself, named
// for a trait ("trait-cost-less:fire"): while it is in play, each card
// with that trait costs N less fate to play, whoever plays it ("each card
// that has a Trait that matches an element of the contested ring has its
// cost to play reduced by 1", Inquisitive Ishika; RR-TRAIT-COST-1). The
// card's printed traits are read, as a cost is worked out before the card
// is in play.
const ModTraitCostLess = "trait-cost-less"

// traitCostReduction sums the reductions the cards in play give to
// playing card id.
func (s *State) traitCostReduction(id int) int {
	live := s.inPlayNow()
	if len(live.mods) == 0 {
		return 0
	}
	n := 0
	for _, t := range s.def(id).Traits {
		k := modKind{ModTraitCostLess, t}
		if !k.among(live.modKinds) {
			continue
		}
		for _, m := range live.mods {
			if k.among(textOf(s, m).ModKinds) {
				n += s.modSumOf(m, k)
			}
		}
	}
	return n
}
