package engine

import (
	"fmt"
	"slices"
)

// Timings of the responses to a triggering condition, in the order they
// are offered (L5R RR "Triggering Condition"; AGoT uses the same shape).
const (
	WouldInterrupt  = "would-interrupt"  // "would" interrupts and cancels
	ForcedInterrupt = "forced-interrupt" // forced interrupts, ordered by the first player
	Interrupt       = "interrupt"
	ForcedReaction  = "forced-reaction"
	Reaction        = "reaction"
)

// Sequence is the nested ability sequence around one triggering condition:
// interrupts, the condition itself, reactions. The frame's Ev holds the
// condition; an interrupt that cancels sets Ev.Cancelled and the condition
// does not happen. The frame's Result is 1 when the condition resolved.
type Sequence[G Host] struct {
	// Responses lists the abilities p may trigger at a timing, each as a
	// "trigger" answer (Cards[0] the card, N the ability index). For the
	// forced timings p is the player who orders them and every forced
	// ability is listed whoever controls it.
	Responses func(g G, f *Frame, p int, timing string) []Answer
	// Fire resolves a chosen response, usually by pushing its frames.
	Fire func(g G, f *Frame, p int, a Answer, timing string) error
	// Apply makes the condition itself happen.
	Apply func(g G, f *Frame)
	// FirstPlayer orders forced abilities and acts first in windows.
	FirstPlayer func(g G) int
	// Unanswered, if set, reports that no ability can answer the
	// condition at timing t, or with t AnyTiming at any timing, as is so
	// for most: the condition then happens at once, without asking anyone
	// at each timing; and a timing nothing answers is passed without
	// asking each player for responses.
	Unanswered func(g G, f *Frame, t string) bool
	// Notice, if set, reports a condition that changes nothing when it
	// happens ("a card was played"): its reactions are asked in the same
	// step, since state checks between would find nothing new.
	Notice func(g G, f *Frame) bool
	// Possible, if set, says as the sequence begins whether the condition
	// can happen at all (it may narrow Ev to the part that can): one that
	// cannot is no condition, and nothing interrupts or reacts to it.
	Possible func(g G, f *Frame) bool
}

// Step-kind suffixes: a sequence registers one frame kind for itself and
// one for each of its windows.
func (s Sequence[G]) Register(m *Machine[G], kind string) {
	// The stages' frame kinds, named once rather than at every stage.
	var kinds [len(stages)]string
	for i, t := range stages {
		kinds[i] = kind + "/" + t
	}
	m.Handle(kind, Step[G]{Run: func(g G, f *Frame) Status { return s.run(g, f, &kinds) }})
	for _, t := range []string{WouldInterrupt, Interrupt, Reaction} {
		m.Handle(kind+"/"+t, s.window(t).Step())
	}
	for _, t := range []string{ForcedInterrupt, ForcedReaction} {
		m.Handle(kind+"/"+t, s.forced(t))
	}
}

// stages are a sequence's steps in order: a window or forced abilities
// for each timing, and the condition itself ("apply").
// AnyTiming asks Unanswered about every timing at once.
const AnyTiming = ""

var stages = [...]string{WouldInterrupt, ForcedInterrupt, Interrupt, "apply", ForcedReaction, Reaction}

const applyStage = 3 // stages[applyStage] == "apply"

func (s Sequence[G]) run(g G, f *Frame, kinds *[len(stages)]string) Status {
	c := g.Base()
	// The step changes what the state checks read only if the condition
	// happens in it and is not a notice; its stages only push frames.
	unchanged := Unchanged
	apply := func() {
		s.Apply(g, f)
		if s.Notice == nil || !s.Notice(g, f) {
			unchanged = 0
		}
	}
	if f.Stage == 0 && s.Possible != nil && !s.Possible(g, f) {
		return Done | Unchanged // f.Result stays 0: it did not happen
	}
	if f.Stage == 0 && s.Unanswered != nil && s.Unanswered(g, f, AnyTiming) {
		// Nothing can interrupt it: it happens now. If nothing can react
		// either and it started nothing, the sequence is over in this
		// same step; else the reactions' stages follow as usual.
		f.Stage = applyStage + 1
		apply()
		if c.Over || c.Pending != nil || c.Top() != f || !s.Unanswered(g, f, AnyTiming) {
			return Again | unchanged
		}
		f.Stage = len(stages)
	}
	// Each stage pushes the work for one timing, sharing the event with
	// its child through the child's Ev pointer being this frame's Ev. A
	// stage that pushes nothing changes nothing, so the next one follows
	// in the same step: state checks between them would find nothing new.
	for {
		if f.Stage >= len(stages) {
			f.Result = 1
			if f.Ev.Cancelled {
				f.Result = 0
			}
			return Done | unchanged
		}
		t, kind := stages[f.Stage], kinds[f.Stage]
		f.Stage++
		if f.Ev.Cancelled && f.Stage > 1 {
			// A cancelled condition is no longer imminent: nothing
			// further responds to it.
			f.Stage = len(stages)
			continue
		}
		if t == "apply" {
			apply()
			if unchanged == 0 || c.Over || c.Pending != nil || c.Top() != f {
				return Again | unchanged
			}
			continue
		}
		// Most conditions have nobody to respond: their window would
		// close without asking anyone, so it is not opened.
		if (s.Unanswered != nil && s.Unanswered(g, f, t)) || !s.anyResponse(g, f, t) {
			continue
		}
		c.Push(Frame{Kind: kind, Player: f.Player, Card: f.Card, Index: len(c.Stack) - 1})
		return Again | unchanged
	}
}

