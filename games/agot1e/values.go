package agot1e

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// Values are computed, never stored: the printed value with every
// modifier in force when read (AG-GEN-4).

// Str is card id's STR: printed, with the constant modifiers of the
// cards in play and lasting effects, never below 0 (AG-GEN-4).
func (s *State) Str(id int) int {
	n := s.defs[id].Strength + s.sumMods(modStr, func(t *Text, self int) int {
		if t.Str == nil {
			return 0
		}
		return t.Str(s, self, id)
	})
	for _, l := range s.Effects.List {
		if l.Kind == "str" && containsInt(l.Cards, id) {
			n += l.N
		}
	}
	return max(0, n)
}

// PrintedCost is card id's printed cost: a Shadow card's is its Shadows
// cost and 2 (AG-CARD-12).
func (s *State) PrintedCost(id int) int {
	if s.Shadow(id) {
		return s.defs[id].Cost + 2
	}
	return s.defs[id].Cost
}

// setValue is a value v of card id, unless a lasting effect of kind sets
// it (the latest such wins).
func (s *State) setValue(id int, kind string, v int) int {
	for _, l := range s.Effects.List {
		if l.Kind == kind && containsInt(l.Cards, id) {
			v = l.N
		}
	}
	return v
}

// A modifier a Text's constant words may make, naming the list of the
// cards of the game whose words make it (State.modders).
type modifier int8

const (
	modStr modifier = iota
	modMod
	modCost
	modClaim
	modIncome
	modInitiative
	modDominance
	modifiers
)

// modifies reports whether t makes modifier m.
func (t *Text) modifies(m modifier) bool {
	switch m {
	case modStr:
		return t.Str != nil
	case modMod:
		return t.Mod != nil
	case modCost:
		return t.Cost != nil
	case modClaim:
		return t.Claim != nil
	case modIncome:
		return t.Income != nil
	case modInitiative:
		return t.Initiative != nil
	case modDominance:
		return t.Dominance != nil
	}
	return false
}

// sumMods adds what the constant words of the cards in play and the
// revealed plots give (modifier m of Text, read by get). Only the cards
// of the game whose words make m are asked (State.modders): a value is
// read many times a listing, and few cards modify it.
func (s *State) sumMods(m modifier, get func(t *Text, self int) int) int {
	n := 0
	for _, id := range s.modders[m] {
		if s.modifying(id) {
			if t := s.modText(id); t != nil {
				n += get(t, id)
			}
		}
	}
	return n
}

// modifying reports whether card id's constant words count toward a
// modifier: in the play area of a player still in the game, attached
// (not as a duplicate), or the revealed plot of such a player
// (AG-PLOT-4).
func (s *State) modifying(id int) bool {
	c := &s.Cards[id]
	switch c.Zone {
	case ZPlay:
		return s.Playing(int(c.Controller))
	case ZAttached:
		return !c.Dup
	case ZPlot:
		for q := range s.P { // its revealer's, who may not own it
			if s.P[q].Plot == id {
				return s.Playing(q)
			}
		}
	}
	return false
}

// modText is the text whose modifiers card id makes: none while its
// text box is blank, but a plot's are read as printed.
func (s *State) modText(id int) *Text {
	if s.Cards[id].Zone == ZPlot {
		return s.texts[id]
	}
	return s.text(id)
}

// HasIcon reports a challenge icon, printed or gained, not lost.
func (s *State) HasIcon(id int, icon string) bool {
	has := s.defs[id].HasIcon(icon) || s.granted(id, icon, func(t *Text) func(*State, int, int) []string { return t.Icons })
	for _, l := range s.Effects.List {
		if containsInt(l.Cards, id) && l.Label == icon {
			switch l.Kind {
			case "gain-icon":
				has = true
			case "lose-icon":
				return false
			}
		}
	}
	return has
}

// HasKeyword reports a keyword, printed or gained, not lost (AG-KW-1).
func (s *State) HasKeyword(id int, k string) bool {
	has := s.defs[id].HasKeyword(k) && !s.blank(id) || s.granted(id, k, func(t *Text) func(*State, int, int) []string { return t.Keywords })
	for _, l := range s.Effects.List {
		if containsInt(l.Cards, id) && strings.EqualFold(l.Label, k) {
			switch l.Kind {
			case "gain-keyword":
				has = true
			case "lose-keyword":
				return false
			}
		}
	}
	return has
}

// granted reports a keyword or icon w that a card in play's constant
// words give card id.
func (s *State) granted(id int, w string, which func(t *Text) func(*State, int, int) []string) bool {
	for _, c := range s.granters {
		if t := s.actingText(c); t != nil {
			if f := which(t); f != nil {
				for _, x := range f(s, c, id) {
					if strings.EqualFold(x, w) {
						return true
					}
				}
			}
		}
	}
	return false
}

// name is a card's title as the log gives it.
func (s *State) name(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "no card"
	}
	if d := s.defs[id]; d != nil {
		return d.Title
	}
	return s.Cards[id].Def.String()
}

