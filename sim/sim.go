// Package sim plays many games between two bots, in parallel, and sums
// them up: win rates with confidence intervals, game length, how games
// were won. It knows games only through the engine.
package sim

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"tessen/ai"
	"tessen/engine"
)

// Config says what to play.
type Config struct {
	Game string
	// Setup makes game i's setup with the first bot in seat `first`.
	Setup func(i, first int) json.RawMessage
	// Bots are the two bots' names (ai.New). With more than two players,
	// the first bot takes one seat and the second every other one.
	Bots [2]string
	// Players is how many seats a game has (0: two).
	Players int
	Games   int
	Seed    uint64
	// Workers is how many games run at once (0: one per core).
	Workers int
	// MaxAnswers stops a game that has not ended (it counts as unfinished).
	MaxAnswers int
	// Progress, when set, is called after each finished game.
	Progress func(done, total int)
	// Records, when set, is a folder that receives every game's record
	// (game-00001.json ...), replayable with engine.Replay.
	Records string
}

// Result sums the games up.
type Result struct {
	Games, Unfinished int
	Players           int            // seats a game: the second bot holds all but one
	Wins              [2]int         // by bot
	Answers           int            // in finished games
	Lengths           []int          // answers in each finished game
	Endings           map[string]int // how games were won
	Errors            []string
	// Thinking is each bot's time choosing answers, by bot.
	Thinking [2]Thinking
}

// Thinking sums one bot's time at its decisions.
type Thinking struct {
	Decisions int
	Total     time.Duration
	Longest   time.Duration
}

// merge adds another count to t.
func (t *Thinking) merge(o Thinking) {
	t.Decisions += o.Decisions
	t.Total += o.Total
	t.Longest = max(t.Longest, o.Longest)
}

// Average is the mean time a decision took.
func (t Thinking) Average() time.Duration {
	if t.Decisions == 0 {
		return 0
	}
	return t.Total / time.Duration(t.Decisions)
}

// game is one game's outcome.
type game struct {
	winnerBot int // -1: nobody
	answers   int
	ending    string
	err       error
	thinking  [2]Thinking // by bot
}

