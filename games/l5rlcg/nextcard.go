package l5rlcg

// ModNextCardDiscount is a player-wide lasting effect: the next card its
// player plays, of any type, costs N less, and playing it uses the
// reduction up (Matsu Tsuko: "reduce the cost of the next card you play
// this conflict by 2"); unused, it ends with its period. ModEventDiscount
// is the same for the next event only (RR-NEXT-CARD-1).
const ModNextCardDiscount = "next-card-discount"

// nextCardDiscount is the reduction the next card p plays gets.
func (s *State) nextCardDiscount(p int) int {
	if l := s.discount(p, ModNextCardDiscount); l != nil {
		return l.N
	}
	return 0
}
