package cards

import . "tessen/games/l5rccg"

// Strategies that negate actions before they resolve, and two for after
// a battle.
func init() {
	// Imperial Edicts: Favor Imperial Political Open: discard the Imperial
	// Favor: your Provinces +4 strength this turn; Favor Imperial Political
	// Reaction: before a Kiho action, or an action on a Spell or Shugenja,
	// resolves, discard the Favor to negate its effects.
	Register("imperial-edicts", &Text{Abilities: []*Ability{
		{Text: "discard the Imperial Favor: your Provinces +4 strength", Timing: Open, Keywords: []string{"Favor", "Imperial", "Political"}, FavorCost: true,
			Effect: func(x *Ctx) { x.StrengthBonus(x.P, 0, 4, UntilTurn) }},
		{Text: "a Kiho, Spell or Shugenja action about to resolve, discard the Imperial Favor: negate it", Timing: Reaction, On: OnBeforeResolve,
			Keywords: []string{"Favor", "Imperial", "Political"}, FavorCost: true,
			If: func(x *Ctx) bool {
				card := x.Subject()
				return (x.ActionKeyword("Kiho") || x.Type(card) == "spell" || x.Personality(card) && x.Has(card, "Shugenja"))
			},
			Effect: func(x *Ctx) { x.NegateAction() }},
	}})
}

// The Jade Crab and the peasants who stand with heroes.
func init() {
	// Peasant Riots: Heroic Open: until the turn ends, other players'
	// Strategies that target your Yu Personalities cost a discard more.
	Register("peasant-riots", &Text{GuardsTargets: true, Abilities: []*Ability{{
		Text: "this turn, other players' Strategies targeting your Yu Personalities cost a discard", Timing: Open,
		Effect: func(x *Ctx) { x.Riot() },
	}}})
}

// Strategies (Action cards of the Fate deck).
func init() {
	// Low Morale: Battle/Open: bow every Follower in a target unit.
	Register("low-morale", &Text{Abilities: []*Ability{{
		Text: "bow every Follower in a target unit", Timing: BattleOpen,
		Targets: []*Target{{Prompt: "choose a unit", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "personality" }}},
		Effect:  func(x *Ctx) { x.BowFollowers(x.Target()) },
	}}})
}

