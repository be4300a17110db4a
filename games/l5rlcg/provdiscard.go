package l5rlcg

// DiscardFromProvince discards a dynasty card from a province (Asahina
// Takako): a faceup holding, being in play, leaves play as any card in
// play does; any other card, faceup or facedown, goes straight to its
// owner's discard pile. The province is refilled as the ability ends.
func (x *Ctx) DiscardFromProvince(id int) {
	if x.S.inPlay(id) {
		x.Discard(id)
		return
	}
	x.S.discard(id)
	if !x.S.Quiet {
		x.S.Say(x.S.Title(id), " is discarded from a province")
	}
}
