package carddb

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// record is one entry of the card data (cards.json). Only facts are read;
// the text is looked at for its opening keywords and whether more follows.
type record struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Type       string   `json:"card_type"`
	Set        string   `json:"set"`
	Quantity   int      `json:"quantity"`
	Limit      int      `json:"limit"`
	Joust      string   `json:"legality_joust"`
	Melee      string   `json:"legality_melee"`
	House      []string `json:"house"`
	Unique     bool     `json:"unique"`
	Text       string   `json:"rules_text"`
	Erratas    []any    `json:"erratas"`
	Duplicate  *string  `json:"duplicate_id"`
	Cost       *int     `json:"cost"`
	Strength   *int     `json:"strength"`
	Icons      []string `json:"icons"`
	Crests     []string `json:"crest"`
	Traits     []string `json:"traits"`
	Income     *int     `json:"income"`
	Initiative *int     `json:"initiative"`
	Claim      *int     `json:"claim"`
	Influence  *int     `json:"influence"`
}

// setCodes are the codes of the sets the data holds, as ids take them.
var setCodes = map[string]string{"Core": "core", "Kings of the Sea": "kotse"}

// Import reads the card data folder (the one holding cards.json) into
// the definitions of its cards, a reprint folded into its first printing.
func Import(dir string) ([]*Def, error) {
	b, err := os.ReadFile(filepath.Join(dir, "cards.json"))
	if err != nil {
		return nil, err
	}
	var recs []record
	if err := json.Unmarshal(b, &recs); err != nil {
		return nil, fmt.Errorf("cards.json: %w", err)
	}
	byKey := map[string]*Def{}
	sets := map[*Def][]string{}
	var defs []*Def
	for i := range recs {
		r := &recs[i]
		key := r.ID
		if r.Duplicate != nil {
			key = *r.Duplicate
		}
		if d, ok := byKey[key]; ok { // a reprint: one card
			if d.Title != r.Name {
				return nil, fmt.Errorf("%s reprints %s under another title (%q, %q)", r.ID, key, r.Name, d.Title)
			}
			d.DataIDs = append(d.DataIDs, r.ID)
			if !slices.Contains(sets[d], r.Set) { // a set's quantity counts all its printings
				d.Quantity += r.Quantity
				sets[d] = append(sets[d], r.Set)
			}
			continue
		}
		d, err := fromRecord(r)
		if err != nil {
			return nil, fmt.Errorf("%s (%s): %w", r.ID, r.Name, err)
		}
		byKey[key], sets[d] = d, []string{r.Set}
		defs = append(defs, d)
	}
	// Different cards of one title are told apart by their set.
	titles := map[string]int{}
	for _, d := range defs {
		titles[d.ID]++
	}
	for _, d := range defs {
		if titles[d.ID] > 1 {
			d.ID += "-" + d.Set
		}
	}
	seen := map[string]bool{}
	for _, d := range defs {
		if seen[d.ID] {
			return nil, fmt.Errorf("two cards of %s have the id %s", d.Set, d.ID)
		}
		seen[d.ID] = true
	}
	return defs, nil
}

