package l5rlcg

// ActDishonorSkills is a dishonored character's glory being taken from its
// skills, which a card's Cannot may prohibit ("while this character is
// dishonored, do not subtract its glory from its skills", Utaku Kamoko).
// The token stays, and keeps its other effect: the honor lost as the
// character leaves play (RR-STATUS-IGNORE-2).
const ActDishonorSkills = "dishonor-skills"

// dishonorSkillsKept reports a dishonored character whose glory is not
// taken from its skills.
func (s *State) dishonorSkillsKept(id int) bool {
	return s.Cards[id].Status == Dishonored && s.cannot(Act{ActDishonorSkills, id, -1, -1})
}
