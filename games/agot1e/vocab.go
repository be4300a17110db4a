package agot1e

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"tessen/engine"
)

// Text is what a card does beyond its printed facts: its triggered and
// passive abilities and its constant words, in the project's words.
type Text struct {
	Abilities []*Ability
	// Str is a constant STR modifier the card gives card id while in
	// play (its own, its attached character's, every Knight's …).
	Str func(s *State, self, id int) int
	// Keywords and Icons are what the card's constant words give card
	// id while in play (a keyword, a challenge icon).
	Keywords func(s *State, self, id int) []string
	Icons    func(s *State, self, id int) []string
	// Constant modifiers the card's words make while it is in play (or
	// revealed, a plot): to the gold cost of card c that player p
	// marshals (a reduction is negative), to p's claim, income,
	// initiative and STR for dominance.
	Cost       func(s *State, self, p, c int) int
	Claim      func(s *State, self, p int) int
	Income     func(s *State, self, p int) int
	Initiative func(s *State, self, p int) int
	Dominance  func(s *State, self, p int) int
	// Immune reports the card (or, for an attachment, the card it says)
	// ignoring x's effect beyond its keywords (AG-ABIL-7).
	Immune func(s *State, self, id int, x *Ctx) bool
	// Cannot lists what the card itself cannot do or have done to it
	// (State.Cannot): "attack", "defend", "be-bypassed", "stand", ….
	Cannot []string
	// AttachTo is an attachment's restriction on its host ("House Stark
	// character only"), checked as it attaches and while attached
	// (AG-CARD-6).
	AttachTo func(s *State, p, host int) bool
	// OnePerCharacter: "Limit 1 per character", no second copy of the
	// attachment on one host (AG-CARD-6, checked with AttachTo).
	OnePerCharacter bool
	// Instead is a replacement effect of the card's words (AG-LEAVE-8):
	// card id would leave play by how ("killed", "discarded", "returned")
	// for zone to; it returns where the card goes instead, ZNone to keep
	// it in play, or to for no change. Every card in play is asked (its
	// own fate, or one its lasting effects mark).
	Instead func(s *State, self, id int, how string, to Zone) Zone
	// TokensSpendable: its controller may spend the gold tokens on the
	// card as if they were in his gold pool (AG-ABIL-4).
	TokensSpendable bool
	// A plot's constant words: the phase it skips this round (Planning
	// Ahead), no income bonuses this round (Rains of Autumn).
	Skips           string
	NoIncomeBonuses bool
	// Traits are the traits the card's constant words give card id while
	// in play (Blood of the Dragon: Dragon).
	Traits func(s *State, self, id int) []string
	// KilledAtZero: the card's words kill card id once its STR is 0
	// (Flame-Kissed), a terminal state (AG-LEAVE-7).
	KilledAtZero func(s *State, self, id int) bool
	// NotTarget: x may not choose the card as a target (Quaithe of the
	// Shadow), though its effects still reach it.
	NotTarget func(s *State, self int, x *Ctx) bool
	// PowerToWin turns n, the total power player p needs to win, into
	// what the card's words make it (AG-WIN-2: Viserys Targaryen).
	PowerToWin func(s *State, self, p, n int) int
	// OnLocations: the attachment may be on a location as well as on a
	// character (Veteran Marauder, moved onto one).
	OnLocations bool
	// MayAttachToHouse: the location may be marshalled as an attachment
	// to its controller's House card (Khal Drogo's Tent; FAQ §3.24: then
	// it is an attachment only).
	MayAttachToHouse bool
	// Forbids reports the card's constant words keeping card id from
	// doing what (as State.Cannot reads it: "defend" …), while in play.
	Forbids func(s *State, self, id int, what string) bool
	// Blanks reports the card's constant words treating card id's
	// printed text box as blank (AG-CARD-9); BlankKeepsTraits: "except for
	// Traits" (Milk of the Poppy), its traits stay.
	Blanks           func(s *State, self, id int) bool
	BlankKeepsTraits bool
	// OwnCost modifies the gold cost of marshalling the card itself
	// from p's hand (Army of the Faithful): a reduction is negative.
	OwnCost func(s *State, self, p int) int
	// CannotIf is a prohibition on the card that holds only at times
	// (State.Cannot's words): Stannis's Northern Cavalry.
	CannotIf func(s *State, self int, what string) bool
	// TracksStr: the game notes, each phase, whether the card's STR was
	// raised or lowered (State.StrChanged), for its own words.
	TracksStr bool
	// VoidsPower reports that power on player p's characters does not
	// count toward p's total power (Melisandre, AG-WIN-1).
	VoidsPower func(s *State, self, p int) bool
	// ForbidsPlayer reports player p kept from doing what
	// ("declare-defenders") by the card's constant words (Stannis
	// Baratheon).
	ForbidsPlayer func(s *State, self, p int, what string) bool
	// Toll is the gold card id's controller must give the card's
	// controller to declare id as an attacker or defender, or to
	// trigger id's abilities (Motley).
	Toll func(s *State, self, id int) int
	// PlotWindow: while the card is in play, players may take actions
	// after the plots are chosen and before they are revealed
	// (Dragonstone Port, AG-PLOT-3).
	PlotWindow bool
	// Mod adds to a named quantity of player p's ("challenges:TYPE",
	// "unopposed-power", "event-toll", "challenge-toll:TYPE",
	// "zero-plot-income"); Bars keeps player p from doing what against
	// player q ("challenge:TYPE").
	Mod  func(s *State, self, p int, what string) int
	Bars func(s *State, self, p, q int, what string) bool
	// Says describes the constant parts in words, for a table to show.
	Says string
}

