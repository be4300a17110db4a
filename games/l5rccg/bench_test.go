package l5rccg_test

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/l5rccg"
)

// BenchmarkRandomGame plays whole Lotus games of the sample decks, setup
// to a winner, with random legal answers (quiet, as the bots' playouts
// run); the setups are read once, as a sim does.
func BenchmarkRandomGame(b *testing.B) { benchRandomGames(b, l5rccg.FormatLotus) }

// BenchmarkRandomNewEraGame is the same in the New Era format.
func BenchmarkRandomNewEraGame(b *testing.B) { benchRandomGames(b, l5rccg.FormatNewEra) }

func benchRandomGames(b *testing.B, format string) {
	clans := []string{"crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn"}
	starts := make([]engine.Starter, len(clans))
	for i := range clans {
		decks := []l5rccg.Deck{formatDeck(b, format, clans[i]), formatDeck(b, format, clans[(i+3)%len(clans)])}
		setup, _ := json.Marshal(l5rccg.Players{Format: format, Decks: decks})
		var err error
		if starts[i], err = engine.Prepare(l5rccg.Name, setup); err != nil {
			b.Fatal(err)
		}
	}
	limit := 5000
	if format == l5rccg.FormatNewEra {
		limit = 8000 // as the random-games test (TestRandomNewEraGames)
	}
	b.ReportAllocs()
	b.ResetTimer()
	answers := 0
	for i := 0; i < b.N; i++ {
		eg, err := starts[i%len(starts)](uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		g := eg.(*l5rccg.Game)
		g.S.Quiet = true
		rng := engine.NewRNG(uint64(i))
		for n := 0; !g.Over() && n < limit; n++ {
			if err := g.Answer(g.Pending().Players[0], randomAnswer(g, g.Answers(), &rng)); err != nil {
				b.Fatal(err)
			}
			answers++
		}
	}
	b.ReportMetric(float64(answers)/float64(b.N), "answers/game")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// midGame is a game a few turns in.
func midGame(b *testing.B) *l5rccg.Game {
	g, _ := newGame(b, 3, "crane", "lion")
	rng := engine.NewRNG(3)
	for n := 0; !g.Over() && g.S.Turn < 5 && n < 5000; n++ {
		as := g.Answers()
		if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkAnswer is one decision: list the answers, apply one, on a copy.
func BenchmarkAnswer(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := g.Clone().(*l5rccg.Game)
		as := c.Answers()
		if err := c.Answer(c.Pending().Players[0], as[i%len(as)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

func BenchmarkView(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.View(i % 2)
	}
}
