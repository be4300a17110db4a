package agot1e

import (
	"fmt"
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
	// A plot's constant words: the phase it skips this round (Planning
	// Ahead), no income bonuses this round (Rains of Autumn).
	Skips           string
	NoIncomeBonuses bool
	// Constant words of any card (words_plots.go): Mod adds to a named
	// quantity of player p's ("challenges:TYPE", "unopposed-power",
	// "event-toll", "challenge-toll:TYPE", "zero-plot-income"); Forbids
	// keeps card id from doing what (as Cannot, for other cards); Bars
	// keeps player p from doing what against player q ("challenge:TYPE");
	// Instead names how card id leaves play in place of how ("killed" →
	// "returned"), "" for no change (AG-LEAVE-8).
	Mod     func(s *State, self, p int, what string) int
	Forbids func(s *State, self, id int, what string) bool
	Bars    func(s *State, self, p, q int, what string) bool
	Instead func(s *State, self, id int, how string) string
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
	// "enters-play", "challenge-won", …).
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
	// rescue it at the save/cancel step (AG-LEAVE-5).
	Removes bool
	// Cancels: a save/cancel response that cancels the event of the
	// window's step 2 it answers (x.Gate), when If holds.
	Cancels bool
	Effect  func(x *Ctx)
	// Pick is a choice made while resolving, after Effect ("search your
	// deck for a character", "your opponent chooses a card"): its Do runs
	// with the cards chosen.
	Pick *Pick
	// Then resolves only if the effect resolved (AG-TIME-17).
	Then func(x *Ctx)
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
}

// Pick is a choice of cards made while an effect resolves.
type Pick struct {
	// By is who chooses: "" the ability's controller, "opponent" (Ctx.Opponent),
	// "target" the first target's controller, "chosen" the player the
	// ability chose (Ctx.Chosen), "each" the player in turn (Ctx.For).
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
	Kind string // "kneel-self", "gold", "influence", "kneel-house", "discard-self", "kill-self"
	N    int
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
	texts[def] = t
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
	a := s.ability(id, i)
	x := &Ctx{S: s, P: p, Card: id, Ab: a, Gate: gate}
	if a.Limit > 0 && s.Used(a.Period, s.limitKey(p, id, i)) >= a.Limit {
		return false
	}
	if a.LimitedResponse && s.Used("round", limitedResponseKey(p)) > 0 {
		return false
	}
	if a.If != nil && !a.If(x) {
		return false
	}
	for _, c := range a.Costs {
		if !s.canPay(p, id, c) {
			return false
		}
	}
	if a.Target != nil && len(s.targets(x)) == 0 {
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

// limitKey counts an ability's uses per player and per copy, or per title
// for an event (AG-TIME-15).
func (s *State) limitKey(p, id, i int) engine.UseKey {
	if s.IsType(id, "event") {
		return engine.UseKey{uint64(p)<<32 | 1<<31 | uint64(i), hashString(s.Cards[id].Def)}
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
	for _, id := range s.inPlay() {
		if s.Cards[id].Dying == ZNone && !s.immuneTo(id, x) && x.Ab.Target.Filter(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// inPlay lists every card in play, the players' areas clockwise from the
// first player, then attachments.
func (s *State) inPlay() []int {
	var out []int
	for _, p := range s.order(s.First) {
		out = append(out, s.P[p].Play...)
	}
	return append(out, s.Attached...)
}

// canPay reports whether p can pay cost c of card id's ability.
func (s *State) canPay(p, id int, c Cost) bool {
	switch c.Kind {
	case "kneel-self":
		return !s.Cards[id].Kneeling && s.InPlay(id)
	case "kneel-house":
		return !s.Cards[s.P[p].HouseCard].Kneeling
	case "gold":
		return s.P[p].Gold >= c.N
	case "influence":
		n := 0
		for _, c := range s.P[p].Play {
			if !s.Cards[c].Kneeling {
				n += s.influence(c)
			}
		}
		return n >= c.N
	case "discard-self", "kill-self":
		return s.InPlay(id) && s.Cards[id].Dying == ZNone
	}
	panic("agot1e: unknown cost " + c.Kind)
}

// immuneTo reports whether card id ignores x's effect (AG-ABIL-7):
// immune to events, to character or opponents' character abilities.
func (s *State) immuneTo(id int, x *Ctx) bool {
	if s.holdsImmune {
		// the cards in play and, AG-PLOT-4, the revealed plots
		for _, c := range append(s.inPlay(), s.revealedPlots()...) {
			if t := s.texts[c]; t != nil && t.Immune != nil && !s.Cards[c].Dup && t.Immune(s, c, id, x) {
				return true
			}
		}
	}
	d := s.defs[id]
	if len(d.Keywords) == 0 {
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
	if f.Index == 0 {
		f.Index = 1
		if a.Optional {
			s.Push(engine.Frame{Kind: kOption, Player: ev.Player, At: len(s.Stack) - 1,
				Labels: []string{s.name(ev.Source) + ": use it?", "may"}})
			return false, true
		}
	}
	if f.Index == 1 {
		if a.Optional && ev.Label == "no" {
			return true, false
		}
		ev.Label = ""
		f.Index = 2
		for _, c := range a.Costs {
			if c.Kind == "influence" {
				// kneeling for influence: the player chooses which
				// cards (AG-ABIL-5); the choice lands in Frame.Cards
				var among []int
				for _, id := range s.P[ev.Player].Play {
					if !s.Cards[id].Kneeling && s.influence(id) > 0 {
						among = append(among, id)
					}
				}
				s.Push(engine.Frame{Kind: kChoose, Player: ev.Player, Cards: among, Index: 1, Turn: len(among),
					Labels: []string{fmt.Sprintf("kneel cards with %d influence", c.N), "influence"}, At: len(s.Stack) - 1})
				return false, true
			}
		}
	}
	if f.Index == 2 {
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
		chosen := f.Cards // the cards knelt for influence, if any
		ev.Cards, f.Cards = nil, nil
		s.payCosts(ev.Player, ev.Source, a.Costs, chosen)
		if s.payToll(ev.Player, toll, "event-toll") {
			return false, true
		}
	}
	if f.Index == 3 {
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
	if f.Index == 4 {
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
	return true, true
}

// abilityCtx is the ability a window's event is using, with its targets
// and the player it chose.
func (s *State) abilityCtx(f *engine.Frame) *Ctx {
	ev := f.Ev
	return &Ctx{S: s, P: ev.Player, Card: ev.Source, Ab: s.ability(ev.Source, ev.N), Targets: slices.Clone(ev.Cards),
		Gate: s.gateOf(f), Chosen: s.playerOf(ev.Label)}
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
			s.P[p].Gold -= c.N
		case "influence":
			for _, k := range chosen {
				s.Cards[k].Kneeling = true
			}
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
