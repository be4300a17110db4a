package l5rlcg_test

import (
	"encoding/json"
	"runtime"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
)

// asPlayed measures a game as it is played, not as the tests check it
// (they check the speed declarations of card texts at every use and the
// steps that say they changed nothing: engine.VerifyNeeds,
// VerifySteps).
func asPlayed(b *testing.B) {
	engine.VerifyNeeds = false
	steps := l5rlcg.VerifySteps(false)
	b.Cleanup(func() {
		engine.VerifyNeeds = true
		l5rlcg.VerifySteps(steps)
	})
}

// BenchmarkRandomGame plays a whole game, from setup to a winner, with
// random legal answers: "logged" as tessen play and sim run it, "quiet"
// without the game log, as the bots' playouts run.
func BenchmarkRandomGame(b *testing.B) {
	asPlayed(b)
	for _, quiet := range []bool{false, true} {
		name := "logged"
		if quiet {
			name = "quiet"
		}
		b.Run(name, func(b *testing.B) {
			// The decks are read and dealt once, as a sim does: the
			// benchmark measures games, not reading setups.
			setups := make([]l5rlcg.Players, len(clans))
			for i := range clans {
				setups[i] = l5rlcg.Players{Decks: []l5rlcg.Deck{coreDeck(clans[i]), coreDeck(clans[(i+3)%len(clans)])}}
			}
			benchRandomGames(b, setups, quiet)
		})
	}
}

// benchRandomGames plays b.N games from the setups in turn, random legal
// answers, and reports answers a game and games a second (per core when
// run with GOMAXPROCS=1). The decks are read and dealt once, as a sim
// does: the benchmark measures games, not reading setups.
func benchRandomGames(b *testing.B, setups []l5rlcg.Players, quiet bool) {
	starts := make([]engine.Starter, len(setups))
	for i, pl := range setups {
		setup, _ := json.Marshal(pl)
		var err error
		if starts[i], err = engine.Prepare(l5rlcg.Name, setup); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	answers := 0
	for i := 0; i < b.N; i++ {
		eg, err := starts[i%len(starts)](uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		g := eg.(*l5rlcg.Game)
		g.S.Quiet = quiet
		rng := engine.NewRNG(uint64(i))
		for n := 0; !g.Over() && n < 20000; n++ {
			as := g.Answers()
			d := g.Pending()
			if err := g.Answer(d.Players[rng.Intn(len(d.Players))], as[rng.Intn(len(as))]); err != nil {
				b.Fatal(err)
			}
			answers++
		}
	}
	b.ReportMetric(float64(answers)/float64(b.N), "answers/game")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// midGame is a game some way into its first conflict phase.
func midGame(b *testing.B) *l5rlcg.Game {
	g, _ := newFullGame(b, "crane", "lion", 3)
	rng := engine.NewRNG(3)
	for n := 0; !g.Over() && g.S.Phase != "conflict" && n < 5000; n++ {
		as := g.Answers()
		d := g.Pending()
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkAnswer is one decision: list the answers, apply one, on a clone.
func BenchmarkAnswer(b *testing.B) {
	asPlayed(b)
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := g.Clone().(*l5rlcg.Game)
		as := c.Answers()
		if err := c.Answer(c.Pending().Players[0], as[i%len(as)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClone(b *testing.B) {
	asPlayed(b)
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

func BenchmarkView(b *testing.B) {
	asPlayed(b)
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.View(i % 2)
	}
}

func BenchmarkHash(b *testing.B) {
	asPlayed(b)
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Hash()
	}
}

// BenchmarkLiveGame measures the memory a game in progress holds, log
// and lookups included: games played into their first conflict phase,
// kept at once, the heap they take divided among them.
func BenchmarkLiveGame(b *testing.B) {
	asPlayed(b)
	const n = 50
	keep := make([]*l5rlcg.Game, n)
	var perGame float64
	for i := 0; i < b.N; i++ {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		for k := range keep {
			keep[k] = midGame(b)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perGame = float64(after.HeapAlloc-before.HeapAlloc) / n
		clear(keep)
	}
	b.ReportMetric(perGame, "B/live-game")
}
