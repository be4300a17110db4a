package l5rlcg

// ActDiscardFromHand is an ability's discarding a card from a player's
// hand (the ability's effect choosing it, or at random), which a card's
// Forbid may prohibit: "card abilities triggered by your opponents cannot
// cause cards to be discarded from your hand" (Chukan Nobue;
// RR-HAND-DISCARD-1). The Act's By is the ability's controller, its Source
// the ability's card; a ring effect's discard (the Earth ring) and the
// discards the rules themselves ask for (a duel's cards instead of honor)
// are not abilities' and are not asked.
const ActDiscardFromHand = "discard-from-hand"

// handDiscardBarred reports whether the ability may not discard a card
// from its hand.
func (x *Ctx) handDiscardBarred(id int) bool {
	return x.S.cannot(Act{ActDiscardFromHand, id, x.P, x.Self})
}
