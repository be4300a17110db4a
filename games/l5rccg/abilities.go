package l5rccg

import (
	"slices"
	"strings"

	"tessen/engine"
)

// What an action is: a card's Ability in tessen's vocabulary, its Timing
// (LE-LIMITED-1, LE-OPEN-1, LE-BATTLE-1, LE-REACTION-1), its targeting
// requirements (Target) and the context it is taken in (Ctx); the
// actions the rules give every player (ruleActions) and how they are
// registered; limits, keywords and the performer (LE-PERFORM-1).

// Timing is when an action may be taken (LE-LIMITED-1, LE-OPEN-1,
// LE-BATTLE-1).
type Timing uint8

const (
	Limited    Timing = iota + 1 // your own Action Phase
	Open                         // any Action Phase, and Battle Action Segments
	Battle                       // Battle Action Segments
	BattleOpen                   // "Battle/Open": both
	Reaction                     // to its trigger (Ability.On), in a Reaction window (LE-REACTION-1)
	Engage                       // a New Era battle's Engage Segment (NE-ENGAGE)
	Dynasty                      // New Era: one's own Dynasty Phase (NE-5.2)
)

// Ability is one action a card prints, in tessen's vocabulary: when it
// may be taken, its conditions, costs, target and effect.
type Ability struct {
	Text   string // what it does, in tessen's own words
	Timing Timing
	// On is a Reaction's trigger (OnAssigned …); its If sees the trigger
	// in x.Ev.
	On string
	// Any: "any number of times per turn"; without it an action is used
	// once a turn (LE-CARDINAL-5), or Times a Per ("twice per battle":
	// 2, "battle"; "game" for once per game).
	Any   bool
	Times int
	Per   string
	// Same is the number (from 1) of an earlier ability of the card this
	// one is the same action as, another way of paying it ("bow him or
	// discard a card"): they share one limit.
	Same int
	// Keywords qualify it: Political, Kiho, Tactical (LE-TACTICIAN-1),
	// Maho, an element; an action on a Spell is a Spell action.
	Keywords []string
	// EvenBowed: it may be used while its card is bowed (LE-BOW-1: when
	// it straightens the card, or says "even if bowed").
	EvenBowed bool
	// If holds its restrictions ("if you control a Terrain").
	If func(x *Ctx) bool
	// Gold is the ability's own Gold cost (an Action card's printed Gold
	// Cost is paid as it is played, besides); Bow, the cost of bowing the
	// card (LE-COST-1: a bowed card cannot pay it).
	Gold int
	Bow  bool
	// GoldOf is a Gold cost that varies ("Gold equal to the target's
	// unit's Gold Cost plus 2"), or a discount on it when negative ("costs
	// 2 less if the performer is Scorpion Clan"); the total is never below
	// 0. It is asked without targets too, when the action is offered: one
	// that depends on them answers 0 then, and its target's filter keeps
	// to what can be paid.
	GoldOf func(x *Ctx) int
	// GoldX: a Gold cost of "*", whose amount the player chooses as the
	// costs are paid, up to what he can produce (x.Spent).
	GoldX bool
	// BowBearer: the cost of bowing the Personality the card is attached
	// to ("bow this Shugenja"); DestroyBearer, of destroying him;
	// DestroySelf, of destroying the card; Discard, of discarding that
	// many cards from hand (x.Discarded).
	BowBearer     bool
	DestroyBearer bool
	DestroySelf   bool
	Discard       int
	// DiscardOf restricts the cards the Discard cost may take ("discard a
	// Formation or Terrain").
	DiscardOf func(x *Ctx, id int) bool
	// RangedChi: its Ranged Attack is compared against the target's Chi,
	// not its Force.
	RangedChi bool
	// BowStronghold: the cost of bowing the player's Stronghold.
	BowStronghold bool
	// FavorCost: the cost of discarding the Imperial Favor (LE-FAVOR-1),
	// which a card that says so may pay instead (LE-FAVOR-2).
	FavorCost bool
	// Absent: it may be taken in a battle without a unit there (LE-4.4-
	// PRESENCE: an action that brings one in unconditionally).
	Absent bool
	// FromHand: an action of a card in hand that is not an Action card
	// ("if this card is in your hand"); EvenDiscarded, one its owner may
	// take from his discard pile too ("even if Mirabu is dead").
	FromHand      bool
	EvenDiscarded bool
	// AcrossUnits: Ranged Attacks of this ability, made by different
	// units, may combine (Archer Squad's).
	AcrossUnits bool
	// Copies: an ability that copies abilities, which cannot be copied
	// (LE-COPY-1); withBow is the ability with the added cost of bowing
	// its card, for a card that borrows it so (Text.BorrowsBowing).
	Copies bool
	// Everyone: an ability of a Terrain or Formation in play that every
	// player has, not only its controller ("each player has the ability").
	Everyone bool
	// CreatesFollower: an action that creates a Follower (what pays for
	// one may pay for it: Shinsei's Last Hope).
	CreatesFollower bool
	withBow         *Ability
	free            *Ability // the ability with its costs ignored (costless)
	// Ranged is a "Ranged N Attack" (LE-RANGED-1), Fear a "Fear N"
	// (LE-FEAR-1): each targets implicitly, before any other target.
	Ranged, Fear int
	// RangedOf is a Ranged Attack whose strength is counted as it
	// resolves ("strength equal to twice his Chi"); RangedTo, what else
	// its Ranged Attack may target ("a dishonorable Personality with
	// Followers").
	RangedOf func(x *Ctx) int
	RangedTo func(x *Ctx, id int) bool
	// Targets are its initial targeting requirements, chosen in order
	// (LE-TARGET-1); a later one's filter sees the earlier choices.
	Targets []*Target
	// Effect resolves it (LE-EFFECT-1).
	Effect func(x *Ctx)
	// Duel, if set, has its first target challenge its second once the
	// Effect has resolved (LE-DUEL-1).
	Duel *DuelSpec
}

