package l5rccg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

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

// inBattle reports a Battle Action Segment under way.
func (s *State) inBattle() bool { return s.Attack.Battle > 0 }

// timingFits: Limited in the player's own Action Phase, Open in any
// Action Phase or battle, Battle in battles.
func (s *State) timingFits(p int, t Timing) bool {
	battle := s.inBattle()
	if engaging := battle && s.Step == stepEngage; engaging || t == Engage { // NE-4.3.A: Engage actions only, and only there
		return engaging && t == Engage
	}
	switch t {
	case Limited:
		return !battle && s.Phase == "action" && (p == s.Active || s.holds&holdsHandsOpen != 0 && s.limitedAnyTurn(p))
	case Open:
		return battle || s.Phase == "action"
	case Battle:
		return battle
	case BattleOpen:
		return battle || s.Phase == "action"
	case Dynasty:
		return s.dynastyFits(p)
	}
	return false
}

// verb is how a card's action is taken: "play" from hand, "use" in play.
func (s *State) verb(id int) string {
	if s.Cards[id].Zone == ZHand {
		return "play"
	}
	return "use"
}

// acts reports a card with abilities: its text's, or ones it borrows,
// or (copying: some card copies abilities now) ones it copies.
func (s *State) acts(id int, t *Text, copying bool) bool {
	if t != nil && (len(t.Abilities) > 0 || t.Borrows != nil) {
		return true
	}
	return copying && s.copiedAbility(id, 0) != nil
}

// actionSources lists the cards whose actions p could take: the cards p
// controls in play and the Action cards in p's hand, until visit reports
// false.
// They are visited in place: listing offers is done at every decision,
// and a list would be made for nothing.
func (s *State) actionSources(p int, visit func(id int, t *Text) bool) {
	copying := s.extrasNow()
	for _, id := range s.P[p].Hand {
		if t := s.text(id); t != nil && s.handActs(p, id, t) {
			if !visit(id, t) {
				return
			}
		}
	}
	for _, id := range s.P[p].Play {
		if t := s.text(id); s.acts(id, t, copying) {
			if !visit(id, t) {
				return
			}
		}
	}
	for _, id := range s.Attached {
		if t := s.text(id); s.acts(id, t, copying) && int(s.Cards[id].Controller) == p {
			if !visit(id, t) {
				return
			}
		}
	}
	for _, id := range s.P[p].Regions {
		if t := s.text(id); s.acts(id, t, copying) {
			if !visit(id, t) {
				return
			}
		}
	}
	for q := range s.P { // his Terrains and Formations; others' whose abilities everyone has
		for _, id := range s.P[q].Field {
			if t := s.text(id); s.acts(id, t, copying) && (q == p || t.everyone) {
				if !visit(id, t) {
					return
				}
			}
		}
	}
	for _, pile := range [][]int{s.P[p].DynastyDiscard, s.P[p].FateDiscard} { // "even if he is dead"
		if s.holds&holdsDiscardActions == 0 {
			break
		}
		for _, id := range pile {
			if t := s.text(id); t != nil && t.fromDiscard {
				if !visit(id, t) {
					return
				}
			}
		}
	}
	for _, id := range s.P[p].PreGame { // a Sensei's, a Wind's
		if t := s.text(id); s.acts(id, t, copying) {
			if !visit(id, t) {
				return
			}
		}
	}
	if sh := s.P[p].Stronghold; sh >= 0 {
		if t := s.text(sh); s.acts(sh, t, copying) {
			if !visit(sh, t) {
				return
			}
		}
	}
}

// handActs reports a card in p's hand with actions p may take from there:
// its own from hand, a Strategy's, or a Spell's used as a Kiho.
func (s *State) handActs(p, id int, t *Text) bool {
	return len(t.Abilities) > 0 && (t.fromHand || s.typeOf(id) == "strategy" || s.holds&holdsKihoSpells != 0 && s.kihoSpell(p, id))
}

// reactionSources is actionSources for the cards that could have a
// Reaction of their own to the triggers of bit (State.reactors), in no
// particular order, while no card copies or is given another's
// (extrasNow).
func (s *State) reactionSources(p int, bit uint64, visit func(id int, t *Text) bool) {
	for _, id := range s.reactors {
		if t := s.text(id); t != nil && (t.reacts&bit != 0 || t.Borrows != nil) && s.sourceFor(p, id, t) && !visit(id, t) {
			return
		}
	}
}

// sourceFor reports whether p could take the actions of card id, of text
// t, where it is: what actionSources asks of each card it visits, while
// no card copies another's.
func (s *State) sourceFor(p, id int, t *Text) bool {
	c := &s.Cards[id]
	if c.Zone == ZHand {
		return slices.Contains(s.P[p].Hand, id) && s.handActs(p, id, t)
	}
	if !s.acts(id, t, false) {
		return false
	}
	switch c.Zone {
	case ZHome, ZBattle:
		return slices.Contains(s.P[p].Play, id)
	case ZAttached:
		return int(c.Controller) == p && slices.Contains(s.Attached, id)
	case ZRegion:
		return slices.Contains(s.P[p].Regions, id)
	case ZField:
		for q := range s.P {
			if slices.Contains(s.P[q].Field, id) {
				return q == p || t.everyone
			}
		}
	case ZFateDiscard, ZDynastyDiscard:
		return s.holds&holdsDiscardActions != 0 && t.fromDiscard && (slices.Contains(s.P[p].FateDiscard, id) || slices.Contains(s.P[p].DynastyDiscard, id))
	case ZPreGame:
		return slices.Contains(s.P[p].PreGame, id)
	case ZStronghold:
		return s.P[p].Stronghold == id
	}
	return false
}

// abilityOffers lists the actions p may take now: "play CARD" for an
// Action card in hand, "use CARD" for a card in play (N: which ability).
func (s *State) abilityOffers(p int) []engine.Answer {
	var out []engine.Answer
	copying, now := s.extrasNow(), s.moment(p)
	s.actionSources(p, func(id int, t *Text) bool {
		s.eachAbility(id, t, copying, func(i int, a *Ability) {
			if a.Timing != Reaction && s.mayTake(p, id, i, a, now) {
				out = append(out, engine.Answer{Verb: s.verb(id), Cards: engine.One(id), N: i + 1})
				if a.ranged() && s.inBattle() && s.mayCombine(p, id, a) {
					out = append(out, engine.Answer{Verb: "combine", Cards: engine.One(id), N: i + 1})
				}
			}
		})
		return true
	})
	for i := range ruleActions {
		if r := &ruleActions[i]; r.Ability.Timing != Reaction && s.ruleLive(i) && r.fits(s) && s.mayTake(p, s.P[p].Stronghold, -1-i, r.Ability, now) {
			s.usedLive(i)
			out = append(out, engine.Answer{Verb: "use", Labels: []string{r.Name}})
		}
	}
	out = append(out, s.neDisciplineOffers(p)...)
	return append(out, s.discardOffers(p, false)...)
}

