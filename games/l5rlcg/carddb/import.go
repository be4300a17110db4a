package carddb

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// source is the fiveringsdb card layout (json/Card/*.json).
type source struct {
	ID             string    `json:"id"`
	Name           string    `json:"name"`
	Type           string    `json:"type"`
	Side           string    `json:"side"`
	Clan           string    `json:"clan"`
	Unique         bool      `json:"unique"`
	Cost           *int      `json:"cost"`
	Military       *string   `json:"military"`
	Political      *string   `json:"political"`
	MilitaryBonus  *string   `json:"military_bonus"`
	PoliticalBonus *string   `json:"political_bonus"`
	Glory          *int      `json:"glory"`
	Strength       *string   `json:"strength"`
	StrengthBonus  *string   `json:"strength_bonus"`
	Fate           *int      `json:"fate"`
	Honor          *int      `json:"honor"`
	InfluencePool  *int      `json:"influence_pool"`
	InfluenceCost  *int      `json:"influence_cost"`
	Elements       []*string `json:"elements"`
	Traits         []string  `json:"traits"`
	Text           *string   `json:"text"`
	DeckLimit      int       `json:"deck_limit"`
	Restricted     bool      `json:"is_restricted"`
	RoleOnly       *string   `json:"role_restriction"`
}

// keywords are the keyword abilities recognised at the head of a line of
// card text; they are facts of the card, like its traits.
var keywords = []string{"ancestral", "courtesy", "covert", "limited", "no attachments", "pride", "restricted", "sincerity", "rally", "composure"}

var tags = regexp.MustCompile(`<[^>]*>`)

// Import reads every card of a fiveringsdb data folder (the one holding
// json/Card) into definitions.
func Import(dir string) ([]*Def, error) {
	files, err := filepath.Glob(filepath.Join(dir, "json", "Card", "*.json"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no card files under %s", filepath.Join(dir, "json", "Card"))
	}
	defs := make([]*Def, 0, len(files))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var s source
		if err := json.Unmarshal(b, &s); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		d, err := convert(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		defs = append(defs, d)
	}
	return Sorted(defs), nil
}

func convert(s source) (*Def, error) {
	if s.ID == "" || s.Name == "" || s.Type == "" {
		return nil, fmt.Errorf("card lacks an id, name or type")
	}
	d := &Def{ID: Slug(s.Name), DataID: s.ID, Title: s.Name, Type: s.Type, Side: s.Side, Clan: s.Clan,
		Unique: s.Unique, Traits: s.Traits, DeckLimit: s.DeckLimit, Restrict: s.Restricted}
	d.Pack, _, _ = strings.Cut(s.ID, "-")
	if s.Cost == nil {
		d.NoCost = true
	} else {
		d.Cost = *s.Cost
	}
	var err error
	num := func(p *string) int {
		if p == nil || err != nil {
			return 0
		}
		t := strings.TrimPrefix(*p, "+")
		if t == "X" || t == "-X" || t == "-" {
			return 0 // X is 0 unless an ability defines it (RR "The letter X"); a bare dash adds nothing
		}
		v, e := strconv.Atoi(t)
		if e != nil {
			err = fmt.Errorf("value %q is not a number", *p)
		}
		return v
	}
	if s.Type == "character" {
		d.MilDash, d.PolDash = s.Military == nil, s.Political == nil
	}
	d.Military, d.Political = num(s.Military), num(s.Political)
	d.MilBonus, d.PolBonus = num(s.MilitaryBonus), num(s.PoliticalBonus)
	d.Strength, d.StrBonus = num(s.Strength), num(s.StrengthBonus)
	for _, p := range []struct {
		dst *int
		src *int
	}{{&d.Glory, s.Glory}, {&d.Fate, s.Fate}, {&d.Honor, s.Honor}, {&d.Influence, s.InfluencePool}, {&d.InfCost, s.InfluenceCost}} {
		if p.src != nil {
			*p.dst = *p.src
		}
	}
	for _, e := range s.Elements {
		if e != nil {
			d.Elements = append(d.Elements, *e)
		}
	}
	if s.RoleOnly != nil {
		d.RoleOnly = *s.RoleOnly
	}
	if s.Text != nil {
		d.Keywords = keywordsOf(*s.Text)
		d.Abilities = hasAbilities(*s.Text)
	}
	return d, err
}

var reminder = regexp.MustCompile(`<i>[^<]*</i>|\([^)]*\)`)

// hasAbilities reports text beyond keywords and reminder text ("Errata
// from ..." notes aside).
func hasAbilities(text string) bool {
	for _, line := range strings.Split(reminder.ReplaceAllString(text, ""), "<br>") {
		line = strings.ToLower(strings.TrimSpace(tags.ReplaceAllString(line, "")))
		for _, part := range strings.Split(line, ".") {
			part = strings.TrimSpace(part)
			if part == "" || strings.HasPrefix(part, "errata from") {
				continue
			}
			known := false
			for _, k := range keywords {
				known = known || part == k || (k == "no attachments" && strings.HasPrefix(part, "no ") && strings.Contains(part, "attachments"))
			}
			if !known {
				return true
			}
		}
	}
	return false
}

// keywordsOf reads the keywords of card text: each sentence that is a
// keyword alone ("Covert.", "Pride.", "No attachments."), wherever it
// stands on its line ("Attach to a character you control. Restricted."),
// until an ability begins ("Action: ...": a sentence with a colon), whose
// sentences are its own. Reminder text is no sentence.
func keywordsOf(text string) []string {
	var out []string
	for _, line := range strings.Split(reminder.ReplaceAllString(text, ""), "<br>") {
		line = strings.ToLower(strings.TrimSpace(tags.ReplaceAllString(line, "")))
		for _, part := range strings.Split(line, ".") {
			part = strings.TrimSpace(part)
			if strings.Contains(part, ":") {
				break
			}
			for _, k := range keywords {
				// "No attachments except Weapon" keeps its whole phrase.
				if part == k || (k == "no attachments" && strings.HasPrefix(part, "no ") && strings.Contains(part, "attachments")) {
					out = append(out, part)
				}
			}
		}
	}
	return out
}
