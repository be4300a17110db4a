package l5rlcg

import (
	"strconv"

	"tessen/engine"
)

// fatePhaseFate labels the removal of 1 fate from each character in
// step 4.3, logged once for all.
const fatePhaseFate = "fate-phase"

// removeFatePhaseFate is step 4.3: 1 fate is removed from each character
// in play that has some. Each removal is its own triggering condition,
// as a card effect's is, so that an interrupt may answer it ("when fate
// would be removed from attached character": Embrace the Void); they
// resolve one at a time, in player order.
func (s *State) removeFatePhaseFate() {
	var lost []int
	var evs []engine.Event
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if s.Cards[id].Fate > 0 && !s.cannot(Act{EvRemoveFate, id, -1, -1}) {
				lost = append(lost, id)
				evs = append(evs, engine.Event{Kind: EvRemoveFate, Player: -1, Source: -1, Cards: engine.One(id), N: 1, Label: fatePhaseFate})
			}
		}
	}
	if !s.Quiet && len(lost) > 0 {
		s.Say("1 fate is removed from ", s.titles(lost))
	}
	s.emitAll(evs)
}

// MoveFateToPool moves up to n fate from a character to a player's fate
// pool (Embrace the Void: the fate that would be removed goes to its
// controller instead of the general pool).
func (x *Ctx) MoveFateToPool(card, p, n int) {
	if x.spares(card) {
		return
	}
	c := &x.S.Cards[card]
	n = min(n, int(c.Fate))
	if n <= 0 {
		return
	}
	c.Fate -= int32(n)
	x.S.P[p].Fate += n
	x.S.Say(x.S.Names[p], " takes ", strconv.Itoa(n), " fate from ", x.S.Title(card), " (", x.S.Title(x.Self), ")")
}
