package deck

import (
	"embed"
	"fmt"
	"slices"

	"tessen/games/agot1e"
)

//go:embed samples/*.txt
var samples embed.FS

// Houses are the Houses with a sample deck: those of the Core Set and
// Kings of the Sea.
var Houses = []string{"stark", "lannister", "baratheon", "targaryen", "greyjoy"}

// SampleFor is a House's sample deck for a format: the same in joust and
// melee, whose deck rules are the same (CheckFormat).
func SampleFor(format, house string) (agot1e.Deck, error) { return Sample(house) }

// Sample is a House's sample deck (samples/HOUSE.txt).
func Sample(house string) (agot1e.Deck, error) {
	if !slices.Contains(Houses, house) {
		return agot1e.Deck{}, fmt.Errorf("no sample deck for %q (%v)", house, Houses)
	}
	b, err := samples.ReadFile("samples/" + house + ".txt")
	if err != nil {
		return agot1e.Deck{}, err
	}
	d, err := Parse(b)
	d.Name = house
	return d, err
}
