package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// kExtra is an additional Battle action an effect gives a player now
// ("you may take an additional Battle action ..."): one opportunity,
// which he may pass, limited to some cards' actions (Frame: Player; Card:
// the one card whose actions, -1 any; Index: the Personality whose own
// and whose attachments' actions, -1 any; N: extraFromHand for the cards
// in hand only; Labels[0]: a choice asked if he passes; Cards[0]: the
// number, from 1, of the one action of Card it may be). Once it ends,
// taken or not, the effects lasting UntilExtra end.
const kExtra = "extra-action"

// What an additional action may be taken from (Frame.N of kExtra).
const (
	extraAny      = iota
	extraFromHand // a card in the player's hand
	extraGift     // an ability a gift gives (Labels[1]: its name)
)

// ExtraAction gives the player taking the action an additional Battle
// action now, from the card only (-1: any card), performed by the
// Personality only (his or his attachments' actions, or one from hand;
// -1: anyone); orDiscard: the card is discarded if he passes ("if you do
// not, discard it").
func (x *Ctx) ExtraAction(card, person int, orDiscard bool) {
	f := engine.Frame{Kind: kExtra, Player: x.P, Card: card, Index: person, N: extraAny}
	if orDiscard {
		f.Turn = 1
	}
	x.S.Push(f)
}

// ExtraActions gives the player taking the action zero or more
// additional Battle actions, up to n, one after another: passing one
// ends them (Frame.Turn: moreExtra + how many more after this one).
func (x *Ctx) ExtraActions(n int) {
	if n > 0 {
		x.S.Push(engine.Frame{Kind: kExtra, Player: x.P, Card: -1, Index: -1, N: extraAny, Turn: moreExtra + n - 1})
	}
}

// moreExtra, and above, in a kExtra frame's Turn counts the additional
// actions that may follow it (1 is "discard the card if he passes").
const moreExtra = 2

// ExtraActionFromHand is ExtraAction from a card in the player's hand.
func (x *Ctx) ExtraActionFromHand() {
	x.S.Push(engine.Frame{Kind: kExtra, Player: x.P, Card: -1, Index: -1, N: extraFromHand})
}

// extraOffers lists the actions an additional action may be.
func (s *State) extraOffers(f *engine.Frame) []engine.Answer {
	var out []engine.Answer
	for _, a := range s.abilityOffers(f.Player) {
		if len(a.Cards) == 0 { // the rules' own actions are no card's
			continue
		}
		id := a.Cards[0]
		c := &s.Cards[id]
		switch {
		case f.Card >= 0 && id != f.Card && !s.givenBy(f.Card, id, a.N-1), // the card's, or one it gives
			f.N == extraFromHand && c.Zone != ZHand,
			f.Index >= 0 && id != f.Index && c.Zone != ZHand && !(c.Zone == ZAttached && int(c.Parent) == f.Index),
			len(f.Cards) > 0 && a.N != f.Cards[0],
			f.N == extraGift && !s.ofGift(f.Labels[1], id, a.N-1):
			continue
		}
		out = append(out, a)
	}
	return out
}

func extraFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 { // the action taken has resolved
		if f.Turn > moreExtra { // another may follow
			f.Turn--
			f.Stage = 0
			return engine.Again
		}
		return s.extraOver(f)
	}
	opts := s.extraOffers(f)
	if len(opts) == 0 {
		s.extraDeclined(f)
		return s.extraOver(f)
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "battle-action", Prompt: "take an additional Battle action, or pass", Options: append(opts, engine.Pass)})
	return engine.Again
}

func answerExtra(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "pass" && len(a.Cards) == 0 && len(a.Labels) == 0 {
		s.extraDeclined(f)
		f.Stage, f.Turn = 1, 0
		return nil
	}
	if !slices.ContainsFunc(s.extraOffers(f), a.Equal) {
		return fmt.Errorf("%q is not an additional action %s may take now", a.String(), s.Names[p])
	}
	f.Stage = 1
	s.Push(engine.Frame{Kind: kAbility, Player: p, Card: a.Cards[0], Index: a.N - 1})
	return nil
}

// extraOver ends an additional action, and what lasted until it ended.
func (s *State) extraOver(f *engine.Frame) engine.Status {
	if len(f.Cards) > 0 {
		s.expire(UntilExtra)
	}
	return engine.Done
}

// extraDeclined does what passing the additional action leaves to do.
func (s *State) extraDeclined(f *engine.Frame) {
	if f.Turn == 1 && f.Card >= 0 && s.Cards[f.Card].Zone == ZHand {
		s.Say(s.Names[f.Player], " discards ", s.Title(f.Card))
		s.toDiscard(f.Card, false)
	}
}

// lostAbility marks a card's action removed (N: its index).
const lostAbility = "lost-ability"

// abilityLost reports a card's action i removed by an effect.
func (s *State) abilityLost(card, i int) bool {
	for k := range s.Effects.List {
		if l := &s.Effects.List[k]; l.Kind == efMark && l.Label == lostAbility && l.N == i && slices.Contains(l.Cards, card) {
			return true
		}
	}
	return false
}

// RemoveAbility removes a card's action i (from 0) until a timing point
// (the card's Text.RemovesAbilities says it may).
func (x *Ctx) RemoveAbility(card, i int, until string) {
	x.S.addEffect(efMark, x.P, []int{card}, i, lostAbility, until)
	x.S.Say(x.S.Title(card), " loses an ability")
}

// Actions lists the numbers (from 0) of a card's actions it has not lost.
func (x *Ctx) Actions(card int) []int {
	t := x.S.text(card)
	if t == nil {
		return nil
	}
	var out []int
	for i := range t.Abilities {
		if !x.S.abilityLost(card, i) {
			out = append(out, i)
		}
	}
	return out
}

// ExtraGiftAction gives the player taking the action an additional Battle
// action now, to use an ability of the registered gift.
func (x *Ctx) ExtraGiftAction(gift string) {
	x.S.Push(engine.Frame{Kind: kExtra, Player: x.P, Card: -1, Index: -1, N: extraGift, Labels: []string{"", gift}})
}

// ofGift reports a card's ability i being one the gift gives it.
func (s *State) ofGift(gift string, card, i int) bool {
	a := s.ability(card, i)
	return a != nil && slices.Contains(gifts[gift](&Ctx{S: s, P: int(s.Cards[card].Controller)}, card), a)
}

// givenBy reports card's ability i (from 0) one the Terrain or Formation
// giver gives it (Text.Gives): an action "it gives" (Come One at a Time's
// challenge, its lone defender's).
func (s *State) givenBy(giver, card, i int) bool {
	t, a := s.text(giver), s.ability(card, i)
	return t != nil && t.Gives != nil && a != nil && slices.Contains(t.Gives(&Ctx{S: s, P: int(s.Cards[giver].Controller), Self: giver}, card), a)
}

func init() {
	AnswerWords("battle-action", Words{Pass: "take no additional Battle action"})
}
