package l5rlcg

// ModGloryToSkills is a lasting effect on a character: it adds its
// current glory to each of its skills, once per effect, besides what an
// honored or dishonored status does with its glory ("each participating
// character you control adds its glory to each of its skills", Subdue
// the Spirits; RR-GLORY-TO-SKILLS-1). Like the other additions it comes
// before doubling.
const ModGloryToSkills = "glory-to-skills"

// gloryToSkills is what ModGloryToSkills adds to a skill of id.
func (s *State) gloryToSkills(id int) int {
	if len(s.Effects.List) == 0 {
		return 0
	}
	if n := s.modSum(id, ModGloryToSkills); n > 0 {
		return n * s.Glory(id)
	}
	return 0
}
