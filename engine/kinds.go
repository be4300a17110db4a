package engine

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Kind tells a table (the web lobby, tessen play) how to start games of a
// registered game: its formats with their seats and sample decks, and the
// setup of a game from each seat's deck. A game's deck package registers
// it (RegisterKind), since the decks live there.
type Kind struct {
	Name    string // the registered game's name (Register)
	Label   string // as a person reads it: "L5R LCG"
	Formats []Format
	// Setup makes the setup of a game of a format from each seat's deck
	// and name; a deck that is not legal in the format is refused, its
	// first broken rule named.
	Setup func(format string, decks []DeckChoice, names []string) (json.RawMessage, error)
	// Deck checks one seat's deck for a format, as Setup would: a player
	// joining a game is told at once if theirs will not do.
	Deck func(format string, deck DeckChoice) error
}

// Format is one way to play a game.
type Format struct {
	Name     string   `json:"name"`
	Label    string   `json:"label"`
	MinSeats int      `json:"minSeats"`
	MaxSeats int      `json:"maxSeats"`
	Samples  []string `json:"samples"` // the sample decks a seat may take, by name
	// SampleLabels is how a table shows a sample whose name alone says
	// too little ("crab-seeker-of-void": "Crab, Seeker of Void: the card
	// pool"); a sample without one shows its name, capitalized.
	SampleLabels map[string]string `json:"sampleLabels,omitempty"`
}

// DeckChoice is a seat's deck: a sample's name, or a deck list (the
// game's text or JSON form). Source names the list in messages (a file).
type DeckChoice struct {
	Sample string `json:"sample,omitempty"`
	List   string `json:"list,omitempty"`
	Source string `json:"-"`
}

var kinds = map[string]Kind{}

// RegisterKind makes a game's table description known.
func RegisterKind(k Kind) {
	if _, dup := kinds[k.Name]; dup {
		panic("engine: kind registered twice: " + k.Name)
	}
	kinds[k.Name] = k
}

// Kinds lists the games a table can start, by name.
func Kinds() []Kind {
	out := make([]Kind, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// KindOf finds a game's table description.
func KindOf(name string) (Kind, error) {
	k, ok := kinds[name]
	if !ok {
		var names []string
		for _, k := range Kinds() {
			names = append(names, k.Name)
		}
		return k, fmt.Errorf("unknown game %q (known: %v)", name, names)
	}
	return k, nil
}

// Format finds one of the kind's formats; the empty name is its first,
// the game's default.
func (k Kind) Format(name string) (Format, error) {
	if name == "" && len(k.Formats) > 0 {
		return k.Formats[0], nil
	}
	var names []string
	for _, f := range k.Formats {
		if f.Name == name {
			return f, nil
		}
		names = append(names, f.Name)
	}
	return Format{}, fmt.Errorf("%s has no format %q (known: %v)", k.Label, name, names)
}

// Seats checks a number of seats against a format.
func (f Format) Seats(n int) error {
	if n < f.MinSeats || n > f.MaxSeats {
		if f.MinSeats == f.MaxSeats {
			return fmt.Errorf("the %s format is for %d players, not %d", f.Label, f.MinSeats, n)
		}
		return fmt.Errorf("the %s format is for %d to %d players, not %d", f.Label, f.MinSeats, f.MaxSeats, n)
	}
	return nil
}

// Origin names a deck list in messages: its source, or "the deck list".
func (c DeckChoice) Origin() string {
	if c.Source != "" {
		return c.Source
	}
	return "the deck list"
}

// IllegalDeck is the error of a deck that breaks deckbuilding rules, each
// broken rule named (nil if it breaks none).
func IllegalDeck[P fmt.Stringer](origin, format string, problems []P) error {
	if len(problems) == 0 {
		return nil
	}
	names := make([]string, len(problems))
	for i, p := range problems {
		names[i] = p.String()
	}
	return fmt.Errorf("%s is not a legal %s deck: %s", origin, format, strings.Join(names, "; "))
}
