package l5rlcg

// ActRingFate is a player's taking fate off a ring: gaining the fate of
// the ring their conflict contests, or removing or moving fate from a
// ring by an effect they control (By: that player; Card -1). A card's
// Forbid may prohibit it ("opponents cannot remove or gain fate from
// rings", The Stone of Sorrows): the fate then stays on the ring
// (RR-RINGS-5).
const ActRingFate = "ring-fate"

// CannotTakeRingFate reports whether p is forbidden to take fate off
// the rings now.
func (s *State) CannotTakeRingFate(p int) bool {
	return p >= 0 && s.forbids(Act{ActRingFate, -1, p, -1})
}

// MoveRingFateTo moves every fate on a ring onto a character (Being and
// Becoming), unless its controller may not take fate off the rings: the
// fate is placed, a placing the reactions to fate placed answer.
func (x *Ctx) MoveRingFateTo(ring, card int) {
	n := x.S.Rings[ring].Fate
	if n <= 0 || x.S.CannotTakeRingFate(x.P) {
		return
	}
	x.S.Rings[ring].Fate = 0
	x.S.Say(x.S.Title(x.Self), " moves the fate of the ", RingNames[ring], " ring")
	x.PlaceFate(card, n)
}
