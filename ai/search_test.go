package ai_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"tessen/ai"
	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
)

// starterGame is a game between two starter decks, played at random to
// its first decision after `moves` answers.
func starterGame(t testing.TB, a, b string, seed uint64, moves int) *l5rlcg.Game {
	t.Helper()
	da, _ := deck.Sample(a)
	db, _ := deck.Sample(b)
	setup, _ := json.Marshal(l5rlcg.Players{Decks: []l5rlcg.Deck{da, db}})
	g, err := engine.New(l5rlcg.Name, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := ai.NewRandom(seed)
	for i := 0; i < moves && !g.Over(); i++ {
		p := g.Pending().Players[0]
		if err := g.Answer(p, r.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	return g.(*l5rlcg.Game)
}

// The search reads only what its player may know: in two games that
// differ only in cards the player cannot see, it rates every answer the
// same (same seed, same playouts).
func TestSearchDoesNotPeek(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 20 && tried < 3; seed++ {
		g := starterGame(t, "crane", "lion", seed, 60+int(seed)*7)
		if g.Over() || len(g.Answers()) < 2 {
			continue
		}
		tried++
		p := g.Pending().Players[0]
		other := g.Determinize(p, seed+1000).(*l5rlcg.Game)
		if other.Hash() == g.Hash() {
			t.Fatal("the other game hides nothing different")
		}
		rate := func(g *l5rlcg.Game) string {
			s := ai.NewSearch(seed)
			s.Playouts, s.Budget = 60, 0
			return fmt.Sprint(s.Analyse(g, p))
		}
		if a, b := rate(g), rate(other); a != b {
			t.Fatalf("seed %d: the ratings depend on hidden cards:\n%s\n%s", seed, a, b)
		}
	}
	if tried == 0 {
		t.Fatal("no decision with a choice was found")
	}
}

// Every answer of a searched decision is rated: its one-ply score counts
// as Prior playouts, and each playout after the first (which scores the
// answers) goes down one of them.
func TestSearchRatesEveryAnswer(t *testing.T) {
	g := starterGame(t, "dragon", "crab", 4, 90)
	p := g.Pending().Players[0]
	s := ai.NewSearch(1)
	s.Playouts, s.Budget = 80, 0
	rs := s.Analyse(g, p)
	if len(rs) != len(g.Answers()) || len(rs) < 2 {
		t.Fatalf("%d ratings for %d answers", len(rs), len(g.Answers()))
	}
	total := 0.0
	for i, r := range rs {
		total += r.Visits
		if r.Visits < s.Prior || r.Value < 0 || r.Value > 1 {
			t.Fatalf("rating %+v: too few visits or a value out of [0, 1]", r)
		}
		if i > 0 && r.Visits > rs[i-1].Visits {
			t.Fatal("ratings are not in order of visits")
		}
	}
	if want := s.Prior*float64(len(rs)) + float64(s.Playouts-1); total != want {
		t.Fatalf("visits add up to %v, not %v", total, want)
	}
}

// A search bot with a small budget plays a whole game against greedy.
func TestSearchFinishesAGame(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole searched game")
	}
	g := starterGame(t, "scorpion", "unicorn", 2, 0)
	s := ai.NewSearch(3)
	s.Playouts, s.Budget = 20, 0
	bots := []ai.Bot{s, ai.NewGreedy(4)}
	for i := 0; !g.Over(); i++ {
		if i > 20000 {
			t.Fatal("no winner after 20000 answers")
		}
		p := g.Pending().Players[0]
		if err := g.Answer(p, bots[p].Choose(g, p)); err != nil {
			t.Fatalf("answer %d refused: %v", i, err)
		}
	}
}

// At a secret choice asked of both players at once (the honor bid), each
// player's search rates its own answers.
func TestSearchRatesABidForEitherPlayer(t *testing.T) {
	g := starterGame(t, "crane", "lion", 6, 0)
	r := ai.NewRandom(1)
	for !g.Over() && g.Pending().Kind != "bid" {
		p := g.Pending().Players[0]
		if err := g.Answer(p, r.Choose(g, p)); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() || len(g.Pending().Players) != 2 {
		t.Fatal("no bid asked of both players")
	}
	for _, p := range g.Pending().Players {
		s := ai.NewSearch(2)
		s.Playouts, s.Budget = 40, 0
		rs := s.Analyse(g, p)
		if len(rs) != 5 || rs[0].Visits <= s.Prior {
			t.Fatalf("player %d's bids were not searched: %+v", p, rs)
		}
	}
}
