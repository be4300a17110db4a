package carddb

import (
	"bytes"
	"os"
	"slices"
	"testing"
)

const sharedData = "../../../../shared/data/agot-1e"

// The 262 records of the Core Set and Kings of the Sea are 241 cards: a
// reprint is its first printing's card, found by every data id; titles
// that name different cards take their set's code (FORMAT.md, game:
// agot-1e), and the bare title is then no id.
func TestEveryRecordIsACard(t *testing.T) {
	db := Std()
	if len(db.All) != 241 {
		t.Errorf("%d cards, want 241", len(db.All))
	}
	records := 0
	for _, d := range db.All {
		if got, ok := db.Get(d.ID); !ok || got != d {
			t.Errorf("%s is not found by its id", d.ID)
		}
		for _, x := range d.DataIDs {
			records++
			if got, ok := db.Get(x); !ok || got != d {
				t.Errorf("%s is not found by its data id %s", d.ID, x)
			}
		}
	}
	if records != 262 {
		t.Errorf("%d records, want 262", records)
	}
	for _, title := range []string{"robb-stark", "joffrey-baratheon", "robert-baratheon", "viserys-targaryen"} {
		if _, ok := db.Get(title); ok {
			t.Errorf("%s names a card, though two cards have that title", title)
		}
		for _, set := range []string{"core", "kotse"} {
			if d, ok := db.Get(title + "-" + set); !ok || d.Set != set {
				t.Errorf("%s-%s is not the %s card", title, set, set)
			}
		}
	}
}

func TestPrintedFacts(t *testing.T) {
	db := Std()
	for id, check := range map[string]func(d *Def) bool{
		// a character: cost, strength, icons, crest, traits, an opening keyword
		"asha-greyjoy": func(d *Def) bool {
			return d.Type == "character" && d.Unique && d.Cost == 3 && d.Strength == 3 && d.HasIcon("military") && d.HasIcon("intrigue") && d.HasIcon("power") &&
				slices.Equal(d.Crests, []string{"war"}) && d.HasTrait("ironborn") && slices.Equal(d.Keywords, []string{"Renown"}) && d.Abilities
		},
		// five printings of one location, its printed bonuses its only text
		"crossroads": func(d *Def) bool {
			return d.Type == "location" && len(d.DataIDs) == 5 && d.Quantity == 5 && d.Income == 1 && d.Influence == 1 && !d.Abilities && len(d.Houses) == 0
		},
		// a deck restriction and a keyword, then text
		"flame-kissed": func(d *Def) bool {
			return d.Type == "attachment" && d.HouseOnly == "targaryen" && slices.Equal(d.Keywords, []string{"Ambush"}) && d.Abilities
		},
		// a plot's numbers, and no cost
		"after-the-mummers-ford": func(d *Def) bool {
			return d.Type == "plot" && d.NoCost && d.Income == 3 && d.Initiative == 5 && d.Claim == 1
		},
		// two keywords in a row
		"rhaegal": func(d *Def) bool { return slices.Equal(d.Keywords, []string{"Stealth", "No attachments"}) },
	} {
		d, ok := db.Get(id)
		if !ok {
			t.Errorf("%s: no such card", id)
			continue
		}
		if !check(d) {
			t.Errorf("%s: %+v", id, *d)
		}
	}
}

// The opening keywords: sentences the rules define, up to the first that
// is not one; a missing space after a period changes nothing.
func TestOpening(t *testing.T) {
	for _, c := range []struct {
		text  string
		kws   []string
		house string
		more  bool
	}{
		{"Stealth. No attachments.", []string{"Stealth", "No attachments"}, "", false},
		{"Renown.Asha cannot be saved.", []string{"Renown"}, "", true},
		{"House Stark only. Immune to events.\nResponse: ...", []string{"Immune to events"}, "stark", true},
		{"No attachments except Weapon.", []string{"No attachments except Weapon"}, "", false},
		{"Challenges: kneel it.", nil, "", true},
		{"", nil, "", false},
	} {
		kws, house, more := opening(c.text)
		if !slices.Equal(kws, c.kws) || house != c.house || more != c.more {
			t.Errorf("%q: %q %q %v, want %q %q %v", c.text, kws, house, more, c.kws, c.house, c.more)
		}
	}
}

// The shipped facts are what importing the shared data makes.
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
		t.Error("cards.json is not what importing ../shared/data/agot-1e gives: run tessen cards import --game agot-1e ../shared/data/agot-1e -o games/agot1e/carddb/cards.json")
	}
}
