package l5rlcg

import (
	"strconv"

	"tessen/engine"
)

// A card may have each player secretly choose a card from their hand and
// then reveal the chosen cards together (Offer Testimony): choices two
// players make at once, each hidden from the other until both are made,
// the same secret decision as an honor bid (2.2, Core.AskTogether). A
// player whose hand is empty chooses and reveals nothing; the card's
// effect compares only the cards revealed (RR-SECRET-CARD-1).

// kSecretCard is the secret choice of a card from hand by each player:
// Player, Card and Index name the ability, Cards its chosen cards, Out the
// players who have chosen, Labels[0] the effect run on the reveal and
// Labels[1+seat] the card each seat chose ("" for none).
const kSecretCard = "secret-card"

// revealHandlers are the effects run once the chosen cards are revealed,
// by name: a frame keeps only the name, so the state stays plain data.
var revealHandlers = map[string]func(x *Ctx, revealed []int){}

// OnSecretReveal names an effect EachRevealsSecretly runs on the reveal:
// it is given, by seat, the card each player revealed (-1: none).
func OnSecretReveal(name string, do func(x *Ctx, revealed []int)) { revealHandlers[name] = do }

// EachRevealsSecretly has each player choose a card from their hand in
// secret; both are then revealed and the effect named by OnSecretReveal
// runs, its context's targets being cards (the ability's chosen cards).
func (x *Ctx) EachRevealsSecretly(name string, cards ...int) {
	labels := make([]string, 1+len(x.S.P))
	labels[0] = name
	x.then = append(x.then, &engine.Frame{Kind: kSecretCard, Player: x.P, Card: x.Self, Index: x.Index, Cards: cards, Labels: labels})
}

func secretCardFrame(s *State, f *engine.Frame) engine.Status {
	for _, p := range s.playerOrder() {
		if f.Out&(1<<p) != 0 {
			continue
		}
		if len(s.P[p].Hand) == 0 {
			f.Out |= 1 << p
			continue
		}
		// One player at a time, under the one number (like a bid a card
		// limits, bidbar.go): neither sees the other's choice.
		s.AskTogether(f, engine.Decision{Players: engine.One(p), Kind: "secret-card", Prompt: "choose a card from your hand to reveal, in secret",
			Open: chooseVerb, Among: append([]int(nil), s.P[p].Hand...), Min: 1, Max: 1})
		return engine.Again
	}
	revealed := make([]int, len(s.P))
	for p := range s.P {
		revealed[p] = -1
		if n, err := strconv.Atoi(f.Labels[1+p]); err == nil {
			revealed[p] = n
			s.Say(s.Names[p], " reveals ", s.titles(engine.One(n)))
		} else if s.Playing(p) {
			s.Say(s.Names[p], " has no card in hand to reveal")
		}
	}
	x := &Ctx{S: s, P: f.Player, Self: f.Card, Index: f.Index, Targets: f.Cards}
	if do := revealHandlers[f.Labels[0]]; do != nil {
		do(x, revealed)
	}
	s.flush(x)
	return engine.Done
}

func answerSecretCard(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if err := s.checkSelection(a.Cards, s.P[p].Hand, 1, 1); err != nil {
		return err
	}
	f.Labels[1+p] = strconv.Itoa(a.Cards[0])
	f.Out |= 1 << p
	return nil
}

// PrintedCost is a card's printed cost, as revealed cards compare it; 0
// for a card without one.
func (s *State) PrintedCost(id int) int {
	if d := s.def(id); !d.NoCost {
		return d.Cost
	}
	return 0
}
