package cards_test

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// houseDeck is a deck of a House's cards with text first, from the
// skip-th of the card data on, then its other cards and neutral ones, 3
// of each title (its limit, if lower) to 60, and the first 7 plots.
func houseDeck(house string, skip int) agot1e.Deck {
	d := agot1e.Deck{House: house}
	add := func(c *carddb.Def) {
		for range min(3, c.Limit) {
			if len(d.Draw) < 60 {
				d.Draw = append(d.Draw, c.ID)
			}
		}
	}
	all := carddb.Std().All
	skip %= len(all)
	all = append(all[skip:len(all):len(all)], all[:skip]...)
	for _, pass := range []int{0, 1} {
		for _, c := range all {
			ours := len(c.Houses) > 0 && (c.Houses[0] == house || len(c.Houses) > 1 && c.Houses[1] == house)
			switch {
			case c.Type == "plot":
				if pass == 0 && len(d.Plots) < 7 && (len(c.Houses) == 0 || c.Houses[0] == house) {
					d.Plots = append(d.Plots, c.ID)
				}
			case pass == 0 && ours && agot1e.TextOf(c.ID) != nil:
				add(c)
			case pass == 1 && (ours && agot1e.TextOf(c.ID) == nil || len(c.Houses) == 0 && c.HouseOnly == ""):
				add(c)
			}
		}
	}
	return d
}

// TestRandomGamesWithTheCards plays random games of decks made of each
// House's cards with text, jousts and melees, checking the state whole
// after every answer; every third asks every ability whatever its needs
// and fails on one usable though they were unmet (engine.VerifyNeeds).
func TestRandomGamesWithTheCards(t *testing.T) {
	n := uint64(60)
	if testing.Short() {
		n = 15
	}
	all := []string{"stark", "lannister", "baratheon", "targaryen", "greyjoy"}
	defer func() { engine.VerifyNeeds = false; agot1e.VerifySteps(false) }()
	for seed := range n {
		engine.VerifyNeeds = seed%3 == 0
		agot1e.VerifySteps(seed%3 == 0) // each step that says it changed nothing the state checks read
		houses := []string{all[seed%5], all[(seed+1)%5]}
		if seed%3 == 2 {
			houses = append(houses, all[(seed+3)%5])
		}
		var pl agot1e.Players
		for _, h := range houses {
			pl.Decks = append(pl.Decks, houseDeck(h, int(seed)*37+len(pl.Decks)*101))
		}
		playToEnd(t, pl, seed)

	}
}

// playToEnd plays a game of the setup to its end with random answers
// among the game's suggestions, checking the state whole after every
// answer.
func playToEnd(t *testing.T, pl agot1e.Players, seed uint64) {
	t.Helper()
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
			t.Fatalf("seed %d: decision %s (%s) with no choices", seed, d.Kind, d.Prompt)
		}
		a := as[rng.Intn(len(as))]
		if err := g.Answer(d.AnswererFor(d.Players[0]), a); err != nil {
			t.Fatalf("seed %d: %v answering %s: %v", seed, a, d.Kind, err)
		}
		if err := g.(*agot1e.Game).S.CheckInvariants(); err != nil {
			t.Fatalf("seed %d after %v: %v", seed, a, err)
		}
	}
}
