package cards

import . "tessen/games/l5rccg"

// Kiho and other Strategies of the Action Phase.
func init() {
	Register("the-path-of-wisdom", &Text{Says: "before its owner's turn ends, from his discard pile, it returns to his hand", TurnEnds: func(x *Ctx) { x.DiscardToHand(x.Self) }})
}
