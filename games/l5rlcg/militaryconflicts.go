package l5rlcg

// ModMilitaryConflicts is a player restriction (Ctx.Restrict): each
// conflict the player declares is military instead of the type declared
// ("each conflict declared this phase is military instead of its normal
// type", Khan's Ordu; RR-CONFLICT-TYPE-AS-1). The declaration is still of the type
// declared: it uses that type's conflict opportunity, and a province
// that forbids conflicts of that type is not attacked with it.
const ModMilitaryConflicts = "military-conflicts"

// conflictTypeAs is the type a conflict p declares as typ has.
func (s *State) conflictTypeAs(p int, typ string) string {
	if s.HasRestriction(p, ModMilitaryConflicts) {
		return "military"
	}
	return typ
}
