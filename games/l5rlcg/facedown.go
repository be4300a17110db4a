package l5rlcg

// TurnFacedown turns a faceup province (or a card in a province)
// facedown (Kitsuki Yaruma). A province turned facedown keeps its
// broken or unbroken state; it is turned faceup again as a conflict is
// declared against it, or by an effect.
func (x *Ctx) TurnFacedown(id int) {
	x.S.turnFace(id, true)
	x.S.Say(x.S.Title(x.Self), " turns ", x.S.Title(id), " facedown")
}

// DiscardFromDeck puts a card from its owner's deck in its discard pile
// (the cards a reveal does not keep: Shrine Maiden).
func (x *Ctx) DiscardFromDeck(id int) { x.S.discard(id) }
