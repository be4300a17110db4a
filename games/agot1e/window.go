package agot1e

import (
	"slices"

	"tessen/engine"
)

// The FAQ's timing structure (AG-TIME-4 … AG-TIME-11): every player action
// and every framework event is resolved in a window of numbered steps:
//
//	1 initiate     costs, targets, choices (Act.Initiate)
//	2 save/cancel  players may cancel it or save a card it would remove
//	3 execute      its effects (Act.Execute); cards leaving play turn moribund
//	4 passives     each passive it set off, in the first player's order
//	5 responses    players answer any trigger (gate) the window opened
//	6 end          moribund cards reach their destinations, gates close
//
// A framework window runs several events through steps 1–3, one after the
// other, then 4–6 once; its save/cancel and response opportunities start
// with the first player, a player action's with the player on the
// initiator's left (AG-TIME-5, AG-TIME-8, AG-TIME-11). A response or a
// passive is itself resolved through steps 1–4 inside the window that
// triggered it (AG-TIME-7, AG-TIME-8).
//
// A window is a frame of kind kWindow: its Ev is the event under way (Kind
// names its Act; Player the initiator; Source the card; N the ability;
// Cards its targets or choices), its Labels the framework events still to
// come, its At the first gate it opened, its N its flags.
const (
	kWindow    = "window"
	kSaves     = "save-cancel" // step 2
	kResponses = "responses"   // step 5
	kPassives  = "passives"    // step 4
	kChoose    = "choose"      // a choice of cards made while initiating or resolving
)

// Window flags (Frame.N).
const (
	wFramework = 1 << iota // a framework window: the first player acts first
	wSub                   // a response or passive: steps 1–4 only
	wCancelled             // the event was cancelled at step 2
	wFailed                // initiation failed (no target, cost unpaid)
)

// Act is what one kind of event does at steps 1 and 3.
type Act struct {
	// Initiate runs step 1: it may push choices (whose answers land in
	// the window's Ev) and is run again until it reports done; ok false
	// means the event cannot be initiated and nothing further happens.
	Initiate func(s *State, f *engine.Frame) (done, ok bool)
	// Execute runs step 3. It may push frames (a save-only window, more
	// choices) that run before step 4.
	Execute func(s *State, f *engine.Frame)
	// Doomed lists the cards the event would remove from play, which a
	// save may rescue at step 2 (AG-LEAVE-5).
	Doomed func(s *State, f *engine.Frame) []int
	// NoCancel: the event cannot be cancelled (AG-KW-11: ambush's point
	// of initiation).
	NoCancel bool
}

var acts = map[string]*Act{}

// window stage numbers.
const (
	stInit = iota
	stSaves
	stExec
	stNext // the next framework event, or passives
	stPassives
	stResponses
	stEnd
)

// openWindow pushes a window for one event, or for a framework's series
// (the first in ev, the rest by kind in more).
func (s *State) openWindow(ev engine.Event, flags int, more ...string) *engine.Frame {
	f := s.PushEvent(engine.Frame{Kind: kWindow, Player: ev.Player, N: flags, At: len(s.Gates)}, ev)
	f.Labels = more
	return f
}

// framework opens a framework window of the events named, in order
// (AG-TIME-11), the first player asking first.
func (s *State) framework(kinds ...string) {
	s.openWindow(engine.Event{Kind: kinds[0], Player: s.First, Source: -1}, wFramework, kinds[1:]...)
}

