package engine_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"tessen/engine"
)

// toy is a small game that exercises the core without any real rules:
// players take turns in an action window to "gain" a point; each gain is
// a triggering condition that a player holding a shield may cancel (a
// "would" interrupt), and that every player's watchers react to. The
// first to Goal points wins.
type toy struct {
	engine.Core
	Points  [2]int `json:"points"`
	Shields [2]int `json:"shields"`
	// Watchers are forced reactions: each adds 1 to Seen, in the order
	// the first player gives.
	Watchers []int `json:"watchers"`
	Seen     []int `json:"seen"`
	Goal     int   `json:"goal"`
}

func (t *toy) Base() *engine.Core { return &t.Core }

var toyMachine = newToyMachine(true)

// newToyMachine builds the toy's rules; with unanswered, a gain nobody
// can answer (no shields, no watchers) happens without its timings.
func newToyMachine(unanswered bool) *engine.Machine[*toy] {
	m := engine.NewMachine[*toy]()
	m.Handle("round", engine.Step[*toy]{Run: func(t *toy, f *engine.Frame) engine.Status {
		t.Begin(fmt.Sprintf("round %d", f.N))
		f.N++
		t.Push(engine.Frame{Kind: "window"})
		return engine.Again
	}})
	m.Handle("window", engine.Window[*toy]{
		Kind:  "action",
		First: func(t *toy, f *engine.Frame) int { return 0 },
		Offers: func(t *toy, f *engine.Frame, p int) []engine.Answer {
			return []engine.Answer{{Verb: "gain"}}
		},
		Take: func(t *toy, f *engine.Frame, p int, a engine.Answer) error {
			t.Push(engine.Frame{Kind: "gain", Player: p, Ev: &engine.Event{Kind: "gain", Player: p}})
			return nil
		},
	}.Step())
	engine.Sequence[*toy]{
		Responses: func(t *toy, f *engine.Frame, p int, timing string) []engine.Answer {
			var out []engine.Answer
			switch timing {
			case engine.WouldInterrupt:
				if t.Shields[p] > 0 && f.Ev.Player != p {
					out = append(out, engine.Answer{Verb: "trigger", Cards: []int{100 + p}, N: 1})
				}
			case engine.ForcedReaction:
				for _, w := range t.Watchers {
					out = append(out, engine.Answer{Verb: "trigger", Cards: []int{w}, N: 1})
				}
			}
			return out
		},
		Fire: func(t *toy, f *engine.Frame, p int, a engine.Answer, timing string) error {
			if timing == engine.WouldInterrupt {
				t.Shields[p]--
				f.Ev.Cancelled = true
				return nil
			}
			t.Seen = append(t.Seen, a.Cards[0])
			return nil
		},
		Apply: func(t *toy, f *engine.Frame) {
			t.Points[f.Ev.Player]++
			if t.Points[f.Ev.Player] >= t.Goal {
				t.End(f.Ev.Player)
			}
		},
		FirstPlayer: func(t *toy) int { return 0 },
		Unanswered: func(t *toy, f *engine.Frame, _ string) bool {
			return unanswered && t.Shields == [2]int{} && len(t.Watchers) == 0
		},
	}.Register(m, "gain")
	return m
}

type toyGame struct{ t *toy }

func (g *toyGame) Pending() *engine.Decision { return g.t.Pending }
func (g *toyGame) Answer(p int, a engine.Answer) error {
	return toyMachine.Answer(g.t, p, a)
}
func (g *toyGame) View(p int) any { return g.t }
func (g *toyGame) Hash() uint64   { return engine.HashJSON(g.t) }
func (g *toyGame) Over() bool     { return g.t.Core.Over }
func (g *toyGame) Winner() int    { return g.t.Core.Winner }
func (g *toyGame) Clone() engine.Game {
	c := *g.t
	c.Core = g.t.CloneCore()
	c.Watchers = slices.Clone(g.t.Watchers)
	c.Seen = slices.Clone(g.t.Seen)
	return &toyGame{&c}
}

type toySetup struct {
	Shields  [2]int `json:"shields"`
	Watchers []int  `json:"watchers"`
	Goal     int    `json:"goal"`
}

