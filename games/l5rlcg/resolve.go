package l5rlcg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// Frame kinds of the game.
const (
	kEvent      = "ev"       // a triggering condition with its interrupts and reactions
	kAbility    = "ability"  // an ability initiating and resolving, or an event card played
	kSelect     = "select"   // a player selects one of an ability's effects
	kPick       = "pick"     // a card chosen while an effect resolves
	kMay        = "may"      // a "you may" asked after an effect
	kThen       = "then"     // the part of an effect after "then"; Out=1 once the part before fell short
	kPlay       = "play"     // a character or attachment played
	kRingEffect = "ring"     // a ring's effect resolving
	kDuel       = "duel"     // D.1-D.9
	kBid        = "bid"      // a secret honor bid (2.2, D.3)
	kDeclare    = "declare"  // 3.2: a conflict opportunity
	kConflict   = "conflict" // 3.2.1-3.2.8
	kDynasty    = "dynasty-phase"
	kDraw       = "draw-phase"
	kConflictPh = "conflict-phase"
	kFate       = "fate-phase"
	kRegroup    = "regroup-phase"
	kWindow     = "action-window"
	kDynWindow  = "dynasty-window"
	kYesNo      = "yes-no"
)

// Triggering conditions (engine.Event kinds).
const (
	EvBow            = "bow"
	EvReady          = "ready"
	EvHonor          = "honor"
	EvDishonor       = "dishonor"
	EvLeavePlay      = "leave-play"
	EvRemoveFate     = "remove-fate"
	EvPlaceFate      = "place-fate"
	EvSendHome       = "send-home"
	EvMoveToConflict = "move-to-conflict"
	EvInitiate       = "initiate"           // an ability's effects would initiate (Label: the card's type)
	EvPlayed         = "played"             // a card was played
	EvEnterPlay      = "enter-play"         // a card entered play (Label: where from)
	EvDeclared       = "conflict-declared"  // a conflict was declared (Cards: the attackers)
	EvDefended       = "defenders-declared" // defenders were declared (Cards: the defenders)
	EvResolved       = "conflict-resolved"  // 3.2.3: the result is known (Player: winner or -1)
	EvBreak          = "break-province"
	EvClaimRing      = "claim-ring"
	EvDuelResolved   = "duel-resolved"
	EvPutIntoPlay    = "put-into-play"     // N=1: into the conflict
	EvPhase          = "phase-begins"      // Label: the phase
	EvPhaseEnds      = "phase-ends"        // Label: the phase
	EvConflictEnds   = "conflict-ends"     // a conflict ended (after 3.2.8; Player: the attacker; Cards: its attackers then)
	EvReveal         = "reveal"            // a province turned faceup (Cards[0])
	EvPassConflict   = "pass-conflict"     // a player passed a conflict opportunity
	EvBids           = "bids-revealed"     // honor dials were revealed (Label: "draw" or "duel")
	EvPassToken      = "pass-first-player" // the first player would pass the token (Player: them)
)

// keywordAbility is a keyword's mandatory ability (pride), offered like a
// forced reaction of every card that has the keyword.
type keywordAbility struct {
	Keyword string
	*Ability
}

const keywordBase = 100

var keywordAbilities = []keywordAbility{
	// Pride: after winning a conflict, honor it; after losing, dishonor it.
	{"pride", &Ability{Text: "pride: honor it after it wins a conflict, dishonor it after it loses one",
		Timing: ForcedReaction, On: EvResolved, Limit: Unlimited,
		If: func(x *Ctx) bool {
			c := &x.S.Cards[x.Self]
			if !c.InConflict || x.Ev.Player < 0 {
				return false
			}
			if int(c.Controller) == x.Ev.Player {
				return c.Status != Honored && !x.S.cannot(Act{EvHonor, x.Self, -1, -1})
			}
			return c.Status != Dishonored && !x.S.cannot(Act{EvDishonor, x.Self, -1, -1})
		},
		Effect: func(x *Ctx) {
			if x.S.Controller(x.Self) == x.Ev.Player {
				x.Honor(x.Self)
			} else {
				x.Dishonor(x.Self)
			}
		}}},
}

// abilitiesFor appends to out the abilities a card has now: its text's
// (unless blank), those it gained, and, when asked, its keywords' (no
// keyword ability is an action, so action windows skip them). Callers
// pass a small array's slice, so the hot paths allocate nothing.
func (s *State) abilitiesFor(out []int, id int, keywords bool) []int {
	if t := textOf(s, id); t != nil && !s.blank(id) {
		for i := range t.Abilities {
			out = append(out, i)
		}
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModGainAbility && contains(l.Cards, id) {
			out = append(out, l.N)
		}
	}
	if keywords && s.Cards[id].Zone == ZPlay { // keyword abilities belong to characters in play
		for k, ka := range keywordAbilities {
			if s.HasKeyword(id, ka.Keyword) {
				out = append(out, keywordBase+k)
			}
		}
	}
	return out
}

// usableFrom reports whether a card's triggered abilities can be used by
// p where the card is: in play under p's control, or an event in p's hand.
func (s *State) usableFrom(p, id int) bool {
	c := &s.Cards[id]
	if s.inHand(p, id) {
		return s.def(id).Type == "event"
	}
	if c.Zone == ZHand {
		return false
	}
	if c.Zone == ZRole {
		return int(c.Owner) == p
	}
	if c.Zone == ZProvinceCard {
		return int(c.Owner) == p && !c.Facedown && !c.Broken
	}
	return s.inPlay(id) && int(c.Controller) == p
}

// inHand reports a card in p's hand, or one p may play as if it were
// there (Artisan Academy's revealed card).
func (s *State) inHand(p, id int) bool {
	switch c := &s.Cards[id]; c.Zone {
	case ZHand:
		return int(c.Owner) == p
	case ZConflictDeck, ZRemoved:
		return s.asIfInHand(p, id)
	case ZProvince:
		return s.playsProvinceAsHand(p, id) // provinceashand.go
	}
	return false
}

