package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

// Cards that win Provinces.
func init() {
	// Moto Chagatai (Experienced 3): other players' effects will not move
	// his player's Unicorn Clan Personalities; Reaction, once a game: after
	// his army destroys a Province, his player gains one, to the right.
	Register("moto-chagatai-exp3", &Text{
		Unmoved: func(x *Ctx, id int) bool { return x.Has(id, "Unicorn Clan") },
		Abilities: []*Ability{{Text: "his army destroyed a Province: gain a Province", Timing: Reaction, On: OnProvinceDestroyed, Per: "game",
			If:     func(x *Ctx) bool { return x.Ev.Source == x.P && slices.Contains(x.Ev.Cards, x.Self) },
			Effect: func(x *Ctx) { x.GainProvince(x.P) }}},
	})
	// War on the Plains: Reaction, bow your Stronghold: after you, the
	// Attacker, destroy a Province of a player who had more than you, gain
	// a Province to the right, filled face up; no more Provinces this game.
	Register("war-on-the-plains", &Text{Abilities: []*Ability{{
		Text: "you destroyed a Province of one with more, bow your Stronghold: gain a Province", Timing: Reaction, On: OnProvinceDestroyed, BowStronghold: true,
		If: func(x *Ctx) bool {
			return x.Ev.Source == x.P && x.Ev.M > 0
		},
		Effect: func(x *Ctx) {
			x.GainProvince(x.P)
			x.NoMoreProvinces(x.P)
		},
	}}})
}
