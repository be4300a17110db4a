// Package ai holds bots that play any game through the engine's decision
// API alone: they see what a player may see and answer like one.
package ai

import (
	"strings"

	"tessen/engine"
)

// Bot chooses an answer for player p at the pending decision.
type Bot interface {
	Choose(g engine.Game, p int) engine.Answer
}

// Names are the bots New makes.
var Names = []string{"random", "greedy", "search"}

// New makes a bot by name (one of Names).
func New(name string, seed uint64) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(seed), nil
	case "search":
		return NewSearch(seed), nil
	}
	return nil, &UnknownBot{name}
}

// UnknownBot is the error for a bot name that does not exist.
type UnknownBot struct{ Name string }

func (e *UnknownBot) Error() string {
	return "unknown bot \"" + e.Name + "\" (one of " + strings.Join(Names, ", ") + ")"
}