// fateCost is what it costs its owner to play a card: its printed cost
// with cost modifiers, never below 0 (RR "Cost").
func (s *State) fateCost(id int) int {
	d := s.def(id)
	if d.NoCost {
		return 0
	}
	cost := d.Cost
	if t := textOf(s, id); t != nil && t.CostMod != nil {
		cost += t.CostMod(s, id, s.Owner(id))
	}
	if !s.live.costMods && len(s.Effects.List) == 0 {
		return max(0, cost) // nothing in play or lasting changes costs: asked at every offer listed
	}
	cost -= s.nextDiscountOf(s.Owner(id), d.Type)
	cost -= s.traitCostReduction(id)
	if s.Cards[id].Zone == ZProvince {
		cost -= s.provinceAsHandReduction(id) // provinceashand.go
	}
	if d.Type == "event" {
		cost += s.eventCostIncrease()
		if l := s.discount(s.Owner(id), ModEventDiscount); l != nil {
			cost -= l.N
		}
		cost -= s.eventReduction(s.Owner(id))
	}
	if s.Cards[id].Zone == ZHand {
		cost += s.handCostIncrease(s.Owner(id)) // handcost.go
	}
	return max(0, cost)
}

// discount is the oldest player-wide cost reduction of a kind for p.
func (s *State) discount(p int, kind string) *engine.Lasting {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == kind && l.Player == p && len(l.Cards) == 0 {
			return l
		}
	}
	return nil
}

// useDiscount spends a "the next one costs less" reduction.
func (s *State) useDiscount(p int, kind string) {
	if l := s.discount(p, kind); l != nil {
		seq := l.Seq
		s.Effects.List = slices.DeleteFunc(s.Effects.List, func(e engine.Lasting) bool { return e.Seq == seq })
	}
}

// canUse reports whether p may use a card's ability where the card is:
// the ability's own zones if it names them, else in play under p's
// control (events: in p's hand). Whether p may play events now is among
// the restrictions canInitiate checks.
func (s *State) canUse(p, id int, a *Ability) bool {
	c := &s.Cards[id]
	if len(a.From) > 0 {
		return int(c.Owner) == p && slices.Contains(a.From, c.Zone) && (c.Zone != ZProvince || !c.Facedown)
	}
	if a.Gained && c.Zone == ZAttached {
		return s.Controller(int(c.Parent)) == p
	}
	if s.anyPlayerMay(id, a) {
		return true // Kujira's Hireling
	}
	return s.usableFrom(p, id)
}

// respond lists p's abilities that answer an event at a timing, into the
// memory decisions' options share (the list may become a window's).
func (s *State) respond(seq *engine.Frame, p int, t string) []engine.Answer {
	forced := t == engine.ForcedInterrupt || t == engine.ForcedReaction
	bit := timingBit(t)
	if s.unanswerable(seq.Ev.Kind, bit) {
		return nil
	}
	out := s.OptionList(2)
	var indexed []int
	var keywords bool
	if s.ix.byTrigger != nil {
		tr := s.triggerOf(seq.Ev.Kind)
		if tr.timings&bit != 0 {
			indexed = tr.cards
		}
		keywords = tr.keywords&bit != 0
	} else {
		indexed, keywords = s.ix.withTriggered, keywordsAnswer(seq.Ev.Kind, bit)
	}
	asIf := s.anyLasting(ModAsIfInHand)
	for _, id := range s.candidates(indexed, keywords) {
		c := &s.Cards[id]
		if !s.mayAnswerFrom(p, id, asIf) {
			continue
		}
		if forced && !s.inPlay(id) {
			continue
		}
		if textOf(s, id) == nil && !s.inPlay(id) {
			continue // only a card in play has keyword abilities
		}
		var buf [8]int
		for _, i := range s.abilitiesFor(buf[:0], id, keywords) {
			a := s.ability(id, i)
			if !triggers(a.On, seq.Ev.Kind) || timingOf(a) != t || (!forced && !s.canUse(p, id, a)) {
				continue
			}
			owner := p
			if forced {
				owner = int(c.Controller)
			}
			cost := 0
			if s.inHand(p, id) && s.def(id).Type == "event" {
				cost = s.fateCost(id)
			}
			if s.couldInitiate(owner, id, i, a, cost, seq.Ev, seq) {
				out = append(out, engine.Answer{Verb: "trigger", Cards: engine.One(id), N: i + 1})
			}
		}
	}
	return out
}

// mayAnswerFrom rules out, cheaply, a card no ability of which p could
// use where it is: in a deck or out of the game (unless p may play it as
// if from hand), or in another player's hand. asIf says whether any card
// may be played as if from hand (anyLasting(ModAsIfInHand)): a caller
// asking of many cards asks it once.
func (s *State) mayAnswerFrom(p, id int, asIf bool) bool {
	switch c := &s.Cards[id]; c.Zone {
	case ZConflictDeck, ZDynastyDeck, ZRemoved, ZNone, ZBeingPlayed:
		return asIf && s.inHand(p, id)
	case ZHand:
		return int(c.Owner) == p
	}
	return true
}

// candidates are the cards that may hold an ability for a window: those
// whose text has one (indexed), those that gained one, and, where a
// keyword ability may answer (pride, after a conflict's result), the
// characters in the conflict.
func (s *State) candidates(indexed []int, keywords bool) []int {
	out := indexed
	extra := false
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModGainAbility {
			if !extra {
				out, extra = append([]int(nil), indexed...), true
			}
			out = append(out, l.Cards...)
		}
	}
	if keywords && s.Conf.Active {
		if !extra {
			out, extra = append([]int(nil), indexed...), true
		}
		for p := range s.P {
			out = append(out, s.Participants(p)...)
		}
	}
	if extra { // a card may be listed twice: once is enough
		slices.Sort(out)
		out = slices.Compact(out)
	}
	return out
}

