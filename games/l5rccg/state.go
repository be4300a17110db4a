// Package l5rccg is the L5R CCG (Lotus Edition rulebook) on the engine:
// its state, its turn by the rulebook's phases (1 Straighten … 6 End, the
// Attack Phase by its segments 4.1 … 4.5), gold, units and battles. The
// rules it keeps are listed with their status in docs/rules/l5r-ccg.md.
// It has the shape of the LCG's package (games/l5rlcg): a state of N
// players, frames for the framework steps, the engine's windows for the
// rounds of actions.
package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// Zone is where a card is.
type Zone int8

const (
	ZNone Zone = iota
	ZDynastyDeck
	ZFateDeck
	ZHand
	ZProvince // a Dynasty card in a Province (Card.Prov)
	ZHome     // in play at its controller's home
	ZBattle   // in play at a battlefield (Card.Prov: the Defender's Province)
	ZAttached // in play, attached to Card.Parent
	ZDynastyDiscard
	ZFateDiscard
	ZRemoved
	ZStronghold // the Stronghold: in play, not a card (RR "Stronghold")
	ZPreGame    // a Wind or Sensei beside the Stronghold
	ZFocus      // in a duel's focus pool
	ZFocused    // focused, face down, in a duel
	ZRegion     // in play, attached to a Province (Card.Prov): a Region
	ZUnder      // overlaid: under the card Card.Parent, out of play
	ZField      // in play at a battlefield (Card.Prov), in no unit: a Terrain or Formation
	ZBeneath    // face down and out of play, attached to its owner's Province (Card.Prov): Shiro Kitsuki's
)

var zoneNames = [...]string{"none", "dynasty-deck", "fate-deck", "hand", "province", "home", "battlefield", "attached",
	"dynasty-discard", "fate-discard", "removed", "stronghold", "pre-game", "focus", "focused", "region", "under", "field", "beneath"}

func (z Zone) String() string { return zoneNames[z] }

// Card is one physical card in the game; its printed facts are looked up
// by Def.
type Card struct {
	ID         int32         `json:"id"`
	Def        engine.DefKey `json:"def"`
	Zone       Zone          `json:"zone"`
	Owner      int8          `json:"owner"`
	Controller int8          `json:"controller"`
	// Prov is the number (1 …) of the Province the card is in, or of the
	// Province whose battlefield it is at.
	Prov       int8 `json:"prov,omitempty"`
	Facedown   bool `json:"facedown,omitempty"`
	Bowed      bool `json:"bowed,omitempty"`
	Dishonored bool `json:"dishonored,omitempty"`
	Destroyed  bool `json:"destroyed,omitempty"` // in a discard pile: destroyed, not discarded
	// Shown: a card in a hand that was put there face-up, which every
	// player sees until it leaves the hand.
	Shown bool `json:"shown,omitempty"`
	// Created: a card an effect made, which exists only in play
	// (LE-TOKEN-3).
	Created bool `json:"created,omitempty"`
	// Maker is the card whose effect created it, as its id + 1 (0: none
	// known): scenarios name a created card after it (created:CARD).
	Maker  int32 `json:"maker,omitempty"`
	Parent int32 `json:"parent"` // the card it is attached to, or -1
	// Inst counts the card's moves out of a list (a hand, a deck, a
	// Province, play): a player is told of a card by a handle of its
	// instance (Game.Handles), so one that moves is not known for the
	// card it was.
	Inst int32 `json:"inst,omitempty"`
}

// Province is one of a player's Provinces, numbered from 1 for the whole
// game (a destroyed one keeps its number).
type Province struct {
	Number    int  `json:"number"`
	Card      int  `json:"card"` // the Dynasty card in it, or -1
	Destroyed bool `json:"destroyed,omitempty"`
}

