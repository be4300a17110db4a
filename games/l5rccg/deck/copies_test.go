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
		found = found || p.Rule == "LE-DECK-2" && strings.Contains(p.Text, "11 copies of hidas-avalanche; at most 10")
	}
	if !found {
		t.Errorf("eleven Hida's Avalanche pass: %v", deck.Check(d))
	}
}
