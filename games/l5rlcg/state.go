// Package l5rlcg is the Legend of the Five Rings LCG, stronghold format
// (Rules Reference v1.4): its framework steps, keywords and cards, played
// through the engine's one-pending-decision contract.
package l5rlcg

import (
	"slices"
	"strings"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// Zone is where a card is.
type Zone uint8

const (
	ZNone Zone = iota
	ZHand
	ZConflictDeck
	ZDynastyDeck
	ZConflictDiscard
	ZDynastyDiscard
	ZProvince     // a dynasty card in a province (Card.Prov says which)
	ZPlay         // a character in play: home, or in the conflict (InConflict)
	ZAttached     // an attachment in play (Card.Parent)
	ZProvinceCard // a province card itself (Card.Prov)
	ZStronghold
	ZRole
	ZRemoved
	ZBeingPlayed // an event on the table while it resolves
)

// Statuses of personal honor.
const (
	Dishonored = -1
	Ordinary   = 0
	Honored    = 1
)

// Rings, in the order the rules list them.
const (
	Air = iota
	Earth
	Fire
	Void
	Water
)

// RingNames are the elements by ring index.
var RingNames = [5]string{"air", "earth", "fire", "void", "water"}

// StrongholdProv is the index of the stronghold province in Player.Prov.
const StrongholdProv = 4

// Card is one physical card in the game. Its printed facts are looked up
// by Def; everything here is the card's state.
type Card struct {
	ID  int32         `json:"id"`
	Def engine.DefKey `json:"def"`
	// Inst counts the card's moves between areas: a card that moves is a
	// new instance with no memory of its uses (RR "Limit X per [period]").
	Inst       int32 `json:"inst,omitempty"`
	Zone       Zone  `json:"zone"`
	Facedown   bool  `json:"facedown,omitempty"`
	Bowed      bool  `json:"bowed,omitempty"`
	InConflict bool  `json:"inConflict,omitempty"`
	Broken     bool  `json:"broken,omitempty"` // provinces
	// Used says an ability of this instance was used in a period that may
	// not be over: while it is false no limit of the card needs looking up.
	Used       bool `json:"used,omitempty"`
	Status     int8 `json:"status,omitempty"`
	Owner      int8 `json:"owner"`
	Controller int8 `json:"controller"`
	Prov       int8 `json:"prov,omitempty"`
	// HonorTokens are honor tokens placed on the card (Public Forum),
	// from the general token pool; they go back to it as the card leaves
	// play. A byte, so the record stays 32 bytes.
	HonorTokens int8  `json:"honorTokens,omitempty"`
	Fate        int32 `json:"fate,omitempty"`
	Parent      int32 `json:"parent"` // attached to, or -1
}

// Player is one seat's pools and zones. Lists are ordered: decks top
// first, discard piles bottom first, Play in order of entering play.
type Player struct {
	Honor           int   `json:"honor"`
	Fate            int   `json:"fate"`
	Hand            []int `json:"hand"`
	ConflictDeck    []int `json:"conflictDeck"`
	DynastyDeck     []int `json:"dynastyDeck"`
	ConflictDiscard []int `json:"conflictDiscard"`
	DynastyDiscard  []int `json:"dynastyDiscard"`
	Removed         []int `json:"removed,omitempty"`
	Play            []int `json:"play"`
	// Prov holds the province cards: 0-3 left to right, 4 the stronghold
	// province. Dyn holds the dynasty cards in each province.
	Prov       [5]int   `json:"prov"`
	Dyn        [5][]int `json:"dyn"`
	Stronghold int      `json:"stronghold"`
	Role       int      `json:"role"` // -1 for none
	// Bid is the revealed honor dial; Secret a bid not yet revealed.
	Bid    int `json:"bid"`
	Secret int `json:"secret,omitempty"`
	// Conflict opportunities left this phase, and the types declared.
	Opps    int  `json:"opps"`
	MilDone bool `json:"milDone,omitempty"`
	PolDone bool `json:"polDone,omitempty"`
	// ElementFor is the ring (plus one) an opponent chose for this
	// player's conflict opportunity, 0 for none (elementchoice.go).
	ElementFor int8 `json:"elementFor,omitempty"`
	// ExtraMil, ExtraPol: additional conflicts of the type this player
	// may declare this phase (extraconflict.go).
	ExtraMil int8 `json:"extraMil,omitempty"`
	ExtraPol int8 `json:"extraPol,omitempty"`
	// AgainstBy counts, by the attacker's seat, the conflicts declared
	// against this player this phase (a value, so copies need no list).
	AgainstBy [MaxSeats]int8 `json:"againstBy,omitzero"`
	// Known lists hidden cards this player has looked at, by instance:
	// knowledge does not follow a card that moves.
	Known []Instance `json:"known,omitempty"`
	// LostThisPhase counts the conflicts this player lost this phase.
	LostThisPhase int `json:"lostThisPhase,omitempty"`
	// Passed: passed in step 1.4 this phase.
	Passed  bool `json:"passed,omitempty"`
	Limited int  `json:"limited,omitempty"` // limited cards played this round
}

// Declared reports whether the player has declared a conflict of type
// typ (military or political) this phase.
func (pl *Player) Declared(typ string) bool {
	return (typ == "military" && pl.MilDone && pl.ExtraMil == 0) || (typ == "political" && pl.PolDone && pl.ExtraPol == 0)
}

// Ring is one of the five rings.
type Ring struct {
	Claimed int `json:"claimed"` // player, or -1 when unclaimed
	Fate    int `json:"fate"`
	// Type is the side a claimed ring shows: the type of the conflict it
	// was claimed in (ringtype.go).
	Type string `json:"type,omitempty"`
}

// Conflict is the conflict being resolved, or once it ends the last one.
type Conflict struct {
	Active    bool   `json:"active"`
	Number    int    `json:"number"`
	Attacker  int    `json:"attacker"`
	Defender  int    `json:"defender"`
	Type      string `json:"type"` // military or political
	Ring      int    `json:"ring"`
	Prov      int    `json:"prov"` // index into the defender's provinces
	Evaded    []int  `json:"evaded,omitempty"`
	Defended  bool   `json:"defended,omitempty"` // defenders have been declared (3.2.1)
	Decided   bool   `json:"decided"`
	Winner    int    `json:"winner"` // -1: nobody
	Unopposed bool   `json:"unopposed"`
	Broke     bool   `json:"broke,omitempty"` // the attacked province broke
	// Aborted: the attacker or the defender left the game (more than two
	// players): the conflict ends at once with no winner.
	Aborted  bool `json:"aborted,omitempty"`
	RingTo   int  `json:"ringTo"` // who resolves and claims the ring instead, or -1
	AttSkill int  `json:"attSkill"`
	DefSkill int  `json:"defSkill"`
	// Actions counts the action abilities each player has triggered during
	// the conflict (Hida Kisada cancels an opponent's first).
	Actions [MaxSeats]int8 `json:"actions,omitzero"`
	// AttackerFirst: the attacker has the first action opportunity of
	// the conflict (AttackerActsFirst).
	AttackerFirst bool `json:"attackerFirst,omitempty"`
	// Played lists the cards played during the conflict, each with who
	// played it (playedcards.go).
	Played []int `json:"played,omitempty"`
}

// Duel is the duel being resolved (D.1-D.9).
type Duel struct {
	Active     bool   `json:"active"`
	Type       string `json:"type"`
	Challenger int    `json:"challenger"`
	Challengee int    `json:"challengee"`
	Winner     int    `json:"winner"` // card, -1 for none
	Loser      int    `json:"loser"`
	// A duel against several characters (duelseveral.go) lists them all
	// (Challengee is the first), and each side's winners and losers
	// (Winner and Loser are the first of each).
	Challengees []int `json:"challengees,omitempty"`
	Winners     []int `json:"winners,omitempty"`
	Losers      []int `json:"losers,omitempty"`
}

// State is a whole game of L5R LCG as plain data. Like any game, it is
// for one goroutine at a time: even reading a value uses scratch space in
// it (copies are independent).
type State struct {
	engine.Core
	Round int    `json:"round"`
	Phase string `json:"phase"`
	// Format is FormatSkirmish, or "" for the stronghold format.
	Format    string   `json:"format,omitempty"`
	First     int      `json:"first"`
	P         []Player `json:"p"` // by seat, clockwise
	Cards     []Card   `json:"cards"`
	Rings     [5]Ring  `json:"rings"`
	Favor     int      `json:"favor"` // holder, or -1
	FavorType string   `json:"favorType,omitempty"`
	Conf      Conflict `json:"conflict"`
	// Bodies are the values of the cards in play facedown as characters
	// (facedownchar.go); copy on write.
	Bodies []Body `json:"bodies,omitempty"`
	// Attached lists the attachments in play in the order they were
	// attached (each card's Parent says to what). One list, not one per
	// card, keeps Card free of pointers: see engine.DefKey.
	Attached []int `json:"attached,omitempty"`
	// Declared counts the conflicts declared this round by type.
	Declared map[string]int `json:"declared,omitempty"`
	Duel     Duel           `json:"duel"`
	Effects  engine.Effects `json:"effects"`
	// Victory says how the game was won.
	Victory string `json:"victory,omitempty"`
	// Notices are conditions waiting for the state check to raise them
	// (notices.go): empty between steps.
	Notices []engine.Event `json:"notices,omitempty"`
	// Names keeps each player's display name for logs and views.
	Names []string `json:"names"`
	// ix is what the cards' identities decide, looked up by card id:
	// made when the game is indexed, never changed after, so that copies
	// share it.
	ix *cardIndex
	// live lists the cards in play and those of them (track keeps it).
	live liveCards
	// redealt says the hidden cards were dealt again (Determinize) under
	// the pending decision, listed on the old deal: the answer to it is
	// checked anew.
	redealt bool
	// moved counts the changes of a card's zone or face (place,
	// turnFace) and of an attachment's parent.
	moved uint64
	// uncrowded is moved+1 when, as of that change, no character had
	// three attachments: the restricted check has nothing to count until
	// an attachment moves (place or reattach).
	uncrowded uint64
	// calmAt is, when valid, the moment (restrictKey) as of which no
	// character had three restricted attachments: nothing is counted
	// again until a card moves or a lasting effect comes or goes.
	calmAt      restrictKey
	lastTrigger struct { // triggerOf's memory
		kind string
		at   *triggerIndex
	}
	// modAdd and modAsked serve modSum (values.go), scratch and asking
	// couldInitiate (text.go); not game state.
	modAdd   func(card int, kind string, n int)
	modAsked modQuestion
	// verifying lists the cards whose modifiers are being asked, under
	// engine.VerifyNeeds only (modSumOf).
	verifying []int
	scratch   *Ctx
	answers   []engine.Answer // Game.Answers' list, reused
	lastCtx   struct {        // frameCtx's: the frame it last made a context for
		f *engine.Frame
		x *Ctx
	}
	asking bool
	// refillHeld: the card leaving play now leaves its province empty
	// until the ability whose cost it pays has resolved (RR-REFILL-3);
	// set only around that one leaving.
	refillHeld bool
	// skirmish is Format == FormatSkirmish (index sets it).
	skirmish bool
	slabs    slabs // this state's alone
}

// cardIndex is what the cards' identities decide (State.ix).
type cardIndex struct {
	// withMods and withForbid list the cards whose text has constant
	// modifiers or game-wide prohibitions, withGuards those whose text
	// forbids acts on their parent.
	withMods, withForbid, withBlanks, withDiscardIf, withGuards []int
	// withActions lists the cards whose text has an action ability.
	withActions []int
	// actions is, for each card, what every action ability of its text
	// needs of the moment (actionNeeds; noActions for none), as every
	// listing asks it; actsFrom lists those with one used from outside
	// play and hand (Ability.From); withTriggered lists the cards whose
	// text has other triggered abilities: the only cards a window asks
	// about.
	actions                 []engine.Needs
	actsFrom, withTriggered []int
	// byTrigger indexes, by triggering condition, the cards whose text
	// has an ability answering it, and the timings those abilities use.
	byTrigger map[string]*triggerIndex
	// defOf and textBy are each card's definition and behaviour; barsOf
	// its "No attachments" keywords, parsed; attachRules marks the cards
	// whose text restricts what they attach to (Text.AttachTo,
	// OnePerCharacter): most attachments have none.
	defOf       []*carddb.Def
	textBy      []*Text
	barsOf      [][]attachBar
	attachRules []bool
	// anyPlayer marks the cards whose text has an action any player may
	// use (Ability.AnyPlayer): every listing asks the others' cards.
	anyPlayer []bool
	// firstCopy is, for each card, the lowest id of a card with its
	// definition: what a maximum per title counts by (limitKey).
	firstCopy []int32
}

// index records which cards carry constant abilities that every value
// and every "cannot" must consult, so those checks visit only them.
func (s *State) index() {
	s.skirmish = s.Format == FormatSkirmish
	s.bindModAdd()
	s.lastTrigger.at = nil
	n := len(s.Cards)
	s.ix = &cardIndex{byTrigger: map[string]*triggerIndex{}, // a new one: copies share the old
		actions: make([]engine.Needs, n), defOf: make([]*carddb.Def, n),
		textBy: make([]*Text, n), barsOf: make([][]attachBar, n), attachRules: make([]bool, n), anyPlayer: make([]bool, n), firstCopy: make([]int32, n)}
	first := map[engine.DefKey]int32{}
	copied := s.copiedDefs()
	for id := range s.Cards {
		if f, ok := first[s.Cards[id].Def]; ok {
			s.ix.firstCopy[id] = f
		} else {
			first[s.Cards[id].Def], s.ix.firstCopy[id] = int32(id), int32(id)
		}
		key := s.Cards[id].Def
		if k, ok := copied[id]; ok { // copycard.go
			key = k
		}
		d, _ := defs().Get(key.String())
		s.ix.defOf[id], s.ix.textBy[id] = d, texts[key.String()]
		if b := s.bodyOf(id); b != nil && s.IsFacedownCharacter(id) { // RR-FACEDOWN-CHAR-1: its body's facts, no text
			d, s.ix.defOf[id], s.ix.textBy[id] = nil, b.def(), nil
		}
		if d != nil {
			s.ix.barsOf[id] = attachBars(d.Keywords)
		}
		s.ix.actions[id] = noActions
		if t := s.ix.textBy[id]; t != nil {
			if t.Mods != nil {
				s.ix.withMods = append(s.ix.withMods, id)
			}
			if t.Forbid != nil {
				s.ix.withForbid = append(s.ix.withForbid, id)
			}
			if t.Blanks != nil {
				s.ix.withBlanks = append(s.ix.withBlanks, id)
			}
			if t.DiscardIf != nil {
				s.ix.withDiscardIf = append(s.ix.withDiscardIf, id)
			}
			if t.CannotParent != nil {
				s.ix.withGuards = append(s.ix.withGuards, id)
			}
			s.ix.attachRules[id] = t.OnePerCharacter || t.AttachTo != nil
			for _, a := range t.Abilities {
				s.ix.anyPlayer[id] = s.ix.anyPlayer[id] || a.AnyPlayer && a.Timing == Action
			}
			if s.ix.actions[id] = actionNeeds(t); s.ix.actions[id] != noActions {
				s.ix.withActions = append(s.ix.withActions, id)
			}
			from, triggered := false, false
			for _, a := range t.Abilities {
				if a.Timing == Action {
					from = from || len(a.From) > 0
					continue
				}
				triggered = true
				for _, kind := range strings.Split(a.On, "|") {
					tr := s.ix.byTrigger[kind]
					if tr == nil {
						tr = new(triggerIndex)
						s.ix.byTrigger[kind] = tr
					}
					if l := tr.cards; len(l) == 0 || l[len(l)-1] != id {
						tr.cards = append(l, id)
					}
					tr.timings |= timingBit(timingOf(a))
				}
			}
			if from {
				s.ix.actsFrom = append(s.ix.actsFrom, id)
			}
			if triggered {
				s.ix.withTriggered = append(s.ix.withTriggered, id)
			}
		}
	}
	for _, k := range keywordTriggers {
		tr := s.ix.byTrigger[k.kind]
		if tr == nil {
			tr = new(triggerIndex)
			s.ix.byTrigger[k.kind] = tr
		}
		tr.keywords |= k.timing
	}
	s.live = s.makeLive()
}

// Base gives the engine its part of the state.
func (s *State) Base() *engine.Core { return &s.Core }

// def is a card's printed facts, nil for a card whose identity is hidden
// (a view's, hideIdentities). Every card has its entry from its making on
// (newCard, then index), so this stays small enough to inline: every
// rule asks it.
func (s *State) def(id int) *carddb.Def { return s.ix.defOf[id] }

// Title is a card's printed title.
func (s *State) Title(id int) string { return s.def(id).Title }

// Nobody is the opponent of a player who has none: with more than two
// players, one who takes no part in the conflict under way. It is no
// seat, no event's player and no card's controller; Seat reads it as an
// empty seat, and the game's verbs (honor, fate, cards) do nothing to it.
const Nobody = -2

// nobody is the empty seat Seat reads for Nobody; never written.
var nobody Player

// Seat is player p's pools and zones to read, an empty seat for Nobody.
func (s *State) Seat(p int) *Player {
	if p < 0 {
		return &nobody
	}
	return &s.P[p]
}

// Opponent is p's one opponent, "your opponent" in card text and in the
// rules: in a game of two, the other player; with more (Learn to Play,
// Appendix I, "Your Opponent"), the player p faces in the conflict under
// way, and Nobody when p takes no part in one: then no condition naming
// "your opponent" is met, and nothing happens to them.
func (s *State) Opponent(p int) int {
	if len(s.P) == 2 {
		return 1 - p
	}
	if s.Conf.Active {
		switch p {
		case s.Conf.Attacker:
			return s.Conf.Defender
		case s.Conf.Defender:
			return s.Conf.Attacker
		}
	}
	return Nobody
}

// AnOpponent reports whether some opponent of p meets cond: "an
// opponent" in card text, any of p's opponents, even during a conflict
// (Learn to Play, Appendix I).
func (s *State) AnOpponent(p int, cond func(o int) bool) bool {
	for o := range s.P {
		if o != p && s.Playing(o) && cond(o) {
			return true
		}
	}
	return false
}

// Next is the player to p's left still in the game, the next in player
// order.
func (s *State) Next(p int) int {
	for range s.P {
		p = (p + 1) % len(s.P)
		if s.Playing(p) {
			break
		}
	}
	return p
}

// ConflictsAgainst counts the conflicts q declared against p this phase.
func (s *State) ConflictsAgainst(p, q int) int {
	return int(s.P[p].AgainstBy[q])
}

// Clone copies the state deeply.
func (s *State) Clone() *State {
	n := *s
	// Its own collector, scratch context and slabs, made when first needed.
	n.modAdd, n.scratch, n.asking, n.slabs = nil, nil, false, slabs{}
	n.lastCtx.f, n.lastCtx.x = nil, nil
	n.answers = nil
	n.Core = s.Core.CloneCore()
	cards := make([]Card, len(s.Cards)) // make-then-copy: never zeroed
	copy(cards, s.Cards)
	n.Cards = cards
	n.P = append(make([]Player, 0, len(s.P)), s.P...)
	// Every id list of the copy shares one allocation; each list's
	// capacity ends where its room does, so an append moves it, never its
	// neighbour. The lists a game adds to get a little room: the first
	// cards drawn, played or discarded need no new list.
	const room = 4
	l := &s.live
	total := len(s.Conf.Evaded) + len(s.Attached) + len(l.all) + len(l.mods) + len(l.forbid) + len(l.blanks) + len(l.guards) + len(l.acts) + 2*room
	for p := range s.P {
		o := &s.P[p]
		total += len(o.Hand) + len(o.ConflictDeck) + len(o.DynastyDeck) + len(o.ConflictDiscard) +
			len(o.DynastyDiscard) + len(o.Removed) + len(o.Play) + 4*room
		for i := range o.Dyn {
			total += len(o.Dyn[i]) + 1
		}
	}
	buf := make([]int, 0, total)
	take := func(src []int, room int) []int {
		if len(src) == 0 {
			return nil // as it was: an empty list reads and writes as none
		}
		start := len(buf)
		buf = append(buf, src...)
		end := len(buf)
		buf = buf[:end+room]
		return buf[start : end : end+room]
	}
	n.Attached = take(s.Attached, room)
	for p := range s.P {
		q, o := &n.P[p], &s.P[p]
		q.Hand, q.ConflictDeck, q.DynastyDeck = take(o.Hand, room), take(o.ConflictDeck, 0), take(o.DynastyDeck, 0)
		q.ConflictDiscard, q.DynastyDiscard = take(o.ConflictDiscard, room), take(o.DynastyDiscard, room)
		q.Removed, q.Play = take(o.Removed, 0), take(o.Play, room)
		q.Known = slices.Clip(o.Known) // shared: only ever appended to, and a copy's appends move it
		for i := range q.Dyn {
			q.Dyn[i] = take(o.Dyn[i], 1)
		}
	}
	n.Conf.Evaded = take(s.Conf.Evaded, 0)
	n.verifying = nil                          // scratch: a copy asked from another goroutine must not share it
	n.Conf.Played = slices.Clip(s.Conf.Played) // shared: only ever appended to
	n.live.all, n.live.mods, n.live.forbid = take(l.all, room), take(l.mods, 0), take(l.forbid, 0)
	n.live.blanks, n.live.guards, n.live.acts = take(l.blanks, 0), take(l.guards, 0), take(l.acts, 0)
	n.Effects = s.Effects.Clone()
	n.Notices = slices.Clone(s.Notices)
	return &n
}

// slabs hand out a state's ability contexts, made by the hundred a game
// (engine.Slab): a copy of the state starts its own.
type slabs struct {
	contexts engine.Slab[Ctx]
}
