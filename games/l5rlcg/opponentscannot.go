package l5rlcg

// ModOpponentsCannot is the kind of a lasting effect that prohibits an act
// on a card only when an opponent of the card's controller does it through
// a card ability: "opponents-cannot:target" is "cannot be targeted by
// opponents' card abilities" (Spreading the Darkness; RR-CANNOT-OPPONENTS-1).
// A ring effect, the framework and the controller's own abilities are not
// barred, unlike "cannot:target", which bars every ability.
const ModOpponentsCannot = "opponents-cannot"

// opponentsCannot reports whether a lasting effect of that kind bars the act.
func (s *State) opponentsCannot(a Act) bool {
	if a.Source < 0 || a.By < 0 || a.By == s.Controller(a.Card) {
		return false
	}
	kind := modKind{ModOpponentsCannot, a.Kind}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; kind.is(l.Kind) && contains(l.Cards, a.Card) {
			return true
		}
	}
	return false
}
