package cards_test

import (
	"testing"

	"tessen/engine"
	. "tessen/games/agot1e"
)

// TestRaffSeesTheTopCard: while Raff the Sweetling's controller chooses
// top or bottom, his table shows him the card he looks at, and only him
// (AG-GEN-7: a deck is nobody's to see).
func TestRaffSeesTheTopCard(t *testing.T) {
	rules, _ := MakeRules(nil)
	pos := Position{Format: FormatJoust, Rules: rules, Phase: "draw", Done: map[int][]string{}, Drawn: map[int]int{},
		Seats: []SeatSpec{
			{House: "lannister", Gold: 1, InPlay: []CardSpec{{Card: "raff-the-sweetling"}}},
			{House: "stark", Deck: []CardSpec{{Card: "tyrion-lannister"}, {Card: "blank-character"}}},
		}}
	g, err := FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	answer := func(a engine.Answer) {
		t.Helper()
		if err := g.Answer(0, a); err != nil {
			t.Fatal(err)
		}
	}
	for _, o := range g.Pending().Options {
		if o.Verb == "use" {
			answer(o)
		}
	}
	answer(engine.Answer{Verb: "choose", Labels: []string{"player2"}})
	if d := g.Pending(); d == nil || d.Kind != "select" {
		t.Fatalf("expected the choice of top or bottom, got %v", d)
	}
	looked := func(p int) []string {
		var out []string
		for _, sd := range g.Table(p).(*TableView).Sides {
			for _, c := range sd.Looked {
				out = append(out, c.Title)
			}
		}
		return out
	}
	if got := looked(0); len(got) != 1 || got[0] != "Tyrion Lannister" {
		t.Errorf("Raff's controller sees %v, want [Tyrion Lannister]", got)
	}
	if got := looked(1); len(got) != 0 {
		t.Errorf("the deck's owner sees %v, want nothing", got)
	}
	answer(engine.Answer{Verb: "choose", Labels: []string{"top"}})
	if got := looked(0); len(got) != 0 {
		t.Errorf("once chosen, Raff's controller still sees %v", got)
	}
}
