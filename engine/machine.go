package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Frame is one unit of pending work on the game's stack: a framework step,
// a window, an ability being resolved. It is plain data; the code that runs
// it is looked up by Kind in the game's Machine. Stage records how far the
// frame has got, so a frame resumes where it left off after its children
// (frames pushed above it) or a decision.
//
// A frame is valid while it is on the stack: once its step is done, the
// machine reuses its memory for a frame pushed later (a game pushes
// hundreds), and that of an event the frame owns (PushEvent) for a later
// event. Code must not keep a frame or its event, or compare frames by
// pointer, past the frame's removal; Serial tells frames apart over time.
type Frame struct {
	Kind   string   `json:"kind"`
	Stage  int      `json:"stage,omitempty"`
	Player int      `json:"player"`
	Card   int      `json:"card,omitempty"`   // source card, or the card acted on
	Index  int      `json:"index,omitempty"`  // an ability's index, a province, a counter
	Cards  []int    `json:"cards,omitempty"`  // chosen targets, a selection
	Labels []string `json:"labels,omitempty"` // chosen options
	N      int      `json:"n,omitempty"`
	// Window bookkeeping: whose opportunity it is, how many consecutive
	// passes, and a bit set of players who are out of the window.
	Turn   int `json:"turn,omitempty"`
	Passes int `json:"passes,omitempty"`
	Out    int `json:"out,omitempty"`
	// At is the stack index of a related frame below: the sequence whose
	// triggering condition a response answers.
	At int `json:"at,omitempty"`
	// Ev is the triggering condition the frame is about, if any.
	Ev *Event `json:"ev,omitempty"`
	// Result is set by a finished child frame for its parent to read.
	Result int `json:"result,omitempty"`
	// step remembers where the machine found this kind's step, plus one.
	step int32
	// serial numbers the frames of a game in the order they were pushed.
	serial uint32
	// ownEv: Ev is the frame's own (PushEvent, a copy), so its memory
	// serves a later event once the frame is removed.
	ownEv bool
}

// Serial is the frame's number among those its game pushed, in order:
// unlike its address, never the number of a frame pushed later.
func (f *Frame) Serial() uint32 { return f.serial }

// Event is a triggering condition: something about to happen or that has
// just happened, to which interrupts and reactions may respond.
type Event struct {
	Kind      string `json:"kind"`
	Player    int    `json:"player"`
	Cards     []int  `json:"cards,omitempty"`
	Source    int    `json:"source,omitempty"`
	N         int    `json:"n,omitempty"`
	M         int    `json:"m,omitempty"` // a second amount, where a condition has two
	Label     string `json:"label,omitempty"`
	Cancelled bool   `json:"cancelled,omitempty"`
	// Used records the abilities (by key) already triggered for this
	// occurrence, since each may respond once per occurrence.
	Used []string `json:"used,omitempty"`
	// Instead is the replacement effect most recently initiated against
	// the condition: when its time comes, the game resolves it in place of
	// the condition, which still counts as having occurred (L5R RR
	// "Replacement Effects"). Set anew, never changed in place.
	Instead *Replacement `json:"instead,omitempty"`
}

// Replacement names the ability whose replacement effect resolves in
// place of a triggering condition: its player, card, ability index and
// chosen targets.
type Replacement struct {
	Player int   `json:"player"`
	Card   int   `json:"card"`
	Index  int   `json:"index"`
	Cards  []int `json:"cards,omitempty"`
}

// The copy shares the frame's lists (cards, labels, the event's cards and
// uses), capped so that an append moves them: lists are replaced or
// appended to, never written in place (code that must change an element
// copies the list first).
//
// The event, if any, is copied into ev, which the copy then owns.
func (f *Frame) cloneInto(c *Frame, ev *Event) {
	*c = *f
	c.Cards, c.Labels = capped(f.Cards), capped(f.Labels)
	c.Ev, c.ownEv = nil, false
	if f.Ev != nil {
		*ev = *f.Ev
		ev.Cards, ev.Used = capped(f.Ev.Cards), capped(f.Ev.Used)
		c.Ev, c.ownEv = ev, true
	}
}

