package l5rlcg

// ActBreak is a province being broken, as "cannot" sees it: an ability
// may say that provinces cannot be broken ("provinces cannot be broken
// during this conflict": Akodo Toshiro), and then the attacker's win,
// however large, breaks nothing, nor does a card effect
// (RR-CANNOT-BREAK-1).
const ActBreak = "break"

// NoBreaks makes every province in play unbreakable until a timing point.
func (x *Ctx) NoBreaks(until string) {
	var provs []int
	for p := range x.S.P {
		provs = append(provs, x.S.ProvinceCards(p)...)
	}
	x.Lasting("cannot:"+ActBreak, 0, until, provs...)
	x.S.Say("provinces cannot be broken (", x.S.Title(x.Self), ")")
}

// canBreak reports whether a province may be broken now.
func (s *State) canBreak(prov int) bool { return !s.cannot(Act{ActBreak, prov, -1, -1}) }
