package agot1e_test

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/deck"
)

// BenchmarkRandomGame plays whole joust games of the sample decks, setup
// to a winner, with random legal answers (quiet, as the bots' playouts
// run); the setups are read once, as a sim does.
func BenchmarkRandomGame(b *testing.B) { benchRandomGames(b, 2) }

// BenchmarkRandomMeleeGame is the same for four players.
func BenchmarkRandomMeleeGame(b *testing.B) { benchRandomGames(b, 4) }

func benchRandomGames(b *testing.B, players int) {
	starts := make([]engine.Starter, len(tables))
	for i := range tables {
		pl := agot1e.Players{}
		for k := range players {
			d, err := deck.Sample(tables[(i+k)%len(tables)][0])
			if err != nil {
				b.Fatal(err)
			}
			pl.Decks = append(pl.Decks, d)
		}
		setup, _ := json.Marshal(pl)
		var err error
		if starts[i], err = engine.Prepare(agot1e.Name, setup); err != nil {
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
		g := eg.(*agot1e.Game)
		g.S.Quiet = true
		rng := engine.NewRNG(uint64(i))
		for n := 0; !g.Over() && n < 20000; n++ {
			as := g.Answers()
			if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
				b.Fatal(err)
			}
			answers++
		}
	}
	b.ReportMetric(float64(answers)/float64(b.N), "answers/game")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// midGame is a joust a few rounds in.
func midGame(b *testing.B) *agot1e.Game {
	g, _ := newGame(b, 3, "stark", "lannister")
	rng := engine.NewRNG(3)
	for n := 0; !g.Over() && g.S.Round < 4 && n < 5000; n++ {
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
		c := g.Clone().(*agot1e.Game)
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
