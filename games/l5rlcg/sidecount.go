package l5rlcg

// How a participant counts toward its side's total (SideSkill) may be
// changed by the province a conflict is at, through a constant modifier
// the province adds to itself. Who may count at all (ready, not barred
// by ActCountSkill) and the Imperial Favor's +1 are unchanged, and a
// character still takes part, or cannot, by the conflict's type.
const (
	// ModCountGlory: each participant counts its glory instead of its
	// skill of the conflict's type ("characters count their glory instead
	// of their military and political skill", Sanpuku Seidō;
	// RR-COUNT-GLORY-1).
	ModCountGlory = "count-glory"
	// ModCountBothSkills: each participant counts its military plus its
	// political skill, whatever the conflict's type, a dash counting 0
	// ("each character counts its combined military and political skill",
	// Massing at Twilight; RR-SKILL-BOTH-1).
	ModCountBothSkills = "count-both-skills"
)

// countWay is what a participant counts: its skill of the conflict's
// type, its glory, or both its skills.
type countWay uint8

const (
	countSkill countWay = iota
	countGlory
	countBothSkills
)

// countingWay is how the conflict under way counts.
func (s *State) countingWay() countWay {
	if !s.Conf.Active || s.Skirmish() {
		return countSkill
	}
	prov := s.AttackedProvince()
	switch {
	case prov < 0:
		return countSkill
	case s.modSum(prov, ModCountGlory) > 0:
		return countGlory
	case s.modSum(prov, ModCountBothSkills) > 0:
		return countBothSkills
	}
	return countSkill
}

// countedSkill is what a participant counts toward its side's total.
func (s *State) countedSkill(id int, way countWay) int {
	switch way {
	case countGlory:
		return s.Glory(id)
	case countBothSkills:
		return s.Skill(id, "military") + s.Skill(id, "political")
	}
	return s.Skill(id, s.Conf.Type)
}
