package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// Effects that would occur at once (LE-CARDINAL-3) occur one after
// another, in the order the active player chooses: what effects left for
// a turn's beginning or end, when they are of different kinds (the same
// choice twice needs no order). He is asked for the next one, `choose
// CARD` by the card that left it, until one kind is left.

// kOrder holds such effects (Cards: each one's card, player and number,
// three apiece; Labels: each one's choice).
const kOrder = "order"

// pushInOrder pushes choices made to run one after another: at once,
// first to last, when they are all of one kind; else for the active
// player to order.
func (s *State) pushInOrder(frames []engine.Frame) {
	kinds := 0
	for i, fr := range frames {
		if !slices.ContainsFunc(frames[:i], func(g engine.Frame) bool { return g.Labels[0] == fr.Labels[0] }) {
			kinds++
		}
	}
	if kinds < 2 {
		for i := len(frames) - 1; i >= 0; i-- {
			s.Push(frames[i])
		}
		return
	}
	o := engine.Frame{Kind: kOrder, Player: s.Active}
	for _, fr := range frames {
		o.Cards = append(o.Cards, fr.Card, fr.Player, fr.Turn)
		o.Labels = append(o.Labels, fr.Labels[0])
	}
	s.Push(o)
}

// orderedChoice is the ith choice an order frame holds.
func orderedChoice(f *engine.Frame, i int) engine.Frame {
	c := f.Cards[3*i : 3*i+3]
	return engine.Frame{Kind: kChoice, Player: c[1], Card: c[0], Index: c[1], N: 1, Turn: c[2], Labels: []string{f.Labels[i]}}
}

func orderFrame(s *State, f *engine.Frame) engine.Status {
	kinds := 0
	for i, l := range f.Labels {
		if !slices.Contains(f.Labels[:i], l) {
			kinds++
		}
	}
	if kinds < 2 { // the rest in the order made
		for i := len(f.Labels) - 1; i >= 0; i-- {
			s.Push(orderedChoice(f, i))
		}
		return engine.Done
	}
	var opts []engine.Answer
	for i := range f.Labels {
		if card := f.Cards[3*i]; !slices.ContainsFunc(opts, func(a engine.Answer) bool { return a.Cards[0] == card }) {
			opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(card)})
		}
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "order", Prompt: "choose which effect comes next (by its card)", Options: opts})
	return engine.Again
}

func answerOrder(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if len(a.Cards) != 1 {
		return fmt.Errorf("choose the card whose effect comes next")
	}
	for i := range f.Labels {
		if f.Cards[3*i] == a.Cards[0] {
			next := orderedChoice(f, i)
			f.Cards = slices.Delete(slices.Clone(f.Cards), 3*i, 3*i+3) // its own: frames share their lists
			f.Labels = slices.Delete(slices.Clone(f.Labels), i, i+1)
			s.Push(next)
			return nil
		}
	}
	return fmt.Errorf("%s left no effect to come next", s.describe(a.Cards[0]))
}
