package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// Conditions raised after the step that caused them (raiseNotices), for
// changes made where no condition can be pushed (a pool changed inside a
// framework step or a cost): RR-NOTICE-1.
const (
	// EvHonorLost: a player lost honor (Player: who, N: how much), to the
	// general pool or given to another player (Heartless Intimidator).
	EvHonorLost = "honor-lost"
	// EvHandDiscard: a card ability's cost or effect discarded cards from
	// a hand (Player: the hand's owner, Cards, Source: the card whose
	// ability it was) (Shosuro Hyobu).
	EvHandDiscard = "hand-discard"
)

// notice queues a condition to be raised at the next state check, if
// some card of the game could answer it: raising one nothing answers
// would mark the frame on top (emit).
func (s *State) notice(ev engine.Event) {
	if s.Over || s.unanswerable(ev.Kind, allTimings) {
		return
	}
	s.Notices = append(s.Notices, ev)
}

// raiseNotices raises the queued conditions in the order they happened,
// each with its reactions, and reports whether there were any.
func (s *State) raiseNotices() bool {
	if len(s.Notices) == 0 {
		return false
	}
	evs := s.Notices
	s.Notices = nil
	if !s.Over {
		s.emitAll(slices.Clip(evs))
	}
	return true
}

// handDiscardNotice notes cards discarded from p's hand by the ability
// of card src.
func (s *State) handDiscardNotice(p, src int, cards ...int) {
	if len(cards) > 0 && p >= 0 {
		s.notice(engine.Event{Kind: EvHandDiscard, Player: p, Source: src, Cards: slices.Clone(cards), N: len(cards)})
	}
}
