package l5rlcg

import "tessen/engine"

// Two moments of the dynasty phase that cards answer (RR-1.3-2,
// RR-1.4-6): a player collecting fate in step 1.3 ("after you collect
// fate during the dynasty phase", Shiro Shinjo), and a player passing in
// step 1.4, gaining 1 fate if they pass first ("after you pass in the
// dynasty phase", Sneaky Shinjo; "after you gain fate for passing",
// Shinjo Scout). Both are notices: they change nothing themselves.
const (
	EvCollectFate = "collect-fate" // a player collected fate in 1.3 (Player; N: how much)
	EvPassDynasty = "pass-dynasty" // a player passed in 1.4 (Player; N: the fate gained for it)
)

// collectedFate opens the reactions to the players' collecting fate, in
// player order (amounts by player).
func (s *State) collectedFate(amounts []int) {
	if s.unanswerable(EvCollectFate, allTimings) {
		return // a notice no card answers: not even built
	}
	var evs []engine.Event
	for _, p := range s.playerOrder() {
		evs = append(evs, engine.Event{Kind: EvCollectFate, Player: p, N: amounts[p]})
	}
	s.emitAll(evs)
}

// passedDynasty opens the reactions to p's pass in 1.4.
func (s *State) passedDynasty(p, fate int) {
	s.emit(engine.Event{Kind: EvPassDynasty, Player: p, N: fate})
}