// capped is a list whose next append makes a new one.
func capped[T any](s []T) []T { return s[:len(s):len(s)] }

// Status is what a step tells the machine after running.
type Status int

const (
	// Again: run the top of the stack again (the step pushed children, or
	// advanced its stage and wants to continue).
	Again Status = 0
	// Done: the step is finished; remove it (children it pushed stay and run).
	Done Status = 1
	// Unchanged, added to Again or Done, says the step changed nothing
	// the state checks read (it may have moved its stage, pushed frames or
	// finished): if the checks after the step before found nothing to
	// correct, they are not run again, as they would find the same.
	Unchanged Status = 2
)

// Eliminate takes p out of a game that goes on: p is asked nothing more.
func (c *Core) Eliminate(p int) { c.Gone |= 1 << p }

// Playing reports whether p is still in the game.
func (c *Core) Playing(p int) bool { return c.Gone&(1<<p) == 0 }

// Core is the game-agnostic part of every game's state: the stack of
// frames, the pending decision, the seeded generator, the log and the end
// of the game. A game's state embeds it.
type Core struct {
	Players int       `json:"players"`
	Stack   []*Frame  `json:"stack"`
	Pending *Decision `json:"pending,omitempty"`
	RNG     RNG       `json:"rng"`
	// Key draws the handles of the cards a seat is told of (Namer): made
	// from the seed, told to nobody.
	Key uint64 `json:"key"`
	// Step is the framework step most recently begun; Steps counts every
	// step begun, so a driver can tell whether a step was reached.
	Step  string `json:"step"`
	Steps int    `json:"steps"`
	// Asked counts the decisions asked (Decision.Serial).
	Asked int `json:"asked"`
	// Begun lists the steps begun since the last answer.
	Begun []string `json:"begun,omitempty"`
	Log   []string `json:"log,omitempty"`
	// Quiet games keep no log: copies that bots play out, where the
	// log's text would cost time and nobody reads it.
	Quiet  bool `json:"quiet,omitempty"`
	Over   bool `json:"over"`
	Winner int  `json:"winner"` // -1 while nobody has won
	// Gone marks, a bit a player, the players eliminated from a game of
	// more than two that goes on without them: windows and responses pass
	// them by (Eliminate, Playing).
	Gone int `json:"gone,omitempty"`
	// Uses counts uses of limited abilities per period (see Limits).
	Uses Uses `json:"uses,omitempty"`
	// The memory Push, PushEvent and Ask take their copies from: a copy
	// of the core starts its own, so no two cores are handed the same
	// value. Frames and the events they own also take back the memory of
	// those removed from the stack. pushed counts the frames pushed
	// (Frame.Serial).
	frames    reusable[Frame]
	events    reusable[Event]
	decisions Slab[Decision]
	pushed    uint32
	// answered is the last decision answered, whose memory the next Ask
	// takes: a game asks one decision per answer, and a decision is only
	// read while it is pending. answering is the decision whose answer
	// is being applied, options the memory OptionList lists into.
	answered, answering *Decision
	options             []Answer
	// clean: the state checks found nothing to correct and nothing they
	// read changed since (Machine.Run); still: the answer being taken
	// changed nothing they read (a pass), so clean holds across it.
	clean, still bool
	// begun holds the steps begun since an answer while they are few, so
	// that Begun needs no allocation of its own (a copy points at its own).
	begun [4]string
}

// Slab hands out values a few to an allocation, each value once: two at
// first, then twice as many each time up to eight, so that a copy played
// a few steps (a search's playout) wastes little. A state that keeps one
// must give each copy of itself a fresh (zero) one.
type Slab[T any] struct {
	free []T
	next int // how many the next allocation makes
}

