package carddb

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// sharedData is the card data folder beside the checkout.
var sharedData = filepath.Join("..", "..", "..", "..", "shared", "data", "l5r-ccg")

// Every title legal in the Lotus format loads, each experience level of
// one title a card of its own.
func TestEveryLotusTitleLoads(t *testing.T) {
	db := Std()
	titles := map[string]bool{}
	base := 0
	for _, d := range db.All {
		titles[d.Title] = true
		if d.Base {
			base++
		}
		if got, ok := db.Get(d.ID); !ok || got != d {
			t.Errorf("%s is not found by its id", d.ID)
		}
	}
	if len(titles) != 1935 {
		t.Errorf("%d titles, want the 1,935 legal in the Lotus format", len(titles))
	}
	if base != 495 { // the 495 entries of lotus_edition.yaml, two titles at two experience levels
		t.Errorf("%d cards of the Lotus Edition base set, want 495", base)
	}
}

// Facts of a few cards, as printed (from the card data).
func TestPrintedFacts(t *testing.T) {
	db := Std()
	for id, check := range map[string]func(d *Def) bool{
		// A base-set stronghold whose production comes from lotus-strongholds.yaml.
		"aramasus-pride": func(d *Def) bool {
			return d.Type == "stronghold" && d.Deck == "pre-game" && d.ProvinceStrength == 7 && d.GoldProduction == 4 && d.StartingHonor == 2 && !d.NoProduction
		},
		"shiba-ningen-exp": func(d *Def) bool {
			return d.Type == "personality" && d.Experience == 1 && d.Gold == 7 && d.Force == 3 && d.Chi == 4 && d.PersonalHonor == 3 && d.HonorReq == 8 && d.HasClan("phoenix") && d.HasKeyword("shugenja")
		},
		"shiba-ningen-exp2": func(d *Def) bool { return d.Experience == 2 && d.Gold == 8 },
	} {
		d, ok := db.Get(id)
		if !ok {
			t.Errorf("%s is missing", id)
			continue
		}
		if !check(d) {
			t.Errorf("%s: facts %+v", id, *d)
		}
	}
}

// The shipped data is what the importer makes of the shared card data
// (run `tessen cards import --game l5r-ccg ../shared/data/l5r-ccg -o
// games/l5rccg/carddb/cards.json` after the data changes).
func TestShippedDataIsTheImport(t *testing.T) {
	if _, err := os.Stat(sharedData); err != nil {
		t.Skip("no shared card data beside the checkout")
	}
	defs, err := Import(sharedData)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Encode(defs)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, embedded) {
		t.Error("cards.json differs from a fresh import: import it again")
	}
}

// A folder that is not card data is refused with a clear error.
func TestImportRefusesOtherFolders(t *testing.T) {
	dir := t.TempDir()
	if _, err := Import(dir); err == nil {
		t.Error("an empty folder was imported")
	}
	os.WriteFile(filepath.Join(dir, "set_info.yaml"), []byte("arcs: []\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "lotus-strongholds.yaml"), []byte("[]\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, "sets"), 0o755)
	os.WriteFile(filepath.Join(dir, "sets", "x.yaml"), []byte("set: Nowhere\ncards: []\n"), 0o644)
	if _, err := Import(dir); err == nil {
		t.Error("a set missing from set_info.yaml was imported")
	}
	os.WriteFile(filepath.Join(dir, "set_info.yaml"), []byte("arcs: [{sets: [{set_name: Nowhere, release_date: 2000-01-01}]}]\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "sets", "x.yaml"), []byte("set: Nowhere\ncards: [{title: X, types: [Personality], decks: [Dynasty], force: lots, legality: ['"+LotusFormat+"']}]\n"), 0o644)
	if _, err := Import(dir); err == nil {
		t.Error("a force of 'lots' was imported")
	}
}
