package deck

import (
	"encoding/json"
	"fmt"

	"tessen/engine"
	"tessen/games/l5rccg"
	_ "tessen/games/l5rccg/cards" // a game started from its kind plays its cards
)

// The CCG as a table starts it: the Lotus format, two to five players,
// or New Era, two; each with a Clan's sample deck or a deck list of their
// own.
func init() {
	engine.RegisterKind(engine.Kind{
		Name:  l5rccg.Name,
		Label: "L5R CCG",
		Formats: []engine.Format{
			{Name: l5rccg.FormatLotus, Label: formatLabel(l5rccg.FormatLotus), MinSeats: 2, MaxSeats: 5, Samples: Clans},
			{Name: l5rccg.FormatNewEra, Label: formatLabel(l5rccg.FormatNewEra), MinSeats: 2, MaxSeats: 2, Samples: Clans},
		},
		Setup: setup,
		Deck: func(format string, c engine.DeckChoice) error {
			_, err := ChooseFor(format, c)
			return err
		},
	})
}

func setup(format string, choices []engine.DeckChoice, names []string) (json.RawMessage, error) {
	decks := make([]l5rccg.Deck, len(choices))
	for seat, c := range choices {
		d, err := ChooseFor(format, c)
		if err != nil {
			return nil, err
		}
		decks[seat] = d
	}
	return json.Marshal(l5rccg.Players{Format: format, Decks: decks, Names: names})
}

// Choose is a seat's deck: a Clan's sample deck, or a deck list read and
// checked against the Lotus format.
func Choose(c engine.DeckChoice) (l5rccg.Deck, error) { return ChooseFor(l5rccg.FormatLotus, c) }

// ChooseFor is a seat's deck for a format: its sample deck, or a deck
// list read and checked against the format.
func ChooseFor(format string, c engine.DeckChoice) (l5rccg.Deck, error) {
	if c.List == "" {
		return SampleFor(format, c.Sample)
	}
	d, err := Parse([]byte(c.List))
	if err != nil {
		return d, fmt.Errorf("%s: %w", c.Origin(), err)
	}
	return d, engine.IllegalDeck(c.Origin(), formatLabel(format), CheckFormat(d, format))
}
