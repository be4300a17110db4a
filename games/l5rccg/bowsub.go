package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// BowSubstitute is an attachment's way of paying, instead, a cost of
// bowing a Personality (x.Self: the attachment; x.P: its controller).
type BowSubstitute struct {
	// If: it may pay the cost of bowing person for the action of card
	// (its ability a) now.
	If func(x *Ctx, person, card int, a *Ability) bool
	// Pay pays what it asks for paying instead.
	Pay func(x *Ctx, person, card int)
}

// kBowSub asks whether a card pays a cost of bowing a Personality
// instead (Player; Card: the Personality; Index: the action's card; N:
// its ability).
const kBowSub = "bow-substitute"

// bowPaidMark marks a Personality whose cost of bowing for the action of
// a card under way a substitute paid.
const bowPaidMark = "bow-paid"

// bowPaid reports a Personality whose cost of bowing a substitute paid.
func (s *State) bowPaid(id int) bool {
	return s.holds&(holdsBowSubs|holdsWasp) != 0 && s.marked(id, efMark, bowPaidMark)
}

// costBows lists the Personalities an action's costs bow.
func (s *State) costBows(x *Ctx) []int {
	var out []int
	add := func(id int) {
		if id >= 0 && s.isPersonality(id) && !s.Cards[id].Bowed && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	a, c := x.A, &s.Cards[x.Self]
	if a.Bow {
		add(x.Self)
	}
	if a.BowBearer && c.Zone == ZAttached {
		add(int(c.Parent))
	}
	for i, t := range a.targets() {
		if t.Bow && i < len(x.Targets) {
			add(x.Targets[i])
		}
	}
	return out
}

// bowSubs lists p's attachments that could pay the cost of bowing person
// for the action of card instead.
func (s *State) bowSubs(p, person, card int, a *Ability) []int {
	var out []int
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) != p {
			continue
		}
		if t := s.text(id); t != nil && t.BowSubstitute != nil {
			x := s.borrow(p, id)
			ok := t.BowSubstitute.If(x, person, card, a)
			s.giveBack()
			if ok {
				out = append(out, id)
			}
		}
	}
	return out
}

// offerBowSubs pushes, for each Personality the action's costs bow that a
// card could pay for instead, the question; it reports whether any was.
func (s *State) offerBowSubs(x *Ctx, f *engine.Frame) bool {
	asked := false
	bows := s.costBows(x)
	for i := len(bows) - 1; i >= 0; i-- { // asked in order
		if len(s.bowSubs(f.Player, bows[i], f.Card, x.A)) > 0 {
			s.Push(engine.Frame{Kind: kBowSub, Player: f.Player, Card: bows[i], Index: f.Card, N: f.Index})
			asked = true
		}
	}
	return asked
}

func bowSubFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	subs := s.bowSubs(f.Player, f.Card, f.Index, s.ability(f.Index, f.N))
	if len(subs) == 0 {
		return engine.Done
	}
	opts := []engine.Answer{engine.Pass}
	for _, id := range subs {
		opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: kBowSub, Prompt: "bow " + s.Title(f.Card) + " for the cost, or have another card pay it instead?", Options: opts})
	return engine.Again
}

func answerBowSub(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "pass" && len(a.Cards) == 0 && len(a.Labels) == 0 {
		f.Stage = 1
		return nil
	}
	if len(a.Cards) != 1 || !slices.Contains(s.bowSubs(p, f.Card, f.Index, s.ability(f.Index, f.N)), a.Cards[0]) {
		return fmt.Errorf("choose a card that pays the cost of bowing %s instead, or pass", s.Title(f.Card))
	}
	f.Stage = 1
	id := a.Cards[0]
	s.addEffect(efMark, p, []int{f.Card}, 0, bowPaidMark, untilActionOf(f.Index))
	s.Say(s.Title(id), " pays the cost of bowing ", s.Title(f.Card))
	s.text(id).BowSubstitute.Pay(&Ctx{S: s, P: p, Self: id}, f.Card, f.Index)
	return nil
}

// mahoCaster reports a Spell attached to a Personality whose attachment
// makes his Spell actions Maho (Text.MahoSpells).
func (s *State) mahoCaster(spell int) bool {
	c := &s.Cards[spell]
	if c.Zone != ZAttached {
		return false
	}
	for _, a := range s.Attachments(int(c.Parent)) {
		if t := s.text(a); t != nil && t.MahoSpells {
			return true
		}
	}
	return false
}

// PayGold has the player taking the action pay n Gold now (a cost paid
// instead of another).
func (x *Ctx) PayGold(n int) {
	x.S.Push(engine.Frame{Kind: kPay, Player: x.P, Card: x.Self, N: n})
}

// maskedLabel marks a Personality who may not perform an action of the
// card again this turn (The Trickster's Mask).
func maskedLabel(card int) string { return "masked:" + strconv.Itoa(card) }

// Mask keeps a Personality from performing an action of the card again
// this turn.
func (x *Ctx) Mask(person, card int) {
	x.S.addEffect(efMark, x.P, []int{person}, 0, maskedLabel(card), UntilTurn)
}

// masked reports a card's action its performer may not perform again
// this turn: his own, or his attachment's (performer targets are checked
// as they are chosen).
func (s *State) masked(card int) bool {
	if s.holds&holdsBowSubs == 0 {
		return false
	}
	who := card
	if c := &s.Cards[card]; c.Zone == ZAttached {
		who = int(c.Parent)
	}
	return s.marked(who, efMark, maskedLabel(card))
}

// Production is the most Gold p could produce for one cost now.
func (x *Ctx) Production(p int) int { return x.S.production(p, -1) }

// ActionHasWord reports an action of a card carrying a keyword (its own,
// or its Strategy's or Spell's).
func (x *Ctx) ActionHasWord(card int, a *Ability, k string) bool { return x.S.actionWord(card, a, k) }

func init() {
	AnswerWords(kBowSub, Words{Card: "have %s pay the cost instead", Pass: "bow it for the cost"})
}
