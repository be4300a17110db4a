package l5rlcg

import (
	"fmt"
	"slices"
	"sort"

	"tessen/engine"
)

// Timing is the kind of a triggered ability (RR "Triggered Abilities").
type Timing int

const (
	Action Timing = iota
	Reaction
	Interrupt
	ForcedReaction
	ForcedInterrupt
)

// Limit is "N per period": the period is "round", "phase", "conflict"
// or "duel". The zero Limit means the default: once per round.
type Limit struct {
	N   int
	Per string
}

// Unlimited is the limit of an ability marked "(Unlimited.)"; it still
// answers each occurrence of its trigger once.
var Unlimited = Limit{1 << 30, "round"}

// PerRound, PerConflict and PerPhase build limits and maximums.
func PerRound(n int) Limit    { return Limit{n, "round"} }
func PerConflict(n int) Limit { return Limit{n, "conflict"} }
func PerPhase(n int) Limit    { return Limit{n, "phase"} }

// Ability is a triggered ability written in the rules vocabulary: when it
// may be used, its costs, its targets and its effect (RR "Initiating
// Abilities/Playing Cards"). A card's behaviour is a few of these.
type Ability struct {
	// Text says what the ability does, in tessen's own words.
	Text   string
	Timing Timing
	// On is the triggering condition (an event kind) of a reaction or an
	// interrupt; Would marks an interrupt to a "would" condition (cancels
	// are such), which is offered before other interrupts.
	On    string
	Would bool
	// If holds the play restrictions and the trigger's conditions.
	// Needs, for an action, says what moment they can hold at at all
	// (NeedConflict: "during a conflict", "while participating"): an
	// action window at another passes the ability by unasked (tests check
	// each declaration, engine.VerifyNeeds).
	If    func(x *Ctx) bool
	Needs engine.Needs
	// Against, for an ability used against "an opponent" ("choose an
	// opponent", "if ... than an opponent ... that opponent"), says which
	// opponents it may be used against (x.Opp() is the one asked about).
	// The ability may be initiated if it could be against one of them, and
	// its controller chooses which as targets are chosen; from then on
	// x.Opp() is that player. With two players it is the one opponent.
	Against func(x *Ctx, q int) bool
	// Gained: an attachment's "attached character gains" ability, used by
	// the controller of the character it is attached to, not of the
	// attachment (an attachment may be played on an opponent's character).
	Gained bool
	Costs  []Cost
	Target *Target
	// Instead is a replacement effect ("... instead"), for a "would"
	// interrupt: initiating the ability (its costs, targets and Effect, if
	// any) sets it against the condition, and once every interrupt has
	// resolved it resolves in place of the condition, which still counts
	// as having occurred; of several, the most recently initiated is used
	// (RR "Replacement Effects").
	Instead func(x *Ctx)
	// Effect resolves the ability; game actions it takes are queued on x
	// and resolve in order, each with its own interrupts and reactions.
	Effect func(x *Ctx)
	// Then is the part after "then": it resolves once everything before it
	// has, and only if that resolved in full, no game action of it
	// cancelled or failing on a card (RR "Then").
	Then func(x *Ctx)
	// Select lets a player pick one of several effects after targets.
	Select *Select
	// Pick chooses one card while resolving ("honor one of them").
	Pick *Pick
	// Duel challenges the target to a duel (D.1-D.9).
	Duel *DuelSpec
	// Later is the delayed part of the effect, run when the timing point
	// given to x.Delay is reached (RR "Delayed Effects").
	Later func(x *Ctx)
	// Yes is what a "you may" offered later does when accepted (x.MayLater
	// asks it, usually from Later).
	Yes func(x *Ctx)
	// Twice offers to resolve the ability again, choosing targets anew,
	// for this extra cost ("You may lose 1 honor to resolve this ability
	// twice"): RR "Initiating Abilities".
	Twice *Cost
	// Limit is per copy ("Limit N per period"); Max is per title and
	// player ("Max N per period").
	Limit Limit
	Max   Limit
	// AnyPlayer: "any player may trigger this ability", an action of a
	// character in play that every player may use, not only its
	// controller; the one who does is its player, and pays its costs
	// (anyplayer.go).
	AnyPlayer bool
	// From lists where the card must be for the ability to be used when
	// that is not in play (or, for an event, in hand): "put this character
	// into play from your hand" is used from ZHand.
	From []Zone
	// Can reports whether the effect could change the game state now
	// (RR "Cost": an ability that could not does not initiate). nil: it
	// can whenever its targets exist.
	Can func(x *Ctx) bool
}

