package l5rlcg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// ModRingFatePays is a constant modifier a card adds to itself: while it
// is in play, its controller may pay the fate cost of a conflict card
// with fate taken off a ring whose element one of the card's traits
// names (an Air card from the Air ring's fate; Awakened Tsukumogami;
// RR-FATE-7). Taking it is taking fate off a ring: a player barred from
// that (CannotTakeRingFate) has none of it to pay with. The player says
// how much of the cost the rings pay, unless that is forced; the matching
// rings give it up in ring order (rulings: LCG 37).
const ModRingFatePays = "ring-fate-pays"

// kRingPay asks how much of a card's cost the matching rings' fate pays,
// and pays it all (ringPayFrame).
const kRingPay = "ring-pay"

// ringsPayingFor lists the rings with fate whose element one of id's
// traits names, if p may pay id's cost with them.
func (s *State) ringsPayingFor(p, id int) []int {
	if !s.live.ringPays || s.def(id).Side != "conflict" {
		return nil
	}
	mine := false
	for _, m := range s.inPlayNow().mods {
		if s.Controller(m) == p && slices.Contains(textOf(s, m).ModKinds, ModRingFatePays) && s.modSum(m, ModRingFatePays) > 0 {
			mine = true
			break
		}
	}
	if !mine || s.CannotTakeRingFate(p) {
		return nil
	}
	var rings []int
	for r, name := range RingNames {
		if s.Rings[r].Fate > 0 && s.HasTrait(id, name) {
			rings = append(rings, r)
		}
	}
	return rings
}

// ringFateFor is the fate the rings could give toward id's cost.
func (s *State) ringFateFor(p, id int) int {
	n := 0
	for _, r := range s.ringsPayingFor(p, id) {
		n += s.Rings[r].Fate
	}
	return n
}

// ringPayRange is the least and the most of cost the rings may pay.
func (s *State) ringPayRange(p, id, cost int) (lo, hi int) {
	pool := s.P[p].Fate
	if s.cannotSpendFate(p) {
		pool = 0
	}
	hi = min(cost, s.ringFateFor(p, id))
	return max(0, cost-pool), hi
}

// payFromRings takes n fate off the rings paying for id, in ring order.
func (s *State) payFromRings(p, id, n int) {
	for _, r := range s.ringsPayingFor(p, id) {
		k := min(n, s.Rings[r].Fate)
		if k > 0 {
			s.Rings[r].Fate -= k
			n -= k
			s.Say(s.Names[p], " pays ", strconv.Itoa(k), " fate of ", s.Title(id), "'s cost from the ", RingNames[r], " ring")
		}
	}
}

func ringPayFrame(s *State, f *engine.Frame) engine.Status {
	lo, hi := s.ringPayRange(f.Player, f.Card, f.N)
	if lo > hi {
		return engine.Done // no longer affordable: not played
	}
	if f.Stage == 0 && lo < hi {
		f.Stage = 1
		opts := s.OptionList(hi - lo + 1)
		for i := lo; i <= hi; i++ {
			opts = append(opts, engine.Answer{Verb: "fate", N: i})
		}
		s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "ring-pay",
			Prompt: "how much of " + s.Title(f.Card) + "'s fate cost (" + strconv.Itoa(f.N) + ") to pay from the rings' fate?", Options: opts})
		return engine.Again
	}
	n := lo
	if f.Stage == 2 {
		n = min(max(f.Index, lo), hi)
	}
	s.payFromRings(f.Player, f.Card, n)
	s.P[f.Player].Fate -= f.N - n
	f.Result = 1
	return engine.Done
}

func answerRingPay(s *State, f *engine.Frame, p int, a engine.Answer) error {
	lo, hi := s.ringPayRange(f.Player, f.Card, f.N)
	if a.Verb != "fate" || a.N < lo || a.N > hi {
		return fmt.Errorf("%s may pay %d to %d fate from the rings", s.Names[p], lo, hi)
	}
	f.Stage, f.Index = 2, a.N
	return nil
}

// fateWithRings is fateFor while some card in play lets rings pay.
func (s *State) fateWithRings(p, id int) int {
	n := 0
	if !s.cannotSpendFate(p) {
		n = s.P[p].Fate
		if len(s.P) > 2 {
			n = s.fateWithHelp(p, id)
		}
	}
	return n + s.ringFateFor(p, id)
}
