package deck

import (
	"slices"
	"strings"
	"testing"

	"tessen/games/agot1e"
)

// A list's sections: the House on a line of its own, the draw deck with
// or without its header, the plots; each card where its type puts it (a
// plot under the draw deck's header goes to the plots, a location under
// the plots' to the draw deck); cards by title in any case, by id, by
// data id, with their set in brackets.
func TestParseSections(t *testing.T) {
	list := `# A deck
# House
House Stark

# Draw deck (7)
3 Winterfell Castle
3x winterfell-castle (Core Set)
core_9
1 Summoning Season

# Plots (3)
1 KNIGHT OF THE TUMBLESTONE [core]
2x The Power of Blood
`
	d, err := Parse([]byte(list))
	if err != nil {
		t.Fatal(err)
	}
	want := agot1e.Deck{House: "stark",
		Draw:  []string{"winterfell-castle", "winterfell-castle", "winterfell-castle", "winterfell-castle", "winterfell-castle", "winterfell-castle", "sansa-stark", "knight-of-the-tumblestone"},
		Plots: []string{"summoning-season", "the-power-of-blood", "the-power-of-blood"}}
	if d.House != want.House || d.Agenda != "" || !slices.Equal(d.Draw, want.Draw) || !slices.Equal(d.Plots, want.Plots) {
		t.Fatalf("got %+v\nwant %+v", d, want)
	}
	// No headers at all; the House by its name alone, or "House:".
	for list, house := range map[string]string{
		"Lannister\n3 Bronn\n": "lannister", "neutral\n3 Bronn\n": "neutral", "The Neutral Faction\n3 Bronn\n": "neutral",
		"House: Greyjoy\n3 Bronn\n": "greyjoy", "3 Bronn\nhouse targaryen\n": "targaryen",
	} {
		d, err := Parse([]byte(list))
		if err != nil || d.House != house || !slices.Equal(d.Draw, []string{"bronn", "bronn", "bronn"}) {
			t.Errorf("%q: %+v, %v; want House %s and 3 Bronn", list, d, err, house)
		}
	}
}

// A title that two cards bear is an error that names each card's id; the
// id reads; and so does a title's slug of one card.
func TestParseAmbiguousTitle(t *testing.T) {
	_, err := Parse([]byte("Stark\n2 Arya Stark\n3 Robb Stark\n"))
	if err == nil || !strings.Contains(err.Error(), `line 3: "Robb Stark" is the title of 2 different cards: write robb-stark-core (Core Set) or robb-stark-kotse (Kings of the Sea)`) {
		t.Fatalf("Robb Stark: %v", err)
	}
	if _, err := Parse([]byte("robb stark\n")); err == nil || !strings.Contains(err.Error(), "robb-stark-core") {
		t.Fatalf("robb stark: %v", err)
	}
	d, err := Parse([]byte("Stark\n3 robb-stark-kotse\n1 Robb-Stark-Core\n1 kotse_33\n"))
	if err != nil || !slices.Equal(d.Draw, []string{"robb-stark-kotse", "robb-stark-kotse", "robb-stark-kotse", "robb-stark-core", "robb-stark-kotse"}) {
		t.Fatalf("by id: %+v, %v", d, err)
	}
	if c, err := Lookup("Chella Daughter of Cheyk"); err != nil || c.ID != "chella-daughter-of-cheyk" {
		t.Fatalf("a title without its comma: %v, %v", c, err)
	}
}

// An unknown card is an error naming it and its line; every broken line
// is named, one a line, and a list that will not read gives no deck.
func TestParseUnknownCard(t *testing.T) {
	_, err := Parse([]byte("Stark\n3 Winterfell Castle\n2x Winterfell Castel\n"))
	if err == nil || err.Error() != `line 3: unknown card "Winterfell Castel" (not a card of the Core Set or Kings of the Sea)` {
		t.Fatalf("an unknown card: %v", err)
	}
	d, err := Parse([]byte("# House\nStark\nLannister\n# Draw deck\n0 Bronn\n3 Bronn\n3 Nobody\n# Plots\n1 Summoning Season\n1 Nobody Else\n"))
	want := "line 3: a second House, Lannister: the deck's is Stark (a deck has one House card)\n" +
		"line 5: 0 copies of Bronn (1 to 99)\n" +
		`line 7: unknown card "Nobody" (not a card of the Core Set or Kings of the Sea)` + "\n" +
		`line 10: unknown card "Nobody Else" (not a card of the Core Set or Kings of the Sea)`
	if err == nil || err.Error() != want {
		t.Fatalf("broken lines:\n%v\nwant\n%s", err, want)
	}
	if d.House != "" || len(d.Draw)+len(d.Plots) > 0 {
		t.Fatalf("a list that did not read gave a deck: %+v", d)
	}
	if _, err := Parse([]byte("House: Tully\n")); err == nil || !strings.Contains(err.Error(), `line 1: "Tully" is not a House (Stark, Lannister, Baratheon, Targaryen, Greyjoy, Martell or Neutral)`) {
		t.Fatalf("House: Tully: %v", err)
	}
}

// A name under "# Agenda" that is no card is the deck's agenda, which
// Check names (AG-DECK-1): the card pool has none. A card there goes
// where its type puts it; an agenda may also be written "Agenda: X", and
// "none" is none.
func TestParseAgenda(t *testing.T) {
	d, err := Parse([]byte("# House\nStark\n# Agenda\nThe Rains of Castamere\n1 Summoning Season\n# Draw deck\n3 Bronn\nAgenda: Fealty\n"))
	if err != nil || d.Agenda != "The Rains of Castamere,Fealty" || !slices.Equal(d.Plots, []string{"summoning-season"}) || len(d.Draw) != 3 {
		t.Fatalf("%+v, %v", d, err)
	}
	var named []string
	for _, p := range Check(d) {
		if p.Rule == "AG-DECK-1" && strings.Contains(p.Text, "named as the agenda") {
			named = append(named, p.String())
		}
	}
	if len(named) != 2 || !strings.HasPrefix(named[0], "AG-DECK-1: The Rains of Castamere is named as the agenda: the Core Set and Kings of the Sea have no agendas") ||
		!strings.HasPrefix(named[1], "AG-DECK-1: Fealty is named") {
		t.Fatalf("the agendas: %q", named)
	}
	if d, err := Parse([]byte("Agenda: None\n# Agenda\nno agenda\n-\n")); err != nil || d.Agenda != "" {
		t.Fatalf("no agenda written out: %+v, %v", d, err)
	}
	if _, err := Parse([]byte("# Agenda\nRobb Stark\n")); err == nil || !strings.Contains(err.Error(), "robb-stark-core") {
		t.Fatalf("an ambiguous title under the agenda is no agenda: %v", err)
	}
}
