package ai_test

import (
	"testing"

	"tessen/ai"
)

// BenchmarkSearchDecision is one searched decision of 100 playouts in a
// game some way into its first round.
func BenchmarkSearchDecision(b *testing.B) {
	g := starterGame(b, "crane", "lion", 3, 120)
	p := g.Pending().Players[0]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := ai.NewSearch(uint64(i))
		s.Playouts, s.Budget = 100, 0
		s.Choose(g, p)
	}
}

// BenchmarkGreedyDecision is one greedy decision at the same point.
func BenchmarkGreedyDecision(b *testing.B) {
	g := starterGame(b, "crane", "lion", 3, 120)
	p := g.Pending().Players[0]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ai.NewGreedy(uint64(i)).Choose(g, p)
	}
}
