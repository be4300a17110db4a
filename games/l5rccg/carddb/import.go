package carddb

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
)

// LotusFormat is the name the card data gives the Lotus Edition format.
const LotusFormat = "Age of Enlightenment (Lotus)"

// BaseSet is the name of the Lotus Edition base set.
const BaseSet = "Lotus Edition"

// printing is one entry of the card data (sets/*.yaml). Only facts are
// read; the text is looked at only to know whether the card has one.
type printing struct {
	Title            string   `yaml:"title"`
	Types            []string `yaml:"types"`
	Decks            []string `yaml:"decks"`
	Clans            []string `yaml:"clans"`
	Keywords         []string `yaml:"keywords"`
	Text             string   `yaml:"text"`
	GoldCost         *value   `yaml:"gold_cost"`
	Force            *value   `yaml:"force"`
	Chi              *value   `yaml:"chi"`
	PersonalHonor    *value   `yaml:"personal_honor"`
	HonorRequirement *value   `yaml:"honor_requirement"`
	Focus            *value   `yaml:"focus"`
	ProvinceStrength *value   `yaml:"province_strength"`
	StartingHonor    *value   `yaml:"starting_honor"`
	GoldProduction   *value   `yaml:"gold_production"`
	Unique           bool     `yaml:"is_unique"`
	Banned           bool     `yaml:"is_banned"`
	Legality         []string `yaml:"legality"`
}

// value is a printed number: 3, "+2" (a bonus), "-1", "*" (it varies),
// "5*" (a number the card's text qualifies: its X flag is set too), or a
// rank ("[Rank•7]": the number).
type value struct {
	N int
	X bool
}

var number = regexp.MustCompile(`-?\d+`)

func (v *value) UnmarshalYAML(n *yaml.Node) error {
	s := strings.TrimSpace(n.Value)
	v.X = strings.Contains(s, "*")
	if m := number.FindString(s); m != "" {
		v.N, _ = strconv.Atoi(m)
	} else if !v.X {
		return fmt.Errorf("line %d: %q is not a printed number", n.Line, n.Value)
	}
	return nil
}

type setFile struct {
	Set   string     `yaml:"set"`
	Cards []printing `yaml:"cards"`
}

type setInfo struct {
	Arcs []struct {
		Sets []struct {
			Name    string `yaml:"set_name"`
			Release string `yaml:"release_date"`
		} `yaml:"sets"`
	} `yaml:"arcs"`
}

type strongholdFacts struct {
	Title          string `yaml:"title"`
	GoldProduction int    `yaml:"gold_production"`
}

// experienced reads an experience keyword: "Experienced", "Experienced 2",
// "Experienced 2 Oni no Akuma" (the experienced version of another name).
// A "Soul of ..." trait names another card's level, not this one's.
var experienced = regexp.MustCompile(`^Experienced(?: (\d+))?(?: |$)`)

// Import reads the card data folder (the one holding sets/ and
// set_info.yaml) into the definitions of every card legal in the Lotus
// format, each from its most recent printing.
func Import(dir string) ([]*Def, error) {
	release, err := releases(filepath.Join(dir, "set_info.yaml"))
	if err != nil {
		return nil, err
	}
	production, err := strongholdProduction(filepath.Join(dir, "lotus-strongholds.yaml"))
	if err != nil {
		return nil, err
	}
	files, err := filepath.Glob(filepath.Join(dir, "sets", "*.yaml"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no set files under %s", filepath.Join(dir, "sets"))
	}
	slices.Sort(files)
	byID := map[string]*Def{}
	dates := map[string]string{} // the release date of each kept printing
	for _, f := range files {
		var sf setFile
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if err := yaml.Unmarshal(b, &sf); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(f), err)
		}
		date, ok := release[sf.Set]
		if !ok {
			return nil, fmt.Errorf("%s: set %q is not in set_info.yaml", filepath.Base(f), sf.Set)
		}
		for i := range sf.Cards {
			p := &sf.Cards[i]
			if !slices.Contains(p.Legality, LotusFormat) {
				continue
			}
			d, err := fromPrinting(p, sf.Set)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", filepath.Base(f), p.Title, err)
			}
			if d.Type == "stronghold" && d.NoProduction {
				if n, ok := production[p.Title]; ok {
					d.GoldProduction, d.NoProduction = n, false
				}
			}
			old, seen := byID[d.ID]
			base := d.Base || (seen && old.Base)
			if !seen || date > dates[d.ID] {
				byID[d.ID], dates[d.ID] = d, date
			}
			byID[d.ID].Base = base
		}
	}
	defs := make([]*Def, 0, len(byID))
	for _, d := range byID {
		defs = append(defs, d)
	}
	slices.SortFunc(defs, func(a, b *Def) int { return strings.Compare(a.ID, b.ID) })
	return defs, nil
}

