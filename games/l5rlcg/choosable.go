package l5rlcg

// Choosable reports whether the ability could choose a card as a target
// as far as prohibitions and immunity go (RR "Target", "Immune"): for a
// target whose eligibility depends on another card's (Target.Valid),
// whose partner must be choosable too.
func Choosable(x *Ctx, id int) bool { return !x.S.cannot(Act{ActTarget, id, x.P, x.Self}) }
