package l5rlcg

// ModNoDeclareType is a player-wide restriction (Ctx.Restrict) on
// declaring conflicts of one type for a period: "no-declare-type:military"
// is "cannot declare military conflicts this phase" (Kakita Yuri's duel
// loser's controller). Declaring one is refused like a province barred to
// the type (RR-3.2-8); the player may still declare the other type.
const ModNoDeclareType = "no-declare-type"

// typeBarred reports a restriction on p declaring conflicts of type typ.
func (s *State) typeBarred(p int, typ string) bool {
	if len(s.Effects.List) == 0 {
		return false
	}
	kind := ModNoDeclareType + ":political" // constants: no string is built
	if typ == "military" {
		kind = ModNoDeclareType + ":military"
	}
	return s.HasRestriction(p, kind)
}
