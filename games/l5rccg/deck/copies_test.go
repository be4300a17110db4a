package deck_test

import (
	"strings"
	"testing"

	"tessen/games/l5rccg/deck"

	_ "tessen/games/l5rccg/cards" // the cards' own word on copies
)

// A card that says how many copies a deck may hold overrides the three
// of LE-DECK-2: ten Hida's Avalanche are legal, eleven are not.
func TestCardsOwnCopyLimit(t *testing.T) {
	d, err := deck.Sample("crab")
	if err != nil {
		t.Fatal(err)
	}
	d.Fate = append([]string(nil), d.Fate...)
	for range 10 {
		d.Fate = append(d.Fate, "hidas-avalanche")
	}
	if p := deck.Check(d); len(p) > 0 {
		t.Errorf("ten Hida's Avalanche: %v", p)
	}
	d.Fate = append(d.Fate, "hidas-avalanche")
	found := false
	for _, p := range deck.Check(d) {
		found = found || p.Rule == "LE-DECK-2" && strings.Contains(p.Text, "11 copies of Hida's Avalanche; at most 10")
	}
	if !found {
		t.Errorf("eleven Hida's Avalanche pass: %v", deck.Check(d))
	}
}

// A Stronghold's word on the deck: Depths of the Shinomen allows four
// copies of a non-Unique Ratling card (three with another Stronghold);
// The Khol Wall does not count Regions towards the minimum of 40
// (LE-DECK-1, LE-DECK-2, LE-CARDINAL-1).
func TestStrongholdsWordOnTheDeck(t *testing.T) {
	base, err := deck.Sample("crab")
	if err != nil {
		t.Fatal(err)
	}
	has := func(d deckProblems, rule, text string) bool {
		for _, p := range d {
			if p.Rule == rule && strings.Contains(p.Text, text) {
				return true
			}
		}
		return false
	}
	d := base
	d.Sensei = ""
	d.Dynasty = append(append([]string(nil), base.Dynasty...), "poree-rep", "poree-rep", "poree-rep", "poree-rep")
	d.Stronghold = "depths-of-the-shinomen"
	if p := deck.Check(d); has(p, "LE-DECK-2", "Por'ee-rep") {
		t.Errorf("four Por'ee-rep with the Depths of the Shinomen: %v", p)
	}
	d.Stronghold = "kyuden-toketsu"
	if p := deck.Check(d); !has(p, "LE-DECK-2", "4 copies of Por'ee-rep; at most 3") {
		t.Errorf("four Por'ee-rep with another Stronghold pass: %v", p)
	}
	d = base
	d.Sensei = ""
	d.Dynasty = append(append([]string(nil), base.Dynasty[:39]...), "farmlands", "utaku-meadows")
	d.Stronghold = "the-khol-wall"
	if p := deck.Check(d); !has(p, "LE-DECK-1", "Dynasty deck has 39 cards that count") {
		t.Errorf("39 cards and two Regions with the Khol Wall pass: %v", p)
	}
	d.Stronghold = "kyuden-toketsu"
	if p := deck.Check(d); has(p, "LE-DECK-1", "Dynasty deck") {
		t.Errorf("41 cards with two Regions, another Stronghold: %v", p)
	}
}

type deckProblems = []deck.Problem
