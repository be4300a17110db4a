package cards_test

import (
	"testing"

	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// plotDecks deal every plot of the pool into decks of 7.
func plotDecks() [][]string {
	var all []string
	for _, c := range carddb.Std().All {
		if c.Type == "plot" {
			all = append(all, c.ID)
		}
	}
	var out [][]string
	for i := 0; i < len(all); i += 7 {
		d := make([]string, 0, 7)
		for k := range 7 {
			d = append(d, all[(i+k)%len(all)])
		}
		out = append(out, d)
	}
	return out
}

// drawDeck is 60 cards of a House's own and neutral cards.
func drawDeck(house string) []string {
	var d []string
	for _, c := range carddb.Std().All {
		if c.Type == "plot" || len(d) >= 60 {
			continue
		}
		if len(c.Houses) == 0 && c.HouseOnly == "" || len(c.Houses) > 0 && c.Houses[0] == house {
			for range min(3, c.Limit) {
				d = append(d, c.ID)
			}
		}
	}
	return d[:min(60, len(d))]
}

// TestRandomGamesWithEveryPlot plays random joust and melee games whose
// plot decks hold every plot, with the cards' texts, to their end, the
// state whole after every answer.
func TestRandomGamesWithEveryPlot(t *testing.T) {
	houses := []string{"stark", "lannister", "baratheon", "targaryen", "greyjoy"}
	decks := plotDecks()
	for seed := range uint64(12) {
		n := 2
		if seed%3 == 2 {
			n = 3 + int(seed%2)
		}
		var pl agot1e.Players
		for k := range n {
			h := houses[(int(seed)+k)%len(houses)]
			pl.Decks = append(pl.Decks, agot1e.Deck{House: h, Draw: drawDeck(h), Plots: decks[(int(seed)+k)%len(decks)]})
		}
		playToEnd(t, pl, seed)

	}
}
