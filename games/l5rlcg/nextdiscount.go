package l5rlcg

import (
	"slices"
	"strings"

	"tessen/engine"
)

// ModNextDiscount is a player-wide lasting effect: the next card of the
// named types its player plays costs N less ("reduce the cost of the next
// attachment or character you play this phase by 1", Yasuki Procurer;
// RR-COST-5), or the next card of any type if it names none ("the next
// card you play this conflict", Matsu Tsuko). Its Label lists the types,
// space-separated; the card played uses it up, whatever it costs. Unlike
// ModAttachDiscount it names no character.
const ModNextDiscount = "next-discount"

// DiscountNext makes the next card of one of the types (none: any card)
// the controller plays cost n less, until a timing point.
func (x *Ctx) DiscountNext(n int, until string, types ...string) {
	x.S.Effects.Add(engine.Lasting{Kind: ModNextDiscount, Source: x.Self, Player: x.P, N: n, Label: strings.Join(types, " "), Until: until})
}

// nextDiscount is p's oldest next-card reduction for a card of type typ.
func (s *State) nextDiscount(p int, typ string) *engine.Lasting {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModNextDiscount && l.Player == p && namesType(l.Label, typ) {
			return l
		}
	}
	return nil
}

// nextDiscountOf is what p's next-card reduction takes off a card of type typ.
func (s *State) nextDiscountOf(p int, typ string) int {
	if len(s.Effects.List) == 0 {
		return 0
	}
	if l := s.nextDiscount(p, typ); l != nil {
		return l.N
	}
	return 0
}

// useNextDiscount spends p's next-card reduction on a card of type typ
// played.
func (s *State) useNextDiscount(p int, typ string) {
	if l := s.nextDiscount(p, typ); l != nil {
		seq := l.Seq
		s.Effects.List = slices.DeleteFunc(s.Effects.List, func(e engine.Lasting) bool { return e.Seq == seq })
	}
}

// namesType reports whether a space-separated list of card types names
// typ, an empty one naming every type.
func namesType(types, typ string) bool {
	if types == "" {
		return true
	}
	for t := range strings.FieldsSeq(types) {
		if t == typ {
			return true
		}
	}
	return false
}
