package deck

import (
	"encoding/json"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
)

// The game's kind: joust for two, melee for three to six, a House's
// sample deck or a list for each seat; the setup is agot1e.Players.
func TestKindSetups(t *testing.T) {
	k, err := engine.KindOf(agot1e.Name)
	if err != nil {
		t.Fatal(err)
	}
	if k.Label != "AGoT 1e" {
		t.Errorf("label %q", k.Label)
	}
	if f, err := k.Format(""); err != nil || f.Name != agot1e.FormatJoust || f.Seats(2) != nil || f.Seats(3) == nil {
		t.Fatalf("joust: %+v, %v", f, err)
	}
	if f, err := k.Format(agot1e.FormatMelee); err != nil || f.Seats(2) == nil || f.Seats(3) != nil || f.Seats(6) != nil || f.Seats(7) == nil ||
		len(f.Samples) != 5 {
		t.Fatalf("melee: %+v, %v", f, err)
	}
	b, err := samples.ReadFile("samples/greyjoy.txt")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := k.Setup(agot1e.FormatMelee, []engine.DeckChoice{{Sample: "stark"}, {List: string(b)}, {Sample: "targaryen"}}, []string{"Ned", "Asha", "Dany"})
	if err != nil {
		t.Fatal(err)
	}
	var p agot1e.Players
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatal(err)
	}
	if p.Format != agot1e.FormatMelee || len(p.Names) != 3 || p.Names[1] != "Asha" || len(p.Decks) != 3 ||
		p.Decks[0].House != "stark" || p.Decks[1].House != "greyjoy" || len(p.Decks[1].Plots) != 7 || p.Decks[2].Name != "targaryen" {
		t.Fatalf("setup: %s", raw)
	}
}

// A seat's deck that will not do is refused at once (Kind.Deck) and by
// Setup, with no setup made: a list that does not read, in one error a
// broken line, its source named; a list that reads and breaks rules, the
// rules named; a House without a sample.
func TestKindRefusesBadDecks(t *testing.T) {
	k, _ := engine.KindOf(agot1e.Name)
	b, _ := samples.ReadFile("samples/stark.txt")
	short := strings.Join(strings.Split(string(b), "\n")[:12], "\n")
	for _, c := range []struct {
		choice engine.DeckChoice
		want   string
	}{
		{engine.DeckChoice{List: "Stark\n3 Winterfel Castle\n", Source: "mine.txt"}, `mine.txt: line 2: unknown card "Winterfel Castle" (not a card of the Core Set or Kings of the Sea)`},
		{engine.DeckChoice{List: short, Source: "short.txt"}, "short.txt is not a legal Joust deck: AG-DECK-1: the draw deck has 12 cards; it needs at least 60; AG-DECK-1: the plot deck has 0 plots"},
		{engine.DeckChoice{Sample: "martell"}, `no sample deck for "martell"`},
	} {
		err := k.Deck(agot1e.FormatJoust, c.choice)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: %v; want %q, one line", c.choice, err, c.want)
		}
		raw, err := k.Setup(agot1e.FormatJoust, []engine.DeckChoice{{Sample: "stark"}, c.choice}, nil)
		if err == nil || raw != nil {
			t.Errorf("%+v: Setup gave %s, %v", c.choice, raw, err)
		}
	}
}
