package l5rlcg

// AdditionalConflict gives p one more conflict opportunity this phase,
// for a conflict of type typ, beyond the one of each type (RR 3.2): "you
// may declare an additional [military] conflict this phase" (Hisu Mori
// Toride; RR-ADDITIONAL-CONFLICT-1). The player may declare it, of that
// type even if they declared one of that type already, or pass it as any
// opportunity.
func (x *Ctx) AdditionalConflict(p int, typ string) {
	pl := &x.S.P[p]
	pl.Opps++
	if typ == "military" {
		pl.MilDone = false
	} else {
		pl.PolDone = false
	}
	x.S.Say(x.S.Names[p], " may declare an additional ", typ, " conflict this phase")
}
