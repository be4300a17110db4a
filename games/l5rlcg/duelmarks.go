package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// A duel fought during a conflict marks its winner and its loser until
// the conflict ends, wherever they go: "a character that has won a duel
// during this conflict" (Magnificent Triumph), "... has lost a duel"
// (Storied Defeat; RR-DUEL-2).
const (
	ModWonDuel  = "won-duel"
	ModLostDuel = "lost-duel"
)

// markDuelist marks one of a duel's characters (none: -1) as its winner
// or loser, if the duel was fought during a conflict.
func (s *State) markDuelist(kind string, id, source int) {
	if id < 0 || !s.Conf.Active {
		return
	}
	s.Effects.Add(engine.Lasting{Kind: kind, Source: source, Player: s.Controller(id), Cards: engine.One(id), Until: "conflict"})
}

// WonDuelThisConflict and LostDuelThisConflict report whether a character
// has won, or lost, a duel during the conflict now under way.
func (s *State) WonDuelThisConflict(id int) bool  { return s.duelMarked(ModWonDuel, id) }
func (s *State) LostDuelThisConflict(id int) bool { return s.duelMarked(ModLostDuel, id) }

func (s *State) duelMarked(kind string, id int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == kind && slices.Contains(l.Cards, id) {
			return true
		}
	}
	return false
}
