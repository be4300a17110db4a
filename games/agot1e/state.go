// Package agot1e is A Game of Thrones: The Card Game, first edition, on
// the engine: its state, its round by phases (plot … taxation), the FAQ
// v5.5.1's timing structure (player-action and framework windows with
// their save/cancel, execute, passive, response and end steps, moribund
// cards), challenges and claim, dominance, Shadows, duplicates, and melee
// with its titles. The rules it keeps are listed with their status in
// docs/rules/agot-1e.md; what the rules leave open is a switch (rules.go).
package agot1e

import (
	"iter"
	"slices"
	"strings"

	"tessen/engine"
	"tessen/games/agot1e/carddb"
)

// Zone is where a card is.
type Zone int8

const (
	ZNone     Zone = iota
	ZDeck          // the draw deck
	ZHand          //
	ZPlay          // in play: the House card, characters, locations (Player.Play)
	ZAttached      // in play, attached to Card.Parent (as a duplicate if Card.Dup)
	ZDiscard       //
	ZDead          //
	ZPlotDeck      //
	ZUsed          // the used pile of plots
	ZPlot          // the revealed plot
	ZShadows       // face down in the Shadows area
	ZSetup         // placed face down during setup, not yet revealed
	ZRemoved       // out of the game
)

var zoneNames = [...]string{"none", "deck", "hand", "play", "attached", "discard", "dead", "plot-deck", "used",
	"revealed", "shadows", "setup", "removed"}

func (z Zone) String() string { return zoneNames[z] }

// Card is one physical card of the game; its printed facts are its Def's.
// Def is a key (engine.DefKey), not the id itself: a card record holds no
// string, so copying a game's cards is one plain copy the collector never
// scans; it reads and writes as the id, so a state's JSON and hash are
// as they were.
type Card struct {
	Def        engine.DefKey `json:"def"`
	Zone       Zone          `json:"zone"`
	Owner      int8          `json:"owner"`
	Controller int8          `json:"controller"`
	Kneeling   bool          `json:"kneeling,omitempty"`
	Power      int           `json:"power,omitempty"`
	Gold       int           `json:"gold,omitempty"` // gold tokens on the card
	// Parent is the card an attachment or duplicate is on, or -1.
	Parent int32 `json:"parent"`
	Dup    bool  `json:"dup,omitempty"`
	// Dying is where a moribund card goes at its window's end step
	// (AG-TIME-6, AG-TIME-10), ZNone while it is not moribund.
	Dying Zone `json:"dying,omitempty"`
	// Side is what the card does in the challenge under way: attacking
	// or defending (AG-CHAL-14).
	Side Side `json:"side,omitempty"`
	// Inst counts the card's moves: a seat is told of a card by a handle
	// of its instance (Game.Handles), so one that moves is not known for
	// the card it was.
	Inst int32 `json:"inst,omitempty"`
}

// Side is a character's part in a challenge.
type Side int8

const (
	NoSide Side = iota
	Attacking
	Defending
)

// Player is one seat.
type Player struct {
	House     string `json:"house"`
	HouseCard int    `json:"houseCard"`
	Gold      int    `json:"gold"` // the gold pool
	// Lists are ordered: decks top first, piles bottom first.
	Deck     []int `json:"deck,omitempty"`
	Hand     []int `json:"hand,omitempty"`
	Discard  []int `json:"discard,omitempty"`
	Dead     []int `json:"dead,omitempty"`
	PlotDeck []int `json:"plotDeck,omitempty"`
	Used     []int `json:"used,omitempty"`
	Shadows  []int `json:"shadows,omitempty"`
	Setup    []int `json:"setup,omitempty"`
	Removed  []int `json:"removed,omitempty"`
	// Play lists the House card, characters and locations the player
	// controls, in the order they entered play; attachments are not.
	Play []int `json:"play,omitempty"`
	Plot int   `json:"plot"` // the revealed plot, or -1
	// Chosen is the plot picked in secret this plot phase (-1: none yet).
	Chosen int `json:"chosen"`
	// Title is the title held (melee), "" for none.
	Title string `json:"title,omitempty"`
	Last  string `json:"last,omitempty"` // the title held last round
	// This round and phase: challenges initiated this phase by type
	// (AG-CHAL-4), a Limited card played (AG-MARSH-6), cards drawn beyond
	// the draw phase's (AG-DRAW-2), copies of each title played this phase
	// (AG-TIME-16), a card brought out of Shadows this phase (AG-SHAD-3).
	Challenged []string        `json:"challenged,omitempty"`
	Limited    bool            `json:"limited,omitempty"`
	Drawn      int             `json:"drawn,omitempty"`
	Played     []engine.DefKey `json:"played,omitempty"`
	Mulligan   bool            `json:"mulligan,omitempty"`
}

