package l5rccg

import (
	"cmp"
	"slices"
	"sync"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
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
	return mine - best + s.prospects(p)
}

// prospects rates, for p, the battles yet to be fought in the attack
// under way, as their totals stand: a Province that would fall, and the
// units each army would lose; and, outside an attack, p's Provinces
// exposed to the unbowed Force an opponent could send.
func (s *State) prospects(p int) float64 {
	v := 0.0
	if s.Attack.Active {
		att, def := s.Attack.Attacker, s.Attack.Defender
		sign := 0.0
		switch p {
		case att:
			sign = 1
		case def:
			sign = -1
		}
		strength := s.ProvinceStrength(def)
		for _, n := range s.battlesLeft() {
			af, df := s.sideForce(n, true), s.sideForce(n, false)
			switch {
			case af > df+strength:
				v += sign * (1.8 + 0.3*float64(df))
			case af > df && df > 0:
				v += sign * 0.3 * float64(df)
			case df > af && af > 0:
				v -= sign * 0.3 * float64(af)
			}
		}
		return v
	}
	mine := 0
	for _, id := range s.P[p].Play {
		if s.isPersonality(id) && !s.Cards[id].Bowed {
			mine += s.unitForce(id)
		}
	}
	for q := range s.P {
		if q == p || !s.Playing(q) {
			continue
		}
		theirs := 0
		for _, id := range s.P[q].Play {
			if s.isPersonality(id) && !s.Cards[id].Bowed {
				theirs += s.unitForce(id)
			}
		}
		if theirs > mine+s.ProvinceStrength(p) {
			v -= 0.8 // a Province open to their next attack
		}
	}
	return v
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
	// A card being recruited or attached counts as in play: its costs
	// are decisions still to come, and a one-ply look would not see it
	// arrive.
	gold := s.capacity(p)
	for _, f := range s.Stack {
		if (f.Kind == kRecruit || f.Kind == kAttach) && f.Player == p {
			switch d := s.def(f.Card); {
			case d == nil:
			case d.Type == "personality" || d.Type == "follower" || d.Type == "item":
				force += max(0, d.Force)
			case d.Type == "holding":
				gold += s.produces(f.Card, -1, false)
			}
		}
	}
	// Gold counts as what p's cards produce each turn, with a little for
	// what is unbowed now: Gold spent on a Personality is not Gold lost.
	return 2*float64(s.ProvincesLeft(p)) + 0.1*float64(s.P[p].Honor) + 0.3*float64(force) +
		0.2*float64(gold) + 0.03*float64(s.production(p, -1)) + 0.05*float64(len(s.P[p].Hand))
}

// Determinize is a copy of the game as p might believe it: the cards p
// cannot see (the other players' hands, every deck, every face-down
// Province card, p's own too: LE-AREA-7) dealt again at random, each
// owner's Fate cards among Fate places and Dynasty cards among Dynasty
// places (a card's back is seen). p's own are p's deck list, which p
// knows: their identities are shuffled among their places. Another
// player's deck list p does not know: their hidden cards are drawn from
// what p could know of them (engine.Belief), the cards of theirs p sees and
// the base set's cards of that deck, never from the cards really there.
func (g *Game) Determinize(p int, seed uint64) engine.Game {
	s := g.S.Clone()
	s.Log, s.Quiet = nil, true // a copy for search: nobody reads its log
	rng := engine.NewRNG(seed)
	for owner := range s.P {
		for _, deck := range decks {
			var ids []int
			b := engine.Belief[string]{Pool: basePool()[deck], Most: mostCopies}
			for id := range s.Cards {
				c := &s.Cards[id]
				if int(c.Owner) != owner {
					continue
				}
				if d := s.def(id); d != nil && d.Deck == deck { // the back: what anyone sees
					if g.S.Visible(p, id) {
						b.Seen = append(b.Seen, c.Def.String())
					} else {
						ids = append(ids, id)
					}
				}
			}
			var defs []string
			if owner == p {
				defs = make([]string, len(ids))
				for i, id := range ids {
					defs[i] = s.Cards[id].Def.String()
				}
				slices.SortFunc(defs, cmp.Compare[string])
				engine.Shuffle(&rng, defs)
			} else {
				defs = b.Deal(&rng, len(ids))
			}
			for i, id := range ids {
				s.Cards[id].Def = engine.KeyOf(defs[i])
			}
		}
	}
	s.RNG = engine.NewRNG(rng.Next())
	s.index()
	s.Unsettle()
	return &Game{S: s}
}

// decks are the backs a determinization deals by.
var decks = [2]string{"fate", "dynasty"}

// basePool is the base set's cards a deck may hold, by deck: the pool
// tessen plays in full, read once.
var basePool = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	for _, d := range carddb.Std().All {
		if d.Base && !d.Banned && (d.Deck == "fate" || d.Deck == "dynasty") {
			out[d.Deck] = append(out[d.Deck], d.ID)
		}
	}
	return out
})

// mostCopies is how many copies of a card a deck may hold (LE-DECK-2):
// one of a Unique card, an Event or a Ring, else three.
func mostCopies(id string) int {
	if d, ok := carddb.Std().Get(id); ok && (d.Unique || d.Type == "event" || d.Type == "ring") {
		return 1
	}
	return 3
}
