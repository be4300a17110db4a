package l5rlcg

// SpendFateTo is the cost "spend n fate to the <element> ring": the
// ring is named, so nothing is chosen, and it may be claimed or
// contested (Master Alchemist's Fire ring). SpendFateToRing, which lets
// the player choose an unclaimed ring, is the other form (RR-FATE-5).
func SpendFateTo(ring, n int) Cost {
	return Cost{Text: "spend fate to the " + RingNames[ring] + " ring",
		CanPay: func(x *Ctx) bool { return x.S.P[x.P].Fate >= n && !x.S.cannotSpendFate(x.P) },
		Pay: func(x *Ctx, _ int) {
			x.S.P[x.P].Fate -= n
			x.S.Rings[ring].Fate += n
		}}
}
