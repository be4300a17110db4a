package l5rlcg

import "slices"

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

// SwitchWithDeckCard switches a card in a province with a card of its
// owner's dynasty deck ("switch it with this card (faceup)", Miya Library):
// the deck card goes faceup into that province, and the province card
// takes its place in the deck, at the same depth. A holding so switched
// leaves play without being discarded (RR-PROVINCE-DISCARD-3).
func (x *Ctx) SwitchWithDeckCard(inProv, inDeck int) {
	s := x.S
	pc, dc := s.Cards[inProv], s.Cards[inDeck]
	if pc.Zone != ZProvince || dc.Zone != ZDynastyDeck || pc.Owner != dc.Owner {
		return
	}
	owner, prov := int(pc.Owner), int(pc.Prov)
	depth := slices.Index(s.P[owner].DynastyDeck, inDeck)
	s.place(inDeck, ZProvince, owner, prov, false)
	s.turnFace(inDeck, false)
	s.place(inProv, ZDynastyDeck, owner, 0, true)
	deck := s.P[owner].DynastyDeck
	copy(deck[:depth], deck[1:depth+1])
	deck[depth] = inProv
	if !s.Quiet {
		s.Say(s.Title(x.Self), " switches ", s.Title(inProv), " with ", s.Title(inDeck), " of the dynasty deck")
	}
}