// triggers reports whether an ability's On ("a" or "a|b") names a kind.
func triggers(on, kind string) bool {
	if on == kind {
		return true
	}
	for on != "" {
		k, rest, _ := strings.Cut(on, "|")
		if k == kind {
			return true
		}
		on = rest
	}
	return false
}

// unanswerable reports that no ability answers a condition at the
// timings given (timingBit values): no card's text has one, and neither
// a keyword ability (only after a conflict's result) nor a gained one
// can.
func (s *State) unanswerable(kind string, timings uint8) bool {
	if s.ix.byTrigger == nil {
		return false
	}
	tr := s.triggerOf(kind)
	return (tr.timings|tr.keywords)&timings == 0 && !s.anyLasting(ModGainAbility)
}

// keywordsAnswer reports whether a keyword ability (pride, after a
// conflict's result) answers a condition at one of the timings given.
func keywordsAnswer(kind string, timings uint8) bool {
	for _, k := range keywordTriggers {
		if k.timing&timings != 0 && k.kind == kind {
			return true
		}
	}
	return false
}

// keywordTriggers are the conditions keyword abilities answer, and when.
var keywordTriggers = func() (out []keywordTrigger) {
	for _, ka := range keywordAbilities {
		for _, kind := range strings.Split(ka.On, "|") {
			out = append(out, keywordTrigger{kind, timingBit(timingOf(ka.Ability))})
		}
	}
	return out
}()

type keywordTrigger struct {
	kind   string
	timing uint8 // timingBit
}

// triggerOf looks a condition up in byTrigger, remembering the last one:
// a sequence asks about one condition at each of its timings, for each
// player.
func (s *State) triggerOf(kind string) *triggerIndex {
	if kind != s.lastTrigger.kind || s.lastTrigger.at == nil {
		s.lastTrigger.kind, s.lastTrigger.at = kind, s.ix.byTrigger[kind]
		if s.lastTrigger.at == nil {
			s.lastTrigger.at = &noTrigger
		}
	}
	return s.lastTrigger.at
}

var noTrigger triggerIndex // a condition no card answers

// triggerIndex is one triggering condition's entry in State.byTrigger.
type triggerIndex struct {
	cards   []int
	timings uint8 // timingBit of each timing the cards' abilities use
	// keywords: the timings at which a keyword ability answers (pride,
	// after a conflict's result), whichever characters have it.
	keywords uint8
}

// The timings' bits in triggerIndex.timings, and all of them.
const (
	bitWouldInterrupt uint8 = 1 << iota
	bitForcedInterrupt
	bitInterrupt
	bitForcedReaction
	bitReaction
	allTimings = bitWouldInterrupt | bitForcedInterrupt | bitInterrupt | bitForcedReaction | bitReaction
)

// timingBit is a timing's bit in triggerIndex.timings.
func timingBit(t string) uint8 {
	switch t {
	case engine.WouldInterrupt:
		return bitWouldInterrupt
	case engine.ForcedInterrupt:
		return bitForcedInterrupt
	case engine.Interrupt:
		return bitInterrupt
	case engine.ForcedReaction:
		return bitForcedReaction
	case engine.Reaction:
		return bitReaction
	}
	return 0
}

func timingOf(a *Ability) string {
	switch a.Timing {
	case Reaction:
		return engine.Reaction
	case ForcedReaction:
		return engine.ForcedReaction
	case ForcedInterrupt:
		return engine.ForcedInterrupt
	case Interrupt:
		if a.Would {
			return engine.WouldInterrupt
		}
		return engine.Interrupt
	}
	return ""
}

// fire starts a response's resolution.
func (s *State) fire(seq *engine.Frame, p int, a engine.Answer, t string) error {
	if len(a.Cards) != 1 || a.N < 1 {
		return fmt.Errorf("trigger names one card")
	}
	id, i := a.Cards[0], a.N-1
	ab := s.ability(id, i)
	if ab == nil {
		return fmt.Errorf("%s has no such ability", s.Describe(id))
	}
	owner := p
	if t == engine.ForcedInterrupt || t == engine.ForcedReaction {
		owner = s.Controller(id)
	}
	played := s.inHand(p, id) && s.def(id).Type == "event"
	s.PushEvent(engine.Frame{Kind: kAbility, Player: owner, Card: id, Index: i, At: s.stackIndex(seq), Labels: abilityLabels(played)}, *seq.Ev)
	return nil
}

func (s *State) stackIndex(f *engine.Frame) int {
	return slices.Index(s.Stack, f)
}

// emit pushes the sequence of a triggering condition; Apply makes it
// happen between its interrupts and its reactions.
//
// A notice (a condition that changes nothing when it happens: see
// happens) that no ability in the game could answer is not pushed: its
// sequence would end in its first step, having changed nothing but the
// result it leaves its parent, that it was not cancelled.
func (s *State) emit(ev engine.Event) {
	if ev.Kind == EvPlayed {
		s.recordPlay(ev)
	}
	if !happens(ev.Kind) && s.unanswerable(ev.Kind, allTimings) {
		if top := s.Top(); top != nil {
			top.Result = 1
		}
		return
	}
	// The frame owns the event: abilities answering it copy it (fire),
	// and windows and contexts find it through the frame's place.
	s.PushEvent(engine.Frame{Kind: kEvent, Player: ev.Player}, ev)
}

// emitAll pushes several conditions so that they resolve in order.
func (s *State) emitAll(evs []engine.Event) {
	for i := len(evs) - 1; i >= 0; i-- {
		s.emit(evs[i])
	}
}

// happens reports whether a condition of this kind changes the game when
// it happens (apply); the others are notices ("a card was played", "the
// phase begins") that only abilities answer.
func happens(kind string) bool {
	switch kind {
	case EvBow, EvReady, EvHonor, EvDishonor, EvLeavePlay, EvRemoveFate, EvPlaceFate, EvSendHome, EvMoveToConflict,
		EvPutIntoPlay, EvBreak, EvPassToken, EvClaimRing, EvUnopposedHonor, EvReturnRing, EvLastHonor:
		return true
	}
	return false
}

