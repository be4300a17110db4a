package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// EvWouldLose: at 3.2.3, once the skills are counted and before the
// result is set, the player whose side would lose the conflict "would
// lose" it, and each of their participants with them: an interrupt may
// answer (Kakita Toshimoko, "when this character would lose a conflict";
// RR-3.2.3-4). Player: that player; Cards: their participants. Only a
// side with participants can lose one this way.
const EvWouldLose = "would-lose-conflict"

// ModNoConflictResult, a lasting effect until the conflict ends: instead
// of resolving the conflict as normal, both players count 0 total skill
// in it, so it has no winner and its ring returns to the unclaimed pool
// (Kakita Toshimoko's duel won).
const ModNoConflictResult = "no-conflict-result"

// askWouldLose emits EvWouldLose once per conflict, on the conflict's
// frame's first visit to 3.2.3, when one side would win with these
// totals; it reports whether it did (the frame then counts again once
// the interrupts are over).
func (s *State) askWouldLose(f *engine.Frame, att, def int) bool {
	if f.Turn != 0 {
		return false
	}
	f.Turn = 1
	cf := &s.Conf
	loser := -1
	switch {
	case att >= def && att >= 1 && len(s.Participants(cf.Attacker)) > 0:
		loser = cf.Defender
	case def > att && def >= 1 && len(s.Participants(cf.Defender)) > 0:
		loser = cf.Attacker
	}
	if loser < 0 || len(s.Participants(loser)) == 0 || s.unanswerable(EvWouldLose, allTimings) {
		return false
	}
	s.emit(engine.Event{Kind: EvWouldLose, Player: loser, Source: -1, Cards: slices.Clone(s.Participants(loser))})
	return true
}

// noConflictResult reports an effect making both players count 0.
func (s *State) noConflictResult() bool {
	return len(s.Effects.List) > 0 && s.anyLasting(ModNoConflictResult)
}