// Target is a targeting requirement: which cards in play may be chosen.
type Target struct {
	Prompt string
	Filter func(x *Ctx, id int) bool
	// Performer: "your performing Personality": one the player controls,
	// who performs the action (LE-PERFORM-1). Bow and Dishonor are costs
	// it pays, so it must be unbowed, or honorable.
	Performer, Bow, Dishonor bool
	// BowUnit and Destroy are costs too: bowing the target's whole unit,
	// destroying the target.
	BowUnit, Destroy bool
	// Anywhere: at any location, in a battle too ("at any location").
	Anywhere bool
	// Chosen: "choose", not "target": nothing that shrouds a card from
	// targeting keeps it from being chosen.
	Chosen bool
	// Optional: "one or two targets": the player may answer done instead,
	// leaving this target and the later ones (Optional too) unchosen, -1
	// in x.Targets.
	Optional bool
	// InProvince: a face-up card in one of the player's Provinces, not a
	// card in play; Region: a Region attached to a Province (anyone's);
	// Field: a Terrain or Formation in play (anyone's); Piles: a card in
	// any discard pile, as well as in play; Beneath: a card face down
	// beneath one of the player's Provinces, not a card in play.
	InProvince, Region, Field, Piles, Beneath bool
}

// Ctx is an action as it is taken: its player, its card, its targets.
type Ctx struct {
	S       *State
	P       int   // the player taking it
	Self    int   // the card it is on
	Targets []int // the targets chosen so far
	// A is the ability taken (nil for a trait); Discarded, the cards
	// discarded to pay it; From, where a card entering play came from.
	A         *Ability
	Discarded []int
	From      Zone
	// Ev is the trigger a Reaction answers (nil for other actions).
	Ev *engine.Event
	// RangedAt is the target of the action's own Ranged Attack, once made.
	RangedAt int
	// Paid: the Gold a choice asked after was paid (PayFor).
	Paid bool
}

// Target is the first target chosen, or -1.
func (x *Ctx) Target() int {
	if len(x.Targets) > 0 {
		return x.Targets[0]
	}
	return -1
}