// possible narrows a condition to the cards it can change as it begins,
// and reports whether any is left: a character already honored cannot
// become honored, nor a dishonored one dishonored (RR "Personal Honor"),
// so no "is honored" condition occurs for it and nothing answers one. A
// game action narrowed so has not resolved in full (its "then" waits in
// vain).
func (s *State) possible(ev *engine.Event) bool {
	var already int8
	switch ev.Kind {
	case EvHonor:
		already = Honored
	case EvDishonor:
		already = Dishonored
	default:
		return true
	}
	kept := ev.Cards[:0:0] // a new list: event lists may be shared
	for _, c := range ev.Cards {
		if c < 0 || s.Cards[c].Status != already {
			kept = append(kept, c)
		}
	}
	if len(kept) == len(ev.Cards) {
		return true
	}
	s.fellShort(ev)
	ev.Cards = kept
	return len(kept) > 0
}

// rememberLeaving keeps, for the reactions to a card leaving play, who
// controlled it ("a character you control leaves play").
func (s *State) rememberLeaving(ev *engine.Event, c int) { ev.N = int(s.Cards[c].Controller) }

// apply makes a triggering condition happen (the middle of its sequence).
func (s *State) apply(f *engine.Frame) {
	ev := f.Ev
	if r := ev.Instead; r != nil {
		// A replacement resolves in its place; the condition still counts
		// as having occurred, so its reactions follow as usual.
		if ev.Kind == EvLeavePlay && len(ev.Cards) > 0 && ev.Cards[0] >= 0 {
			s.rememberLeaving(ev, ev.Cards[0]) // it still counts as leaving play
		}
		x := s.ctx(r.Player, r.Card, r.Index)
		x.Targets, x.Ev, x.seq = r.Cards, ev, f
		s.Say(s.Title(r.Card), " resolves instead")
		s.ability(r.Card, r.Index).Instead(x)
		s.flush(x)
		if !x.redirected {
			if perCard[ev.Kind] {
				s.fellShort(ev) // prevented: it did not resolve in full
			}
			return
		}
	}
	if !happens(ev.Kind) {
		return // a notice: nothing to do but be answered
	}
	act := func(kind string, c int) bool {
		return s.inPlay(c) && !s.cannot(Act{kind, c, ev.Player, ev.Source})
	}
	changed := 0 // cards the condition changed, out of those it names
	defer func() {
		if changed < len(ev.Cards) && perCard[ev.Kind] {
			s.fellShort(ev)
		}
	}()
	for _, c := range ev.Cards {
		if c < 0 {
			changed++
			continue // e.g. no winner of a tied duel
		}
		card := &s.Cards[c]
		switch ev.Kind {
		case EvBow:
			if act(EvBow, c) && !card.Bowed {
				card.Bowed = true
				changed++
				s.logCard(c, ev.Source, "bows")
			}
		case EvReady:
			if act(EvReady, c) && card.Bowed {
				card.Bowed = false
				changed++
				s.logCard(c, ev.Source, "readies")
			}
		case EvHonor:
			if act(EvHonor, c) && card.Status != Honored {
				card.Status++
				changed++
				s.logCard(c, ev.Source, "is honored")
			}
		case EvDishonor:
			if act(EvDishonor, c) && card.Status != Dishonored {
				card.Status--
				changed++
				s.logCard(c, ev.Source, "is dishonored")
			}
		case EvLeavePlay:
			if act("discard", c) {
				s.rememberLeaving(ev, c)
				by, why := s.leaveCause(ev, c)
				s.refillHeld = ev.M == leaveHoldRefill // RR-REFILL-3
				s.leavePlay(c, ev.Label, by, why)
				s.refillHeld = false
				changed++
			}
		case EvRemoveFate:
			if act(EvRemoveFate, c) && card.Fate > 0 {
				n := min(int(card.Fate), ev.N)
				card.Fate -= int32(n)
				changed++
				if !s.Quiet && ev.Label != fatePhaseFate { // the fate phase says it once for all
					s.logCard(c, ev.Source, "loses "+strconv.Itoa(n)+" fate")
				}
			}
		case EvPlaceFate:
			if s.inPlay(c) {
				card.Fate += int32(ev.N)
				changed++
				if !s.Quiet && ev.N > 0 {
					s.logCard(c, ev.Source, "gains "+strconv.Itoa(ev.N)+" fate")
				}
			}
		case EvSendHome:
			if act("move-home", c) && card.InConflict {
				card.InConflict = false
				changed++
				s.logCard(c, ev.Source, "is sent home")
			}
		case EvMoveToConflict:
			if act("move-conflict", c) && s.Conf.Active && !card.InConflict && s.canParticipate(c, s.Conf.Defender == int(card.Controller)) &&
				!s.HasRestriction(int(card.Controller), ModNoMoveIn) && !s.HasRestriction(int(card.Controller), ModNoMoveToConflict) {
				card.InConflict = true
				changed++
				s.logCard(c, ev.Source, "moves into the conflict")
			}
		}
	}
	switch ev.Kind {
	case EvPutIntoPlay:
		s.putIntoPlayWith(ev.Cards[0], ev.Player, ev.N == 1, ev.Label)
	case EvBreak:
		s.breakProvince(ev.Cards[0], ev.Player)
	case EvPassToken:
		s.First = s.Next(ev.Player) // to the player on the left
		s.Say(s.Names[s.First], " becomes the first player")
	case EvUnopposedHonor:
		s.effectLoseHonor(ev.Player, ev.N, -1) // lasthonor.go
	case EvLastHonor:
		s.applyLastHonor(ev)
	case EvClaimRing:
		s.Rings[ev.N].Claimed = ev.Player
		s.sideOnClaim(ev.N)
		s.Say(s.Names[ev.Player], " claims the ", RingNames[ev.N], " ring")
	case EvReturnRing:
		s.returnRing(ev)
	}
}

