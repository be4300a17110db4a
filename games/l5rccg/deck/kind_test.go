package deck

import (
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rccg"
)

// The CCG's kind starts Lotus games from samples or lists, and refuses a
// broken list, naming the rule.
func TestKindSetups(t *testing.T) {
	k, err := engine.KindOf(l5rccg.Name)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := k.Format(l5rccg.FormatLotus); err != nil || f.Seats(2) != nil || f.Seats(1) == nil {
		t.Fatalf("lotus: %+v, %v", f, err)
	}
	b, err := samples.ReadFile("samples/crab.txt")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.Setup(l5rccg.FormatLotus, []engine.DeckChoice{{Sample: "crane"}, {List: string(b)}}, nil); err != nil {
		t.Fatal(err)
	}
	short := strings.Join(strings.Split(string(b), "\n")[:6], "\n")
	_, err = k.Setup(l5rccg.FormatLotus, []engine.DeckChoice{{Sample: "crane"}, {List: short, Source: "mine.txt"}}, nil)
	if err == nil || !strings.Contains(err.Error(), "mine.txt") {
		t.Fatalf("a short deck: %v", err)
	}
}

// A New Era table takes the format's decks only (NE-DECK-1): its sample
// decks, and a deck list that is one; the Lotus sample list, with its
// Sensei, is refused for what it breaks, and taken by a Lotus table.
func TestNewEraKindSetups(t *testing.T) {
	k, err := engine.KindOf(l5rccg.Name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.Setup(l5rccg.FormatNewEra, []engine.DeckChoice{{Sample: "crane"}, {Sample: "crab"}}, nil); err != nil {
		t.Fatal(err)
	}
	b, err := samples.ReadFile("samples/crab.txt")
	if err != nil {
		t.Fatal(err)
	}
	_, err = k.Setup(l5rccg.FormatNewEra, []engine.DeckChoice{{Sample: "crane"}, {List: string(b), Source: "crab.txt"}}, nil)
	if err == nil || !strings.Contains(err.Error(), "no Sensei nor Wind") {
		t.Fatalf("the Lotus crab deck at a New Era table: %v", err)
	}
	if _, err := k.Setup(l5rccg.FormatLotus, []engine.DeckChoice{{Sample: "crane"}, {List: string(b)}}, nil); err != nil {
		t.Fatal(err)
	}
}
