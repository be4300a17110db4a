package l5rlcg

// HasComposure reports whether p has composure: p's honor bid (the dial
// last revealed, as its value counts now) is lower than an opponent's. A
// card's "Composure – ..." ability is active only while its controller has
// it (Guardian of Virtue; RR-COMPOSURE-1). Before any bid this game nobody
// has it.
func (s *State) HasComposure(p int) bool {
	return s.AnOpponent(p, func(o int) bool { return s.P[p].Bid < s.P[o].Bid })
}
