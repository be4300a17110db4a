package l5rlcg

// ModCountGlory is a constant modifier a province adds to itself: while
// a conflict is at it, each participant counts its glory toward its
// side's total instead of its skill of the conflict's type ("characters
// count their glory instead of their military and political skill",
// Sanpuku Seidō; RR-COUNT-GLORY-1). Who may count at all (ready, not
// barred by ActCountSkill) and the Imperial Favor's +1 are unchanged.
const ModCountGlory = "count-glory"

// countsGlory reports a conflict at a province that counts glory.
func (s *State) countsGlory() bool {
	if !s.Conf.Active || s.Skirmish() {
		return false
	}
	prov := s.AttackedProvince()
	return prov >= 0 && s.modSum(prov, ModCountGlory) > 0
}

// countedSkill is what a participant counts toward its side's total.
func (s *State) countedSkill(id int, glory bool) int {
	if glory {
		return s.Glory(id)
	}
	return s.Skill(id, s.Conf.Type)
}
