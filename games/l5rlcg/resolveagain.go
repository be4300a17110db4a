package l5rlcg

import "tessen/engine"

// EvEventResolved: the effects of an event just resolved (not cancelled,
// not failed for want of targets): "after the effects of an opponent's
// event resolve" (The Mirror's Gaze; RR-EVENT-3). Player: who played it;
// Source: the event; N: its ability's index; Cards: its targets.
const EvEventResolved = "event-resolved"

// ResolveAgain resolves an event's ability once more with the ability's
// controller as its controller, as if they had just played it, ignoring
// its costs and its triggering condition: its opponents, targets and
// selections are chosen anew (The Mirror's Gaze). The event is not
// played again: nothing reacts to its being played, its limits are not
// counted, and it is not discarded again.
func (x *Ctx) ResolveAgain(event, index int) {
	x.then = append(x.then, &engine.Frame{Kind: kAbility, Player: x.P, Card: event, Index: index, Labels: abilityLabels(false), Stage: 2, Turn: 1})
}

// CanResolveAgain reports whether an event's ability can be resolved
// again away from the moment it was played: an action can; a reaction's
// or an interrupt's effect is about the condition it answered, which is
// over, so tessen does not resolve one again (its ruling).
func (s *State) CanResolveAgain(event, index int) bool {
	a := s.ability(event, index)
	return a != nil && a.Timing == Action
}
