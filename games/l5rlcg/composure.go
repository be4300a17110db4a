package l5rlcg

// Composure is the keyword "Composure - ...": the character has the
// ability that follows while its controller's honor bid is lower than an
// opponent's (RR "Composure"). The bids stay revealed, for reference, until
// the next bid (RR-2.3), so composure lasts from one bid to the next
// (RR-COMPOSURE-1).
func (s *State) Composure(p int) bool {
	return p >= 0 && s.AnOpponent(p, func(o int) bool { return s.P[p].Bid < s.P[o].Bid })
}