// perCard are the game actions on cards whose every card must change for
// the action to have resolved in full.
var perCard = map[string]bool{EvBow: true, EvReady: true, EvHonor: true, EvDishonor: true, EvLeavePlay: true,
	EvRemoveFate: true, EvPlaceFate: true, EvSendHome: true, EvMoveToConflict: true}

// fellShort records that a game action an ability took was cancelled,
// prevented or did not change every card it named: the ability's "then"
// part, waiting below on the stack, will not resolve; or, if the action
// paid one of its costs, the ability ends unresolved (RR-COST-3).
func (s *State) fellShort(ev *engine.Event) {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if f := s.Stack[i]; f.Card == ev.Source && (f.Kind == kThen || f.Kind == kAbility && f.Stage == costsPaid) {
			f.Out = 1
			return
		}
	}
}

// costsPaid is the stage of an ability frame whose costs are resolving
// above it, game actions with their own windows; effectsNext, of one
// whose effects come next, once the reactions to its being played are
// over.
const (
	costsPaid   = 98
	effectsNext = 97
)

// initiated marks an ability whose effect fails to resolve for want of
// targets or an opponent, after its costs: it was still used, and a card
// still played (RR-QA-LET-GO).
func (s *State) initiated(f *engine.Frame, x *Ctx, a *Ability, play bool) {
	if f.Turn != 0 {
		return // resolved a second time: used and played once
	}
	s.countUse(x, a)
	if play {
		s.eventPlayed(f)
	}
}

// eventPlayed is the condition of an event card being played, which its
// ability frame f plays (reactions to "plays a card" answer it).
func (s *State) eventPlayed(f *engine.Frame) {
	s.emit(engine.Event{Kind: EvPlayed, Player: f.Player, Cards: engine.One(f.Card), Label: "event"})
}

// thenFrame resolves an ability's "then" part if the part before it
// resolved in full.
func thenFrame(s *State, f *engine.Frame) engine.Status {
	if f.Out == 0 {
		x := s.frameCtx(f)
		a := s.ability(f.Card, f.Index)
		if a.Then != nil {
			a.Then(x)
		}
		if a.Pick != nil && a.Pick.AsThen {
			pk := s.PushCopy(f)
			pk.Kind, pk.Stage = kPick, 0
		}
		s.flush(x)
	}
	return engine.Done
}

