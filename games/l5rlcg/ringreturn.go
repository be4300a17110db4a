package l5rlcg

import "tessen/engine"

// Rings moved between the claimed and unclaimed ring pools by card
// effects, outside the framework's 5.4 (RR-RING-RETURN-1): "return a ring
// to the unclaimed ring pool" (Winds of Change, Severed from the Stream)
// and "take a ring from a player's claimed ring pool" (Roving Michibiku).
// Neither is claiming a ring: no reaction to a ring claimed answers them.

// EvReturnRing is a claimed ring's returning to the unclaimed ring pool
// (Player: who had claimed it, N: the ring), a card effect's or the
// framework's in 5.4, each ring its own condition, one at a time in ring
// order there: a "would" interrupt may cancel it, and the ring remains
// claimed ("it remains claimed instead", Wholeness of the World;
// RR-RING-RETURN-2).
const EvReturnRing = "return-ring"

// ReturnRing returns a claimed ring to the unclaimed ring pool; nothing
// happens to a ring nobody has claimed.
func (x *Ctx) ReturnRing(ring int) {
	if p := x.S.Rings[ring].Claimed; p >= 0 {
		x.acts = append(x.acts, engine.Event{Kind: EvReturnRing, Player: p, Source: x.Self, N: ring})
	}
}

// returnRing carries out EvReturnRing.
func (s *State) returnRing(ev *engine.Event) {
	r := &s.Rings[ev.N]
	if r.Claimed != ev.Player {
		return
	}
	r.Claimed = -1
	s.Say("the ", RingNames[ev.N], " ring returns from ", s.Names[ev.Player], "'s claimed ring pool to the unclaimed ring pool")
}

// returnRingsAnswered, in 5.4, returns the claimed rings one at a time as
// conditions when a card could answer one, and reports whether it did;
// else the step returns them all at once.
func (s *State) returnRingsAnswered() bool {
	if s.unanswerable(EvReturnRing, allTimings) {
		return false
	}
	var evs []engine.Event
	for i := range s.Rings {
		if p := s.Rings[i].Claimed; p >= 0 {
			evs = append(evs, engine.Event{Kind: EvReturnRing, Player: p, Source: -1, N: i})
		}
	}
	s.emitAll(evs)
	return true
}

// TakeRing moves a ring from another player's claimed ring pool to the
// controller's.
func (x *Ctx) TakeRing(ring int) {
	r := &x.S.Rings[ring]
	if r.Claimed < 0 || r.Claimed == x.P {
		return
	}
	from := r.Claimed
	r.Claimed = x.P
	x.S.Say(x.S.Names[x.P], " takes the ", RingNames[ring], " ring from ", x.S.Names[from], "'s claimed ring pool")
}
