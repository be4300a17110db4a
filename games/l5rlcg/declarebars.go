package l5rlcg

// ActDeclare is the act of declaring a conflict of a type against a
// province ("declare:political", Card: the province card), which a
// card's Forbid may prohibit: "political conflicts cannot be declared
// against this province" (Hito District; Chisei District: military; RR-3.2-6).
const ActDeclare = "declare"

// declarationBarred reports a prohibition on p declaring a conflict of
// type typ against def's province prov.
func (s *State) declarationBarred(p, def, prov int, typ string) bool {
	card := s.P[def].Prov[prov]
	kind := ActDeclare + ":political" // constants: no string is built, no map asked
	if typ == "military" {
		kind = ActDeclare + ":military"
	}
	return s.typeBarred(p, typ) || s.cannot(Act{kind, card, p, -1})
}

// InProvince reports whether a card in a province lies in the province
// whose card is prov (a holding's "this holding's province").
func (s *State) InProvince(card, prov int) bool {
	c, pc := &s.Cards[card], &s.Cards[prov]
	return c.Zone == ZProvince && pc.Zone == ZProvinceCard && c.Owner == pc.Owner && c.Prov == pc.Prov
}

// barrer names, for a refused act, the card that bars it: the card's
// own text or a card in play that forbids it ("" if a lasting effect).
func (s *State) barrer(a Act) string {
	if t := textOf(s, a.Card); t != nil && t.Cannot != nil && s.barredBy(a.Card, t.Cannot, a) {
		return s.Title(a.Card)
	}
	for _, id := range s.inPlayNow().forbid {
		if s.barredBy(id, textOf(s, id).Forbid, a) {
			return s.Title(id)
		}
	}
	return ""
}
