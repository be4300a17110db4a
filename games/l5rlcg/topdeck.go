package l5rlcg

// Cards taken from the top of a deck by an effect.

// DiscardTopOfDynastyDeck discards the top card of p's dynasty deck
// (War Dog Master), faceup to the discard pile, and returns it; -1 when
// the deck is empty and there is nothing to discard.
func (x *Ctx) DiscardTopOfDynastyDeck(p int) int {
	if p < 0 || len(x.S.P[p].DynastyDeck) == 0 {
		return -1
	}
	id := x.S.P[p].DynastyDeck[0]
	x.S.discard(id)
	if !x.S.Quiet {
		x.S.Say(x.S.Names[p], " discards ", x.S.Describe(id), " from the top of their dynasty deck")
	}
	return id
}