// Next is a new value from the slab.
func (b *Slab[T]) Next() *T {
	if len(b.free) == 0 {
		b.next = min(max(2*b.next, 2), 8)
		b.free = make([]T, b.next)
	}
	v := &b.free[0]
	b.free = b.free[1:]
	return v
}

// reusable hands out the values given back to it, last first, and when
// there are none new ones from its slab.
type reusable[T any] struct {
	slab  Slab[T]
	spare []*T
}

func (r *reusable[T]) next() *T {
	if n := len(r.spare); n > 0 {
		v := r.spare[n-1]
		r.spare = r.spare[:n-1]
		return v
	}
	return r.slab.Next()
}

func (r *reusable[T]) put(v *T) { r.spare = append(r.spare, v) }

// NewCore starts a core for n players with a seeded generator.
func NewCore(players int, seed uint64) Core {
	return Core{Players: players, RNG: NewRNG(seed), Key: HandleKey(seed), Winner: -1}
}

// CloneCore copies the core deeply.
func (c *Core) CloneCore() Core {
	n := *c
	n.frames, n.events, n.decisions = reusable[Frame]{}, reusable[Event]{}, Slab[Decision]{}
	n.answered, n.answering, n.options = nil, nil, nil
	if c.shows(c.Pending) {
		// The copy's pending options are the original's list: neither
		// lists into it again, so it stays as both show it.
		c.options = nil
	}
	n.Stack = make([]*Frame, len(c.Stack))
	frames := make([]Frame, len(c.Stack)) // one allocation for them all, and one for their events
	events := 0
	for _, f := range c.Stack {
		if f.Ev != nil {
			events++
		}
	}
	evs := make([]Event, 0, events)
	for i, f := range c.Stack {
		var ev *Event
		if f.Ev != nil {
			evs = evs[:len(evs)+1]
			ev = &evs[len(evs)-1]
		}
		f.cloneInto(&frames[i], ev)
		n.Stack[i] = &frames[i]
	}
	if c.Pending != nil {
		d := *c.Pending
		n.Pending = &d
	}
	// The log only grows: the copy shares the lines so far, and its
	// capacity ends at them, so whichever copy logs next moves its own.
	n.Log = c.Log[:len(c.Log):len(c.Log)]
	if len(c.Begun) <= len(c.begun) && len(c.Begun) > 0 && &c.Begun[0] == &c.begun[0] {
		n.Begun = n.begun[:len(c.Begun)] // its own array, copied with the core
	} else {
		n.Begun = slices.Clone(c.Begun)
	}
	n.Uses = slices.Clone(c.Uses)
	return n
}

// Push puts a copy of f on top of the stack, where it runs before the
// frame that pushed it resumes, and returns it. The copy takes the memory
// of a frame that has left the stack, else one of a few made at once.
func (c *Core) Push(f Frame) *Frame {
	p := c.frames.next()
	*p = f
	c.PushFrame(p)
	return p
}

// PushCopy pushes a copy of f, its event copied too, and returns it (to
// be changed into the frame that follows from f).
func (c *Core) PushCopy(f *Frame) *Frame {
	p := c.frames.next()
	var ev *Event
	if f.Ev != nil {
		ev = c.events.next()
	}
	f.cloneInto(p, ev)
	c.PushFrame(p)
	return p
}

// PushEvent pushes f about a copy of ev, which the frame owns: once the
// frame has left the stack, the event's memory serves a later one (a
// game emits hundreds). Code must not keep the event past the frame.
func (c *Core) PushEvent(f Frame, ev Event) *Frame {
	e := c.events.next()
	*e = ev
	f.Ev, f.ownEv = e, true
	return c.Push(f)
}

// PushFrame pushes a frame made elsewhere (a copy of another). Its maker
// gives it up: once off the stack, its memory serves later frames.
func (c *Core) PushFrame(f *Frame) {
	c.pushed++
	f.serial = c.pushed
	c.Stack = append(c.Stack, f)
}

