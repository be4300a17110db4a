package agot1e

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tessen/engine"
)

// pregame is a joust at its first decision, the decks of ids given
// (padded with blank characters to 60), the mulligan switch as given.
func pregame(t *testing.T, rules map[string]string, draw ...string) *Game {
	t.Helper()
	d := Deck{House: "stark", Plots: []string{"blank-plot", "blank-plot", "blank-plot", "blank-plot", "blank-plot", "blank-plot", "blank-plot"}}
	d.Draw = append(d.Draw, draw...)
	for len(d.Draw) < 60 {
		d.Draw = append(d.Draw, "blank-character")
	}
	setup, _ := json.Marshal(Players{Decks: []Deck{d, d}, Rules: rules})
	g, err := engine.New(Name, setup, 11)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*Game)
}

// hand puts the named cards of p's deck into his hand in place of as
// many others, as a test arranges a draw.
func (s *State) handOf(p int, ids ...string) []int {
	n := len(s.P[p].Hand)
	for _, c := range slices.Clone(s.P[p].Hand) {
		s.move(c, p, ZDeck, false)
	}
	var out []int
	for _, want := range ids {
		i := slices.IndexFunc(s.P[p].Deck, func(c int) bool { return s.Cards[c].Def.String() == want })
		if i < 0 {
			panic("no " + want + " in the deck")
		}
		id := s.P[p].Deck[i]
		s.move(id, p, ZHand, false)
		out = append(out, id)
	}
	for len(s.P[p].Hand) < n {
		s.move(s.P[p].Deck[0], p, ZHand, false)
	}
	s.Unsettle()
	return out
}

// AG-SETUP-1 … AG-SETUP-11: seven cards each, a mulligan or keep in setup
// order, setup cards of 5 gold at most with no event and no second copy
// of a unique, revealed standing together, hands drawn back to seven.
func TestPregame(t *testing.T) {
	g := pregame(t, nil, "arya-stark", "arya-stark", "eddard-stark", "assault-of-the-kraken", "great-keep", "great-keep")
	s := g.S
	for p := range s.P {
		if len(s.P[p].Hand) != 7 {
			t.Fatalf("%s holds %d cards", s.Names[p], len(s.P[p].Hand))
		}
	}
	d := g.Pending()
	if d.Kind != "mulligan" {
		t.Fatalf("the first decision is %s", d.Kind)
	}
	first := d.Players[0]
	before := slices.Clone(s.P[first].Hand)
	if err := g.Answer(first, engine.Answer{Verb: "mulligan"}); err != nil {
		t.Fatal(err)
	}
	if len(s.P[first].Hand) != 7 || !s.P[first].Mulligan || slices.Equal(before, s.P[first].Hand) && len(s.P[first].Deck) > 7 {
		t.Errorf("a mulligan draws 7 new cards (AG-SETUP-5)")
	}
	second := g.Pending().Players[0]
	if second == first {
		t.Fatalf("the mulligan goes round: %s asked twice", s.Names[first])
	}
	if err := g.Answer(second, engine.Answer{Verb: "keep"}); err != nil {
		t.Fatal(err)
	}
	if d := g.Pending(); d.Kind != "setup" || d.Players[0] != first {
		t.Fatalf("setup is asked of the setup first player first, not %v", d)
	}
	ids := s.handOf(first, "arya-stark", "arya-stark", "eddard-stark", "assault-of-the-kraken", "great-keep", "great-keep")
	arya, arya2, ned, event, keep, keep2 := ids[0], ids[1], ids[2], ids[3], ids[4], ids[5]
	refused := map[string][]int{
		"AG-SETUP-7": {arya, arya2},       // no second copy of a unique
		"event":      {event},             // no events
		"AG-SETUP-6": {arya, ned, keep},   // 2 + 4 + 0: over 5 gold
		"AG-SETUP-8": {keep, keep2, arya}, // two Limited cards
	}
	for why, cards := range refused {
		h := g.Hash()
		err := g.Answer(first, engine.Answer{Verb: "setup", Cards: cards})
		if err == nil || !strings.Contains(err.Error(), strings.TrimPrefix(why, "event")) && why != "event" {
			t.Errorf("setup %s: %v", why, err)
		}
		if g.Hash() != h {
			t.Errorf("a refused setup (%s) changed the game", why)
		}
	}
	if err := g.Answer(first, engine.Answer{Verb: "setup", Cards: []int{arya, keep}}); err != nil {
		t.Fatal(err)
	}
	if err := g.Answer(second, engine.Answer{Verb: "setup"}); err != nil {
		t.Fatal(err)
	}
	if s.Cards[arya].Zone != ZPlay || s.Cards[arya].Kneeling || s.Cards[keep].Zone != ZPlay {
		t.Errorf("setup cards enter play standing (AG-SETUP-9)")
	}
	for p := range s.P {
		if len(s.P[p].Hand) != 7 {
			t.Errorf("%s holds %d cards after setup, not 7 (AG-SETUP-11)", s.Names[p], len(s.P[p].Hand))
		}
		if s.P[p].Gold != 0 || s.TotalPower(p) != 0 {
			t.Errorf("%s starts with gold or power (AG-SETUP-12)", s.Names[p])
		}
	}
	if len(s.Gates) != 0 {
		t.Errorf("setup opened triggers: %v (AG-SETUP-10)", s.Gates)
	}
	if s.Round != 1 || s.Phase != "plot" {
		t.Errorf("after setup: round %d, %s phase", s.Round, s.Phase)
	}
}

// With the mulligan switch off, nobody is asked.
func TestNoMulliganSwitch(t *testing.T) {
	g := pregame(t, map[string]string{"AG-SETUP-5": "none"})
	if d := g.Pending(); d.Kind != "setup" {
		t.Fatalf("first decision %s", d.Kind)
	}
}

// An unknown switch or value is refused, naming it.
func TestBadSwitches(t *testing.T) {
	for _, bad := range []map[string]string{{"AG-NOPE-1": "x"}, {"AG-DOM-2": "sometimes"}} {
		if _, err := MakeRules(bad); err == nil {
			t.Errorf("%v taken", bad)
		}
	}
}
