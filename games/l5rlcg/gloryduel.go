package l5rlcg

// A glory duel compares the duellists' glory, the bids added to it
// (RR "Duels": a duel's type names the value it compares; Taryū-Jiai;
// RR-DUEL-GLORY-1). DuelSpec.Type "glory".

// duelValue is a duellist's value of the duel's type.
func (s *State) duelValue(id int, typ string) int {
	if typ == "glory" {
		return s.Glory(id)
	}
	return s.Skill(id, typ)
}

// duelBidKind is the modifier kind the bids add to in a duel of typ.
func duelBidKind(typ string) string {
	switch typ {
	case "political":
		return ModPol
	case "glory":
		return ModGlory
	}
	return ModMil
}