// Target is a "choose" requirement: which cards are eligible.
type Target struct {
	Prompt string
	// Filter says whether a card may be chosen; the card is in play
	// unless In names where else it is chosen from.
	Filter func(x *Ctx, card int) bool
	// In names the areas out of play the target is chosen from, every
	// player's (provinces, discard piles): the filter sees only the cards
	// there, not every card of the game.
	In []Zone
	// Characters says that only characters in play can pass the filter
	// ("choose a character"), so other cards are not asked (tests check
	// it, engine.VerifyNeeds).
	Characters bool
	// Count is how many different cards are chosen (default 1).
	Count int
	// UpTo lets the player choose from 1 to Count cards ("up to two
	// characters"; targetupto.go).
	UpTo bool
	// Valid checks the chosen cards together against a rule of the card
	// ("a defending character and an attacking character with equal or
	// lower printed cost"); nil: any cards that pass Filter.
	Valid func(x *Ctx, cards []int) error
}

func (t *Target) count() int { return max(t.Count, 1) }

// Pick is a card chosen while the effect resolves, among the cards From
// lists, by the ability's controller or (By "opponent") the opponent.
type Pick struct {
	// UpTo lets the picker take from 1 to Count cards ("up to 2").
	UpTo bool
	By   string
	Who  func(x *Ctx) int // who picks, when it depends on the resolution
	// Optional lets the picker take nothing ("pass"): a search need not
	// find its object (RR "Search").
	Optional bool
	// Count is how many different cards are picked (default 1); Do runs
	// for each.
	Count func(x *Ctx) int
	// Times, if set, repeats the pick up to that many times, one card at
	// a time, each pick's game actions resolving before the next is asked
	// and a card picked before offered again ("remove up to 5 fate from
	// among characters", Consumed by Five Fires: RR-PICK-REPEAT-1); with
	// Optional, pass ends it early (pickrepeat.go).
	Times  func(x *Ctx) int
	Prompt string
	From   func(x *Ctx) []int
	Do     func(x *Ctx, card int)
	// Valid checks a whole selection against a rule of the card ("total
	// printed cost 6 or lower"); nil: any selection of the right size.
	Valid func(x *Ctx, cards []int) error
	// After runs once the pick is made or passed (a search's shuffle).
	After func(x *Ctx)
	// Ordered, if set, takes the picked cards together in the order they
	// were picked, in place of Do ("discard 1, put another on top":
	// Magnificent Lighthouse).
	Ordered func(x *Ctx, cards []int)
	// AfterDuel: the card is picked once the ability's duel has resolved,
	// Who and From reading its result (State.Duel): Policy Debate's
	// discard from the loser's controller's hand.
	AfterDuel bool
	// AsThen: the card is picked as the ability's "then" part, only if
	// what came before resolved in full (Hand to Hand: "Then, your
	// opponent may resolve this ability"; RR-THEN-2).
	AsThen bool
	// SelectAfter: the ability's Select is made once the card is picked,
	// about it (the select's targets are the picked cards): "your opponent
	// chooses a character ... Select one - ..." (The Fires of Justice;
	// RR-SELECT-AFTER-1). Without it the selection comes first.
	SelectAfter bool
}

// Cost is one cost of an ability (RR "Cost"). Choices, when set, lists
// the cards one of which must be chosen to pay it.
type Cost struct {
	Text string
	// Ring: paying the cost chooses an unclaimed ring (its index is
	// passed to Pay), as "spend 1 fate to an unclaimed ring" does.
	Ring bool
	// ClaimedRings: paying the cost chooses one or more rings of the
	// controller's claimed ring pool, passed to Pay as a set of bits
	// (1<<ring): "return 1 or more rings from your claimed ring pool"
	// (Ancestral Shrine; ringset.go).
	ClaimedRings bool
	CanPay       func(x *Ctx) bool
	Choices      func(x *Ctx) []int
	Pay          func(x *Ctx, chosen int)
	// Needs is what paying it asks of the moment (needReady: its card
	// unbowed), so that an action window passes the ability by unasked.
	Needs engine.Needs
}

// Select is a choice among effects made while resolving (RR "Select"):
// By is "opponent" or "" for the ability's controller.
type Select struct {
	By      string
	Options []Option
	// Then is a second selection made after this one (its options see
	// this one's label as x.First).
	Then *Select
	// AfterDuel: the selection is made once the ability's duel has
	// resolved, by Who (reading its result, State.Duel) if set: "the
	// winner of the duel's controller resolves a ring effect of his or
	// her choice" (Taryū-Jiai; selectafterduel.go).
	AfterDuel bool
	Who       func(x *Ctx) int
	// EachLoser: made after the duel once for each character that lost
	// it, by that character's controller, about it (x.Target()): "for
	// each character that loses the duel, its controller ..." (Mirumoto
	// Hitomi; selecteachloser.go).
	EachLoser bool
}

// Option is one selectable effect.
type Option struct {
	Label string
	Can   func(x *Ctx) bool
	Do    func(x *Ctx)
}

