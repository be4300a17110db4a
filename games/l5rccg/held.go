package l5rccg

import (
	"strconv"

	"tessen/engine"
)

// Held effects: a destruction, a bowing or a gain of Honor about to
// happen, held while the Reactions "before" it are taken (LE-TIMING-1:
// "before" responses come first), which may negate it (LE-NEGATE-1).
// When nobody could react, nothing is held: the effect happens at once.

// kHeld is an effect held for the Reactions before it: Labels[0] says
// what (held…), Cards[0] the card it falls on, Player who causes it (the
// gainer, for a gain), N how (by…) or how much, Card the card whose
// effect it is (-1 for the rules'). Stage heldNegated: negated (Result
// is the engine's, written by each frame that finishes above it).
const kHeld = "held"

// heldNegated is the Stage of a held effect a Reaction negated.
const heldNegated = 2

// What a held effect is.
const (
	heldDestroy  = "destroy"  // a card about to be destroyed
	heldSpare    = "spare"    // a card the battle's resolution is about to destroy: negated, it is spared
	heldBow      = "bow"      // a card about to be bowed by an effect
	heldPenalty  = "penalty"  // a Chi penalty (N) about to be given a card until Labels[1] (Kyuden Toketsu)
	heldGain     = "gain"     // a player about to gain N Honor
	heldProvince = "province" // a Province (N) the battle's resolution is about to destroy: negated, it stands
)

// How a card comes to be destroyed (OnBeforeDestroyed's N).
const (
	ByEffect     = iota // an action's or a trait's effect
	ByRanged            // a Ranged Attack
	ByResolution        // a battle's resolution (LE-4.5)
	ByYu                // Yu (LE-YU-1)
	ByRule              // the rules (a card destroyed for 0 Chi, a Province's attachments …)
)

// ByAction reports a destruction by an action's effect (not a battle's
// resolution, Yu or the rules).
func ByAction(how int) bool { return how == ByEffect || how == ByRanged }

// mayReact reports anyone able to take a Reaction to a trigger now.
func (s *State) mayReact(ev *engine.Event) bool {
	if s.Core.Over || s.reacts&triggerBits[ev.Kind] == 0 {
		return false
	}
	for p := range s.P { // the first Reaction found is enough
		if s.Playing(p) && !s.eachReaction(p, ev, false, func(engine.Answer) bool { return false }) {
			return true
		}
	}
	return false
}

// heldEvent is the trigger a held effect's Reactions answer.
func heldEvent(f *engine.Frame) engine.Event {
	switch f.Labels[0] {
	case heldBow:
		return engine.Event{Kind: OnBeforeBowed, Player: f.Player, Cards: f.Cards, Source: f.Card}
	case heldGain:
		return engine.Event{Kind: OnBeforeGain, Player: f.Player, N: f.N, Source: f.Card}
	case heldProvince:
		return engine.Event{Kind: OnBeforeProvince, Player: f.Player, N: f.N, Source: -1}
	case heldPenalty:
		return engine.Event{Kind: OnBeforePenalty, Player: f.Player, Cards: f.Cards, N: f.N, Source: f.Card}
	}
	return engine.Event{Kind: OnBeforeDestroyed, Player: f.Player, Cards: f.Cards, N: f.N, Source: f.Card}
}

// heldFrame opens the window before the effect, then carries it out
// unless a Reaction negated it.
func heldFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage == 0 {
		f.Stage = 1
		if s.fire(heldEvent(f)) {
			return engine.Again
		}
	}
	what := f.Labels[0]
	if f.Stage == heldNegated {
		switch what {
		case heldGain:
			s.Say("the gain of ", strconv.Itoa(f.N), " Honor is negated")
		case heldSpare:
			s.addEffect(efMark, f.Player, f.Cards, 0, "spared", UntilBattle)
			s.Say("the destruction of ", s.Title(f.Cards[0]), " is negated")
		case heldProvince:
			s.addEffect(efMark, f.Player, []int{s.P[f.Player].Stronghold}, 0, "province-kept", UntilBattle)
			s.Say("the destruction of Province ", strconv.Itoa(f.N), " is negated")
		default:
			s.Say("the ", what, " of ", s.Title(f.Cards[0]), " is negated")
		}
		return engine.Done
	}
	switch what {
	case heldDestroy:
		if s.inPlay(f.Cards[0]) {
			s.destroyHow(f.Cards[0], f.Player, f.N, f.Card)
		}
	case heldBow:
		s.bowedBy(f.Player, f.Card, f.Cards[0])
	case heldPenalty:
		if s.modify(f.Player, f.Card, f.Cards[0], 0, f.N, f.Labels[1]) {
			s.Say(s.Title(f.Cards[0]), " gets ", signed(f.N), "C")
		}
	case heldGain:
		s.applyGain(f.Player, f.N, label(f, 1))
	}
	return engine.Done
}

// held is the effect being held for Reactions, or nil.
func (s *State) held() *engine.Frame {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if s.Stack[i].Kind == kHeld {
			return s.Stack[i]
		}
	}
	return nil
}

// Negate negates the effect the Reaction being taken answers (LE-NEGATE-1).
func (x *Ctx) Negate() {
	if f := x.S.held(); f != nil {
		f.Stage = heldNegated
	}
}