func windowFrame(s *State, f *engine.Frame) engine.Status {
	a := acts[f.Ev.Kind]
	switch f.Stage {
	case stInit:
		if a.Initiate != nil {
			done, ok := a.Initiate(s, f)
			if !ok {
				f.N |= wFailed
				f.Stage = stNext
				return engine.Again
			}
			if !done || s.Pending != nil || s.Top() != f {
				return engine.Again
			}
		}
		f.Stage = stSaves
		// Opening step 2 changes nothing the state checks read; step 1
		// may have, if it ran in this step.
		st := engine.Again
		if a.Initiate == nil {
			st |= engine.Unchanged
		}
		// Step 2 opens a save/cancel opportunity (AG-TIME-5); nobody
		// able to save or cancel, it is no decision.
		s.Fresh = s.Fresh[:0] // a cost's removal is never saved (AG-ABIL-1)
		if f.N&wQuiet != 0 {  // no save/cancel step (AG-ROUND-3)
			f.Stage, f.Turn = stSaves, -1
			return st
		}
		// The event's own gate, which only save/cancel responses answer,
		// closed once step 2 ends (AG-TIME-9).
		f.Turn = len(s.Gates)
		// N: the ability, for a cancel that tells triggered from passive
		s.gate(engine.Event{Kind: "initiated", Label: f.Ev.Kind, Player: f.Ev.Player, Source: f.Ev.Source, Cards: f.Ev.Cards, N: f.Ev.N})
		s.Push(engine.Frame{Kind: kSaves, Player: f.Player, Index: len(s.Stack) - 1, At: f.Turn, Cards: slices.Clone(s.doomed(f))})
		return st
	case stSaves:
		f.Stage = stExec
		if f.Turn >= 0 {
			if g := &s.Gates[f.Turn]; g.Cancelled {
				f.N |= wCancelled
				s.Say(s.actName(f), " is cancelled")
			}
			s.Gates[f.Turn].Kind = "closed"
		}
		if f.N&wCancelled == 0 && a.Execute != nil {
			a.Execute(s, f)
		}
		return engine.Again
	case stExec:
		f.Stage = stNext
		// Cards the execution removed that step 2 did not foresee (a "then"
		// part, a choice made while resolving) may still be saved, in a
		// window for saves only (AG-TIME-17).
		var fresh []int
		for _, id := range s.Fresh {
			if s.dying(id) && !slices.Contains(s.doomed(f), id) {
				fresh = append(fresh, id)
			}
		}
		s.Fresh = s.Fresh[:0]
		if len(fresh) > 0 {
			s.Push(engine.Frame{Kind: kSaves, Player: s.firstToAnswer(f), Index: -1, At: -1, Cards: fresh})
		}
		return engine.Again | engine.Unchanged // the execution's changes were checked after the step before
	case stNext:
		if len(f.Labels) > 0 && !s.Over {
			// the framework's next event, through steps 1–3
			next := f.Labels[0]
			f.Labels = f.Labels[1:]
			*f.Ev = engine.Event{Kind: next, Player: f.Ev.Player, Source: -1}
			f.N &^= wCancelled | wFailed
			f.Stage, f.Index, f.Cards = stInit, 0, nil
			return engine.Again | engine.Unchanged // only the window moved
		}
		f.Stage = stPassives
		s.Push(engine.Frame{Kind: kPassives, Player: s.First, At: f.At, Index: len(s.Stack) - 1})
		return engine.Again | engine.Unchanged // only opens step 4
	case stPassives:
		if f.N&wSub != 0 {
			return engine.Done | engine.Unchanged
		}
		f.Stage = stResponses
		if f.N&wQuiet != 0 { // no response step (AG-ROUND-3)
			return engine.Again | engine.Unchanged
		}
		s.Push(engine.Frame{Kind: kResponses, Player: f.Player, N: f.N, At: f.At, Index: len(s.Stack) - 1})
		return engine.Again | engine.Unchanged // only opens step 5
	case stResponses:
		f.Stage = stEnd
		s.endStep(f.At)
		return engine.Done
	}
	return engine.Done
}

// firstToAnswer is who has the first save/cancel or response opportunity
// of a window (AG-TIME-5, AG-TIME-8, AG-TIME-11).
func (s *State) firstToAnswer(w *engine.Frame) int {
	if w.N&wFramework != 0 {
		return s.First
	}
	return s.Next(w.Ev.Player)
}

