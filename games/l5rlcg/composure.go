package l5rlcg

// HasComposure reports whether p has composure: their revealed honor bid
// is lower than an opponent's (the Composure keyword: "while this
// character's controller has a lower honor bid than an opponent, it gains
// an ability"; RR-COMPOSURE-1). The dials keep their value between bids,
// so composure lasts from one reveal to the next.
func (s *State) HasComposure(p int) bool {
	return s.AnOpponent(p, func(q int) bool { return s.P[p].Bid < s.P[q].Bid })
}