// Challenge is the challenge under way or, once over, the last one.
type Challenge struct {
	Type     string `json:"type"`
	Attacker int    `json:"attacker"`
	// Defender is the defending player (a supporter who declared
	// defenders, AG-MELEE-6); Target the player attacked, who pays claim.
	Defender int `json:"defender"`
	Target   int `json:"target"`
	// Bypassed: the characters stealth chose, who cannot defend.
	Bypassed  []int `json:"bypassed,omitempty"`
	Winner    int   `json:"winner"` // -1: none (yet)
	AttStr    int   `json:"attStr"`
	DefStr    int   `json:"defStr"`
	Unopposed bool  `json:"unopposed,omitempty"`
	Claim     int   `json:"claim"`
	// On: the challenge is under way (AG-CHAL-5 … AG-CHAL-20).
	On bool `json:"on,omitempty"`
	// Redirected: the Lord Commander sent it against another player; it
	// goes back to the actions before stealth (AG-CHAL-11).
	Redirected bool `json:"redirected,omitempty"`
}

// State is a whole game.
type State struct {
	engine.Core
	Format string   `json:"format"`
	Names  []string `json:"names"`
	Rules  Rules    `json:"rules"`
	Cards  []Card   `json:"cards"`
	P      []Player `json:"p"`
	Round  int      `json:"round"`
	Phase  string   `json:"phase"`
	First  int      `json:"first"`  // the round's first player
	Active int      `json:"active"` // marshalling and challenges: whose turn
	// InitiativeWinner is who won initiative this round, Dominance who won
	// dominance (-1: nobody, or not yet).
	InitiativeWinner int            `json:"initiativeWinner"`
	Dominance        int            `json:"dominance"`
	Chal             Challenge      `json:"chal"`
	Attached         []int          `json:"attached,omitempty"` // attachments and duplicates in play
	Effects          engine.Effects `json:"effects,omitempty"`
	// Gates are the triggers open in the window under way: a response may
	// answer any of them (AG-TIME-9); the window's end closes them.
	Gates []engine.Event `json:"gates,omitempty"`
	// Fresh lists the cards turned moribund since the window under way
	// last offered saves for them (AG-TIME-17).
	Fresh []int `json:"fresh,omitempty"`
	// Victory says how the game was won.
	Victory string `json:"victory,omitempty"`
	// Peeks are hidden cards a player looks at while an effect resolves
	// (Raff the Sweetling: the top card of a deck): each is Visible to
	// him while the card stays where it was seen (Inst).
	Peeks []Peek `json:"peeks,omitempty"`

	// The cards of the game whose words other cards' values ask for, by
	// what they say (index): a keyword, icon or trait given (granters),
	// immunity (immunes), a text box blanked (blankers), a prohibition on
	// others (forbidders), a kill at 0 STR (doomers). A value read asks
	// only those, and only while they are in play.
	granters, immunes, blankers, forbidders, doomers []int
	// and power that does not count (voiders), tolls to declare
	// (tollers), STR tracked through a phase (trackers).
	voiders, tollers, trackers []int
	// modders: the cards whose words make each modifier (sumMods);
	// barrers: those that keep players from doing things (Barred).
	modders [modifiers][]int
	barrers []int
	// has, by card: the kinds of abilities its text has, so that the
	// listings, which walk the players' cards in order at every
	// opportunity, pass by at once those with none of the kind sought.
	has []abilityKinds
	// heard: the triggers some card of the game answers (a response's or
	// passive's On); saving: some card of the game saves (Ability.Saves).
	// A window whose triggers nobody may answer asks nobody.
	heard  map[string]bool
	saving bool
	// lowersWin: some card of the game changes the power that wins
	// (Text.PowerToWin), which the state checks read after every step.
	lowersWin bool
	defs      []*carddb.Def // by card, from Def (index)
	// answers is the memory of the last Answers list (a copy makes its own).
	answers []engine.Answer
	texts   []*Text // by card: its abilities, nil for none
	// spares are contexts for asking whether abilities may be used
	// (askCtx); a copy makes its own.
	spares []*Ctx
}

// Opponents of p: every other player still in the game, clockwise from
// p's left.
func (s *State) Opponents(p int) []int {
	var out []int
	for i := 1; i < len(s.P); i++ {
		q := (p + i) % len(s.P)
		if s.Playing(q) {
			out = append(out, q)
		}
	}
	return out
}

// Next is the player on p's left still in the game (clockwise).
func (s *State) Next(p int) int {
	for i := 1; i <= len(s.P); i++ {
		if q := (p + i) % len(s.P); s.Playing(q) {
			return q
		}
	}
	return p
}

