package l5rlcg

// duelSkill is a duelling character's skill total at D.6: its skill of
// the duel's type with its controller's bid added (a lasting modifier,
// so that "while dueling" modifiers count), or, for a duel resolved with
// base skills (DuelSpec.BaseSkill: True Strike Kenjutsu, "using each
// character's base skill instead of their total skill"), its base skill
// plus the bid, no other modifier counting (RR-DUEL-BASE-1).
func (s *State) duelSkill(spec *DuelSpec, c int) int {
	if !spec.BaseSkill {
		return s.duelValue(c, spec.Type) // a skill, or glory (gloryduel.go)
	}
	base := 0
	if !s.Dash(c, spec.Type) {
		base = s.BaseSkill(c, spec.Type)
	}
	return max(0, base+s.P[s.Controller(c)].Bid)
}
