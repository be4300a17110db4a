package l5rlcg

// MoveHonoredToken moves the honored status token of one character to
// another (Origami Master): no character is honored nor dishonored by
// the move (RR-STATUS-MOVE-1). The first character becomes ordinary; on a
// dishonored character both tokens are discarded, and a character that
// is already honored cannot take it (nothing moves).
func (x *Ctx) MoveHonoredToken(from, to int) {
	s := x.S
	if s.Cards[from].Status != Honored || s.Cards[to].Status == Honored {
		return
	}
	s.Cards[from].Status = Ordinary
	if s.Cards[to].Status == Dishonored {
		s.Cards[to].Status = Ordinary
		s.Say(s.Describe(from), "'s honored status token moves to ", s.Describe(to), ", and both status tokens are discarded")
		return
	}
	s.Cards[to].Status = Honored
	s.Say(s.Describe(from), "'s honored status token moves to ", s.Describe(to))
}

// MoveStatusToken moves a character's status token, honored or
// dishonored, to another character (Bayushi Dairu), by the rule
// MoveHonoredToken follows (RR-STATUS-MOVE-1): nobody is honored nor
// dishonored by it; on a character with the opposite token both tokens
// are discarded; one with the same token cannot take another.
func (x *Ctx) MoveStatusToken(from, to int) {
	s := x.S
	st := s.Cards[from].Status
	if st == Ordinary || s.Cards[to].Status == st {
		return
	}
	name := "honored"
	if st == Dishonored {
		name = "dishonored"
	}
	s.Cards[from].Status = Ordinary
	if s.Cards[to].Status != Ordinary {
		s.Cards[to].Status = Ordinary
		s.Say(s.Describe(from), "'s ", name, " status token moves to ", s.Describe(to), ", and both status tokens are discarded")
		return
	}
	s.Cards[to].Status = st
	s.Say(s.Describe(from), "'s ", name, " status token moves to ", s.Describe(to))
}
