package l5rlcg

// ModClan is the modifier kind of a gained clan symbol ("clan:crab",
// Seal of the Crab): the card then is of that clan as well as its
// printed one.
const ModClan = "clan"

// HasClan reports a card of a clan: its printed clan symbol, or one it
// gained (a lasting effect or a constant ability of kind "clan:crab").
func (s *State) HasClan(id int, clan string) bool {
	return s.def(id).Clan == clan || s.modSumOf(id, modKind{ModClan, clan}) > 0
}