// Player is one seat.
type Player struct {
	Honor      int `json:"honor"` // Family Honor
	Stronghold int `json:"stronghold"`
	// PreGame lists the player's Sensei and Wind, in play beside the
	// Stronghold (their effects are not written yet: LE-SENSEI-1).
	PreGame   []int      `json:"preGame,omitempty"`
	Provinces []Province `json:"provinces"`
	// Lists are ordered: decks top first, discard piles bottom first.
	Hand           []int `json:"hand,omitempty"`
	FateDeck       []int `json:"fateDeck,omitempty"`
	DynastyDeck    []int `json:"dynastyDeck,omitempty"`
	FateDiscard    []int `json:"fateDiscard,omitempty"`
	DynastyDiscard []int `json:"dynastyDiscard,omitempty"`
	Removed        []int `json:"removed,omitempty"`
	// Play lists the Holdings and Personalities in play the player
	// controls (at home or at a battlefield: Card.Zone), in the order they
	// entered play; cards attached to them are not listed.
	Play []int `json:"play,omitempty"`
	// Regions lists the Regions attached to the player's Provinces (each
	// card's Prov says which: LE-REGION-1).
	Regions []int `json:"regions,omitempty"`
	// Field lists the Terrains and Formations the player has in play at a
	// battlefield (LE-TERRAIN-1, LE-FORMATION-1).
	Field []int `json:"field,omitempty"`
	// Focus is the player's focus pool in a duel, Focused the cards
	// focused (LE-DUEL-2, LE-DUEL-3).
	Focus   []int `json:"focus,omitempty"`
	Focused []int `json:"focused,omitempty"`
	// FactionHonor: the player gained Honor this turn for recruiting a
	// Personality of their Faction at full price (LE-5-FACTION).
	FactionHonor bool `json:"factionHonor,omitempty"`
	// Lobbied: the player lobbied this turn (LE-LOBBY-1).
	Lobbied bool `json:"lobbied,omitempty"`
}

// Attack is the attack under way (LE-4.1).
type Attack struct {
	Active   bool  `json:"active,omitempty"`
	Attacker int   `json:"attacker"`
	Defender int   `json:"defender"`
	Fields   []int `json:"fields,omitempty"` // the Provinces with a battlefield (LE-4.1)
	Fought   []int `json:"fought,omitempty"` // the Provinces whose battles are over
	Battle   int   `json:"battle,omitempty"` // the Province of the battle being fought, 0 between battles
	// Raid: a Raid attack (Aramasu's Pride): its battles destroy neither
	// armies nor Provinces, and Pirates come home unbowed.
	Raid bool `json:"raid,omitempty"`
	// Allies (LE-MULTI-1): bit p of Allies[0] is an attacking ally, of
	// Allies[1] a defending one; a player invited by both is an ally of
	// both until a unit of his enters one of their armies.
	Allies [2]uint16 `json:"allies,omitzero"`
	// Joined: the allies who have assigned a unit in this attack, each
	// of whom gained 2 Honor for the first (LE-MULTI-2).
	Joined uint16 `json:"joined,omitempty"`
	// Resolved lists the units that were in an attacking army at a
	// battle's resolution: no action moves them into an attacking army
	// again this attack (LE-4.4-RETURN).
	Resolved []int `json:"resolved,omitempty"`
	// Naval is the leader who made the battle under way a naval
	// invasion, plus one (0: none); NavalWait, that he plays no Terrain
	// nor Formation until the other leader has passed or resolved an
	// action in it (LE-NAVAL-1).
	Naval int `json:"naval,omitempty"`
	// DefenderActed: the Defender has had his first opportunity to act
	// in the battle under way (acted or passed).
	DefenderActed bool `json:"defenderActed,omitempty"`
	NavalWait     bool `json:"navalWait,omitempty"`
	// Hush: no Reactions are taken (a naval invasion's battle, before its
	// first opportunity to act).
	Hush bool `json:"hush,omitempty"`
}

// BattleResult is the last battle resolved (for expectations and logs).
type BattleResult struct {
	Province       int  `json:"province"`
	Winner         int  `json:"winner"` // -1: nobody
	AttackerForce  int  `json:"attackerForce"`
	DefenderForce  int  `json:"defenderForce"`
	ProvinceBroken bool `json:"provinceBroken,omitempty"`
	// Killed counts the cards each side's resolution destroyed of the
	// other's: by the Attacker, by the Defender.
	Killed [2]int `json:"killed,omitempty"`
}

