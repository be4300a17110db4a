package cards

import . "tessen/games/l5rccg"

// Events that stay in play, and one that searches.
func init() {
	Register("wisdom-gained", &Text{Says: "revealed, each player from its player on may take a Ring from his Fate discard pile or deck into hand, shown", Event: func(x *Ctx) {
		for _, q := range x.TurnOrder() { // from its player, the active one
			x.Ask(q, "wisdom-ring", 1, 0)
		}
	}})
	RegisterChoice("wisdom-ring", &Choice{
		Prompt: "choose a Ring of your Fate discard pile or deck to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range append(append([]int(nil), x.S.P[p].FateDiscard...), x.S.P[p].FateDeck...) {
				if x.Type(id) == "ring" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardToHand(id)
				x.FateToHand(id)
			}
			x.ShuffleFate(p) // the deck was searched
		},
	})
	Register("enlistment", &Text{
		Says:  "revealed, it enters play; before each player's turn ends, he may draw a card if he attached a Follower from his hand since his last turn ended.",
		Event: func(x *Ctx) { x.EventIntoPlay() },
		Witness: func(x *Ctx, card int, from Zone) {
			if x.Type(card) == "follower" && from == ZHand {
				p := x.Controller(card)
				x.MarkPlayer(p, "enlisted", x.UntilTurnEndOf(p))
			}
		},
		TurnEnds: func(x *Ctx) {
			if p := x.Active(); x.PlayerMarked(p, "enlisted") {
				x.Ask(p, "may-draw", 1, 1)
			}
		},
	})
	Register("traveling-merchants", &Text{
		Says:   "revealed, it enters play with six Merchant tokens; every Item costs 1 Gold less for each (never below 1); each Item entering play from a hand takes one off; with none left it is discarded.",
		Event:  func(x *Ctx) { x.EventIntoPlay() },
		Enters: func(x *Ctx) { x.AddTokens(x.Self, "Merchant", 6) },
		CostOfAny: func(x *Ctx, card int) int {
			if x.Type(card) != "item" {
				return 0
			}
			return -min(x.Tokens(x.Self, "Merchant"), max(0, x.Gold(card)-1))
		},
		Witness: func(x *Ctx, card int, from Zone) {
			if x.Type(card) == "item" && from == ZHand && x.RemoveToken(x.Self, "Merchant") == 0 {
				x.DiscardFromPlay(x.Self)
			}
		},
	})
}

func init() {
	Register("the-dark-daughters-caress", &Text{
		Says: "until its player's next turn begins, Shadowlands Shugenja have +1F/+1C, and a Shugenja who performs a Spell or Kiho action has Shadowlands for good",
		Event: func(x *Ctx) {
			x.AuraUntil(x.UntilTurnOf(x.P))
			x.MarkGame("caress", x.UntilTurnOf(x.P))
		},
		Aura: func(x *Ctx, id int) (int, int) {
			if x.Personality(id) && x.Has(id, "Shugenja") && x.Shadowlands(id) {
				return 1, 1
			}
			return 0, 0
		},
	})
	Register("naming-the-true-evil", &Text{
		Says: "for a player with no Shadowlands card in play, until the game ends he may not play Shadowlands cards, his Followers have +2F while opposing a Shadowlands card, and his Personalities +2F/+2C while opposing one or dueling a Shadowlands Personality",
		Event: func(x *Ctx) {
			for _, id := range x.InPlay(x.P) {
				if x.Shadowlands(id) {
					return
				}
				for _, a := range x.Attachments(id) {
					if x.Shadowlands(a) {
						return
					}
				}
			}
			x.AuraUntil(UntilGame)
			x.MarkPlayer(x.P, "true-evil", UntilGame)
		},
		Aura: func(x *Ctx, id int) (int, int) {
			if x.Controller(id) != x.P {
				return 0, 0
			}
			switch {
			case x.Type(id) == "follower" && opposesShadow(x, id):
				return 2, 0
			case x.Personality(id) && (opposesShadow(x, id) || x.DuelOpponent(id) >= 0 && x.Shadowlands(x.DuelOpponent(id))):
				return 2, 2
			}
			return 0, 0
		},
	})
}

// opposesShadow reports a card whose unit opposes a Shadowlands card.
func opposesShadow(x *Ctx, id int) bool {
	for _, u := range x.Opposing(id) {
		if x.Shadowlands(u) {
			return true
		}
		for _, a := range x.Attachments(u) {
			if x.Shadowlands(a) {
				return true
			}
		}
	}
	return false
}

func init() {
	Register("naga-storm-mirumoto-mountain", &Text{Says: "the next time this game a player would lose a second Province in one turn, its destruction is negated", Event: func(x *Ctx) { x.MarkGame("naga-storm", UntilGame) }})
	Register("a-champions-heart", &Text{Says: "its player has for good the Political Reaction: after another player discards the Imperial Favor for an effect of his, bow your performing Personality of 1 or more Personal Honor to take the Favor", Event: func(x *Ctx) { x.MarkPlayer(x.P, "champions-heart", UntilGame) }})
	RegisterRuleAction("champions-heart", &Ability{
		Text: "another discarded the Imperial Favor, bow your honorable Personality: take it", Timing: Reaction, On: OnFavorDiscarded, Keywords: []string{"Political"},
		If: func(x *Ctx) bool { return x.Ev.Player != x.P && x.PlayerMarked(x.P, "champions-heart") },
		Targets: []*Target{{Prompt: "choose your performing Personality of 1 or more Personal Honor to bow", Performer: true, Bow: true, Anywhere: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.PersonalHonor(id) >= 1 })}},
		Effect: func(x *Ctx) { x.TakeFavor(x.P) },
	})
	Register("boastful-proclamation", &Text{Says: "with another player controlling a Personality, its Province, if it still stands as its player's next turn begins, has +3 strength for good and he gains 3 Honor; until then, should a battle's resolution destroy it, each Personality of the attacking army gets a +1F token and the Attacker may draw a card", Event: func(x *Ctx) {
		for q := range x.S.P {
			if q == x.P {
				continue
			}
			for _, id := range x.InPlay(q) {
				if x.Personality(id) {
					n := x.ProvinceNumber(x.Self)
					x.Boast(n)
					x.AtTurnStart(x.P, "boast", n)
					return
				}
			}
		}
	}})
	RegisterChoice("boast", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, n int) {
			if pr := x.S.Province(p, n); pr != nil && !pr.Destroyed {
				x.StrengthBonus(p, n, 3, UntilGame)
				x.GainHonor(p, 3)
			}
		},
	})
}