// anyResponse reports whether anyone has a response to seq at timing t:
// for forced abilities, the first player who orders them; else anyone.
func (s Sequence[G]) anyResponse(g G, seq *Frame, t string) bool {
	if t == ForcedInterrupt || t == ForcedReaction {
		return len(s.responses(g, seq, s.FirstPlayer(g), t)) > 0
	}
	for p := range g.Base().Players {
		if g.Base().Playing(p) && len(s.responses(g, seq, p, t)) > 0 {
			return true
		}
	}
	return false
}

// responses are the game's offers less those already used for this
// occurrence: an ability responds at most once to each occurrence.
func (s Sequence[G]) responses(g G, seq *Frame, p int, t string) []Answer {
	all := s.Responses(g, seq, p, t)
	if len(seq.Ev.Used) == 0 {
		return all // nothing has responded yet, as is usual
	}
	out := all[:0:0]
	for _, a := range all {
		if !slices.Contains(seq.Ev.Used, useKey(a)) {
			out = append(out, a)
		}
	}
	return out
}

func (s Sequence[G]) fire(g G, seq *Frame, p int, a Answer, t string) error {
	if err := s.Fire(g, seq, p, a, t); err != nil {
		return err
	}
	seq.Ev.Used = append(seq.Ev.Used, useKey(a))
	return nil
}

func useKey(a Answer) string { return fmt.Sprint(a.Cards, a.N) }

// seqFrame is the sequence frame that a window belongs to; the window's
// Index is that frame's place on the stack.
func seqFrame(c *Core, f *Frame) *Frame { return c.Stack[f.Index] }

func (s Sequence[G]) window(t string) Window[G] {
	return Window[G]{
		Kind:        t,
		OnlyOffered: true,
		First:       func(g G, f *Frame) int { return s.FirstPlayer(g) },
		Offers: func(g G, f *Frame, p int) []Answer {
			if seqFrame(g.Base(), f).Ev.Cancelled {
				return nil
			}
			return s.responses(g, seqFrame(g.Base(), f), p, t)
		},
		Take: func(g G, f *Frame, p int, a Answer) error {
			return s.fire(g, seqFrame(g.Base(), f), p, a, t)
		},
	}
}

// forced resolves the forced abilities of a timing one at a time; when two
// or more wait, the first player gives their order ("order" with cards).
func (s Sequence[G]) forced(t string) Step[G] {
	return Step[G]{
		Run: func(g G, f *Frame) Status {
			c := g.Base()
			seq := seqFrame(c, f)
			fp := s.FirstPlayer(g)
			all := s.responses(g, seq, fp, t)
			if len(all) == 0 {
				return Done | Unchanged
			}
			if len(all) == 1 || len(f.Cards) > 0 {
				next := all[0]
				for len(f.Cards) > 0 {
					want := f.Cards[0]
					f.Cards = f.Cards[1:]
					if i := slices.IndexFunc(all, func(a Answer) bool { return a.Cards[0] == want }); i >= 0 {
						next = all[i]
						break
					}
				}
				if err := s.fire(g, seq, fp, next, t); err != nil {
					panic(fmt.Sprintf("engine: forced ability refused: %v", err))
				}
				return Again
			}
			c.Ask(Decision{Players: One(fp), Kind: "order", Prompt: "order the forced abilities", Open: []string{"order"}, Among: cardsOf(all)})
			return Again
		},
		Answer: func(g G, f *Frame, p int, a Answer) error {
			want := cardsOf(s.responses(g, seqFrame(g.Base(), f), p, t))
			if len(a.Cards) != len(want) {
				return fmt.Errorf("order names %d cards; %d abilities wait", len(a.Cards), len(want))
			}
			for _, c := range a.Cards {
				if !slices.Contains(want, c) {
					return fmt.Errorf("card #%d has no forced ability waiting", c)
				}
			}
			f.Cards = append([]int(nil), a.Cards...)
			return nil
		},
	}
}

func cardsOf(as []Answer) []int {
	var out []int
	for _, a := range as {
		if len(a.Cards) > 0 {
			out = append(out, a.Cards[0])
		}
	}
	return out
}