// destroyBy destroys a card in play, by a player's effect (causer; -1
// for the rules') in some way (By…): unless a trait spares it, and after
// the Reactions before it, which may negate it.
func (s *State) destroyBy(causer, source, id, how int) {
	if !s.inPlay(id) {
		return
	}
	if causer >= 0 && s.Cards[id].Zone == ZField && s.hasKeyword(id, "Terrain") { // for the Ring of Water
		s.addEffect(efMark, causer, []int{s.P[causer].Stronghold}, 0, "destroyed-terrain-"+strconv.Itoa(causer), UntilBattle)
	}
	if s.spared(causer, id, how) {
		s.Say(s.Title(id), " is not destroyed")
		return
	}
	ev := engine.Event{Kind: OnBeforeDestroyed, Player: causer, Cards: engine.One(id), N: how, Source: source}
	if !s.mayReact(&ev) {
		s.destroyHow(id, causer, how, source)
		return
	}
	s.Push(engine.Frame{Kind: kHeld, Player: causer, Card: source, Cards: engine.One(id), N: how, Labels: []string{heldDestroy}})
}

// spared reports a trait negating a card's destruction (Text.Spared on
// the card, Text.SparesOther on the Terrains and Formations in play).
func (s *State) spared(causer, id, how int) bool {
	if t := s.text(id); t != nil && t.Spared != nil && t.Spared(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}, causer, how) {
		return true
	}
	found := false
	s.fieldCards(func(p, f int, t *Text) {
		if !found && t.SparesOther != nil && f != id {
			found = t.SparesOther(&Ctx{S: s, P: p, Self: f}, id, causer, how)
		}
	})
	return found
}

// spareResolution holds each card the battle's resolution is about to
// destroy for the Reactions before its destruction; those negated are
// spared by resolveBattle (LE-4.5). It reports whether any was held.
func (s *State) spareResolution(victims []int) bool {
	held := false
	for i := len(victims) - 1; i >= 0; i-- { // pushed in reverse: asked in order
		id := victims[i]
		if s.spared(-1, id, ByResolution) {
			s.addEffect(efMark, -1, []int{id}, 0, "spared", UntilBattle)
			continue
		}
		ev := engine.Event{Kind: OnBeforeDestroyed, Player: -1, Cards: engine.One(id), N: ByResolution, Source: -1}
		if s.mayReact(&ev) {
			s.Push(engine.Frame{Kind: kHeld, Player: -1, Card: -1, Cards: engine.One(id), N: ByResolution, Labels: []string{heldSpare}})
			held = true
		}
	}
	return held
}

// spareProvince holds the Province the battle's resolution is about to
// destroy, by the totals counted, for the Reactions before it; it
// reports whether it was held.
func (s *State) spareProvince(prov int) bool {
	r, def := s.Last, s.Attack.Defender
	strength := s.Strength(def, prov)
	empty := len(s.army(prov, false)) == 0
	if !(empty && r.AttackerForce > strength || !empty && r.AttackerForce > r.DefenderForce+strength && len(s.army(prov, true)) > 0) {
		return false
	}
	ev := engine.Event{Kind: OnBeforeProvince, Player: def, N: prov, Source: -1}
	if !s.mayReact(&ev) {
		return false
	}
	s.Push(engine.Frame{Kind: kHeld, Player: def, Card: -1, N: prov, Labels: []string{heldProvince}})
	return true
}

// bowBy bows a card by a player's effect, after the Reactions before it.
func (s *State) bowBy(causer, source, id int) {
	if c := &s.Cards[id]; c.Bowed || !s.inPlay(id) {
		return
	}
	if s.holds&holdsTargetCosts != 0 && s.unbowed(causer, id) {
		s.Say(s.Title(id), " will not bow")
		return
	}
	ev := engine.Event{Kind: OnBeforeBowed, Player: causer, Cards: engine.One(id), Source: source}
	if !s.mayReact(&ev) {
		s.bowedBy(causer, source, id)
		return
	}
	s.Push(engine.Frame{Kind: kHeld, Player: causer, Card: source, Cards: engine.One(id), Labels: []string{heldBow}})
}

// bowedBy bows a card for an effect, then asks the Reactions to its
// bowing.
func (s *State) bowedBy(causer, source, id int) {
	if c := &s.Cards[id]; !c.Bowed && s.inPlay(id) {
		s.bow(id)
		s.fire(engine.Event{Kind: OnBowed, Player: causer, Cards: engine.One(id), Source: source})
	}
}

// bow bows a card in play.
func (s *State) bow(id int) {
	if s.neverBows(id) {
		s.Say(s.Title(id), " will not bow")
		return
	}
	if c := &s.Cards[id]; !c.Bowed && s.inPlay(id) {
		c.Bowed = true
		s.Say(s.Title(id), " bows")
	}
}

// ChangeGain changes the gain of Honor being held for Reactions (never
// below 0).
func (x *Ctx) ChangeGain(n int) {
	if f := x.S.held(); f != nil && f.Labels[0] == heldGain {
		f.N = max(0, f.N+n)
	}
}

// neverBows reports a card that will not bow (Text.NeverBows): no effect
// bows it, nor may it bow to pay a cost.
func (s *State) neverBows(id int) bool {
	t := s.text(id)
	return t != nil && t.NeverBows
}

// unbowed reports a card in play keeping an effect of causer's from
// bowing id (Text.Unbowed).
func (s *State) unbowed(causer, id int) bool {
	for q := range s.P {
		for _, k := range s.P[q].Play {
			if t := s.text(k); t != nil && t.Unbowed != nil && t.Unbowed(&Ctx{S: s, P: q, Self: k}, causer, id) {
				return true
			}
		}
	}
	return false
}
