package deck

import (
	"encoding/json"
	"fmt"
	"slices"

	"tessen/engine"
	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/cards" // a game started from its kind plays its cards
)

// The LCG as a table starts it: the stronghold format for two, and the
// Learn to Play's skirmish for two to five, each seat with a clan's
// sample deck (skirmish: its starter deck) or a deck list of its own.
func init() {
	engine.RegisterKind(engine.Kind{
		Name:  l5rlcg.Name,
		Label: "L5R LCG",
		Formats: []engine.Format{
			{Name: l5rlcg.FormatStronghold, Label: "Stronghold", MinSeats: 2, MaxSeats: 2,
				Samples: append(slices.Clone(Clans), PoolSamples...), SampleLabels: SampleLabels},
			{Name: l5rlcg.FormatSkirmish, Label: "Skirmish", MinSeats: 2, MaxSeats: 5, Samples: Clans},
		},
		Setup: setup,
		Deck: func(format string, c engine.DeckChoice) error {
			_, err := Choose(c, format)
			return err
		},
	})
}

func setup(format string, choices []engine.DeckChoice, names []string) (json.RawMessage, error) {
	decks := make([]l5rlcg.Deck, len(choices))
	for seat, c := range choices {
		d, err := Choose(c, format)
		if err != nil {
			return nil, err
		}
		decks[seat] = d
	}
	field := format // a stronghold game's setup names no format, as it always has
	if format == l5rlcg.FormatStronghold {
		field = ""
	}
	return json.Marshal(l5rlcg.Players{Format: field, Decks: decks, Names: names})
}

// Choose is a seat's deck for a format: a clan's sample deck (skirmish:
// its starter deck), or a deck list read and checked against the format's
// deckbuilding rules.
func Choose(c engine.DeckChoice, format string) (l5rlcg.Deck, error) {
	if c.List == "" {
		if format == l5rlcg.FormatSkirmish {
			return SkirmishStarter(c.Sample)
		}
		return Sample(c.Sample)
	}
	d, err := Parse([]byte(c.List))
	if err != nil {
		return d, fmt.Errorf("%s: %w", c.Origin(), err)
	}
	return d, engine.IllegalDeck(c.Origin(), format, CheckFormat(d, format))
}

// CheckFormat checks a deck against a format's deckbuilding rules.
func CheckFormat(d l5rlcg.Deck, format string) []Problem {
	if format == l5rlcg.FormatSkirmish {
		return CheckSkirmish(d)
	}
	return Check(d)
}
