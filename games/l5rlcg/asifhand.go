package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// Playing a card as if it were in one's hand (RR-AS-IF-IN-HAND-1): a
// lasting ModAsIfInHand on a card out of play names, as its Player, who may
// play it so: its owner (Artisan Academy's top card) or another player
// (Stolen Secrets' card taken from an opponent's deck). The player pays
// its cost and plays it as from hand; an event goes to its owner's discard
// pile, a character or an attachment comes into play under that player's
// control.

// MayPlayAsIfInHand lets the controller play a card out of play (in a
// conflict deck, or removed from the game) as if it were in their hand,
// until a timing point ("": as long as it stays where it is).
func (x *Ctx) MayPlayAsIfInHand(id int, until string) {
	x.Lasting(ModAsIfInHand, 0, until, id)
}

// RemoveFacedown removes a card (from a deck) from the game facedown, to
// its owner's removed area; the controller knows which card it is.
func (x *Ctx) RemoveFacedown(id int) {
	s := x.S
	s.place(id, ZRemoved, s.Owner(id), 0, false)
	s.Cards[id].Facedown = true
	s.LookAt(x.P, id)
	s.Say(s.Names[x.P], " removes a card of ", s.Names[s.Owner(id)], "'s from the game facedown")
}

// asIfInHand reports a card out of play that p may play as if from hand.
func (s *State) asIfInHand(p, id int) bool {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModAsIfInHand && l.Player == p && contains(l.Cards, id) {
			return true
		}
	}
	return false
}

// asIfInHandConstant reports a card in play whose constant ability lets
// its controller play some cards in their provinces as if they were in
// their hand (Hidden Moon Dōjō: a modifier of kind ModAsIfInHand on each
// such card; playsProvinceAsHand plays them, RR-AS-IF-IN-HAND-2).
func (s *State) asIfInHandConstant() bool {
	return slices.Contains(s.inPlayNow().modKinds, ModAsIfInHand)
}

// asIfInHandCards appends the cards p may play as if from hand, beside
// p's hand.
func (s *State) asIfInHandCards(out []int, p int) []int {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind != ModAsIfInHand || l.Player != p {
			continue
		}
		for _, id := range l.Cards {
			if s.inHand(p, id) && s.Cards[id].Zone != ZHand && !contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// playNowOffer is the first offer to play card id that p has now, as an
// action window would list it.
func (s *State) playNowOffer(p, id int) (engine.Answer, bool) {
	var listed [8]engine.Answer
	for _, a := range s.listActionOffers(listed[:0], p, false, id) {
		if a.Verb == "play" {
			return a, true
		}
	}
	return engine.Answer{}, false
}

// CanPlayNow reports whether the controller could play a card now, as
// from their hand (one they may play as if it were there).
func (x *Ctx) CanPlayNow(id int) bool {
	_, ok := x.S.playNowOffer(x.P, id)
	return ok
}

// PlayNow has the controller play a card at once, as they could from
// their hand now ("immediately play that card as if it were in your hand",
// Infiltrator): an event's action ability is initiated, a character or
// an attachment is played; nothing happens if it could not be.
func (x *Ctx) PlayNow(id int) {
	s := x.S
	a, ok := s.playNowOffer(x.P, id)
	if !ok {
		return
	}
	if a.N > 0 {
		x.then = append(x.then, &engine.Frame{Kind: kAbility, Player: x.P, Card: id, Index: s.actionIndex(id, a.N), Labels: abilityLabels(true)})
		return
	}
	x.then = append(x.then, &engine.Frame{Kind: kPlay, Player: x.P, Card: id, Index: int(s.Cards[id].Prov), N: int(s.Cards[id].Zone), Labels: a.Labels})
}
