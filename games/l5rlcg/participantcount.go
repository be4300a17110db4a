package l5rlcg

// ModExtraParticipant: a participating character counted as more than one
// character its controller controls in the conflict ("you are considered
// to control an additional character in this conflict", Shiksha Scout).
// A card's Mods add it to the card itself while it participates; every
// count of a player's participating characters reads ParticipantCount
// (RR-PARTICIPATING-7).
const ModExtraParticipant = "extra-participant"

// ParticipantCount is how many characters p is considered to control in
// the conflict: the participants, plus the additional ones they count as.
func (s *State) ParticipantCount(p int) int {
	ids := s.Participants(p)
	n := len(ids)
	for _, id := range ids {
		n += s.modSum(id, ModExtraParticipant)
	}
	return n
}

// MoreParticipants reports that p is considered to control more
// participating characters than their opponent in the conflict ("if you
// control more participating characters than your opponent").
func (s *State) MoreParticipants(p int) bool {
	return s.Conf.Active && s.ParticipantCount(p) > s.ParticipantCount(s.Opponent(p))
}
