package l5rlcg

// ModClan is the kind of a modifier by which a card gains a clan symbol
// ("clan:crane": Seal of the Crane); it keeps its printed one.
const ModClan = "clan"

// HasClan reports a clan symbol on a card: its printed clan, or one it
// gained (kind "clan:crane"). A card's clan is what "a Crane character"
// asks (RR "Clan").
func (s *State) HasClan(id int, clan string) bool {
	if s.def(id).Clan == clan {
		return true
	}
	return s.modSumOf(id, modKind{ModClan, clan}) > 0
}
