package l5rlcg

// Words for attachments that act through the character they are
// attached to.

// BowParent: "bow attached character", as a cost (Tattered Missive). It
// is paid through the bow's triggering condition like BowSelf.
func BowParent() Cost {
	return Cost{Text: "bow the attached character",
		CanPay: func(x *Ctx) bool {
			par := x.S.Parent(x.Self)
			return par >= 0 && !x.S.Cards[par].Bowed && !x.S.cannot(Act{EvBow, par, x.P, x.Self})
		},
		Pay: func(x *Ctx, _ int) { x.Bow(x.S.Parent(x.Self)) }}
}

// TargetsParent: the ability whose effects would initiate (the condition
// an EvInitiate interrupt answers) targets the character this attachment
// is attached to (Finger of Jade).
func TargetsParent(x *Ctx) bool {
	par := x.S.Parent(x.Self)
	if par < 0 {
		return false
	}
	for _, id := range x.Event().Cards {
		if id == par {
			return true
		}
	}
	return false
}
