// Package deck reads L5R CCG decklists and checks them against the Lotus
// Edition's deck construction rules (docs/rules/l5r-ccg.md, LE-DECK-*),
// naming each broken rule by its ID; it ships sample decks of eight Clans.
package deck

import (
	"fmt"
	"regexp"
	"slices"
	"sync"

	"tessen/decklist"
	"tessen/engine"
	"tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

// A section header: a word or two, maybe a count in brackets.
var header = regexp.MustCompile(`(?i)^(stronghold|sensei|wind|pre-?game|dynasty( deck)?|fate( deck)?)\s*(\(\d+\))?:?$`)

// text is how the CCG's decklists are written: a card may be followed by
// the name of a set it was printed in ("Hida Kyuwa (Lotus Edition)").
// Its sets are those the cards' facts name, read once asked for.
var text = sync.OnceValue(func() decklist.Format {
	var sets []string
	for _, d := range carddb.Std().All {
		if !slices.Contains(sets, d.Set) {
			sets = append(sets, d.Set)
		}
	}
	return decklist.Format{Header: header, Sets: sets}
})

// Parse reads a plain-text decklist (package decklist). A card is named
// by title or id ("shiba-ningen-exp2"; "Shiba Ningen (Experienced 2)"
// too); each goes where its type and deck put it.
func Parse(b []byte) (l5rccg.Deck, error) {
	var d l5rccg.Deck
	err := decklist.Read(b, text(), func(count int, name string) error {
		def, err := Lookup(name)
		if err != nil {
			return err
		}
		for range count {
			switch {
			case def.Type == "stronghold":
				d.Stronghold = join(d.Stronghold, def.ID) // several are kept, for Check to report
			case def.Type == "sensei":
				d.Sensei = join(d.Sensei, def.ID)
			case def.Type == "wind":
				d.Wind = join(d.Wind, def.ID)
			case def.Deck == "dynasty":
				d.Dynasty = append(d.Dynasty, def.ID)
			case def.Deck == "fate":
				d.Fate = append(d.Fate, def.ID)
			default:
				return fmt.Errorf("%s cannot go in a deck", def.Title)
			}
		}
		return nil
	})
	return d, err
}

func join(list, id string) string {
	if list == "" {
		return id
	}
	return list + "," + id
}

// experience reads "(Experienced 2)" written after a title as the id's
// suffix.
var experience = regexp.MustCompile(`-experienced(?:-(\d+))?$`)

// Lookup finds a card by id or by title (any case; an experience level
// in brackets).
func Lookup(name string) (*carddb.Def, error) {
	db := carddb.Std()
	if d, ok := db.Get(name); ok {
		return d, nil
	}
	slug := experience.ReplaceAllString(engine.Slug(name), "-exp$1")
	if d, ok := db.Get(slug); ok {
		return d, nil
	}
	return nil, fmt.Errorf("unknown card %q (not a card legal in the Lotus format)", name)
}
