package l5rlcg

// ActCountSkill asks whether a participant's skill counts toward the
// resolution of the conflict (RR "Skill"): a card's Forbid may say it
// does not, for the characters it names (Enigmatic Magistrate: "only
// characters with an odd printed cost count their skill").
const ActCountSkill = "count-skill"

// countsSkill reports whether a participant's skill counts toward its
// side's total: no card in play forbids it. Only the cards with a
// Forbid are asked, and mostly none is in play.
func (s *State) countsSkill(id int) bool {
	for _, f := range s.inPlayNow().forbid {
		if textOf(s, f).Forbid(s, f, Act{ActCountSkill, id, -1, -1}) && !s.blank(f) {
			return false
		}
	}
	return true
}
