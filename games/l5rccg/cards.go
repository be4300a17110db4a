package l5rccg

import (
	"slices"
	"sync"

	"tessen/games/l5rccg/carddb"
)

// Text is a card's behaviour in tessen's vocabulary: what its printed
// text does, written by the cards package in the project's own words.
type Text struct {
	// Says is what the card does beyond its actions' Text (what its
	// traits, an Event's effect or its entering play do), in the project's
	// words, as a table shows it.
	Says string
	// Produce is the Gold the card produces by bowing (a Holding's
	// "bow: produce N Gold"); 0 for none. Richer names a Faction whose
	// player it produces one more for ("or 3 Gold if you are a Lion Clan
	// player"), as a slug.
	Produce int
	Richer  string
	// ProduceFor is Gold it produces beyond Produce when paying for a card
	// coming into play (paying; -1 for an action's cost): "or 4 Gold if
	// paying for a Crane Clan Personality". Produced acts after it has
	// produced Gold (paying: what for, as for ProduceFor).
	ProduceFor func(x *Ctx, paying int) int
	Produced   func(x *Ctx, paying int)
	// Setup acts before the game, once the first player is known (a
	// Stronghold's "after players reveal Strongholds"); BeforeShuffle, a
	// card's in its owner's deck then ("before shuffling"), once a title.
	Setup         func(x *Ctx)
	BeforeShuffle func(x *Ctx)
	// RemembersProduction: the game keeps, this turn, what each Gold
	// source's Gold paid for (x.PaidFor).
	RemembersProduction bool
	// AttachCost: bringing the card into play has the additional cost of
	// targeting this (its filter sees x.Targets[0], the Personality it is
	// attaching to); x.AttachTarget tells it afterwards.
	AttachCost *Target
	// NeverBows: the card will not bow (Shadow Dragon).
	NeverBows bool
	// TaintsPerformers: in play, after any action resolves, the
	// Personalities who performed it take the Shadowlands keyword for good
	// (Daigotsu).
	TaintsPerformers bool
	// DarkLobby: a Wind's: its player's Lobby is not Political and bows
	// a Shadowlands Personality (even of 0 Personal Honor), and for any
	// Lobby his Family Honor counts as his Personalities' total printed
	// Force when that is higher than every other player's.
	DarkLobby bool
	// LobbyToken: a Stronghold's: lobbying, its player may add a Favor
	// token to it instead of taking the Imperial Favor.
	LobbyToken bool
	// HidesUnder: the card puts cards face down under a Personality, to be
	// removed from the game with him (Cloak of Night).
	HidesUnder bool
	// RemembersHoldings: the game keeps whether a Gold-producing Holding
	// of a player's entered play this turn (x.GoldHoldingEntered).
	RemembersHoldings bool
	// Looks: the card lets a player look at face-down cards (x.LookAt).
	Looks bool
	// HandsFaceUp: in play, other players' hands are face-up, and its
	// player may take Limited actions in other players' Action Phases
	// (Bayushi Paneki).
	HandsFaceUp bool
	// ForcesAttacks: the card may make the players with the two highest
	// Family Honor totals declare attacks on each other (x.ForceAttacks).
	ForcesAttacks bool
	// SuppressesBonuses: the card may reduce Force bonuses to +0F
	// (x.SuppressForceBonuses).
	SuppressesBonuses bool
	// EquipsInBattle: equipping the card is a Battle action (one of its
	// abilities), not the Action Phase's attaching (Hero's Banner).
	EquipsInBattle bool
	// AidsRecruit: a Region's Reaction as a Personality with this keyword
	// is paid for from its Province: 2 Gold less (to a minimum of 1), or
	// a Follower with the keyword from hand attached to him for nothing
	// once he enters play (Ratling Village).
	AidsRecruit string
	// SpellsForHonor: an attachment, unbowed, lets its player pay for a
	// Spell attaching to its Personality by losing Honor equal to the
	// Spell's base Gold Cost instead (Shokushu no Oni's Reaction).
	SpellsForHonor bool
	// GoldByDiscard: bowing, it produces the Focus Value of a card its
	// player discards from his hand (counted, before, as the highest he
	// holds); he chooses the card as it pays (Asahina Yoshino).
	GoldByDiscard bool
	// PayBonus is Gold the card adds, unbowed, to each Gold cost its
	// player pays, without bowing ("Reaction: when paying a Gold cost,
	// produce 1 Gold"; paying as for ProduceFor).
	PayBonus func(x *Ctx, paying int) int
	// Abilities are the card's actions (Limited, Open, Battle).
	Abilities []*Ability
	// FavorPayer pays a cost of discarding the Imperial Favor instead of
	// its player (LE-FAVOR-2).
	FavorPayer *FavorPayer
	// Event is what an Event does as it is revealed (LE-EVENT-1).
	Event func(x *Ctx)

	// Traits: what the card does without being used.

	// Enters acts after the card enters play (x.From: whence it came).
	Enters func(x *Ctx)
	// Stat changes the card's own Force and Chi while it holds.
	Stat func(x *Ctx) (force, chi int)
	// Keywords are keywords the card has while a condition holds.
	Keywords func(x *Ctx) []string
	// Grants are the keywords an attachment gives its Personality;
	// GrantsAttached, those a Personality gives a card attached to him.
	Grants         []string
	GrantsAttached func(x *Ctx, card int) []string
	// Borrows lists the abilities of other cards the card has while in
	// play, numbered after its own and those it copies (Scouting Party:
	// a Follower's Battle abilities from the discard pile);
	// BorrowsBowing adds "bow this card" to their costs.
	Borrows       func(x *Ctx) []Borrowed
	BorrowsBowing bool
	// Bearer restricts whom an attachment goes on ("only a Samurai");
	// Takes, what a Personality will take ("no Followers": not a
	// Follower).
	Bearer func(x *Ctx, person int) bool
	Takes  func(x *Ctx, card int) bool
	// Welcome: the attachment may go on a Personality ignoring what he
	// will not take.
	Welcome func(x *Ctx, person int) bool
	// Discount is Gold off the card's cost as it comes into play
	// (person: the Personality an attachment goes on; -1 otherwise).
	Discount func(x *Ctx, person int) int
	// Shroud names the kinds of action ("Ranged", "Spell", "Kiho") that
	// may not target the card, ShroudUnit those that may not target any
	// card in its unit; Screen weakens Ranged Attacks on its unit.
	Shroud, ShroudUnit []string
	Screen             int
	// ShroudFollowers names the kinds of action that may not target the
	// Followers attached to the card.
	ShroudFollowers []string
	// WinsTies: a duel it is in that ties is won by it; Unrefusable: its
	// challenges will not be refused while it is in an army; DuelStat,
	// the stat it duels with when not Chi ("force").
	WinsTies    bool
	Unrefusable bool
	DuelStat    func(x *Ctx) string
	// Destroyed acts after the card is destroyed (where: the battlefield's
	// Province it was at, 0 elsewhere).
	Destroyed func(x *Ctx, where int)
	// Moved acts after any unit moves to a battlefield or home (mover: its
	// Personality; to: the battlefield's Province, 0 home).
	Moved func(x *Ctx, mover, to int)
	// Assigned acts after the card is assigned to a battlefield
	// (x.From: ZBattle); ProvinceLost, after one of its controller's
	// Provinces is destroyed.
	Assigned     func(x *Ctx)
	ProvinceLost func(x *Ctx)
	// ProduceLoss is the Honor its player loses as it produces Gold;
	// Straightens: it straightens in every player's Straighten Phase.
	ProduceLoss int
	Straightens bool
	// Strength is a Region's change to its Province's strength;
	// FreeRegion: it does not count against its Province's one Region;
	// Arrived acts after a card enters play from its Province; Aura
	// changes the Force and Chi of other cards while it holds.
	Strength   int
	FreeRegion bool
	Arrived    func(x *Ctx, card int)
	Aura       func(x *Ctx, id int) (force, chi int)
	// FollowerYu is Yu the Followers attached to the card have beside
	// their own; TwoWeapons: the Personality may take two Weapons; NoLobby:
	// he may not lobby; KeepsHonor: being dishonorable does not take his
	// Personal Honor to 0.
	FollowerYu          int
	TwoWeapons, NoLobby bool
	KeepsHonor          bool
	// PhaseBegins acts as each phase of its controller's turn begins
	// (phase: its number); WonDuel, after a duel the card won.
	PhaseBegins func(x *Ctx, phase int)
	WonDuel     func(x *Ctx)
	// Copies is how many copies a deck may hold, when the card says
	// ("up to 10 copies"); 0 for the rules' number (LE-DECK-2).
	Copies int
	// Spared: a trait negating the card's own destruction (causer: whose
	// effect, -1 the rules'; how: By…); SparesOther, a Terrain's or
	// Formation's negating another card's.
	Spared      func(x *Ctx, causer, how int) bool
	SparesOther func(x *Ctx, id, causer, how int) bool
	// Resolving acts as a battle it is at begins its resolution, the
	// totals counted (mine: its side's Force; theirs: the other's).
	Resolving func(x *Ctx, mine, theirs int)
	// AlsoTitled: the card counts as one with this word in its title.
	AlsoTitled string
	// Gives lists the abilities a Terrain or Formation in play gives a
	// card (Archer Squad's to its player's Personalities there): they act
	// for that card, numbered after its others.
	Gives func(x *Ctx, card int) []*Ability
	// MakesGifts: the card gives cards abilities for a while (Gift).
	MakesGifts bool
	// GivesNinjutsu: a Stronghold that gives its player's non-Unique Ninja
	// Personalities without Ninjutsu a Ninjutsu value of their printed
	// Gold Cost less 6, lets him keep a Ninjutsu Personality face down as
	// his Provinces are revealed (Shiro no Soshi: ninjutsu.go).
	GivesNinjutsu bool
	// KihoSpells: the Personalities in the army of this attachment
	// perform the actions of the Spells in its player's hand as Kiho
	// Strategies (cardrules.go).
	KihoSpells bool
	// TerrainsAnyway: a Stronghold's own rules for its player's Terrains
	// and Formations (Castle of the Swift Sword: cardrules.go).
	TerrainsAnyway bool
	// CombinesAcross: a Stronghold's own rules for its player's Ranged
	// Attacks (Castle of the Wasp: cardrules.go).
	CombinesAcross bool
	// OpensProvinces: the card opens its player's Provinces (OpenProvinces).
	OpensProvinces bool
	// TaxesFollowers: actions on Followers opposing the card cost, besides,
	// targeting and bowing a Follower of their player's (Ik'krt).
	TaxesFollowers bool
	// LowersHonorReq: once a turn, a Follower its player attaches has an
	// Honor Requirement of 1 if it needs to (Shinsei's Last Hope).
	LowersHonorReq bool
	// AssignsOthers: the card has a player assign another's Personality
	// in his Infantry Maneuvers (Underhand, MustAttack), and remembers
	// whether a Personality was paid for at his printed cost.
	AssignsOthers bool
	// RangedReach: the card lets a Ranged Attack reach further: a card
	// at the Defender's home (RangedHome), a Personality with Followers
	// (RangedAnyPersonality).
	RangedReach bool
	// MaxForceAlone: a Sensei's cap on the Force of its player's
	// Personalities while they have no Followers (LE-BONUS-2: applied
	// last).
	MaxForceAlone int
	// An attachment's traits on its Personality: MinChi, his minimum Chi;
	// ClanOnly, the keyword without which he is destroyed ("if this
	// Personality is ever not Lion Clan"); FearShield, strength Fear
	// loses upon cards of his army; FearAll, Fear from his army frightens
	// Personalities too; NoMoveHome, other players' effects do not move
	// him home; BowedNinja, its player's bowed Ninja count their Force;
	// FocusKept, its player's focused cards go under his deck; Chooser,
	// its player chooses the order of battles.
	MinChi     int
	ClanOnly   string
	FearShield int
	FearAll    bool
	NoMoveHome bool
	BowedNinja bool
	FocusKept  bool
	Chooser    bool
	// FocusEffect acts as the card, focused in a duel, is revealed (x.P:
	// its owner). FocusFromDiscard: the card may be focused from its
	// owner's Fate discard pile (War Cry); DiscardFocus: its unbowed
	// Holding lets its player focus any card of his Fate discard pile
	// (Tsuma Dojo). A card focused so is removed from the game after the
	// duel.
	FocusEffect func(x *Ctx)
	// FocusedFor is a bonus to the card's Focus Value while it is focused
	// for a Personality (person) in a duel.
	FocusedFor       func(x *Ctx, person int) int
	FocusFromDiscard bool
	DiscardFocus     bool
	// TurnEnds acts before each turn ends: an attachment's or another
	// card's in play, a Stronghold's, a Strategy's in its owner's discard
	// pile in his own turn.
	TurnEnds func(x *Ctx)
	// NoDishonorLoss: a Stronghold whose player neither loses nor is
	// eliminated by Dishonor (LE-VICTORY-DISHONOR).
	NoDishonorLoss bool
	// Severs: in play, its controller neither wins an Honor Victory nor
	// controls the Imperial Favor.
	Severs bool
	// CostOf is what a Sensei, or a Personality in play, adds to the Gold
	// Cost of a card its player owns, in play or out ("Nonhuman
	// Personalities you own ... have +2 Gold Cost"; Isawa Miliko's Spells).
	CostOf func(x *Ctx, card int) int
	// KihoMonk: the Personality performs Kiho actions as if a Monk;
	// FreeBowFor: the cost of bowing him for an action he performs that
	// has all these keywords is ignored (Kiho; Maho and Kiho).
	KihoMonk   bool
	FreeBowFor []string
	// FreeShugenjaBow: a Stronghold's: once a turn, its player's Shugenja
	// need not bow for his own ability or a Spell's.
	FreeShugenjaBow bool
	// RemembersBattlePlays: the game keeps, for the battle, the Strategies
	// played in it (Sound Strategy).
	RemembersBattlePlays bool
	// RemembersAttackers: the game keeps, until each player's next turn
	// ends, who attacked him (Shinjo Tianyi).
	RemembersAttackers bool
	// RemembersFallen: the card asks which Personalities were destroyed
	// this phase by other players' actions, or in a Resolution Segment
	// (the game keeps it where a card asks).
	RemembersFallen bool
	// RemovesAbilities: the card removes other cards' actions
	// (x.RemoveAbility).
	RemovesAbilities bool
	// NoChallenges: an attachment whose Personality will not issue
	// challenges.
	NoChallenges bool
	// RemembersOpposed: the game keeps which Personalities were opposed
	// this Attack Phase (looked at as each battle begins and resolves).
	RemembersOpposed bool
	// PlaysDiscards lets its player play cards of any player's discard
	// pile as if they were in his hand (Kan'ok'ticheck, the Warrens of
	// the One Tribe); ExilesPlayed: the Fate cards he plays are removed
	// from the game whenever they would be in a discard pile.
	PlaysDiscards *DiscardPlays
	ExilesPlayed  bool
	// BowSubstitute pays, instead, a cost of bowing a Personality (The
	// Trickster's Mask, Shori, the Bloodsmith); MahoSpells: an attachment
	// whose Personality's Spell actions are Maho (the Bloodsmith).
	BowSubstitute *BowSubstitute
	MahoSpells    bool
	// GrantsMine: keywords a card in play gives its player's cards;
	// RangedDoubled: Ranged Attacks performed by cards in its army get a
	// bonus of their base strength (Yoritomo Kumiko).
	GrantsMine    func(x *Ctx, card int) []string
	RangedDoubled bool
	// BowsAnother: the card produces its Gold only by bowing another
	// Gold-producing Holding of its player's, which produces nothing
	// (Crystal Mine); WithHolding: it adds its Gold only to a payment a
	// Holding is bowed for (City of Gold); StrengthBowed: a Region's change
	// to its Province's strength while it is bowed.
	BowsAnother   bool
	WithHolding   bool
	StrengthBowed int
	// Discarded acts after the card entered its owner's discard pile
	// (x.Self: it; x.P: its owner).
	Discarded func(x *Ctx)
	// GuardsTargets: the card makes other players' targeting cost a
	// discard (x.TargetCost); Unbowed keeps an effect of causer's from
	// bowing a card (Hida Kuon's Heroes).
	GuardsTargets bool
	Unbowed       func(x *Ctx, causer, id int) bool
	// Entered acts after a card of its player's enters play (a Sensei's
	// or Stronghold's trait); Witness, of a card in play, after any card enters play, from
	// where (Traveling Merchants, Enlistment).
	Entered func(x *Ctx, card int)
	Witness func(x *Ctx, card int, from Zone)
	// CostOfAny is what a card in play adds to the Gold Cost of any
	// player's card (Traveling Merchants); the cost is never below 0.
	CostOfAny func(x *Ctx, card int) int
	// A Stronghold's: Provinces, how many its player begins with (0: the
	// rules' four); StrengthOf, what it adds to the strength of Province
	// n of player p; TwoRegions: its player's Provinces each take two
	// Regions; DeckCopies, the copies its player's deck may hold of a
	// card, when it says (0: the rules'); FreeInDeck, the cards that do
	// not count towards the minimum deck size.
	Provinces  int
	StrengthOf func(x *Ctx, p, n int) int
	TwoRegions bool
	DeckCopies func(d *carddb.Def) int
	FreeInDeck func(d *carddb.Def) bool
	// ActionResolved acts after an action of its controller's resolves
	// (card: the action's card); BrokeProvince, after its army destroys
	// the Defender's Province in a battle's resolution.
	ActionResolved func(x *Ctx, card int)
	BrokeProvince  func(x *Ctx)
	// NoHollowConquest: a Sensei's: its player destroys no Province as the
	// Attacker unless the defending army had a unit in the battle, or the
	// Defender controls none.
	NoHollowConquest bool
	// Bans: it may forbid a player the cards of a title for the game;
	// RemembersPresence: the game keeps where units have been this Attack
	// Phase.
	Bans              bool
	RemembersPresence bool
	// PresenceIfBeen: its player's actions satisfy the rule of presence
	// at a battlefield it has been at this Attack Phase (Doji Ran).
	PresenceIfBeen bool
	// BonusPlus: a Force bonus the Personality gets from a card outside
	// his unit is 1 more; NegateFirstTargeting: the first ability on a
	// Personality to target him each phase has its effects negated.
	BonusPlus            bool
	NegateFirstTargeting bool
	// Unmoved says which of its player's Personalities other players'
	// effects will not move.
	Unmoved func(x *Ctx, id int) bool
	// FreeSpell: once a turn, a Spell equipped to this Personality costs
	// nothing; NeverGains, the keywords he will not gain.
	FreeSpell  bool
	NeverGains []string
	// JoinsOnly says whether the card will join player x.P ("will not join
	// a player with 1 or higher Family Honor"); BattleBegins acts, for a
	// card in play, as a battle's Battle Action Segment begins (its
	// Province: prov).
	JoinsOnly    func(x *Ctx) bool
	BattleBegins func(x *Ctx, prov int)
	// ArmyScreen is what a Personality takes off the strength of Ranged
	// Attacks at cards of his army; BeforeAction acts before any action
	// resolves (player: who took it).
	ArmyScreen   func(x *Ctx) int
	BeforeAction func(x *Ctx, player int)
	// A Terrain's or Formation's traits while in play: Delayed resolves a
	// Delayed Terrain as the Battle Action Segment ends ("before this
	// battle resolves"), and a Region's at its Province's battle; OtherDestroyed acts after another card is
	// destroyed (owner: its controller then; where: its battlefield, 0
	// elsewhere); Gains changes a gain of n Honor by p; FearDestroys: Fear
	// destroys instead of bowing.
	Delayed        func(x *Ctx)
	OtherDestroyed func(x *Ctx, id, owner, where int)
	Gains          func(x *Ctx, p, n int) int
	FearDestroys   bool

	fromHand    bool   // an ability of it is taken from hand (Ability.FromHand)
	fromDiscard bool   // an ability of it is taken from the discard pile too (Ability.EvenDiscarded)
	reacts      uint64 // the triggers its Reactions answer (triggerBit)
	everyone    bool   // an ability every player has (Ability.Everyone)
	holds       uint64 // what it asks the game to check for (textHolds)
}