// Timing is how an ability is used (AG-TIME-2, AG-TIME-3, AG-TIME-13).
type Timing int8

const (
	// Action: a player action labelled with a phase ("Marshalling:",
	// "Any Phase:"), taken in a player-action window.
	Action Timing = iota
	// Response: used in a window after its trigger opened there.
	Response
	// Passive: initiates by itself when its trigger occurs; nobody may
	// decline it.
	Passive
)

// Ability is one ability of a card, in the game's vocabulary.
type Ability struct {
	Text   string
	Timing Timing
	// Phase labels an Action ("plot", "draw", "marshalling",
	// "challenges", "dominance", "standing", "taxation", or "any").
	Phase string
	// On is a Response's or Passive's trigger: a gate kind ("killed",
	// "enters-play", "challenge-won", …), or several joined by "|".
	On string
	// If holds the play restrictions and, for a response or passive, the
	// trigger's qualifications (x.Gate is the trigger).
	If func(x *Ctx) bool
	// Costs are paid in full at initiation, before targets (AG-ABIL-1).
	Costs []Cost
	// Target is a "choose" (AG-ABIL-2): with no eligible card the ability
	// cannot be initiated.
	Target *Target
	// Removes: the effect removes its target from play, so a save may
	// rescue it at the save/cancel step (AG-LEAVE-5); RemovesAs says how:
	// "killed" (the default), "discarded" or "returned".
	Removes   bool
	RemovesAs string
	// From is the area the ability is used from when it is not the
	// card's usual one (in play; an event's, the hand): "hand",
	// "discard", "dead" (AG-ABIL-8: Khal Drogo from the hand).
	From string
	// Cancels: a save/cancel response that cancels the event of the
	// window's step 2 it answers (x.Gate), when If holds.
	Cancels bool
	// Saves: a save response, used in a save window while a card is at
	// risk of leaving play (x.AtRisk); its Target chooses among those
	// cards, and its Effect calls x.Save (AG-LEAVE-5).
	Saves  bool
	Effect func(x *Ctx)
	// Pick is a choice made while resolving, after Effect ("search your
	// deck for a character", "your opponent chooses a card"): its Do runs
	// with the cards chosen.
	Pick *Pick
	// Select is a choice among words made while resolving, after Effect
	// (one of Pick or Select).
	Select *Select
	// Then resolves only if the effect resolved (AG-TIME-17).
	Then func(x *Ctx)
	// GoldX is a gold cost the chosen target sets ("pay X gold to choose a
	// location, X its printed cost"), paid as the target is chosen
	// (AG-ABIL-1, AG-TIME-4).
	GoldX func(x *Ctx) int
	// Limit is "Limit N per period" (AG-TIME-15), 0 for none.
	Limit  int
	Period string // "phase", "round", "challenge"
	// LimitedResponse: a "Limited Response:", one a player per round
	// across all cards (AG-KW-5).
	LimitedResponse bool
	// Optional: a passive whose words say "you may": its controller
	// says yes or no as it initiates (AG-TIME-13).
	Optional bool
	// ChoosePlayer: the ability chooses a player who passes it ("choose
	// an opponent"), after costs, before targets (AG-TIME-4); none
	// passing, it cannot be initiated. The choice is Ctx.Chosen.
	ChoosePlayer func(x *Ctx, q int) bool
	// Dooms lists the cards an untargeted effect would remove ("kill all
	// characters"): saves may answer them at step 2 and the rest are
	// x.Targets as it resolves (AG-LEAVE-5).
	Dooms func(x *Ctx) []int
	// NoCancel: "cannot be cancelled" (AG-GEN-1, FAQ §4.3).
	NoCancel bool

	// needs is what it needs of the moment (needs.go), worked out as its
	// text is registered.
	needs engine.Needs
}

