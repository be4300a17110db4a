package ai_test

import (
	"encoding/json"
	"testing"

	"tessen/ai"
	"tessen/engine"
	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/cards"
	"tessen/games/l5rlcg/deck"
)

// Two random bots finish a game from setup, every answer accepted.
func TestRandomBotsFinishAGame(t *testing.T) {
	a, _ := deck.Sample("crab")
	b, _ := deck.Sample("phoenix")
	setup, _ := json.Marshal(l5rlcg.Players{Decks: []l5rlcg.Deck{a, b}})
	g, err := engine.New(l5rlcg.Name, setup, 5)
	if err != nil {
		t.Fatal(err)
	}
	bots := []ai.Bot{ai.NewRandom(1), ai.NewRandom(2)}
	for i := 0; !g.Over(); i++ {
		if i > 20000 {
			t.Fatal("no winner after 20000 answers")
		}
		d := g.Pending()
		p := d.Players[0]
		if err := g.Answer(p, bots[p].Choose(g, p)); err != nil {
			t.Fatalf("answer %d to %s refused: %v", i, d.Kind, err)
		}
	}
}

// forfeitGame is a treeGame whose "concede" answers forfeit the game.
type forfeitGame struct{ treeGame }

func (g *forfeitGame) Forfeits(p int, a engine.Answer) bool { return a.Verb == "concede" }
func (g *forfeitGame) Clone() engine.Game                   { c := *g; return &c }

// The random bot never gives an answer that forfeits the game while it
// has another, and gives it when it is the only one.
func TestRandomDoesNotForfeit(t *testing.T) {
	g := &forfeitGame{treeGame{at: "start", choices: map[string][]string{"start": {"concede", "pass"}, "pass": {"concede"}}}}
	for seed := range uint64(40) {
		if a := ai.NewRandom(seed).Choose(g, 0); a.Verb != "pass" {
			t.Fatalf("seed %d: random chose %s", seed, a.Verb)
		}
	}
	g.at = "pass"
	if a := ai.NewRandom(1).Choose(g, 0); a.Verb != "concede" {
		t.Fatalf("random chose %s, its only answer being concede", a.Verb)
	}
}
