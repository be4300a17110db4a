package ai_test

import (
	"testing"

	"tessen/ai"
	"tessen/games/l5rlcg"
)

// The greedy bot reads only what its player may know: answering the
// second secret bid reveals the first, and trying bids on copies of the
// real game would learn it. In games that differ only in hidden things
// (the opponent's bid among them) it makes the same choices.
func TestGreedyDoesNotPeek(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 8; seed++ {
		g := starterGame(t, "crane", "lion", seed, 0)
		r := ai.NewRandom(seed)
		for !g.Over() && !(g.Pending().Kind == "bid" && len(g.Pending().Players) == 1) {
			p := g.Pending().Players[0]
			if err := g.Answer(p, r.Choose(g, p)); err != nil {
				t.Fatal(err)
			}
		}
		if g.Over() {
			continue
		}
		p := g.Pending().Players[0]
		for k := uint64(0); k < 4; k++ {
			other := g.Determinize(p, 50+k).(*l5rlcg.Game)
			a := ai.NewGreedy(k).Choose(g, p)
			b := ai.NewGreedy(k).Choose(other, p)
			if !a.Equal(b) {
				t.Fatalf("seed %d: greedy bids %s in one game and %s in another it cannot tell apart", seed, a, b)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no second bid was reached")
	}
}
