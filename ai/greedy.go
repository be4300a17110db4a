package ai

import "tessen/engine"

// Greedy tries each legal choice on a copy of the game and keeps the one
// whose resulting position the game scores best for its player (ties
// broken at random). It needs a game that offers engine.Scorer. Where the
// game offers engine.Determinizer, the copies are of one determinization,
// not of the real game: an answer can reveal what was hidden (answering
// the second secret bid reveals the first), and the bot must not learn it
// by trying.
type Greedy struct{ rng engine.RNG }

// NewGreedy seeds a greedy bot.
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Choose picks the best-scoring choice.
func (b *Greedy) Choose(g engine.Game, p int) engine.Answer {
	cs := engine.Choices(g)
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
		score := t.(engine.Scorer).Score(p)
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

// after is a copy of g once who has given answer a, or nil if the game
// refuses it.
func after(g engine.Game, who int, a engine.Answer) engine.Game {
	t := g.Clone()
	if t.Answer(who, a) != nil {
		return nil
	}
	return t
}