// Top is the frame on top of the stack, or nil.
func (c *Core) Top() *Frame {
	if len(c.Stack) == 0 {
		return nil
	}
	return c.Stack[len(c.Stack)-1]
}

// Below returns the frame under f, or nil.
func (c *Core) Below(f *Frame) *Frame {
	for i := len(c.Stack) - 1; i > 0; i-- {
		if c.Stack[i] == f {
			return c.Stack[i-1]
		}
	}
	return nil
}

// Ask makes a copy of d the pending decision, in the memory of the last
// one answered, else made like Push's frames.
func (c *Core) Ask(d Decision) { c.ask(0, d) }

// AskTogether asks d for frame f, which asks several players at once for
// a choice each makes (a secret bid), and asks it again of those who still
// owe it after each answer: still the one decision, numbered once, so
// their clients know it by its number. f.N keeps the number.
func (c *Core) AskTogether(f *Frame, d Decision) {
	c.ask(f.N, d)
	f.N = c.Pending.Serial
}

// ask is Ask, under a number asked before unless serial is 0.
func (c *Core) ask(serial int, d Decision) {
	p := c.answered
	if p != nil {
		c.answered = nil
	} else {
		p = c.decisions.Next()
	}
	*p = d
	if serial > 0 {
		p.Serial = serial
		c.pend(p)
		return
	}
	c.AskDecision(p)
}

// OptionList is an empty list, with room for n, for the options of a
// decision about to be asked: the memory of the last list made here,
// unless a decision pending or being answered still shows it. A game asks
// hundreds of decisions, and their options are read only while they are
// pending (a copy of the core gives up a list its pending decision shows).
func (c *Core) OptionList(n int) []Answer {
	if cap(c.options) < n || c.shows(c.Pending) || c.shows(c.answering) {
		c.options = make([]Answer, 0, max(n, 8))
	}
	return c.options[:0]
}

// shows reports whether d's options are in OptionList's memory.
func (c *Core) shows(d *Decision) bool {
	return d != nil && cap(d.Options) > 0 && cap(c.options) > 0 && &d.Options[:1][0] == &c.options[:1][0]
}

// AskDecision makes a decision made elsewhere the pending one, and
// numbers it.
func (c *Core) AskDecision(d *Decision) {
	c.Asked++
	d.Serial = c.Asked
	c.pend(d)
}

// pend makes d, numbered, the pending decision.
func (c *Core) pend(d *Decision) {
	if d.Step == "" {
		d.Step = c.Step
	}
	c.Pending = d
}

// Begin records that a framework step begins.
func (c *Core) Begin(step string) {
	c.Step = step
	c.Steps++
	if c.Begun == nil {
		c.Begun = c.begun[:0] // an answer begins a few steps
	}
	c.Begun = append(c.Begun, step)
	if !c.Quiet {
		c.Log = append(c.Log, step)
	}
}

// Unsettle tells the machine that the state was changed outside its steps
// and answers (a copy's hidden cards dealt anew, a test's edit): the state
// checks run after the next step whatever it says.
func (c *Core) Unsettle() { c.clean = false }

// Say appends a line made of parts to the game log. Unlike Logf it boxes
// nothing, so a quiet game's line costs nothing to skip.
func (c *Core) Say(parts ...string) {
	if !c.Quiet {
		c.Log = append(c.Log, strings.Join(parts, ""))
	}
}

// Logf appends a line to the game log.
func (c *Core) Logf(format string, args ...any) {
	if c.Quiet {
		return
	}
	c.Log = append(c.Log, fmt.Sprintf(format, args...))
}

// End ends the game; winner is a player index or -1 for none.
func (c *Core) End(winner int) {
	if c.Over {
		return
	}
	c.Over, c.Winner = true, winner
	c.Pending = nil
}

