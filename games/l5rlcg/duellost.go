package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// ModLostDuel marks a character that lost a duel during the conflict now
// under way, until the conflict ends: "a character that has lost a duel
// during this conflict" (Storied Defeat; RR-DUEL-2). The mark is set as
// the duel ends (D.9) and names the character, wherever it goes.
const ModLostDuel = "lost-duel"

// noteDuelLoss marks a duel's loser, if the duel was fought during a
// conflict.
func (s *State) noteDuelLoss(loser, source int) {
	if loser < 0 || !s.Conf.Active {
		return
	}
	s.Effects.Add(engine.Lasting{Kind: ModLostDuel, Source: source, Player: s.Controller(loser), Cards: engine.One(loser), Until: "conflict"})
}

// LostDuelThisConflict reports whether a character has lost a duel
// during the conflict now under way.
func (s *State) LostDuelThisConflict(id int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModLostDuel && slices.Contains(l.Cards, id) {
			return true
		}
	}
	return false
}