// State is the whole game as plain data.
type State struct {
	engine.Core
	Format string   `json:"format"`
	Turn   int      `json:"turn"`
	Active int      `json:"active"`
	First  int      `json:"first"` // who went first this game
	Phase  string   `json:"phase"`
	Names  []string `json:"names"`
	Cards  []Card   `json:"cards"`
	P      []Player `json:"players"`
	Favor  int      `json:"favor"` // the Imperial Favor's holder, -1 for none
	// Attached lists the cards attached to others, in the order they were
	// attached (Card.Parent says to what).
	Attached []int        `json:"attached,omitempty"`
	Attack   Attack       `json:"attack"`
	Last     BattleResult `json:"lastBattle"`
	Duel     Duel         `json:"duel"`
	Victory  string       `json:"victory,omitempty"` // how the game was won
	// Effects are the lasting effects (effects.go).
	Effects engine.Effects `json:"effects"`
	// defOf is each card's definition by id, shared by copies (a copy
	// that changes a card's Def, a view or a determinization, makes its
	// own: index); textOf, each card's behaviour, likewise.
	defOf  []*carddb.Def
	textOf []*Text
	// pool holds the contexts lent to checks that end before they return
	// (borrow): a Force, a Chi, a cost or an action's legality is asked at
	// every opportunity, and a new context each time was most of a game's
	// allocations. A copy has its own (Clone).
	pool []*Ctx
	lent int
	// reacts are the triggers some card of the game's has a Reaction to
	// (the cards of a game are known from its beginning): an effect
	// nobody could answer asks nothing.
	reacts uint64
	// holds says what kinds of card the game has (holdsRing, …), likewise.
	holds uint64
	// liveRules marks the rules' actions the game may use (liveRulesFor).
	liveRules uint64
	// reactors are the cards of the game whose text has a Reaction or
	// borrows abilities: whether anyone may react looks at them alone
	// (mayReact). Shared by copies, like textOf.
	reactors []int
	// answers is the memory Game.Answers lists into, its own (a copy
	// starts without).
	answers []engine.Answer
	// probe is the event whose Reactions fire looks for: kept here, it
	// is not made on the heap for each event nobody answers.
	probe engine.Event
}

// Base gives the engine its part of the state.
func (s *State) Base() *engine.Core { return &s.Core }

// def is a card's printed facts (nil for a card whose identity is
// hidden, or of no known definition).
func (s *State) def(id int) *carddb.Def {
	if s.holds&holdsNinjutsu != 0 && s.Cards[id].Facedown { // kept small enough to inline: the common case
		return s.ninjaDef(id)
	}
	return s.defOf[id]
}

// ninjaDef is def in a game with Ninjutsu: the face-down side of a
// face-down Ninjutsu Personality (LE-NINJUTSU-1). (Not inlined, so that
// def is.)
//
//go:noinline
func (s *State) ninjaDef(id int) *carddb.Def {
	if s.Cards[id].Facedown && s.faceDownNinja(id) {
		return ninjaFace
	}
	return s.defOf[id]
}

// index looks every card's definition up again, after their Defs
// changed (a view, a determinization): the lookups are the copy's own.
func (s *State) index() {
	s.defOf = make([]*carddb.Def, len(s.Cards))
	s.textOf = make([]*Text, len(s.Cards))
	s.reacts, s.holds, s.liveRules = 0, 0, 0
	s.reactors = make([]int, 0, len(s.reactors)) // about as many as before (a view hides some, a determinization re-deals)
	for id := range s.Cards {
		s.defOf[id], _ = defs().Get(s.Cards[id].Def.String())
		s.textOf[id] = texts[s.Cards[id].Def.String()]
		s.know(s.defOf[id], s.textOf[id])
		if reactor(s.textOf[id]) {
			s.reactors = append(s.reactors, id)
		}
	}
}

