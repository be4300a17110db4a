package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Events: what each does as it is revealed in the Events Phase (LE-EVENT-1).
func init() {
	Register("a-new-wall", &Text{Says: "a non-Unique Holding of the Dynasty deck fills this Province face up, for 1 Gold more for good", Event: func(x *Ctx) { x.Ask(x.P, "new-wall", 1, x.ProvinceNumber(x.Self)) }})
	RegisterChoice("new-wall", &Choice{
		Prompt: "choose a non-Unique Holding of your Dynasty deck to fill the Province",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].DynastyDeck {
				if x.Type(id) == "holding" && !x.Unique(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, prov int) {
			for _, id := range chosen {
				x.FillProvince(id, prov)
				x.CostMore(id, 1, UntilGame)
			}
			x.ShuffleDynasty(p)
		},
	})
	Register("wisdom-of-the-keepers", &Text{Says: "each player who controls a Ring gains 5 Honor", Event: func(x *Ctx) {
		for _, p := range x.TurnOrder() {
			if x.Rings(p) > 0 {
				x.GainHonor(p, 5)
			}
		}
	}})
	Register("regions-of-rokugan", &Text{Says: "from its player on, each player may attach a Region of his Dynasty deck to a Province of his without one", Event: func(x *Ctx) {
		order := x.TurnOrder()
		for i := len(order) - 1; i >= 0; i-- { // asked in turn order
			x.Ask(order[i], "regions-of-rokugan", 1, 0)
		}
	}})
	RegisterChoice("regions-of-rokugan", &Choice{
		Prompt: "choose a Region of your Dynasty deck to attach, if you like",
		Words:  Words{Card: "attach %s", Done: "attach no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			if len(freeProvinces(x, p)) == 0 {
				return nil
			}
			var out []int
			for _, id := range x.S.P[p].DynastyDeck {
				if x.Type(id) == "region" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Ask(p, "region-province", 1, id)
			}
		},
	})
	RegisterChoice("region-province", &Choice{
		Prompt: "choose the Province the Region attaches to",
		Words:  Words{Each: "attach it to your Province %s"},
		Labels: func(x *Ctx, p, _ int) []string {
			var out []string
			for _, n := range freeProvinces(x, p) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, p int, word string, region int) {
			n, _ := strconv.Atoi(word)
			x.AttachRegion(region, n)
			x.ShuffleDynasty(p)
		},
	})
	Register("winter-warfare", &Text{Says: "until its player's second turn from now begins, Terrains may not be played and actions move no unit to or from a battlefield", Event: func(x *Ctx) { x.MarkGame("winter", x.UntilSecondTurn()) }})
	Register("honor-and-glory", &Text{Says: "for a player not of the Shadowlands Horde, until the game ends, a Personality in an army who issues a challenge gains his player 2 Honor, and one not in an army costs his player 3", Event: func(x *Ctx) {
		if x.Faction(x.P) != "shadowlands" {
			x.MarkGame("honor-and-glory", UntilGame)
		}
	}})
	Register("fortunes-gift", &Text{Says: "a Unique Weapon or Armor of the Fate deck may come to hand; unless a Samurai of the player's bows, it costs 2 more this turn", Event: func(x *Ctx) { x.Ask(x.P, "fortunes-gift", 1, 0) }})
	RegisterChoice("fortunes-gift", &Choice{
		Prompt: "choose a Unique Weapon or Armor of your Fate deck to put in your hand, if you like",
		Words:  Words{Card: "take %s", Done: "take none"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck {
				if x.Unique(id) && (x.Has(id, "Weapon") || x.Has(id, "Armor")) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
				x.Ask(p, "gift-samurai", 1, id)
			}
			x.ShuffleFate(p)
		},
	})
	RegisterChoice("gift-samurai", &Choice{
		Prompt: "bow your Samurai? If you do not, the card costs 2 more this turn",
		Words:  Words{Card: "bow %s", Done: "bow none: it costs 2 more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && x.Has(id, "Samurai") && !x.Card(id).Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, card int) {
			for _, id := range chosen {
				x.Bow(id)
			}
			if len(chosen) == 0 {
				x.CostMore(card, 2, UntilTurn)
			}
		},
	})
	Register("a-soul-of-thunder", &Text{Says: "its player's Personality is marked; as his next turn begins he gains 4 Honor if he still controls him; for the rest of the game, each other player may have a Personality challenge him, the loser destroyed", Event: func(x *Ctx) { x.Ask(x.P, "soul-of-thunder", 1, 0) }})
	RegisterChoice("soul-of-thunder", &Choice{
		Prompt: "choose your Personality",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Mark(id, "soul-of-thunder", UntilGame)
				x.AtTurnStart(p, "thunder-honor", id)
			}
		},
	})
	RegisterChoice("thunder-honor", &Choice{ // no options: it happens
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, id int) {
			if x.Personality(id) && x.Controller(id) == p {
				x.GainHonor(p, 4)
			}
		},
	})
	RegisterRuleAction("thunder", &Ability{
		Text: "your unbowed Personality challenges the Soul of Thunder's; destroy the loser", Timing: Limited, Any: true,
		If: func(x *Ctx) bool { return len(thunderTargets(x)) > 0 },
		Targets: []*Target{
			{Prompt: "choose your unbowed Personality to challenge", Performer: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Card(id).Bowed })},
			{Prompt: "choose the Soul of Thunder's Personality", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				for _, t := range thunderTargets(x) {
					if t == id {
						return true
					}
				}
				return false
			}},
		},
		Duel: &DuelSpec{Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
	})
}

// thunderTargets are the Personalities another player's Soul of Thunder
// marked.
func thunderTargets(x *Ctx) []int {
	var out []int
	for _, id := range x.InPlay(-1) {
		if x.Personality(id) && !x.Mine(id) && x.Marked(id, "soul-of-thunder") {
			out = append(out, id)
		}
	}
	return out
}

// freeProvinces lists p's Provinces without a Region.
func freeProvinces(x *Ctx, p int) []int {
	var out []int
	for _, pr := range x.S.P[p].Provinces {
		if !pr.Destroyed && x.RegionFree(p, pr.Number) {
			out = append(out, pr.Number)
		}
	}
	return out
}
