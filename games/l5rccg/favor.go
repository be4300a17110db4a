package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// FavorPayer is a card's way of paying, instead of its player, a cost of
// discarding the Imperial Favor (LE-FAVOR-2): the player may take a Favor
// action without the Favor, or keep it. x.Self is the card, x.P its
// player, in both functions.
type FavorPayer struct {
	// FromHand: a Strategy played from hand to pay (a Reaction), then
	// discarded; otherwise the card is in play (or the Stronghold).
	FromHand bool
	// Once: once a turn (a Reaction's limit, LE-CARDINAL-5).
	Once bool
	// If: the card can pay now (its own costs payable).
	If func(x *Ctx) bool
	// Pay pays what the card asks for paying (bowing a Personality of his
	// may ask which).
	Pay func(x *Ctx)
}

// kFavor is the cost of discarding the Imperial Favor being paid for an
// action (Player: who pays; Card: the action's card).
const kFavor = "favor-cost"

// favorWord is the answer that pays with the Imperial Favor itself.
const favorWord = "favor"

// favorPayers lists the cards that could pay p's cost of discarding the
// Imperial Favor for an action of card, in play, his Stronghold, his
// hand.
func (s *State) favorPayers(p, card int) []int {
	var out []int
	try := func(id int) {
		t := s.text(id)
		if id == card || t == nil || t.FavorPayer == nil {
			return
		}
		fp := t.FavorPayer
		if fp.FromHand != (s.Cards[id].Zone == ZHand) || fp.FromHand && s.forbidden(p, id) {
			return
		}
		if fp.Once && s.Used("turn", useKey(id, favorPayUse)) > 0 {
			return
		}
		x := s.borrow(p, id)
		ok := fp.If == nil || fp.If(x)
		s.giveBack()
		if ok {
			out = append(out, id)
		}
	}
	try(s.P[p].Stronghold)
	for _, id := range s.P[p].Play {
		try(id)
		for _, a := range s.Attachments(id) {
			if int(s.Cards[a].Controller) == p {
				try(a)
			}
		}
	}
	for _, id := range s.P[p].Hand {
		try(id)
	}
	return out
}

// favorPayable reports that p can pay a cost of discarding the Imperial
// Favor for an action of card: he holds it, or a card can pay instead.
func (s *State) favorPayable(p, card int) bool {
	return s.Favor == p || len(s.favorPayers(p, card)) > 0
}

// favorFrame pays the cost of discarding the Imperial Favor: with the
// Favor when that is the only way, else the player chooses how.
// Its Result tells the frame below that the cost was paid.
func favorFrame(s *State, f *engine.Frame) engine.Status {
	p := f.Player
	if f.Stage > 0 { // what the payer asked has been answered
		f.Result = 1
		return engine.Done
	}
	if len(f.Labels) == 0 && len(f.Cards) == 0 {
		payers := s.favorPayers(p, f.Card)
		if len(payers) > 0 {
			var opts []engine.Answer
			if s.Favor == p {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{favorWord}})
			}
			for _, id := range payers {
				opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
			}
			if len(opts) > 1 {
				s.Ask(engine.Decision{Players: engine.One(p), Kind: kFavor, Prompt: "pay the cost of discarding the Imperial Favor for " + s.Title(f.Card) + ": discard the Favor, or have a card pay it instead?", Options: opts})
				return engine.Again
			}
			f.Cards = payers[:1]
		}
	}
	f.Stage = 1
	if len(f.Cards) == 0 {
		(&Ctx{S: s, P: p, Self: f.Card}).DiscardFavor()
		return engine.Again
	}
	id := f.Cards[0]
	fp := s.text(id).FavorPayer
	if fp.Once {
		s.Use("turn", useKey(id, favorPayUse))
	}
	if fp.FromHand {
		s.Say(s.Names[p], " plays ", s.Title(id), ", which pays the cost of discarding the Imperial Favor")
		s.toDiscard(id, false)
	} else {
		s.Say(s.Title(id), " pays the cost of discarding the Imperial Favor")
	}
	if fp.Pay != nil {
		fp.Pay(&Ctx{S: s, P: p, Self: id})
	}
	return engine.Again
}

func answerFavor(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch {
	case len(a.Labels) == 1 && a.Labels[0] == favorWord && len(a.Cards) == 0:
		f.Labels = []string{favorWord}
	case len(a.Cards) == 1 && len(a.Labels) == 0 && slices.Contains(s.favorPayers(p, f.Card), a.Cards[0]):
		f.Cards = engine.One(a.Cards[0])
	default:
		return fmt.Errorf("choose favor, or a card that pays the cost of discarding the Imperial Favor")
	}
	return nil
}

func init() {
	AnswerWords(kFavor, Words{Labels: map[string]string{favorWord: "discard the Imperial Favor"}, Card: "have %s pay it instead"})
}
