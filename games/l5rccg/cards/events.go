package cards

import (
	"slices"
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

// Events about the Imperial Favor.
func init() {
	Register("commanding-favor", &Text{
		Says:       "revealed, it enters play at home; discarding it from play pays a cost of discarding the Imperial Favor.",
		Event:      func(x *Ctx) { x.EventIntoPlay() },
		FavorPayer: &FavorPayer{Pay: func(x *Ctx) { x.DiscardFromPlay(x.Self) }},
	})
	// Severed from the Emperor: revealed, it enters play and its player
	// discards the Imperial Favor if he holds it; in play, he neither wins
	// an Honor Victory nor controls the Favor, and has the Repeatable
	// Interrupt: a Favor action targets a card of his: negate its effects
	// (the Favor stays discarded) and lose 5 Honor.
	Register("severed-from-the-emperor", &Text{Severs: true,
		Event: func(x *Ctx) {
			x.EventIntoPlay()
			if x.Favor(x.P) {
				x.DiscardFavor()
			}
		},
		Abilities: []*Ability{{
			Text: "a Favor action targets your card: negate it; lose 5 Honor", Timing: Reaction, On: OnTargeted, Any: true, Absent: true,
			If: func(x *Ctx) bool {
				return x.IsInPlay(x.Self) && x.ActionKeyword("Favor") && x.Controller(x.Subject()) == x.P
			},
			Effect: func(x *Ctx) {
				x.NegateAction()
				x.GainHonor(x.P, -5)
			},
		}},
	})
}

// Events of the Dark Lord's court.
func init() {
	const kissed = "kachikos-kiss"
	Register("kachikos-kiss", &Text{Says: "revealed face up at its player's turn, the first time any copy resolves in the game: he loses 10 Honor, the Imperial Favor is removed from the game, Dark Lord's Favor may not be played for the rest of the game, and it is shuffled into his deck instead of discarded; any later time: the Favor returns to the game and Dark Lord's Favor may be played again", Bans: true, Event: func(x *Ctx) {
		if !x.GameMarked(kissed) {
			x.MarkGame(kissed, UntilGame)
			x.GainHonor(x.P, -10)
			x.RemoveFavor()
			for q := range x.S.P {
				x.BanTitle(q, "dark-lords-favor")
			}
			x.ToDeckAfter(x.Self)
			return
		}
		x.ReturnFavor()
		x.Unban("dark-lords-favor")
	}})
}

// Tests of the Empire's champions.
func init() {
	const entry, score = "jade-entry", "jade-score"
	Register("test-of-the-jade-champion", &Text{Says: "revealed face up at its player's turn, from the player on his left in turn order, each player may choose his Shugenja and discard a card; the one player whose Shugenja's Chi plus the discard's Focus Value is higher than all others' gains 3 Honor, and his Shugenja becomes the Jade Champion for good: once a turn he need not bow for his player's Kiho action", Event: func(x *Ctx) {
		x.Ask(x.P, "jade-judge", 1, 0) // last, once every player has had his say
		x.Ask(x.S.Next(x.P), "jade-shugenja", 1, 1)
	}})
	RegisterChoice("jade-shugenja", &Choice{
		Prompt: "choose your Shugenja for the Test of the Jade Champion, and then a card to discard, if you like",
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			return x.Controlled(p, func(id int) bool { return x.Personality(id) && x.Has(id, "Shugenja") })
		},
		Done: func(x *Ctx, p int, chosen []int, k int) {
			if k < len(x.S.P) { // the next player's say, after this one's
				x.Ask(x.S.Next(p), "jade-shugenja", 1, k+1)
			}
			for _, id := range chosen {
				x.Mark(id, entry, UntilTurn)
				x.Ask(p, "jade-discard", 1, id)
			}
		},
	})
	RegisterChoice("jade-discard", &Choice{
		Prompt:  "choose the card to discard: its Focus Value adds to your Shugenja's Chi",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, p int, chosen []int, id int) {
			for _, c := range chosen {
				x.DiscardFromHand(c)
				x.S.Say(x.TitleOf(id), " scores ", strconv.Itoa(x.Chi(id)+x.Focus(c)))
				x.MarkN(id, score, x.Chi(id)+x.Focus(c), UntilTurn)
			}
		},
	})
	RegisterChoice("jade-judge", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, _ int) {
			best, top, tied := -1, -1, false
			for q := range x.S.P {
				for _, id := range x.InPlay(q) {
					for _, n := range x.Marks(id, score) {
						switch {
						case n > top:
							best, top, tied = id, n, false
						case n == top:
							tied = true
						}
					}
				}
			}
			if best < 0 || tied || !x.IsInPlay(best) {
				return
			}
			x.GainHonor(x.Controller(best), 3)
			x.GiveKeyword(best, "Jade Champion", UntilGame)
			x.Mark(best, JadeChampion, UntilGame)
		},
	})
}