// remove takes a finished frame off the stack and keeps its memory, and
// that of an event it owned, for the next Push, or with poison fills them
// with values no step can use, so that code holding them past the
// frame's removal fails loudly.
func (c *Core) remove(f *Frame, poison bool) {
	for i := len(c.Stack) - 1; i >= 0; i-- {
		if c.Stack[i] == f {
			c.Stack = append(c.Stack[:i], c.Stack[i+1:]...)
			break
		}
	}
	const bad = -1 << 30
	switch {
	case poison && f.ownEv:
		*f.Ev = Event{Kind: "(removed)", Player: bad, Source: bad, N: bad, M: bad}
	case f.ownEv:
		c.events.put(f.Ev)
	}
	if poison {
		*f = Frame{Kind: "(removed)", Stage: bad, Player: bad, Card: bad, Index: bad, N: bad, Turn: bad, At: bad, serial: f.serial}
		return
	}
	c.frames.put(f)
}

// Step is the code behind one kind of frame. Run advances the frame; it
// may push children, ask a decision (Core.Ask) or finish. Answer applies
// an answer to the decision the frame asked; it must check the answer
// fully before changing anything, so that a refused answer changes nothing.
type Step[G any] struct {
	Run    func(g G, f *Frame) Status
	Answer func(g G, f *Frame, p int, a Answer) error
}

// Host is what a game's state offers the machine.
type Host interface{ Base() *Core }

// Machine maps frame kinds to their steps for one game.
type Machine[G Host] struct {
	steps map[string]int // kind to its place in kinds
	kinds []kindStep[G]
	// Check, when set, runs after every step that leaves no decision
	// pending: the game's state-based rules (an illegal state the rules
	// correct at once). It may push frames that run next, and reports
	// whether it found nothing to correct (nor any correction waiting on
	// one under way): then a step that is Unchanged needs none after it.
	Check func(g G) (clean bool)
	// Fingerprint, when set (by tests), sums up what the state checks
	// read: each step that says it is Unchanged must leave it as it was,
	// or the machine panics naming the step.
	Fingerprint func(g G) uint64
	// Poison, when set (by tests), spoils each frame that leaves the
	// stack, and the event it owns, instead of reusing them (Core.remove).
	Poison bool
	// CardName, when set, names a card as player p may know it, so that a
	// refused answer is told back in the player's words, not as card
	// numbers. It is given any number a player sends, and says "" for one
	// that is no card.
	CardName func(g G, p, card int) string
}

// VerifySteps has each step that says it changed nothing (Unchanged)
// checked against fingerprint, a sum of what the game's state checks
// read, and each frame that leaves the stack spoiled rather than reused
// (Poison), at some cost: tests turn it on. It returns whether it was on.
func (m *Machine[G]) VerifySteps(on bool, fingerprint func(G) uint64) (was bool) {
	was = m.Fingerprint != nil
	m.Fingerprint, m.Poison = nil, on
	if on {
		m.Fingerprint = fingerprint
	}
	return was
}

// NewMachine returns an empty machine.
func NewMachine[G Host]() *Machine[G] { return &Machine[G]{steps: map[string]int{}} }

type kindStep[G any] struct {
	kind string
	step Step[G]
}

// Handle registers the step for a frame kind.
func (m *Machine[G]) Handle(kind string, s Step[G]) {
	if _, dup := m.steps[kind]; dup {
		panic("engine: step registered twice: " + kind)
	}
	m.steps[kind] = len(m.kinds)
	m.kinds = append(m.kinds, kindStep[G]{kind, s})
}

// stepOf finds a frame's step. The frame remembers where its kind was
// found, so a frame run many times is looked up once (the memory is
// checked against the kind, which code may change).
func (m *Machine[G]) stepOf(f *Frame) (Step[G], bool) {
	if i := int(f.step) - 1; i >= 0 && i < len(m.kinds) && m.kinds[i].kind == f.Kind {
		return m.kinds[i].step, true
	}
	i, ok := m.steps[f.Kind]
	if !ok {
		return Step[G]{}, false
	}
	f.step = int32(i) + 1
	return m.kinds[i].step, true
}

