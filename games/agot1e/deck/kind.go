package deck

import (
	"encoding/json"
	"fmt"

	"tessen/engine"
	"tessen/games/agot1e"
	_ "tessen/games/agot1e/cards" // a game started from its kind plays its cards
)

// The game as a table starts it: joust, two players, or melee, three to
// six (AG-MELEE-1); each with a House's sample deck or a deck list of
// their own.
func init() {
	engine.RegisterKind(engine.Kind{
		Name:  agot1e.Name,
		Label: "AGoT 1e",
		Formats: []engine.Format{
			{Name: agot1e.FormatJoust, Label: formatLabel(agot1e.FormatJoust), MinSeats: 2, MaxSeats: 2, Samples: Houses},
			{Name: agot1e.FormatMelee, Label: formatLabel(agot1e.FormatMelee), MinSeats: 3, MaxSeats: 6, Samples: Houses},
		},
		Setup: setup,
		Deck: func(format string, c engine.DeckChoice) error {
			_, err := ChooseFor(format, c)
			return err
		},
	})
}

func setup(format string, choices []engine.DeckChoice, names []string) (json.RawMessage, error) {
	decks := make([]agot1e.Deck, len(choices))
	for seat, c := range choices {
		d, err := ChooseFor(format, c)
		if err != nil {
			return nil, err
		}
		decks[seat] = d
	}
	return json.Marshal(agot1e.Players{Format: format, Names: names, Decks: decks})
}

// ChooseFor is a seat's deck for a format: a House's sample deck, or a
// deck list read and checked against the format.
func ChooseFor(format string, c engine.DeckChoice) (agot1e.Deck, error) {
	if c.List == "" {
		return SampleFor(format, c.Sample)
	}
	d, err := Parse([]byte(c.List))
	if err != nil {
		return d, fmt.Errorf("%s: %w", c.Origin(), err)
	}
	return d, engine.IllegalDeck(c.Origin(), formatLabel(format), CheckFormat(d, format))
}

// formatLabel names a format as a person reads it: "Joust", "Melee".
func formatLabel(format string) string {
	if format == agot1e.FormatMelee {
		return "Melee"
	}
	return "Joust"
}