// resolveAbility is the ability frame: costs, targets, initiation (where
// cancels answer), effect, and for a played event its discard and the
// reactions to its being played.
func resolveAbility(s *State, f *engine.Frame) engine.Status {
	a := s.ability(f.Card, f.Index)
	x := s.frameCtx(f)
	play := f.Labels[0] == "play"
	// A stage that asks nothing and changes nothing goes on to the next in
	// the same step: state checks between would find nothing new.
	switch f.Stage {
	case 0, playAnnounced: // a cost that needs a card chosen
		if f.Stage == 0 && play && f.Turn == 0 && !s.unanswerable(EvPlayingEvent, allTimings) {
			f.Stage = playAnnounced // interrupts to its being played come first (eventplaying.go)
			s.emit(engine.Event{Kind: EvPlayingEvent, Player: f.Player, Source: f.Card, Cards: engine.One(f.Card)})
			if s.Top() != f {
				return engine.Again
			}
		}
		f.Stage = 1
		for _, c := range a.Costs {
			if c.Choices != nil {
				s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "cost", Prompt: c.Text,
					Options: s.chooseCards(c.Choices(x))})
				return engine.Again
			}
			if c.ClaimedRings {
				s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "cost", Prompt: c.Text, Options: s.chooseLabels(s.claimedRingSets(f.Player)...)})
				return engine.Again
			}
			if c.Ring {
				var names []string
				for _, r := range s.unclaimedRings() {
					names = append(names, RingNames[r])
				}
				s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "cost", Prompt: c.Text, Options: s.chooseLabels(names...)})
				return engine.Again
			}
		}
		fallthrough
	case 1, supportPaid: // pay the costs, all at once
		if play && f.Stage == 1 && !s.payCost(f, f.Player, f.Card, s.fateCost(f.Card), supportPaid) {
			return engine.Again | engine.Unchanged // the others help first
		}
		if play && f.Stage == supportPaid && f.Result == 0 {
			return engine.Done // the help fell short: the event stays in hand
		}
		if play {
			s.useDiscount(f.Player, ModEventDiscount)
			s.useNextDiscount(f.Player, "event")
			s.countLimited(f.Player, f.Card)
			s.Say(s.Names[f.Player], " plays ", s.Title(f.Card))
		} else {
			s.Say(s.Names[f.Player], " uses ", s.Title(f.Card))
		}
		for _, c := range a.Costs {
			c.Pay(x, x.Chosen)
		}
		s.flush(x) // costs that are game actions, each with its interrupts and reactions
		f.Stage = costsPaid
		return engine.Again
	case costsPaid:
		if f.Out != 0 {
			// A cost was prevented (RR-COST-3): what could be paid is
			// paid, and initiation ends there. The ability was not used
			// (RR-QA-REPRIEVE), and a card being played stays unplayed
			// where it was.
			s.Say("a cost of ", s.Title(f.Card), " is not paid: it does not resolve")
			s.refillProvinces() // a holding sacrificed for it leaves its province empty till now (RR-REFILL-3)
			return engine.Done
		}
		if play {
			// An event stays where it was played from until its costs are
			// paid (RR Appendix IV, Test of Skill): a failed payment
			// leaves it there, in hand or on top of a deck.
			s.place(f.Card, ZBeingPlayed, f.Player, 0, false)
			s.Cards[f.Card].Controller = int8(f.Player)
		}
		f.Stage = 2
		fallthrough
	case 2, targetingAnnounced: // choose the opponent it is against, then targets
		if a.Against != nil && x.against == 0 {
			switch qs := s.opponentsFor(x, a); len(qs) {
			case 0:
				f.Stage = 5 // no opponent left it could be against: the effect fails to resolve
				s.initiated(f, x, a, play)
				return engine.Again
			case 1:
				setAgainst(f, qs[0])
				x.against = qs[0] + 1
			default:
				s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "opponent", Prompt: "choose an opponent: " + s.seatList(qs),
					Options: s.chooseLabels(playerKeys(qs)...)})
				return engine.Again
			}
		}
		if a.Target != nil && s.announceTargeting(f) { // targetsby.go
			return engine.Again
		}
		f.Stage = 3
		if a.Target != nil {
			ts := s.targets(x, a.Target)
			n, least := a.Target.count(), a.Target.least()
			switch {
			case len(ts) < least || n > 1 && a.Target.Valid != nil && !s.validChoice(x, a.Target, ts, n):
				f.Stage = 5 // not enough left to choose: the effect fails to resolve
				s.initiated(f, x, a, play)
			case n == 1:
				s.Ask(engine.Decision{Players: engine.One(targetChooser(f)), Kind: "target", Prompt: a.Target.Prompt, Options: s.chooseCards(ts)})
			default:
				s.Ask(engine.Decision{Players: engine.One(targetChooser(f)), Kind: "target", Prompt: a.Target.Prompt, Open: chooseVerb, Among: ts, Min: least, Max: min(n, len(ts))})
			}
			return engine.Again
		}
		fallthrough
	case 3: // the effects would initiate: cancels may answer
		// The targets are chosen: whoever chose them (targetsby.go) is forgotten.
		f.Stage, f.Passes = 4, 0
		if f.Turn == 0 { // from here it counts as used, even if cancelled; not again when resolved twice
			s.countUse(x, a)
		}
		typ := s.def(f.Card).Type
		s.emit(engine.Event{Kind: EvInitiate, Player: f.Player, Source: f.Card, Cards: f.Cards, Label: typ, N: int(a.Timing)})
		if s.Top() != f {
			return engine.Again // its sequence runs first (the use counted changed the state)
		}
		fallthrough
	case 4:
		f.Stage = effectsNext
		if f.Result == 0 {
			s.Say("the effects of ", s.Title(f.Card), " are cancelled")
			f.Stage = 5 // done, and (7) resolved
		}
		if play && f.Turn == 0 {
			// Played from step 6 on, cancelled or not: the reactions to
			// its being played come before its effects (RR-QA-LET-GO).
			s.eventPlayed(f)
			if s.Top() != f {
				return engine.Again
			}
		}
		if f.Stage == 5 {
			return engine.Again
		}
		fallthrough
	case effectsNext:
		f.Stage = 7
		if a.Then != nil || (a.Pick != nil && a.Pick.AsThen) { // below everything the effect starts, so it runs last
			t := s.PushCopy(f)
			t.Kind, t.Stage, t.Out = kThen, 0, 0
		}
		if a.Effect != nil {
			a.Effect(x)
		}
		if a.Instead != nil && x.seq != nil && x.seq.Ev != nil {
			x.seq.Ev.Instead = &engine.Replacement{Player: f.Player, Card: f.Card, Index: f.Index, Cards: slices.Clone(f.Cards)}
		}
		// The effect's own actions resolve first, then its selection, then
		// a card picked by it, then a duel.
		if a.Pick != nil && a.Pick.AfterDuel { // below the duel: picked once it is over
			pk := s.PushCopy(f)
			pk.Kind, pk.Stage = kPick, 0
		}
		if a.Select != nil && a.Select.AfterDuel { // below the duel: made once it is over
			s.pushSelect(f, x, a.Select)
		}
		if a.Duel != nil {
			d := s.PushCopy(f)
			d.Kind, d.Stage = kDuel, 0
		}
		pickNow := a.Pick != nil && !a.Pick.AfterDuel && !a.Pick.AsThen
		if pickNow && !a.Pick.SelectAfter {
			pk := s.PushCopy(f)
			pk.Kind, pk.Stage = kPick, 0
		}
		if a.Select != nil && !a.Select.AfterDuel {
			s.pushSelect(f, x, a.Select)
		}
		if pickNow && a.Pick.SelectAfter { // above the selection: picked first
			pk := s.PushCopy(f)
			pk.Kind, pk.Stage = kPick, 0
		}
		s.flush(x)
		return engine.Again
	}
	// Resolving it again is the effect's own choice: an effect cancelled,
	// or one that could not resolve (stage 5), asks nothing.
	if a.Twice != nil && f.Stage == 7 && f.Turn == 0 && (a.Twice.CanPay == nil || a.Twice.CanPay(x)) &&
		(a.Target == nil || s.hasTargets(x, a.Target, a.Target.least())) {
		f.Stage = 6
		s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "resolve-twice", Prompt: a.Twice.Text + " to resolve it again?", Options: s.chooseLabels(yesNo...)})
		return engine.Again
	}
	if play && (f.Stage == 7 || f.Stage == 6) { // its effects resolved (6: not twice): a notice (resolveagain.go)
		s.emit(engine.Event{Kind: EvEventResolved, Player: f.Player, Source: f.Card, N: f.Index, Cards: slices.Clone(f.Cards)})
	}
	moved := s.moved
	s.refillProvinces() // a province emptied by the ability refills now
	if play && s.Cards[f.Card].Zone == ZBeingPlayed {
		s.eventResolved(f.Card)
	}
	if s.moved == moved { // no card moved: nothing changed
		return engine.Done | engine.Unchanged
	}
	return engine.Done
}

// frameCtx rebuilds an ability's context from its frame.
//
// A frame resolved over several steps asks for its context at each; the
// one made for it last is made anew in place, as nothing keeps a context
// beyond the step that uses it (flush hands on what it queued). The same
// frame does not ask twice while its context is still in use.
func (s *State) frameCtx(f *engine.Frame) *Ctx {
	m := &s.lastCtx
	if m.f != f {
		m.f, m.x = f, s.slabs.contexts.Next()
	}
	x := m.x
	*x = Ctx{S: s, P: f.Player, Self: f.Card, Index: f.Index, Targets: f.Cards, Chosen: f.N - 1, Ev: f.Ev}
	if len(f.Labels) > 1 {
		x.Label = f.Labels[1]
	}
	if len(f.Labels) > 2 {
		x.First = f.Labels[2]
	}
	if len(f.Labels) > 3 {
		q, _ := SeatOfKey(f.Labels[3], len(s.P))
		x.against = q + 1
	}
	if f.At > 0 && f.At < len(s.Stack) {
		x.seq = s.Stack[f.At]
	}
	return x
}

