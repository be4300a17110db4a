package l5rlcg

// An ability may let a player declare an additional conflict of a type
// this phase ("you may declare an additional [military] conflict this
// phase": Hisu Mori Toride): the player gets one more conflict
// opportunity, and may declare a conflict of that type once more though
// they already declared one (RR-3.2-9).

// AdditionalConflict gives p an additional conflict of type typ this
// phase.
func (x *Ctx) AdditionalConflict(p int, typ string) {
	pl := &x.S.P[p]
	pl.Opps++
	if typ == "military" {
		pl.ExtraMil++
	} else {
		pl.ExtraPol++
	}
	x.S.Say(x.S.Names[p], " may declare an additional ", typ, " conflict this phase")
}

// useExtraConflict spends an additional conflict of the type, if the
// player declares one of a type already declared.
func (pl *Player) useExtraConflict(typ string) {
	switch {
	case typ == "military" && pl.MilDone && pl.ExtraMil > 0:
		pl.ExtraMil--
	case typ == "political" && pl.PolDone && pl.ExtraPol > 0:
		pl.ExtraPol--
	}
}
