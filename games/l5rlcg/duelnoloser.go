package l5rlcg

import "slices"

// ActLoseDuel is a character losing a duel, asked at D.7 of the character
// with the lower duel total: a character that "cannot lose duels" (Hida
// Yakamo) bars it (Text.Bars). Such a duel has a winner and no loser
// (Duel.Loser -1): the other character still wins it, and EvDuelResolved
// names the winner and -1 (RR-DUEL-NO-LOSER-1).
//
// Why here and not in each card: a duel's result (DuelSpec.Result) is
// written as what happens to the winner and to the loser, and some fifteen
// cards' results assume both exist. With no loser, the framework runs the
// result with the character that did not lose in the loser's place (so that
// reading it, its fate or its owner, stays safe), and drops every game
// action and lasting effect of the result on that character: what the
// result does to the winner happens, what it does to the loser does not
// (docs/rulings.md, L5R LCG 32). A result that speaks of the loser's
// player rather than of the loser reads Duel.Loser, which is -1.
const ActLoseDuel = "lose-duel"

// cannotLoseDuel reports a duelling character that cannot lose the duel:
// asked of the framework's step, not of a card's effect.
func (s *State) cannotLoseDuel(id int) bool { return s.cannot(Act{ActLoseDuel, id, -1, -1}) }

// duelResult is D.8: the duel's result, for its winner and its loser, or,
// when spared (-1: none) would have lost but could not, for its winner only.
func (s *State) duelResult(x *Ctx, result func(x *Ctx, winner, loser int), winner, spared int) {
	if spared < 0 {
		result(x, winner, s.Duel.Loser)
		return
	}
	n := len(s.Effects.List)
	x.spared = spared + 1
	result(x, winner, spared)
	x.spared = 0
	// Lasting effects the result put on the spared character are not.
	kept := s.Effects.List[:n]
	for _, l := range s.Effects.List[n:] {
		if slices.Contains(l.Cards, spared) {
			l.Cards = slices.DeleteFunc(slices.Clone(l.Cards), func(id int) bool { return id == spared })
			if len(l.Cards) == 0 {
				continue
			}
		}
		kept = append(kept, l)
	}
	s.Effects.List = kept
}

// spares reports a card a duel's result is not to touch: the character
// that could not lose it (duelResult). The Ctx verbs that change a card at
// once, not through a queued game action or a lasting effect, ask it
// (MoveFateToPool, TakeControl, DiscardStatus); a new one a duel's result
// may use on its loser should too.
func (x *Ctx) spares(card int) bool { return x.spared > 0 && card == x.spared-1 }

// unspared is cards without the one the result spares; nil if that leaves
// none of several (the game action is then not taken at all).
func (x *Ctx) unspared(cards []int) ([]int, bool) {
	if x.spared == 0 || !slices.Contains(cards, x.spared-1) {
		return cards, true
	}
	rest := slices.DeleteFunc(slices.Clone(cards), x.spares)
	return rest, len(rest) > 0
}
