package l5rlcg

// DiscardFromProvince discards a card in a province ("discard a card in
// an opponent's province", Sabotage; "discard a card in a province you
// control", Miya Satoshi): a faceup holding is in play and leaves play
// as any discarded card does, its interrupts and reactions answered; a
// character or a facedown card there is out of play and goes straight to
// its owner's discard pile (Discard, a leave-play action, does nothing to
// it). The province refills once the ability has resolved, as after any
// card leaving it (RR-REFILL-1, RR-PROVINCE-DISCARD-1).
func (x *Ctx) DiscardFromProvince(id int) {
	s := x.S
	if s.Cards[id].Zone != ZProvince {
		return
	}
	if s.inPlay(id) {
		x.Discard(id)
		return
	}
	s.discard(id)
	if !s.Quiet {
		s.Say(s.Title(x.Self), " discards ", s.Title(id), " from a province")
	}
}