// canTake: its timing, its limit, its conditions, its costs payable, a
// target for each requirement, and in a battle the Rules of Presence and
// Relevance.
func (s *State) canTake(p, card, i int, a *Ability) bool { return s.canTakeAt(p, card, i, a, nil) }

// canTakeAt is canTake in view of a trigger: a Reaction only to its own,
// and not bound by the Rule of Presence, which binds Battle and Open
// actions.
func (s *State) canTakeAt(p, card, i int, a *Ability, ev *engine.Event) bool {
	if a.Timing == Reaction {
		return ev != nil && ev.Kind == a.On && s.canTakeNow(p, card, i, a, ev)
	}
	return a.needs().MetBy(s.moment(p)) && s.canTakeNow(p, card, i, a, ev) // its timing, LE-4.4-PRESENCE
}

// mayTake is canTake in a listing that worked out the moment once (now):
// an action whose needs it does not meet is passed by unasked.
func (s *State) mayTake(p, card, i int, a *Ability, now engine.Needs) bool {
	return a.needs().MetBy(now) && s.canTakeNow(p, card, i, a, nil)
}

// canTakeNow is canTakeAt once the ability's timing and presence are
// known to be met.
func (s *State) canTakeNow(p, card, i int, a *Ability, ev *engine.Event) bool {
	if s.awayFromBattle(card, a) { // NE-LOCATION
		return false
	}
	c := &s.Cards[card]
	discarded := c.Zone == ZDynastyDiscard || c.Zone == ZFateDiscard
	if discarded && !a.EvenDiscarded {
		return false
	}
	kiho := s.holds&holdsKihoSpells != 0 && s.kihoSpell(p, card)
	if a.FromHand != (c.Zone == ZHand) && s.typeOf(card) != "strategy" && i >= 0 && !discarded && !kiho {
		return false // an action from hand only there; the others only in play
	}
	if kiho && (len(s.kihoPerformers(p, a)) == 0 || !s.inBattle()) {
		return false // a Spell as a Kiho: somebody of the army performs it
	}
	if c.Zone == ZHand && (s.forbidden(p, card) || s.navalHeld(p, card)) {
		return false
	}
	if c.Zone == ZField && int(c.Controller) != p && !a.Everyone {
		return false // another's Terrain or Formation: only what everyone has
	}
	if i >= 0 && c.Zone != ZHand && !discarded && (c.Bowed && !a.EvenBowed || s.marked(card, efSilenced, "")) {
		return false // LE-BOW-1: abilities of a bowed card wait
	}
	if i >= 0 && s.holds&holdsAbilityLoss != 0 && s.abilityLost(card, i) {
		return false
	}
	if i >= 0 && c.Zone != ZHand && s.masked(card) { // The Trickster's Mask
		return false
	}
	if c.Zone == ZRegion && a.Timing == Battle && (int(c.Prov) != s.Attack.Battle || int(c.Owner) != s.Attack.Defender) {
		return false // LE-4.4: a Region's Battle action only at its Province's battle
	}
	if times, per := a.limit(); s.typeOf(card) != "wind" && s.Used(per, s.limitKey(card, i, a)) >= times { // LE-WIND-1: no limit
		return false
	}
	if s.holds&holdsFollowerTax != 0 && i >= 0 && !s.followerTaxPayable(p, card, a) {
		return false
	}
	if a.Bow && (c.Bowed || s.neverBows(card)) || a.BowBearer && !kiho && (c.Zone != ZAttached || s.Cards[c.Parent].Bowed || s.neverBows(int(c.Parent))) || a.BowStronghold && s.Cards[s.P[p].Stronghold].Bowed {
		return false // LE-COST-1: a bowed card cannot pay a cost of bowing
	}
	x := s.borrow(p, card)
	defer s.giveBack()
	x.A, x.Ev = a, ev
	if a.If != nil && !a.If(x) {
		return false
	}
	if a.FavorCost && !s.favorPayable(p, card) {
		return false
	}
	if a.Discard > 0 {
		hand := 0
		for _, id := range s.P[p].Hand {
			if id != card && (a.DiscardOf == nil || a.DiscardOf(x, id)) {
				hand++
			}
		}
		if hand < a.Discard {
			return false
		}
	}
	if cost := s.goldCost(x); cost > 0 {
		gold := s.production(p, -1)
		if a.Bow && !c.Bowed && i >= 0 {
			gold -= s.Produces(card) // it bows for the action: it cannot pay too
		}
		if gold < cost {
			return false
		}
	}
	if who := s.performer(x); who >= 0 && s.hasWord(a, "Tactical") && s.isPersonality(who) && !s.tactician(who) {
		return false // LE-TACTICIAN-1
	}
	if s.shadowlands(p) && s.actionWord(card, a, "Political") {
		return false // LE-SHADOWLANDS-2
	}
	return s.targetsExist(x, a.targets())
}

// limitIndex is the ability whose limit this one counts against.
func (a *Ability) limitIndex(i int) int {
	if a.Same > 0 {
		return a.Same - 1
	}
	return i
}

// ranged reports an action that is a Ranged Attack.
func (a *Ability) ranged() bool { return a.Ranged > 0 || a.RangedOf != nil }

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

// rangedTarget and fearTarget are the targets Ranged Attacks and Fear
// choose by themselves: an opposing Follower or Personality without
// Followers; an opposing unit.
var (
	rangedTarget = &Target{Prompt: "choose the target of the Ranged Attack: an opposing Follower, or Personality without Followers",
		Filter: func(x *Ctx, id int) bool {
			if x.A != nil && x.A.RangedTo != nil && x.A.RangedTo(x, id) {
				return true
			}
			if self := x.S.rangedProducer(x); !x.S.opposes(self, id) && !x.S.rangedHome(x.Self, id) {
				return false
			}
			switch x.Type(id) {
			case "follower":
				return true
			case "personality":
				return !slices.ContainsFunc(x.S.Attachments(id), func(a int) bool { return x.Type(a) == "follower" }) ||
					x.S.holds&holdsRangedReach != 0 && x.S.marked(x.Self, efMark, rangedAnyMark)
			}
			return false
		}}
	fearTarget = &Target{Prompt: "choose the opposing unit to frighten",
		Filter: func(x *Ctx, id int) bool { return x.Type(id) == "personality" && x.S.opposes(x.Self, id) }}
)

