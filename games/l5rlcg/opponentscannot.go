package l5rlcg

import "tessen/engine"

// Lasting effects that bar an act on a card when an opponent's card
// effect would do it: "opponents-cannot:<act kind>" bars it for any of
// the opponents' card abilities ("opponents' card abilities cannot choose
// that character as a target", Mantra of Earth: "opponents-cannot:target";
// "cannot be bowed by opponents' card effects", Sacred Sanctuary:
// "opponents-cannot:bow"), "opponent-events-cannot:<act kind>" for their
// events only ("cannot be chosen as the target of opponents' events",
// Magnificent Triumph). The opponents are those of the player whose
// ability established the effect (its Player); framework steps, ring
// effects and the player's own cards are not barred (RR-TARGET-8).
const (
	ModOpponentsCannot      = "opponents-cannot"
	ModOpponentEventsCannot = "opponent-events-cannot"
)

// opponentsCannot reports whether such an effect bars a.
func (s *State) opponentsCannot(a Act) bool {
	if a.Source < 0 {
		return false
	}
	any, events := modKind{ModOpponentsCannot, a.Kind}, modKind{ModOpponentEventsCannot, a.Kind}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if a.By != l.Player && (any.is(l.Kind) || events.is(l.Kind) && s.def(a.Source).Type == "event") && contains(l.Cards, a.Card) {
			return true
		}
	}
	return false
}

// ModWonDuel marks, until the end of the conflict, a character that won
// a duel during it ("a character that has won a duel during this
// conflict", Magnificent Triumph).
const ModWonDuel = "won-duel"

// noteDuelWon marks the winner of a duel resolved during a conflict.
func (s *State) noteDuelWon(winner int) {
	if s.Conf.Active && winner >= 0 {
		s.Effects.Add(engine.Lasting{Kind: ModWonDuel, Source: winner, Player: s.Controller(winner), Cards: engine.One(winner), Until: "conflict"})
	}
}

// WonDuelThisConflict reports whether a character has won a duel during
// the conflict now being resolved.
func (s *State) WonDuelThisConflict(id int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModWonDuel && contains(l.Cards, id) {
			return true
		}
	}
	return false
}