func fromRecord(r *record) (*Def, error) {
	set, ok := setCodes[r.Set]
	if !ok {
		return nil, fmt.Errorf("set %q is not one tessen knows", r.Set)
	}
	d := &Def{ID: engine.Slug(r.Name), DataIDs: []string{r.ID}, Title: r.Name, Type: strings.ToLower(r.Type),
		Unique: r.Unique, Limit: r.Limit, Quantity: r.Quantity, Set: set, Errata: len(r.Erratas) > 0,
		Traits: r.Traits}
	if !slices.Contains([]string{"character", "location", "attachment", "event", "plot"}, d.Type) {
		return nil, fmt.Errorf("card type %q", r.Type)
	}
	for _, h := range r.House {
		if h != "Neutral" {
			d.Houses = append(d.Houses, strings.ToLower(h))
		}
	}
	d.Cost, d.NoCost = number(r.Cost)
	d.Strength, _ = number(r.Strength)
	d.Income, _ = number(r.Income)
	d.Initiative, _ = number(r.Initiative)
	d.Claim, _ = number(r.Claim)
	d.Influence, _ = number(r.Influence)
	for _, icon := range r.Icons {
		name, naval := strings.CutSuffix(icon, " (Naval)")
		name = strings.ToLower(name)
		if naval {
			name = "naval-" + name
		}
		d.Icons = append(d.Icons, name)
	}
	for _, c := range r.Crests {
		d.Crests = append(d.Crests, strings.ToLower(c))
	}
	for format, legality := range map[string]string{"joust": r.Joust, "melee": r.Melee} {
		switch legality {
		case "Restricted":
			d.Restricted = append(d.Restricted, format)
		case "Banned":
			d.Banned = append(d.Banned, format)
		case "Legal":
		default:
			return nil, fmt.Errorf("legality %q in %s", legality, format)
		}
	}
	slices.Sort(d.Restricted)
	slices.Sort(d.Banned)
	text := bonus.ReplaceAllStringFunc(r.Text, func(b string) string {
		m := bonus.FindStringSubmatch(b)
		n, _ := strconv.Atoi(m[1])
		field := map[string]*int{"Income": &d.Income, "Influence": &d.Influence, "Initiative": &d.Initiative}[m[2]]
		if *field == 0 {
			*field = n
		}
		return ""
	})
	d.Keywords, d.HouseOnly, d.Abilities = opening(text)
	return d, nil
}

// number is a printed number, or none printed.
func number(n *int) (int, bool) {
	if n == nil {
		return 0, true
	}
	return *n, false
}

// keywords are the words a text may open with that the rules define.
var keywords = []string{"Ambush", "Deadly", "Deathbound", "Infamy", "Intimidate", "Limited", "Renown", "Stalwart", "Stealth", "Vigilant"}

var (
	bonus     = regexp.MustCompile(`\[\+(\d+) (Income|Influence|Initiative)\]`) // a printed bonus, also among the numbers
	sentence  = regexp.MustCompile(`[^.]+\.`)
	houseOnly = regexp.MustCompile(`^House (\w+) only$`)
	immune    = regexp.MustCompile(`^Immune to [\w ]+$`)
)

// opening reads the sentences a card's text opens with that are keywords
// ("Stealth.", "No attachments except Weapon.", "Immune to events.") or
// its deck restriction ("House Stark only."), and reports whether any
// text is left after them.
func opening(text string) (kws []string, house string, more bool) {
	first, rest, _ := strings.Cut(strings.TrimSpace(text), "\n")
	if houseOnly.MatchString(strings.TrimSuffix(strings.TrimSpace(first), ".")) && rest != "" {
		// A deck restriction alone on the first line: the keywords, if
		// any, open the next (Forever Burning's "Deathbound.", AG-KW-3).
		house = strings.ToLower(houseOnly.FindStringSubmatch(strings.TrimSuffix(strings.TrimSpace(first), "."))[1])
		first, rest, _ = strings.Cut(strings.TrimSpace(rest), "\n")
	}
	left := first
	for _, s := range sentence.FindAllString(first, -1) {
		w := strings.TrimSuffix(strings.TrimSpace(s), ".")
		switch m := houseOnly.FindStringSubmatch(w); {
		case m != nil && house == "":
			house = strings.ToLower(m[1])
		case slices.Contains(keywords, w), w == "No attachments", strings.HasPrefix(w, "No attachments except "), immune.MatchString(w):
			kws = append(kws, w)
		default:
			return kws, house, true
		}
		left = strings.TrimPrefix(left, s)
	}
	return kws, house, strings.TrimSpace(left) != "" || strings.TrimSpace(rest) != ""
}
