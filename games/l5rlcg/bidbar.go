package l5rlcg

import (
	"strconv"

	"tessen/engine"
)

// ActBid is a player's choosing a bid on their honor dial, "bid:N" for
// the bid N (By: the player, Card -1). A card's Forbid may prohibit some
// ("your opponent cannot bid 1 or 5", Mirumoto Daishō, while its
// character duels): that player is asked alone, offered the bids left
// (RR-BID-2).
const ActBid = "bid"

// bidKinds are the act kinds of the bids, made once.
var bidKinds = func() (out [6]string) {
	for n := range out {
		out[n] = ActBid + ":" + strconv.Itoa(n)
	}
	return out
}()

// bidOptionsFor lists the bids p may choose now; all of them when none
// is forbidden (or, an oddity, every one is).
func (s *State) bidOptionsFor(p int) []engine.Answer {
	all := s.bidOptions()
	barred := 0
	for _, a := range all {
		if a.N < len(bidKinds) && s.forbids(Act{bidKinds[a.N], -1, p, -1}) {
			barred |= 1 << a.N
		}
	}
	if barred == 0 {
		return all
	}
	var out []engine.Answer
	for _, a := range all {
		if barred&(1<<a.N) == 0 {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return all
	}
	return out
}
