package deck

import (
	"encoding/json"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
)

// The LCG's kind starts games of both formats from samples or lists, and
// refuses a list that breaks the format's rules, naming the rule.
func TestKindSetups(t *testing.T) {
	k, err := engine.KindOf(l5rlcg.Name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := k.Format(l5rlcg.FormatSkirmish)
	if err != nil || f.Seats(5) != nil || f.Seats(6) == nil {
		t.Fatalf("skirmish: %+v, %v", f, err)
	}
	if _, err := k.Format("melee"); err == nil || !strings.Contains(err.Error(), `"melee"`) {
		t.Fatalf("an unknown format: %v", err)
	}
	list := Format(must(Sample("lion")))
	setup, err := k.Setup(l5rlcg.FormatStronghold, []engine.DeckChoice{{Sample: "crane"}, {List: list}}, []string{"a", "b"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.New(l5rlcg.Name, setup, 1); err != nil {
		t.Fatalf("the setup does not start a game: %v", err)
	}
	var pl l5rlcg.Players
	if json.Unmarshal(setup, &pl); pl.Format != "" || len(pl.Decks) != 2 || pl.Names[1] != "b" {
		t.Fatalf("stronghold setup: %+v", pl)
	}
	_, err = k.Setup(l5rlcg.FormatSkirmish, []engine.DeckChoice{{Sample: "crane"}, {List: list, Source: "lion.txt"}}, nil)
	if err == nil || !strings.Contains(err.Error(), "lion.txt is not a legal skirmish deck") {
		t.Fatalf("a stronghold deck in skirmish: %v", err)
	}
	if _, err := k.Setup(l5rlcg.FormatStronghold, []engine.DeckChoice{{Sample: "ninja"}, {Sample: "crab"}}, nil); err == nil {
		t.Fatal("a sample nobody ships was taken")
	}
}

func must(d l5rlcg.Deck, err error) l5rlcg.Deck {
	if err != nil {
		panic(err)
	}
	return d
}