// nameFor names a card as player p may know it (Machine.CardName).
func (s *State) nameFor(p, id int) string {
	if id < 0 || id >= len(s.Cards) {
		return ""
	}
	if p >= 0 && !s.Visible(p, id) {
		return "a card you cannot see"
	}
	return s.name(id)
}

// names lists cards' titles: "A, B and C".
func (s *State) names(ids []int) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = s.name(id)
	}
	return andList(parts)
}

// andList joins words as a sentence lists them.
func andList(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// actName names the event of a window for the log.
func (s *State) actName(f *engine.Frame) string {
	if f.Ev.Source >= 0 {
		return s.name(f.Ev.Source)
	}
	return strings.ReplaceAll(f.Ev.Kind, "-", " ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func atoi(x string) int {
	n, err := strconv.Atoi(x)
	if err != nil {
		return -1
	}
	return n
}

// count is "1 card", "2 cards".
func count(n int, what string) string {
	if n == 1 || what == "power" || what == "gold" {
		return itoa(n) + " " + what
	}
	return itoa(n) + " " + what + "s"
}

// PlayerLabel is how answers and scenarios name seat p: "player1" ….
func PlayerLabel(p int) string { return "player" + itoa(p+1) }

// playerOf reads a "playerN" label, -1 for none.
func (s *State) playerOf(l string) int {
	if !strings.HasPrefix(l, "player") {
		return -1
	}
	n := atoi(l[len("player"):]) - 1
	if n < 0 || n >= len(s.P) {
		return -1
	}
	return n
}

// titleWords is a title as people say it.
func titleWords(t string) string { return engine.Words(t) }

// byKey is each definition's printed facts and text by its key, looked up
// by id once: a game indexes its cards (State.index, at every start, view
// and determinization) through it, not through maps of strings. Keys are
// handed out as any game is built or read, from any goroutine, so the
// table grows under a lock, copied, and is read without one.
var byKey = struct {
	sync.Mutex
	tab atomic.Pointer[[]defText]
}{}

type defText struct {
	def  *carddb.Def
	text *Text
}

// keyed is the printed facts and text of definition k (nil for a card
// whose face is hidden, key 0, or none known).
func keyed(k engine.DefKey) (*carddb.Def, *Text) {
	if t := byKey.tab.Load(); t != nil && int(k) < len(*t) {
		e := (*t)[k]
		return e.def, e.text
	}
	byKey.Lock()
	defer byKey.Unlock()
	var old []defText
	if t := byKey.tab.Load(); t != nil {
		old = *t
	}
	if int(k) >= len(old) {
		tab := slices.Grow(slices.Clone(old), int(k)+1-len(old))
		for i := len(old); i <= int(k); i++ {
			id := engine.DefKey(i).String()
			tab = append(tab, defText{defOf(id), texts[id]})
		}
		byKey.tab.Store(&tab)
		old = tab
	}
	return old[k].def, old[k].text
}

// defOf is a card's printed facts: the card data's, or the game's own
// cards (House cards, the runner's blanks).
func defOf(id string) *carddb.Def {
	if d, ok := own[id]; ok {
		return d
	}
	d, _ := carddb.Std().Get(id)
	return d
}

// own are the cards the card data does not hold: the House cards
// (AG-CARD-1) and the scenario runner's blank cards (FORMAT.md, game
// agot-1e).
var own = func() map[string]*carddb.Def {
	m := map[string]*carddb.Def{
		"blank-character":  {ID: "blank-character", Title: "Blank Character", Type: "character", Cost: 1, Strength: 1, Icons: []string{"military", "intrigue", "power"}, Limit: 3},
		"blank-location":   {ID: "blank-location", Title: "Blank Location", Type: "location", Cost: 1, Limit: 3},
		"blank-attachment": {ID: "blank-attachment", Title: "Blank Attachment", Type: "attachment", Limit: 3},
		"blank-plot":       {ID: "blank-plot", Title: "Blank Plot", Type: "plot", NoCost: true, Income: 5, Claim: 1, Limit: 7},
	}
	for _, h := range Houses {
		id := HouseCard(h)
		d := &carddb.Def{ID: id, Title: "House " + engine.Capital(h), Type: "house", NoCost: true, Limit: 1}
		if h == "neutral" {
			d.Title = "The Neutral Faction"
		} else {
			d.Houses = []string{h}
		}
		m[id] = d
	}
	return m
}()

// HouseCard is the id of a House's House card.
func HouseCard(house string) string { return "house-" + house }

// Lookup finds a card's id by its id, its title as an id, or the card
// data's id; a title several different cards share must say which
// (FORMAT.md: robb-stark-core, robb-stark-kotse).
func Lookup(name string) (string, error) {
	if d := defOf(name); d != nil {
		return d.ID, nil
	}
	var which []string
	for _, set := range []string{"core", "kotse"} {
		if d := defOf(name + "-" + set); d != nil {
			which = append(which, d.ID)
		}
	}
	if len(which) > 1 {
		return "", fmt.Errorf("%q names %d different cards: write %s", name, len(which), strings.Join(which, " or "))
	}
	return "", fmt.Errorf("no card %q", name)
}