// Pick is a choice of cards made while an effect resolves.
type Pick struct {
	// By is who chooses: "" the ability's controller, "opponent" (Ctx.Opponent),
	// "target" the first target's controller, "gate" the trigger's player,
	// "chosen" the player the ability chose (Ctx.Chosen), "each" the
	// player in turn (Ctx.For).
	By     string
	Prompt string
	// Among lists the cards that may be chosen (in any area).
	Among    func(x *Ctx) []int
	Min, Max int
	Do       func(x *Ctx, chosen []int)
	// Each lists the players the choice is made for, one after the other
	// ("you and that opponent each", "each player": the controller first,
	// then clockwise, AG-GEN-9); x.For is the one in turn. Nil: once.
	Each func(x *Ctx) []int
	// N, when set, is exactly how many to choose (Min and Max both).
	N func(x *Ctx) int
	// Removes: the chosen cards leave play by Do, so a window for saves
	// only comes first (AG-TIME-17); Do gets the cards not saved.
	Removes bool
}

// Cost is one cost of an ability (AG-ABIL-1, AG-ABIL-5).
type Cost struct {
	Kind string // "kneel-self", "gold", "influence", "kneel-house", "discard-self", "kill-self", "kneel", "discard-deck", "kneel-crest"
	N    int
	// Filter: for "kneel", the standing cards its payer controls that
	// may be knelt (N of them, chosen).
	Filter func(x *Ctx, id int) bool
	// Label is what the cost names: the crest of the character a
	// "kneel-crest" cost kneels.
	Label string
}

// Costs in the vocabulary.
var (
	KneelSelf   = Cost{Kind: "kneel-self"}
	KneelHouse  = Cost{Kind: "kneel-house"}
	DiscardSelf = Cost{Kind: "discard-self"}
)

// Gold is a cost of n gold from the gold pool; Influence of kneeling
// cards whose influence adds up to n.
func Gold(n int) Cost      { return Cost{Kind: "gold", N: n} }
func Influence(n int) Cost { return Cost{Kind: "influence", N: n} }

// Target is a "choose" of an ability.
type Target struct {
	Prompt string
	// Filter says whether card id in play may be chosen.
	Filter func(x *Ctx, id int) bool
}

// Ctx is an ability being used: its game, controller, card, the ability,
// its targets and the trigger it answers.
type Ctx struct {
	S       *State
	P       int
	Card    int
	Ab      *Ability
	Targets []int
	Gate    *engine.Event
	// Failed: a part of the effect did not resolve, so its Then does not
	// (AG-TIME-17).
	Failed bool
	// Chosen is the player the ability chose (Ability.ChoosePlayer); For
	// the player a Pick.Each choice is made for.
	Chosen int
	For    int
	// X is the gold a "gold-x" cost paid (PayX); Paid the cards knelt
	// for the costs ("kneel 2 of your characters to have them claim 1
	// power each").
	X    int
	Paid []int
}

// Target is the first chosen target, or -1.
func (x *Ctx) Target() int {
	if len(x.Targets) == 0 {
		return -1
	}
	return x.Targets[0]
}

var texts = map[string]*Text{}

// Register gives card def its text; a card registered twice is a bug.
func Register(def string, t *Text) {
	if _, dup := texts[def]; dup {
		panic("agot1e: card registered twice: " + def)
	}
	for _, a := range t.Abilities {
		a.needs = needsOf(a)
	}
	texts[def] = t
	byKey.tab.Store(nil) // looked up anew (keyed)
}

// TextOf is a card's registered text, nil for none.
func TextOf(def string) *Text { return texts[def] }

// ability is card id's ability i, nil for none.
func (s *State) ability(id, i int) *Ability {
	t := s.texts[id]
	if t == nil || i < 0 || i >= len(t.Abilities) {
		return nil
	}
	return t.Abilities[i]
}

