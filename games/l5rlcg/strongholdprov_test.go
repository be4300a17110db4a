package l5rlcg_test

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// RR "Setup" 5 and Public Forum's "cannot be a stronghold province": a
// province whose text forbids it is not offered to go under the
// stronghold; the others are.
func TestProvinceThatCannotBeTheStrongholdProvince(t *testing.T) {
	decks := []l5rlcg.Deck{coreDeck("crane"), coreDeck("lion")}
	for i := range decks {
		for j, id := range decks[i].Provinces {
			if c, ok := carddb.Std().Get(id); ok && c.Elements[0] == "earth" {
				decks[i].Provinces[j] = "public-forum"
			}
		}
	}
	setup, _ := json.Marshal(l5rlcg.Players{Decks: decks})
	eg, err := engine.New(l5rlcg.Name, setup, 7)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*l5rlcg.Game)
	for g.Pending().Kind == "stronghold-province" {
		d := g.Pending()
		p := d.Players[0]
		forum := findCard(g.S, "public-forum")
		for _, id := range g.S.P[p].Prov {
			if g.S.Card(id).Def.String() == "public-forum" {
				forum = id
			}
		}
		if len(d.Options) != 4 {
			t.Fatalf("%d provinces offered, want the 4 that may be the stronghold province", len(d.Options))
		}
		for _, o := range d.Options {
			if o.Cards[0] == forum {
				t.Fatal("Public Forum is offered as the stronghold province")
			}
		}
		if err := g.Answer(p, engine.Answer{Verb: "choose", Cards: []int{forum}}); err == nil {
			t.Fatal("Public Forum was accepted as the stronghold province")
		}
		if err := g.Answer(p, d.Options[0]); err != nil {
			t.Fatal(err)
		}
	}
}