func newToy(setup json.RawMessage) (engine.Starter, error) {
	var s toySetup
	if err := json.Unmarshal(setup, &s); err != nil {
		return nil, err
	}
	return func(seed uint64) (engine.Game, error) {
		t := &toy{Core: engine.NewCore(2, seed), Shields: s.Shields, Watchers: append([]int(nil), s.Watchers...), Goal: s.Goal}
		t.Push(engine.Frame{Kind: "round", N: 1})
		return &toyGame{t}, toyMachine.Run(t)
	}, nil
}

func init() { engine.Register("toy", newToy) }

func start(t *testing.T, setup string) engine.Game {
	t.Helper()
	g, err := engine.New("toy", json.RawMessage(setup), 7)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustAnswer(t *testing.T, g engine.Game, p int, a engine.Answer) {
	t.Helper()
	if err := g.Answer(p, a); err != nil {
		t.Fatalf("player %d %s: %v", p, a, err)
	}
}

var gain = engine.Answer{Verb: "gain"}

func TestWindowAlternatesAndClosesOnConsecutivePasses(t *testing.T) {
	g := start(t, `{"goal": 9}`)
	d := g.Pending()
	if !d.Asks(0) || d.Kind != "action" {
		t.Fatalf("first opportunity: got %+v", d)
	}
	mustAnswer(t, g, 0, engine.Pass)
	mustAnswer(t, g, 1, gain) // player 1 acts, so player 0 may act again
	if !g.Pending().Asks(0) {
		t.Fatal("a player who passed gets another opportunity after the opponent acts")
	}
	mustAnswer(t, g, 0, engine.Pass)
	mustAnswer(t, g, 1, engine.Pass) // two consecutive passes close the window
	if got := g.(*toyGame).t.Step; got != "round 2" {
		t.Fatalf("window should have closed into the next round, at %q", got)
	}
}

func TestRefusedAnswerChangesNothing(t *testing.T) {
	g := start(t, `{"goal": 9}`)
	before := g.Hash()
	if err := g.Answer(1, engine.Pass); err == nil {
		t.Fatal("an answer from a player who is not asked must be refused")
	}
	if err := g.Answer(0, engine.Answer{Verb: "steal"}); err == nil {
		t.Fatal("an answer that is not offered must be refused")
	}
	if g.Hash() != before {
		t.Fatal("a refused answer changed the state")
	}
}

func TestWouldInterruptCancelsTheCondition(t *testing.T) {
	g := start(t, `{"goal": 9, "shields": [0, 1]}`)
	mustAnswer(t, g, 0, gain)
	d := g.Pending()
	if d.Kind != engine.WouldInterrupt || !d.Asks(1) {
		t.Fatalf("only the shield holder is asked in the interrupt window, got %+v", d)
	}
	mustAnswer(t, g, 1, engine.Answer{Verb: "trigger", Cards: []int{101}, N: 1})
	if pts := g.(*toyGame).t.Points; pts[0] != 0 {
		t.Fatalf("a cancelled gain must not happen, points %v", pts)
	}
	mustAnswer(t, g, 1, engine.Pass) // back in the action window
	mustAnswer(t, g, 0, gain)        // no shield left: no interrupt window, no decision
	if pts := g.(*toyGame).t.Points; pts[0] != 1 {
		t.Fatalf("points %v", pts)
	}
}

func TestForcedReactionsOrderedByFirstPlayer(t *testing.T) {
	g := start(t, `{"goal": 9, "watchers": [5, 6, 7]}`)
	mustAnswer(t, g, 0, gain)
	d := g.Pending()
	if d.Kind != "order" || !d.Asks(0) {
		t.Fatalf("three forced reactions: the first player orders them, got %+v", d)
	}
	if err := g.Answer(0, engine.Answer{Verb: "order", Cards: []int{7, 5}}); err == nil {
		t.Fatal("an order that leaves one out must be refused")
	}
	mustAnswer(t, g, 0, engine.Answer{Verb: "order", Cards: []int{7, 5, 6}})
	if seen := g.(*toyGame).t.Seen; !slices.Equal(seen, []int{7, 5, 6}) {
		t.Fatalf("forced reactions resolved as %v", seen)
	}
}

func TestGameEndsAndRefusesFurtherAnswers(t *testing.T) {
	g := start(t, `{"goal": 1}`)
	mustAnswer(t, g, 0, gain)
	if !g.Over() || g.Winner() != 0 || g.Pending() != nil {
		t.Fatalf("over %v winner %d pending %v", g.Over(), g.Winner(), g.Pending())
	}
	if err := g.Answer(0, gain); err != engine.ErrOver {
		t.Fatalf("got %v, want ErrOver", err)
	}
}

func TestReplayReproducesTheState(t *testing.T) {
	setup := json.RawMessage(`{"goal": 4, "shields": [1, 1], "watchers": [1]}`)
	g, _ := engine.New("toy", setup, 3)
	rec := engine.Record{Game: "toy", Seed: 3, Setup: setup}
	for i := 0; !g.Over() && i < 100; i++ {
		d := g.Pending()
		a := d.Options[i%len(d.Options)]
		rec.Moves = append(rec.Moves, engine.Move{Player: d.Players[0], Answer: a})
		mustAnswer(t, g, d.Players[0], a)
	}
	r, err := engine.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.Hash() != g.Hash() {
		t.Fatal("replaying the record does not reach the same state")
	}
	c := g.Clone()
	if c.Hash() != g.Hash() {
		t.Fatal("a clone hashes differently")
	}
}

func TestRNGIsDeterministicAndInRange(t *testing.T) {
	a, b := engine.NewRNG(42), engine.NewRNG(42)
	for i := 0; i < 1000; i++ {
		x, y := a.Intn(7), b.Intn(7)
		if x != y || x < 0 || x >= 7 {
			t.Fatalf("draw %d: %d and %d", i, x, y)
		}
	}
	xs := []int{1, 2, 3, 4, 5, 6}
	engine.Shuffle(&a, xs)
	sorted := slices.Clone(xs)
	slices.Sort(sorted)
	if !slices.Equal(sorted, []int{1, 2, 3, 4, 5, 6}) {
		t.Fatalf("shuffle lost cards: %v", xs)
	}
}

func TestEffectsExpireAndForget(t *testing.T) {
	var e engine.Effects
	e.Add(engine.Lasting{Kind: "mil", Cards: []int{1, 2}, N: 2, Until: "conflict"})
	e.Add(engine.Lasting{Kind: "mil", Cards: []int{3}, N: 1, Until: "round"})
	e.Forget(3)
	if len(e.List) != 1 {
		t.Fatalf("an effect on a card that left play ends for it: %+v", e.List)
	}
	e.Forget(1)
	if !slices.Equal(e.List[0].Cards, []int{2}) {
		t.Fatalf("the effect goes on for the cards still in play: %+v", e.List)
	}
	e.Expire("conflict")
	if len(e.List) != 0 {
		t.Fatalf("until-the-end-of-the-conflict effects expire with it: %+v", e.List)
	}
}

// A condition nobody can answer happens at once: the same state as when
// each of its timings is asked in turn, in fewer steps (counted by the
// state checks that follow each step).
func TestUnansweredConditionHappensAtOnce(t *testing.T) {
	play := func(m *engine.Machine[*toy]) (uint64, int) {
		checks := 0
		m.Check = func(*toy) bool { checks++; return false } // never clean: it runs after every step
		g := &toy{Core: engine.NewCore(2, 7), Goal: 3}
		g.Push(engine.Frame{Kind: "round", N: 1})
		if err := m.Run(g); err != nil {
			t.Fatal(err)
		}
		for _, a := range []struct {
			p int
			a engine.Answer
		}{{0, gain}, {1, gain}, {0, engine.Pass}, {1, gain}, {0, gain}, {1, engine.Pass}, {0, gain}} {
			if err := m.Answer(g, a.p, a.a); err != nil {
				t.Fatal(err)
			}
		}
		if g.Points != [2]int{3, 2} || !g.Over {
			t.Fatalf("points %v, over %v", g.Points, g.Over)
		}
		return engine.HashJSON(g), checks
	}
	fast, fewer := play(newToyMachine(true))
	slow, more := play(newToyMachine(false))
	if fast != slow {
		t.Fatal("an unanswered condition that happens at once leaves another state")
	}
	if fewer >= more {
		t.Fatalf("%d steps with the shortcut, %d without: no fewer", fewer, more)
	}
}

// A notice (a condition whose happening changes nothing) has its
// reactions asked in the step it happens in: the same state, fewer steps
// (counted by the state checks that follow each).
func TestNoticeReactionsFollowInTheSameStep(t *testing.T) {
	play := func(notice bool) (uint64, int) {
		m := engine.NewMachine[*toy]()
		checks := 0
		m.Check = func(*toy) bool { checks++; return false } // never clean: it runs after every step
		seq := engine.Sequence[*toy]{
			Responses: func(g *toy, f *engine.Frame, p int, timing string) []engine.Answer {
				if timing != engine.ForcedReaction {
					return nil
				}
				var out []engine.Answer
				for _, w := range g.Watchers {
					if !slices.Contains(g.Seen, w) {
						out = append(out, engine.Answer{Verb: "trigger", Cards: []int{w}, N: 1})
					}
				}
				return out
			},
			Fire: func(g *toy, f *engine.Frame, p int, a engine.Answer, timing string) error {
				g.Seen = append(g.Seen, a.Cards[0])
				return nil
			},
			Apply:       func(g *toy, f *engine.Frame) {},
			FirstPlayer: func(g *toy) int { return 0 },
		}
		if notice {
			seq.Notice = func(*toy, *engine.Frame) bool { return true }
		}
		seq.Register(m, "cheer")
		g := &toy{Core: engine.NewCore(2, 7), Watchers: []int{7}}
		g.Push(engine.Frame{Kind: "cheer", Ev: &engine.Event{Kind: "cheer"}})
		if err := m.Run(g); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(g.Seen, []int{7}) || len(g.Stack) != 0 {
			t.Fatalf("seen %v, stack %d", g.Seen, len(g.Stack))
		}
		return engine.HashJSON(g), checks
	}
	fast, fewer := play(true)
	slow, more := play(false)
	if fast != slow {
		t.Fatal("a notice's reactions in the same step leave another state")
	}
	if fewer >= more {
		t.Fatalf("%d steps as a notice, %d without: no fewer", fewer, more)
	}
}

// The next decision is asked in the memory of the one just answered; a
// copy of the game made before the answer keeps its own, and a refused
// answer leaves the pending decision as it was.
func TestAnsweredDecisionServesTheNextButNotACopy(t *testing.T) {
	g := start(t, `{"goal": 9}`)
	before := g.Pending()
	copied := g.Clone()
	if err := g.Answer(0, engine.Answer{Verb: "steal"}); err == nil || g.Pending() != before || !before.Asks(0) {
		t.Fatal("a refused answer disturbed the pending decision")
	}
	mustAnswer(t, g, 0, engine.Pass)
	if g.Pending() != before || !g.Pending().Asks(1) {
		t.Fatalf("the next decision was not asked in the answered one's memory (%p, %p)", before, g.Pending())
	}
	if d := copied.Pending(); d == before || !d.Asks(0) || d.Kind != "action" {
		t.Fatalf("the copy's decision changed with the original's: %+v", d)
	}
	mustAnswer(t, copied, 0, engine.Pass)
	if !copied.Pending().Asks(1) || !g.Pending().Asks(1) {
		t.Fatal("the copy and the original went different ways from the same answer")
	}
}

// After a step that says it changed nothing (Unchanged), the state checks
// run only if the last ones found something to correct.
func TestUnchangedStepSkipsCleanChecks(t *testing.T) {
	run := func(clean bool) (checks int) {
		m := engine.NewMachine[*toy]()
		m.Check = func(*toy) bool { checks++; return clean }
		m.Handle("idle", engine.Step[*toy]{Run: func(g *toy, f *engine.Frame) engine.Status {
			f.Stage++
			if f.Stage == 4 {
				return engine.Done | engine.Unchanged
			}
			return engine.Again | engine.Unchanged
		}})
		m.Handle("score", engine.Step[*toy]{Run: func(g *toy, f *engine.Frame) engine.Status {
			g.Points[0]++
			return engine.Done
		}})
		g := &toy{Core: engine.NewCore(2, 7)}
		g.Push(engine.Frame{Kind: "idle"})
		g.Push(engine.Frame{Kind: "score"})
		if err := m.Run(g); err != nil || g.Points[0] != 1 {
			t.Fatalf("points %v, %v", g.Points, err)
		}
		return checks
	}
	if got := run(true); got != 1 {
		t.Fatalf("clean: %d checks after 5 steps, want 1 (after the step that scored)", got)
	}
	if got := run(false); got != 5 {
		t.Fatalf("never clean: %d checks after 5 steps, want 5", got)
	}
}

// A step that says Unchanged yet changes what the checks read is caught
// when the machine is given a fingerprint (as tests do).
func TestUnchangedClaimIsVerified(t *testing.T) {
	m := engine.NewMachine[*toy]()
	m.Fingerprint = func(g *toy) uint64 { return uint64(g.Points[0]) }
	m.Handle("liar", engine.Step[*toy]{Run: func(g *toy, f *engine.Frame) engine.Status {
		g.Points[0]++
		return engine.Done | engine.Unchanged
	}})
	g := &toy{Core: engine.NewCore(2, 7)}
	g.Push(engine.Frame{Kind: "liar"})
	defer func() {
		if recover() == nil {
			t.Fatal("a step that changed the state passed as Unchanged")
		}
	}()
	m.Run(g)
}

// A pass changes nothing the state checks read: after it, if the checks
// found nothing before, they are not run again until something changes.
func TestPassKeepsTheChecksClean(t *testing.T) {
	m := newToyMachine(true)
	checks := 0
	m.Check = func(*toy) bool { checks++; return true }
	g := &toy{Core: engine.NewCore(2, 7), Goal: 9}
	g.Push(engine.Frame{Kind: "round", N: 1})
	if err := m.Run(g); err != nil {
		t.Fatal(err)
	}
	before := checks
	if err := m.Answer(g, 0, engine.Pass); err != nil {
		t.Fatal(err)
	}
	if checks != before {
		t.Fatalf("%d checks after a pass, want none", checks-before)
	}
	if err := m.Answer(g, 1, gain); err != nil {
		t.Fatal(err)
	}
	if checks == before {
		t.Fatal("no checks after a gain")
	}
}

// A frame that leaves the stack lends its memory, and its own event's, to
// the next one pushed, which Serial tells apart from it; with Poison (as
// tests run) they are spoiled instead, so that code still holding them
// fails.
func TestRemovedFramesAreReusedOrPoisoned(t *testing.T) {
	for _, poison := range []bool{false, true} {
		m := engine.NewMachine[*toy]()
		m.Poison = poison
		m.Handle("once", engine.Step[*toy]{Run: func(g *toy, f *engine.Frame) engine.Status { return engine.Done }})
		m.Handle("wait", engine.Step[*toy]{Run: func(g *toy, f *engine.Frame) engine.Status {
			g.Ask(engine.Decision{Players: engine.One(0), Kind: "wait", Options: []engine.Answer{engine.Pass}})
			return engine.Again
		}})
		g := &toy{Core: engine.NewCore(2, 7)}
		g.Push(engine.Frame{Kind: "wait"})
		done := g.PushEvent(engine.Frame{Kind: "once", Player: 1, Card: 5}, engine.Event{Kind: "gain", Player: 1})
		serial, ev := done.Serial(), done.Ev
		if err := m.Run(g); err != nil {
			t.Fatal(err)
		}
		next := g.PushEvent(engine.Frame{Kind: "once"}, engine.Event{Kind: "cheer"})
		switch {
		case next.Serial() <= serial:
			t.Fatalf("poison %v: serial %d after %d", poison, next.Serial(), serial)
		case !poison && (next != done || next.Ev != ev || ev.Kind != "cheer"):
			t.Fatal("the removed frame's memory, or its event's, was not reused")
		case poison && (next == done || done.Kind != "(removed)" || done.Player >= 0 || done.Card >= 0):
			t.Fatalf("the removed frame was not spoiled: %+v", *done)
		case poison && (next.Ev == ev || ev.Kind != "(removed)" || ev.Player >= 0):
			t.Fatalf("the removed frame's event was not spoiled: %+v", *ev)
		}
	}
}
