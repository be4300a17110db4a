package l5rlcg

import "tessen/engine"

// RemoveFromGame puts a card out of play in its owner's removed-from-game
// area ("remove this card from the game", Karmic Balance: an event does
// so as its effect resolves, and is then not discarded). A card in play
// leaves play to it (RR-REMOVED-1).
func (x *Ctx) RemoveFromGame(id int) {
	s := x.S
	if s.inPlay(id) {
		s.leavePlay(id, "removed", s.Title(x.Self), "")
		return
	}
	s.place(id, ZRemoved, s.Owner(id), 0, false)
	s.Say(s.Title(id), " is removed from the game")
}

// ShuffleHandAndDiscardIntoDeck shuffles p's hand and conflict discard
// pile into p's conflict deck (Karmic Balance).
func (x *Ctx) ShuffleHandAndDiscardIntoDeck(p int) {
	s := x.S
	pl := &s.P[p]
	for _, pile := range [][]int{pl.Hand, pl.ConflictDiscard} {
		for _, id := range append([]int(nil), pile...) {
			s.place(id, ZConflictDeck, p, 0, false)
		}
	}
	engine.Shuffle(&s.RNG, pl.ConflictDeck)
	s.Say(s.Names[p], " shuffles their hand and conflict discard pile into their conflict deck")
}
