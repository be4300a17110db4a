package l5rlcg

// DeclareNowAs gives the controller their next conflict opportunity at
// once (DeclareNow), the conflict to be of type typ instead of its normal
// type ("immediately declare your next conflict for the phase. That
// conflict is [military] instead of its normal type", Ivory Kingdoms
// Unicorn; RR-DECLARE-AS-1): if the one type the player has left to
// declare is the other, that type is used up and the player may declare
// typ once more instead (an additional conflict of typ, RR-3.2-9, that
// takes no extra opportunity).
func (x *Ctx) DeclareNowAs(typ string) {
	pl := &x.S.P[x.P]
	other := "political"
	if typ == "political" {
		other = "military"
	}
	if pl.Declared(typ) && !pl.Declared(other) {
		if other == "political" {
			pl.PolDone, pl.ExtraMil = true, pl.ExtraMil+1
		} else {
			pl.MilDone, pl.ExtraPol = true, pl.ExtraPol+1
		}
		x.S.Say(x.S.Names[x.P], "'s next conflict is ", typ, " instead of ", other)
	}
	x.DeclareNow()
}
