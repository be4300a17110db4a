// Package deck reads A Game of Thrones (first edition) decklists and
// checks them against the deck construction rules of the digest
// (docs/rules/agot-1e.md, AG-DECK-*), naming each broken rule by its ID;
// it ships sample decks of the five Houses of the Core Set and Kings of
// the Sea, and registers the game's kind for the tables.
package deck

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"tessen/decklist"
	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// A section header, written alone on its line, maybe after "#", maybe
// with a count in brackets: "# House", "Draw deck (60)", "Plots:".
// Deckbuilders' headers by card type are the draw deck's.
var header = regexp.MustCompile(`(?i)^(house|agenda|draw( deck)?|deck|plots?( deck)?|characters?|locations?|attachments?|events?)\s*(\(\d+\))?:?$`)

// The sections a list may have: only the agenda's changes what its lines
// mean (a name there that is no card is the agenda's, for Check to
// report); elsewhere a House's name is the House and a card goes where
// its type puts it.
const (
	sectionCards  = iota // the draw deck, the plots, the House, or no header yet
	sectionAgenda        // "# Agenda"
)

// index is the card data looked up as a list names a card: by id or data
// id (carddb), by title in any case (several cards may share one), by
// the title's slug. It is built once, whoever asks first.
type index struct {
	db      *carddb.DB
	byTitle map[string][]*carddb.Def
}

var cards = sync.OnceValue(func() *index {
	x := &index{db: carddb.Std(), byTitle: map[string][]*carddb.Def{}}
	for _, d := range x.db.All {
		k := strings.ToLower(d.Title)
		x.byTitle[k] = append(x.byTitle[k], d)
	}
	return x
})

// text is how AGoT lists are written: a card may be followed by its set,
// in brackets ("Winterfell Castle (Core Set)", "[kotse]").
var text = decklist.Format{Header: header, Sets: []string{"Core", "Core Set", "core", "Kings of the Sea", "kotse", "KotS"}}

// setNames are the sets' names as a person reads them.
var setNames = map[string]string{"core": "Core Set", "kotse": "Kings of the Sea"}

// Parse reads a plain-text decklist (package decklist): a card a line
// ("3 Winterfell Castle", "3x winterfell-castle", "1 core_71"), named by
// title in any case, by id or by the card data's id. A line naming a
// House ("Stark", "House Stark", "Neutral") is the deck's House; each
// card goes where its type puts it (a plot to the plots, whatever the
// section; anything else to the draw deck), so the sections ("# House",
// "# Agenda", "# Draw deck", "# Plots") are a reader's guide, but for the
// agenda's: a name under "# Agenda" that is no card is the deck's agenda,
// which Check reports (none exists in this card pool; "none" is none).
// Every line that will not do is named by its number, in one error, and
// the deck is then the empty one.
func Parse(b []byte) (agot1e.Deck, error) {
	var d agot1e.Deck
	var errs []error
	for _, s := range sections(string(b)) {
		err := decklist.Read([]byte(s.text), text, func(count int, name string) error {
			return add(&d, s.kind, count, name)
		})
		if err != nil {
			errs = append(errs, err)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return agot1e.Deck{}, err
	}
	return d, nil
}

// section is a run of a list's lines under one header: its text keeps the
// lines before it as empty ones, so that decklist's line numbers are the
// list's.
type section struct {
	kind int
	text string
}

func sections(list string) []section {
	lines := strings.Split(list, "\n")
	var out []section
	start, kind := 0, sectionCards
	flush := func(end int) {
		if end > start {
			out = append(out, section{kind, strings.Repeat("\n", start) + strings.Join(lines[start:end], "\n")})
		}
	}
	for i, line := range lines {
		h := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), "#"))
		m := header.FindStringSubmatch(h)
		if m == nil {
			continue
		}
		flush(i)
		start, kind = i, sectionCards
		if strings.EqualFold(m[1], "agenda") {
			kind = sectionAgenda
		}
	}
	flush(len(lines))
	return out
}

