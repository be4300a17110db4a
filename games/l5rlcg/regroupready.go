package l5rlcg

// ActRegroupReady is a bowed card's readying in step 5.2 of the regroup
// phase. A card may prohibit it ("the attached character does not ready
// during the regroup phase", Pit Trap, through CannotParent); the Act's By
// and Source are -1 (the framework). Other readying is not affected
// (RR-5.2-1).
const ActRegroupReady = "regroup-ready"

// readiesInRegroup reports whether a bowed card in play readies in 5.2.
func (s *State) readiesInRegroup(id int) bool {
	return !s.cannot(Act{ActRegroupReady, id, -1, -1})
}
