package l5rlcg

import "tessen/engine"

// ModContributeFromHome is a constant modifier a character adds to
// itself while its condition holds: not participating, it contributes its
// skill of the conflict's type (or its glory where the conflict counts
// glory) to its controller's side, as a ready participant would ("if this
// character is in your home area and ready, it contributes its skill to
// your side", Kaito Kosori; RR-HOME-SKILL-1). Its card's condition says
// when; a character that may not count its skill (ActCountSkill) adds
// nothing.
const ModContributeFromHome = "contribute-from-home"

// homeContribution sums what p's characters at home contribute.
func (s *State) homeContribution(p int, way countWay) int {
	if p < 0 || !(modKind{kind: ModContributeFromHome}).among(s.inPlayNow().modKinds) && !engine.VerifyNeeds {
		return 0
	}
	n := 0
	for _, id := range s.P[p].Play {
		c := &s.Cards[id]
		if !c.InConflict && !c.Bowed && s.modSum(id, ModContributeFromHome) > 0 && s.countsSkill(id) {
			n += s.countedSkill(id, way)
		}
	}
	return n
}
