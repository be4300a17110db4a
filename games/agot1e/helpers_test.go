package agot1e

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// testDeck is a deck of a House's own and neutral cards, 3 of each title
// (fewer where its limit says so) to 60, and 7 plots, for the package's
// own tests (the sample decks' package imports this one).
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

// randomGame is a game of the Houses' test decks, at its first decision.
func randomGame(t testing.TB, houses []string, seed uint64) engine.Game {
	t.Helper()
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
