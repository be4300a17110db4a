package l5rlcg

// notePlayed counts a card p has played during the conflict being
// resolved (every card played: events, attachments, characters).
func (s *State) notePlayed(p int) {
	if s.Conf.Active && p >= 0 && p < MaxSeats && s.Conf.Played[p] < 127 {
		s.Conf.Played[p]++
	}
}

// PlayedThisConflict is how many cards p has played during the conflict
// now being resolved ("if you have played at least 2 other cards this
// conflict", Void Fist; RR-PLAYED-1). A card counts as it is played, an
// event before its effects resolve.
func (s *State) PlayedThisConflict(p int) int {
	if !s.Conf.Active || p < 0 || p >= MaxSeats {
		return 0
	}
	return int(s.Conf.Played[p])
}
