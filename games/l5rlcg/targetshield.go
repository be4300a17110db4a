package l5rlcg

import "tessen/engine"

// ModNoOpponentEventTarget is a lasting effect that keeps a card from
// being chosen as a target by the events of the opponents of the player
// whose ability established it ("cannot be chosen as the target of
// opponents' events", Magnificent Triumph); an effect that does not
// target still applies (RR-TARGET-8). By any of their card abilities is
// ModOpponentsCannot's "opponents-cannot:target" (Mantra of Earth).
const ModNoOpponentEventTarget = "no-opponent-target:event"

// targetShielded reports whether such an effect bars a (an ActTarget).
func (s *State) targetShielded(a Act) bool {
	if a.Source < 0 {
		return false
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if a.By != l.Player && l.Kind == ModNoOpponentEventTarget && s.def(a.Source).Type == "event" && contains(l.Cards, a.Card) {
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