// costless is a copy of the ability with no costs ("use it, ignoring
// costs"): no Gold, bowing, destroying, discarding, dishonoring or Favor
// to pay, its targets' costs too.
func (a *Ability) costless() *Ability {
	b := *a
	b.Gold, b.GoldOf, b.GoldX = 0, nil, false
	b.Bow, b.BowBearer, b.DestroyBearer, b.DestroySelf, b.BowStronghold, b.FavorCost = false, false, false, false, false, false
	b.Discard, b.DiscardOf = 0, nil
	b.Targets = make([]*Target, len(a.Targets))
	for i, t := range a.Targets {
		u := *t
		u.Bow, u.Dishonor, u.BowUnit, u.Destroy = false, false, false, false
		b.Targets[i] = &u
	}
	return &b
}

// ability is a card's ith ability; a negative i is the rules' action
// of that number (ruleActions), taken on the player's Stronghold.
func (s *State) ability(card, i int) *Ability {
	if i < 0 {
		return ruleActions[-1-i].Ability
	}
	t := s.text(card)
	if t != nil && i < len(t.Abilities) {
		return t.Abilities[i]
	}
	if s.holds&(holdsCopies|holdsGivers) != 0 {
		return s.copiedAbility(card, i-len(t.abilities()))
	}
	return nil
}

// ruleAction is an action the rules give, by the name it is used by; a
// format's own (Format) only in a game of that format.
type ruleAction struct {
	Name    string
	Ability *Ability
	Format  string
	// Holds is the kind of card the action belongs to (State.holds: the
	// Ninjutsu action needs a Ninjutsu Personality in the game), By the
	// cards that grant it; a game with none of them never asks it
	// (State.liveRules).
	Holds uint64
	By    []string
	// offer is how it is offered, "use NAME", made once: offers are read,
	// never written.
	offer engine.Answer
}

// fits reports a rules' action the game's format has.
func (r *ruleAction) fits(s *State) bool { return r.Format == "" || r.Format == s.Format }

// ruleIndex is the index of the rules' action of that name the game's
// format has, or -1.
// Of two of one name (New Era's Favor, Limited and Battle), a battle
// takes the one timed for battles.
func (s *State) ruleIndex(name string) int {
	first := -1
	for i, r := range ruleActions {
		if r.Name == name && r.fits(s) {
			if first < 0 {
				first = i
			}
			if s.inBattle() == ruleBattleTimed(r.Ability) {
				return i
			}
		}
	}
	return first
}

// title is a rules' action's name in words ("move", "armory").
func (r *ruleAction) title() string { return strings.ReplaceAll(r.Name, "-", " ") }

// ruleActionNamed is the rules' action of that name the game's format
// has, or nil.
func (s *State) ruleActionNamed(name string) *ruleAction {
	if i := s.ruleIndex(name); i >= 0 {
		return &ruleActions[i]
	}
	return nil
}

// RegisterRuleAction gives every player an action that is on no card of
// his: one the rules give, or one a card grants players while its If
// holds ("other players have the ability ..."), used as "use NAME"; its
// card is the player's Stronghold.
func RegisterRuleAction(name string, a *Ability) { RegisterFormatAction("", name, a) }

// RegisterFormatAction is RegisterRuleAction for the games of one format
// ("": every format): the Lotus rules' seppuku is a Reaction, New Era's
// an Open action, both "use seppuku".
func RegisterFormatAction(format, name string, a *Ability) {
	registerRuleAction(ruleAction{Name: name, Ability: a, Format: format})
}

// RegisterGrantedAction is RegisterRuleAction for an action some cards
// grant every player ("other players have the ability …"): a game
// without one of them never asks it.
func RegisterGrantedAction(name string, by []string, a *Ability) {
	registerRuleAction(ruleAction{Name: name, Ability: a, By: by})
}

// registerKindAction is RegisterRuleAction for a rule that only cards of
// some kind bring into play (State.holds).
func registerKindAction(name string, holds uint64, a *Ability) {
	registerRuleAction(ruleAction{Name: name, Ability: a, Holds: holds})
}