// What some card of a game is, for the checks that only such a card needs
// (State.holds).
const (
	holdsClanOnly       = 1 << iota // an attachment that destroys a bearer not of its Clan
	holdsRing                       // a Ring: Enlightenment may be won
	holdsAttackMemory               // a card that asks who attacked a player (Text.RemembersAttackers)
	holdsWitness                    // a card in play that acts on every card entering play, or on anyone's costs
	holdsBeforeAction               // a card in play that acts before every action resolves
	holdsBattleMemory               // a card that asks which Strategies were played in a battle
	holdsEventAura                  // an Event whose aura lasts after it resolves
	holdsBans                       // a card that forbids a player a title
	holdsBeenAt                     // a card that asks where units have been this Attack Phase
	holdsPersonAura                 // a Personality whose aura reaches other cards (Utaku Tarako)
	holdsFallen                     // a card that asks which Personalities fell, and how (Text.RemembersFallen)
	holdsAbilityLoss                // a card that removes another's ability (Text.RemovesAbilities)
	holdsDiscardActions             // a card with an action taken from the discard pile (Ability.EvenDiscarded)
	holdsOpposedMemory              // a card that asks who was opposed this Attack Phase (Text.RemembersOpposed)
	holdsDiscardPlays               // a card that lets its player play cards from discard piles, or exiles what he plays
	holdsBowSubs                    // a card that pays a cost of bowing a Personality instead (Text.BowSubstitute)
	holdsArmyGrants                 // a card that gives keywords to its player's cards, or Ranged strength to its army (Yoritomo Kumiko)
	holdsPairedGold                 // a source of Gold that pays only with another (Text.BowsAnother, Text.WithHolding)
	holdsTargetCosts                // a card that makes targeting cost a discard, or keeps effects from bowing (Hida Kuon, Peasant Riots)
	holdsHonorCosts                 // a card that lets a Gold cost be paid in Honor (Text.SpellsForHonor)
	holdsRecruitAid                 // a Region that aids recruiting from its Province (Text.AidsRecruit)
	holdsAttachAura                 // an attachment whose aura reaches other cards (Hero's Banner)
	holdsProduceMemory              // a card that asks what a source's Gold paid for this turn (Text.RemembersProduction)
	holdsTaints                     // a card that gives Shadowlands to whoever performs an action (Text.TaintsPerformers)
	holdsSuppress                   // a card that reduces Force bonuses to +0F (Text.SuppressesBonuses)
	holdsForcedAttack               // a card that makes players declare attacks (Text.ForcesAttacks)
	holdsDelayers                   // a card that may delay a Chi penalty (a Reaction to OnBeforePenalty)
	holdsHandsOpen                  // a card that turns other players' hands face-up (Text.HandsFaceUp)
	holdsLooks                      // a card that lets a player look at face-down cards (Text.Looks)
	holdsGoldHoldings               // a card that asks whether Gold-producing Holdings entered play this turn (Text.RemembersHoldings)
	holdsHidesUnder                 // a card that hides a card under a Personality (Text.HidesUnder)
	holdsCopies                     // a card that copies abilities (Ability.Copies)
	holdsMaxForce                   // a Sensei that caps its Personalities' Force (Text.MaxForceAlone)
	holdsRangedReach                // a card that lets a Ranged Attack reach further (Text.RangedReach)
	holdsEnlightened                // an Enlightened Personality (LE-ENLIGHTENED-1)
	holdsUnderhand                  // a card that has a player assign another's Personality (Text.AssignsOthers)
	holdsRegionGold                 // a Region that pays for some costs, or lowers a Follower's Honor Requirement (Text.LowersHonorReq)
	holdsFollowerTax                // a card that makes actions on Followers opposing it cost a Follower bowed (Text.TaxesFollowers)
	holdsLeftHand                   // a card that reacts to a card leaving a hand unplayed (a Reaction to OnLeftHand)
	holdsOpenProvinces              // a card that opens its player's Provinces (Text.OpensProvinces)
	holdsBeforeRefill               // a card that reacts before a Province refills (a Reaction to OnBeforeRefill)
	holdsWasp                       // a Stronghold with its own rules for Ranged Attacks (Text.CombinesAcross)
	holdsGivers                     // a Terrain or Formation that gives cards abilities (Text.Gives)
	holdsRingWatch                  // a card that answers a Ring let go (a Reaction to OnRingLetGo)
	holdsSwiftSword                 // a Stronghold with its own rules for Terrains and Formations (Text.TerrainsAnyway)
	holdsKihoSpells                 // a card that lets Spells in hand be used as Kiho Strategies (Text.KihoSpells)
	holdsNinjutsu                   // a Ninjutsu Personality, or a card that gives Ninjutsu (Text.GivesNinjutsu)
	holdsGrants                     // an attachment that gives its Personality keywords, or a card that gives its attachments some (Text.Grants, Text.GrantsAttached)
)

