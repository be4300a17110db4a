package l5rlcg

import "tessen/engine"

// ModNoPlayNamed is a player-wide lasting effect on a named card: its
// player cannot play copies of it, cards of the same title, from any
// place (Bayushi's Whisperers: "cannot play copies of the named card this
// phase"; RR-NAMED-1). Its Cards hold the card that was named.
const ModNoPlayNamed = "no-play-named"

// ForbidCopies keeps p from playing copies of a named card until a timing
// point.
func (x *Ctx) ForbidCopies(p, named int, until string) {
	if p < 0 {
		return
	}
	x.S.Effects.Add(engine.Lasting{Kind: ModNoPlayNamed, Source: x.Self, Player: p, Cards: engine.One(named), Label: x.S.def(named).Title, Until: until})
	x.S.Say(x.S.Names[p], " cannot play copies of ", x.S.Title(named))
}

// nameBarred reports whether p is kept from playing card id by its name:
// a copy of a named card (ModNoPlayNamed), or from hand a card of a
// name forbidden there (ModNoPlayNamedFromHand). Both keep the name in
// their Label, so one walk of the lasting effects answers.
func (s *State) nameBarred(p, id int) bool {
	fromHand := s.Cards[id].Zone == ZHand
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if (l.Kind == ModNoPlayNamed || fromHand && l.Kind == ModNoPlayNamedFromHand) && l.Player == p && l.Label == s.def(id).Title {
			return true
		}
	}
	return false
}
