package l5rlcg

// ModEventsCostLess is a player-wide lasting effect: each event its
// player plays until it expires costs N less (Kakita Yoshi: "during this
// conflict"), unlike ModEventDiscount, which the next event uses up.
const ModEventsCostLess = "events-cost-less"

// eventReduction sums the ModEventsCostLess effects on p.
func (s *State) eventReduction(p int) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModEventsCostLess && l.Player == p && len(l.Cards) == 0 {
			n += l.N
		}
	}
	return n
}

// DiscardFavor: "discard the Imperial Favor" as a cost, which its holder
// alone can pay; the Favor returns to no one (RR "Imperial Favor").
func DiscardFavor() Cost {
	return Cost{Text: "discard the Imperial Favor", CanPay: func(x *Ctx) bool { return x.S.Favor == x.P },
		Pay: func(x *Ctx, _ int) {
			x.S.Favor, x.S.FavorType = -1, ""
			x.S.Say(x.S.Names[x.P], " discards the Imperial Favor")
		}}
}
