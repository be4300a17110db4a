package l5rlcg

import "tessen/engine"

// EvCardFaceup is a facedown card in a province turning faceup (Cards[0];
// Player: its owner): in step 1.2 or by an effect (TurnFaceup). A
// province card's own turning is EvReveal. Reactions answer it ("after
// this holding is turned faceup", Mountaintop Statuary; RR-FACEUP-1).
const EvCardFaceup = "card-turned-faceup"

// turnFaceupInProvince turns a card in a province faceup and, if it was
// facedown, emits EvCardFaceup.
func (s *State) turnFaceupInProvince(id int) {
	if !s.Cards[id].Facedown {
		return
	}
	s.turnFace(id, false)
	s.emit(engine.Event{Kind: EvCardFaceup, Player: s.Owner(id), Cards: engine.One(id)})
}

// MoveHoldingToStrongholdProvince moves a holding in play in one of its
// controller's provinces onto their stronghold province, faceup; the
// province it leaves refills facedown (Mountaintop Statuary).
func (x *Ctx) MoveHoldingToStrongholdProvince(id int) {
	s := x.S
	c := s.Cards[id]
	if c.Zone != ZProvince || int(c.Prov) == StrongholdProv || !s.inPlay(id) {
		return
	}
	owner, from := s.Owner(id), int(c.Prov)
	s.place(id, ZProvince, owner, StrongholdProv, false)
	s.Say(s.Title(id), " moves onto ", s.Names[owner], "'s stronghold province")
	s.refill(owner, from, false)
}
