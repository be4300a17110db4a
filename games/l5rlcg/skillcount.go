package l5rlcg

// ActCountSkill is a participant's skill counting toward the resolution
// of the conflict: a card's "does not count its skill toward the
// resolution of this conflict" forbids it (Stoic Magistrate, Swift
// Magistrate; Enigmatic Magistrate for the characters of even printed
// cost; RR-SKILL-2). The character still participates, bowed or not;
// only its skill is left out of its side's total (SideSkill).
const ActCountSkill = "count-skill"

// countsSkill reports whether a ready participant's skill counts toward
// its side's total.
func (s *State) countsSkill(id int) bool {
	return !s.cannot(Act{ActCountSkill, id, -1, -1})
}