// order is every player still in the game, clockwise from first.
func (s *State) order(first int) []int {
	out := make([]int, 0, len(s.P))
	for i := range s.P {
		if q := (first + i) % len(s.P); s.Playing(q) {
			out = append(out, q)
		}
	}
	return out
}

// clockwise yields every player still in the game, clockwise from
// first, as order lists them, without making a list.
func (s *State) clockwise(first int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range s.P {
			if q := (first + i) % len(s.P); s.Playing(q) && !yield(q) {
				return
			}
		}
	}
}

// Melee reports a game of three or more (AG-MELEE-1).
func (s *State) Melee() bool { return s.Format == FormatMelee }

// Def is card id's printed facts.
func (s *State) Def(id int) *carddb.Def { return s.defs[id] }

// list is the list of p's that holds cards of zone z (nil: none does).
func (s *State) list(p int, z Zone) *[]int {
	pl := &s.P[p]
	switch z {
	case ZDeck:
		return &pl.Deck
	case ZHand:
		return &pl.Hand
	case ZPlay:
		return &pl.Play
	case ZDiscard:
		return &pl.Discard
	case ZDead:
		return &pl.Dead
	case ZPlotDeck:
		return &pl.PlotDeck
	case ZUsed:
		return &pl.Used
	case ZShadows:
		return &pl.Shadows
	case ZSetup:
		return &pl.Setup
	case ZRemoved:
		return &pl.Removed
	case ZAttached:
		return &s.Attached
	}
	return nil
}

// holder is the player whose lists hold card id: its controller in play
// or in Shadows, its owner elsewhere.
func (s *State) holder(id int) int {
	c := &s.Cards[id]
	switch c.Zone {
	case ZPlay, ZShadows, ZSetup:
		return int(c.Controller)
	}
	return int(c.Owner)
}

// move takes card id from where it is and puts it at zone z of player
// p's (the top of a deck, the end of other lists). Leaving play clears
// what play gave it.
func (s *State) move(id int, p int, z Zone, top bool) {
	c := &s.Cards[id]
	from := c.Zone
	if l := s.list(s.holder(id), from); l != nil {
		if i := slices.Index(*l, id); i >= 0 {
			*l = slices.Delete(*l, i, i+1)
		}
	}
	if from == ZPlot {
		for q := range s.P { // its revealer's, who may not own it (plot decks switched)
			if s.P[q].Plot == id {
				s.P[q].Plot = -1
			}
		}
		c.Controller = c.Owner
	}
	if from == ZPlay || from == ZAttached {
		if z != ZPlay && z != ZAttached {
			s.Effects.Forget(id) // what lasted on it ends as it leaves play
			c.Kneeling, c.Power, c.Gold, c.Dying, c.Side = false, 0, 0, ZNone, NoSide
			c.Parent, c.Dup = -1, false
			c.Controller = c.Owner
		}
	}
	c.Zone = z
	c.Inst++
	switch z {
	case ZPlot:
		s.P[p].Plot = id
		return
	case ZPlay, ZShadows, ZSetup:
		c.Controller = int8(p)
	}
	if l := s.list(p, z); l != nil {
		if top {
			*l = slices.Insert(*l, 0, id)
		} else {
			*l = append(*l, id)
		}
	}
}

// attachments lists what is attached to card id (duplicates too).
func (s *State) attachments(id int) []int {
	var out []int
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == id {
			out = append(out, a)
		}
	}
	return out
}

// duplicates lists the duplicates on card id (AG-MARSH-7).
func (s *State) duplicates(id int) []int {
	var out []int
	for _, a := range s.Attached {
		if c := &s.Cards[a]; int(c.Parent) == id && c.Dup {
			out = append(out, a)
		}
	}
	return out
}

// InPlay reports a card in play (AG-GEN-8): in a play area or attached.
func (s *State) InPlay(id int) bool {
	z := s.Cards[id].Zone
	return z == ZPlay || z == ZAttached
}

// IsType reports card id's type ("character", "location", "attachment",
// "event", "plot", "house"). A card attached is an attachment and
// nothing else (AG-CARD-6, FAQ 3.24), a duplicate not even that
// (AG-MARSH-7).
func (s *State) IsType(id int, t string) bool {
	if c := &s.Cards[id]; c.Zone == ZAttached {
		return t == "attachment" && !c.Dup
	}
	return s.defs[id].Type == t
}