func registerRuleAction(r ruleAction) {
	if len(ruleActions) == 64 {
		panic("l5rccg: more than 64 rules' actions: State.liveRules holds a bit each")
	}
	if r.Ability.Timing == Reaction {
		ruleReacts |= triggerBit(r.Ability.On)
		ruleReactions = append(ruleReactions, len(ruleActions))
	}
	r.offer = engine.Answer{Verb: "use", Labels: []string{r.Name}}
	ruleActions = append(ruleActions, r)
}

// ruleReacts are the triggers the rules' own Reactions answer, and
// ruleReactions the indices of those Reactions in ruleActions: a few of
// many, looked for at every event.
var (
	ruleReacts    uint64
	ruleReactions []int
)

// ruleActions are actions the rules give every player, not printed on a
// card: each is offered as "use NAME".
var ruleActions []ruleAction

// LE-TACTICIAN-1: Tactical Battle, any number of times per turn: target
// your Tactician and discard a card; his Force rises by its Focus Value.
// (In init: the rules' actions refer back to the vocabulary.)
func init() {
	RegisterRuleAction("tactical", &Ability{
		Text: "discard a card: your Tactician gets a Force bonus equal to its Focus Value", Timing: Battle, Any: true,
		Keywords: []string{"Tactical"}, Discard: 1,
		Targets: []*Target{{Prompt: "choose your Tactician", Performer: true, Filter: func(x *Ctx, id int) bool { return x.Personality(id) }}},
		Effect: func(x *Ctx) {
			if len(x.Discarded) > 0 {
				x.Give(x.Target(), x.Focus(x.Discarded[0]), 0, "")
			}
		},
	})
}

// limitIndex is the ability whose limit this one counts against.
func (a *Ability) limitIndex(i int) int {
	if a.Same > 0 {
		return a.Same - 1
	}
	return i
}

// limit is how many times an action may be used in which period.
func (a *Ability) limit() (int, string) {
	switch {
	case a.Any:
		return 1 << 30, "turn"
	case a.Per != "":
		return max(1, a.Times), a.Per
	}
	return max(1, a.Times), "turn"
}

// hasWord reports an action keyword (Political, Tactical …).
func (s *State) hasWord(a *Ability, k string) bool {
	return a != nil && slices.Contains(a.Keywords, k)
}

// actionWord reports an action of a card carrying a keyword: its own, or
// its Strategy's or Spell's (a Kiho Strategy's actions are Kiho).
func (s *State) actionWord(card int, a *Ability, k string) bool {
	if s.hasWord(a, k) {
		return true
	}
	t := s.typeOf(card)
	if k == "Maho" && t == "spell" && s.holds&holdsBowSubs != 0 && s.mahoCaster(card) {
		return true
	}
	return (t == "strategy" || t == "spell") && s.hasKeyword(card, k)
}

// performer is who performs the action (LE-PERFORM-1): the Personality
// or Follower it is on, the Personality an Item or Spell is attached to,
// else its performing target; -1 for the player alone.
func (s *State) performer(x *Ctx) int {
	switch s.typeOf(x.Self) {
	case "personality", "follower":
		if s.inPlay(x.Self) {
			return x.Self
		}
	case "item", "spell":
		if s.Cards[x.Self].Zone == ZAttached {
			return int(s.Cards[x.Self].Parent)
		}
		if b := s.kihoBearer(x.Self); b >= 0 {
			return b
		}
		if s.Cards[x.Self].Zone == ZFateDiscard { // destroyed to pay for its own action
			if b := x.WasOn(); b >= 0 {
				return b
			}
		}
	}
	if x.A != nil {
		for i, t := range x.A.targets() {
			if t.Performer && i < len(x.Targets) {
				return x.Targets[i]
			}
		}
	}
	return -1
}

// tactician reports a Tactician who has not performed a Tactical action
// this turn (LE-TACTICIAN-1: one a turn).
func (s *State) tactician(id int) bool {
	return s.hasKeyword(id, "Tactician") && s.Used("turn", tacticalKey(id)) == 0
}

// tacticalKey counts a Personality's Tactical actions.
func tacticalKey(id int) engine.UseKey { return engine.UseKey{uint64(id), 1 << 20} }

// useKey names an ability of a card for its once-a-turn count.
func useKey(card, i int) engine.UseKey { return engine.UseKey{uint64(card), uint64(i)} }
