package l5rlcg

// ModCountBothSkills: a constant modifier a province adds to itself while
// a conflict is declared against it ("while resolving conflicts at this
// province, each character counts its combined military and political
// skill", Massing at Twilight): each participant's skill counted toward
// the conflict's result (SideSkill) is then its military plus its
// political skill, whatever the conflict's type; a dash counts 0
// (RR-SKILL-BOTH-1). Only the totals change: a character still takes
// part, or cannot, by the conflict's type.
const ModCountBothSkills = "count-both-skills"

// countsBothSkills reports whether the conflict under way counts both
// skills of each participant.
func (s *State) countsBothSkills() bool {
	prov := s.AttackedProvince()
	return prov >= 0 && s.modSum(prov, ModCountBothSkills) > 0
}

// bothSkills is a participant's military and political skill together.
func (s *State) bothSkills(id int) int {
	return s.Skill(id, "military") + s.Skill(id, "political")
}
