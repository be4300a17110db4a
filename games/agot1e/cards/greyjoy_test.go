package cards

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// greyjoyDeck is a House Greyjoy deck of every Greyjoy card of the pool
// (2 of each, Myrcella Lannister out of House), neutral cards to 60, and
// the first 7 plots.
func greyjoyDeck() agot1e.Deck {
	d := agot1e.Deck{House: "greyjoy"}
	add := func(c *carddb.Def) {
		for range min(2, c.Limit) {
			if len(d.Draw) < 60 {
				d.Draw = append(d.Draw, c.ID)
			}
		}
	}
	for _, c := range carddb.Std().All {
		switch {
		case c.Type == "plot":
			if len(d.Plots) < 7 && len(c.Houses) == 0 {
				d.Plots = append(d.Plots, c.ID)
			}
		case len(c.Houses) > 0 && c.Houses[0] == "greyjoy", c.ID == "myrcella-lannister":
			add(c)
		}
	}
	for _, c := range carddb.Std().All {
		if c.Type != "plot" && len(c.Houses) == 0 && c.HouseOnly == "" {
			add(c)
		}
	}
	return d
}

// Random games of Greyjoy decks against each other (joust) and in a
// melee end without a refused answer or a broken state: every card of
// the share is offered and used at random.
func TestGreyjoyRandomGames(t *testing.T) {
	for seed := range uint64(16) {
		n := 2 + int(seed%2)*2
		pl := agot1e.Players{}
		if n > 2 {
			pl.Format = agot1e.FormatMelee
		}
		for range n {
			pl.Decks = append(pl.Decks, greyjoyDeck())
		}
		setup, _ := json.Marshal(pl)
		g, err := engine.New(agot1e.Name, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed + 7)
		for k := 0; !g.Over(); k++ {
			if k > 30000 {
				t.Fatalf("seed %d: no end after %d answers", seed, k)
			}
			d := g.Pending()
			as := engine.Choices(g)
			if len(as) == 0 {
				t.Fatalf("seed %d: decision %s with no choices (open %v)", seed, d.Kind, d.Open)
			}
			a := as[rng.Intn(len(as))]
			if err := g.Answer(d.AnswererFor(d.Players[0]), a); err != nil {
				t.Fatalf("seed %d: %s refused: %v", seed, a, err)
			}
			if err := g.(*agot1e.Game).S.CheckInvariants(); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, a, err)
			}
		}
	}
}
