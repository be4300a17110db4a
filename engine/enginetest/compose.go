package enginetest

import (
	"slices"
	"testing"

	"tessen/engine"
)

// PartsMakeEveryAnswer checks at g's pending decision that each answer
// the game offers with an open verb (its representative answers, as bots
// and menus see them) is made of the decision's parts (engine.PartsOf):
// what a person composes reaches at least what the bots play. It names
// the state in what it reports.
func PartsMakeEveryAnswer(t *testing.T, g engine.Game, state string) {
	t.Helper()
	d := g.Pending()
	if d == nil || len(d.Open) == 0 {
		return
	}
	parts := engine.PartsOf(g)
	for _, a := range engine.Choices(g) {
		if !slices.Contains(d.Open, a.Verb) {
			continue
		}
		if _, err := engine.Decompose(parts, a); err != nil {
			t.Fatalf("%s: %v, offered to %s, is not made of the decision's parts %+v: %v", state, a, d.Kind, parts, err)
		}
	}
}
