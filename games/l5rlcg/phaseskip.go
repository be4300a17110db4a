package l5rlcg

import "tessen/engine"

// A phase's beginning is a condition a "would" interrupt may answer
// ("when the draw phase would begin", Trading on the Sand Road): it is
// met as the phase is about to begin, before its first framework step,
// and an ability that skips the phase cancels it: none of the phase's
// steps nor windows happen, and the next phase begins in its place
// (RR-PHASE-SKIP-1). Only the draw phase asks it so far.

// EvPhaseWould is the condition "a phase would begin" (Label: the phase).
const EvPhaseWould = "phase-would-begin"

// SkipPhase, in an interrupt to an EvPhaseWould, skips that phase.
func (x *Ctx) SkipPhase() {
	if x.seq != nil && x.seq.Ev != nil && x.seq.Ev.Kind == EvPhaseWould {
		x.seq.Ev.Cancelled = true
		x.S.Say("the ", x.seq.Ev.Label, " phase is skipped")
	}
}

// phaseWould, in a phase's frame about to begin, emits EvPhaseWould once
// and reports whether the frame must wait for it; once it has been
// answered, whether the phase was skipped. The frame's Passes, which
// only action windows use, marks it emitted.
func (s *State) phaseWould(f *engine.Frame, phase string) (wait, skipped bool) {
	if f.Passes == 0 {
		if s.unanswerable(EvPhaseWould, allTimings) {
			return false, false // nothing could skip it: no condition to wait for
		}
		f.Passes, f.Result = 1, 0
		s.emit(engine.Event{Kind: EvPhaseWould, Player: -1, Source: -1, Label: phase})
		return true, false
	}
	return false, f.Result == 0
}
