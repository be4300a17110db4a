package l5rlcg

// Unclaimed reports a ring in the unclaimed pool: nobody has claimed it
// and no conflict contests it.
func (s *State) Unclaimed(ring int) bool { return s.unclaimed(ring) }

// MoveRingFate moves n fate (as much as there is, if less) from one ring
// to another (Jade Masterpiece): the fate is not spent nor gained by a
// player, it changes rings.
func (x *Ctx) MoveRingFate(from, to, n int) {
	n = min(n, x.S.Rings[from].Fate)
	if n <= 0 || from == to || x.S.CannotTakeRingFate(x.P) {
		return
	}
	x.S.Rings[from].Fate -= n
	x.S.Rings[to].Fate += n
	x.S.Say(x.S.Title(x.Self), " moves fate from the ", RingNames[from], " ring to the ", RingNames[to], " ring")
}

// PlaceRingFate places n fate from the general token pool on a ring
// (Written in the Stars): no player spends it.
func (x *Ctx) PlaceRingFate(ring, n int) {
	if n <= 0 {
		return
	}
	x.S.Rings[ring].Fate += n
	x.S.Say(x.S.Title(x.Self), " places fate on the ", RingNames[ring], " ring")
}

// RemoveRingFate returns n fate (as much as there is, if less) from a
// ring to the general token pool: no player gains it.
func (x *Ctx) RemoveRingFate(ring, n int) {
	n = min(n, x.S.Rings[ring].Fate)
	if n <= 0 || x.S.CannotTakeRingFate(x.P) {
		return
	}
	x.S.Rings[ring].Fate -= n
	x.S.Say(x.S.Title(x.Self), " removes fate from the ", RingNames[ring], " ring")
}
