package l5rlcg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// EvRingEffectWould is the condition "a player would resolve a ring's
// effect" (Player: who, N: the element), met as its effect is about to be
// chosen and resolved, framework's or ability's alike: a "would"
// interrupt may replace it, and the ring's normal effect then does not
// resolve ("when you would resolve the [void] ring effect ... resolve that
// ring's effect instead", All and Nothing; RR-RING-REPLACE-1).
const EvRingEffectWould = "ring-effect-would"

// ReplaceRingEffect, in the replacement (Ability.Instead) of an
// EvRingEffectWould, keeps the ring's normal effect from resolving.
func (x *Ctx) ReplaceRingEffect() {
	if x.seq != nil && x.seq.Ev != nil && x.seq.Ev.Kind == EvRingEffectWould {
		x.seq.Ev.Cancelled = true
	}
}

// ringEffectWould, in a ring effect's frame about to ask its choice,
// emits EvRingEffectWould once and reports whether the frame must wait for
// it; once it has been answered, whether the effect was replaced. The
// frame's Passes, which only action windows use, marks it emitted.
func (s *State) ringEffectWould(f *engine.Frame) (wait, replaced bool) {
	if f.Passes == 0 {
		if s.unanswerable(EvRingEffectWould, allTimings) {
			return false, false // nothing could replace it: no condition to wait for
		}
		f.Passes, f.Result = 1, 0
		s.emit(engine.Event{Kind: EvRingEffectWould, Player: f.Player, N: f.Index})
		return true, false
	}
	return false, f.Result == 0
}

// kRingChoice asks a player which of several rings' effects to resolve
// (Labels: the rings offered), then resolves it for them as the attacking
// player would (RR-RING-REPLACE-1).
const kRingChoice = "ring-choice"

// ResolveRingOfChoice has p choose one of rings and resolve its effect as
// if p were the attacking player ("choose another ring – resolve that
// ring's effect instead", All and Nothing).
func (x *Ctx) ResolveRingOfChoice(p int, rings ...int) {
	labels := make([]string, len(rings))
	for i, r := range rings {
		labels[i] = RingNames[r]
	}
	x.then = append(x.then, &engine.Frame{Kind: kRingChoice, Player: p, Card: x.Self, Labels: labels})
}

func ringChoiceFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 || len(f.Labels) == 0 || f.Player < 0 {
		return engine.Done
	}
	f.Stage = 1
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "select", Prompt: "choose the ring whose effect to resolve", Options: s.chooseLabels(f.Labels...)})
	return engine.Again
}

func answerRingChoice(s *State, f *engine.Frame, p int, a engine.Answer) error {
	ring := slices.Index(RingNames[:], a.Labels[0])
	if ring < 0 || !slices.Contains(f.Labels, a.Labels[0]) {
		return fmt.Errorf("%s is not a ring offered", a.Labels[0])
	}
	s.Say(s.Names[p], " chooses the ", a.Labels[0], " ring")
	s.Push(engine.Frame{Kind: kRingEffect, Player: p, Index: ring})
	return nil
}