// outer is the window a response or passive resolves in: the outermost
// window that is no sub-window, below the frame at index i.
func (s *State) windowAt(i int) *engine.Frame { return s.Stack[i] }

// saveWindow is step 2: players may cancel the event or save a card it
// would remove, first the player after the initiator (the first player
// in a framework window), until all pass in a row.
var saveWindow = engine.Window[*State]{
	Kind:        "save-cancel",
	OnlyOffered: true,
	First: func(s *State, f *engine.Frame) int {
		if f.Index < 0 {
			return f.Player // a window for saves only: as its event's window
		}
		return s.firstToAnswer(s.windowAt(f.Index))
	},
	Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.saveOffers(f, p) },
	Take:   func(s *State, f *engine.Frame, p int, a engine.Answer) error { return s.takeSave(f, p, a) },
	Closed: func(s *State, f *engine.Frame) bool {
		return f.Index >= 0 && (s.Gates[f.At].Cancelled || s.windowAt(f.Index).N&wFailed != 0)
	},
}

// responseWindow is step 5: players answer the window's open gates,
// first the player after the initiator (the first player in a framework
// window), until all pass in a row (AG-TIME-8).
var responseWindow = engine.Window[*State]{
	Kind:        "response",
	OnlyOffered: true,
	First:       func(s *State, f *engine.Frame) int { return s.firstToAnswer(s.windowAt(f.Index)) },
	Offers:      func(s *State, f *engine.Frame, p int) []engine.Answer { return s.responseOffers(f.At, p) },
	Take: func(s *State, f *engine.Frame, p int, a engine.Answer) error {
		return s.takeResponse(p, a, f.At, len(s.Gates), false)
	},
}

// gate opens a trigger in the window under way: responses and passives
// may answer it (AG-TIME-9).
func (s *State) gate(ev engine.Event) {
	ev.Used = nil
	s.Gates = append(s.Gates, ev)
}

// endStep is step 6 (AG-TIME-10): moribund cards reach their
// destinations, with their attachments and duplicates discarded and their
// power back in the pool, and the window's gates close.
func (s *State) endStep(at int) {
	s.settleMoribund()
	if at <= len(s.Gates) {
		s.Gates = s.Gates[:at]
	}
}

// passivesFrame is step 4: each passive set off by a gate opened since
// the window began initiates, one at a time; the first player orders
// them when several wait (AG-TIME-7, AG-GEN-9).
func passivesFrame(s *State, f *engine.Frame) engine.Status {
	if s.Over {
		return engine.Done
	}
	offers := s.passives(f.At)
	if len(offers) == 0 {
		return engine.Done
	}
	pick := offers[0]
	if len(offers) > 1 {
		if len(f.Cards) == 0 {
			s.Ask(engine.Decision{Players: engine.One(s.First), Kind: "order", Prompt: "order the passive effects",
				Open: []string{"order"}, Among: cardsOf(offers)})
			return engine.Again
		}
		for _, o := range offers {
			if o.Cards[0] == f.Cards[0] {
				pick = o
				break
			}
		}
		f.Cards = f.Cards[1:]
	}
	s.firePassive(f.At, pick)
	return engine.Again
}

func answerPassives(s *State, f *engine.Frame, p int, a engine.Answer) error {
	offers := s.passives(f.At)
	want := cardsOf(offers)
	if len(a.Cards) != len(want) {
		return errf("AG-GEN-9", "order names %d cards; %d passive effects wait", len(a.Cards), len(want))
	}
	for _, c := range a.Cards {
		if !containsInt(want, c) {
			return errf("AG-GEN-9", "%s has no passive effect waiting", s.name(c))
		}
	}
	f.Cards = append([]int(nil), a.Cards...)
	return nil
}

func cardsOf(as []engine.Answer) []int {
	out := make([]int, 0, len(as))
	for _, a := range as {
		if len(a.Cards) > 0 && !containsInt(out, a.Cards[0]) {
			out = append(out, a.Cards[0])
		}
	}
	return out
}

