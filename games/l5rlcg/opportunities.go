package l5rlcg

import "strconv"

// LimitConflictOpportunities leaves each player at most n conflict
// opportunities for the rest of the phase ("each player has only one
// opportunity to declare a conflict this phase", Waning Hostilities,
// played as the phase begins) (RR-3.2-7).
func (x *Ctx) LimitConflictOpportunities(n int) {
	for p := range x.S.P {
		x.S.P[p].Opps = min(x.S.P[p].Opps, n)
	}
	x.S.Say("each player has at most ", strconv.Itoa(n), " conflict opportunity left this phase")
}

// ConflictOpportunitiesAbove reports a player with more than n conflict
// opportunities left in the phase.
func (s *State) ConflictOpportunitiesAbove(n int) bool {
	for p := range s.P {
		if s.P[p].Opps > n {
			return true
		}
	}
	return false
}