// targets are an ability's targeting requirements in order: the one its
// Ranged Attack or Fear brings, then its own.
func (a *Ability) targets() []*Target {
	switch {
	case a.ranged():
		return append([]*Target{rangedTarget}, a.Targets...)
	case a.Fear > 0:
		return append([]*Target{fearTarget}, a.Targets...)
	}
	return a.Targets
}

// unitOf is the Personality leading the unit a card is in.
func (s *State) unitOf(id int) int {
	if s.Cards[id].Zone == ZAttached {
		return int(s.Cards[id].Parent)
	}
	return id
}

// opposes reports card b in the army opposing card a's at the current
// battlefield (glossary, "opposing").
func (s *State) opposes(a, b int) bool {
	ua, ub := s.unitOf(a), s.unitOf(b)
	if !s.atBattle(ua) || !s.atBattle(ub) {
		return false
	}
	sa, sb := s.armySide(int(s.Cards[ua].Controller)), s.armySide(int(s.Cards[ub].Controller))
	return sa != 0 && sb != 0 && sa != sb
}

// targetsExist reports a choice for every targeting requirement in turn
// (LE-TARGET-1: enough valid targets, or the action cannot be taken).
func (s *State) targetsExist(x *Ctx, ts []*Target) bool {
	if len(ts) == 0 || ts[0].Optional {
		return true
	}
	found := false
	s.eachTarget(x, ts[0], func(id int) bool {
		x.Targets = append(x.Targets, id)
		found = s.targetsExist(x, ts[1:])
		x.Targets = x.Targets[:len(x.Targets)-1]
		return !found
	})
	return found
}

// present reports p controlling a unit at the current battlefield.
func (s *State) present(p int) bool {
	for _, id := range s.P[p].Play {
		if c := &s.Cards[id]; c.Zone == ZBattle && int(c.Prov) == s.Attack.Battle {
			return true
		}
	}
	return false
}

// beenPresent reports p holding a Personality whose having been at the
// current battlefield this Attack Phase counts as presence (Doji Ran).
func (s *State) beenPresent(p int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == "been-at" && l.N == s.Attack.Battle && l.Player == p {
			if t := s.text(l.Cards[0]); t != nil && t.PresenceIfBeen {
				return true
			}
		}
	}
	return false
}

// remember notes a card of a Text.PresenceIfBeen having been at a
// battlefield this Attack Phase.
func (s *State) remember(id, at int) {
	if s.holds&holdsBeenAt != 0 && at > 0 {
		s.addEffect(efMark, int(s.Cards[id].Controller), []int{id}, at, "been-at", UntilAttack)
	}
}

// eachTarget visits what a target may be, until visit reports false:
// cards in play passing its filter (the Personalities and Holdings, and
// the cards attached to them) and, in a battle, at its battlefield unless
// it says "at any location" (LE-4.4-RELEVANCE); never a card that
// shrouds itself from the action.
func (s *State) eachTarget(x *Ctx, t *Target, visit func(id int) bool) {
	shrouds := !t.Chosen && x.A != nil && s.anyShroud()
	who := -1 // a performer extorted by the card's controller may not target it
	if !t.Chosen && x.A != nil && s.anyEffect(efMark) {
		who = s.performer(x)
	}
	shunning := s.anyEffect(efMark) && s.globalMark("shunned") // looked for once, not for each card
	ok := func(id int) bool {
		if s.inBattle() && !t.Anywhere && !s.atBattle(s.unitOf(id)) && !(t == rangedTarget && s.rangedHome(x.Self, id)) {
			return false
		}
		c := &s.Cards[id]
		if t.Performer && (int(c.Controller) != x.P || !s.isPersonality(id) && s.typeOf(id) != "follower") ||
			(t.Bow || t.BowUnit) && (c.Bowed || s.neverBows(id)) || t.Dishonor && c.Dishonored || shrouds && s.shrouded(x, id) {
			return false
		}
		if t.Performer && s.hasWord(x.A, "Tactical") && !s.tactician(id) {
			return false
		}
		if shunning && s.markedBy(id, "shunned", x.P) { // A Test of Courage: not his own player's target this turn
			return false
		}
		if t.Performer && s.holds&holdsBowSubs != 0 && s.marked(id, efMark, maskedLabel(x.Self)) {
			return false
		}
		if !t.Chosen && x.A != nil && s.holds&holdsTargetCosts != 0 && s.handBesides(x) < x.A.Discard+len(s.guards(x, id)) {
			return false // its additional cost of discarding a card cannot be paid
		}
		if who >= 0 && who != id && s.markedBy(who, extorted, int(c.Controller)) {
			return false
		}
		return t.Filter == nil || t.Filter(x, id)
	}
	if t.Region {
		for p := range s.P {
			for _, id := range s.P[p].Regions {
				if t.Filter == nil || t.Filter(x, id) {
					if !visit(id) {
						return
					}
				}
			}
		}
		return
	}
	if t.Field {
		s.fieldCards(func(_, id int, _ *Text) {
			if t.Filter == nil || t.Filter(x, id) {
				if !visit(id) {
					return
				}
			}
		})
		for p := range s.P { // a Terrain or Formation without a text of its own
			for _, id := range s.P[p].Field {
				if s.text(id) == nil && (t.Filter == nil || t.Filter(x, id)) {
					if !visit(id) {
						return
					}
				}
			}
		}
		return
	}
	if t.Beneath {
		for _, id := range (&Ctx{S: s, P: x.P}).Beneaths(x.P) {
			if t.Filter == nil || t.Filter(x, id) {
				if !visit(id) {
					return
				}
			}
		}
		return
	}
	if t.InProvince {
		for _, pr := range s.P[x.P].Provinces {
			if id := pr.Card; !pr.Destroyed && id >= 0 && !s.Cards[id].Facedown && (t.Filter == nil || t.Filter(x, id)) {
				if !visit(id) {
					return
				}
			}
		}
		return
	}
	for p := 0; t.Piles && p < len(s.P); p++ {
		for _, pile := range [][]int{s.P[p].DynastyDiscard, s.P[p].FateDiscard} {
			for _, id := range pile {
				if t.Filter == nil || t.Filter(x, id) {
					if !visit(id) {
						return
					}
				}
			}
		}
	}
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if ok(id) {
				if !visit(id) {
					return
				}
			}
		}
	}
	for _, id := range s.Attached {
		if ok(id) {
			if !visit(id) {
				return
			}
		}
	}
}

// targets lists the cards a targeting requirement may choose now.
func (s *State) targets(x *Ctx, t *Target) []int {
	var out []int
	s.eachTarget(x, t, func(id int) bool {
		out = append(out, id)
		return true
	})
	return out
}

