package carddb

import (
	"bytes"
	"os"
	"testing"
)

const shared = "../../../../shared/data/l5r-lcg"

// The shipped card data is exactly what the importer makes of the shared
// fiveringsdb data: re-importing changes nothing.
func TestImportRoundTripsTheSharedData(t *testing.T) {
	if _, err := os.Stat(shared); err != nil {
		t.Skip("the shared data folder is not beside this checkout")
	}
	defs, err := Import(shared)
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) != 1140 {
		t.Fatalf("imported %d cards, want 1140", len(defs))
	}
	b, err := Encode(defs)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, embedded) {
		t.Fatal("cards.json differs from a fresh import: run tessen cards import")
	}
}

func TestFacts(t *testing.T) {
	db := Std()
	for _, c := range []struct {
		id         string
		check      func(d *Def) bool
		whatsWrong string
	}{
		{"akodo-toturi", func(d *Def) bool {
			return d.DataID == "01-akodo-toturi" && d.Military == 6 && d.Political == 3 && d.Glory == 3 && d.Unique
		}, "the Core Set printing"},
		{"16-akodo-toturi", func(d *Def) bool { return d.ID == "akodo-toturi" && d.Pack == "16" }, "a later printing by its data id"},
		{"seppun-guardsman", func(d *Def) bool { return d.PolDash && !d.MilDash && d.Military == 2 }, "a dash political skill"},
		{"unassuming-yojimbo", func(d *Def) bool { return d.HasKeyword("covert") && d.Title == "Unassuming Yōjimbō" }, "covert, and the accented title slugged"},
		{"kaiu-envoy", func(d *Def) bool { return d.HasKeyword("courtesy") && d.HasKeyword("sincerity") }, "two keywords"},
		{"shizuka-toshi", func(d *Def) bool { return d.Fate == 7 && d.Honor == 11 && d.Influence == 10 && d.StrBonus == 2 }, "stronghold values"},
		{"fine-katana", func(d *Def) bool { return d.MilBonus == 2 && d.HasKeyword("restricted") }, "attachment bonus"},
		{"forged-edict", func(d *Def) bool { return d.Restrict && d.InfCost == 2 }, "restricted list and influence"},
		{"moto-horde", func(d *Def) bool { return d.HasKeyword("no attachments except weapon") }, "a no-attachments variant"},
	} {
		d, ok := db.Get(c.id)
		if !ok || !c.check(d) {
			t.Errorf("%s: %s: got %+v", c.id, c.whatsWrong, d)
		}
	}
}

// Every card's pack is named (Packs), and the packs are in order.
func TestEveryPackIsNamed(t *testing.T) {
	named := map[string]bool{}
	for i, p := range Packs {
		if named[p.Prefix] || i > 0 && p.Prefix <= Packs[i-1].Prefix {
			t.Fatalf("pack %s (%s) twice or out of order", p.Prefix, p.Name)
		}
		named[p.Prefix] = true
	}
	for _, d := range Std().All {
		if d.Pack != "zz" && !named[d.Pack] {
			t.Errorf("%s's pack %q has no name", d.ID, d.Pack)
		}
	}
}
