// Package ai holds bots that play any game through the engine's decision
// API alone: they see what a player may see and answer like one.
package ai

import "tessen/engine"

// Bot chooses an answer for player p at the pending decision.
type Bot interface {
	Choose(g engine.Game, p int) engine.Answer
}

// Random answers uniformly at random among the legal choices, from its
// own seeded generator (so a game against it replays exactly).
type Random struct{ rng engine.RNG }

// NewRandom seeds a random bot.
func NewRandom(seed uint64) *Random { return &Random{rng: engine.NewRNG(seed)} }

// Choose picks one of the legal choices.
func (b *Random) Choose(g engine.Game, p int) engine.Answer {
	cs := engine.Choices(g)
	if len(cs) == 0 {
		return engine.Pass
	}
	return cs[b.rng.Intn(len(cs))]
}