// anyShroud reports a card in play that shrouds itself or its unit from
// some actions: when none does, no target need be asked about it.
func (s *State) anyShroud() bool {
	has := func(id int) bool {
		t := s.text(id)
		return t != nil && (len(t.Shroud) > 0 || len(t.ShroudUnit) > 0 || len(t.ShroudFollowers) > 0)
	}
	for p := range s.P {
		if slices.ContainsFunc(s.P[p].Play, has) {
			return true
		}
	}
	return slices.ContainsFunc(s.Attached, has)
}

// shrouded reports a card the action may not target: its kind (Ranged,
// Spell, Kiho …) named by the card's Shroud, or its unit's ShroudUnit.
func (s *State) shrouded(x *Ctx, id int) bool {
	if x.A == nil {
		return false
	}
	var kinds []string // counted only for a card that shrouds itself: few do
	hit := func(of int, list func(*Text) []string) bool {
		t := s.text(of)
		if t == nil || len(list(t)) == 0 {
			return false
		}
		if kinds == nil {
			kinds = x.A.kinds(s, x.Self)
		}
		return slices.ContainsFunc(list(t), func(k string) bool { return slices.Contains(kinds, k) })
	}
	if hit(id, func(t *Text) []string { return t.Shroud }) {
		return true
	}
	u := s.unitOf(id)
	if hit(u, func(t *Text) []string { return t.ShroudUnit }) {
		return true
	}
	if u != id && s.typeOf(id) == "follower" && hit(u, func(t *Text) []string { return t.ShroudFollowers }) {
		return true
	}
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == u && hit(a, func(t *Text) []string { return t.ShroudUnit }) {
			return true
		}
	}
	return false
}

// kinds are what an action is, for what shrouds a card from it: its
// keywords and its card's (LE-ABILITY-4), Ranged for a Ranged Attack,
// Spell for an action on a Spell or a Kiho (LE-KIHO-1).
func (a *Ability) kinds(s *State, card int) []string {
	k := a.Keywords
	if d := s.def(card); d != nil && len(d.Keywords) > 0 { // LE-ABILITY-4: its card's too
		k = append(k[:len(k):len(k)], d.Keywords...)
	}
	if a.ranged() {
		k = append(k[:len(k):len(k)], "Ranged")
	}
	if s.typeOf(card) == "spell" || slices.Contains(k, "Kiho") {
		k = append(k[:len(k):len(k)], "Spell")
	}
	return k
}

// atBattle reports a card at the current battlefield.
func (s *State) atBattle(id int) bool {
	c := &s.Cards[id]
	return (c.Zone == ZBattle || c.Zone == ZField) && int(c.Prov) == s.Attack.Battle
}

// useKey names an ability of a card for its once-a-turn count.
func useKey(card, i int) engine.UseKey { return engine.UseKey{uint64(card), uint64(i)} }

// takeAbility starts an action chosen at an opportunity.
// The answer is one the window offered (the engine admits no other), so
// the offers are not listed again.
func (s *State) takeAbility(p int, a engine.Answer) error {
	if len(a.Cards) == 0 { // a rules' action
		i := -1
		if len(a.Labels) == 1 {
			i = s.ruleIndex(a.Labels[0])
		}
		s.Push(engine.Frame{Kind: kAbility, Player: p, Card: s.P[p].Stronghold, Index: -1 - i})
		return nil
	}
	if !s.neDisciplinePlayed(p, a) {
		s.borrowDiscard(p, a.Cards[0])
	}
	s.Push(engine.Frame{Kind: kAbility, Player: p, Card: a.Cards[0], Index: a.N - 1})
	if a.Verb == "combine" { // others to join its Ranged Attack, once it has a target
		s.addEffect(efMark, p, []int{a.Cards[0]}, 0, combining, untilActionOf(a.Cards[0]))
	}
	return nil
}

// The ability frame's stages.
const (
	abAnnounce = iota // announce it
	abTarget          // choose its targets, one a step (f.Cards so far)
	abCombine         // other Ranged Attacks join its own (LE-RANGED-2)
	abDiscard         // choose the cards it discards as a cost (f.Cards after the targets)
	abBowSub          // a card that pays a cost of bowing a Personality instead
	abPay             // pay its costs
	abBefore          // the Reactions before it resolves
	abResolve         // its effect, then its duel
	abDuelOver        // what the duel's result does
)