// DuelSpec is a duel an ability starts: the skill it uses, who
// challenges (default: the ability's card), and what the result does.
type DuelSpec struct {
	Type string
	// DiscardForHonor lets the higher bidder discard that many cards
	// instead of giving the honor (Duelist Training).
	DiscardForHonor bool
	Challenger      func(x *Ctx) int
	// Challengee: the challenged character, when it is not the first
	// target (Policy Debate's two targets, one of each side).
	Challengee func(x *Ctx) int
	// Result is what the duel does to its winner and its loser; a duel
	// with a winner and no loser (ActLoseDuel) runs it with the character
	// that did not lose as loser, and what it does to that one does not
	// happen (duelnoloser.go).
	Result func(x *Ctx, winner, loser int)
	// BaseSkill: the duel is resolved with each character's base skill
	// instead of its total (duelbase.go).
	BaseSkill bool
	// EachTarget: every target of the ability is challenged, their skills
	// summed into one duel total ("a duel against up to two characters";
	// duelseveral.go).
	EachTarget bool
}

// Text is the behaviour of one card, registered by card id.
type Text struct {
	// Says is what the card's constant abilities do (and where it may be
	// attached or played), in the project's words, as a table shows it;
	// each ability's Text says the rest.
	Says      string
	Abilities []*Ability
	// Mods applies constant modifiers while the card is in play, and
	// ModKinds names every kind it may add ("mil", "keyword:pride"): a
	// value read asks only the cards that may add its kind. With
	// engine.VerifyNeeds on (tests), every card is asked and each addition
	// checked against its declared kinds.
	Mods     func(s *State, self int, add func(card int, kind string, n int))
	ModKinds []string
	// Cannot states constant prohibitions on the card itself.
	Cannot func(s *State, self int, a Act) bool
	// CannotParent states an attachment's prohibitions on the character
	// it is attached to ("attached character cannot...").
	CannotParent func(s *State, self int, a Act) bool
	// Forbid states prohibitions the card imposes on the game while it is
	// in play ("characters cannot receive dishonored status tokens",
	// "opponents cannot play events").
	Forbid func(s *State, self int, a Act) bool
	// Bars names the act kinds its Cannot, CannotParent and Forbid may
	// prohibit (a kind bars its subkinds: "declare" bars
	// "declare:military"): an act of a kind no card in play bars is not
	// asked of them. Register requires it of a card with a prohibition
	// (a text made otherwise, in a test, may leave it nil: any kind). With
	// engine.VerifyNeeds on (tests), every act asks every card, and a
	// prohibition of a kind not named panics.
	Bars []string
	// Blanks makes the card treat another card's printed text box as
	// blank while it is in play (Cloud the Mind, Cautious Scout).
	Blanks func(s *State, self, card int) bool
	// DiscardIf is a constant "discard this character (or attachment)
	// if...": checked after every step like the other illegal states.
	DiscardIf func(s *State, self int) bool
	// CostMod changes the fate cost for p to play the card (-1: one less).
	CostMod func(s *State, self, p int) int
	// RingGains is an element the contested ring gains while the card
	// attacks (-1: none).
	RingGains func(s *State, self int) int
	// AsAttachment: the character may be played as an attachment instead
	// (Tattooed Wanderer, Togashi Kazue); its text then works attached.
	AsAttachment bool
	// ExtraUses lets the attached character trigger each of its triggered
	// abilities this many more times per period (Way of the Dragon).
	ExtraUses int
	// AttachTo restricts which characters an attachment may be played
	// on ("Attach to a character you control"); the card is discarded if
	// its character stops meeting it. OnePerCharacter: "Limit 1 per
	// character", no other copy of it on the same character.
	AttachTo        func(s *State, p, char int) bool
	OnePerCharacter bool
	// PlayOn restricts, further, the characters an attachment may be
	// played on ("Play only on an attacking character", Pit Trap): it is
	// asked only as the card is played, and the card stays attached when
	// its character stops meeting it (RR-PLAY-RESTRICTIONS-2).
	PlayOn func(s *State, p, char int) bool
	// PlayIf is a play restriction on playing the card itself from hand
	// ("Play only if...", "cannot be played during a conflict").
	PlayIf func(s *State, p int) bool
}

var texts = map[string]*Text{}

// Register gives a card its behaviour. A card with no registered text
// has none beyond its printed facts and keywords.
func Register(id string, t *Text) {
	if _, ok := defs().Get(id); !ok {
		panic("l5rlcg: text registered for an unknown card: " + id)
	}
	if _, dup := texts[id]; dup {
		panic("l5rlcg: text registered twice: " + id)
	}
	if (t.Cannot != nil || t.CannotParent != nil || t.Forbid != nil) && t.Bars == nil {
		panic("l5rlcg: " + id + "'s text has a prohibition (Cannot, CannotParent, Forbid) but names no act kinds it may bar (Bars)")
	}
	texts[id] = t
}