// The Emerald Champion's test.
func init() {
	const champ, lost = "emerald-champion", "emerald-lost"
	Register("test-of-the-emerald-champion", &Text{Says: "revealed face up at its player's turn, his Personality challenges, from the player on his left in turn order, each other player, who may accept with any Personality of his; each winner gains 3 Honor, each loser is destroyed; if his Personality lost none of these duels, he is removed from the game and his player gains a Province left of his leftmost", Event: func(x *Ctx) { x.Ask(x.P, champ, 1, 0) }})
	RegisterChoice(champ, &Choice{
		Prompt:  "choose your Personality for the Test of the Emerald Champion",
		Options: func(x *Ctx, p, _ int) []int { return x.Controlled(p, func(id int) bool { return x.Personality(id) }) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Mark(id, champ, UntilTurn)
				x.Ask(p, "emerald-end", 1, id) // once the duels are over
				var order []int
				for q := x.S.Next(p); q != p; q = x.S.Next(q) {
					order = append(order, q)
				}
				for i := len(order) - 1; i >= 0; i-- { // the first is fought first
					x.ChallengeOpenLater(champ, id, order[i])
				}
			}
		},
	})
	RegisterDuel(champ, &DuelSpec{
		Win: func(x *Ctx, winner, _ int) { x.GainHonor(x.Controller(winner), 3) },
		Lose: func(x *Ctx, loser int) {
			if x.Marked(loser, champ) {
				x.Mark(loser, lost, UntilTurn)
			}
			x.Destroy(loser)
		},
	})
	RegisterChoice("emerald-end", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, id int) {
			if x.IsInPlay(id) && !x.Marked(id, lost) {
				x.RemoveFromGame(id)
				x.GainProvinceLeft(p)
			}
		},
	})
}

// Events that set the Great Clans against each other.
func init() {
	Register("an-empty-victory", &Text{Says: "revealed face up at its player's turn, until his turn two turns from now begins, the active player, with one of the two highest Family Honor totals or tied for the highest, must declare an attack on another such player as the Attack Phase begins and assign at least one unit, if he legally can", ForcesAttacks: true, Event: func(x *Ctx) { x.ForceAttacks(x.UntilSecondTurn()) }})
}

// Events that loose arrows at every home.
func init() {
	Register("unexpected-confrontation", &Text{Says: "revealed face up at its player's turn, from him in turn order, each player discards the top card of his Fate deck and targets a Ranged Attack of its Focus Value, which may target a card at the home of the player on his left as if that player's units were the enemy army (a Follower, or a Personality without Followers)", Event: func(x *Ctx) { x.Ask(x.P, "confrontation-top", 1, 1) }})
	RegisterChoice("confrontation-top", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, k int) {
			if k < len(x.S.P) { // the next player's, after this one's attack
				x.Ask(x.S.Next(p), "confrontation-top", 1, k+1)
			}
			if top := x.TopFate(p); top >= 0 {
				x.Ask(p, "confrontation", 1, x.Focus(top))
			}
		},
	})
	RegisterChoice("confrontation", &Choice{
		Prompt: "choose the target of your Ranged Attack at the home of the player on your left, if any",
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(x.S.Next(p)) {
				if x.Location(id) != 0 {
					continue
				}
				if rangedAtHome(x, id) {
					out = append(out, id)
				}
				for _, a := range x.Attachments(id) {
					if x.Type(a) == "follower" {
						out = append(out, a)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, strength int) {
			for _, id := range chosen {
				y := *x
				y.P = p
				y.LaunchRanged(id, strength)
			}
		},
	})
}

// rangedAtHome reports a card a Ranged Attack could target as if in an
// army: a Personality without Followers.
func rangedAtHome(x *Ctx, id int) bool {
	return x.Personality(id) && !slices.ContainsFunc(x.Attachments(id), func(a int) bool { return x.Type(a) == "follower" })
}
