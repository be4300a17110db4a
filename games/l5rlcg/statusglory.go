package l5rlcg

// ModDishonoredAddsGlory is a constant modifier a character adds to
// itself: while it is dishonored, its glory is added to its skills instead
// of subtracted (Shosuro Sadako; RR-STATUS-GLORY-1). Where status tokens
// have no effect (RR-STATUS-IGNORE-1) nothing is added either.
const ModDishonoredAddsGlory = "dishonored-adds-glory"

// statusSign is how a character's status token counts its glory in its
// skills: +1 honored, -1 dishonored (+1 under ModDishonoredAddsGlory),
// 0 ordinary.
func (s *State) statusSign(id int) int {
	st := int(s.Cards[id].Status)
	if st == Dishonored && s.modSum(id, ModDishonoredAddsGlory) > 0 {
		return 1
	}
	return st
}
