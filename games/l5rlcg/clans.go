package l5rlcg

// ModClan: a card gains a clan symbol ("clan:scorpion"), beside its
// printed one (RR-CLAN-2).
const ModClan = "clan"

// HasClan reports a clan symbol, printed or gained ("clan:scorpion").
func (s *State) HasClan(id int, clan string) bool {
	return s.def(id).Clan == clan || s.modSumOf(id, modKind{ModClan, clan}) > 0
}
