package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// ModExtraFatePhase is a player-wide lasting effect, "resolve a second
// fate phase after this one" (Jurōjin's Curse; RR-EXTRA-PHASE-1): the
// regroup phase that would begin next does not; a fate phase begins in
// its place, and the regroup phase follows that one.
const ModExtraFatePhase = "extra-fate-phase"

// ExtraFatePhase has a second fate phase follow the one under way.
func (x *Ctx) ExtraFatePhase() { x.Restrict(ModExtraFatePhase, x.P, "round") }

// extraFatePhase, as the regroup phase would begin, uses up a pending
// extra fate phase and begins it, and reports whether it did.
func (s *State) extraFatePhase() bool {
	i := slices.IndexFunc(s.Effects.List, func(l engine.Lasting) bool { return l.Kind == ModExtraFatePhase })
	if i < 0 {
		return false
	}
	s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
	s.Say("a second fate phase follows")
	s.Push(engine.Frame{Kind: kFate})
	return true
}
