package ai

import "tessen/engine"

// Greedy tries each legal choice on a copy of the game and keeps the one
// whose resulting position the game scores best for its player (ties
// broken at random), a position that asks the same player again being
// scored at the best of its answers (lookThrough). It needs a game that offers engine.Scorer. Where the
// game offers engine.Determinizer, the copies are of one determinization,
// not of the real game: an answer can reveal what was hidden (answering
// the second secret bid reveals the first), and the bot must not learn it
// by trying.
type Greedy struct{ rng engine.RNG }

// NewGreedy seeds a greedy bot.
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Choose picks the best-scoring choice.
func (b *Greedy) Choose(g engine.Game, p int) engine.Answer {
	cs := choices(g, p)
	if len(cs) == 0 {
		return engine.Pass
	}
	if _, ok := g.(engine.Scorer); !ok || len(cs) == 1 {
		return cs[b.rng.Intn(len(cs))]
	}
	base := g
	if det, ok := g.(engine.Determinizer); ok {
		base = det.Determinize(p, b.rng.Next())
	}
	best, bestScore, ties := 0, 0.0, 0
	for i, c := range cs {
		t := after(base, p, c)
		if t == nil {
			continue
		}
		score := lookThrough(t, p, followUps)
		switch {
		case ties == 0 || score > bestScore:
			best, bestScore, ties = i, score, 1
		case score == bestScore:
			ties++
			if b.rng.Intn(ties) == 0 { // reservoir choice among equals
				best = i
			}
		}
	}
	return cs[best]
}

// followUps is how many of its own decisions in a row greedy looks
// through past its choice; wideFollowUp, the most choices a follow-up
// may have for greedy to look through it. A choice that only opens the
// next question of the same player (a target to choose, a cost to pay)
// changes little by itself: scored as it stands, "use seppuku" looked as
// good as passing, and its target chosen next could only be one's own.
const (
	followUps    = 1
	wideFollowUp = 16
)

// lookThrough scores g for p, through at most depth further decisions of
// p's own, each answered at its best: what p commits to by a choice is
// seen through to the next player's turn to answer.
func lookThrough(g engine.Game, p, depth int) float64 {
	score := g.(engine.Scorer).Score(p)
	d := g.Pending()
	if depth == 0 || d == nil || len(d.Players) != 1 || d.Players[0] != p {
		return score
	}
	cs := choices(g, p)
	if len(cs) == 0 || len(cs) > wideFollowUp {
		return score
	}
	best, any := 0.0, false
	for _, c := range cs {
		if t := after(g, p, c); t != nil {
			if v := lookThrough(t, p, depth-1); !any || v > best {
				best, any = v, true
			}
		}
	}
	if !any {
		return score
	}
	return best
}

// after is a copy of g once who has given answer a, or nil if the game
// refuses it.
func after(g engine.Game, who int, a engine.Answer) engine.Game {
	t := g.Clone()
	if t.Answer(who, a) != nil {
		return nil
	}
	return t
}
