package deck

import (
	"fmt"
	"slices"
	"strings"

	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// Problem is one way a deck breaks the rules: the rule's ID in
// docs/rules/agot-1e.md and what is wrong, the card named by its title.
type Problem struct {
	Rule string
	Text string
}

func (p Problem) String() string { return p.Rule + ": " + p.Text }

// Check lists every deck construction rule the deck breaks in joust; an
// empty list means it is legal.
func Check(d agot1e.Deck) []Problem { return CheckFormat(d, agot1e.FormatJoust) }

// CheckFormat lists every deck construction rule the deck breaks in a
// format (joust or melee). The rules are the same in both: what sets the
// formats apart in deck building is their restricted lists, and those,
// like the banned list, are tournament rules the engine does not enforce
// (AG-DECK-5).
func CheckFormat(d agot1e.Deck, format string) []Problem {
	var out []Problem
	bad := func(rule, text string, args ...any) { out = append(out, Problem{rule, fmt.Sprintf(text, args...)}) }
	db := cards().db

	// AG-DECK-1: a House card, no agenda in this card pool, 60 draw
	// cards or more, exactly 7 plots, each card in its own deck.
	switch {
	case d.House == "":
		bad("AG-DECK-1", "the deck names no House: write it on a line of its own (%s)", houseNames())
	case !slices.Contains(agot1e.Houses, d.House):
		bad("AG-DECK-1", "%q is not a House (%s)", d.House, houseNames())
	}
	for _, a := range strings.Split(d.Agenda, ",") {
		if a = strings.TrimSpace(a); a == "" {
			continue
		}
		if def, ok := db.Get(a); ok {
			a = def.Title
		}
		bad("AG-DECK-1", "%s is named as the agenda: the Core Set and Kings of the Sea have no agendas, so the deck has none", a)
	}
	var draw, plots []*carddb.Def
	for _, pile := range []struct {
		ids    []string
		plots  bool
		called string
	}{{d.Draw, false, "draw deck"}, {d.Plots, true, "plot deck"}} {
		seen := map[string]bool{} // a misplaced or unknown card is named once
		for _, id := range pile.ids {
			def, ok := db.Get(id)
			switch {
			case !ok:
				if !seen[id] {
					bad("AG-DECK-1", "%q in the %s is not a card of the Core Set or Kings of the Sea", id, pile.called)
				}
			case (def.Type == "plot") != pile.plots:
				if !seen[id] {
					where := "draw deck"
					if def.Type == "plot" {
						where = "plot deck"
					}
					bad("AG-DECK-1", "%s is %s %s: it goes in the %s, not the %s", def.Title, article(def.Type), def.Type, where, pile.called)
				}
			case pile.plots:
				plots = append(plots, def)
			default:
				draw = append(draw, def)
			}
			seen[id] = true
		}
	}
	if len(draw) < 60 {
		bad("AG-DECK-1", "the draw deck has %d cards; it needs at least 60", len(draw))
	}
	if len(plots) != 7 {
		bad("AG-DECK-1", "the plot deck has %d plots; it needs exactly 7", len(plots))
	}

	// AG-DECK-2 and -3: copies by title, the draw deck's and the plots'.
	copies := func(rule string, defs []*carddb.Def, most func(*carddb.Def) int, what string) {
		count, limit := map[string]int{}, map[string]int{}
		var titles []string
		for _, def := range defs {
			if _, ok := count[def.Title]; !ok {
				titles = append(titles, def.Title)
				limit[def.Title] = most(def)
			}
			count[def.Title]++
			limit[def.Title] = min(limit[def.Title], most(def)) // two cards of one title: the lower
		}
		for _, t := range titles {
			if count[t] > limit[t] {
				bad(rule, "%d copies of %s in the %s; at most %d", count[t], t, what, limit[t])
			}
		}
	}
	copies("AG-DECK-2", draw, func(def *carddb.Def) int {
		if def.Limit > 0 {
			return min(3, def.Limit) // "Limit 1 per deck"
		}
		return 3
	}, "draw deck")
	copies("AG-DECK-3", plots, func(def *carddb.Def) int {
		return max(1, def.Limit) // "up to 2 copies"
	}, "plot deck")

	// AG-DECK-4: "House X only".
	named := map[string]bool{}
	for _, def := range append(slices.Clip(draw), plots...) {
		if def.HouseOnly == "" || def.HouseOnly == d.House || named[def.ID] {
			continue
		}
		named[def.ID] = true
		deckHouse := "no House"
		if d.House != "" {
			deckHouse = "House " + label(d.House)
		}
		if d.House == "neutral" {
			deckHouse = "the Neutral Faction"
		}
		bad("AG-DECK-4", "%s is House %s only; this deck is %s", def.Title, label(def.HouseOnly), deckHouse)
	}
	return out
}

func article(word string) string {
	if strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
