package l5rlcg

import "tessen/engine"

// EvBidHonor is the notice that honor was given to a player from an honor
// bid, the draw phase's (2.4) or a duel's (D.5): Player is the one given
// it, N how much ("after 1 or more honor is given to you from an honor
// bid", Way of the Chrysanthemum; RR-BID-HONOR-1). It follows the
// transfer, and only honor that really moved counts.
const EvBidHonor = "bid-honor-given"

// giveBidHonor moves n honor from one player to another for their bids,
// and tells of what the receiver got.
func (s *State) giveBidHonor(from, to, n int) {
	if to < 0 || s.lastHonorWould(from, to, n, -1, "bid") { // lasthonor.go
		return
	}
	s.moveBidHonor(from, to, n)
}

func (s *State) moveBidHonor(from, to, n int) {
	before := s.P[to].Honor
	s.transferHonor(from, to, n)
	if got := s.P[to].Honor - before; got > 0 {
		s.emit(engine.Event{Kind: EvBidHonor, Player: to, Source: -1, N: got})
	}
}