// reactor reports a text with a Reaction, or that borrows abilities: a
// card of State.reactors.
func reactor(t *Text) bool { return t != nil && (t.reacts != 0 || t.Borrows != nil) }

// know records what a card of the game could need: the triggers its
// Reactions answer, and the checks it needs made.
func (s *State) know(d *carddb.Def, t *Text) {
	s.reacts |= ruleReacts
	if t != nil {
		s.reacts |= t.reacts
		s.holds |= t.holds
		switch {
		case t.Aura != nil && d.Type == "personality":
			s.holds |= holdsPersonAura
		case t.Aura != nil && (d.Type == "item" || d.Type == "follower" || d.Type == "spell"):
			s.holds |= holdsAttachAura
		}
	}
	if d != nil && d.Type == "ring" {
		s.holds |= holdsRing
	}
	if d != nil && d.Type == "personality" && d.HasKeyword("Enlightened") {
		s.holds |= holdsEnlightened
	}
	if d != nil && d.Type == "personality" && printedNinjutsu(d) >= 0 {
		s.holds |= holdsNinjutsu
	}
	s.liveRules |= s.liveRulesFor(d)
}

// textHolds is what a text asks the game to check for (State.holds), as
// it is registered.
func textHolds(t *Text) uint64 {
	var h uint64
	for _, c := range [...]struct {
		has  bool
		flag uint64
	}{
		{t.ClanOnly != "", holdsClanOnly},
		{t.RemembersAttackers, holdsAttackMemory},
		{t.Witness != nil || t.CostOfAny != nil, holdsWitness},
		{t.BeforeAction != nil, holdsBeforeAction},
		{t.RemembersBattlePlays, holdsBattleMemory},
		{t.Aura != nil && t.Event != nil, holdsEventAura},
		{t.GuardsTargets || t.Unbowed != nil, holdsTargetCosts},
		{t.BowsAnother || t.WithHolding, holdsPairedGold},
		{t.GrantsMine != nil || t.RangedDoubled, holdsArmyGrants},
		{len(t.Grants) > 0 || t.GrantsAttached != nil, holdsGrants},
		{t.BowSubstitute != nil || t.MahoSpells, holdsBowSubs},
		{t.PlaysDiscards != nil || t.ExilesPlayed, holdsDiscardPlays},
		{t.RemembersOpposed, holdsOpposedMemory},
		{t.SpellsForHonor, holdsHonorCosts},
		{t.AidsRecruit != "", holdsRecruitAid},
		{t.RemembersProduction, holdsProduceMemory},
		{t.TaintsPerformers, holdsTaints},
		{t.SuppressesBonuses, holdsSuppress},
		{t.ForcesAttacks, holdsForcedAttack},
		{t.HandsFaceUp, holdsHandsOpen},
		{t.Looks, holdsLooks},
		{t.RemembersHoldings, holdsGoldHoldings},
		{t.HidesUnder, holdsHidesUnder},
		{t.fromDiscard, holdsDiscardActions},
		{t.RemovesAbilities, holdsAbilityLoss},
		{t.RemembersFallen, holdsFallen},
		{t.Bans, holdsBans},
		{t.MaxForceAlone > 0, holdsMaxForce},
		{t.RangedReach, holdsRangedReach},
		{t.AssignsOthers, holdsUnderhand},
		{t.LowersHonorReq, holdsRegionGold},
		{t.TaxesFollowers, holdsFollowerTax},
		{t.OpensProvinces, holdsOpenProvinces},
		{t.CombinesAcross, holdsWasp},
		{t.Gives != nil || t.MakesGifts, holdsGivers},
		{t.TerrainsAnyway, holdsSwiftSword},
		{t.KihoSpells, holdsKihoSpells},
		{t.GivesNinjutsu, holdsNinjutsu},
		{t.Borrows != nil || slices.ContainsFunc(t.Abilities, func(a *Ability) bool { return a.Copies }), holdsCopies},
		{t.RemembersPresence || t.PresenceIfBeen, holdsBeenAt},
	} {
		if c.has {
			h |= c.flag
		}
	}
	return h
}