// Strategies of the Action Phase, and Open ones.
func init() {
	// Command of the Kami: Open: the holder of the Imperial Favor discards
	// it and loses 2 Honor, but not below his Starting Family Honor.
	Register("command-of-the-kami", &Text{Abilities: []*Ability{{
		Text: "the Favor's holder discards it and loses 2 Honor, not below his Starting Honor", Timing: Open,
		If: func(x *Ctx) bool { return x.S.Favor >= 0 },
		Effect: func(x *Ctx) {
			p := x.S.Favor
			x.DiscardFavor()
			loss := min(2, max(0, x.Honor(p)-x.StartingHonor(p)))
			x.GainHonor(p, -loss)
		},
	}}})
	// Face of Ninube: Open: shuffle your hand into your Fate deck: draw as
	// many cards.
	Register("face-of-ninube", &Text{Abilities: []*Ability{{
		Text: "shuffle your hand into your Fate deck: draw as many", Timing: Open,
		Effect: func(x *Ctx) { x.Draw(x.P, x.HandToFateDeck(x.P)) },
	}}})
	// Ominous Portents: Battle/Open: every Shadowlands card gets +1F; in a
	// battle, each other card at the battlefield gets -1F and each
	// Personality there whose Shadowlands is not printed -1C.
	Register("ominous-portents", &Text{Abilities: []*Ability{{
		Text: "+1F to Shadowlands cards; in a battle, -1F to the others there and -1C to the newly Shadowlands there", Timing: BattleOpen,
		Effect: func(x *Ctx) {
			battle := x.S.Attack.Battle > 0
			for _, u := range x.InPlay(-1) {
				for _, c := range x.Unit(u) {
					switch {
					case x.Has(c, "Shadowlands"):
						x.Give(c, 1, 0, "")
						if battle && x.AtBattle(u) && x.Personality(c) && !x.PrintedHas(c, "Shadowlands") {
							x.Give(c, 0, -1, "")
						}
					case battle && x.AtBattle(u):
						x.Give(c, -1, 0, "")
					}
				}
			}
		},
	}}})
	// Imperial Summons: Favor Political Open: discard the Imperial Favor
	// to bow a target Personality; or Political Open: bow your unbowed
	// Stronghold to bow a target Personality.
	Register("imperial-summons", &Text{Abilities: []*Ability{
		{Text: "discard the Imperial Favor: bow a Personality", Timing: Open, Keywords: []string{"Favor", "Political"}, FavorCost: true,
			Targets: []*Target{{Prompt: "choose a Personality to bow", Filter: personality(nil)}},
			Effect:  func(x *Ctx) { x.Bow(x.Target()) }},
		{Text: "bow your Stronghold: bow a Personality", Timing: Open, Keywords: []string{"Political"}, BowStronghold: true,
			Targets: []*Target{{Prompt: "choose a Personality to bow", Filter: personality(nil)}},
			Effect:  func(x *Ctx) { x.Bow(x.Target()) }},
	}})
	// Rank Hath Privilege: Political Open: bow your target unbowed
	// Magistrate: bow a target Human of lower Personal Honor.
	Register("rank-hath-privilege", &Text{Abilities: []*Ability{{
		Text: "bow your Magistrate: bow a Human of lower Personal Honor", Timing: Open, Keywords: []string{"Political"},
		Targets: []*Target{
			{Prompt: "choose your unbowed Magistrate to bow", Bow: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Has(id, "Magistrate") })},
			{Prompt: "choose a Human of lower Personal Honor", Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Human") && x.PersonalHonor(id) < x.PersonalHonor(x.Targets[0])
			})},
		},
		Effect: func(x *Ctx) { x.Bow(x.Targets[1]) },
	}}})
	// Along the Coast at Midnight: costs a Gold for each unbowed
	// Personality you control; Open: your Personalities and Followers have
	// Cavalry this turn.
	unbowed := func(x *Ctx) int {
		return count(x.InPlay(x.P), func(id int) bool { return x.Personality(id) && !x.Card(id).Bowed })
	}
	Register("along-the-coast-at-midnight", &Text{Abilities: []*Ability{{
		Text: "a Gold for each unbowed Personality of yours: your Personalities and Followers are Cavalry this turn", Timing: Open, GoldOf: unbowed,
		Effect: func(x *Ctx) {
			for _, u := range x.InPlay(x.P) {
				for _, c := range x.Unit(u) {
					if t := x.Type(c); t == "personality" || t == "follower" {
						x.GiveKeyword(c, "Cavalry", "")
					}
				}
			}
		},
	}}})
}

// Kiho and other Strategies of the Action Phase.
func init() {
	// Unrequited Love: Political Open: the active player's unbowed Human
	// bows for 1 Honor, or, if his player will not, is dishonored and his
	// player loses his printed Personal Honor.
	Register("unrequited-love", &Text{Abilities: []*Ability{{
		Text: "the active player's Human: bowed for 1 Honor, or dishonored for his Personal Honor", Timing: Open, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose an unbowed Human of the active player's", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Controller(id) == x.Active() && !x.Card(id).Bowed && x.Has(id, "Human")
		})}},
		Effect: func(x *Ctx) { x.Ask(x.Active(), "unrequited", 1, x.Target()) },
	}}})
	RegisterChoice("unrequited", &Choice{
		Prompt: "bow him and gain 1 Honor? If you do not, he is dishonored and you lose his Personal Honor",
		Words:  Words{Labels: map[string]string{"bow": "bow him and gain 1 Honor"}, Pass: "he is dishonored; lose Honor"},
		Labels: func(*Ctx, int, int) []string { return []string{"bow"} },
		Picked: func(x *Ctx, p int, _ string, id int) {
			x.Bow(id)
			x.GainHonor(p, 1)
		},
		Declined: func(x *Ctx, p int, id int) {
			x.Dishonor(id)
			x.GainHonor(p, -x.PrintedPH(id))
		},
	})
	// Scrutiny's Sweet Sting: 4 Gold less for a Scorpion Clan player;
	// Political Battle/Open, bow your performing Courtier: a Personality
	// loses Samurai, Shugenja or Courtier for good.
	Register("scrutinys-sweet-sting", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.Clan(x.P, "scorpion") {
				return 4
			}
			return 0
		},
		Abilities: []*Ability{{Text: "bow your Courtier: a Personality loses Samurai, Shugenja or Courtier for good", Timing: BattleOpen,
			Targets: []*Target{
				performer("choose your performing Courtier to bow", true, "Courtier"),
				{Prompt: "choose a Personality", Anywhere: true, Filter: personality(nil)},
			},
			Effect: func(x *Ctx) { x.Ask(x.P, "scrutiny", 1, x.Targets[1]) }}},
	})
	RegisterChoice("scrutiny", &Choice{
		Prompt: "choose the keyword he loses for good",
		Words:  Words{Labels: map[string]string{"samurai": "he loses Samurai", "shugenja": "he loses Shugenja", "courtier": "he loses Courtier"}},
		Labels: func(*Ctx, int, int) []string { return []string{"samurai", "shugenja", "courtier"} },
		Picked: func(x *Ctx, _ int, word string, id int) {
			x.RemoveKeyword(id, map[string]string{"samurai": "Samurai", "shugenja": "Shugenja", "courtier": "Courtier"}[word], UntilGame)
		},
	})
}

