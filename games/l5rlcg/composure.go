package l5rlcg

// HasComposure reports whether p has composure: p's honor bid is lower
// than an opponent's (RR "Composure", RR-COMPOSURE-1). A card with the
// composure keyword gains its ability while its controller has it; the
// bids stay on the dials until the next bid, so composure lasts the
// round.
func (s *State) HasComposure(p int) bool {
	return p >= 0 && s.AnOpponent(p, func(q int) bool { return s.P[p].Bid < s.P[q].Bid })
}
