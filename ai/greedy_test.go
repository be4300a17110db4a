package ai_test

import (
	"fmt"
	"slices"
	"testing"

	"tessen/ai"
	"tessen/engine"
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

// treeGame is a game of one player's choices down a tree of named
// positions, each scored as given; a position with no choices hands the
// turn to the other player, and one named in over ends the game.
type treeGame struct {
	at      string
	choices map[string][]string
	scores  map[string]float64
	turn    map[string]int // who answers at a position (default 0)
}

func (g *treeGame) Pending() *engine.Decision {
	var opts []engine.Answer
	for _, c := range g.choices[g.at] {
		opts = append(opts, engine.Answer{Verb: c})
	}
	if opts == nil {
		opts = []engine.Answer{engine.Pass}
	}
	return &engine.Decision{Players: []int{g.turn[g.at]}, Kind: "choose", Options: opts}
}

func (g *treeGame) Answer(p int, a engine.Answer) error {
	if p != g.turn[g.at] || !slices.Contains(g.choices[g.at], a.Verb) {
		return fmt.Errorf("not offered: %s", a.Verb)
	}
	g.at = a.Verb
	return nil
}

func (g *treeGame) View(int) any        { return g.at }
func (g *treeGame) Clone() engine.Game  { c := *g; return &c }
func (g *treeGame) Hash() uint64        { return 0 }
func (g *treeGame) Over() bool          { return false }
func (g *treeGame) Winner() int         { return -1 }
func (g *treeGame) Score(p int) float64 { return g.scores[g.at] }

// Greedy sees through its own next decisions: "use" opens a choice of
// target that scores no better than passing at first sight, and whose
// every outcome is worse (a card of one's own the only target), while a
// choice that hands the turn on is scored as it stands.
func TestGreedyLooksThroughItsOwnFollowUps(t *testing.T) {
	g := &treeGame{
		at:      "start",
		choices: map[string][]string{"start": {"use", "pass"}, "use": {"own-1", "own-2"}},
		scores:  map[string]float64{"own-1": -5, "own-2": -3},
		turn:    map[string]int{"pass": 1},
	}
	for seed := range uint64(20) {
		if a := ai.NewGreedy(seed).Choose(g, 0); a.Verb != "pass" {
			t.Fatalf("seed %d: greedy chose %s, which can only end in a loss of 3", seed, a.Verb)
		}
	}
	g.scores["own-2"] = 2 // now the follow-up gains
	for seed := range uint64(20) {
		if a := ai.NewGreedy(seed).Choose(g, 0); a.Verb != "use" {
			t.Fatalf("seed %d: greedy chose %s, missing a gain of 2 one decision further", seed, a.Verb)
		}
	}
	g.turn["use"] = 1 // the follow-up is the opponent's: greedy does not answer for them
	g.scores["use"], g.scores["pass"] = -1, 0
	for seed := range uint64(20) {
		if a := ai.NewGreedy(seed).Choose(g, 0); a.Verb != "pass" {
			t.Fatalf("seed %d: greedy chose %s, counting on the opponent's choice", seed, a.Verb)
		}
	}
}
