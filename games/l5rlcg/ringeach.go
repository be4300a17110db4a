package l5rlcg

import "tessen/engine"

// ModResolveEachElement, on a participant that won the conflict as an
// attacker, makes its player resolve each of the contested ring's
// elements' effects instead of choosing one (Isawa Kaede). The effects
// resolve one at a time, in ring order (air, earth, fire, void, water);
// each may be passed like any ring effect.
const ModResolveEachElement = "resolve-each-element"

// ModImmuneOpponentRing: immune to the ring effects an opponent resolves
// (Isawa Kaede); ModImmune+":ring" is immunity to every ring effect.
const ModImmuneOpponentRing = ModImmune + ":opponent-ring"

// resolvesEachElement reports whether p, resolving the contested ring
// as the winning attacker, resolves each of its elements' effects.
func (s *State) resolvesEachElement(p int) bool {
	cf := &s.Conf
	if !cf.Active || p != cf.Attacker || cf.Winner != p {
		return false
	}
	for _, id := range s.Participants(p) {
		if s.modSum(id, ModResolveEachElement) > 0 {
			return true
		}
	}
	return false
}

// resolveEachElement turns the frame resolving a ring of several
// elements into one resolution per element: the frame keeps the last,
// and the others are pushed to resolve before it, in ring order.
func (s *State) resolveEachElement(f *engine.Frame, els []int) {
	f.Turn = 2 // no element to choose
	f.Index = els[len(els)-1]
	for i := len(els) - 2; i >= 0; i-- {
		s.Push(engine.Frame{Kind: kRingEffect, Player: f.Player, Index: els[i], N: f.N, Turn: 2})
	}
	s.Say(s.Names[f.Player], " resolves each of the ring's effects")
}
