// Package carddb holds the printed facts of every L5R LCG card (cost,
// skills, traits, keywords...) in the project's own format, and the
// importer that builds that format from the fiveringsdb JSON layout.
// Ability text is not kept: abilities are written in the rules vocabulary.
package carddb

import (
	_ "embed"
	"sort"
	"strings"

	"tessen/engine"
)

// Def is one card's printed facts. A skill, glory or strength that is
// printed as a dash is marked by its Dash flag, not by a value.
type Def struct {
	ID        string   `json:"id"`   // our id: the title as a slug (akodo-toturi)
	DataID    string   `json:"data"` // fiveringsdb id (01-akodo-toturi)
	Title     string   `json:"title"`
	Type      string   `json:"type"` // character, attachment, event, holding, province, stronghold, role
	Side      string   `json:"side"` // dynasty, conflict, province, role
	Clan      string   `json:"clan"` // crab, crane, ... or neutral
	Unique    bool     `json:"unique,omitempty"`
	Cost      int      `json:"cost"`
	NoCost    bool     `json:"noCost,omitempty"` // printed cost is absent (provinces, strongholds)
	Military  int      `json:"mil"`
	Political int      `json:"pol"`
	MilDash   bool     `json:"milDash,omitempty"`
	PolDash   bool     `json:"polDash,omitempty"`
	MilBonus  int      `json:"milBonus,omitempty"` // attachments: +N military
	PolBonus  int      `json:"polBonus,omitempty"`
	Glory     int      `json:"glory"`
	Strength  int      `json:"strength,omitempty"`      // provinces
	StrBonus  int      `json:"strengthBonus,omitempty"` // holdings and strongholds
	Fate      int      `json:"fate,omitempty"`          // strongholds: fate per round
	Honor     int      `json:"honor,omitempty"`         // strongholds: starting honor
	Influence int      `json:"influence,omitempty"`     // strongholds: influence pool
	InfCost   int      `json:"influenceCost,omitempty"`
	Elements  []string `json:"elements,omitempty"`
	Traits    []string `json:"traits,omitempty"`
	Keywords  []string `json:"keywords,omitempty"`
	// Abilities: the card has ability text beyond its keywords, which
	// tessen must implement for the card to play fully.
	Abilities bool   `json:"abilities,omitempty"`
	DeckLimit int    `json:"deckLimit"`
	Restrict  bool   `json:"restricted,omitempty"` // on the restricted list
	RoleOnly  string `json:"roleOnly,omitempty"`
	Pack      string `json:"pack"` // the two-digit pack prefix of the data id
}

// HasTrait reports a printed trait.
func (d *Def) HasTrait(t string) bool {
	for _, x := range d.Traits {
		if x == t {
			return true
		}
	}
	return false
}

// HasKeyword reports a printed keyword.
func (d *Def) HasKeyword(k string) bool {
	for _, x := range d.Keywords {
		if x == k {
			return true
		}
	}
	return false
}

//go:embed cards.json
var embedded []byte

// DB is a set of card definitions looked up by our id or the data id.
type DB struct {
	All  []*Def
	byID map[string]*Def
}

var std *DB

// Std is the card data shipped with tessen.
func Std() *DB {
	if std == nil {
		defs := engine.DecodeLines[*Def](embedded, "l5rlcg/carddb cards")
		std = NewDB(compact(defs))
	}
	return std
}

// compact puts the definitions in one array, their lists of traits,
// keywords and elements in one more, and every repeated word (a type, a
// clan, a trait) in one string: the data lives as long as the program,
// and the collector visits every object it holds at each cycle, so the
// fewer the better (thousands instead of over ten thousand).
func compact(defs []*Def) []*Def {
	words := map[string]string{}
	word := func(w string) string {
		if v, ok := words[w]; ok {
			return v
		}
		words[w] = w
		return w
	}
	n := 0
	for _, d := range defs {
		n += len(d.Elements) + len(d.Traits) + len(d.Keywords)
	}
	flat, lists := make([]Def, len(defs)), make([]string, 0, n)
	list := func(ws []string) []string {
		if len(ws) == 0 {
			return nil
		}
		start := len(lists)
		for _, w := range ws {
			lists = append(lists, word(w))
		}
		return lists[start:len(lists):len(lists)]
	}
	// The names each card has alone share one string too.
	var names strings.Builder
	for _, d := range defs {
		names.WriteString(d.ID)
		names.WriteString(d.DataID)
		names.WriteString(d.Title)
	}
	all, at := names.String(), 0
	name := func(w string) string {
		at += len(w)
		return all[at-len(w) : at]
	}
	out := make([]*Def, len(defs))
	for i, d := range defs {
		flat[i] = *d
		f := &flat[i]
		f.ID, f.DataID, f.Title = name(d.ID), name(d.DataID), name(d.Title)
		f.Type, f.Side, f.Clan, f.Pack, f.RoleOnly = word(d.Type), word(d.Side), word(d.Clan), word(d.Pack), word(d.RoleOnly)
		f.Elements, f.Traits, f.Keywords = list(d.Elements), list(d.Traits), list(d.Keywords)
		out[i] = f
	}
	return out
}

// NewDB indexes definitions. Where two printings share a title (Akodo
// Toturi in the Core Set and a later pack), the slug names the earliest;
// the data id names each.
func NewDB(defs []*Def) *DB {
	db := &DB{All: defs, byID: map[string]*Def{}}
	for _, d := range defs {
		if old, ok := db.byID[d.ID]; !ok || d.Pack < old.Pack {
			db.byID[d.ID] = d
		}
		db.byID[d.DataID] = d
	}
	return db
}

// Key is the id that names a definition uniquely: its slug for the
// printing the slug names, else its data id (a later printing of a title).
func (db *DB) Key(d *Def) string {
	if db.byID[d.ID] == d {
		return d.ID
	}
	return d.DataID
}

// Add registers a definition that is not in the data (the scenario
// runner's blank cards).
func (db *DB) Add(d *Def) { db.All = append(db.All, d); db.byID[d.ID] = d }

// Get looks a card up by our id or the data id.
func (db *DB) Get(id string) (*Def, bool) { d, ok := db.byID[id]; return d, ok }

// Slug is the card id of a title (engine.Slug).
func Slug(title string) string { return engine.Slug(title) }

// Sorted returns the definitions ordered by data id, the order of the
// generated file.
func Sorted(defs []*Def) []*Def {
	out := append([]*Def(nil), defs...)
	sort.Slice(out, func(i, j int) bool { return out[i].DataID < out[j].DataID })
	return out
}

// Encode writes definitions in the project's format, one card a line so
// that a re-import shows as a readable diff.
func Encode(defs []*Def) ([]byte, error) {
	return engine.EncodeLines(Sorted(defs), func(d *Def) string { return "card " + d.DataID })
}
