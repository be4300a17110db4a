package cards

import (
	. "tessen/games/l5rlcg"
)

// Roles.
func init() {
	// Roles: each Keeper gains 1 fate after its player wins a conflict of
	// its element as the defender; each Seeker after a province of its
	// element that its player controls is revealed.
	for ring, element := range RingNames {
		Register("keeper-of-"+element, &Text{Abilities: []*Ability{{
			Text: "after you win a " + element + " conflict as the defending player: gain 1 fate", Timing: Reaction, On: EvResolved,
			If: func(x *Ctx) bool {
				return x.Event().Player == x.P && x.S.Conf.Defender == x.P && x.S.ConflictHasElement(ring)
			},
			Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		}}})
		Register("seeker-of-"+element, &Text{Abilities: []*Ability{{
			Text: "after a " + element + " province you control is revealed: gain 1 fate", Timing: Reaction, On: EvReveal,
			If: func(x *Ctx) bool {
				prov := x.Event().Cards[0]
				return x.S.Controller(prov) == x.P && x.S.HasElement(prov, element)
			},
			Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		}}})
	}
}

// Support roles: their text is deckbuilding alone (8 more influence, to
// be spent on their clan's cards only), which deck.Check enforces
// (RR-ROLE-3); in the game they do nothing.
func init() {
	for _, clan := range []string{"crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"} {
		Register("support-of-the-"+clan, &Text{})
	}
}
