package l5rlcg

// ReturnRing returns a ring its player has claimed to the unclaimed ring
// pool, with any fate on it (Agasha Shunsen: "return 1 or more rings you
// have claimed to the unclaimed ring pool"; RR-RINGS-6).
func (x *Ctx) ReturnRing(ring int) {
	if x.S.Rings[ring].Claimed != x.P {
		return
	}
	x.S.Rings[ring].Claimed = -1
	x.S.Say(x.S.Names[x.P], " returns the ", RingNames[ring], " ring to the unclaimed pool")
}
