package deck

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
	_ "tessen/games/l5rlcg/cards"
)

var update = flag.Bool("update", false, "rewrite the sample decks from the cards tessen implements")

// The shipped sample decks are legal and use only fully enforced cards.
func TestSampleDecks(t *testing.T) {
	for _, clan := range Clans {
		checkSample(t, clan, func() (l5rlcg.Deck, error) {
			return Build(clan, func(c *carddb.Def) bool { return c.Pack == "01" && PlaysInFull(c) })
		})
	}
}

// The card pool's sample decks, one a clan around its role, are legal,
// use only fully enforced cards, and mostly cards beyond the Core Set.
func TestPoolSampleDecks(t *testing.T) {
	for _, name := range PoolSamples {
		d := checkSample(t, name, func() (l5rlcg.Deck, error) {
			clan, role := poolRecipe(name)
			return BuildWithRole(name, clan, role, PlaysInFull)
		})
		cards := append(append(append([]string{d.Stronghold}, d.Provinces...), d.Dynasty...), d.Conflict...)
		later := 0
		for _, id := range cards {
			if c, _ := carddb.Std().Get(id); c.Pack != "01" {
				later++
			}
		}
		if d.Role == "" || later*2 < len(cards) {
			t.Errorf("%s: role %q, %d of its %d cards from after the Core Set; want a role and most", name, d.Role, later, len(cards))
		}
	}
}

// checkSample reads a shipped sample (with -update, builds and writes it
// first) and checks it is legal and plays in full.
func checkSample(t *testing.T, name string, build func() (l5rlcg.Deck, error)) l5rlcg.Deck {
	t.Helper()
	d, err := Sample(name)
	if *update {
		d, err = build()
		if err == nil {
			err = os.WriteFile(filepath.Join("samples", name+".txt"), []byte(Format(d)), 0o644)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if p := Check(d); len(p) > 0 {
		t.Errorf("%s sample deck: %v", name, p)
	}
	for _, id := range append(append(append(append([]string{d.Stronghold}, splitNonEmpty(d.Role)...), d.Provinces...), d.Dynasty...), d.Conflict...) {
		if c, ok := carddb.Std().Get(id); !ok || !PlaysInFull(c) {
			t.Errorf("%s sample deck holds %q, which tessen does not fully enforce", name, id)
		}
	}
	return d
}
