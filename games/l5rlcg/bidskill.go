package l5rlcg

// ModBidToSkill is a player-wide lasting effect: as the conflict is
// resolved (3.2.3), its player adds the bid on their honor dial to their
// side's skill (Disguised Protector: "each player adds ... during this
// conflict's resolution"; RR-BID-SKILL-1). Only the resolution counts it:
// the skill totals shown during the conflict are SideSkill's.
const ModBidToSkill = "bid-to-skill"

// resolutionSkill is a side's skill total as the conflict is resolved.
func (s *State) resolutionSkill(p int) int {
	v := s.SideSkill(p)
	if len(s.Effects.List) > 0 && s.HasRestriction(p, ModBidToSkill) {
		v += s.P[p].Bid
	}
	return v
}
