package engine

// Window describes an alternating-pass window: players take opportunities
// in turn; each may take one of the offers or pass; the window closes once
// every player still in it has passed consecutively.
type Window[G Host] struct {
	// First is the player with the first opportunity.
	First func(g G, f *Frame) int
	// Offers lists what p may do now, besides passing.
	Offers func(g G, f *Frame, p int) []Answer
	// Open lists verbs p may use with free-form arguments (nil: none).
	Open func(g G, f *Frame, p int) []string
	// Take carries out p's answer, usually by pushing frames that resolve
	// it before the next opportunity. It must refuse a bad answer unchanged.
	Take func(g G, f *Frame, p int, a Answer) error
	// OnlyOffered: a player with nothing to offer is not asked (interrupt
	// and reaction windows); the window is then no decision at all.
	OnlyOffered bool
	// PassIsFinal: a player who passes is out for the rest of the window
	// (L5R's dynasty step 1.4). OnPass runs on each pass.
	PassIsFinal bool
	OnPass      func(g G, f *Frame, p int)
	// Kind names the decision (e.g. "action", "reaction").
	Kind string
	// Closed, if set, closes the window at once when it reports true
	// (the game has ended what the window was for).
	Closed func(g G, f *Frame) bool
}

// Step turns the window into a step for a machine.
func (w Window[G]) Step() Step[G] {
	return Step[G]{Run: w.run, Answer: w.answer}
}

func (w Window[G]) run(g G, f *Frame) Status {
	c := g.Base()
	if f.Stage == 0 {
		f.Stage, f.Turn, f.Passes, f.Out = 1, w.First(g, f), 0, 0
	}
	unchanged := Unchanged // listing offers changes nothing; a pass hook may
	if w.Closed != nil && w.Closed(g, f) {
		return Done
	}
	for {
		out := f.Out | c.Gone // who takes no more opportunities
		in := c.Players - bits(out)
		if in == 0 || (!w.PassIsFinal && f.Passes >= in) {
			return Done | unchanged
		}
		p := f.Turn
		if out&(1<<p) != 0 {
			f.Turn = (p + 1) % c.Players
			continue
		}
		offers := w.Offers(g, f, p)
		var open []string
		if w.Open != nil {
			open = w.Open(g, f, p)
		}
		if w.OnlyOffered && len(offers) == 0 && len(open) == 0 {
			w.pass(g, f, p)
			if w.OnPass != nil {
				unchanged = 0
			}
			continue
		}
		options := passOnly // shared while nothing else is offered
		if len(offers) > 0 {
			options = append(offers, Pass)
		}
		c.Ask(Decision{Players: One(p), Kind: w.Kind, Prompt: "take an action or pass",
			Options: options, Open: open})
		return Again | unchanged
	}
}

// Offer adds a to a listing of offers (Window.Offers), making room at
// its first for a few more and the Pass the window adds, so that a
// listing is one allocation.
func Offer(offers []Answer, a Answer) []Answer {
	if offers == nil {
		offers = make([]Answer, 0, 8)
	}
	return append(offers, a)
}

// passOnly is the options of an opportunity with nothing to take; like
// every decision's, they are read, never written.
var passOnly = []Answer{Pass}

func (w Window[G]) pass(g G, f *Frame, p int) {
	f.Passes++
	if w.PassIsFinal {
		f.Out |= 1 << p
	}
	if w.OnPass != nil {
		w.OnPass(g, f, p)
	}
	f.Turn = (p + 1) % g.Base().Players
}

func (w Window[G]) answer(g G, f *Frame, p int, a Answer) error {
	if a.Verb == Pass.Verb {
		w.pass(g, f, p)
		g.Base().still = w.OnPass == nil // a pass moves only the window
		return nil
	}
	// The turn moves on before the action resolves: the pushed frames run
	// first, then the next player has the next opportunity.
	turn := f.Turn
	f.Turn = (p + 1) % g.Base().Players
	if err := w.Take(g, f, p, a); err != nil {
		f.Turn = turn
		return err
	}
	f.Passes = 0
	return nil
}

func bits(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