var texts = map[string]*Text{}

// Register gives a card its behaviour (from package cards' init).
func Register(id string, t *Text) {
	if _, dup := texts[id]; dup {
		panic("l5rccg: card registered twice: " + id)
	}
	for _, a := range t.Abilities {
		if a.Timing == Battle || a.Timing == BattleOpen { // the ways a card may borrow or copy it
			b := *a
			b.Bow = true
			a.withBow, a.free = &b, a.costless()
		}
		t.fromHand = t.fromHand || a.FromHand
		t.everyone = t.everyone || a.Everyone
		t.fromDiscard = t.fromDiscard || a.EvenDiscarded
		if a.Timing == Reaction {
			t.reacts |= triggerBit(a.On)
		}
	}
	t.holds = textHolds(t)
	if t.reacts&triggerBit(OnBeforePenalty) != 0 {
		t.holds |= holdsDelayers
	}
	if t.reacts&triggerBit(OnLeftHand) != 0 {
		t.holds |= holdsLeftHand
	}
	if t.reacts&triggerBit(OnBeforeRefill) != 0 {
		t.holds |= holdsBeforeRefill
	}
	if t.reacts&triggerBit(OnRingLetGo) != 0 {
		t.holds |= holdsRingWatch
	}
	texts[id] = t
}

