package deck

import (
	"slices"
	"strings"
	"testing"

	"tessen/games/agot1e"
)

// with is the Stark sample deck changed by f, the sample itself
// untouched.
func with(t *testing.T, f func(d *agot1e.Deck)) agot1e.Deck {
	t.Helper()
	d, err := Sample("stark")
	if err != nil {
		t.Fatal(err)
	}
	d.Draw, d.Plots = slices.Clone(d.Draw), slices.Clone(d.Plots)
	f(&d)
	return d
}

// says reports whether a deck's problems in the format include one of the
// rule whose text holds text.
func says(d agot1e.Deck, format, rule, text string) bool {
	return slices.ContainsFunc(CheckFormat(d, format), func(p Problem) bool {
		return p.Rule == rule && strings.Contains(p.Text, text)
	})
}

func times(n int, id string) []string { return slices.Repeat([]string{id}, n) }

type ruleCase struct {
	name string
	deck agot1e.Deck
	text string // what the problem says; "" for none of the rule
}

// checkRule checks each case in both formats, whose deck rules are the
// same: a problem of the rule saying the text, or none of the rule.
func checkRule(t *testing.T, rule string, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		for _, format := range []string{agot1e.FormatJoust, agot1e.FormatMelee} {
			switch {
			case c.text == "" && slices.ContainsFunc(CheckFormat(c.deck, format), func(p Problem) bool { return p.Rule == rule }):
				t.Errorf("%s (%s): a %s problem: %v", c.name, format, rule, CheckFormat(c.deck, format))
			case c.text != "" && !says(c.deck, format, rule, c.text):
				t.Errorf("%s (%s): no %s problem saying %q in %v", c.name, format, rule, c.text, CheckFormat(c.deck, format))
			}
		}
	}
}

// AG-DECK-1: a House card, no agenda (none in this card pool), 60 draw
// cards or more, exactly 7 plots; a plot in the draw deck, a card of the
// draw deck among the plots, an unknown card are each named.
func TestAGDeck1HouseAgendaDrawAndPlots(t *testing.T) {
	checkRule(t, "AG-DECK-1", []ruleCase{
		{"the sample", with(t, func(d *agot1e.Deck) {}), ""},
		{"no House", with(t, func(d *agot1e.Deck) { d.House = "" }), "the deck names no House"},
		{"House Tully", with(t, func(d *agot1e.Deck) { d.House = "tully" }), `"tully" is not a House`},
		{"a Martell deck", with(t, func(d *agot1e.Deck) { d.House = "martell"; d.Draw = d.Draw[:60] }), ""},
		{"a Neutral deck", with(t, func(d *agot1e.Deck) { d.House = "neutral" }), ""},
		{"an agenda", with(t, func(d *agot1e.Deck) { d.Agenda = "The Rains of Castamere" }), "The Rains of Castamere is named as the agenda: the Core Set and Kings of the Sea have no agendas"},
		{"60 draw cards", with(t, func(d *agot1e.Deck) { d.Draw = d.Draw[:60] }), ""},
		{"59 draw cards", with(t, func(d *agot1e.Deck) { d.Draw = d.Draw[:59] }), "the draw deck has 59 cards; it needs at least 60"},
		{"6 plots", with(t, func(d *agot1e.Deck) { d.Plots = d.Plots[:6] }), "the plot deck has 6 plots; it needs exactly 7"},
		{"8 plots", with(t, func(d *agot1e.Deck) { d.Plots = append(d.Plots, "rains-of-autumn") }), "the plot deck has 8 plots; it needs exactly 7"},
		{"a plot in the draw deck", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "valar-morghulis") }),
			"Valar Morghulis is a plot: it goes in the plot deck, not the draw deck"},
		{"an event among the plots", with(t, func(d *agot1e.Deck) { d.Plots = append(d.Plots[:6], "winter-is-coming") }),
			"Winter is Coming is an event: it goes in the draw deck, not the plot deck"},
		{"an unknown card", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "the-red-viper") }), `"the-red-viper" in the draw deck is not a card of the Core Set or Kings of the Sea`},
	})
	// A misplaced card does not count where it is.
	d := with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw[:59], "valar-morghulis") })
	if !says(d, agot1e.FormatJoust, "AG-DECK-1", "the draw deck has 59 cards") {
		t.Errorf("a plot counted among the draw cards: %v", Check(d))
	}
}