// usable reports whether ability a of card id may be initiated by p now,
// answering gate (nil for an action): its restrictions, limits, costs and
// targets (AG-TIME-4, AG-ABIL-2, AG-ABIL-3).
func (s *State) usable(p, id, i int, gate *engine.Event) bool {
	return s.fromItsArea(id, s.ability(id, i)) && s.usableFrom(p, id, i, gate) // AG-ABIL-8
}

// usableFrom is usable wherever the card is: an effect that has it used
// from another area (an event played from the discard pile) asks it.
func (s *State) usableFrom(p, id, i int, gate *engine.Event) bool {
	a := s.ability(id, i)
	if s.blank(id) {
		return false // a blank text box has no abilities (AG-CARD-9)
	}
	if h := s.defs[id].HouseOnly; h != "" && s.P[p].House != h && !s.InPlay(id) {
		return false // "House X only" restricts playing it from hand (AG-ABIL-3)
	}
	if a.Limit > 0 && s.Used(a.Period, s.limitKey(p, id, i)) >= a.Limit {
		return false
	}
	if a.LimitedResponse && s.Used("round", limitedResponseKey(p)) > 0 {
		return false
	}
	x := s.askCtx()
	defer s.spare(x)
	x.S, x.P, x.Card, x.Ab, x.Gate = s, p, id, a, gate
	if a.If != nil && !a.If(x) {
		return false
	}
	for _, c := range a.Costs {
		if !s.canPay(p, id, c) {
			return false
		}
	}
	// A toll on triggering the card's abilities is paid with their gold
	// costs (Text.Toll: Motley).
	if a.Timing != Passive && len(s.tollers) > 0 && s.TollOf(id) > 0 && s.P[p].Gold < s.TollOf(id)+goldCosts(a) {
		return false
	}
	if a.Target != nil && !s.hasTarget(x) {
		return false
	}
	if a.ChoosePlayer != nil && len(s.choosablePlayers(x)) == 0 {
		return false
	}
	if !s.canPayToll(p, id, a) {
		return false
	}
	return true
}

// askCtx is a context for asking whether an ability may be used
// (usableFrom), from the state's spares: a listing asks hundreds, and
// such a context is kept by nothing past its question. A question may ask
// another inside it (a condition that asks whether an ability may be
// used), so spares are a stack; spare gives one back, emptied.
func (s *State) askCtx() *Ctx {
	n := len(s.spares)
	if n == 0 {
		return new(Ctx)
	}
	x := s.spares[n-1]
	s.spares = s.spares[:n-1]
	return x
}

func (s *State) spare(x *Ctx) {
	*x = Ctx{}
	s.spares = append(s.spares, x)
}

// limitKey counts an ability's uses per player and per copy, or per title
// for an event (AG-TIME-15).
func (s *State) limitKey(p, id, i int) engine.UseKey {
	if s.IsType(id, "event") {
		// per title, whichever of its abilities (AG-TIME-15)
		return engine.UseKey{uint64(p)<<32 | 1<<31, hashString(s.Cards[id].Def.String())}
	}
	return engine.UseKey{uint64(p)<<32 | uint64(i), uint64(id)}
}

func limitedResponseKey(p int) engine.UseKey { return engine.UseKey{uint64(p), 1 << 62} }

func hashString(x string) uint64 {
	var h uint64 = 14695981039346656037
	for i := 0; i < len(x); i++ {
		h ^= uint64(x[i])
		h *= 1099511628211
	}
	return h
}

// targets are the cards in play x's ability may choose (AG-ABIL-7:
// immunity keeps a card from being chosen).
func (s *State) targets(x *Ctx) []int {
	var out []int
	if x.Ab.Saves { // a save chooses among the cards at risk
		for _, id := range x.AtRisk() {
			if !s.immuneTo(id, x) && x.Ab.Target.Filter(x, id) {
				out = append(out, id)
			}
		}
		return out
	}
	for id := range s.cardsInPlay() {
		if s.targetable(id, x) {
			out = append(out, id)
		}
	}
	return out
}

// hasTarget reports whether x's ability has a card to choose (targets),
// stopping at the first: asking whether it may be used needs no list.
func (s *State) hasTarget(x *Ctx) bool {
	if x.Ab.Saves {
		for _, id := range x.AtRisk() {
			if !s.immuneTo(id, x) && x.Ab.Target.Filter(x, id) {
				return true
			}
		}
		return false
	}
	for id := range s.cardsInPlay() {
		if s.targetable(id, x) {
			return true
		}
	}
	return false
}

