package l5rlcg

// Rings moved between the claimed and unclaimed ring pools by card
// effects, outside the framework's 5.4 (RR-RING-RETURN-1): "return a ring
// to the unclaimed ring pool" (Winds of Change, Severed from the Stream)
// and "take a ring from a player's claimed ring pool" (Roving Michibiku).
// Neither is claiming a ring: no reaction to a ring claimed answers them.

// ReturnRing returns a claimed ring to the unclaimed ring pool; nothing
// happens to a ring nobody has claimed.
func (x *Ctx) ReturnRing(ring int) {
	r := &x.S.Rings[ring]
	if r.Claimed < 0 {
		return
	}
	p := r.Claimed
	r.Claimed = -1
	x.S.Say("the ", RingNames[ring], " ring returns from ", x.S.Names[p], "'s claimed ring pool to the unclaimed ring pool")
}

// TakeRing moves a ring from another player's claimed ring pool to the
// controller's.
func (x *Ctx) TakeRing(ring int) {
	r := &x.S.Rings[ring]
	if r.Claimed < 0 || r.Claimed == x.P {
		return
	}
	from := r.Claimed
	r.Claimed = x.P
	x.S.Say(x.S.Names[x.P], " takes the ", RingNames[ring], " ring from ", x.S.Names[from], "'s claimed ring pool")
}
