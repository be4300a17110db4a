package engine

import (
	"strings"
	"testing"
)

// A declaration of parts (labels, then cards parted by Sep, then cards
// each with a label) composes to the answer its game reads, decomposes
// back, and a pick outside a part is refused naming the part.
func TestComposeAndDecompose(t *testing.T) {
	parts := []Part{
		{Verb: "declare", Kind: PartLabel, Name: "type", Labels: []string{"military", "political"}},
		{Verb: "declare", Kind: PartLabel, Name: "ring", Labels: []string{"air", "fire"}},
		{Verb: "declare", Kind: PartCards, Name: "attackers", Cards: []int{4, 5, 6}, Min: 1, Max: 3},
		{Verb: "declare", Kind: PartCards, Name: "evaded", Cards: []int{9}, Max: 1},
		{Verb: "assign", Kind: PartEach, Name: "units", Cards: []int{4, 5}, Labels: []string{"1", "2"}, Max: 2},
	}
	for _, c := range []struct {
		verb  string
		picks []Pick
		want  Answer
	}{
		{"declare", []Pick{{Label: "fire"}, {Label: "air"}, {Cards: []int{6, 4}}, {}}, Answer{}},
		{"declare", []Pick{{Label: "political"}, {Label: "air"}, {Cards: []int{6, 4}}, {}}, Answer{Verb: "declare", Labels: []string{"political", "air"}, Cards: []int{6, 4}}},
		{"declare", []Pick{{Label: "military"}, {Label: "fire"}, {Cards: []int{5}}, {Cards: []int{9}}}, Answer{Verb: "declare", Labels: []string{"military", "fire"}, Cards: []int{5, Sep, 9}}},
		{"assign", []Pick{{Cards: []int{5, 4}, Labels: []string{"2", "1"}}}, Answer{Verb: "assign", Labels: []string{"2", "1"}, Cards: []int{5, 4}}},
		{"assign", []Pick{{}}, Answer{Verb: "assign"}},
	} {
		got, err := Compose(parts, c.verb, c.picks)
		if c.want.Verb == "" {
			if err == nil || !strings.Contains(err.Error(), "type") {
				t.Fatalf("%v composed %v; want a refusal naming the type", c.picks, got)
			}
			continue
		}
		if err != nil || !got.Equal(c.want) {
			t.Fatalf("%v composed %v (%v), want %v", c.picks, got, err, c.want)
		}
		if _, err := Decompose(parts, got); err != nil {
			t.Fatalf("%v does not decompose: %v", got, err)
		}
	}
	for _, bad := range []Answer{
		{Verb: "declare", Labels: []string{"military", "air"}},                          // no attacker
		{Verb: "declare", Labels: []string{"military", "air"}, Cards: []int{4, 4}},      // twice
		{Verb: "declare", Labels: []string{"military", "air", "x"}, Cards: []int{4}},    // a label too many
		{Verb: "assign", Labels: []string{"3"}, Cards: []int{4}},                        // no such battlefield
		{Verb: "declare", Labels: []string{"military", "air"}, Cards: []int{4, Sep, 5}}, // 5 cannot be evaded
	} {
		if _, err := Decompose(parts, bad); err == nil {
			t.Fatalf("%v decomposed", bad)
		}
	}
}

// A listing made with Offer has room for the window's Pass, so asking
// copies nothing.
func TestOfferLeavesRoomForThePass(t *testing.T) {
	var offers []Answer
	offers = Offer(offers, Answer{Verb: "play", Cards: One(3)})
	if len(offers) != 1 || cap(offers) < 2 || offers[0].Verb != "play" {
		t.Fatalf("offers %v with room for %d", offers, cap(offers))
	}
	options := append(offers, Pass)
	if &options[0] != &offers[0] {
		t.Fatal("adding the Pass copied the listing")
	}
}