// abilityFrame takes an action (LE-TAKE-1): its targets, its costs, its
// effect, its duel; an Action card from hand is then discarded
// (LE-EFFECT-3).
func abilityFrame(s *State, f *engine.Frame) engine.Status {
	a := s.ability(f.Card, f.Index)
	ts := a.targets()
	x := &Ctx{S: s, P: f.Player, Self: f.Card, Targets: f.Cards, A: a, Ev: f.Ev}
	if len(f.Cards) > len(ts) {
		x.Targets, x.Discarded = f.Cards[:len(ts)], f.Cards[len(ts):]
	}
	switch f.Stage {
	case abAnnounce:
		f.Stage = abTarget
		switch {
		case f.Index < 0:
			s.Say(s.Names[f.Player], " takes the ", ruleActions[-1-f.Index].title(), " action")
		case s.Cards[f.Card].Zone == ZHand:
			s.Say(s.Names[f.Player], " plays ", s.Title(f.Card))
			s.played(f.Player, f.Card)
		default:
			s.Say(s.Names[f.Player], " uses ", s.Title(f.Card))
		}
		_, per := a.limit()
		s.Use(per, s.limitKey(f.Card, f.Index, a))
		if s.inBattle() { // who has acted in this battle (Tsuruchi Arishia asks)
			s.Use("battle", useKey(s.P[f.Player].Stronghold, actedUse))
		}
		if s.inBattle() && s.inStep("4.4") && s.Cards[f.Card].Zone == ZHand && s.typeOf(f.Card) == "strategy" && s.holds&holdsBattleMemory != 0 {
			s.addEffect(efMark, f.Player, []int{f.Card}, 0, "played-in-battle", UntilBattle) // Sound Strategy asks
		}
		if s.hasWord(a, "Political") && s.unmark("negate-political") { // Yoritomo Katoa
			f.Labels = []string{negatedAction}
			s.Say("its effects will be negated")
		}
		asked := false
		if s.holds&holdsKihoSpells != 0 && s.kihoSpell(f.Player, f.Card) && s.kihoBearer(f.Card) < 0 { // who performs the Spell as a Kiho
			x.Ask(f.Player, kihoPerformer, 1, 0)
			asked = true
		}
		if s.waspProvinceMay(f, a) { // before it targets: the Province instead?
			x.Ask(f.Player, "wasp-province", 1, f.Card)
			asked = true
		}
		if a.Timing != Reaction && s.fire(engine.Event{Kind: OnAnnounced, Player: f.Player, Source: f.Card, N: actionRef(f.Index)}) || asked {
			if a.ranged() {
				f.Turn = rangedOpen // the Reactions may change its strength
			}
			return engine.Again
		}
		fallthrough
	case abTarget:
		if len(f.Cards) == 0 && a.ranged() && s.atProvince(f.Card) { // its Ranged Attack hits the Province: no card
			f.Cards = []int{-1}
			x.Targets = f.Cards
		}
		if k := len(f.Cards); k < len(ts) {
			opts := s.OptionList(8)
			for _, id := range s.targets(x, ts[k]) {
				x.Targets = append(f.Cards[:k:k], id)
				if s.targetsExist(x, ts[k+1:]) { // a choice that leaves the later ones possible
					opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
				}
			}
			if ts[k].Optional {
				if len(opts) == 0 { // nothing to choose: it and the optional ones after are left unchosen
					for range len(ts) - k {
						f.Cards = append(f.Cards[:len(f.Cards):len(f.Cards)], -1)
					}
					x.Targets = f.Cards
					return engine.Again
				}
				opts = append(opts, engine.Answer{Verb: "done"})
			}
			if len(opts) == 0 { // what came between its announcement and its targets left none
				s.Say("the action has no target left")
				if s.Cards[f.Card].Zone == ZHand && s.typeOf(f.Card) == "strategy" {
					s.toDiscard(f.Card, false)
				}
				s.resolved(f)
				return engine.Done
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "target", Prompt: ts[k].Prompt, Options: opts})
			return engine.Again
		}
		f.Stage = abCombine
		fallthrough
	case abCombine:
		if a.ranged() && len(f.Cards) > 0 && f.Cards[0] >= 0 && s.marked(f.Card, efMark, combining) {
			if opts := s.combinable(x, f); len(opts) > 0 {
				s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "combine", Prompt: "combine another Ranged Attack of the unit with this one?",
					Options: append(opts, engine.Answer{Verb: "done"})})
				return engine.Again
			}
		}
		f.Stage = abDiscard
		if s.holds&holdsNinjutsu != 0 { // face-down Ninjas targeted or performing (Shiro no Soshi asks)
			s.singleOut(x, ts, f.Cards)
		}
		fired := false
		for i, t := range ts { // after the action targets (LE-REACTION-1)
			if !t.Chosen && i < len(f.Cards) && f.Cards[i] >= 0 {
				fired = s.fire(engine.Event{Kind: OnTargeted, Player: f.Player, Cards: engine.One(f.Cards[i]), Source: f.Card, N: actionRef(f.Index)}) || fired
			}
		}
		for i, t := range ts { // Bayushi Tsuneari: the first Personality's ability to target him each phase
			if !t.Chosen && i < len(f.Cards) && f.Cards[i] >= 0 && s.isPersonality(f.Card) {
				if tt := s.text(f.Cards[i]); tt != nil && tt.NegateFirstTargeting && (&Ctx{S: s, Self: f.Cards[i]}).FirstTime("phase", 0) {
					f.Labels = []string{negatedAction}
					s.Say(s.Title(f.Cards[i]), ": the action's effects will be negated")
				}
			}
		}
		if a.ranged() && len(f.Cards) > 0 && f.Cards[0] >= 0 { // its strength may change before it resolves (f.N)
			f.Turn = rangedOpen
			fired = s.fire(engine.Event{Kind: OnRangedTargeted, Player: f.Player, Cards: engine.One(f.Cards[0]), Source: f.Card, N: s.performer(x)}) || fired
		}
		if fired {
			return engine.Again
		}
		fallthrough
	case abDiscard:
		if len(f.Cards) < len(ts)+a.Discard+s.targetCost(x) {
			var opts []engine.Answer
			for _, id := range s.P[f.Player].Hand {
				if id != f.Card && !slices.Contains(f.Cards[len(ts):], id) && (a.DiscardOf == nil || a.DiscardOf(x, id)) {
					opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
				}
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "discard", Prompt: "choose a card to discard for " + s.Title(f.Card), Options: opts})
			return engine.Again
		}
		f.Stage = abBowSub
		if s.holds&holdsFollowerTax != 0 && s.followerTaxed(x) { // its additional cost: bow a Follower (Ik'krt)
			x.Ask(f.Player, followerTax, 1, f.Card)
			return engine.Again
		}
		fallthrough
	case abBowSub:
		f.Stage = abPay
		s.spendTargetCost(x)
		if s.waspFreeMay(x) {
			x.Ask(f.Player, "wasp-free", 1, f.Card)
			return engine.Again
		}
		if s.holds&holdsBowSubs != 0 && s.offerBowSubs(x, f) {
			return engine.Again
		}
		fallthrough
	case abPay:
		if a.GoldX && !s.marked(f.Card, efMark, spentMark) { // how much, asked first (answerAbility)
			most := s.production(f.Player, -1) - s.goldCost(x)
			opts := make([]engine.Answer, 0, most+1)
			for n := 0; n <= most; n++ {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{strconv.Itoa(n)}})
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "spend", Prompt: "how much Gold to spend on " + s.Title(f.Card) + "?", Options: opts})
			return engine.Again
		}
		f.Stage = abBefore
		s.payCosts(x)
		gold := s.goldCost(x)
		if gold > 0 {
			s.Push(engine.Frame{Kind: kPay, Player: f.Player, Card: f.Card, N: gold})
		}
		if a.FavorCost { // paid first, then the Gold
			s.Push(engine.Frame{Kind: kFavor, Player: f.Player, Card: f.Card})
		}
		if gold > 0 || a.FavorCost {
			if gold == 0 {
				f.Result = 1
			}
			return engine.Again
		}
		f.Result = 1
		fallthrough
	case abBefore:
		if f.Result == 0 {
			s.expire(untilActionOf(f.Card)) // not paid: it ends here
			return engine.Done
		}
		f.Stage = abResolve
		if s.fire(engine.Event{Kind: OnBeforeResolve, Player: f.Player, Cards: engine.One(f.Card), Source: f.Card, N: actionRef(f.Index), M: s.performer(x)}) {
			return engine.Again
		}
		fallthrough
	case abResolve:
		if s.holds&holdsBeforeAction != 0 {
			s.eachInPlay(func(id int, t *Text) {
				if t.BeforeAction != nil {
					t.BeforeAction(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}, f.Player)
				}
			})
		}
		if len(f.Labels) > 0 && f.Labels[0] == negatedAction {
			if s.Cards[f.Card].Zone == ZHand && s.typeOf(f.Card) == "strategy" {
				s.toDiscard(f.Card, false)
			}
			s.resolved(f)
			return engine.Done
		}
		switch {
		case a.ranged():
			strength := a.Ranged
			if a.RangedOf != nil {
				strength = a.RangedOf(x)
			}
			strength += s.combined(f.Card)
			strength += s.rangedBonus(x, strength) + f.N // what its army and the Reactions to its targeting give it
			if x.Target() < 0 && s.atProvince(f.Card) {
				x.StrengthBonus(s.Attack.Defender, s.Attack.Battle, -strength, "")
			} else if a.RangedChi {
				x.RangedAttackChi(strength, x.Target())
			} else {
				x.RangedAttack(strength, x.Target())
			}
			x.RangedAt, x.Targets = x.Target(), x.Targets[1:]
		case a.Fear > 0:
			x.Fear(a.Fear, x.Target())
			x.Targets = x.Targets[1:]
		}
		if a.Effect != nil {
			a.Effect(x)
		}
		if s.Cards[f.Card].Zone == ZHand && (s.typeOf(f.Card) == "strategy" || s.kihoBearer(f.Card) >= 0) { // an Action card played from hand and still there
			if b := s.kihoBearer(f.Card); b >= 0 { // what it asks after still knows its performer
				s.addEffect(efMark, f.Player, []int{f.Card}, b, formerBearer, UntilTurn)
			}
			s.toDiscard(f.Card, false)
		}
		if a.Duel != nil && (len(x.Targets) >= 2+a.Duel.Skip || (a.Duel.Self || a.Duel.AgainstSelf || a.Duel.ChallengerOf != nil) && len(x.Targets) >= 1) {
			f.Stage = abDuelOver
			switch {
			case a.Duel.OpenTo != nil:
				s.challengeOpen(x.Targets[a.Duel.Skip], a.Duel.OpenTo(x), a.Duel)
			case a.Duel.ChallengerOf != nil:
				c := a.Duel.ChallengerOf(x)
				if c < 0 { // none was made: no duel
					s.resolved(f)
					return engine.Done
				}
				s.challenge(c, x.Targets[0], a.Duel)
			case a.Duel.Self:
				s.challenge(f.Card, x.Targets[0], a.Duel)
			case a.Duel.AgainstSelf:
				s.challenge(x.Targets[0], f.Card, a.Duel)
			default:
				s.challenge(x.Targets[a.Duel.Skip], x.Targets[a.Duel.Skip+1], a.Duel)
			}
			return engine.Again
		}
		s.resolved(f)
		return engine.Done
	default: // abDuelOver
		s.duelResult(x, a.Duel)
		s.resolved(f)
		return engine.Done
	}
}