// More Strategies: overwhelming, Ranged, drawing and raising.
func init() {
	// Toturi is Drugged: Open: a Personality, and discard cards of more
	// total Focus Value than his Chi: lose 2 Honor; he bows.
	Register("toturi-is-drugged", &Text{Abilities: []*Ability{{
		Text: "discard cards of more Focus than a Personality's Chi: lose 2 Honor, he bows", Timing: Open,
		Targets: []*Target{{Prompt: "choose a Personality to bow", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			total := 0
			for _, c := range x.Hand(x.P) {
				if c != x.Self {
					total += x.Focus(c)
				}
			}
			return total > x.Chi(id)
		})}},
		Effect: func(x *Ctx) { x.Ask(x.P, "drugged", 99, x.Target()) },
	}}})
	RegisterChoice("drugged", &Choice{
		Prompt: "choose cards to discard until their Focus Values exceed his Chi",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, c := range x.Hand(p) {
				if c != x.Self {
					out = append(out, c)
				}
			}
			return out
		},
		Enough: func(x *Ctx, _ int, chosen []int, target int) bool {
			total := 0
			for _, c := range chosen {
				total += x.Focus(c)
			}
			return total > x.Chi(target)
		},
		Done: func(x *Ctx, p int, chosen []int, target int) {
			for _, c := range chosen {
				x.DiscardFromHand(c)
			}
			x.GainHonor(p, -2)
			x.Bow(target)
		},
	})
}

// Dark bargains, fates refused, wedges and pigeons.
func init() {
	// Dark Lord's Favor: one a turn, by a player none has less Family
	// Honor than; each way costs 7 Honor: Battle/Open, a Personality is
	// dishonored; Limited, a player discards a card; Battle, a card's
	// Force becomes 0; Reaction, a gain of Honor is negated.
	dlf := func(x *Ctx) bool {
		if x.PlayerMarked(x.P, "dark-lords-favor") {
			return false
		}
		for q := range x.S.P {
			if x.Honor(q) < x.Honor(x.P) {
				return false
			}
		}
		return true
	}
	pay := func(x *Ctx) {
		x.MarkPlayer(x.P, "dark-lords-favor", UntilTurn)
		x.GainHonor(x.P, -7)
	}
	Register("dark-lords-favor", &Text{Abilities: []*Ability{
		{Text: "lose 7 Honor: dishonor a Personality", Timing: BattleOpen, If: dlf,
			Targets: []*Target{{Prompt: "choose a Personality to dishonor", Filter: personality(nil)}},
			Effect: func(x *Ctx) {
				x.Dishonor(x.Target())
				pay(x)
			}},
		{Text: "lose 7 Honor: a player discards a card", Timing: Limited, If: dlf,
			Effect: func(x *Ctx) {
				pay(x)
				x.Ask(x.P, "dlf-player", 1, 0)
			}},
		{Text: "lose 7 Honor: a card's Force becomes 0", Timing: Battle, If: dlf,
			Targets: []*Target{{Prompt: "choose a card whose Force becomes 0", Filter: func(x *Ctx, id int) bool {
				t := x.Type(id)
				return (t == "personality" || t == "follower" || t == "item") && x.Force(id) > 0
			}}},
			Effect: func(x *Ctx) {
				setForce(x, x.Target(), 0, "")
				pay(x)
			}},
		{Text: "a gain of Honor: negate it; lose 7 Honor", Timing: Reaction, On: OnBeforeGain, If: dlf,
			Effect: func(x *Ctx) {
				x.Negate()
				pay(x)
			}},
	}})
	RegisterChoice("dlf-player", &Choice{
		Prompt: "choose the player who discards a card",
		Words:  Words{Each: "%s discards a card"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for q := range x.S.P {
				if len(x.Hand(q)) > 0 {
					out = append(out, PlayerKey(q))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) { x.Ask(KeySeat(word), "discard", 1, 0) },
	})
}
