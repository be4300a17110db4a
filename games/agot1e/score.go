package agot1e

import (
	"cmp"
	"slices"
	"sync"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// Score rates the game for p, for the bots: a win or a loss outright,
// else p's standing against the strongest opponent in what wins the game
// (power toward 15) and what wins challenges and dominance (STR standing,
// icons) and pays for more (gold, cards in hand).
func (g *Game) Score(p int) float64 {
	s := g.S
	if s.Core.Over {
		if s.Core.Winner == p {
			return 100
		}
		return -100
	}
	if !s.Playing(p) {
		return -100
	}
	best := -1e9
	for q := range s.P {
		if q != p && s.Playing(q) {
			best = max(best, s.standing(q))
		}
	}
	return s.standing(p) - best + s.prospects(p)
}

// prospects rates the challenge under way for p as its STR stands: what
// its winner would gain (claim, the unopposed power, renown), for the
// attacker if he wins, against the defender, and the other way round.
func (s *State) prospects(p int) float64 {
	c := &s.Chal
	if !c.On || (p != c.Attacker && p != c.Defender && p != c.Target) {
		return 0
	}
	att, def := s.SideStr(Attacking), s.SideStr(Defending)
	if att == 0 && def == 0 {
		return 0
	}
	claim := float64(s.claim(c.Attacker))
	v := 0.0
	if att >= def {
		switch c.Type {
		case "military":
			v = 1.2 * claim
		case "intrigue":
			v = 0.8 * claim
		case "power":
			v = 2.4 * claim
		}
		if def == 0 {
			v += 2.4
		}
	} else {
		v = -0.8
	}
	if p == c.Attacker {
		return v
	}
	return -v
}

// standing is what p has toward winning: each power counts most, more
// as it nears the goal; then the board.
func (s *State) standing(p int) float64 {
	power := float64(s.TotalPower(p))
	v := 2*power + 0.05*power*power
	for _, id := range s.P[p].Play {
		if !s.IsType(id, "character") || s.dying(id) {
			continue
		}
		str := float64(s.Str(id))
		v += 0.35 * str
		if !s.Cards[id].Kneeling {
			v += 0.1 * str
		}
		for _, t := range ChallengeTypes {
			if s.HasIcon(id, t) {
				v += 0.1
			}
		}
	}
	v += 0.25*float64(len(s.P[p].Hand)) + 0.05*float64(s.P[p].Gold)
	return v
}

// Determinize is a copy of the game in which every card p cannot see
// (engine.Determinizer) is dealt again at random: p's own by shuffling
// their identities among their places, another player's drawn from what
// p could know of that deck (the cards of the two sets, less those seen),
// draw cards among draw-card places and plots among plot places (a card's
// back is seen).
func (g *Game) Determinize(p int, seed uint64) engine.Game {
	s := g.S.Clone()
	s.Log, s.Quiet = nil, true // a copy for search: nobody reads its log
	rng := engine.NewRNG(seed)
	for owner := range s.P {
		for _, plots := range []bool{false, true} {
			var ids []int
			b := engine.Belief[engine.DefKey]{Pool: pool()[plots], Most: mostCopies}
			for id := range s.Cards {
				c := &s.Cards[id]
				if int(c.Owner) != owner || s.IsType(id, "house") || (s.defs[id].Type == "plot") != plots {
					continue
				}
				if g.S.Visible(p, id) {
					b.Seen = append(b.Seen, c.Def)
				} else {
					ids = append(ids, id)
				}
			}
			var defs []engine.DefKey
			if owner == p {
				for _, id := range ids {
					defs = append(defs, s.Cards[id].Def)
				}
				// by id, not by key: keys are numbered as a process meets them
				slices.SortFunc(defs, func(a, b engine.DefKey) int { return cmp.Compare(a.String(), b.String()) })
				engine.Shuffle(&rng, defs)
			} else {
				defs = b.Deal(&rng, len(ids))
			}
			for i, id := range ids {
				s.Cards[id].Def = defs[i]
			}
		}
	}
	s.RNG = engine.NewRNG(rng.Next())
	s.index()
	s.Unsettle()
	return &Game{S: s}
}

// pool is the two sets' cards, draw cards [false] and plots [true].
var pool = sync.OnceValue(func() map[bool][]engine.DefKey {
	out := map[bool][]engine.DefKey{}
	for _, d := range carddb.Std().All {
		out[d.Type == "plot"] = append(out[d.Type == "plot"], engine.KeyOf(d.ID))
	}
	return out
})

// mostCopies is how many copies of a card a deck may hold (AG-DECK-2,
// AG-DECK-3).
func mostCopies(k engine.DefKey) int {
	if d, _ := keyed(k); d != nil && d.Limit > 0 {
		return min(3, d.Limit)
	}
	return 3
}
