package deck

import (
	"fmt"
	"sort"
	"strings"

	"tessen/engine"
	"tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

// Problem is one way a deck breaks the rules: the rule's ID in
// docs/rules/l5r-ccg.md and what is wrong.
type Problem struct {
	Rule string
	Text string
}

func (p Problem) String() string { return p.Rule + ": " + p.Text }

// Check lists every deck construction rule of the Lotus Edition the deck
// breaks; an empty list means it is legal.
func Check(d l5rccg.Deck) []Problem { return CheckFormat(d, l5rccg.FormatLotus) }

// CheckFormat lists every deck construction rule of the format the deck
// breaks. New Era's deck is a Stronghold and exactly 40 cards in each deck,
// no Sensei nor Wind (NE-DECK-1: "only" those); the rest, the copies a
// deck may hold, is the Lotus Edition's, which New Era does not change.
func CheckFormat(d l5rccg.Deck, format string) []Problem {
	var out []Problem
	bad := func(rule, format string, args ...any) { out = append(out, Problem{rule, fmt.Sprintf(format, args...)}) }
	get := func(id string) *carddb.Def { def, _ := carddb.Std().Get(id); return def }
	newEra := format == l5rccg.FormatNewEra
	deckRule, label := "LE-DECK-1", formatLabel(format)
	if newEra {
		deckRule = "NE-DECK-1"
	}
	strongholds, senseis, winds := split(d.Stronghold), split(d.Sensei), split(d.Wind)
	if len(strongholds) != 1 {
		bad(deckRule, "a deck has exactly 1 Stronghold; this one has %d", len(strongholds))
	}
	switch {
	case newEra && len(senseis)+len(winds) > 0:
		bad(deckRule, "a New Era deck is a Stronghold, a Dynasty deck and a Fate deck only: no Sensei nor Wind")
	case len(senseis) > 1:
		bad(deckRule, "a deck has at most 1 Sensei; this one has %d", len(senseis))
	case len(winds) > 1:
		bad(deckRule, "a deck has at most 1 Wind; this one has %d", len(winds))
	}
	var shText *l5rccg.Text // the Stronghold's words on the deck
	if len(strongholds) == 1 {
		shText = l5rccg.TextOf(strongholds[0])
	}
	counted := func(ids []string) int {
		n := 0
		for _, id := range ids {
			if def := get(id); def == nil || shText == nil || shText.FreeInDeck == nil || !shText.FreeInDeck(def) {
				n++
			}
		}
		return n
	}
	for _, pile := range []struct {
		name string
		ids  []string
	}{{"Dynasty", d.Dynasty}, {"Fate", d.Fate}} {
		switch n := counted(pile.ids); {
		case newEra && n != 40:
			bad(deckRule, "the %s deck has %d cards that count; it needs exactly 40", pile.name, n)
		case n < 40:
			bad(deckRule, "the %s deck has %d cards that count; it needs at least 40", pile.name, n)
		}
	}
	if len(strongholds) == 1 {
		if sh := get(strongholds[0]); sh != nil && len(senseis) == 1 {
			if se := get(senseis[0]); se != nil && !shares(sh.Clans, se.Clans) {
				bad("LE-SENSEI-DECK", "%s teaches only %s, not the %s", se.Title, strings.Join(se.Clans, ", "), strings.Join(sh.Clans, ", "))
			}
		}
	}
	// Copies, by card and experience level, a "Soul of ..." card with the
	// card it names (LE-DECK-2, LE-DECK-3).
	counts := map[string]int{}
	most := map[string]int{}
	titles := map[string]string{} // what each identity is called: the card's title
	all := append(append(append(append([]string(nil), d.Dynasty...), d.Fate...), strongholds...), append(senseis, winds...)...)
	for _, id := range all {
		def := get(id)
		if def == nil {
			bad("LE-DECK-5", "%q is not a card legal in the %s format", id, label)
			continue
		}
		if def.Banned {
			bad("LE-DECK-5", "%s is banned", def.Title)
		}
		key := identity(def)
		counts[key]++
		if _, ok := titles[key]; !ok {
			titles[key] = def.Title
			if name, soul := strings.CutPrefix(key, "soul:"); soul { // the card a "Soul of" names
				if named, ok := carddb.Std().Get(name); ok {
					titles[key] = named.Title
				}
			}
		}
		limit := 3
		if def.Unique || def.Type == "event" || def.Type == "ring" {
			limit = 1
		}
		if t := l5rccg.TextOf(def.ID); t != nil && t.Copies > 0 {
			limit = t.Copies // the card's own word
		}
		if shText != nil && shText.DeckCopies != nil {
			if n := shText.DeckCopies(def); n > 0 {
				limit = n // the Stronghold's
			}
		}
		if m, ok := most[key]; !ok || limit < m {
			most[key] = limit
		}
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if counts[k] > most[k] {
			rule := "LE-DECK-2"
			if strings.HasPrefix(k, "soul:") {
				rule = "LE-DECK-3"
			}
			bad(rule, "%d copies of %s; at most %d", counts[k], titles[k], most[k])
		}
	}
	return out
}

// formatLabel names a format as a person reads it: "Lotus", "New Era".
func formatLabel(format string) string {
	if format == l5rccg.FormatNewEra {
		return "New Era"
	}
	return "Lotus"
}

// identity is what copies are counted by: the card (its experience level
// apart), or for a "Soul of ..." card and the card it names, that card.
func identity(d *carddb.Def) string {
	for _, k := range d.Keywords {
		if name, ok := strings.CutPrefix(k, "Soul of "); ok {
			name, _, _ = strings.Cut(name, " Experienced")
			return "soul:" + engine.Slug(name)
		}
	}
	if souls[d.ID] {
		return "soul:" + d.ID
	}
	return d.ID
}

// souls are the cards some "Soul of ..." card names, counted with it.
var souls = func() map[string]bool {
	out := map[string]bool{}
	for _, d := range carddb.Std().All {
		for _, k := range d.Keywords {
			if name, ok := strings.CutPrefix(k, "Soul of "); ok {
				name, _, _ = strings.Cut(name, " Experienced")
				out[engine.Slug(name)] = true
			}
		}
	}
	return out
}()

func split(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

func shares(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}
