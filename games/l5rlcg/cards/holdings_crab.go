package cards

import (
	. "tessen/games/l5rlcg"
)

// Crab holdings.
func init() {
	// Borderlands Fortifications: switch this holding with a card in
	// another of your provinces.
	Register("borderlands-fortifications", &Text{Abilities: []*Ability{{
		Text: "switch this holding with a card in another of your provinces", Timing: Action,
		Target: &Target{Prompt: "choose a card in another of your provinces", In: provinces,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && int(c.Owner) == x.P && c.Prov != x.S.Card(x.Self).Prov
			}},
		Effect: func(x *Ctx) { x.SwitchProvinceCards(x.Self, x.Target()) },
	}}})

	// Funeral Pyre: sacrifice a friendly character to draw a card.
	Register("funeral-pyre", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}