// targetable reports card id in play as one x's ability may choose: not
// moribund, no duplicate (AG-MARSH-7), not immune (AG-ABIL-7), passing
// its filter.
func (s *State) targetable(id int, x *Ctx) bool {
	c := &s.Cards[id]
	return c.Dying == ZNone && !c.Dup && !s.immuneTo(id, x) && !s.notTarget(id, x) && x.Ab.Target.Filter(x, id)
}

// cardsInPlay yields every card in play, the players' areas clockwise
// from the first player, then attachments.
func (s *State) cardsInPlay() iter.Seq[int] {
	return func(yield func(int) bool) {
		for p := range s.clockwise(s.First) {
			for _, id := range s.P[p].Play {
				if !yield(id) {
					return
				}
			}
		}
		for _, id := range s.Attached {
			if !yield(id) {
				return
			}
		}
	}
}

// canPay reports whether p can pay cost c of card id's ability.
func (s *State) canPay(p, id int, c Cost) bool {
	switch c.Kind {
	case "kneel-self":
		return !s.Cards[id].Kneeling && s.InPlay(id)
	case "kneel-house":
		return !s.Cards[s.P[p].HouseCard].Kneeling
	case "gold":
		if s.Phase == "marshalling" && p != s.Active && c.N > 0 {
			return false // only the active player spends gold (AG-MARSH-3)
		}
		return s.Spendable(p) >= c.N // AG-ABIL-4: tokens a card lets him spend
	case "influence":
		n := 0
		for _, c := range s.influencers(p) {
			if !s.Cards[c].Kneeling {
				n += s.influence(c)
			}
		}
		return n >= c.N
	case "kneel-crest":
		return len(s.crestKneelers(p, c.Label)) > 0
	case "discard-self", "kill-self":
		return s.InPlay(id) && s.Cards[id].Dying == ZNone
	case "kneel":
		return len(s.kneelable(p, id, c)) >= c.N
	case "discard-deck":
		return len(s.P[p].Deck) >= c.N
	case "gold-x": // X chosen as it is paid, at least N and 1 (PayX)
		return s.Spendable(p) >= max(1, c.N)
	}
	panic("agot1e: unknown cost " + c.Kind)
}

// immuneTo reports whether card id ignores x's effect (AG-ABIL-7):
// immune to events, to character or opponents' character abilities.
func (s *State) immuneTo(id int, x *Ctx) bool {
	for _, c := range s.immunes { // in play, or a revealed plot (AG-PLOT-4)
		if t := s.actingText(c); t != nil && t.Immune(s, c, id, x) {
			return true
		}
	}
	d := s.defs[id]
	if len(d.Keywords) == 0 || s.blank(id) { // no keyword in a blank text box (AG-CARD-9)
		return false
	}
	src := s.defs[x.Card]
	for _, k := range d.Keywords {
		switch strings.ToLower(k) {
		case "immune to events":
			if src.Type == "event" {
				return true
			}
		case "immune to character abilities":
			if src.Type == "character" {
				return true
			}
		case "immune to opponents' character abilities":
			if src.Type == "character" && x.P != int(s.Cards[id].Controller) {
				return true
			}
		case "immune to triggered effects":
			if x.Ab.Timing != Passive {
				return true
			}
		}
	}
	return false
}

// The ability act: initiated (costs, then targets), executed.
func init() {
	acts["ability"] = &Act{Initiate: initiateAbility, Execute: executeAbility,
		Doomed: func(s *State, f *engine.Frame) []int {
			if a := s.ability(f.Ev.Source, f.Ev.N); a != nil && (a.Removes || a.Dooms != nil) {
				return f.Ev.Cards
			}
			return nil
		}}
}

