package l5rlcg

// TopOfDynastyDeck lists the top n cards of p's dynasty deck.
func (s *State) TopOfDynastyDeck(p, n int) []int {
	d := s.Seat(p).DynastyDeck
	return append([]int(nil), d[:min(n, len(d))]...)
}

// PutOnDeckBottom moves a card of a deck to the bottom of the same deck
// (its owner's conflict or dynasty deck).
func (x *Ctx) PutOnDeckBottom(id int) { x.moveInDeck(id, false) }

// PutOnDeckTop moves a card of a deck to the top of the same deck.
func (x *Ctx) PutOnDeckTop(id int) { x.moveInDeck(id, true) }

// moveInDeck takes a card out of its deck and puts it back, on top or at
// the bottom; a card in no deck stays where it is.
func (x *Ctx) moveInDeck(id int, top bool) {
	z := x.S.Cards[id].Zone
	if z != ZConflictDeck && z != ZDynastyDeck {
		return
	}
	owner := x.S.Owner(id)
	x.S.place(id, ZNone, owner, 0, false)
	x.S.place(id, z, owner, 0, top)
}