// Run plays the games. Bot 0's seat goes round: the first seat in game
// 0, the second in game 1, and so on.
func Run(c Config) Result {
	if c.Workers <= 0 {
		c.Workers = runtime.NumCPU()
	}
	if c.MaxAnswers <= 0 {
		c.MaxAnswers = 50000
	}
	out := make([]game, c.Games)
	st := &starters{of: map[string]engine.Starter{}}
	var wg sync.WaitGroup
	var mu sync.Mutex
	next, done := 0, 0
	for w := 0; w < c.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= c.Games {
					return
				}
				out[i] = play(c, st, i)
				mu.Lock()
				done++
				if c.Progress != nil {
					c.Progress(done, c.Games)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r := Result{Games: c.Games, Players: max(c.Players, 2), Endings: map[string]int{}}
	for i, g := range out {
		for b := range g.thinking {
			r.Thinking[b].merge(g.thinking[b])
		}
		switch {
		case g.err != nil:
			r.Errors = append(r.Errors, fmt.Sprintf("game %d: %v", i, g.err))
		case g.winnerBot < 0:
			r.Unfinished++
		default:
			r.Wins[g.winnerBot]++
			r.Answers += g.answers
			r.Lengths = append(r.Lengths, g.answers)
			r.Endings[g.ending]++
		}
	}
	return r
}

// starters keeps each setup read once: the games of a sim share a few
// setups (the seats swapped), and reading one costs more than a game's
// first steps.
type starters struct {
	mu sync.Mutex
	of map[string]engine.Starter
}

func (s *starters) start(name string, setup json.RawMessage, seed uint64) (engine.Game, error) {
	s.mu.Lock()
	start, ok := s.of[string(setup)]
	if !ok {
		var err error
		if start, err = engine.Prepare(name, setup); err != nil {
			s.mu.Unlock()
			return nil, err
		}
		s.of[string(setup)] = start
	}
	s.mu.Unlock()
	return start(seed)
}

func play(c Config, st *starters, i int) (out game) {
	seats := max(c.Players, 2)
	first := i % seats // the seat of bot 0
	seed := c.Seed + uint64(i)
	setup := c.Setup(i, first)
	g, err := st.start(c.Game, setup, seed)
	if err != nil {
		return game{err: err}
	}
	rec := engine.Record{Game: c.Game, Seed: seed, Setup: setup}
	botAt := func(seat int) int { // which bot sits there
		if seat == first {
			return 0
		}
		return 1
	}
	bots := make([]ai.Bot, seats) // by seat, each its own
	for seat := range bots {
		botSeed := seed*uint64(seats) + uint64(seat) + 1
		if seats == 2 {
			botSeed = seed*2 + uint64(botAt(seat)) + 1
		}
		if bots[seat], err = ai.New(c.Bots[botAt(seat)], botSeed); err != nil {
			return game{err: err}
		}
	}
	var thinking [2]Thinking // by bot
	n := 0
	keep := func() error { // the record so far, whatever happened
		if c.Records == "" {
			return nil
		}
		b, _ := json.Marshal(rec)
		return os.WriteFile(filepath.Join(c.Records, fmt.Sprintf("game-%05d.json", i+1)), b, 0o644)
	}
	// A bot or game that panics spoils its game, not the run: the game is
	// reported as an error and its record kept up to the failing answer.
	defer func() {
		if r := recover(); r != nil {
			keep()
			out = game{err: fmt.Errorf("answer %d: panic: %v\n%s", n, r, debug.Stack())}
		}
	}()
	for ; !g.Over() && n < c.MaxAnswers; n++ {
		d := g.Pending()
		p := d.Players[0]
		start := time.Now()
		a := bots[p].Choose(g, p)
		took := time.Since(start)
		thinking[botAt(p)].merge(Thinking{Decisions: 1, Total: took, Longest: took})
		if err := g.Answer(p, a); err != nil {
			keep()
			return game{err: fmt.Errorf("answer %d: %w", n, err)}
		}
		if c.Records != "" { // kept only where records are written
			rec.Moves = append(rec.Moves, engine.Move{Player: p, Answer: a})
		}
	}
	if err := keep(); err != nil {
		return game{err: err}
	}
	if !g.Over() || g.Winner() < 0 {
		return game{winnerBot: -1, thinking: thinking}
	}
	ending := ""
	if e, ok := g.(engine.Ender); ok {
		ending = e.Ending()
	}
	return game{winnerBot: botAt(g.Winner()), answers: n, ending: ending, thinking: thinking}
}

// Wilson is the 95% Wilson score interval of a win rate.
func Wilson(wins, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p, fn := float64(wins)/float64(n), float64(n)
	centre := (p + z*z/(2*fn)) / (1 + z*z/fn)
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / (1 + z*z/fn)
	return centre - half, centre + half
}

// Report writes the result as text.
func (r Result) Report(bots [2]string) string {
	var b strings.Builder
	finished := r.Wins[0] + r.Wins[1]
	fmt.Fprintf(&b, "%d games: %d finished, %d unfinished, %d errors\n", r.Games, finished, r.Unfinished, len(r.Errors))
	if r.Players > 2 {
		fmt.Fprintf(&b, "  %d players: %s holds one seat, %s the other %d\n", r.Players, bots[0], bots[1], r.Players-1)
	}
	for i, name := range bots {
		lo, hi := Wilson(r.Wins[i], finished)
		fmt.Fprintf(&b, "  %-8s wins %5d  %5.1f%%  (95%% interval %.1f%% to %.1f%%)\n", name, r.Wins[i], pct(r.Wins[i], finished), 100*lo, 100*hi)
	}
	if finished > 0 {
		fmt.Fprintf(&b, "  average length: %.1f answers\n", float64(r.Answers)/float64(finished))
	}
	var kinds []string
	for k := range r.Endings {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Fprintf(&b, "  won by %s: %d\n", k, r.Endings[k])
	}
	for i, name := range bots {
		t := r.Thinking[i]
		fmt.Fprintf(&b, "  %-8s thinks %s a decision on average, %s at most (%d decisions)\n", name,
			t.Average().Round(time.Microsecond), t.Longest.Round(time.Microsecond), t.Decisions)
	}
	for _, e := range r.Errors {
		fmt.Fprintf(&b, "  error: %s\n", e)
	}
	return b.String()
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}
