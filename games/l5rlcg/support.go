package l5rlcg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// The Support keyword (Learn to Play, "Support"): in a game of more than
// two players, another player may help pay the card's fate cost. No card
// of the card data has it yet; a card may gain it.

// kSupport collects the other players' help toward a Support card's fate
// cost and pays it (supportFrame).
const kSupport = "support"

// supported reports a card whose fate cost others may help pay.
func (s *State) supported(id int) bool { return len(s.P) > 2 && s.HasKeyword(id, "support") }

// fateFor is the most fate that could go toward id's cost if p plays it:
// p's own and, for a Support card, every other player's. Small enough to
// inline: every listing of offers asks it.
func (s *State) fateFor(p, id int) int {
	if s.live.ringPays {
		return s.fateWithRings(p, id) // ringfatepay.go
	}
	if s.cannotSpendFate(p) {
		return 0
	}
	if len(s.P) > 2 {
		return s.fateWithHelp(p, id)
	}
	return s.P[p].Fate
}

func (s *State) fateWithHelp(p, id int) int {
	n := s.P[p].Fate
	if s.supported(id) {
		for q := range s.P {
			if q != p && s.Playing(q) {
				n += s.P[q].Fate
			}
		}
	}
	return n
}

// payCost pays the fate cost of a card p plays, or for a Support card
// pushes the frame that asks the others for help and pays: then the
// caller's frame goes on at stage resume, where its Result says whether
// the cost was paid (payCost reports false: not paid yet).
func (s *State) payCost(f *engine.Frame, p, id, cost, resume int) bool {
	if cost > 0 && s.supported(id) {
		f.Stage = resume
		s.Push(engine.Frame{Kind: kSupport, Player: p, Card: id, N: cost})
		return false
	}
	if cost > 0 && s.live.ringPays && s.ringFateFor(p, id) > 0 {
		f.Stage = resume
		s.Push(engine.Frame{Kind: kRingPay, Player: p, Card: id, N: cost})
		return false
	}
	s.P[p].Fate -= cost
	return true
}

// supportFrame asks each other player in turn, from the card's player's
// left, how much fate they give toward its cost (N), until it is covered;
// then it is all paid at once, the helpers' fate and the player's rest.
// If the player cannot pay the rest, nothing is paid and Result stays 0:
// the card is not played (RR "Costs": a cost payment prevented in part
// ends the process).
func supportFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage == 0 {
		f.Stage, f.Turn, f.Cards = 1, s.Next(f.Player), make([]int, len(s.P))
	}
	rest := f.N
	for _, n := range f.Cards {
		rest -= n
	}
	for f.Turn != f.Player && rest > 0 {
		q := f.Turn
		if s.P[q].Fate == 0 || !s.Playing(q) {
			f.Turn = s.Next(q)
			continue
		}
		most := min(s.P[q].Fate, rest)
		opts := s.OptionList(most + 1)
		for i := 0; i <= most; i++ {
			opts = append(opts, engine.Answer{Verb: "fate", N: i})
		}
		s.Ask(engine.Decision{Players: engine.One(q), Kind: "support",
			Prompt: "help pay " + s.Title(f.Card) + "'s fate cost (" + strconv.Itoa(rest) + " left to pay)?", Options: opts})
		return engine.Again
	}
	if s.P[f.Player].Fate < rest {
		s.Say("the help falls short: ", s.Names[f.Player], " cannot pay for ", s.Title(f.Card))
		return engine.Done
	}
	for q, n := range f.Cards {
		if n > 0 {
			s.P[q].Fate -= n
			s.Say(s.Names[q], " gives ", strconv.Itoa(n), " fate toward ", s.Title(f.Card))
		}
	}
	s.P[f.Player].Fate -= rest
	f.Result = 1
	return engine.Done
}

func answerSupport(s *State, f *engine.Frame, p int, a engine.Answer) error {
	rest := f.N
	for _, n := range f.Cards {
		rest -= n
	}
	if a.Verb != "fate" || a.N < 0 || a.N > min(s.P[p].Fate, rest) {
		return fmt.Errorf("%s may give 0 to %d fate", s.Names[p], min(s.P[p].Fate, rest))
	}
	f.Cards = slices.Clone(f.Cards) // its own: copies of the game share frames' lists
	f.Cards[p] = a.N
	f.Turn = s.Next(p)
	return nil
}
