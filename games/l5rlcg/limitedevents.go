package l5rlcg

// Limited events. An event is played through its ability (resolveAbility,
// play), not through the play of characters and attachments that counts
// limited cards (playFrame): these two words give it the same count, so
// that a limited event is one of the player's one limited card a round
// too (RR-LIMITED-1).

// limitedBarred reports a limited card p may not play now: p has played
// a limited card this round.
func (s *State) limitedBarred(p, id int) bool {
	return s.P[p].Limited > 0 && s.HasKeyword(id, "limited")
}

// countLimited counts a limited card p plays.
func (s *State) countLimited(p, id int) {
	if s.HasKeyword(id, "limited") {
		s.P[p].Limited++
	}
}
