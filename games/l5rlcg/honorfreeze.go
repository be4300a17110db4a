package l5rlcg

// ActGainHonor and ActLoseHonor are a player's gaining and losing honor,
// whatever the cause (a card, a ring, an honor bid, a conflict lost
// unopposed): a card's Forbid may prohibit them ("players cannot gain or
// lose honor", Righteous Magistrate; RR-HONOR-FREEZE-1); the Act's By is
// the player, its Card -1. Honor taken or given moves only if the giver
// may lose it and the taker may gain it; a cost of losing honor cannot be
// paid while losing it is forbidden.
const (
	ActGainHonor = "gain-honor"
	ActLoseHonor = "lose-honor"
)

// honorBarred reports whether p is forbidden to gain (kind ActGainHonor)
// or lose (ActLoseHonor) honor now.
func (s *State) honorBarred(p int, kind string) bool {
	return len(s.live.barKinds) != 0 && s.forbids(Act{kind, -1, p, -1})
}
