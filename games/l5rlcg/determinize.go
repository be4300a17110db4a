package l5rlcg

import (
	"cmp"
	"slices"

	"tessen/engine"
)

// Determinize deals again, from seed, every card player p cannot see:
// within each pool of one owner's hidden cards (conflict cards in hand
// and deck, dynasty cards in deck and face down in provinces, face-down
// province cards), the cards' identities are shuffled among the pool's
// places. It also draws a new random generator and, if the opponent's bid
// is still secret, a new bid. Known cards and everything public stay; the
// copy keeps no log (engine.Core.Quiet).
//
// The pools are the real decks' unseen cards: search assumes open
// decklists (it knows what each deck is made of, never where the cards
// are). Each pool's identities are sorted before the shuffle, so the deal
// depends on the hidden cards' multiset alone, not their real places.
func (g *Game) Determinize(p int, seed uint64) engine.Game {
	s := g.S.Clone()
	rng := engine.NewRNG(seed)
	pools := map[[2]int][]int{} // (owner, pool kind) → card ids
	for id := range s.Cards {
		if g.S.Visible(p, id) {
			continue
		}
		c := &s.Cards[id]
		kind := -1
		switch c.Zone {
		case ZHand, ZConflictDeck:
			kind = 0
		case ZDynastyDeck, ZProvince:
			kind = 1
		case ZProvinceCard:
			kind = 2
		}
		if kind >= 0 {
			key := [2]int{int(c.Owner), kind}
			pools[key] = append(pools[key], id)
		}
	}
	// Visit pools in a fixed order: map order is random in Go.
	for owner := range s.P {
		for kind := 0; kind < 3; kind++ {
			ids := pools[[2]int{owner, kind}]
			defs := make([]DefKey, len(ids))
			for i, id := range ids {
				defs[i] = s.Cards[id].Def
			}
			// By id, not key: keys depend on the order a process met the cards.
			slices.SortFunc(defs, func(a, b DefKey) int { return cmp.Compare(a.String(), b.String()) })
			for i := len(defs) - 1; i > 0; i-- {
				j := rng.Intn(i + 1)
				defs[i], defs[j] = defs[j], defs[i]
			}
			for i, id := range ids {
				s.Cards[id].Def = defs[i]
			}
		}
	}
	for q := range s.P {
		if q != p && s.P[q].Secret > 0 {
			s.P[q].Secret = 1 + rng.Intn(s.rules().maxBid)
		}
	}
	s.RNG = engine.NewRNG(rng.Next())
	s.Core.Log, s.Core.Quiet = nil, true // a copy for search: nobody reads its log
	s.index()                            // card identities moved: rebuild the lookups by card id
	s.Unsettle()
	return &Game{S: s}
}