// setAgainst records on an ability's frame the opponent it is against
// (Ability.Against), as its fourth label: the frames that follow from it
// (a selection, a pick, a duel) copy its labels and so know it too.
func setAgainst(f *engine.Frame, q int) {
	l := make([]string, 4)
	copy(l, f.Labels) // its own: frames share their lists
	l[3] = PlayerKey(q)
	f.Labels = l
}

// playerKeys names seats for a choice among them.
func playerKeys(seats []int) []string {
	out := make([]string, len(seats))
	for i, q := range seats {
		out[i] = PlayerKey(q)
	}
	return out
}

// seatList names seats for a prompt: "player2 (Kaede), player3 (Bob)".
func (s *State) seatList(seats []int) string {
	parts := make([]string, len(seats))
	for i, q := range seats {
		parts[i] = PlayerKey(q) + " (" + s.Names[q] + ")"
	}
	return strings.Join(parts, ", ")
}

// flush pushes what an effect queued: its game actions, in order, then
// the frames it asked to follow them.
func (s *State) flush(x *Ctx) {
	for i := len(x.then) - 1; i >= 0; i-- {
		s.PushFrame(x.then[i])
	}
	s.emitAll(x.acts)
	x.acts, x.then = nil, nil
}

func answerAbility(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if f.Stage == 2 { // the opponent it is against
		x := s.frameCtx(f)
		q, ok := SeatOfKey(a.Labels[0], len(s.P))
		if !ok || !slices.Contains(s.opponentsFor(x, s.ability(f.Card, f.Index)), q) {
			return fmt.Errorf("%s is not an opponent this can be used against", a.Labels[0])
		}
		setAgainst(f, q)
		return nil
	}
	if f.Stage == 6 { // resolve it twice?
		if a.Labels[0] == "yes" {
			if pay := s.ability(f.Card, f.Index).Twice.Pay; pay != nil {
				x := s.frameCtx(f)
				pay(x, -1)
				s.flush(x) // a cost that is a game action (A Legion of One's fate removed)
			}
			f.Turn, f.Stage = 1, 2 // choose targets again; the costs are not paid again
		}
		return nil
	}
	if f.Stage == 3 { // targets: one listed card, or a free selection of several
		t, x := s.ability(f.Card, f.Index).Target, s.frameCtx(f)
		eligible := func(id int) bool {
			return id >= 0 && id < len(s.Cards) && t.where(s, id) && s.targetable(x, t, id)
		}
		if err := s.checkChoice(a.Cards, t.least(), t.count(), eligible); err != nil {
			return err
		}
		if t.Valid != nil {
			if err := t.Valid(x, a.Cards); err != nil {
				return err
			}
		}
		if err := s.mustTargetMissing(x, t, a.Cards); err != nil {
			return err
		}
		f.Cards = append([]int(nil), a.Cards...)
		return nil
	}
	if len(a.Labels) == 1 && s.asksRingSet(f) { // rings chosen to pay a cost
		set, err := s.ringSet(f.Player, a.Labels[0])
		if err != nil {
			return err
		}
		f.N = set + 1
		return nil
	}
	if len(a.Labels) == 1 { // a ring chosen to pay a cost
		f.N = slices.Index(RingNames[:], a.Labels[0]) + 1
		return nil
	}
	f.N = a.Cards[0] + 1 // the card chosen to pay a cost
	return nil
}

// checkSelection checks a free selection of cards: between min and max
// different cards, each among those allowed.
func (s *State) checkSelection(cards, among []int, min, max int) error {
	return s.checkChoice(cards, min, max, func(id int) bool { return contains(among, id) })
}

// checkChoice checks a selection against a rule for each card instead of
// a list (a target is checked without listing every eligible one).
func (s *State) checkChoice(cards []int, min, max int, allowed func(id int) bool) error {
	if len(cards) < min || len(cards) > max {
		if min == max {
			return fmt.Errorf("choose %d cards", min)
		}
		return fmt.Errorf("choose %d to %d cards", min, max)
	}
	if dup(cards) {
		return errBadSelection
	}
	for _, id := range cards {
		if !allowed(id) {
			return errNotAmong(s, id)
		}
	}
	return nil
}

// pickable lists the cards a Pick offers that may be chosen: a card
// chosen while an effect resolves is its target (RR "Target": "choose"),
// whoever chooses it, so what cannot be the target of the ability's
// controller's card (Above Question) is left out.
func (s *State) pickable(x *Ctx, pk *Pick) []int {
	from := pk.From(x)
	if slices.ContainsFunc(from, func(id int) bool { return s.cannot(Act{ActTarget, id, x.P, x.Self}) }) {
		from = slices.DeleteFunc(slices.Clone(from), func(id int) bool { return s.cannot(Act{ActTarget, id, x.P, x.Self}) })
	}
	return from
}

// resolvePick asks the ability's controller to choose one card of those
// the Pick offers, and applies it.
func resolvePick(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	pk := s.ability(f.Card, f.Index).Pick
	x := s.frameCtx(f)
	from := s.pickable(x, pk)
	n := 1
	if pk.Count != nil {
		n = min(pk.Count(x), len(from))
	}
	if len(from) == 0 || n <= 0 {
		return engine.Done
	}
	by := f.Player
	switch {
	case pk.Who != nil:
		by = pk.Who(x)
	case pk.By == "opponent":
		by = x.Opp()
	}
	d := &engine.Decision{Players: engine.One(by), Kind: "pick", Prompt: pk.Prompt}
	switch {
	case n == 1:
		d.Options = s.chooseCards(from)
	case pk.UpTo:
		d.Options, d.Open, d.Among, d.Min, d.Max = s.chooseCards(from), chooseVerb, from, 1, n
	default:
		d.Open, d.Among, d.Min, d.Max = chooseVerb, from, n, n
	}
	if pk.Optional {
		d.Options = append(d.Options, engine.Pass)
	}
	s.AskDecision(d)
	return engine.Again
}