// AG-DECK-2: at most 3 copies of a title in the draw deck, whatever its
// type, counted by title (two cards of one title together); "Limit 1 per
// deck" makes it 1.
func TestAGDeck2CopiesOfATitle(t *testing.T) {
	checkRule(t, "AG-DECK-2", []ruleCase{
		{"3 Crossroads", with(t, func(d *agot1e.Deck) {}), ""},
		{"4 Crossroads", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "crossroads") }), "4 copies of Crossroads in the draw deck; at most 3"},
		{"4 Guilty!", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "guilty") }), "4 copies of Guilty! in the draw deck; at most 3"},
		{"1 Street of Steel", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "street-of-steel") }), ""},
		{"2 Street of Steel", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, times(2, "street-of-steel")...) }), "2 copies of Street of Steel in the draw deck; at most 1"},
		{"3 Robb Stark of two sets", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "robb-stark-core") }), ""},
		{"4 Robb Stark of two sets", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, times(2, "robb-stark-core")...) }), "4 copies of Robb Stark in the draw deck; at most 3"},
	})
}

// AG-DECK-3: one copy of a plot's title unless the plot allows more (The
// Power of Blood, The Power of Arms: 2).
func TestAGDeck3PlotCopies(t *testing.T) {
	checkRule(t, "AG-DECK-3", []ruleCase{
		{"7 titles", with(t, func(d *agot1e.Deck) {}), ""},
		{"2 Summoning Season", with(t, func(d *agot1e.Deck) { d.Plots = append(d.Plots[:6], "summoning-season") }), "2 copies of Summoning Season in the plot deck; at most 1"},
		{"2 The Power of Blood", with(t, func(d *agot1e.Deck) { d.Plots = append(d.Plots[:5], times(2, "the-power-of-blood")...) }), ""},
		{"3 The Power of Blood", with(t, func(d *agot1e.Deck) { d.Plots = append(d.Plots[:4], times(3, "the-power-of-blood")...) }), "3 copies of The Power of Blood in the plot deck; at most 2"},
	})
}

// AG-DECK-4: a "House X only" card in a deck of another House, the
// Neutral Faction's included, is named; an out-of-House card without the
// restriction is legal (it costs more: AG-MARSH-4).
func TestAGDeck4HouseOnly(t *testing.T) {
	checkRule(t, "AG-DECK-4", []ruleCase{
		{"Sansa Stark in a Stark deck", with(t, func(d *agot1e.Deck) {}), ""},
		{"Khal Drogo in a Stark deck", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, "khal-drogo") }), "Khal Drogo is House Targaryen only; this deck is House Stark"},
		{"Hear Me Roar in a Stark deck", with(t, func(d *agot1e.Deck) { d.Plots = append(d.Plots[:6], "hear-me-roar") }), "Hear Me Roar is House Lannister only; this deck is House Stark"},
		{"Sansa Stark in a Neutral deck", with(t, func(d *agot1e.Deck) { d.House = "neutral" }), "Sansa Stark is House Stark only; this deck is the Neutral Faction"},
		{"Bronn in a Stark deck", with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, times(3, "bronn")...) }), ""},
	})
}

// AG-DECK-5: restricted lists, and the banned list beside them in the
// FAQ, are tournament rules the engine does not enforce: three Bran Stark
// (restricted in joust) are legal in both formats, and so would be a card
// marked banned.
func TestAGDeck5ListsNotEnforced(t *testing.T) {
	bran, err := Lookup("Bran Stark")
	if err != nil || !slices.Contains(bran.Restricted, agot1e.FormatJoust) {
		t.Fatalf("Bran Stark is no longer restricted in joust: %v, %v", bran, err)
	}
	d := with(t, func(d *agot1e.Deck) { d.Draw = append(d.Draw, times(3, "bran-stark")...) })
	crossroads, _ := Lookup("Crossroads")
	crossroads.Banned = []string{agot1e.FormatJoust, agot1e.FormatMelee}
	defer func() { crossroads.Banned = nil }()
	for _, format := range []string{agot1e.FormatJoust, agot1e.FormatMelee} {
		if p := CheckFormat(d, format); len(p) > 0 {
			t.Errorf("%s: %v", format, p)
		}
	}
}

// Every problem of a deck breaking each rule at once is named, by its ID
// and the card's title, in the rules' order.
func TestProblemsAreNamed(t *testing.T) {
	d := agot1e.Deck{House: "stark", Draw: append(times(4, "crossroads"), "khal-drogo"), Plots: times(2, "valar-morghulis")}
	var got []string
	for _, p := range Check(d) {
		got = append(got, p.String())
	}
	want := []string{
		"AG-DECK-1: the draw deck has 5 cards; it needs at least 60",
		"AG-DECK-1: the plot deck has 2 plots; it needs exactly 7",
		"AG-DECK-2: 4 copies of Crossroads in the draw deck; at most 3",
		"AG-DECK-3: 2 copies of Valar Morghulis in the plot deck; at most 1",
		"AG-DECK-4: Khal Drogo is House Targaryen only; this deck is House Stark",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
