// Package carddb holds the printed facts of every card legal in the L5R
// CCG's Lotus format (gold cost, Force, Chi, honor, keywords...) in the
// project's own format, and the importer that builds that format from the
// card data in ../shared/data/l5r-ccg. Card texts are not kept: abilities
// are written in the game's own vocabulary.
package carddb

import (
	_ "embed"
	"sort"
	"strings"

	"tessen/engine"
)

// Def is one card's printed facts, from its most recent printing legal in
// the Lotus format. A value printed as "*" (it varies) is marked by its X
// flag; a value not printed at all by its No flag.
type Def struct {
	// ID names the card: its title as a slug, with its experience level
	// ("shiba-ningen-exp2"; docs/scenarios-l5r-ccg.md).
	ID    string `json:"id"`
	Title string `json:"title"`
	// Type: personality, holding, strategy, follower, item, spell, event,
	// region, ring, stronghold, sensei, wind, ancestor (lower case).
	Type string `json:"type"`
	// Deck: dynasty, fate or pre-game.
	Deck  string   `json:"deck"`
	Clans []string `json:"clans,omitempty"` // slugs: crab, brotherhood-of-shinsei, ...
	// Keywords are the printed keywords and traits, as printed
	// ("Samurai", "Experienced 2", "Soul of Agasha Gennai").
	Keywords []string `json:"keywords,omitempty"`
	// Experience is the level of "Experienced" (1), "Experienced N";
	// Inexperienced marks an Inexperienced version.
	Experience    int  `json:"exp,omitempty"`
	Inexperienced bool `json:"inexp,omitempty"`
	Unique        bool `json:"unique,omitempty"`
	Gold          int  `json:"gold,omitempty"`
	NoGold        bool `json:"noGold,omitempty"`
	GoldX         bool `json:"goldX,omitempty"`
	// Force and Chi: a Personality's own, or the bonus a Follower, Item or
	// Spell gives ("+2" is 2).
	Force         int  `json:"force,omitempty"`
	Chi           int  `json:"chi,omitempty"`
	ForceX        bool `json:"forceX,omitempty"`
	ChiX          bool `json:"chiX,omitempty"`
	PersonalHonor int  `json:"ph,omitempty"`
	// HonorReq is the honor requirement; NoHonorReq: none is printed (a
	// "–", or left out of the data).
	HonorReq   int  `json:"hr,omitempty"`
	NoHonorReq bool `json:"noHr,omitempty"`
	Focus      int  `json:"focus,omitempty"`
	// A stronghold's province strength, starting Family Honor and gold
	// production; NoProduction: the data does not know its production.
	ProvinceStrength int  `json:"strength,omitempty"`
	StartingHonor    int  `json:"startingHonor,omitempty"`
	GoldProduction   int  `json:"production,omitempty"`
	NoProduction     bool `json:"noProduction,omitempty"`
	// Abilities: the card has text beyond its keywords, which tessen must
	// implement for the card to play fully.
	Abilities bool   `json:"abilities,omitempty"`
	Banned    bool   `json:"banned,omitempty"`
	Set       string `json:"set"`            // the printing the facts are from
	Base      bool   `json:"base,omitempty"` // printed in the Lotus Edition base set
}

// HasKeyword reports a printed keyword or trait, compared without case
// ("Samurai", "samurai").
func (d *Def) HasKeyword(k string) bool {
	for _, x := range d.Keywords {
		if x == k || len(x) == len(k) && strings.EqualFold(x, k) {
			return true
		}
	}
	return false
}

// HasClan reports a clan (a slug: "crab").
func (d *Def) HasClan(c string) bool {
	for _, x := range d.Clans {
		if x == c {
			return true
		}
	}
	return false
}

//go:embed cards.json
var embedded []byte

// DB is a set of card definitions looked up by id.
type DB struct {
	All  []*Def
	byID map[string]*Def
}

var std *DB

// Std is the card data shipped with tessen.
func Std() *DB {
	if std == nil {
		defs := engine.DecodeLines[*Def](embedded, "l5rccg/carddb cards")
		std = NewDB(defs)
	}
	return std
}

// NewDB indexes definitions by id.
func NewDB(defs []*Def) *DB {
	db := &DB{All: defs, byID: make(map[string]*Def, len(defs))}
	for _, d := range defs {
		db.byID[d.ID] = d
	}
	return db
}

// Add registers a definition that is not in the data (the scenario
// runner's blank cards).
func (db *DB) Add(d *Def) { db.All = append(db.All, d); db.byID[d.ID] = d }

// Get looks a card up by id.
func (db *DB) Get(id string) (*Def, bool) { d, ok := db.byID[id]; return d, ok }

// Encode writes definitions in the project's format, ordered by id, one
// card a line so that a re-import shows as a readable diff.
func Encode(defs []*Def) ([]byte, error) {
	sorted := append([]*Def(nil), defs...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].ID < sorted[j].ID })
	return engine.EncodeLines(sorted, func(d *Def) string { return "card " + d.ID })
}