// fromPrinting takes the facts of one printing.
func fromPrinting(p *printing, set string) (*Def, error) {
	if len(p.Types) != 1 || len(p.Decks) != 1 {
		return nil, fmt.Errorf("%d types and %d decks, not one each", len(p.Types), len(p.Decks))
	}
	d := &Def{Title: p.Title, Type: strings.ToLower(p.Types[0]), Deck: strings.ToLower(p.Decks[0]),
		Keywords: p.Keywords, Unique: p.Unique, Banned: p.Banned, Set: set, Base: set == BaseSet,
		Abilities: strings.TrimSpace(p.Text) != ""}
	for _, c := range p.Clans {
		d.Clans = append(d.Clans, engine.Slug(c))
	}
	for _, k := range p.Keywords {
		if k == "Inexperienced" || strings.HasPrefix(k, "Inexperienced ") {
			d.Inexperienced = true
		}
		if m := experienced.FindStringSubmatch(k); m != nil {
			d.Experience = 1
			if m[1] != "" {
				d.Experience, _ = strconv.Atoi(m[1])
			}
		}
	}
	d.ID = engine.Slug(p.Title) + suffix(d)
	if p.GoldCost == nil {
		d.NoGold = true
	} else {
		d.Gold, d.GoldX = p.GoldCost.N, p.GoldCost.X
	}
	if p.Force != nil {
		d.Force, d.ForceX = p.Force.N, p.Force.X
	}
	if p.Chi != nil {
		d.Chi, d.ChiX = p.Chi.N, p.Chi.X
	}
	if p.PersonalHonor != nil {
		d.PersonalHonor = p.PersonalHonor.N
	}
	if p.HonorRequirement != nil {
		d.HonorReq = p.HonorRequirement.N
	} else if d.Type == "personality" {
		d.NoHonorReq = true // a printed "–" the data leaves out
	}
	if p.Focus != nil {
		d.Focus = p.Focus.N
	}
	if p.ProvinceStrength != nil {
		d.ProvinceStrength = p.ProvinceStrength.N
	}
	if p.StartingHonor != nil {
		d.StartingHonor = p.StartingHonor.N
	}
	if d.Type == "stronghold" {
		if p.GoldProduction == nil {
			d.NoProduction = true
		} else {
			d.GoldProduction = p.GoldProduction.N
		}
	}
	return d, nil
}

// suffix is the part of an id that names an experience level: "-exp",
// "-exp2", ..., or "-inexp".
func suffix(d *Def) string {
	switch {
	case d.Inexperienced:
		return "-inexp"
	case d.Experience == 1:
		return "-exp"
	case d.Experience > 1:
		return "-exp" + strconv.Itoa(d.Experience)
	}
	return ""
}

// releases reads each set's release date (YYYY-MM-DD, so that dates
// compare as text).
func releases(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var info setInfo
	if err := yaml.Unmarshal(b, &info); err != nil {
		return nil, fmt.Errorf("set_info.yaml: %w", err)
	}
	out := map[string]string{}
	for _, a := range info.Arcs {
		for _, s := range a.Sets {
			out[s.Name] = s.Release
		}
	}
	return out, nil
}

// strongholdProduction reads the gold production of the Lotus Edition
// strongholds that the set files leave out.
func strongholdProduction(path string) (map[string]int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var list []strongholdFacts
	if err := yaml.Unmarshal(b, &list); err != nil {
		return nil, fmt.Errorf("lotus-strongholds.yaml: %w", err)
	}
	out := map[string]int{}
	for _, s := range list {
		out[s.Title] = s.GoldProduction
	}
	return out, nil
}