// triggerBits numbers the triggers cards react to, for a game to know at
// once whether any card of its could (State.reacts).
var triggerBits = map[string]uint64{}

// triggerBit is a trigger's bit (from package init, as cards register).
func triggerBit(on string) uint64 {
	b, ok := triggerBits[on]
	if !ok {
		if len(triggerBits) == 64 {
			panic("l5rccg: more than 64 triggers")
		}
		b = 1 << len(triggerBits)
		triggerBits[on] = b
	}
	return b
}

// text is a card's behaviour, nil for a card without one.
func (s *State) text(id int) *Text {
	if s.holds&holdsNinjutsu != 0 && s.Cards[id].Facedown { // kept small enough to inline: the common case
		return s.ninjaText(id)
	}
	return s.textOf[id]
}

// ninjaText is text in a game with Ninjutsu: none for a face-down Ninja.
// (Not inlined, so that text is.)
//
//go:noinline
func (s *State) ninjaText(id int) *Text {
	if s.Cards[id].Facedown && s.faceDownNinja(id) {
		return nil
	}
	return s.textOf[id]
}

// The scenario runner's blank cards (FORMAT.md, game l5r-ccg).
var blanks = []*carddb.Def{
	{ID: "blank-stronghold", Title: "Blank Stronghold", Type: "stronghold", Deck: "pre-game", NoGold: true, ProvinceStrength: 6, GoldProduction: 5},
	{ID: "blank-personality", Title: "Blank Personality", Type: "personality", Deck: "dynasty", Force: 1, Chi: 1, NoHonorReq: true, Keywords: []string{"Unaligned"}},
	{ID: "blank-holding", Title: "Blank Holding", Type: "holding", Deck: "dynasty"},
	{ID: "blank-strategy", Title: "Blank Strategy", Type: "strategy", Deck: "fate"},
	{ID: "blank-follower", Title: "Blank Follower", Type: "follower", Deck: "fate", Force: 1},
}

