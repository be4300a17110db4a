package l5rccg

import (
	"cmp"
	"slices"

	"tessen/engine"
)

// Score rates the game for p, for the bots: a win or a loss outright,
// else p's standing against the strongest opponent in what wins the game
// (Provinces left, Family Honor toward 40) and what wins battles (Force
// in play) and pays for it (Gold).
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
	mine := s.standing(p)
	best := -1e9
	for q := range s.P {
		if q != p && s.Playing(q) {
			best = max(best, s.standing(q))
		}
	}
	return mine - best
}

// standing is one player's position as a number.
func (s *State) standing(p int) float64 {
	force := 0
	for _, id := range s.P[p].Play {
		if s.isPersonality(id) {
			force += s.Force(id)
			for _, a := range s.Attachments(id) {
				if d := s.def(a); d != nil && d.Type == "follower" {
					force += s.Force(a)
				}
			}
		}
	}
	return 2*float64(s.ProvincesLeft(p)) + 0.1*float64(s.P[p].Honor) + 0.3*float64(force) + 0.2*float64(s.production(p)) + 0.05*float64(len(s.P[p].Hand))
}

// Determinize is a copy of the game as p might believe it: the cards p
// cannot see (the other players' hands, every deck, every face-down
// Province card, p's own too: LE-AREA-7) dealt again at random among the
// places they could be, each owner's Fate cards among Fate places and
// Dynasty cards among Dynasty places.
func (g *Game) Determinize(p int, seed uint64) engine.Game {
	s := g.S.Clone()
	s.Log, s.Quiet = nil, true // a copy for search: nobody reads its log
	rng := engine.NewRNG(seed)
	for owner := range s.P {
		for _, fate := range []bool{true, false} {
			var ids []int
			for id := range s.Cards {
				c := &s.Cards[id]
				if int(c.Owner) != owner || g.S.Visible(p, id) {
					continue
				}
				if d := s.def(id); d != nil && (d.Deck == "fate") == fate {
					ids = append(ids, id)
				}
			}
			defs := make([]string, len(ids))
			for i, id := range ids {
				defs[i] = s.Cards[id].Def
			}
			slices.SortFunc(defs, cmp.Compare[string])
			for i := len(defs) - 1; i > 0; i-- {
				j := rng.Intn(i + 1)
				defs[i], defs[j] = defs[j], defs[i]
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
