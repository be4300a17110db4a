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
