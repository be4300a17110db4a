package l5rlcg

import "tessen/engine"

// The cards played during the conflict under way, for the cards that
// count them ("during a conflict in which you have played 3 or more Spell
// cards", Fire Elemental Guard; RR-PLAYED-1): each play is noted as
// it is announced (EvPlayed) in Conflict.Played, as the card's id times
// MaxSeats plus the seat of who played it. A new conflict starts a new
// list. Like Conflict.Actions it is bookkeeping no state check reads.

// recordPlay notes a card played during a conflict.
func (s *State) recordPlay(ev engine.Event) {
	if s.Conf.Active && len(ev.Cards) == 1 && ev.Player >= 0 {
		s.Conf.Played = append(s.Conf.Played, ev.Cards[0]*MaxSeats+ev.Player)
	}
}

// PlayedThisConflict counts the cards with a trait ("" for any) that p
// has played during the conflict under way.
func (s *State) PlayedThisConflict(p int, trait string) int {
	if !s.Conf.Active {
		return 0
	}
	n := 0
	for _, k := range s.Conf.Played {
		if k%MaxSeats == p && (trait == "" || s.def(k/MaxSeats).HasTrait(trait)) {
			n++
		}
	}
	return n
}
