package deck

import (
	"slices"
	"testing"

	"tessen/games/agot1e"
)

// Every sample deck reads and is legal in both formats: 60 to 62 draw
// cards, 7 plots, mostly its House's own cards and neutral ones, with
// plenty of characters of cost 1 to 3 and locations that give gold.
func TestSamplesAreLegal(t *testing.T) {
	for _, house := range Houses {
		for _, format := range []string{agot1e.FormatJoust, agot1e.FormatMelee} {
			d, err := SampleFor(format, house)
			if err != nil {
				t.Fatalf("%s: %v", house, err)
			}
			if d.Name != house || d.House != house {
				t.Errorf("%s: named %q, House %q", house, d.Name, d.House)
			}
			if p := CheckFormat(d, format); len(p) > 0 {
				t.Errorf("%s (%s): %v", house, format, p)
			}
			if n := len(d.Draw); n < 60 || n > 62 || len(d.Plots) != 7 {
				t.Errorf("%s: %d draw cards, %d plots", house, n, len(d.Plots))
			}
		}
		d, _ := Sample(house)
		own, cheap, income := 0, 0, 0
		for _, id := range d.Draw {
			def, _ := cards().db.Get(id)
			if len(def.Houses) == 0 || slices.Contains(def.Houses, house) {
				own++
			}
			if def.Type == "character" && def.Cost >= 1 && def.Cost <= 3 {
				cheap++
			}
			if def.Type != "character" && def.Income > 0 {
				income++
			}
		}
		if own < len(d.Draw)*9/10 || cheap < 20 || income < 8 {
			t.Errorf("%s: %d of %d cards its House's or neutral, %d characters of cost 1-3, %d cards that give gold", house, own, len(d.Draw), cheap, income)
		}
	}
	if _, err := Sample("martell"); err == nil {
		t.Error("a sample deck of a House without one")
	}
}

// A sample names its cards by title, or by id where the title is two
// cards', and every card it names is of the Core Set or Kings of the Sea.
func TestSamplesNameKnownCards(t *testing.T) {
	for _, house := range Houses {
		d, _ := Sample(house)
		for _, id := range append(slices.Clone(d.Draw), d.Plots...) {
			if def, ok := cards().db.Get(id); !ok || (def.Set != "core" && def.Set != "kotse") {
				t.Errorf("%s: %s", house, id)
			}
		}
	}
}