// RegisterCreated adds the definition of a card that effects create (a
// "2F/2C Undead Personality"), from package cards' init, before any game
// reads the card data.
func RegisterCreated(d *carddb.Def) {
	if db.db != nil {
		panic("l5rccg: a created card registered after the card data was read: " + d.ID)
	}
	for _, b := range blanks {
		if b.ID == d.ID {
			panic("l5rccg: a created card registered twice: " + d.ID)
		}
	}
	blanks = append(blanks, d)
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
func alignment(faction string) string { return alignments[faction] }

// Alignment is a Faction's alignment trait ("crab": "Crab Clan"), "" for
// one without.
func Alignment(faction string) string { return alignments[faction] }

var alignments = map[string]string{
	"crab": "Crab Clan", "crane": "Crane Clan", "dragon": "Dragon Clan", "lion": "Lion Clan", "mantis": "Mantis Clan",
	"phoenix": "Phoenix Clan", "scorpion": "Scorpion Clan", "unicorn": "Unicorn Clan", "ratling": "Ratling",
}

// TextOf is the behaviour written for a card id, or nil.
func TextOf(id string) *Text { return texts[id] }

// Registered lists the ids of the cards whose behaviour is written,
// sorted.
func Registered() []string {
	out := make([]string, 0, len(texts))
	for id := range texts {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}

// withAttachment reports a card attached to one in a set (ok) whose text
// passes a test: the attachment traits that reach beyond their card.
func (s *State) withAttachment(ok func(bearer int) bool, has func(t *Text) bool) bool {
	for _, a := range s.Attached {
		if t := s.text(a); t != nil && has(t) && ok(int(s.Cards[a].Parent)) {
			return true
		}
	}
	return false
}
