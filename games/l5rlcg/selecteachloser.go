package l5rlcg

import "tessen/engine"

// selectEachLoser starts a Select.EachLoser: after the duel, one selection
// for each character that lost it, made by that character's controller,
// about it (the frame's Cards: x.Target()), in the order the duel lists
// them. "For each character that loses the duel, its controller must
// either dishonor or bow it" (Mirumoto Hitomi): a loser for which no
// option can change the game state is asked nothing; a duel with no loser
// asks nobody (RR-SELECT-EACH-LOSER-1).
func (s *State) selectEachLoser(f *engine.Frame) engine.Status {
	f.Stage = 1
	losers := s.DuelLosers()
	for i := len(losers) - 1; i >= 0; i-- {
		l := losers[i]
		fr := s.PushCopy(f)
		fr.Stage, fr.Turn, fr.Cards = 2, s.Controller(l), []int{l}
	}
	return engine.Again
}