// chooseFrame asks a player to choose cards (Cards: among; Index: at
// least; Turn: at most; Labels[0]: the prompt; Labels[1]: the decision's
// kind) and hands the choice to the frame below it (its Ev.Cards, or its
// Result for one card).
func chooseFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	kind := "choose"
	if len(f.Labels) > 1 {
		kind = f.Labels[1]
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: kind, Prompt: f.Labels[0], Open: []string{"choose"},
		Among: f.Cards, Min: f.Index, Max: f.Turn})
	return engine.Again
}

func answerChoose(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb != "choose" {
		return errf("", "choose cards")
	}
	if len(a.Cards) < f.Index || len(a.Cards) > f.Turn {
		if f.Index == f.Turn {
			return errf("", "choose exactly %d", f.Index)
		}
		return errf("", "choose from %d to %d", f.Index, f.Turn)
	}
	seen := map[int]bool{}
	for _, c := range a.Cards {
		if !containsInt(f.Cards, c) {
			return errf("", "%s cannot be chosen: %s", s.name(c), f.Labels[0])
		}
		if seen[c] {
			return errf("", "%s is chosen twice", s.name(c))
		}
		seen[c] = true
	}
	if len(f.Labels) > 1 && f.Labels[1] == "influence" { // AG-ABIL-5
		n := 0
		for _, c := range a.Cards {
			n += s.influence(c)
		}
		if n < f.N {
			return errf("AG-ABIL-5", "these cards give %d influence; %d are needed", n, f.N)
		}
		if s.Rules.InfluenceChange == "none" && len(a.Cards) > 1 {
			for _, c := range a.Cards {
				if n-s.influence(c) >= f.N {
					return errf("AG-ABIL-5", "kneel no card beyond what the cost needs: %s is not needed", s.name(c))
				}
			}
		}
	}
	// A window's event takes its targets and choices (Ev.Cards); the
	// cards knelt for influence or a "kneel" cost, and other frames'
	// choices, go to the frame itself (Cards).
	below := s.Stack[f.At]
	if below.Kind == kWindow && (len(f.Labels) < 2 || f.Labels[1] != "influence" && f.Labels[1] != "kneel") {
		below.Ev.Cards = append(below.Ev.Cards[:0:0], a.Cards...)
	} else {
		below.Cards = append(below.Cards[:0:0], a.Cards...)
	}
	return nil
}

// choose pushes a choice of between min and max cards among for p; the
// frame at stack index at receives it.
func (s *State) choose(p int, among []int, min, max int, prompt string, at int) {
	s.Push(engine.Frame{Kind: kChoose, Player: p, Cards: among, Index: min, Turn: max, Labels: []string{prompt}, At: at})
}

// kOption is a choice among listed answers: Labels[0] the prompt,
// Labels[1] what they are (optionSets); the answer goes to the window at
// stack index At (its Ev.Label), unless optionTakes says otherwise.
const kOption = "option"

var (
	optionSets = map[string]func(s *State, f *engine.Frame) []engine.Answer{
		// every player still in, clockwise from the one asked
		"players": func(s *State, f *engine.Frame) []engine.Answer {
			var out []engine.Answer
			for p := range s.clockwise(f.Player) {
				out = append(out, engine.Answer{Verb: "choose", Labels: []string{PlayerLabel(p)}})
			}
			return out
		},
	}
	optionTakes = map[string]func(s *State, f *engine.Frame, p int, a engine.Answer){}
)

func optionFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	opts := optionSets[f.Labels[1]](s, f)
	list := s.OptionList(len(opts))
	list = append(list, opts...)
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: f.Labels[1], Prompt: f.Labels[0], Options: list})
	return engine.Again
}

func answerOption(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if take := optionTakes[f.Labels[1]]; take != nil {
		take(s, f, p, a)
		return nil
	}
	if w := s.Stack[f.At]; w.Ev != nil && len(a.Labels) > 0 {
		w.Ev.Label = a.Labels[0]
	}
	return nil
}