// verified runs one step and checks its word against the Fingerprint.
func (m *Machine[G]) verified(s Step[G], g G, f *Frame) Status {
	before := m.Fingerprint(g)
	st := s.Run(g, f)
	if st&Unchanged != 0 && m.Fingerprint(g) != before {
		panic(fmt.Sprintf("engine: a step of %q said it changed nothing, yet changed what the state checks read", f.Kind))
	}
	return st
}

// ErrOver is returned when an answer arrives after the game ended.
var ErrOver = errors.New("the game is over")

// maxSteps bounds one Run so that a bug loops into an error, not forever.
const maxSteps = 1_000_000

// Run advances the game until a decision is pending, the game ends, or the
// stack is empty.
func (m *Machine[G]) Run(g G) error {
	c := g.Base()
	clean := c.clean // whether the last state checks found nothing to correct, and nothing changed since
	defer func() { c.clean = clean }()
	for n := 0; !c.Over && c.Pending == nil && len(c.Stack) > 0; n++ {
		if n > maxSteps {
			return fmt.Errorf("engine: no decision after %d steps (top frame %q)", maxSteps, c.Top().Kind)
		}
		f := c.Top()
		s, ok := m.stepOf(f)
		if !ok || s.Run == nil {
			return fmt.Errorf("engine: no step registered for frame %q", f.Kind)
		}
		var st Status
		if m.Fingerprint == nil {
			st = s.Run(g, f)
		} else {
			st = m.verified(s, g, f)
		}
		if st&^Unchanged == Done {
			if below := c.Below(f); below != nil {
				below.Result = f.Result
			}
			c.remove(f, m.Poison)
		}
		// State checks wait while a decision is pending: the frame that
		// asked must stay on top to take its answer.
		if st&Unchanged == 0 {
			clean = false
		}
		if m.Check != nil && !c.Over && c.Pending == nil && !clean {
			clean = m.Check(g)
		}
	}
	return nil
}

// Answer applies player p's answer to the pending decision and runs the
// game forward. A refused answer returns an error naming why and leaves
// the state as it was.
func (m *Machine[G]) Answer(g G, p int, a Answer) error {
	c := g.Base()
	if c.Over {
		return ErrOver
	}
	d := c.Pending
	if d == nil {
		return errors.New("no decision is pending")
	}
	if err := d.Admits(p, a); err != nil {
		if m.CardName != nil && d.Asks(p) {
			return refused(a.Format(func(id int) string {
				if name := m.CardName(g, p, id); name != "" {
					return name
				}
				return cardNumber(id) + " (no such card)"
			}), d.Kind)
		}
		return err
	}
	f := c.Top()
	s, _ := m.stepOf(f)
	if s.Answer == nil {
		return fmt.Errorf("engine: frame %q asked but takes no answer", f.Kind)
	}
	c.Pending = nil
	begun := c.Begun
	c.Begun = c.begun[:0] // the core's own array (copies point at theirs)
	var before uint64
	if m.Fingerprint != nil {
		before = m.Fingerprint(g)
	}
	c.still, c.answering = false, d
	err := s.Answer(g, f, p, a)
	c.answering = nil
	if err != nil {
		c.Pending, c.Begun = d, begun
		return err
	}
	if !c.still {
		c.clean = false
	} else if m.Fingerprint != nil && m.Fingerprint(g) != before {
		panic(fmt.Sprintf("engine: an answer to %q said it changed nothing, yet changed what the state checks read", f.Kind))
	}
	if c.Pending != d { // answered, not asked again: its memory serves the next
		c.answered = d
	}
	return m.Run(g)
}
