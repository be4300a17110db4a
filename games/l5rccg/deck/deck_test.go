package deck

import (
	"strings"
	"testing"

	"tessen/games/l5rccg"
)

// Every sample deck reads and is legal in the Lotus format.
func TestSamplesAreLegal(t *testing.T) {
	for _, clan := range Clans {
		d, err := Sample(clan)
		if err != nil {
			t.Fatalf("%s: %v", clan, err)
		}
		if p := Check(d); len(p) > 0 {
			t.Errorf("%s: %v", clan, p)
		}
	}
	if _, err := Sample("spider"); err == nil {
		t.Error("a sample deck of a Clan without one")
	}
}

// Each deck construction rule broken is named by its ID.
func TestEachRuleIsReported(t *testing.T) {
	good, _ := Sample("crab")
	with := func(f func(d *l5rccg.Deck)) l5rccg.Deck {
		d := good
		d.Dynasty, d.Fate = append([]string(nil), good.Dynasty...), append([]string(nil), good.Fate...)
		f(&d)
		return d
	}
	for _, c := range []struct {
		name string
		deck l5rccg.Deck
		rule string
		text string
	}{
		{"no stronghold", with(func(d *l5rccg.Deck) { d.Stronghold = "" }), "LE-DECK-1", "exactly 1 Stronghold"},
		{"two senseis", with(func(d *l5rccg.Deck) { d.Sensei = "masagaro-sensei,masagaro-sensei" }), "LE-DECK-1", "at most 1 Sensei"},
		{"small dynasty", with(func(d *l5rccg.Deck) { d.Dynasty = d.Dynasty[:39] }), "LE-DECK-1", "Dynasty deck has 39"},
		{"small fate", with(func(d *l5rccg.Deck) { d.Fate = d.Fate[:10] }), "LE-DECK-1", "Fate deck has 10"},
		{"four copies", with(func(d *l5rccg.Deck) { d.Dynasty = append(d.Dynasty, "hida-kyuwa") }), "LE-DECK-2", "4 copies of Hida Kyuwa"},
		{"two uniques", with(func(d *l5rccg.Deck) { d.Fate = append(d.Fate, "asatte") }), "LE-DECK-2", "2 copies of Asatte; at most 1"},
		{"wrong sensei", with(func(d *l5rccg.Deck) { d.Sensei = "kedamono-sensei" }), "LE-SENSEI-DECK", "teaches only crane"},
	} {
		found := false
		for _, p := range Check(c.deck) {
			found = found || (p.Rule == c.rule && strings.Contains(p.Text, c.text))
		}
		if !found {
			t.Errorf("%s: no %s problem saying %q in %v", c.name, c.rule, c.text, Check(c.deck))
		}
	}
}

// A card is found by title in any case, by id, or by title with its
// experience level; an unknown one is an error naming it.
func TestLookup(t *testing.T) {
	for name, want := range map[string]string{
		"Hida Kyuwa": "hida-kyuwa", "hida kyuwa": "hida-kyuwa", "shiba-ningen-exp2": "shiba-ningen-exp2",
		"Shiba Ningen (Experienced 2)": "shiba-ningen-exp2", "Shiba Ningen (Experienced)": "shiba-ningen-exp",
	} {
		if d, err := Lookup(name); err != nil || d.ID != want {
			t.Errorf("%q: %v, %v; want %s", name, d, err, want)
		}
	}
	if _, err := Parse([]byte("3x Nobody At All\n")); err == nil || !strings.Contains(err.Error(), `line 1: unknown card "Nobody At All"`) {
		t.Errorf("an unknown card: %v", err)
	}
	d, err := Parse([]byte("3x Hida Kyuwa (Lotus Edition)\n2 x Isawa Tanaka (PoH) [Path of Hope]\n1 Isawa Tanaka (PoH)\n"))
	if err != nil || len(d.Dynasty)+len(d.Fate) != 6 {
		t.Errorf("sets after the cards: %+v, %v", d, err)
	}
	if _, err := Parse([]byte("1 Nobody\n3x Hida Kyuwa (Nowhere)\n")); err == nil || !strings.Contains(err.Error(), "line 1:") || !strings.Contains(err.Error(), `line 2: unknown card "Hida Kyuwa (Nowhere)"`) {
		t.Errorf("two broken lines: %v", err)
	}
	if _, err := Parse([]byte("0x Hida Kyuwa\n")); err == nil {
		t.Error("0 copies were read")
	}
}

// A New Era deck is a Stronghold and exactly 40 cards in each deck, no
// Sensei nor Wind (NE-DECK-1); each sample deck is one; a Lotus deck with
// a Sensei or 41 cards is not, each rule it breaks named.
func TestNewEraDecks(t *testing.T) {
	for _, clan := range Clans {
		d, err := SampleFor(l5rccg.FormatNewEra, clan)
		if err != nil {
			t.Fatal(err)
		}
		if p := CheckFormat(d, l5rccg.FormatNewEra); len(p) > 0 {
			t.Errorf("the %s sample deck is not a New Era deck: %v", clan, p)
		}
	}
	d, _ := Sample("crab")
	d.Dynasty = append(d.Dynasty, "barley-farm") // a Holding not in the deck
	p := CheckFormat(d, l5rccg.FormatNewEra)
	says := func(text string) bool {
		for _, x := range p {
			if x.Rule == "NE-DECK-1" && strings.Contains(x.Text, text) {
				return true
			}
		}
		return false
	}
	if !says("no Sensei nor Wind") || !says("Dynasty deck has 41 cards that count; it needs exactly 40") {
		t.Errorf("a Lotus deck with a Sensei and 41 Dynasty cards, in New Era: %v", p)
	}
	if p := CheckFormat(d, l5rccg.FormatLotus); len(p) > 0 {
		t.Errorf("the same deck in Lotus: %v", p)
	}
}
