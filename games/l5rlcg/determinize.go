package l5rlcg

import (
	"cmp"
	"slices"
	"sync"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// Determinize deals again, from seed, every card player p cannot see,
// pool by pool: each owner's hidden cards of one back (conflict cards in
// hand and deck, dynasty cards in deck and face down in provinces,
// face-down province cards). It also draws a new random generator and, if
// an opponent's bid is still secret, a new bid. Known cards and
// everything public stay; the copy keeps no log (engine.Core.Quiet).
//
// p's own pools are p's own deck list, which p knows: their identities
// are shuffled among their places, sorted first so that the deal depends
// on the hidden cards' multiset alone, not their real places. Another
// player's deck list p does not know: their hidden cards are drawn from
// what p could know of them (engine.Belief), the cards of theirs p sees
// and the Core Set's cards of their clan (its stronghold's, or in
// skirmish the clan most of their cards seen are) and neutral ones, never
// from the cards really there.
func (g *Game) Determinize(p int, seed uint64) engine.Game {
	s := g.S.Clone()
	rng := engine.NewRNG(seed)
	pools := map[[2]int][]int{} // (owner, pool kind) → card ids
	for id := range s.Cards {
		if g.S.Visible(p, id) {
			continue
		}
		c := &s.Cards[id]
		kind := poolOf(c.Zone)
		if b := s.bodyOf(id); b != nil && s.IsFacedownCharacter(id) { // dealt from its side's pool (RR-FACEDOWN-CHAR-1)
			kind = slices.Index(poolSides[:], b.Side)
		}
		if kind >= 0 {
			key := [2]int{int(c.Owner), kind}
			pools[key] = append(pools[key], id)
		}
	}
	// Visit pools in a fixed order: map order is random in Go.
	for owner := range s.P {
		var beliefs [len(poolSides)]engine.Belief[engine.DefKey]
		if owner != p {
			beliefs = g.S.beliefs(p, owner)
		}
		for kind := range poolSides {
			ids := pools[[2]int{owner, kind}]
			var defs []engine.DefKey
			if owner == p {
				defs = make([]engine.DefKey, len(ids))
				for i, id := range ids {
					defs[i] = s.Cards[id].Def
				}
				// By id, not key: keys depend on the order a process met the cards.
				slices.SortFunc(defs, func(a, b engine.DefKey) int { return cmp.Compare(a.String(), b.String()) })
				engine.Shuffle(&rng, defs)
			} else {
				defs = beliefs[kind].Deal(&rng, len(ids))
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
	s.redealt = true                     // the pending decision was listed on the old deal
	s.Unsettle()
	return &Game{S: s}
}

// poolSides are the backs of the pools a determinization deals, by pool
// kind: the card data's side of each.
var poolSides = [3]string{"conflict", "dynasty", "province"}

// poolOf is the pool kind of a hidden card by where it is, -1 for none.
func poolOf(z Zone) int {
	switch z {
	case ZHand, ZConflictDeck:
		return 0
	case ZDynastyDeck, ZProvince:
		return 1
	case ZProvinceCard:
		return 2
	}
	return -1
}

// beliefs is what p may know of owner's hidden cards, by pool kind: the
// cards of that side of theirs p sees, and the Core Set's of their clan.
func (s *State) beliefs(p, owner int) [len(poolSides)]engine.Belief[engine.DefKey] {
	var out [len(poolSides)]engine.Belief[engine.DefKey]
	clan := s.clanSeen(p, owner)
	for kind, side := range poolSides {
		out[kind] = engine.Belief[engine.DefKey]{Pool: corePool().of(clan, side), Most: mostCopies}
		if side == "province" {
			out[kind].Most = func(engine.DefKey) int { return 1 } // a deck's provinces are of five titles
		}
	}
	for id := range s.Cards {
		if c := &s.Cards[id]; int(c.Owner) == owner && s.Visible(p, id) {
			if d := s.def(id); d != nil {
				if kind := slices.Index(poolSides[:], d.Side); kind >= 0 {
					out[kind].Seen = append(out[kind].Seen, c.Def)
				}
			}
		}
	}
	return out
}

// mostCopies is how many copies of a card a deck may hold.
func mostCopies(k engine.DefKey) int {
	if d, ok := defs().Get(k.String()); ok {
		return d.DeckLimit
	}
	return 0
}

// clanSeen is owner's clan as p may know it: their stronghold's, else
// (skirmish) the clan of most of their cards p sees, "" if none is seen.
func (s *State) clanSeen(p, owner int) string {
	if sh := s.P[owner].Stronghold; sh >= 0 {
		return s.def(sh).Clan
	}
	count, best := map[string]int{}, ""
	for id := range s.Cards {
		if int(s.Cards[id].Owner) != owner || !s.Visible(p, id) {
			continue
		}
		if d := s.def(id); d != nil && d.Clan != "neutral" && d.Clan != "" {
			count[d.Clan]++
			if n := count[d.Clan]; n > count[best] || n == count[best] && d.Clan < best {
				best = d.Clan
			}
		}
	}
	return best
}

// pool is the Core Set's cards by side and clan, for beliefs.
type pool map[[2]string][]engine.DefKey

// corePool is read once: the cards of the Core Set (the pool tessen plays
// in full) that a deck may hold, by side and clan.
var corePool = sync.OnceValue(func() pool {
	out := pool{}
	for _, d := range carddb.Std().All {
		if d.Pack == "01" && d.DeckLimit > 0 && d.RoleOnly == "" {
			key := [2]string{d.Side, d.Clan}
			out[key] = append(out[key], engine.KeyOf(d.ID))
		}
	}
	return out
})

// of is the cards of a side that a deck of the clan may hold: its own and
// the neutral ones (every clan's, for a clan not known).
func (pl pool) of(clan, side string) []engine.DefKey {
	if clan == "" {
		var all []engine.DefKey
		for key, ks := range pl {
			if key[0] == side {
				all = append(all, ks...)
			}
		}
		slices.SortFunc(all, func(a, b engine.DefKey) int { return cmp.Compare(a.String(), b.String()) })
		return all
	}
	return append(slices.Clip(pl[[2]string{side, clan}]), pl[[2]string{side, "neutral"}]...)
}
