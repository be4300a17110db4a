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

// MovePoolFateToRing moves up to n fate from p's fate pool onto a ring,
// an effect's doing, not p's spending (Kitsuki Jusai takes it from an
// opponent's pool).
func (x *Ctx) MovePoolFateToRing(p, ring, n int) {
	n = min(n, x.S.P[p].Fate)
	if n <= 0 {
		return
	}
	x.S.P[p].Fate -= n
	x.S.Rings[ring].Fate += n
	x.S.Say(x.S.Title(x.Self), " moves fate from ", x.S.Names[p], "'s fate pool to the ", RingNames[ring], " ring")
}
