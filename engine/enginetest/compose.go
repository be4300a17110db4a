package enginetest

import (
	"slices"
	"testing"

	"tessen/engine"
)

// PartsMakeEveryAnswer checks at g's pending decision that each answer
// the game offers with an open verb (its representative answers, as bots
// and menus see them) is made of the decision's parts (engine.PartsOf):
// what a person composes reaches at least what the bots play. Where
// several players are asked at once, each one's answers
// (engine.ChoicesFor) are checked against that one's parts
// (engine.PartsFor). It names the state in what it reports.
func PartsMakeEveryAnswer(t *testing.T, g engine.Game, state string) {
	t.Helper()
	d := g.Pending()
	if d == nil || len(d.Open) == 0 {
		return
	}
	for _, p := range d.Players {
		parts := engine.PartsFor(g, p)
		for _, a := range engine.ChoicesFor(g, p) {
			if !slices.Contains(d.Open, a.Verb) {
				continue
			}
			if _, err := engine.Decompose(parts, a); err != nil {
				t.Fatalf("%s: %v, offered to %s (player %d), is not made of the decision's parts %+v: %v", state, a, d.Kind, p+1, parts, err)
			}
		}
	}
}
