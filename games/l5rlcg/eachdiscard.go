package l5rlcg

import (
	"fmt"

	"tessen/engine"
)

// kEachDiscard is one player's discarding cards of their choice from their
// hand, as an ability asks of each player in turn ("each player discards
// 2 cards from his or her hand", Oracle of Stone; RR-EACH-DISCARD-1): N
// cards, all of the hand if it holds fewer. Card and Index name the
// ability and Turn its controller, so that a bar on abilities' discards
// from a hand (ActDiscardFromHand, Chukan Nobue) reads whose it is.
const kEachDiscard = "each-discard"

// EachDiscards has each player, in player order, discard n cards of their
// choice from their hand.
func (x *Ctx) EachDiscards(n int) {
	for _, p := range x.S.playerOrder() {
		x.then = append(x.then, &engine.Frame{Kind: kEachDiscard, Player: p, Card: x.Self, Index: x.Index, N: n, Turn: x.P})
	}
}

func eachDiscardFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	hand := s.P[f.Player].Hand
	n := min(f.N, len(hand))
	if n == 0 || s.ctx(f.Turn, f.Card, f.Index).handDiscardBarred(hand[0]) {
		return engine.Done | engine.Unchanged
	}
	f.Stage = 1
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "discard-hand", Prompt: fmt.Sprintf("discard %d cards from your hand", n),
		Open: chooseVerb, Among: append([]int(nil), hand...), Min: n, Max: n})
	return engine.Again
}

func answerEachDiscard(s *State, f *engine.Frame, p int, a engine.Answer) error {
	hand := s.P[p].Hand
	n := min(f.N, len(hand))
	if err := s.checkSelection(a.Cards, hand, n, n); err != nil {
		return err
	}
	if !s.Quiet {
		s.Say(s.Names[p], " discards ", s.titles(a.Cards))
	}
	for _, id := range a.Cards {
		s.discard(id)
	}
	return nil
}