func answerPick(s *State, f *engine.Frame, p int, a engine.Answer) error {
	pk := s.ability(f.Card, f.Index).Pick
	x := s.frameCtx(f)
	if a.Verb == "pass" {
		f.Stage = 1
		if pk.After != nil {
			pk.After(x)
		}
		return nil
	}
	if len(a.Cards) > 1 || pk.UpTo { // a selection: checked against what may be picked
		from := s.pickable(x, pk)
		n := min(pk.Count(x), len(from))
		least := n
		if pk.UpTo {
			least = 1
		}
		if err := s.checkSelection(a.Cards, from, least, n); err != nil {
			return err
		}
	}
	if pk.Valid != nil {
		if err := pk.Valid(x, a.Cards); err != nil {
			return err
		}
	}
	// A card picked for a duel is its challengee (Kakita Kaezin); the
	// ability's own targets follow it (Civil Discourse's challenger, Defend
	// Your Honor's, chosen as one).
	if below := s.Below(f); below != nil && below.Kind == kDuel && below.Card == f.Card && len(a.Cards) == 1 {
		below.Cards = append([]int{a.Cards[0]}, below.Cards...)
	}
	// A selection made after the pick is about the cards picked.
	if below := s.Below(f); pk.SelectAfter && below != nil && below.Kind == kSelect && below.Card == f.Card {
		below.Cards = slices.Clone(a.Cards)
	}
	f.Stage = 1
	if pk.Ordered != nil {
		pk.Ordered(x, a.Cards)
	}
	for _, id := range a.Cards {
		if pk.Do != nil {
			pk.Do(x, id)
		}
	}
	if pk.After != nil {
		pk.After(x)
	}
	s.flush(x)
	pickAgain(x, pk, f)
	return nil
}

// chooseCards offers one choice per card. Like chooseLabels, it lists
// into the memory decisions' options share (Core.OptionList).
func (s *State) chooseCards(ids []int) []engine.Answer {
	out := s.OptionList(len(ids))
	for _, id := range ids {
		out = append(out, engine.Answer{Verb: "choose", Cards: engine.One(id)})
	}
	return out
}

// chooseLabels offers one choice per label; each answer's labels are a
// capped window on the list given, which nobody writes to.
func (s *State) chooseLabels(labels ...string) []engine.Answer {
	out := s.OptionList(len(labels))
	for i := range labels {
		out = append(out, engine.Answer{Verb: "choose", Labels: labels[i : i+1 : i+1]})
	}
	return out
}

// resolveSelect asks the selecting player (Turn) among the options that
// can change the game state.
// selectOf is the selection a select frame asks: the ability's, or the
// one chained after it (frame Out counts the depth).
func (s *State) selectOf(f *engine.Frame) *Select {
	sel := s.ability(f.Card, f.Index).Select
	for i := 0; i < f.Out && sel != nil; i++ {
		sel = sel.Then
	}
	return sel
}

func resolveSelect(s *State, f *engine.Frame) engine.Status {
	if f.Stage == 0 && s.selectOf(f).EachLoser {
		return s.selectEachLoser(f)
	}
	if f.Stage == 1 {
		return engine.Done
	}
	x := s.frameCtx(f)
	if sel := s.selectOf(f); sel.Who != nil {
		f.Turn = sel.Who(x) // decided now: after a duel, by its result
	}
	var labels []string
	for _, o := range s.selectOf(f).Options {
		if o.Can == nil || o.Can(x) {
			labels = append(labels, o.Label)
		}
	}
	if len(labels) == 0 {
		return engine.Done
	}
	prompt := "select an effect"
	if s.selectOf(f).EachLoser { // one of several losers: which one
		prompt += " for " + s.name(f.Cards[0])
	}
	s.Ask(engine.Decision{Players: engine.One(f.Turn), Kind: "select", Prompt: prompt, Options: s.chooseLabels(labels...)})
	return engine.Again
}

func answerSelect(s *State, f *engine.Frame, p int, a engine.Answer) error {
	x := s.frameCtx(f)
	sel := s.selectOf(f)
	for _, o := range sel.Options {
		if o.Label == a.Labels[0] {
			f.Stage = 1
			x.Label = o.Label
			if !s.Quiet {
				s.Say(s.Names[p], " chooses to ", s.labelWords(o.Label, s.wordingOf(f, -1, "select")))
			}
			if sel.Then != nil { // the next selection, remembering this one
				next := s.PushCopy(f)
				next.Stage, next.Out = 0, f.Out+1
				next.Labels = slices.Clone(f.Labels) // the opponent it is against (setAgainst) stays
				next.Labels = append(next.Labels, make([]string, max(0, 3-len(next.Labels)))...)
				next.Labels[1], next.Labels[2] = "", o.Label
			}
			// A card the effect picks next may depend on the selection.
			if below := s.Below(f); below != nil && below.Kind == kPick && below.Card == f.Card && len(below.Labels) > 1 {
				below.Labels = slices.Clone(below.Labels) // its own: frames share their lists
				below.Labels[1] = o.Label
			}
			o.Do(x)
			s.flush(x)
			return nil
		}
	}
	return fmt.Errorf("no option %q", a.Labels[0])
}

// mayFrame asks a "you may" (yes or no) of the ability's controller.
func mayFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "may", Prompt: s.ability(f.Card, f.Index).Text + "?", Options: s.chooseLabels(yesNo...)})
	return engine.Again
}

func answerMay(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Labels[0] == "yes" {
		x := s.frameCtx(f)
		s.ability(f.Card, f.Index).Yes(x)
		s.flush(x)
	}
	return nil
}
