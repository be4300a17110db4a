package l5rlcg

// The Imperial Favor in card abilities.

// HoldsFavor reports whether p holds the Imperial Favor.
func (s *State) HoldsFavor(p int) bool { return p >= 0 && s.Favor == p }

// DiscardFavor: "discard the Imperial Favor", a cost its holder pays: the
// Favor returns to its unclaimed state (RR-IMPERIAL-FAVOR-4).
func DiscardFavor() Cost {
	return Cost{Text: "discard the Imperial Favor", CanPay: func(x *Ctx) bool { return x.S.HoldsFavor(x.P) },
		Pay: func(x *Ctx, _ int) {
			x.S.Favor, x.S.FavorType = -1, ""
			x.S.Say(x.S.Names[x.P], " discards the Imperial Favor")
		}}
}

// ClaimFavor: p claims the Imperial Favor, set to the side typ
// ("military" or "political") they chose (RR-IMPERIAL-FAVOR-3), taking
// it from whoever held it.
func (x *Ctx) ClaimFavor(p int, typ string) { x.S.claimFavor(p, typ) }

// claimFavor gives p the Favor, side typ up: the glory count's (RR-3.4.2-1)
// and a card's.
func (s *State) claimFavor(p int, typ string) {
	s.Favor, s.FavorType = p, typ
	s.Say(s.Names[p], " claims the Imperial Favor, ", typ, " side up")
}
