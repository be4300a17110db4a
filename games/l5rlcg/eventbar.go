package l5rlcg

import "strings"

// ModNoEventsWhileContested is a player-wide lasting effect named for a
// ring and a trait ("no-events-while-contested:fire:spell"): while that
// ring is the contested ring, its player cannot play events without that
// trait ("while that ring is contested this phase, non-Spell events cannot
// be played", Master of Gisei Toshi, on each player; RR-EVENT-BAR-1).
const ModNoEventsWhileContested = "no-events-while-contested"

// eventBarred reports whether p may not play event id now for such an
// effect.
func (s *State) eventBarred(p, id int) bool {
	if !s.Conf.Active || len(s.Effects.List) == 0 {
		return false
	}
	prefix := ModNoEventsWhileContested + ":" + RingNames[s.Conf.Ring] + ":"
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Player == p && len(l.Cards) == 0 && strings.HasPrefix(l.Kind, prefix) && !s.HasTrait(id, l.Kind[len(prefix):]) {
			return true
		}
	}
	return false
}
