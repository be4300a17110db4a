package l5rccg

import (
	"slices"

	"tessen/engine"
)

// The vocabulary of what a Reaction answers (LE-REACTION-1): the
// trigger's card and cause, the action announced, targeting or
// resolving, and what a Reaction may do to it (negate it, LE-NEGATE-1;
// redirect its target, LE-REDIRECT-1).

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

// Subject is the card a trigger is about (a Reaction's), or -1.
func (x *Ctx) Subject() int {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return -1
	}
	return x.Ev.Cards[0]
}

// Cause is the action that caused a Reaction's trigger, or nil.
func (x *Ctx) Cause() *Ability {
	if x.Ev == nil {
		return nil
	}
	return x.S.actionOf(x.Ev.Source, x.Ev.N)
}

// CauseIs reports the trigger's action carrying a keyword (Heroic,
// Tactical …), its card's included (LE-ABILITY-4).
func (x *Ctx) CauseIs(k string) bool {
	a := x.Cause()
	return a != nil && slices.Contains(a.kinds(x.S, x.Ev.Source), k)
}

// ActionHas reports the action being taken carrying a keyword (Kiho).
func (x *Ctx) ActionHas(word string) bool { return x.A != nil && x.S.actionWord(x.Self, x.A, word) }

// NegateNextPolitical has the effects of the next Political action
// taken this game negated (Yoritomo Katoa).
func (x *Ctx) NegateNextPolitical() { x.MarkGame("negate-political", UntilGame) }

// ResolvedTiming is the timing of the action whose resolution a Reaction
// answers (OnResolved), or 0.
func (x *Ctx) ResolvedTiming() Timing {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return 0
	}
	if a := x.S.actionOf(x.Ev.Cards[0], x.Ev.N); a != nil {
		return a.Timing
	}
	return 0
}

// ActionBowsItsCard reports the action a Reaction answers having its own
// card bow as a cost.
func (x *Ctx) ActionBowsItsCard() bool {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return false
	}
	a := x.S.actionOf(x.Ev.Cards[0], x.Ev.N)
	return a != nil && a.Bow
}

// NegateEvent negates the effects of the Event about to resolve that the
// Reaction answers (OnBeforeEvent): it is discarded having done nothing.
func (x *Ctx) NegateEvent() {
	for i := len(x.S.Stack) - 1; i >= 0; i-- {
		if f := x.S.Stack[i]; f.Kind == kReveal && f.Stage == 3 && f.Card == x.Subject() {
			f.Labels = []string{negatedAction}
			x.S.Say("the effects of ", x.S.Title(f.Card), " are negated")
			return
		}
	}
}

// AnnouncedBy is the card that makes the action a Reaction to its
// announcement answers: its own card if a Personality or Follower in
// play, else the Personality it is attached to; -1 for none (a Strategy's
// own).
func (x *Ctx) AnnouncedBy() int {
	card := x.Ev.Source
	switch x.Type(card) {
	case "personality", "follower":
		if x.S.inPlay(card) {
			return card
		}
	case "item", "spell":
		if c := x.Card(card); c.Zone == ZAttached {
			return int(c.Parent)
		}
	}
	return -1
}