// initiateAbility asks "you may" (Optional), pays the costs, chooses a
// player and the targets (AG-TIME-4): Frame.Index counts how far it got
// (0 start, 1 said yes, 2 influence chosen, 3 player chosen, 4 target
// asked).
func initiateAbility(s *State, f *engine.Frame) (done, ok bool) {
	ev := f.Ev
	a := s.ability(ev.Source, ev.N)
	if f.Index == 0 { // a passive that says "you may": yes or no (AG-TIME-13)
		f.Index = 1
		if a.Optional {
			s.Push(engine.Frame{Kind: kOption, Player: ev.Player, At: len(s.Stack) - 1,
				Labels: []string{s.name(ev.Source) + ": use it?", "may"}})
			return false, true
		}
	}
	if f.Index == 1 { // the costs chosen: cards knelt for influence or a kneel cost
		if a.Optional && ev.Label == "no" {
			return true, false
		}
		ev.Label = ""
		f.Index = 2
		if hasGoldX(a) { // the X of a "gold-x" cost (PayX), asked first, over the other choices
			defer s.askGoldX(f, a)
		}
		for _, c := range a.Costs {
			switch c.Kind {
			case "influence": // AG-ABIL-5; the choice lands in Frame.Cards
				var among []int
				for _, id := range s.influencers(ev.Player) {
					if !s.Cards[id].Kneeling && s.influence(id) > 0 {
						among = append(among, id)
					}
				}
				s.Push(engine.Frame{Kind: kChoose, Player: ev.Player, Cards: among, Index: 1, Turn: len(among), N: c.N,
					Labels: []string{fmt.Sprintf("kneel cards with %d influence", c.N), "influence"}, At: len(s.Stack) - 1})
				return false, true
			case "kneel": // which N cards to kneel
				s.Push(engine.Frame{Kind: kChoose, Player: ev.Player, Cards: s.kneelable(ev.Player, ev.Source, c), Index: c.N, Turn: c.N,
					Labels: []string{"choose " + count(c.N, "card") + " to kneel", "kneel"}, At: len(s.Stack) - 1})
				return false, true
			case "kneel-crest": // which character of the crest to kneel
				s.Push(engine.Frame{Kind: kChoose, Player: ev.Player, Cards: s.crestKneelers(ev.Player, c.Label), Index: 1, Turn: 1,
					Labels: []string{"kneel a " + engine.Capital(c.Label) + " character", "kneel"}, At: len(s.Stack) - 1})
				return false, true
			}
		}
		if hasGoldX(a) {
			return false, true
		}
	}
	if f.Index == 2 { // the costs paid (AG-TIME-4, AG-ABIL-1)
		f.Index = 3
		if a.Limit > 0 {
			s.Use(a.Period, s.limitKey(ev.Player, ev.Source, ev.N))
		}
		if a.LimitedResponse {
			s.Use("round", limitedResponseKey(ev.Player))
		}
		toll := s.eventToll(ev.Player, ev.Source)
		if s.IsType(ev.Source, "event") && s.Cards[ev.Source].Zone == ZHand {
			// An event played leaves the hand for the discard pile,
			// played whether or not it is cancelled (AG-CARD-7).
			s.P[ev.Player].Played = append(s.P[ev.Player].Played, s.Cards[ev.Source].Def)
			s.move(ev.Source, int(s.Cards[ev.Source].Owner), ZDiscard, false)
		}
		chosen := f.Cards // the cards knelt for costs, if any: they stay for Ctx.Paid
		ev.Cards = nil
		s.payCosts(ev.Player, ev.Source, a.Costs, chosen)
		s.payGoldX(f, a)
		if a.Timing != Passive && len(s.tollers) > 0 {
			s.payTolls(ev.Player, ev.Source) // Text.Toll
		}
		if s.payToll(ev.Player, toll, "event-toll") {
			return false, true
		}
	}
	if f.Index == 3 { // a player chosen ("choose an opponent")
		f.Index = 4
		if a.ChoosePlayer != nil {
			x := &Ctx{S: s, P: ev.Player, Card: ev.Source, Ab: a, Gate: s.gateOf(f)}
			if len(s.choosablePlayers(x)) == 0 {
				return true, false
			}
			s.Push(engine.Frame{Kind: kOption, Player: ev.Player, At: len(s.Stack) - 1,
				Labels: []string{"choose a player for " + s.name(ev.Source), "chosen-player"}})
			return false, true
		}
	}
	if f.Index == 4 { // the target, or the cards an untargeted removal dooms
		f.Index = 5
		x := s.abilityCtx(f)
		if a.Target != nil {
			among := s.targets(x)
			if len(among) == 0 {
				return true, false
			}
			s.choose(ev.Player, among, 1, 1, a.Target.Prompt, len(s.Stack)-1)
			return false, true
		}
		if a.Dooms != nil {
			ev.Cards = a.Dooms(x)
		}
	}
	if f.Index == 5 { // a gold cost the target sets (AG-TIME-4)
		f.Index = 6
		if a.GoldX != nil && len(ev.Cards) > 0 {
			s.Spend(ev.Player, a.GoldX(s.abilityCtx(f)))
		}
	}
	return true, true
}

