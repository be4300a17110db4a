package l5rlcg

import "tessen/engine"

// ModWonDuel marks, until the end of the conflict, a character that won
// a duel during it ("a character that has won a duel during this
// conflict", Magnificent Triumph; RR-TARGET-8's scenarios).
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
