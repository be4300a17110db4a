package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// Cards removed from the game faceup that every player may play as if
// they were in their hand for a while ("either player may play the
// removed cards", Trading on the Sand Road): one lasting ModAsIfInHand
// per player names them, so each player plays them as RR-AS-IF-IN-HAND-1
// says, paying the cost, whoever owns them (RR-AS-IF-IN-HAND-5).

// RemoveTopOfConflictDeck removes the top n cards of p's conflict deck
// (fewer if it holds fewer) from the game faceup, and returns them.
func (x *Ctx) RemoveTopOfConflictDeck(p, n int) []int {
	top := x.S.TopOfConflictDeck(p, n)
	for _, id := range top {
		x.RemoveFromGame(id)
	}
	return top
}

// EachPlayerMayPlayAsIfInHand lets every player play these cards out of
// play as if they were in their hand, until a timing point.
func (x *Ctx) EachPlayerMayPlayAsIfInHand(until string, ids ...int) {
	if len(ids) == 0 {
		return
	}
	for p := range x.S.P {
		x.S.Effects.Add(engine.Lasting{Kind: ModAsIfInHand, Source: x.Self, Player: p, Cards: slices.Clone(ids), Until: until})
	}
}