// Implemented reports whether a card's behaviour is written: a card with
// no ability text, or one whose text is registered.
func Implemented(id string) bool { _, ok := texts[id]; return ok }

// Registered lists the ids of the cards whose behaviour is written.
func Registered() []string {
	out := make([]string, 0, len(texts))
	for id := range texts {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// textOf is a card's behaviour, nil for a card without one or whose
// identity is hidden. Every card has its entry from its making on
// (newCard, then index).
func textOf(s *State, id int) *Text { return s.ix.textBy[id] }

// Act is an attempted game action, checked against "cannot" (RR "Cannot").
type Act struct {
	Kind   string // bow, ready, honor, dishonor, discard, move-home, move-conflict, remove-fate, attack, defend
	Card   int
	By     int // the player whose card or framework step acts; -1 for the framework
	Source int // the card whose effect acts, SourceRing, or -1 for a framework step
}

// cannot reports whether an act is prohibited: by the card's immunity to
// its source, its own constant ability, a card in play that forbids it
// (Forbid, or the card's attachments' CannotParent), or a lasting
// "cannot" effect on it. Only the cards that may bar the act's kind are
// asked (Text.Bars): mostly none. It is asked often: an act without a
// source that no card could bar (no card's own Cannot, no card in play
// barring its kind) asks only the lasting effects, if there are any.
func (s *State) cannot(a Act) bool {
	if a.Source == -1 && s.ix.noCannot(a.Card) && (len(s.live.barKinds) == 0 || !engine.VerifyNeeds && !barsKind(s.live.barKinds, a.Kind)) {
		return len(s.Effects.List) > 0 && s.cannotLasting(a)
	}
	return s.cannotAsked(a)
}

// cannotAsked is cannot's question asked of every card that may answer.
func (s *State) cannotAsked(a Act) bool {
	if a.Source != -1 && s.immune(a.Card, a.Source, a.By) {
		return true
	}
	if t := textOf(s, a.Card); t != nil && t.Cannot != nil && (engine.VerifyNeeds || barsKind(t.barredKinds(), a.Kind)) &&
		s.inPlay(a.Card) && s.barredBy(a.Card, t.Cannot, a) {
		return true
	}
	if live := s.inPlayNow(); engine.VerifyNeeds || barsKind(live.barKinds, a.Kind) {
		if s.forbidding(a) {
			return true
		}
		for _, att := range live.guards {
			if s.Cards[att].Zone == ZAttached && s.Parent(att) == a.Card && s.barredBy(att, textOf(s, att).CannotParent, a) {
				return true
			}
		}
	}
	return len(s.Effects.List) > 0 && s.cannotLasting(a)
}

// cannotLasting reports a lasting effect that bars a.
func (s *State) cannotLasting(a Act) bool {
	if a.Kind == ActTarget && s.targetShielded(a) {
		return true
	}
	kind, opp := modKind{"cannot", a.Kind}, modKind{ModOpponentsCannot, a.Kind}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if (kind.is(l.Kind) || opp.is(l.Kind) && byAnOpponentsCard(l, a)) && contains(l.Cards, a.Card) {
			return true
		}
	}
	return false
}

// forbids reports a card in play whose Forbid bars a.
func (s *State) forbids(a Act) bool {
	return (engine.VerifyNeeds || barsKind(s.inPlayNow().barKinds, a.Kind)) && s.forbidding(a)
}

// forbidding asks each card in play with a Forbid.
func (s *State) forbidding(a Act) bool {
	for _, id := range s.inPlayNow().forbid {
		if s.barredBy(id, textOf(s, id).Forbid, a) {
			return true
		}
	}
	return false
}

// barredBy asks one card's prohibition (its blankness last, as it costs
// more); under engine.VerifyNeeds, a prohibition of a kind the card's
// Bars does not name panics.
func (s *State) barredBy(id int, rule func(*State, int, Act) bool, a Act) bool {
	if !rule(s, id, a) || s.blank(id) {
		return false
	}
	if engine.VerifyNeeds && !barsKind(textOf(s, id).barredKinds(), a.Kind) {
		panic(fmt.Sprintf("%s bars %q, a kind its Text.Bars does not name", s.Printed(id).Title, a.Kind))
	}
	return true
}

// barsAny is the kinds of a card whose Bars says none: any kind.
var barsAny = []string{""}

// barredKinds is the act kinds a card's prohibitions may bar.
func (t *Text) barredKinds() []string {
	if t.Bars == nil {
		return barsAny
	}
	return t.Bars
}

// barsKind reports whether one of kinds bars acts of kind k: the kind
// itself, one it is a subkind of, or "" (any).
func barsKind(kinds []string, k string) bool {
	for _, d := range kinds {
		if d == "" || d == k || len(k) > len(d) && k[len(d)] == ':' && k[:len(d)] == d {
			return true
		}
	}
	return false
}

// Acts on cards beyond the game actions: being chosen as a target, a
// card's abilities being triggered, an event being played (By: the player).
const (
	ActTarget    = "target"
	ActTrigger   = "trigger"
	ActPlayEvent = "play-event"
)

// Ctx is the context in which an ability is checked and resolved.
type Ctx struct {
	S       *State
	P       int // the ability's controller
	Self    int
	Index   int // the ability's index in its card's text
	Targets []int
	Chosen  int // the card chosen to pay a cost, or -1
	// against is the opponent the ability is used against (Ability.
	// Against), plus one; 0 while none is chosen.
	against int
	Label   string
	First   string        // the first of two chained selections
	Ev      *engine.Event // the triggering condition, for reactions and interrupts
	seq     *engine.Frame // the sequence of that condition
	// redirected: a replacement redirected the condition (Redirect).
	redirected bool
	// spared: a duel's result is not to touch this card, plus one (0:
	// none): the character that could not lose the duel (duelnoloser.go).
	spared int
	acts   []engine.Event
	then   []*engine.Frame
}

// Target is the first chosen target.
func (x *Ctx) Target() int {
	if len(x.Targets) == 0 {
		return -1
	}
	return x.Targets[0]
}

// Opp is the controller's opponent: the one the ability is used
// against, if it chose one (Ability.Against), else "your opponent"
// (State.Opponent).
func (x *Ctx) Opp() int {
	if x.against > 0 {
		return x.against - 1
	}
	return x.S.Opponent(x.P)
}

// Act queues a game action of the effect; each resolves in order, with
// its interrupts and reactions.
//
// The cards are copied (one card into the shared one-id lists), so that a
// verb's list of cards can stay on its caller's stack.
func (x *Ctx) act(kind string, cards []int, n int, label string) {
	cards, ok := x.unspared(cards)
	if !ok {
		return
	}
	var held []int
	switch len(cards) {
	case 0:
	case 1:
		held = engine.One(cards[0])
	default:
		held = slices.Clone(cards)
	}
	x.acts = append(x.acts, engine.Event{Kind: kind, Player: x.P, Cards: held, Source: x.Self, N: n, Label: label})
}

// The effect verbs. Each is a game action on cards, taken by this ability.
func (x *Ctx) Bow(c ...int)            { x.act(EvBow, c, 0, "") }
func (x *Ctx) Ready(c ...int)          { x.act(EvReady, c, 0, "") }
func (x *Ctx) Honor(c ...int)          { x.act(EvHonor, c, 0, "") }
func (x *Ctx) Dishonor(c ...int)       { x.act(EvDishonor, c, 0, "") }
func (x *Ctx) Discard(c ...int)        { x.act(EvLeavePlay, c, 0, "discard") }
func (x *Ctx) ReturnToHand(c ...int)   { x.act(EvLeavePlay, c, 0, "hand") }
func (x *Ctx) RemoveFate(c, n int)     { x.act(EvRemoveFate, []int{c}, n, "") }
func (x *Ctx) PlaceFate(c, n int)      { x.act(EvPlaceFate, []int{c}, n, "") }
func (x *Ctx) SendHome(c ...int)       { x.act(EvSendHome, c, 0, "") }
func (x *Ctx) MoveToConflict(c ...int) { x.act(EvMoveToConflict, c, 0, "") }

// Lasting establishes a lasting effect on cards until a timing point.
func (x *Ctx) Lasting(kind string, n int, until string, cards ...int) {
	x.S.Effects.Add(engine.Lasting{Kind: kind, Source: x.Self, Player: x.P, Cards: cards, N: n, Until: until})
}

// TakeControl gives the controller control of a card until a timing
// point ("" for as long as it stays in play) (RR "Control and Ownership").
func (x *Ctx) TakeControl(card int, until string) {
	if x.spares(card) {
		return
	}
	old := x.S.Cards[card].Controller
	x.S.changeControl(card, x.P)
	if until != "" {
		x.S.Effects.Add(engine.Lasting{Kind: ModControl, Source: x.Self, Player: int(old), Cards: engine.One(card), Until: until})
	}
}

// Delay sets the ability's Later to run at a timing point ("conflict":
// the end of the conflict; "phase"; "round"), with these targets.
func (x *Ctx) Delay(until string, cards ...int) {
	x.S.Effects.Add(engine.Lasting{Kind: ModDelayed, Source: x.Self, Player: x.P, Cards: cards, N: x.Index, Until: until})
}

// PutIntoPlay puts a character into play under the controller's control,
// without paying its cost (RR "Play and Put into Play"), at home or
// into the conflict.
func (x *Ctx) PutIntoPlay(card int, intoConflict bool) {
	n := 0
	if intoConflict {
		n = 1
	}
	x.act(EvPutIntoPlay, []int{card}, n, "")
}

// ReturnToDeckTop puts a card in play on top of its deck.
func (x *Ctx) ReturnToDeckTop(c ...int) { x.act(EvLeavePlay, c, 0, "deck") }

// ReturnToDeckBottom puts a card in play on the bottom of its deck.
func (x *Ctx) ReturnToDeckBottom(c ...int) { x.act(EvLeavePlay, c, 0, "deck-bottom") }

// Attach moves an attachment in play onto another character.
func (x *Ctx) Attach(att, char int) { x.S.reattach(att, char) }

// ResolveRingAs resolves a ring's effect for p, as if p were the
// attacking player (Defend the Wall, Shiba Tsukune).
func (x *Ctx) ResolveRingAs(p, ring int) {
	x.then = append(x.then, &engine.Frame{Kind: kRingEffect, Player: p, Index: ring})
}

// GainHonor, LoseHonor, GainFate and Draw change a player's pools.
func (x *Ctx) GainHonor(p, n int) {
	x.S.gainHonor(p, n)
	x.gainedHonor(p, n) // honorgain.go
}
func (x *Ctx) LoseHonor(p, n int) { x.S.effectLoseHonor(p, n, x.Self) }
func (x *Ctx) GainFate(p, n int)  { x.S.gainFate(p, n) }
func (x *Ctx) Draw(p, n int)      { x.S.draw(p, n) }

// Redirect, in a replacement (Ability.Instead), makes the condition
// happen to other cards: the same condition, resolved another way.
func (x *Ctx) Redirect(cards ...int) {
	x.Ev.Cards = slices.Clone(cards)
	x.redirected = true
}

// CancelTrigger cancels the triggering condition an interrupt answers.
func (x *Ctx) CancelTrigger() {
	if x.seq != nil && x.seq.Ev != nil {
		x.seq.Ev.Cancelled = true
		x.S.fellShort(x.seq.Ev)
	}
}

// MayLater asks the controller whether to carry out the ability's Yes
// (a "you may" that comes after the effect, as in a delayed effect).
func (x *Ctx) MayLater() {
	x.then = append(x.then, &engine.Frame{Kind: kMay, Player: x.P, Card: x.Self, Index: x.Index, Cards: x.Targets, Labels: []string{"", ""}})
}

// ResolveRing resolves a ring's effect (as Akodo Toturi does after
// claiming one). During a conflict the attacking player resolves it,
// whoever triggered the ability (RR Appendix III, Akodo Toturi).
func (x *Ctx) ResolveRing(ring int) {
	p := x.P
	if x.S.Conf.Active {
		p = x.S.Conf.Attacker
	}
	x.then = append(x.then, &engine.Frame{Kind: kRingEffect, Player: p, Index: ring})
}

// Ability looks up a card's ability by index: the registered text's, or
// a keyword's (index keywordBase and up).
func (s *State) ability(card, index int) *Ability {
	if index >= grantedBase { // an ability gained from another card's printed text
		src, i := index/grantedBase-1, index%grantedBase
		if t := textOf(s, src); t != nil && i < len(t.Abilities) {
			return t.Abilities[i]
		}
		return nil
	}
	if index >= keywordBase {
		if index-keywordBase < len(keywordAbilities) {
			return keywordAbilities[index-keywordBase].Ability
		}
		return nil
	}
	t := textOf(s, card)
	if t == nil || index < 0 || index >= len(t.Abilities) {
		return nil
	}
	return t.Abilities[index]
}

func (s *State) ctx(p, card, index int) *Ctx {
	x := s.slabs.contexts.Next() // every step of an ability makes one
	*x = Ctx{S: s, P: p, Self: card, Index: index, Chosen: -1}
	return x
}

// couldInitiate asks canInitiate for an ability of card, answering ev
// when it is a reaction or interrupt. Listing what a player may do asks
// it hundreds of times, so the question's context is the state's scratch
// one, not a new one (unless a question is already being asked).
func (s *State) couldInitiate(p, card, index int, a *Ability, cost int, ev *engine.Event, seq *engine.Frame) bool {
	if s.asking { // a question inside a question gets its own context
		return s.canInitiate(&Ctx{S: s, P: p, Self: card, Index: index, Chosen: -1, Ev: ev, seq: seq}, a, cost)
	}
	x := s.scratch
	if x == nil {
		x = &Ctx{S: s}
		s.scratch = x
	}
	// Set field by field, a pointer only where it differs: copying a whole
	// context in costs a write barrier per pointer while the collector
	// runs, and this is asked hundreds of times a game.
	x.P, x.Self, x.Index, x.Chosen = p, card, index, -1
	if x.Ev != ev {
		x.Ev = ev
	}
	if x.seq != seq {
		x.seq = seq
	}
	if x.Targets != nil || x.Label != "" || x.First != "" || x.acts != nil || x.then != nil || x.against != 0 {
		x.Targets, x.Label, x.First, x.acts, x.then, x.against = nil, "", "", nil, nil, 0
	}
	s.asking = true
	ok := s.canInitiate(x, a, cost)
	s.asking = false
	return ok
}

// opponentsFor lists, in player order from the controller's left, the
// opponents an ability with Against could be used against once
// initiated (its targets).
func (s *State) opponentsFor(x *Ctx, a *Ability) []int {
	var out []int
	s.eachOpponentFor(x, a, 0, false, func(q int) bool { out = append(out, q); return true })
	return out
}

// eachOpponentFor yields, in player order from the controller's left, the
// opponents an ability with Against names and could be used against: to
// initiate it (every preliminary confirmation), or once initiated (its
// targets), until yield returns false.
func (s *State) eachOpponentFor(x *Ctx, a *Ability, fateCost int, initiate bool, yield func(q int) bool) {
	defer func() { x.against = 0 }()
	for q := s.Next(x.P); q != x.P; q = s.Next(q) {
		x.against = q + 1
		if a.Against(x, q) && (!initiate || s.canInitiate(x, a, fateCost)) &&
			(initiate || a.Target == nil || s.hasTargets(x, a.Target, a.Target.least())) && !yield(q) {
			return
		}
	}
}

// limitKey names what a use counter limits: p's use of an ability of
// one copy (and instance, so a card that moved has no memory) or, for a
// maximum, of every copy of the title (RR "Limit X per [period]",
// "Max X per [period]"). The first number holds the player, the
// ability's index and whether it counts by title; the second the copy or
// the title (by its first copy's id: numbers that read the same in every
// process, unlike a engine.DefKey).
func (s *State) limitKey(x *Ctx, perTitle bool) engine.UseKey {
	c := &s.Cards[x.Self]
	k := engine.UseKey{uint64(uint8(x.P))<<32 | uint64(uint32(x.Index))}
	if perTitle {
		k[0] |= titleUse
		k[1] = uint64(s.ix.firstCopy[x.Self])
	} else {
		k[1] = copyUse(c)
	}
	return k
}

// titleUse marks a counter of a maximum, kept by title.
const titleUse = 1 << 63

// copyUse is the second number of a copy's counter.
func copyUse(c *Card) uint64 { return uint64(uint32(c.ID))<<32 | uint64(uint32(c.Inst)) }

func limitOr(l Limit) Limit {
	if l.N == 0 {
		return PerRound(1)
	}
	return l
}

// withinLimits checks an ability's limit and maximum (RR "Limit", "Max").
func (s *State) withinLimits(x *Ctx, a *Ability) bool {
	if len(s.Uses) == 0 {
		return true // nothing used this period: every limit allows one use
	}
	if l := limitOr(a.Limit); s.Cards[x.Self].Used && s.Used(l.Per, s.limitKey(x, false)) >= l.N+s.extraUses(x.Self)+s.extraUsesGranted(x.Self, x.Index) {
		return false
	}
	return a.Max.N == 0 || s.Used(a.Max.Per, s.limitKey(x, true)) < a.Max.N
}

func (s *State) countUse(x *Ctx, a *Ability) {
	s.Cards[x.Self].Used = true
	if a.Timing == Action && s.Conf.Active {
		s.Conf.Actions[x.P]++
	}
	s.Use(limitOr(a.Limit).Per, s.limitKey(x, false))
	if a.Max.N > 0 {
		s.Use(a.Max.Per, s.limitKey(x, true))
	}
	s.triggerToll(x, a) // Breach of Etiquette
}

// targets lists the cards that may be chosen for an ability's target.
func (s *State) targets(x *Ctx, t *Target) []int {
	var out []int
	s.eachTarget(x, t, func(id int) bool {
		out = append(out, id)
		return true
	})
	return out
}

// hasTargets reports whether at least n cards are eligible targets,
// looking no further than the nth.
func (s *State) hasTargets(x *Ctx, t *Target, n int) bool {
	found := 0
	if n <= 0 {
		return true
	}
	if t.Valid != nil && n > 1 { // the cards are chosen together: some n of them must do (RR-TARGET-6)
		return s.validChoice(x, t, s.targets(x, t), n)
	}
	s.eachTarget(x, t, func(int) bool {
		found++
		return found < n
	})
	return found >= n
}

// validChoice reports whether some n of the eligible cards pass the
// target's check of the cards chosen together (Target.Valid).
func (s *State) validChoice(x *Ctx, t *Target, eligible []int, n int) bool {
	return s.validChoiceWith(x, t, nil, eligible, n)
}

// validChoiceWith is validChoice with the first cards already chosen
// (fixed), the others of the n from eligible.
func (s *State) validChoiceWith(x *Ctx, t *Target, fixed, eligible []int, n int) bool {
	chosen := append(make([]int, 0, n), fixed...)
	var from func(i int) bool
	from = func(i int) bool {
		if len(chosen) == n {
			return t.Valid(x, chosen) == nil
		}
		for j := i; j <= len(eligible)-(n-len(chosen)); j++ {
			chosen = append(chosen, eligible[j])
			ok := from(j + 1)
			chosen = chosen[:len(chosen)-1]
			if ok {
				return true
			}
		}
		return false
	}
	return from(0)
}

// eachTarget calls yield with each eligible target, in card order, until
// yield returns false.
func (s *State) eachTarget(x *Ctx, t *Target, yield func(id int) bool) {
	if len(t.In) > 0 {
		var buf [64]int
		for _, id := range s.cardsIn(buf[:0], t.In) {
			if s.targetable(x, t, id) && !yield(id) {
				return
			}
		}
		return
	}
	for _, id := range s.inPlayAll() {
		if t.Characters && s.Cards[id].Zone != ZPlay {
			if engine.VerifyNeeds && t.Filter(x, id) {
				panic(fmt.Sprintf("l5rlcg: %s's target %q takes %s, yet is declared Characters", s.Title(x.Self), t.Prompt, s.ref(id)))
			}
			continue
		}
		if s.targetable(x, t, id) && !yield(id) {
			return
		}
	}
}

// where reports whether a card is where the target is chosen from: in
// play, or in one of the areas In names.
func (t *Target) where(s *State, id int) bool {
	if len(t.In) > 0 {
		return slices.Contains(t.In, s.Cards[id].Zone)
	}
	return s.inPlay(id)
}

// targetable reports whether a card where the target looks may be chosen
// for it: the target's filter, and nothing forbidding it (RR "Target").
func (s *State) targetable(x *Ctx, t *Target, id int) bool {
	return t.Filter(x, id) && !s.cannot(Act{ActTarget, id, x.P, x.Self}) && !s.mustTargetOther(x, t, id)
}

// canInitiate runs the preliminary confirmations (RR "Initiating
// Abilities"): restrictions, limits, targets, costs, and the potential to
// change the game state. fateCost is the card's own cost when it is played.
func (s *State) canInitiate(x *Ctx, a *Ability, fateCost int) bool {
	if a.Against != nil && x.against == 0 {
		found := false
		s.eachOpponentFor(x, a, fateCost, true, func(int) bool { found = true; return false })
		return found
	}
	if a.If != nil && !a.If(x) {
		return false
	}
	if len(a.From) == 0 && s.inHand(x.P, x.Self) && (s.cannot(Act{ActPlayEvent, x.Self, x.P, -1}) || !s.playAllowed(x.P, x.Self) || s.eventBarred(x.P, x.Self) || s.handPlayBarred(x.P)) {
		return false // an event p may not play now, or whose play restriction fails (Censure)
	}
	if s.cannot(Act{ActTrigger, x.Self, x.P, -1}) {
		return false
	}
	if c := &s.Cards[x.Self]; c.Zone == ZPlay && !c.InConflict && s.HasRestriction(int(c.Controller), ModQuietHome) {
		return false // Tranquility: characters at home cannot trigger abilities
	}
	if !s.withinLimits(x, a) || (fateCost > 0 && s.fateFor(x.P, x.Self) < fateCost) {
		return false
	}
	for i := range a.Costs {
		c := &a.Costs[i]
		if c.CanPay != nil && !c.CanPay(x) {
			return false
		}
		if c.Choices != nil && len(c.Choices(x)) == 0 {
			return false
		}
		if c.Ring && s.UnclaimedRings() == 0 {
			return false
		}
	}
	if a.Target != nil && !s.hasTargets(x, a.Target, a.Target.least()) {
		return false
	}
	if a.Can != nil && !a.Can(x) {
		return false
	}
	// An effect that is only a selection can change the game state if one
	// of its options can (RR "Triggered Abilities", "Select"); one with a
	// target is judged by its targets.
	if sel := a.Select; sel != nil && a.Effect == nil && a.Pick == nil && a.Duel == nil && a.Target == nil && sel.Then == nil &&
		!slices.ContainsFunc(sel.Options, func(o Option) bool { return o.Can == nil || o.Can(x) }) {
		return false
	}
	return true
}

// extraUses sums what attachments add to a card's ability limits.
func (s *State) extraUses(card int) int {
	n := 0
	for a := range s.attachmentsOf(card) {
		if t := textOf(s, a); t != nil && t.ExtraUses != 0 && !s.blank(a) {
			n += t.ExtraUses
		}
	}
	return n
}

// grantedBase numbers gained abilities: (source card+1)*grantedBase +
// the ability's index in the source's text.
const grantedBase = 1000

// GainAbility gives a card one of another card's printed abilities until
// a timing point (Togashi Yokuni).
func (x *Ctx) GainAbility(from, index int, until string) {
	x.Lasting(ModGainAbility, (from+1)*grantedBase+index, until, x.Self)
}
