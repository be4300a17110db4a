// Package enginetest holds checks every game's tests make of the engine's
// contract, written once for all games.
package enginetest

import (
	"testing"

	"tessen/engine"
)

// Describer is a game that tells a player an answer in words.
type Describer interface {
	engine.Game
	Describe(p int, a engine.Answer) string
}

// DescribeReadsTheView plays g with random answers from seed (at most
// 1,500 of them) and checks at each decision that what g tells each player
// asked of every answer offered, and of one choosing every card (numbered
// 0 to cards()-1, as many as the game has then), is what seen(p), a game made of that player's
// view, tells them: Describe reads the game itself, so that it need not
// copy the view, and must name no card the view hides.
func DescribeReadsTheView(t *testing.T, g Describer, seed uint64, cards func() int, seen func(p int) Describer) {
	t.Helper()
	rng := engine.NewRNG(seed)
	for k := 0; !g.Over() && k < 1500; k++ {
		d := g.Pending()
		as := engine.Choices(g)
		every := engine.Answer{Verb: "choose"}
		for id := range cards() {
			every.Cards = append(every.Cards, id)
		}
		for _, p := range d.Players {
			view := seen(p)
			for _, a := range append(as, every) {
				if got, want := g.Describe(p, a), view.Describe(p, a); got != want {
					t.Fatalf("seed %d, answer %d: player %d is told %q of %v; their view says %q", seed, k, p+1, got, a, want)
				}
			}
		}
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
}
