package deck

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"tessen/games/l5rlcg/carddb"
	_ "tessen/games/l5rlcg/cards"
)

var update = flag.Bool("update", false, "rewrite the sample decks from the cards tessen implements")

// The shipped sample decks are legal and use only fully enforced cards.
func TestSampleDecks(t *testing.T) {
	for _, clan := range Clans {
		d, err := Sample(clan)
		if *update {
			d, err = Build(clan, func(c *carddb.Def) bool { return c.Pack == "01" && PlaysInFull(c) })
			if err == nil {
				err = os.WriteFile(filepath.Join("samples", clan+".txt"), []byte(Format(d)), 0o644)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		if p := Check(d); len(p) > 0 {
			t.Errorf("%s sample deck: %v", clan, p)
		}
		for _, id := range append(append(append([]string{d.Stronghold}, d.Provinces...), d.Dynasty...), d.Conflict...) {
			if c, ok := carddb.Std().Get(id); !ok || !PlaysInFull(c) {
				t.Errorf("%s sample deck holds %q, which tessen does not fully enforce", clan, id)
			}
		}
	}
}
