package l5rlcg

// ModBidDrawLess: a constant modifier a card adds to itself, making each
// player draw N fewer cards from their honor bid in the draw phase, to a
// minimum of 1 (Iwasaki Pupil; RR-2.5-1).
const ModBidDrawLess = "bid-draw-less"

// bidDraw is how many cards p draws from their bid in step 2.5.
func (s *State) bidDraw(p int) int {
	n := s.P[p].Bid
	live := s.inPlayNow()
	if !(modKind{kind: ModBidDrawLess}).among(live.modKinds) {
		return n
	}
	less := 0
	for _, m := range live.mods {
		if (modKind{kind: ModBidDrawLess}).among(textOf(s, m).ModKinds) {
			less += s.modSum(m, ModBidDrawLess)
		}
	}
	if less > 0 {
		n = max(min(n, 1), n-less)
	}
	return n
}
