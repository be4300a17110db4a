// Package cards gives the L5R CCG's cards their behaviour, in tessen's
// own words and the game's vocabulary (l5rccg.Text). The printed facts
// (cost, Force, Chi, keywords) are the card data's (games/l5rccg/carddb).
package cards

import . "tessen/games/l5rccg"

// Holdings.
func init() {
	Register("large-farm", &Text{Says: "bow it for 2 Gold", Produce: 2})
	Register("silk-works", &Text{Says: "bow it for 4 Gold", Produce: 4})
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
	Register("rich-coffers", &Text{Says: "bow for 2 Gold; it straightens in every player's Straighten Phase", Produce: 2, Straightens: true})
	Register("obsidian-mine", &Text{Says: "its player loses 3 Honor as it enters play; bow: lose 3 Honor for 4 Gold", Produce: 4, ProduceLoss: 3, Enters: loseOnEntry(3)})
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

// Holdings of the Lotus base set's Temples, Retainers and Ports.
func init() {
	// Shrine to Fukurokujin: bow for 2 Gold; Limited, bow: your performing
	// Personality; the top Fate card is shown: discarded if its Focus
	// Value reaches his printed Chi, else drawn.
	Register("shrine-to-fukurokujin", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow, your Personality: the top Fate card, drawn if its Focus Value is under his printed Chi, else discarded", Timing: Limited, Bow: true,
		Targets: []*Target{performer("choose your performing Personality", false)},
		Effect: func(x *Ctx) {
			top := x.ShowTopFate(x.P)
			switch {
			case top < 0:
			case x.Focus(top) >= x.PrintedChi(x.Target()):
				x.TopFate(x.P)
			default:
				x.Draw(x.P, 1)
			}
		},
	}}})
	// Shrine of Courage: bow for 2 Gold; Battle, bow it and destroy it:
	// your performing unbowed Samurai or Bushi challenges a Personality
	// opposing him, by Chi or, if you choose, by Force; destroy the loser.
	courage := func(stat, text string, same int) *Ability {
		return &Ability{
			Text: text, Timing: Battle, Bow: true, DestroySelf: true, Same: same,
			Targets: []*Target{
				{Prompt: "choose your unbowed Samurai or Bushi to challenge", Performer: true, Filter: personality(func(x *Ctx, id int) bool {
					return !x.Card(id).Bowed && (x.Has(id, "Samurai") || x.Has(id, "Bushi"))
				})},
				{Prompt: "choose a Personality opposing him", Filter: personality(func(x *Ctx, id int) bool { return x.OpposedBy(id, x.Targets[0]) })},
			},
			Duel: &DuelSpec{Stat: stat, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
		}
	}
	Register("shrine-of-courage", &Text{Produce: 2, Abilities: []*Ability{
		courage("", "bow, destroy it: your Samurai or Bushi challenges one opposing him; destroy the loser", 0),
		courage("force", "bow, destroy it: the same challenge, by Force", 1),
	}})
	// Personal Librarian: bow for 2 Gold; Open, bow it and destroy it,
	// discarding your hand: draw as many; Reaction, before your turn
	// ends: a Fate card from hand to the bottom of your deck.
	Register("personal-librarian", &Text{Produce: 2, Abilities: []*Ability{
		{Text: "bow, destroy it, discard your hand: draw as many", Timing: Open, Bow: true, DestroySelf: true,
			Effect: func(x *Ctx) {
				n := len(x.Hand(x.P))
				for len(x.Hand(x.P)) > 0 {
					x.DiscardFromHand(x.Hand(x.P)[0])
				}
				x.Draw(x.P, n)
			}},
		{Text: "before your turn ends: a Fate card from hand to the bottom of your deck", Timing: Reaction, On: OnTurnEnds,
			If:     func(x *Ctx) bool { return x.Active() == x.P && len(x.Hand(x.P)) > 0 },
			Effect: func(x *Ctx) { x.Ask(x.P, "hand-to-bottom", 1, 0) }},
	}})
	RegisterChoice("hand-to-bottom", &Choice{
		Prompt:  "choose a card of your hand to put at the bottom of your Fate deck",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.ToFateBottom(id)
			}
		},
	})
	// Talented Apprentice: bow for 2 Gold; Reaction: after a Spell enters
	// play from your hand, it produces 1 more Gold for good.
	Register("talented-apprentice", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "a Spell of yours enters play from hand: 1 more Gold Production for good", Timing: Reaction, On: OnEntered,
		If: func(x *Ctx) bool {
			return x.Ev.N == int(ZHand) && x.Type(x.Subject()) == "spell" && x.Controller(x.Subject()) == x.P
		},
		Effect: func(x *Ctx) { x.GiveProduction(x.Self, 1, UntilGame) },
	}}})
	Register("secluded-waystation", &Text{Says: "bow for 2 Gold and 1 more for each Wealth token on it; the first time each turn it produces, it takes one", Produce: 2, Produced: func(x *Ctx, _ int) {
		if !x.Marked(x.Self, "produced") {
			x.Mark(x.Self, "produced", UntilTurn)
			x.GiveProduction(x.Self, 1, UntilToken)
		}
	}})
	Register("mura-sabishii-toshi", &Text{Says: "counts as a Marketplace; bow for 2 Gold, or 4 paying for a Crane Clan Personality of printed Gold Cost 8 or more", Produce: 2, AlsoTitled: "Marketplace", ProduceFor: func(x *Ctx, paying int) int {
		if paying >= 0 && x.Type(paying) == "personality" && x.Has(paying, "Crane Clan") && x.Gold(paying) >= 8 {
			return 2
		}
		return 0
	}})
}
