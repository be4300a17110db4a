package l5rlcg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// kRingChoice asks a player which of several rings' effects to resolve
// (Labels: the rings offered), then resolves it for them as the attacking
// player would (RR-RING-CHOICE-1).
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
