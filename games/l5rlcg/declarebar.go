package l5rlcg

// ActDeclareAgainst is a conflict of a type being declared against a
// province ("declare-against:military"; Card: the province card): a
// card's Forbid may bar it (Chisei District: "military conflicts cannot
// be declared against this holding's province"). A barred province is
// not an eligible province for that type (RR "Declaring Conflicts").
const ActDeclareAgainst = "declare-against"

// declareAgainst are the act kinds by conflict type, made once.
var declareAgainst = map[string]string{
	"military":  ActDeclareAgainst + ":military",
	"political": ActDeclareAgainst + ":political",
}

// provinceBarred reports whether a conflict of type typ cannot be
// declared against def's province prov. Only the cards with a Forbid are
// asked.
func (s *State) provinceBarred(def, prov int, typ string) bool {
	act := Act{declareAgainst[typ], s.P[def].Prov[prov], -1, -1}
	for _, f := range s.inPlayNow().forbid {
		if textOf(s, f).Forbid(s, f, act) && !s.blank(f) {
			return true
		}
	}
	return false
}

// InProvince reports whether a card in a province lies in the province
// whose card is prov (a holding's "this holding's province").
func (s *State) InProvince(card, prov int) bool {
	c, pc := &s.Cards[card], &s.Cards[prov]
	return c.Zone == ZProvince && pc.Zone == ZProvinceCard && c.Owner == pc.Owner && c.Prov == pc.Prov
}
