package agot1e

import (
	"tessen/engine"
)

// Words the House Stark cards brought to the vocabulary, each for any
// card to use: a reducer to 0 or for a trait (ToZero, with ReduceNext),
// a character joining a challenge under way, a card put on top of its
// owner's deck, the top cards of the discard piles, and a draw another
// player may decline.

// ToZero, as ReduceNext's amount, makes the next card cost 0 ("reduce
// the cost of the next army you play to 0"): no cost goes below 0
// (AG-MARSH-5).
const ToZero = 1 << 20

// isTraitWord reports a reducer's kind that names a trait as printed
// ("Army"), not a card type ("character").
func isTraitWord(k string) bool { return k != "" && k[0] >= 'A' && k[0] <= 'Z' }

// JoinChallenge has character id take part in the challenge under way on
// its controller's side: attacking for the attacking player, defending
// for the defending player. It is not declared, so nothing answering a
// declaration follows (AG-CHAL-12); one already taking part, moribund,
// or whose controller is on neither side fails the effect.
func (x *Ctx) JoinChallenge(id int) {
	s := x.S
	c := &s.Cards[id]
	switch {
	case !s.Chal.On || c.Side != NoSide || s.dying(id) || !s.IsType(id, "character"):
		x.Failed = true
	case int(c.Controller) == s.Chal.Attacker:
		c.Side = Attacking
		s.Say(s.name(id), " joins the challenge as an attacker")
	case int(c.Controller) == s.Chal.Defender:
		c.Side = Defending
		s.Say(s.name(id), " joins the challenge as a defender")
	default:
		x.Failed = true
	}
}

// ToDeckTop puts card id, out of play, on top of its owner's deck.
func (x *Ctx) ToDeckTop(id int) {
	s := x.S
	switch s.Cards[id].Zone {
	case ZDiscard, ZDead, ZHand:
		o := int(s.Cards[id].Owner)
		s.move(id, o, ZDeck, true)
		s.Say(s.name(id), " goes on top of ", s.Names[o], "'s deck")
	default:
		x.Failed = true
	}
}

// TopsOfDiscards lists the top card of each player's discard pile,
// clockwise from x's controller.
func (x *Ctx) TopsOfDiscards() []int {
	var out []int
	for _, p := range x.S.order(x.P) {
		if d := x.S.P[p].Discard; len(d) > 0 {
			out = append(out, d[len(d)-1]) // piles list bottom first
		}
	}
	return out
}

// MayDraw has player p draw n cards within the draw cap (AG-DRAW-2); a
// player other than x's controller is asked first whether he will
// (may-draw: yes or no).
func (x *Ctx) MayDraw(p, n int) {
	if p == x.P {
		x.Draw(p, n)
		return
	}
	x.S.Push(engine.Frame{Kind: kOption, Player: p, N: n, At: len(x.S.Stack) - 1,
		Labels: []string{"draw " + count(n, "card") + "?", "may-draw"}})
}

// MayDrawNow reports player p able to draw a card by an effect now
// (AG-DRAW-2: a pure draw is no use at the cap).
func (s *State) MayDrawNow(p int) bool { return s.drawRoom(p) > 0 && len(s.P[p].Deck) > 0 }

func init() {
	optionSets["may-draw"] = func(s *State, f *engine.Frame) []engine.Answer {
		return []engine.Answer{{Verb: "choose", Labels: []string{"yes"}}, {Verb: "choose", Labels: []string{"no"}}}
	}
	optionTakes["may-draw"] = func(s *State, f *engine.Frame, p int, a engine.Answer) {
		if len(a.Labels) > 0 && a.Labels[0] == "yes" {
			s.DrawExtra(p, f.N)
		} else {
			s.Say(s.Names[p], " draws nothing")
		}
	}
}
