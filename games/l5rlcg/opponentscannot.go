package l5rlcg

// ModOpponentsCannot is the kind of a lasting effect that prohibits an act
// on a card only when an opponent of the card's controller does it through
// a card ability: "opponents-cannot:target" is "cannot be targeted by
// opponents' card abilities" (Spreading the Darkness, Mantra of Earth;
// RR-CANNOT-OPPONENTS-1, RR-TARGET-8), "opponents-cannot:bow" "cannot be
// bowed by opponents' card effects" (Sacred Sanctuary). A ring effect,
// the framework and the controller's own abilities are not barred,
// unlike "cannot:target", which bars every ability.
// ModOpponentEventsCannot bars it for the opponents' events only ("cannot
// be chosen as the target of opponents' events", Magnificent Triumph).
const (
	ModOpponentsCannot      = "opponents-cannot"
	ModOpponentEventsCannot = "opponent-events-cannot"
)

// opponentsCannot reports whether a lasting effect of those kinds bars the act.
func (s *State) opponentsCannot(a Act) bool {
	if a.Source < 0 || a.By < 0 || a.By == s.Controller(a.Card) {
		return false
	}
	kind, events := modKind{ModOpponentsCannot, a.Kind}, modKind{ModOpponentEventsCannot, a.Kind}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if (kind.is(l.Kind) || events.is(l.Kind) && s.def(a.Source).Type == "event") && contains(l.Cards, a.Card) {
			return true
		}
	}
	return false
}