// resolved is the trigger of an action having resolved.
func (s *State) resolved(f *engine.Frame) {
	if s.Attack.NavalWait && s.inBattle() {
		if a := s.ability(f.Card, f.Index); a != nil && a.Timing != Reaction && a.Timing != Limited {
			s.navalAnswered(f.Player)
		}
	}
	if s.anyEffect(efMark) || s.anyEffect(efFallenGain) {
		s.expire(untilActionOf(f.Card))
	}
	if a := s.ability(f.Card, f.Index); a != nil {
		who := s.performer(&Ctx{S: s, P: f.Player, Self: f.Card, A: a, Targets: f.Cards})
		s.cursed(who)
		if who >= 0 && s.holds&holdsTaints != 0 && s.isPersonality(who) && s.inPlay(who) && !s.hasKeyword(who, "Shadowlands") {
			s.eachInPlay(func(id int, t *Text) {
				if t.TaintsPerformers && !s.hasKeyword(who, "Shadowlands") {
					(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}).GiveKeyword(who, "Shadowlands", UntilGame) // Daigotsu
				}
			})
		}
		if who >= 0 && s.globalMark("caress") && s.hasKeyword(who, "Shugenja") && (s.typeOf(f.Card) == "spell" || s.actionWord(f.Card, a, "Kiho")) {
			(&Ctx{S: s, P: f.Player}).GiveKeyword(who, "Shadowlands", UntilGame) // the Dark Daughter's Caress
		}
	}
	if a := s.actionOf(f.Card, actionRef(f.Index)); a != nil && s.hasWord(a, "Favor") { // for the Ring of Air
		s.addEffect(efMark, f.Player, []int{s.P[f.Player].Stronghold}, 0, "favor-action", UntilTurn)
	}
	for _, id := range s.P[f.Player].Play {
		if t := s.text(id); t != nil && t.ActionResolved != nil {
			t.ActionResolved(&Ctx{S: s, P: f.Player, Self: id}, f.Card)
		}
	}
	s.fire(engine.Event{Kind: OnResolved, Player: f.Player, Cards: engine.One(f.Card), Source: f.Card, N: actionRef(f.Index)})
}

// payCosts pays an action's costs but Gold (LE-COST-1): the cards it
// discards, the bowing of its card, its Personality or its performers,
// a performer's dishonor, the card's destruction.
func (s *State) payCosts(x *Ctx) {
	a, c := x.A, &s.Cards[x.Self]
	for _, id := range x.Discarded {
		s.Say(s.Names[x.P], " discards ", s.Title(id))
		s.toDiscard(id, false)
	}
	if a.Bow && !s.bowWaived(x.P, x.Self) && !s.bowPaid(x.Self) {
		c.Bowed = true
	}
	if a.BowBearer && c.Zone == ZAttached && !s.bowWaived(x.P, int(c.Parent)) && !s.bowPaid(int(c.Parent)) {
		s.Cards[c.Parent].Bowed = true
	}
	if b := s.kihoBearer(x.Self); a.BowBearer && b >= 0 { // a Spell as a Kiho: its performer bows
		s.Cards[b].Bowed = true
	}
	if a.BowStronghold {
		s.Cards[s.P[x.P].Stronghold].Bowed = true
	}
	for i, t := range a.targets() {
		if i >= len(x.Targets) {
			break
		}
		id := x.Targets[i]
		if id < 0 { // an optional target left unchosen
			continue
		}
		if t.Bow && !(t.Performer && s.bowIgnored(x.Self, x.A, id)) && !s.bowPaid(id) {
			s.Cards[id].Bowed = true
		}
		if t.Dishonor {
			s.dishonor(id)
		}
		if t.BowUnit {
			for _, a := range s.unitCards(id) {
				s.Cards[a].Bowed = true
			}
		}
	}
	for i, t := range a.targets() { // destroying comes last: the other costs may be on it
		if t.Destroy && i < len(x.Targets) && x.Targets[i] >= 0 && s.inPlay(x.Targets[i]) {
			s.destroyBecause(x.Targets[i], "to pay an action's cost")
		}
	}
	if s.hasWord(a, "Tactical") {
		if id := s.performer(x); id >= 0 {
			s.Use("turn", tacticalKey(id))
		}
	}
	if a.DestroyBearer && c.Zone == ZAttached { // the card goes with him
		s.destroyBecause(int(c.Parent), "to pay an action's cost")
	}
	if a.DestroySelf && s.inPlay(x.Self) {
		if c.Zone == ZAttached { // its effect may still ask whom it was on (Companion Spirit)
			s.addEffect(efMark, x.P, []int{x.Self}, int(c.Parent), formerBearer, UntilTurn)
		}
		s.destroyBecause(x.Self, "to pay its action's cost")
	}
}

