package ai

import "tessen/engine"

// Random answers uniformly at random among the legal choices, from its
// own seeded generator (so a game against it replays exactly), but for
// those the game says forfeit it while another is left (choices): a
// baseline that concedes in its first turn measures nothing.
type Random struct{ rng engine.RNG }

// NewRandom seeds a random bot.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed)} }

// Choose picks one of the legal choices.
func (b *Random) Choose(g engine.Game, p int) engine.Answer {
	cs := choices(g, p)
	if len(cs) == 0 {
		return engine.Pass
	}
	return cs[b.rng.Intn(len(cs))]
}
