package deck

import (
	"embed"
	"fmt"
	"slices"

	"tessen/games/l5rccg"
)

//go:embed samples/*.txt
var samples embed.FS

// Clans are the Clans with a sample deck.
var Clans = []string{"crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn"}

// SampleFor is a Clan's sample deck for a format: New Era's is the Lotus
// one without its Sensei and Wind, which a New Era deck has not
// (NE-DECK-1).
func SampleFor(format, clan string) (l5rccg.Deck, error) {
	d, err := Sample(clan)
	if format == l5rccg.FormatNewEra {
		d.Sensei, d.Wind = "", ""
	}
	return d, err
}

// Sample is a Clan's sample deck (samples/CLAN.txt).
func Sample(clan string) (l5rccg.Deck, error) {
	if !slices.Contains(Clans, clan) {
		return l5rccg.Deck{}, fmt.Errorf("no sample deck for %q (%v)", clan, Clans)
	}
	b, err := samples.ReadFile("samples/" + clan + ".txt")
	if err != nil {
		return l5rccg.Deck{}, err
	}
	d, err := Parse(b)
	d.Name = clan
	return d, err
}
