package l5rlcg

// A ring has a military and a political side; the ring of a conflict is
// turned to the conflict's type, and a ring claimed in a conflict stays
// in the claimed pool with that side up, so that cards can count the
// claimed military or political rings (Kitsu Warrior: "for each
// [military] ring that is claimed"; RR-RING-TYPE-1). Ring.Type holds it.

// sideOnClaim turns a ring just claimed to the type of the conflict under
// way (a ring claimed outside a conflict keeps the side it showed).
func (s *State) sideOnClaim(ring int) {
	if s.Conf.Active {
		s.Rings[ring].Type = s.Conf.Type
	}
}

// ClaimedRingsOfType counts the claimed rings, any player's, showing a
// type.
func (s *State) ClaimedRingsOfType(typ string) int {
	n := 0
	for i, r := range s.Rings {
		if r.Type == typ && s.InAClaimedPool(i) {
			n++
		}
	}
	return n
}