// Title is a card's printed title.
func (s *State) Title(id int) string {
	if d := s.def(id); d != nil {
		return d.Title
	}
	return "a card"
}

// Next is the player after p in turn order (clockwise), skipping those
// out of the game.
func (s *State) Next(p int) int {
	for range s.P {
		p = (p + 1) % len(s.P)
		if s.Playing(p) {
			break
		}
	}
	return p
}

// Clone copies the state deeply. Every id list of the copy shares one
// allocation, each ending where its room does, so that an append moves
// it and never its neighbour; the players' Provinces share another.
func (s *State) Clone() *State {
	n := *s
	n.Core = s.Core.CloneCore()
	n.Effects = s.Effects.Clone()
	n.Cards = append(make([]Card, 0, len(s.Cards)), s.Cards...)
	n.P = append(make([]Player, 0, len(s.P)), s.P...)
	const room = 2
	total, provs := len(s.Attached)+len(s.Attack.Fields)+len(s.Attack.Fought)+len(s.Attack.Resolved)+4*room, 0
	for i := range s.P {
		p := &s.P[i]
		total += len(p.Hand) + len(p.FateDeck) + len(p.DynastyDeck) + len(p.FateDiscard) + len(p.DynastyDiscard) + len(p.Removed) + len(p.Play) + len(p.PreGame) + len(p.Focus) + len(p.Focused) + len(p.Regions) + len(p.Field) + 12*room
		provs += len(p.Provinces)
	}
	buf, pbuf := make([]int, 0, total), make([]Province, 0, provs)
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
		q, p := &n.P[i], &s.P[i]
		q.Hand, q.FateDeck, q.DynastyDeck = take(p.Hand), take(p.FateDeck), take(p.DynastyDeck)
		q.FateDiscard, q.DynastyDiscard, q.Removed = take(p.FateDiscard), take(p.DynastyDiscard), take(p.Removed)
		q.Play, q.PreGame, q.Focus, q.Focused = take(p.Play), take(p.PreGame), take(p.Focus), take(p.Focused)
		q.Regions, q.Field = take(p.Regions), take(p.Field)
		start := len(pbuf)
		pbuf = append(pbuf, p.Provinces...)
		q.Provinces = pbuf[start:len(pbuf):len(pbuf)]
	}
	n.Attached, n.Attack.Fields, n.Attack.Fought, n.Attack.Resolved = take(s.Attached), take(s.Attack.Fields), take(s.Attack.Fought), take(s.Attack.Resolved)
	n.pool, n.lent, n.answers = nil, 0, nil // a copy may run beside this one
	// The copy shares the lookups, clipped so that a card it creates
	// (addCard) gets new lists, while this state's own go on growing.
	n.defOf, n.textOf, n.reactors = s.defOf[:len(s.defOf):len(s.defOf)], s.textOf[:len(s.textOf):len(s.textOf)], s.reactors[:len(s.reactors):len(s.reactors)]
	return &n
}

// borrow lends a context for a check that ends before it returns, given
// back with giveBack; checks nest, each with its own.
func (s *State) borrow(p, self int) *Ctx {
	if s.lent == len(s.pool) {
		s.pool = append(s.pool, new(Ctx))
	}
	x := s.pool[s.lent]
	s.lent++
	*x = Ctx{S: s, P: p, Self: self, Targets: x.Targets[:0]}
	return x
}

func (s *State) giveBack() { s.lent-- }

// describe names a card for an error or the log, as players read them: by
// its title (its id would tell a player which card of the deck list it
// is); "no card" for a number that is none.
func (s *State) describe(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "no card"
	}
	return s.Title(id)
}

// ref names a card for the project's own faults (invariants): its title
// and id, which nobody at a table is told.
func (s *State) ref(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "#" + strconv.Itoa(id)
	}
	return s.Title(id) + " (#" + strconv.Itoa(id) + ")"
}
