package l5rccg

import (
	"strings"
	"sync"

	"tessen/games/l5rccg/carddb"
)

// Text is a card's behaviour in tessen's vocabulary: what its printed
// text does, written by the cards package in the project's own words.
type Text struct {
	// Produce is the Gold the card produces by bowing (a Holding's
	// "bow: produce N Gold"); 0 for none. Richer names a Faction whose
	// player it produces one more for ("or 3 Gold if you are a Lion Clan
	// player"), as a slug.
	Produce int
	Richer  string
	// Abilities are the card's actions (Limited, Open, Battle).
	Abilities []*Ability
	// Event is what an Event does as it is revealed (LE-EVENT-1).
	Event func(x *Ctx)
}

var texts = map[string]*Text{}

// Register gives a card its behaviour (from package cards' init).
func Register(id string, t *Text) {
	if _, dup := texts[id]; dup {
		panic("l5rccg: card registered twice: " + id)
	}
	texts[id] = t
}

// textOf is a card's behaviour, nil for a card without one.
func (s *State) textOf(id int) *Text { return texts[s.Cards[id].Def] }

// The scenario runner's blank cards (FORMAT.md, game l5r-ccg).
var blanks = []*carddb.Def{
	{ID: "blank-stronghold", Title: "Blank Stronghold", Type: "stronghold", Deck: "pre-game", NoGold: true, ProvinceStrength: 6, GoldProduction: 5},
	{ID: "blank-personality", Title: "Blank Personality", Type: "personality", Deck: "dynasty", Force: 1, Chi: 1, NoHonorReq: true, Keywords: []string{"Unaligned"}},
	{ID: "blank-holding", Title: "Blank Holding", Type: "holding", Deck: "dynasty"},
	{ID: "blank-strategy", Title: "Blank Strategy", Type: "strategy", Deck: "fate"},
	{ID: "blank-follower", Title: "Blank Follower", Type: "follower", Deck: "fate", Force: 1},
}

var db struct {
	once sync.Once
	db   *carddb.DB
}

// defs is the card data with the blank cards.
func defs() *carddb.DB {
	db.once.Do(func() {
		d := carddb.NewDB(append([]*carddb.Def(nil), carddb.Std().All...))
		for _, b := range blanks {
			d.Add(b)
		}
		db.db = d
	})
	return db.db
}

// alignment is the trait that aligns a Personality with a Faction, for a
// Faction named by its slug ("crab" → "Crab Clan"); "" for the
// Shadowlands Horde, which has none (LE-FACTION-1).
func alignment(faction string) string {
	switch faction {
	case "crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn":
		return strings.ToUpper(faction[:1]) + faction[1:] + " Clan"
	case "ratling":
		return "Ratling"
	}
	return ""
}
