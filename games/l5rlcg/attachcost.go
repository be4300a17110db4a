package l5rlcg

// ModAttachCostLess+":"+trait: a constant modifier a card adds to a
// character, making each attachment with that trait cost N less to play
// on it ("reduce the cost by 1 to play each Meishōdō attachment on this
// character or a neutral character", Iuchi Shahai; RR-ATTACH-COST-1).
// The attachment's own traits are read, as it is played.
const ModAttachCostLess = "attach-cost-less"

// attachReduction is how much less attachment att costs to play on char.
func (s *State) attachReduction(att, char int) int {
	if !s.live.costMods && len(s.Effects.List) == 0 {
		return 0
	}
	n := 0
	for _, t := range s.def(att).Traits {
		n += s.modSumOf(char, modKind{ModAttachCostLess, t}) // asked in parts: no string built
	}
	return n
}
