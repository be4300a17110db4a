package l5rlcg

import (
	"strconv"

	"tessen/engine"
)

// A card may have a player secretly select a number on their honor dial
// outside the bids (Maze of Illusion): the same secret decision as a bid
// (2.2), asked of that player alone, kept from the others until the dial
// is revealed; revealing it turns the dial, with no reaction to a bid's
// reveal, so nothing modifies it (RR-SECRET-DIAL-1).

// SecretDial asks the controller to select a number on their honor dial
// in secret.
func (x *Ctx) SecretDial() {
	x.then = append(x.then, &engine.Frame{Kind: kBid, Out: x.S.allBut([]int{x.P})})
}

// RevealDial reveals the number the controller selected in secret: it
// becomes the bid on their dial; it reports the number.
func (x *Ctx) RevealDial() int {
	pl := &x.S.P[x.P]
	if pl.Secret > 0 {
		pl.Bid, pl.Secret = pl.Secret, 0
		x.S.Say(x.S.Names[x.P], " reveals ", strconv.Itoa(pl.Bid), " on the honor dial")
	}
	return pl.Bid
}

// SwitchDials switches the honor dials of two players: each one's bid is
// the other's until their next bid (Social Puppeteer).
func (x *Ctx) SwitchDials(p, q int) {
	if p < 0 || q < 0 {
		return
	}
	s := x.S
	s.P[p].Bid, s.P[q].Bid = s.P[q].Bid, s.P[p].Bid
	s.Say(s.Names[p], " and ", s.Names[q], " switch honor dials")
}