// chosenOf is the player the ability of window event ev chose (its
// Label), -1 for none (Ability.ChoosePlayer).
func (s *State) chosenOf(ev *engine.Event) int {
	if a := s.ability(ev.Source, ev.N); a == nil || a.ChoosePlayer == nil {
		return -1
	}
	return s.playerOf(ev.Label)
}

// abilityCtx is the ability a window's event is using, with its targets
// and the player it chose.
func (s *State) abilityCtx(f *engine.Frame) *Ctx {
	ev := f.Ev
	return &Ctx{S: s, P: ev.Player, Card: ev.Source, Ab: s.ability(ev.Source, ev.N), Targets: slices.Clone(ev.Cards),
		Gate: s.gateOf(f), Chosen: s.chosenOf(ev), For: -1, X: s.xOf(ev), Paid: slices.Clone(f.Cards)}
}

// gateOf is the trigger a response or passive answers (its window's
// Ev.Label holds the gate's index), nil for an action.
func (s *State) gateOf(f *engine.Frame) *engine.Event {
	if f.Ev.M <= 0 || f.Ev.M > len(s.Gates) {
		return nil
	}
	return &s.Gates[f.Ev.M-1]
}

func executeAbility(s *State, f *engine.Frame) {
	ev := f.Ev
	a := s.ability(ev.Source, ev.N)
	x := s.abilityCtx(f)
	if s.IsType(ev.Source, "event") && a.From == "" {
		s.deathbound(ev.Source) // AG-KW-3: played, not cancelled
	}
	if a.Target != nil {
		// A target saved, or no longer eligible, leaves the effect
		// nothing to act on (AG-LEAVE-5).
		ok := len(x.Targets) > 0
		for _, t := range x.Targets {
			if !s.InPlay(t) || s.immuneTo(t, x) {
				ok = false
			}
		}
		if !ok {
			return
		}
	}
	if a.Effect != nil {
		a.Effect(x)
	}
	if a.Pick != nil {
		// the choice, then Do and Then, in a frame of their own
		s.PushEvent(engine.Frame{Kind: kPick, Player: x.picker(), N: boolInt(x.Failed)}, *ev)
		return
	}
	if a.Select != nil {
		s.PushEvent(engine.Frame{Kind: kSelect, Player: x.selector(a.Select), N: boolInt(x.Failed)}, *ev)
		return
	}
	if a.Then != nil && !x.Failed {
		a.Then(x)
	}
}

// payCosts pays an ability's costs; chosen are the cards chosen to kneel
// for influence.
func (s *State) payCosts(p, id int, costs []Cost, chosen []int) {
	for _, c := range costs {
		switch c.Kind {
		case "kneel-self":
			s.Cards[id].Kneeling = true
		case "kneel-house":
			s.Cards[s.P[p].HouseCard].Kneeling = true
		case "gold":
			s.Spend(p, c.N)
		case "influence", "kneel", "kneel-crest":
			for _, k := range chosen {
				s.Cards[k].Kneeling = true
			}
		case "discard-deck":
			s.discardFromDeck(p, c.N)
		case "discard-self":
			s.leave([]int{id}, ZDiscard, p, "discarded")
		case "kill-self":
			s.leave([]int{id}, ZDead, p, "killed")
		}
	}
}

// errf is a refusal naming the rule it rests on.
func errf(rule, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if rule != "" {
		msg += " (" + rule + ")"
	}
	return fmt.Errorf("%s", msg)
}

func containsInt(xs []int, x int) bool { return slices.Contains(xs, x) }

// Filters for targets and choices, joined with All.

// All is a filter passing what every one of fs passes.
func All(fs ...func(x *Ctx, id int) bool) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool {
		for _, f := range fs {
			if !f(x, id) {
				return false
			}
		}
		return true
	}
}

// Character passes characters.
func Character(x *Ctx, id int) bool { return x.S.IsType(id, "character") }

// StrAtMost passes cards of STR n or lower.
func StrAtMost(n int) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return x.S.Str(id) <= n }
}

// Registered lists the cards whose text is written, by id, sorted.
func Registered() []string {
	out := make([]string, 0, len(texts))
	for id := range texts {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}