// add puts count copies of what a line names where they go.
func add(d *agot1e.Deck, kind, count int, name string) error {
	if rest, ok := cutFold(name, "house:"); ok { // "House: Stark", on one line
		name = strings.TrimSpace(rest)
		if House(name) == "" {
			return fmt.Errorf("%q is not a House (%s)", name, houseNames())
		}
	}
	if rest, ok := cutFold(name, "agenda:"); ok {
		name, kind = strings.TrimSpace(rest), sectionAgenda
	}
	if h := House(name); h != "" {
		if d.House != "" && d.House != h {
			return fmt.Errorf("a second House, %s: the deck's is %s (a deck has one House card)", label(h), label(d.House))
		}
		d.House = h
		return nil
	}
	def, err := Lookup(name)
	if err != nil {
		var amb ambiguousError
		if kind == sectionAgenda && !errors.As(err, &amb) {
			if !slices.Contains([]string{"none", "no agenda", "-"}, strings.ToLower(name)) { // "Agenda: none"
				d.Agenda = join(d.Agenda, name)
			}
			return nil
		}
		return err
	}
	for range count {
		if def.Type == "plot" {
			d.Plots = append(d.Plots, def.ID)
		} else {
			d.Draw = append(d.Draw, def.ID)
		}
	}
	return nil
}

// House is the House a name means ("Stark", "house stark", "Neutral",
// "The Neutral Faction"), one of agot1e.Houses; "" if none.
func House(name string) string {
	n := strings.ToLower(strings.Join(strings.Fields(name), " "))
	n = strings.TrimPrefix(n, "the ")
	n = strings.TrimPrefix(n, "house ")
	n = strings.TrimSuffix(n, " faction")
	if slices.Contains(agot1e.Houses, n) {
		return n
	}
	return ""
}

// label is a House's name as printed: "Stark", "Neutral".
func label(house string) string {
	if house == "" {
		return house
	}
	return strings.ToUpper(house[:1]) + house[1:]
}

func houseNames() string {
	names := make([]string, len(agot1e.Houses))
	for i, h := range agot1e.Houses {
		names[i] = label(h)
	}
	return orList(names)
}

// ambiguousError is a title several cards bear.
type ambiguousError struct{ msg string }

func (e ambiguousError) Error() string { return e.msg }

// Lookup finds a card by id or data id ("robb-stark-core", "core_71"),
// by title in any case, or by its title's slug. A title that several
// cards bear is an error naming the id of each.
func Lookup(name string) (*carddb.Def, error) {
	x := cards()
	if d, ok := x.db.Get(name); ok {
		return d, nil
	}
	if defs := x.byTitle[strings.ToLower(strings.Join(strings.Fields(name), " "))]; len(defs) > 0 {
		if len(defs) == 1 {
			return defs[0], nil
		}
		return nil, ambiguous(name, defs)
	}
	slug := engine.Slug(name)
	if d, ok := x.db.Get(slug); ok {
		return d, nil
	}
	var same []*carddb.Def // "robb-stark": the slug of a shared title
	for _, d := range x.db.All {
		if engine.Slug(d.Title) == slug {
			same = append(same, d)
		}
	}
	if len(same) > 1 {
		return nil, ambiguous(name, same)
	}
	return nil, fmt.Errorf("unknown card %q (not a card of the Core Set or Kings of the Sea)", name)
}

func ambiguous(name string, defs []*carddb.Def) error {
	ids := make([]string, len(defs))
	for i, d := range defs {
		ids[i] = fmt.Sprintf("%s (%s)", d.ID, setNames[d.Set])
	}
	return ambiguousError{fmt.Sprintf("%q is the title of %d different cards: write %s", name, len(defs), orList(ids))}
}

// orList is "a or b", "a, b or c".
func orList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

func join(list, x string) string {
	if list == "" {
		return x
	}
	return list + "," + x
}

func cutFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}
