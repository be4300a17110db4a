package l5rlcg

import "tessen/engine"

// EvRingEffect is the notice that a player would resolve a ring's effect
// (Player: the resolver; N: the ring, the element chosen for a ring of
// several): interrupts answer it before the effect is chosen and
// resolved, and one of them may resolve instead of it ("when you would
// resolve the [water] ring effect ... instead of resolving normal ring
// effects": Restored Heirloom; RR-RING-EFFECTS-8). It is emitted only
// when some card could answer it.
const EvRingEffect = "ring-effect-would-resolve"

// ringWouldResolve emits the notice once for a ring effect frame, and
// reports whether it did (the frame then waits for it).
func (s *State) ringWouldResolve(f *engine.Frame) bool {
	f.Out = 1
	if s.unanswerable(EvRingEffect, allTimings) {
		return false
	}
	s.emit(engine.Event{Kind: EvRingEffect, Player: f.Player, N: f.Index})
	return true
}

// SkipRingEffect, in a replacement of EvRingEffect (Ability.Instead),
// leaves the ring's normal effect unresolved.
func (x *Ctx) SkipRingEffect() {
	if x.seq == nil {
		return
	}
	if f := x.S.Below(x.seq); f != nil && f.Kind == kRingEffect {
		f.Stage = 9
		x.S.Say(x.S.Names[f.Player], " does not resolve the ", RingNames[f.Index], " ring's effect")
	}
}
