// Package ai holds bots that play any game through the engine's decision
// API alone: they see what a player may see and answer like one.
package ai

import (
	"slices"
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

// choices are the answers a bot weighs for p: the game's legal choices
// (engine.ChoicesFor), but for those that forfeit the game (engine.Forfeiter)
// while another is left. A bot no more plays New Era's Legacy with no
// Legacy Holding to find than it concedes; and a search that let its
// opponent consider it valued every line where the opponent answers
// next as a likely win.
func choices(g engine.Game, p int) []engine.Answer {
	cs := engine.ChoicesFor(g, p)
	f, ok := g.(engine.Forfeiter)
	if !ok || !slices.ContainsFunc(cs, func(a engine.Answer) bool { return f.Forfeits(p, a) }) {
		return cs // the game's own list, read only
	}
	rest := make([]engine.Answer, 0, len(cs))
	for _, a := range cs {
		if !f.Forfeits(p, a) {
			rest = append(rest, a)
		}
	}
	if len(rest) == 0 {
		return cs
	}
	return rest
}
