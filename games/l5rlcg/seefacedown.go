package l5rlcg

// ModSeeOwnFacedown: a constant modifier a card adds to itself, letting
// its controller look at the facedown cards in each of their provinces
// (Asahina Takako; RR-FACEDOWN-3): they are visible to that player.
const ModSeeOwnFacedown = "see-own-facedown"

// seesOwnFacedown reports whether p may look at the facedown cards in
// their provinces.
func (s *State) seesOwnFacedown(p int) bool {
	live := s.inPlayNow()
	if p < 0 || !(modKind{kind: ModSeeOwnFacedown}).among(live.modKinds) {
		return false
	}
	for _, m := range live.mods {
		if s.Controller(m) == p && (modKind{kind: ModSeeOwnFacedown}).among(textOf(s, m).ModKinds) && s.modSum(m, ModSeeOwnFacedown) > 0 {
			return true
		}
	}
	return false
}
