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

// PutInProvince puts a card from out of play (a discard pile, a deck)
// faceup into the controller's province at position prov, beside any
// card already there ("put the discarded Imperial card into that
// province, faceup", Miya Satoshi; Walking the Way): it is not played nor
// put into play, and a holding so placed is in play as any faceup holding
// in a province (RR-PROVINCE-DISCARD-2).
func (x *Ctx) PutInProvince(id, prov int) {
	s := x.S
	if prov < 0 || prov >= s.Provinces() || s.inPlay(id) {
		return
	}
	s.place(id, ZProvince, x.P, prov, false)
	s.turnFace(id, false)
	if !s.Quiet {
		s.Say(s.Title(x.Self), " puts ", s.Title(id), " into a province of ", s.Names[x.P], ", faceup")
	}
}
