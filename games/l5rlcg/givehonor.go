package l5rlcg

// GiveHonor: "give an opponent N honor", a cost (Smuggling Deal): the honor
// goes from the controller's pool to the opponent the ability is used
// against (RR-GIVE-1). It needs an opponent, and N honor to give.
func GiveHonor(n int) Cost {
	return Cost{Text: "give honor", CanPay: func(x *Ctx) bool { return x.Opp() >= 0 && x.S.P[x.P].Honor >= n },
		Pay: func(x *Ctx, _ int) { x.S.transferHonor(x.P, x.Opp(), n) }}
}