// spentMark records on an action's card the Gold its cost of "*" spends
// (its N).
const spentMark = "spent"

// Spent is the Gold the player chose to spend on the action's cost of
// "*" (Ability.GoldX), 0 before he chose.
func (x *Ctx) Spent() int {
	for i := len(x.S.Effects.List) - 1; i >= 0; i-- {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == spentMark && len(l.Cards) == 1 && l.Cards[0] == x.Self {
			return l.N
		}
	}
	return 0
}

// formerBearer marks an attachment destroyed as a cost with the
// Personality it was attached to (its N).
const formerBearer = "former-bearer"

// WasOn is the Personality the card is attached to, or was attached to
// when it was destroyed to pay for its own action, or -1.
func (x *Ctx) WasOn() int {
	if b := x.Bearer(); b >= 0 {
		return b
	}
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == formerBearer && len(l.Cards) == 1 && l.Cards[0] == x.Self {
			return l.N
		}
	}
	return -1
}

// bowIgnored reports a performer whose cost of bowing for this action is
// ignored (Text.FreeBowFor: Togashi Satsu's Kiho).
func (s *State) bowIgnored(card int, a *Ability, id int) bool {
	if s.marked(id, efMark, JadeChampion) && s.actionWord(card, a, "Kiho") && s.Used("turn", useKey(id, jadeUse)) == 0 {
		s.Use("turn", useKey(id, jadeUse))
		s.Say(s.Title(id), " need not bow (Jade Champion)")
		return true
	}
	t := s.text(id)
	if t == nil || len(t.FreeBowFor) == 0 {
		return false
	}
	for _, w := range t.FreeBowFor {
		if !s.actionWord(card, a, w) {
			return false
		}
	}
	s.Say(s.Title(id), " need not bow")
	return true
}

// JadeChampion marks a Personality given the trait "once per turn, this
// Personality need not bow for your Kiho action" (Test of the Jade
// Champion).
const JadeChampion = "jade-champion"

// What the game counts on a card apart from its actions (which count
// from 0 up, the rules' actions from -1 down), each under its own key.
const (
	templeUse         = -1<<20 - iota // the Temple's once a turn, on the Stronghold
	actedUse                          // the actions a player took in the battle under way, on his Stronghold
	freeSpellUse                      // a Personality's free Spell of the turn
	discardPlayUse                    // a permission to play from discard piles, apart from its card's actions
	defendedUse                       // the Defender's army had a unit at the battlefield in the battle, on his Stronghold
	jadeUse                           // a Jade Champion's Kiho without bowing, this turn
	provincesLostUse                  // the Provinces a player lost this turn, on his Stronghold
	favorPayUse                       // a payer's once a turn of the Imperial Favor's cost
	hopeUse                           // a Region's once a turn of a Follower's Honor Requirement lowered
	openedRefills                     // the refills of a turn while a Shugenja keeps his player's Provinces open
	waspProvinceUse                   // a Stronghold's Ranged Attack at the Province, once a battle
	waspFreeUse                       // a Stronghold's cost of bowing ignored for a Ranged Attack, once a battle
	swiftTerrainUse                   // a Stronghold's Terrain played though one is in play, once a battle
	swiftFormationUse                 // a Stronghold's Formation ability used from hand, once a turn
)

// bowWaived reports, and counts, a cost of bowing a Shugenja for his own
// ability or a Spell's that p's Stronghold lets him ignore once a turn
// (the Temple of the Eight Guardians).
func (s *State) bowWaived(p, id int) bool {
	t := s.text(s.P[p].Stronghold)
	if t == nil || !t.FreeShugenjaBow || !s.isPersonality(id) || !s.hasKeyword(id, "Shugenja") || s.Used("turn", useKey(s.P[p].Stronghold, templeUse)) > 0 {
		return false
	}
	s.Use("turn", useKey(s.P[p].Stronghold, templeUse))
	s.Say(s.Title(s.P[p].Stronghold), ": ", s.Title(id), " need not bow")
	return true
}

// goldCost is an action's Gold cost: an Action card's own Gold Cost as
// it is played from hand, the ability's, and what varies with it.
func (s *State) goldCost(x *Ctx) int {
	n := x.A.Gold
	if x.A.GoldX {
		n += x.Spent()
	}
	if x.A.GoldOf != nil {
		n += x.A.GoldOf(x) // less, for a cost that says so ("costs 2 less Gold if ...")
	}
	if c := &s.Cards[x.Self]; c.Zone == ZHand {
		if d := s.def(x.Self); d != nil && d.Type == "strategy" {
			n += s.cost(x.P, x.Self, -1) // its printed Gold Cost, as effects change it
		}
	}
	return max(0, n)
}

func answerAbility(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if f.Stage == abCombine {
		return s.combine(f, p, a)
	}
	if f.Stage == abPay { // the Gold a cost of "*" spends
		n, err := -1, error(nil)
		if a.Verb == "choose" && len(a.Labels) == 1 {
			n, err = strconv.Atoi(a.Labels[0])
		}
		x := &Ctx{S: s, P: p, Self: f.Card, A: s.ability(f.Card, f.Index), Targets: f.Cards}
		if err != nil || n < 0 || n > s.production(p, -1)-s.goldCost(x) {
			return fmt.Errorf("choose an amount of Gold from 0 to what you can produce")
		}
		s.addEffect(efMark, p, []int{f.Card}, n, spentMark, untilActionOf(f.Card))
		return nil
	}
	if a.Verb == "done" { // the optional targets left unchosen
		cards := f.Cards[:len(f.Cards):len(f.Cards)]
		for range len(s.ability(f.Card, f.Index).targets()) - len(f.Cards) {
			cards = append(cards, -1)
		}
		f.Cards = cards
		return nil
	}
	if len(a.Cards) != 1 {
		return fmt.Errorf("choose one card")
	}
	f.Cards = append(f.Cards[:len(f.Cards):len(f.Cards)], a.Cards[0]) // its own: frames share their lists
	return nil
}

