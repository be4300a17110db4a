// Package carddb holds the printed facts of the cards of A Game of
// Thrones: The Card Game, first edition, that tessen plays (the Core Set
// and Kings of the Sea: cost, strength, icons, crests, traits, keywords,
// a plot's numbers...) in the project's own format, and the importer that
// builds it from the card data in ../shared/data/agot-1e. Card texts are
// not kept: abilities are written in the game's own vocabulary.
package carddb

import (
	_ "embed"
	"slices"
	"strings"

	"tessen/engine"
)

// Def is one card's printed facts. A number not printed (a plot's cost, a
// location's strength) is marked by its No flag.
type Def struct {
	// ID names the card: its title as a slug ("cerseis-attendant"), with
	// its set's code where different cards share a title
	// ("robb-stark-core"); reprints of one card share the id of the first
	// printing (FORMAT.md, game: agot-1e).
	ID string `json:"id"`
	// DataIDs are the card data's own ids of every printing ("core_29").
	DataIDs []string `json:"dataIds"`
	Title   string   `json:"title"`
	// Type: character, location, attachment, event or plot.
	Type string `json:"type"`
	// Houses: stark, lannister, baratheon, targaryen, greyjoy, martell;
	// none for a neutral card.
	Houses []string `json:"houses,omitempty"`
	// HouseOnly is the House a deck must be to include the card ("House
	// Stark only."), "" for none.
	HouseOnly string `json:"houseOnly,omitempty"`
	Unique    bool   `json:"unique,omitempty"`
	Cost      int    `json:"cost,omitempty"`
	NoCost    bool   `json:"noCost,omitempty"`
	Strength  int    `json:"str,omitempty"`
	// Icons: military, intrigue, power, each with "naval-" before it when
	// the icon is naval.
	Icons  []string `json:"icons,omitempty"`
	Crests []string `json:"crests,omitempty"` // holy, noble, war, learned, shadow
	Traits []string `json:"traits,omitempty"` // as printed: "Lord", "Maester"
	// Keywords are the keywords the text opens with, as tessen names them:
	// "Stealth", "Renown", "Deadly", "Limited", "No attachments",
	// "No attachments except Weapon", "Immune to events".
	Keywords []string `json:"keywords,omitempty"`
	// Income is a plot's gold, or the gold another card adds; Initiative,
	// Claim a plot's; Influence what a card gives.
	Income     int `json:"income,omitempty"`
	Initiative int `json:"initiative,omitempty"`
	Claim      int `json:"claim,omitempty"`
	Influence  int `json:"influence,omitempty"`
	// Limit is how many copies a deck may hold; Quantity how many the set
	// has (of all its printings).
	Limit    int `json:"limit"`
	Quantity int `json:"quantity"`
	// Restricted and Banned name the formats ("joust", "melee") where the
	// card is so.
	Restricted []string `json:"restricted,omitempty"`
	Banned     []string `json:"banned,omitempty"`
	// Abilities: the card has text beyond its keywords and deck
	// restrictions, which tessen must implement for it to play fully;
	// Errata: the FAQ changed that text (the data holds it as changed).
	Abilities bool   `json:"abilities,omitempty"`
	Errata    bool   `json:"errata,omitempty"`
	Set       string `json:"set"` // core or kotse, of the first printing
}

// HasTrait reports a printed trait, compared without case.
func (d *Def) HasTrait(t string) bool {
	return slices.ContainsFunc(d.Traits, func(x string) bool { return strings.EqualFold(x, t) })
}

// HasKeyword reports a keyword, compared without case.
func (d *Def) HasKeyword(k string) bool {
	return slices.ContainsFunc(d.Keywords, func(x string) bool { return strings.EqualFold(x, k) })
}

// HasIcon reports a challenge icon: military, intrigue or power, naval or
// not.
func (d *Def) HasIcon(icon string) bool {
	return slices.Contains(d.Icons, icon) || slices.Contains(d.Icons, "naval-"+icon)
}

//go:embed cards.json
var embedded []byte

// DB is a set of card definitions looked up by id or by a data id.
type DB struct {
	All  []*Def
	byID map[string]*Def
}

var std *DB

// Std is the card data shipped with tessen.
func Std() *DB {
	if std == nil {
		defs := engine.DecodeLines[*Def](embedded, "agot1e/carddb cards")
		std = NewDB(defs)
	}
	return std
}

// NewDB indexes definitions by id and by each of their data ids.
func NewDB(defs []*Def) *DB {
	db := &DB{All: defs, byID: make(map[string]*Def, 2*len(defs))}
	for _, d := range defs {
		db.byID[d.ID] = d
		for _, x := range d.DataIDs {
			db.byID[x] = d
		}
	}
	return db
}

// Get looks a card up by id or data id.
func (db *DB) Get(id string) (*Def, bool) { d, ok := db.byID[id]; return d, ok }

// Encode writes definitions in the project's format, ordered by id, one
// card a line.
func Encode(defs []*Def) ([]byte, error) {
	sorted := slices.Clone(defs)
	slices.SortFunc(sorted, func(a, b *Def) int { return strings.Compare(a.ID, b.ID) })
	return engine.EncodeLines(sorted, func(d *Def) string { return "card " + d.ID })
}
