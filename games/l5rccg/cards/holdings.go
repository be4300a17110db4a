// Package cards gives the L5R CCG's cards their behaviour, in tessen's
// own words and the game's vocabulary (l5rccg.Text). The printed facts
// (cost, Force, Chi, keywords) are the card data's (games/l5rccg/carddb).
package cards

import . "tessen/games/l5rccg"

// Holdings.
func init() {
	// Large Farm: bow it for 2 Gold.
	Register("large-farm", &Text{Produce: 2})
	// Silk Works: bow it for 4 Gold.
	Register("silk-works", &Text{Produce: 4})
	// The Great Clans' mines and markets: bow for 2 Gold, or 3 for a
	// player of their Clan.
	for id, clan := range map[string]string{
		"copper-mine": "lion", "geisha-house": "scorpion", "gold-mine": "dragon", "iron-mine": "crab",
		"kobune-port": "mantis", "marketplace": "crane", "silver-mine": "phoenix", "stables": "unicorn",
	} {
		Register(id, &Text{Produce: 2, Richer: clan})
	}
}

// Holdings with an action or trait beside their Gold.
func init() {
	// Kabuki Theater Troupe: bow for 2 Gold; Limited, bow: gain 1 Honor.
	Register("kabuki-theater-troupe", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: gain 1 Honor", Timing: Limited, Bow: true,
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})
	// Lesser Shrine: bow for 2 Gold; Limited, bow: with 9 or less Family
	// Honor, gain 2 Honor.
	Register("lesser-shrine", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: with 9 Honor or less, gain 2 Honor", Timing: Limited, Bow: true,
		If:     func(x *Ctx) bool { return x.Honor(x.P) <= 9 },
		Effect: func(x *Ctx) { x.GainHonor(x.P, 2) },
	}}})
	// Shrine to Hotei: bow for 2 Gold; Limited, bow: with six or more
	// cards in hand, gain 1 Honor.
	Register("shrine-to-hotei", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: with six cards or more in hand, gain 1 Honor", Timing: Limited, Bow: true,
		If:     func(x *Ctx) bool { return len(x.Hand(x.P)) >= 6 },
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})
	// Puppet Theater Troupe: Political Open, bow: the active player, with
	// 11 or more Family Honor, loses 1 Honor.
	Register("puppet-theater-troupe", &Text{Abilities: []*Ability{{
		Text: "bow: the active player, at 11 Honor or more, loses 1", Timing: Open, Bow: true, Keywords: []string{"Political"},
		If:     func(x *Ctx) bool { return x.Honor(x.Active()) >= 11 },
		Effect: func(x *Ctx) { x.GainHonor(x.Active(), -1) },
	}}})
	// Tower of the Ningyo: bow for 2 Gold; Limited, 3 Gold (1 for a Dragon
	// Clan player), bow: straighten a target Personality.
	Register("tower-of-the-ningyo", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "3 Gold (1 for the Dragon), bow: straighten a target Personality", Timing: Limited, Bow: true,
		GoldOf: func(x *Ctx) int {
			if x.Clan(x.P, "dragon") {
				return 1
			}
			return 3
		},
		Targets: []*Target{{Prompt: "choose a Personality to straighten", Filter: func(x *Ctx, id int) bool { return x.Personality(id) }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Temple to Shinsei: bow for 2 Gold; Limited, bow it and your
	// performing Monk or Shugenja: gain 2 Honor.
	Register("temple-to-shinsei", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow it and your Monk or Shugenja: gain 2 Honor", Timing: Limited, Bow: true,
		Targets: []*Target{{Prompt: "choose your Monk or Shugenja to bow", Performer: true, Bow: true, Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && (x.Has(id, "Monk") || x.Has(id, "Shugenja"))
		}}},
		Effect: func(x *Ctx) { x.GainHonor(x.P, 2) },
	}}})
	// Shrine to Bishamon: bow for 2 Gold; Battle/Open, bow it and your
	// performing Personality at any location: a target Personality gets
	// +3F.
	Register("shrine-to-bishamon", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow it and your Personality anywhere: +3F to a target Personality", Timing: BattleOpen, Bow: true,
		Targets: []*Target{
			{Prompt: "choose your Personality to bow", Performer: true, Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Personality(id) }},
			{Prompt: "choose the Personality to get +3F", Filter: func(x *Ctx, id int) bool { return x.Personality(id) }},
		},
		Effect: func(x *Ctx) { x.Give(x.Targets[1], 3, 0, "") },
	}}})
	// Rich Coffers: bow for 2 Gold; it straightens in every player's
	// Straighten Phase.
	Register("rich-coffers", &Text{Produce: 2, Straightens: true})
	// Obsidian Mine: its player loses 3 Honor as it enters play; bow: lose
	// 3 Honor for 4 Gold.
	Register("obsidian-mine", &Text{Produce: 4, ProduceLoss: 3, Enters: loseOnEntry(3)})
	// Corrupt Officials: bow for 2 Gold; Open, bow: a target non-Unique
	// Holding's abilities may not be used this turn (any Holding, if it
	// destroys itself as well: its second action).
	Register("corrupt-officials", &Text{Produce: 2, Abilities: []*Ability{
		{
			Text: "bow: a non-Unique Holding's abilities may not be used this turn", Timing: Open, Bow: true,
			Targets: []*Target{{Prompt: "choose a non-Unique Holding", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" && !x.Unique(id) }}},
			Effect:  func(x *Ctx) { x.Silence(x.Target(), "") },
		},
		{
			Text: "bow and destroy it: any Holding's abilities may not be used this turn", Timing: Open, Bow: true, DestroySelf: true, Same: 1,
			Targets: []*Target{{Prompt: "choose a Holding", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" && id != x.Self }}},
			Effect:  func(x *Ctx) { x.Silence(x.Target(), "") },
		},
	}})
}
