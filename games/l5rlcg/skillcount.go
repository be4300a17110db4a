package l5rlcg

// ActCountSkill is a participant's skill counting toward the resolution
// of the conflict, which a card's Forbid may prohibit: "does not count
// its skill toward the resolution of this conflict" (Swift Magistrate;
// RR-SKILL-COUNT-1). The character still participates.
const ActCountSkill = "count-skill"

// countsSkill reports whether a participant's skill counts toward the
// conflict's resolution.
func (s *State) countsSkill(id int) bool {
	if len(s.inPlayNow().forbid) == 0 && len(s.Effects.List) == 0 {
		return true
	}
	return !s.cannot(Act{ActCountSkill, id, -1, -1})
}
