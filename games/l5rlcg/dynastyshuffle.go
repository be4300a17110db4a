package l5rlcg

import "tessen/engine"

// ShuffleDynastyDeck shuffles p's dynasty deck after an effect looked at
// its top cards ("Shuffle.", Walking the Way), as ShuffleConflictDeck
// does the conflict deck after a search (RR-SHUFFLE-1).
func (x *Ctx) ShuffleDynastyDeck(p int) {
	if p >= 0 {
		engine.Shuffle(&x.S.RNG, x.S.P[p].DynastyDeck)
	}
}
