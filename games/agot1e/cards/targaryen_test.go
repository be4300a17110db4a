package cards_test

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/deck"
)

// targaryenShare is every House Targaryen card (and Summer Sea), three of
// each to a deck, so that random games use them all.
var targaryenShare = []string{"aegons-blade", "blood-of-the-dragon", "bones-of-a-child", "brown-ben-plumm",
	"captain-groleo", "daario-naharis", "daenerys-targaryen", "danys-handmaiden", "dothraki-honor-guard", "drogon",
	"eastern-fiefdoms", "flame-kissed", "forever-burning", "great-pyramid", "illyrios-man", "jhogo", "khal-drogo",
	"khal-drogos-tent", "lady-daeneryss-chambers", "pentoshi-guildmaster", "poisoned-wine", "qartheen-fanatic",
	"quaithe-of-the-shadow", "rhaegal", "strong-belwas", "summer-sea", "temple-of-the-graces", "the-titans-bastard",
	"viserion", "viserys-targaryen-core", "viserys-targaryen-kotse", "warlocks-servitors", "xaro-xoan-daxos",
	"xaros-home"}

func shareDeck(t testing.TB) agot1e.Deck {
	d, err := deck.Sample("targaryen")
	if err != nil {
		t.Fatal(err)
	}
	d.Draw = nil
	for len(d.Draw) < 60 {
		for _, id := range targaryenShare {
			d.Draw = append(d.Draw, id)
		}
	}
	return d
}

// Random games with the Targaryen cards end, every answer the game offers
// is taken, and the state stays whole after each.
func TestTargaryenRandomGames(t *testing.T) {
	others := []string{"stark", "lannister", "baratheon", "greyjoy"}
	for seed := range uint64(24) {
		var pl agot1e.Players
		pl.Decks = append(pl.Decks, shareDeck(t))
		opp, err := deck.Sample(others[seed%4])
		if err != nil {
			t.Fatal(err)
		}
		pl.Decks = append(pl.Decks, opp)
		if seed%3 == 2 {
			sample, _ := deck.Sample("targaryen")
			pl.Decks = append(pl.Decks, sample)
		}
		setup, _ := json.Marshal(pl)
		g, err := engine.New(agot1e.Name, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed + 7)
		for n := 0; !g.Over(); n++ {
			if n > 30000 {
				t.Fatalf("seed %d: no end after %d answers", seed, n)
			}
			d := g.Pending()
			as := engine.Choices(g)
			if len(as) == 0 {
				t.Fatalf("seed %d: decision %s with no choices (open %v)", seed, d.Kind, d.Open)
			}
			a := as[rng.Intn(len(as))]
			if err := g.Answer(d.AnswererFor(d.Players[0]), a); err != nil {
				t.Fatalf("seed %d: %v (%+v)", seed, err, a)
			}
			if err := g.(*agot1e.Game).S.CheckInvariants(); err != nil {
				t.Fatalf("seed %d, answer %d (%+v): %v", seed, n, a, err)
			}
		}
	}
}
