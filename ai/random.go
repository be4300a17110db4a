package ai

import "tessen/engine"

// Random answers uniformly at random among the legal choices, from its
// own seeded generator (so a game against it replays exactly), but for
// those the game says forfeit it (engine.Forfeiter) while another is
// left: a baseline that concedes in its first turn measures nothing.
type Random struct{ rng engine.RNG }

// NewRandom seeds a random bot.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed)} }

// Choose picks one of the legal choices.
func (b *Random) Choose(g engine.Game, p int) engine.Answer {
	cs := engine.Choices(g)
	if len(cs) == 0 {
		return engine.Pass
	}
	a := cs[b.rng.Intn(len(cs))]
	if f, ok := g.(engine.Forfeiter); ok && f.Forfeits(p, a) {
		var rest []engine.Answer
		for _, c := range cs {
			if !f.Forfeits(p, c) {
				rest = append(rest, c)
			}
		}
		if len(rest) > 0 {
			a = rest[b.rng.Intn(len(rest))]
		}
	}
	return a
}