// Clone copies the state deeply.
func (s *State) Clone() *State {
	n := *s
	n.Core = s.Core.CloneCore()
	n.Effects = s.Effects.Clone()
	n.Cards = slices.Clone(s.Cards)
	n.P = slices.Clone(s.P)
	// The players' lists share one allocation, each with a little room to
	// grow before an append moves it (a bot's copy plays a few answers).
	const room = 2
	total := len(s.Attached) + len(s.Chal.Bypassed) + len(s.Fresh) + 3*room
	for i := range s.P {
		p := &s.P[i]
		total += len(p.Deck) + len(p.Hand) + len(p.Discard) + len(p.Dead) + len(p.PlotDeck) + len(p.Used) + len(p.Shadows) +
			len(p.Setup) + len(p.Removed) + len(p.Play) + 10*room
	}
	buf := make([]int, 0, total)
	take := func(src []int) []int {
		if len(src) == 0 {
			return nil // as it was: an empty list reads and writes as none
		}
		start := len(buf)
		buf = append(buf, src...)
		end := len(buf)
		buf = buf[:end+room]
		return buf[start : end : end+room]
	}
	for i := range n.P {
		q := &n.P[i]
		q.Deck, q.Hand, q.Discard, q.Dead = take(q.Deck), take(q.Hand), take(q.Discard), take(q.Dead)
		q.PlotDeck, q.Used, q.Shadows, q.Setup = take(q.PlotDeck), take(q.Used), take(q.Shadows), take(q.Setup)
		q.Removed, q.Play = take(q.Removed), take(q.Play)
		q.Challenged, q.Played = slices.Clip(q.Challenged), slices.Clip(q.Played) // appended to, never written in place
	}
	n.answers, n.spares = nil, nil
	n.Attached = take(s.Attached)
	n.Fresh = take(s.Fresh)
	n.Chal.Bypassed = take(s.Chal.Bypassed)
	n.Peeks = slices.Clone(s.Peeks)
	n.Gates = slices.Clone(s.Gates)
	for i := range n.Gates {
		n.Gates[i].Cards = slices.Clone(n.Gates[i].Cards)
		n.Gates[i].Used = slices.Clone(n.Gates[i].Used)
	}
	return &n
}

// holding notes what card id's words need asked of the others (the
// lists above).
func (s *State) holding(id int, t *Text) {
	if t == nil {
		return
	}
	add := func(l *[]int, has bool) {
		if has {
			*l = append(*l, id)
		}
	}
	add(&s.granters, t.Keywords != nil || t.Icons != nil || t.Traits != nil)
	add(&s.immunes, t.Immune != nil)
	add(&s.blankers, t.Blanks != nil)
	add(&s.forbidders, t.Forbids != nil || t.ForbidsPlayer != nil)
	add(&s.doomers, t.KilledAtZero != nil)
	add(&s.voiders, t.VoidsPower != nil)
	add(&s.tollers, t.Toll != nil)
	add(&s.trackers, t.TracksStr)
	s.lowersWin = s.lowersWin || t.PowerToWin != nil
	for m := range modifiers {
		add(&s.modders[m], t.modifies(m))
	}
	add(&s.barrers, t.Bars != nil)
	for _, a := range t.Abilities {
		s.has[id] |= kindsOf(a)
		s.saving = s.saving || a.Saves
		if a.On != "" && a.Timing != Action {
			if s.heard == nil {
				s.heard = map[string]bool{}
			}
			for _, k := range strings.Split(a.On, "|") {
				s.heard[k] = true
			}
		}
	}
}

// abilityKinds are kinds of abilities a card's text may have, a bit each.
type abilityKinds uint8

const (
	hasAction   abilityKinds = 1 << iota // an Action
	hasResponse                          // a Response (saves and cancels too)
	hasSave                              // a save response (Ability.Saves)
	hasFrom                              // one used from out of play (Ability.From)
)

// kindsOf is the kinds ability a is of.
func kindsOf(a *Ability) abilityKinds {
	var k abilityKinds
	switch a.Timing {
	case Action:
		k |= hasAction
	case Response:
		k |= hasResponse
	}
	if a.Saves {
		k |= hasSave
	}
	if a.From != "" {
		k |= hasFrom
	}
	return k
}

// acting reports a card whose words act: in play (not a duplicate), or
// a revealed plot (AG-PLOT-4).
func (s *State) acting(id int) bool {
	c := &s.Cards[id]
	return c.Zone == ZPlay || c.Zone == ZAttached && !c.Dup || c.Zone == ZPlot
}

// index looks up every card's facts and text after the cards were made
// or read back.
func (s *State) index() {
	s.defs = make([]*carddb.Def, len(s.Cards))
	s.texts = make([]*Text, len(s.Cards))
	s.granters, s.immunes, s.blankers, s.forbidders, s.doomers = nil, nil, nil, nil, nil
	s.voiders, s.tollers, s.trackers = nil, nil, nil
	s.modders, s.barrers = [modifiers][]int{}, nil
	s.has = make([]abilityKinds, len(s.Cards))
	s.heard, s.saving, s.lowersWin = nil, false, false
	for i := range s.Cards {
		s.defs[i], s.texts[i] = keyed(s.Cards[i].Def)
		s.holding(i, s.texts[i])
	}
}
