package agot1e

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// testDeck is a deck of a House's own and neutral cards, 3 of each title
// (1 of a Limit 1 card) to 60, and the first 7 plots, for the tests
// before the sample decks.
func testDeck(house string) Deck {
	d := Deck{House: house}
	for _, c := range carddb.Std().All {
		switch {
		case c.Type == "plot":
			if len(d.Plots) < 7 && (len(c.Houses) == 0 || c.Houses[0] == house) {
				d.Plots = append(d.Plots, c.ID)
			}
		case len(d.Draw) >= 60:
		case len(c.Houses) == 0 && c.HouseOnly == "" || len(c.Houses) > 0 && c.Houses[0] == house:
			for range min(3, c.Limit) {
				d.Draw = append(d.Draw, c.ID)
			}
		}
	}
	return d
}

func randomGame(t testing.TB, houses []string, seed uint64) engine.Game {
	var pl Players
	for _, h := range houses {
		pl.Decks = append(pl.Decks, testDeck(h))
	}
	setup, _ := json.Marshal(pl)
	g, err := engine.New(Name, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestRandomGamesEnd(t *testing.T) {
	for seed := range uint64(20) {
		houses := []string{"stark", "lannister"}
		if seed%2 == 1 {
			houses = []string{"stark", "lannister", "baratheon", "targaryen"}
		}
		g := randomGame(t, houses, seed)
		rng := engine.NewRNG(seed + 100)
		for n := 0; !g.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end after %d answers\n%s", seed, n, g.(*Game).Board(-1))
			}
			d := g.Pending()
			as := engine.Choices(g)
			if len(as) == 0 {
				t.Fatalf("seed %d: decision %s with no choices (open %v)", seed, d.Kind, d.Open)
			}
			a := as[rng.Intn(len(as))]
			if err := g.Answer(d.AnswererFor(d.Players[0]), a); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		t.Logf("seed %d: %s wins (%s) in round %d", seed, PlayerLabel(g.Winner()), g.(*Game).Ending(), g.(*Game).S.Round)
	}
}