// RitualCasters are the other casters a Ritual Spell asks for, each bowed
// (LE-RITUAL-1): n more Shugenja of the player's, Personalities or
// Followers, at the primary caster's location, each chosen once.
func RitualCasters(n int) []*Target {
	out := make([]*Target, n)
	for i := range out {
		out[i] = &Target{Prompt: "choose another Shugenja of yours at the same location to cast with", Performer: true, Chosen: true, Bow: true, Anywhere: true,
			Filter: func(x *Ctx, id int) bool {
				return x.Has(id, "Shugenja") && id != x.Bearer() && x.Location(id) == x.Location(x.Bearer()) && !slices.Contains(x.Targets[:i], id)
			}}
	}
	return out
}

// negatedAction marks an action's frame (Labels) whose effects are
// negated as it resolves.
const negatedAction = "negated"

// NegateAction negates the effects of the action the Reaction answers,
// once targeted or about to resolve (OnTargeted, OnBeforeResolve): its
// costs stay paid.
func (x *Ctx) NegateAction() {
	for i := len(x.S.Stack) - 1; i >= 0; i-- {
		if f := x.S.Stack[i]; f.Kind == kAbility && f.Card == x.Ev.Source && f.Stage >= abTarget && f.Stage <= abResolve {
			f.Labels = []string{negatedAction}
			x.S.Say("the effects of ", x.S.Title(f.Card), "'s action are negated")
			return
		}
	}
}

// ActionTiming is the timing of the action a Reaction answers (about to
// resolve, or targeting).
func (x *Ctx) ActionTiming() Timing {
	return x.announced().Timing
}

// AnnouncedRanged reports the action a Reaction answers making a Ranged
// Attack.
func (x *Ctx) AnnouncedRanged() bool { return x.announced().ranged() }

// announced is the action a Reaction answers (a Reaction, of no effect,
// when it answers none).
func (x *Ctx) announced() *Ability {
	if x.Ev != nil {
		if a := x.S.actionOf(x.Ev.Source, x.Ev.N); a != nil {
			return a
		}
	}
	return noAction
}

// noAction stands for no action at all.
var noAction = &Ability{Timing: Reaction}

// ActionKeyword reports the action a Reaction answers carrying a keyword
// (its card's too: a Kiho Strategy's).
func (x *Ctx) ActionKeyword(word string) bool {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return false
	}
	card := x.Ev.Cards[0]
	if x.Ev.Kind == OnTargeted { // the card targeted; the action's is the Source
		card = x.Ev.Source
	}
	return x.S.actionWord(card, x.S.actionOf(card, x.Ev.N), word)
}

// rangedOpen marks an action's frame (Turn) whose Ranged Attack's
// targeting the Reactions answer: RangedBonus finds it under their own.
const rangedOpen = 1

// rangedFrame resolves a Ranged Attack whose target a choice made: first
// the Reactions to its targeting, which may change its strength (N).
func rangedFrame(s *State, f *engine.Frame) engine.Status {
	x := &Ctx{S: s, P: f.Player, Self: f.Card}
	if f.Stage == 0 {
		f.Stage = 1
		if s.fire(engine.Event{Kind: OnRangedTargeted, Player: f.Player, Cards: f.Cards, Source: f.Card, N: s.performer(x)}) {
			return engine.Again
		}
	}
	x.RangedAttack(f.N, f.Cards[0])
	return engine.Done
}

// RangedBonus changes the strength of the Ranged Attack whose targeting
// the Reaction answers.
func (x *Ctx) RangedBonus(n int) {
	for i := len(x.S.Stack) - 1; i >= 0; i-- {
		if f := x.S.Stack[i]; f.Kind == kRanged || f.Kind == kAbility && f.Turn == rangedOpen {
			f.N += n
			x.S.Say("the Ranged Attack gets ", signed(n), " strength")
			return
		}
	}
}

// LaunchRanged makes a Ranged Attack of a strength at a target chosen by an
// effect, from the card whose effect it is: it resolves after the
// Reactions to its targeting (OnRangedTargeted), as the rules' own do.
func (x *Ctx) LaunchRanged(target, strength int) {
	x.S.Push(engine.Frame{Kind: kRanged, Player: x.P, Card: x.Self, Cards: engine.One(target), N: strength})
}

// retarget finds, in the action whose targeting a Reaction answers
// (OnTargeted), the target requirement a card was chosen for: the frame,
// its index, and a context with the targets chosen before it.
func (x *Ctx) retarget(from int) (*engine.Frame, int, *Ctx, *Target) {
	s := x.S
	for i := len(s.Stack) - 1; i >= 0; i-- {
		f := s.Stack[i]
		if f.Kind != kAbility || f.Card != x.Ev.Source || f.Stage <= abTarget {
			continue
		}
		a := s.ability(f.Card, f.Index)
		for k, t := range a.targets() {
			if !t.Chosen && k < len(f.Cards) && f.Cards[k] == from {
				return f, k, &Ctx{S: s, P: f.Player, Self: f.Card, A: a, Targets: slices.Clone(f.Cards[:k])}, t
			}
		}
	}
	return nil, 0, nil, nil
}

// RedirectOptions are the cards passing a test that the target from of
// the action a Reaction answers could be redirected to (LE-REDIRECT-1:
// only to targets that could have been chosen).
func (x *Ctx) RedirectOptions(from int, ok func(id int) bool) []int {
	f, _, y, t := x.retarget(from)
	if f == nil {
		return nil
	}
	var out []int
	for _, id := range x.S.targets(y, t) {
		if id != from && (ok == nil || ok(id)) && !slices.Contains(f.Cards, id) {
			out = append(out, id)
		}
	}
	return out
}

// Redirect changes the target from of the action a Reaction answers to
// another it could have had, reporting whether it did.
func (x *Ctx) Redirect(from, to int) bool {
	if !slices.Contains(x.RedirectOptions(from, nil), to) {
		return false
	}
	f, k, _, _ := x.retarget(from)
	cards := slices.Clone(f.Cards) // its own: frames share their lists
	cards[k] = to
	f.Cards = cards
	x.S.Say("the action of ", x.S.Title(f.Card), " targets ", x.S.Title(to), " instead of ", x.S.Title(from))
	return true
}

// The words of an action's choices as it is taken (abilityFrame).
func init() {
	AnswerWords("spend", Words{Each: "spend %s Gold"})
	AnswerWords("combine", Words{Done: "combine no more"})
	AnswerWords("target", Words{Done: "choose no more"})
}
