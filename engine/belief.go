package engine

// Belief is what a player may know of a part of another player's deck
// they cannot see (a hand and a deck, say), for a search bot's
// determinization: never the other's deck list, only the cards of it the
// player sees now and the format's cards such a deck could hold. A bot
// that dealt hidden cards from the real deck list would play, and hint,
// with knowledge no player has (issue 26).
type Belief[T comparable] struct {
	// Seen lists the cards of that part the player sees now (a copy for
	// each card), which a deck is likelier to hold more of.
	Seen []T
	// Pool lists the cards the format allows that part to hold.
	Pool []T
	// Most is how many copies of a card a deck may hold.
	Most func(T) int
}

// Deal draws n hidden cards: each, as likely as not, a copy of a card
// seen, else any card of the pool, never more copies of one than a deck
// may hold (counting those seen) while another may still be drawn.
func (b Belief[T]) Deal(rng *RNG, n int) []T {
	held := map[T]int{}
	for _, c := range b.Seen {
		held[c]++
	}
	out := make([]T, 0, n)
	for range n {
		var pick T
		for try := 0; ; try++ {
			from := b.Pool
			if len(b.Seen) > 0 && (len(b.Pool) == 0 || rng.Intn(2) == 0) {
				from = b.Seen
			}
			if len(from) == 0 {
				return out // nothing to deal from: a belief with no cards
			}
			pick = from[rng.Intn(len(from))]
			if held[pick] < b.Most(pick) || try >= 64 {
				break
			}
		}
		held[pick]++
		out = append(out, pick)
	}
	return out
}
