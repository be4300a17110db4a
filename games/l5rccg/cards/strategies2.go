package cards

import . "tessen/games/l5rccg"

// personality is a target filter: a Personality in play passing a test.
func personality(ok func(x *Ctx, id int) bool) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return x.Personality(id) && (ok == nil || ok(x, id)) }
}

// performer is a performing target: a Personality of the player's with
// any of some keywords (none: any), bowed as a cost when bow is set.
func performer(prompt string, bow bool, keywords ...string) *Target {
	return &Target{Prompt: prompt, Performer: true, Chosen: true, Bow: bow, Filter: personality(func(x *Ctx, id int) bool {
		if len(keywords) == 0 {
			return true
		}
		for _, k := range keywords {
			if x.Has(id, k) || k == "Monk" && x.ActionHas("Kiho") && x.KihoMonk(id) {
				return true
			}
		}
		return false
	})}
}

// targetPerformer is "your target performing ...": a performer that is
// targeted, not only chosen.
func targetPerformer(prompt string, bow bool, keywords ...string) *Target {
	t := performer(prompt, bow, keywords...)
	t.Chosen = false
	return t
}

// Battle Strategies that move, bow and destroy.
func init() {
	// Cunning of Daidoji: Battle: target your defending Personality and an
	// enemy Personality: the enemy gets -2F; for a Crane Clan player, if
	// that leaves him 0F, destroy him and gain 2 Honor.
	Register("cunning-of-daidoji", &Text{Abilities: []*Ability{{
		Text: "your defender and an enemy: -2F to the enemy; the Crane destroy him at 0F for 2 Honor", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your defending Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Defending(id) })},
			enemyPersonality("choose an enemy Personality"),
		},
		Effect: func(x *Ctx) {
			e := x.Targets[1]
			x.Give(e, -2, 0, "")
			if x.Clan(x.P, "crane") && x.Force(e) == 0 {
				x.Destroy(e)
				x.GainHonor(x.P, 2)
			}
		},
	}}})
	// Return for Training: Battle: move home the Human Personality of the
	// lowest Personal Honor (or tied) of the Humans at the battlefield.
	Register("return-for-training", &Text{Abilities: []*Ability{{
		Text: "move home the Human of the lowest Personal Honor there", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the Human of the lowest Personal Honor", Filter: personality(func(x *Ctx, id int) bool {
			if !x.Has(id, "Human") || !x.AtBattle(id) {
				return false
			}
			for _, o := range x.InPlay(-1) {
				if x.Personality(o) && x.AtBattle(o) && x.Has(o, "Human") && x.PersonalHonor(o) < x.PersonalHonor(id) {
					return false
				}
			}
			return true
		})}},
		Effect: func(x *Ctx) { x.MoveHome(x.Target()) },
	}}})
	// Stay Your Blade: Battle: bow your performing opposed Samurai and
	// move him home: draw three cards.
	Register("stay-your-blade", &Text{Abilities: []*Ability{{
		Text: "bow and move home your opposed Samurai: draw three cards", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your opposed Samurai", Performer: true, Chosen: true, Bow: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Samurai") && x.Opposed(id)
		})}},
		Effect: func(x *Ctx) {
			x.MoveHome(x.Target())
			x.Draw(x.P, 3)
		},
	}}})
	// Frenzy: Battle: your performing Personality is dishonored, you lose
	// 2 Honor, he gets +2F (+3F if Crab Clan); his Followers are destroyed
	// as the turn ends.
	Register("frenzy", &Text{Abilities: []*Ability{{
		Text: "dishonor your Personality, lose 2 Honor: +2F (+3F for a Crab); his Followers die at the turn's end", Timing: Battle,
		Targets: []*Target{targetPerformer("choose your performing Personality", false)},
		Effect: func(x *Ctx) {
			p := x.Target()
			x.Dishonor(p)
			x.GainHonor(x.P, -2)
			bonus := 2
			if x.Has(p, "Crab Clan") {
				bonus = 3
			}
			x.Give(p, bonus, 0, "")
			x.DoomFollowers(p)
		},
	}}})
	// Ten Thousand As One: Battle: bow your performing Samurai: each
	// Samurai Follower in your army gets +2F, each other Follower +1F.
	Register("ten-thousand-as-one", &Text{Abilities: []*Ability{{
		Text: "bow your Samurai: +2F to Samurai Followers in your army, +1F to the others", Timing: Battle,
		Targets: []*Target{performer("choose your performing Samurai to bow", true, "Samurai")},
		Effect: func(x *Ctx) {
			for _, u := range x.Army(x.Target()) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) != "follower" {
						continue
					}
					if x.Has(a, "Samurai") {
						x.Give(a, 2, 0, "")
					} else {
						x.Give(a, 1, 0, "")
					}
				}
			}
		},
	}}})
	// Hitsu-Do (Kiho): Battle: bow and destroy your performing Monk or
	// Shugenja: destroy a target enemy Follower, or Personality without
	// Followers, whose unit's Personality has no more Chi than he had.
	Register("hitsu-do", &Text{Abilities: []*Ability{{
		Text: "bow and destroy your Monk or Shugenja: destroy an enemy Follower or lone Personality of no more Chi", Timing: Battle, Keywords: []string{"Kiho"},
		Targets: []*Target{
			{Prompt: "choose your Monk or Shugenja to bow and destroy", Performer: true, Chosen: true, Bow: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Monk") || x.Has(id, "Shugenja")
			})},
			{Prompt: "choose the enemy Follower or Personality without Followers", Filter: func(x *Ctx, id int) bool {
				return enemyFollowerOrLoner(x, id) && x.Chi(x.Unit(id)[0]) <= x.Chi(x.Targets[0])
			}},
		},
		Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	// Palm Strike (Kiho): Battle: target your unbowed Monk without a
	// Weapon; bow a target enemy Personality without a Weapon.
	noWeapon := func(x *Ctx, id int) bool {
		return count(x.Attachments(id), func(a int) bool { return x.Has(a, "Weapon") }) == 0
	}
	Register("palm-strike", &Text{Abilities: []*Ability{{
		Text: "your unbowed Monk without a Weapon: bow an enemy Personality without a Weapon", Timing: Battle, Keywords: []string{"Kiho"},
		Targets: []*Target{
			{Prompt: "choose your unbowed Monk without a Weapon", Performer: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Monk") && !x.Card(id).Bowed && noWeapon(x, id)
			})},
			enemyPersonalityWith("choose an enemy Personality without a Weapon", noWeapon),
		},
		Effect: func(x *Ctx) { x.Bow(x.Targets[1]) },
	}}})
	// Peasant Vengeance: Battle: bow your performing Follower: destroy a
	// target enemy Personality without attachments.
	Register("peasant-vengeance", &Text{Abilities: []*Ability{{
		Text: "bow your Follower: destroy an enemy Personality without attachments", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your Follower to bow", Performer: true, Chosen: true, Bow: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "follower" }},
			enemyPersonalityWith("choose an enemy Personality without attachments", func(x *Ctx, id int) bool { return len(x.Attachments(id)) == 0 }),
		},
		Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	// Knife in the Darkness (Ninja): Battle: move home your target Ninja
	// Personality and a target enemy Personality, and bow them.
	Register("knife-in-the-darkness", &Text{Abilities: []*Ability{{
		Text: "your Ninja and an enemy Personality go home and bow", Timing: Battle, Keywords: []string{"Ninja"},
		Targets: []*Target{
			{Prompt: "choose your Ninja", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Has(id, "Ninja") })},
			enemyPersonality("choose an enemy Personality"),
		},
		Effect: func(x *Ctx) {
			for _, id := range x.Targets {
				x.MoveHome(id)
				x.Bow(id)
			}
		},
	}}})
	// Fires of Jigoku: Battle: bow your performing Monk or Shugenja:
	// destroy a target enemy Shadowlands card whose Shadowlands is not
	// printed.
	Register("fires-of-jigoku", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: destroy an enemy card that became Shadowlands", Timing: Battle,
		Targets: []*Target{
			performer("choose your Monk or Shugenja to bow", true, "Monk", "Shugenja"),
			{Prompt: "choose an enemy Shadowlands card", Filter: func(x *Ctx, id int) bool {
				return x.Enemy(id) && x.Has(id, "Shadowlands") && !x.PrintedHas(id, "Shadowlands")
			}},
		},
		Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	// Soul's Sacrifice: Battle: your target unbowed Samurai of 3 or more
	// Personal Honor permanently becomes Shadowlands and Undead; move home
	// a target enemy Personality.
	Register("souls-sacrifice", &Text{Abilities: []*Ability{{
		Text: "your honorable Samurai becomes Shadowlands Undead: an enemy Personality goes home", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your unbowed Samurai of 3 or more Personal Honor", Filter: personality(func(x *Ctx, id int) bool {
				return x.Mine(id) && !x.Card(id).Bowed && x.Has(id, "Samurai") && x.PersonalHonor(id) >= 3
			})},
			enemyPersonality("choose the enemy Personality to move home"),
		},
		Effect: func(x *Ctx) {
			x.GiveKeyword(x.Targets[0], "Shadowlands", UntilGame)
			x.GiveKeyword(x.Targets[0], "Undead", UntilGame)
			x.MoveHome(x.Targets[1])
		},
	}}})
	// You Walk with Evil: Battle: a target Samurai whose army holds a
	// Shadowlands card is bowed, dishonored and permanently Shadowlands.
	Register("you-walk-with-evil", &Text{Abilities: []*Ability{{
		Text: "a Samurai in an army with Shadowlands is bowed, dishonored, made Shadowlands", Timing: Battle,
		Targets: []*Target{{Prompt: "choose a Samurai whose army holds a Shadowlands card", Filter: personality(func(x *Ctx, id int) bool {
			if !x.Has(id, "Samurai") {
				return false
			}
			for _, u := range x.Army(id) {
				if count(x.Unit(u), func(c int) bool { return x.Has(c, "Shadowlands") }) > 0 {
					return true
				}
			}
			return false
		})}},
		Effect: func(x *Ctx) {
			x.Bow(x.Target())
			x.Dishonor(x.Target())
			x.GiveKeyword(x.Target(), "Shadowlands", UntilGame)
		},
	}}})
	// Wounded in Battle: Battle: a target Personality not yet targeted by
	// one this turn gets -2C; until the battle ends a Samurai is not
	// destroyed for 0 Chi.
	Register("wounded-in-battle", &Text{Abilities: []*Ability{{
		Text: "-2C to a Personality; a Samurai survives 0 Chi this battle", Timing: Battle,
		Targets: []*Target{{Prompt: "choose a Personality not yet wounded this turn", Filter: personality(func(x *Ctx, id int) bool {
			return !x.Marked(id, "wounded-in-battle")
		})}},
		Effect: func(x *Ctx) {
			t := x.Target()
			x.Mark(t, "wounded-in-battle", UntilTurn)
			if x.Has(t, "Samurai") {
				x.NoChiDeath(t, UntilBattle)
			}
			x.Give(t, 0, -2, "")
		},
	}}})
	// Written in Blood: Battle/Open: bow your performing Monk or Shugenja,
	// target a Personality: lose 3 Honor; he gets -1C, -2C in an army.
	Register("written-in-blood", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja, lose 3 Honor: -1C to a Personality, -2C in an army", Timing: BattleOpen,
		Targets: []*Target{
			performer("choose your Monk or Shugenja to bow", true, "Monk", "Shugenja"),
			{Prompt: "choose a Personality", Filter: personality(nil)},
		},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -3)
			if x.InArmy(x.Targets[1]) {
				x.Give(x.Targets[1], 0, -2, "")
			} else {
				x.Give(x.Targets[1], 0, -1, "")
			}
		},
	}}})
	// Betrayal: Battle, 2 Gold: target a dishonorable enemy Human
	// Personality: lose 4 Honor; discard your top Fate card; if its Focus
	// Value is above his printed Personal Honor, take control of him (he
	// joins your army).
	Register("betrayal", &Text{Abilities: []*Ability{{
		Text: "lose 4 Honor: a dishonorable enemy Human may join you if your top Fate card outweighs his Honor", Timing: Battle,
		Targets: []*Target{enemyPersonalityWith("choose a dishonorable enemy Human", func(x *Ctx, id int) bool {
			return x.Card(id).Dishonored && x.Has(id, "Human")
		})},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -4)
			if top := x.TopFate(x.P); top >= 0 && x.Focus(top) > x.PrintedPH(x.Target()) {
				x.TakeControl(x.Target(), x.P, true)
			}
		},
	}}})
	// Strength in Numbers: Battle: choose three of your performing
	// Personalities and bow their units: destroy a target enemy unit. Or,
	// with three cards of one element keyword, one performing Samurai's
	// unit bows to do it.
	enemyUnit := enemyPersonality("choose the enemy unit to destroy")
	Register("strength-in-numbers", &Text{Abilities: []*Ability{
		{
			Text: "bow the units of three of your Personalities: destroy an enemy unit", Timing: Battle,
			Targets: []*Target{
				{Prompt: "choose your first performing Personality", Performer: true, Chosen: true, BowUnit: true, Filter: personality(nil)},
				{Prompt: "choose your second performing Personality", Performer: true, Chosen: true, BowUnit: true, Filter: personality(func(x *Ctx, id int) bool { return id != x.Targets[0] })},
				{Prompt: "choose your third performing Personality", Performer: true, Chosen: true, BowUnit: true, Filter: personality(func(x *Ctx, id int) bool { return id != x.Targets[0] && id != x.Targets[1] })},
				enemyUnit,
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[3]) },
		},
		{
			Text: "with three cards of one element: bow your Samurai's unit: destroy an enemy unit", Timing: Battle,
			If: func(x *Ctx) bool {
				for _, e := range []string{"Air", "Earth", "Fire", "Void", "Water"} {
					n := 0
					for _, u := range x.InPlay(x.P) {
						n += count(x.Unit(u), func(c int) bool { return x.Has(c, e) })
					}
					if n >= 3 {
						return true
					}
				}
				return false
			},
			Targets: []*Target{
				{Prompt: "choose your performing Samurai", Performer: true, Chosen: true, BowUnit: true, Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Samurai") })},
				enemyUnit,
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
		},
	}})
	// To Do What We Must: Battle: destroy your unit led by your performing
	// unbowed Personality: destroy a target enemy unit whose Force is at
	// most your unit's plus his Personal Honor (plus 2 if he is Crane).
	Register("to-do-what-we-must", &Text{Abilities: []*Ability{{
		Text: "destroy your unit: destroy an enemy unit of no more Force than it, his Honor and 2 for a Crane", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your unbowed Personality whose unit is destroyed", Performer: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Card(id).Bowed })},
			enemyPersonalityWith("choose the enemy unit to destroy", func(x *Ctx, id int) bool {
				mine := x.Targets[0]
				limit := x.UnitForce(mine) + x.PersonalHonor(mine)
				if x.Has(mine, "Crane Clan") {
					limit += 2
				}
				return x.UnitForce(id) <= limit
			}),
		},
		Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	// Show Me Your Stance (Iaijutsu): Battle: your target unbowed Human
	// challenges a target enemy Human to a duel of Personal Honor; the
	// winner's player gains 2 Honor; the loser is dishonored and moves
	// home bowed.
	Register("show-me-your-stance", &Text{Abilities: []*Ability{{
		Text: "a duel of Personal Honor: 2 Honor to the winner; the loser dishonored, sent home bowed", Timing: Battle, Keywords: []string{"Iaijutsu"},
		Targets: []*Target{
			{Prompt: "choose your unbowed Human to challenge", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && !x.Card(id).Bowed && x.Has(id, "Human") })},
			enemyPersonalityWith("choose the enemy Human challenged", func(x *Ctx, id int) bool { return x.Has(id, "Human") }),
		},
		Duel: &DuelSpec{Stat: "honor",
			Win: func(x *Ctx, winner, _ int) { x.GainHonor(x.Controller(winner), 2) },
			Lose: func(x *Ctx, loser int) {
				x.Dishonor(loser)
				x.MoveHome(loser)
				x.Bow(loser)
			},
		},
	}}})
}

// enemyPersonalityWith is an enemy Personality passing a test.
func enemyPersonalityWith(prompt string, ok func(x *Ctx, id int) bool) *Target {
	return &Target{Prompt: prompt, Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) && ok(x, id) }}
}

// Strategies of the Action Phase, and Open ones.
func init() {
	// Test of Honor: Limited, 6 Gold: target a Human Personality; the top
	// card of his controller's Fate deck is discarded, and if its Focus
	// Value is above his Personal Honor he is dishonored and destroyed.
	Register("test-of-honor", &Text{Abilities: []*Ability{{
		Text: "a Human whose controller's top Fate card outweighs his Honor is dishonored and destroyed", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Human Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Human") })}},
		Effect: func(x *Ctx) {
			t := x.Target()
			if top := x.TopFate(x.Controller(t)); top >= 0 && x.Focus(top) > x.PersonalHonor(t) {
				x.Dishonor(t)
				x.Destroy(t)
			}
		},
	}}})
	// Hired Killer: Limited, Gold equal to a target Personality's unit's
	// Gold Cost plus 2: lose 3 Honor; destroy him.
	unitPrice := func(x *Ctx) int {
		if len(x.Targets) == 0 {
			return 0
		}
		return x.UnitGold(x.Target()) + 2
	}
	Register("hired-killer", &Text{Abilities: []*Ability{{
		Text: "pay the unit's Gold Cost plus 2, lose 3 Honor: destroy a Personality", Timing: Limited, GoldOf: unitPrice,
		Targets: []*Target{{Prompt: "choose the Personality to destroy", Filter: personality(func(x *Ctx, id int) bool { return x.CanPay(x.P, x.UnitGold(id)+2) })}},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -3)
			x.Destroy(x.Target())
		},
	}}})
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
	// Motivation: Limited: straighten a target Personality of yours; he
	// will not straighten until after your next Straighten Phase, and
	// bows as this turn ends.
	Register("motivation", &Text{Abilities: []*Ability{{
		Text: "straighten your Personality: he bows at the turn's end and stays bowed through your next Straighten Phase", Timing: Limited,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect: func(x *Ctx) {
			x.Straighten(x.Target())
			x.NoStraighten(x.Target(), x.P)
			x.BowAtEnd(x.Target())
		},
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
	// From Every Side: Battle: the current Province gets +2 strength for
	// each defending unit; or -1 for each attacking unit.
	Register("from-every-side", &Text{Abilities: []*Ability{
		{Text: "+2 strength to the Province for each defending unit", Timing: Battle,
			Effect: func(x *Ctx) {
				x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, 2*x.Units(false), "")
			}},
		{Text: "-1 strength to the Province for each attacking unit", Timing: Battle,
			Effect: func(x *Ctx) {
				x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, -x.Units(true), "")
			}},
	}})
	// The Emperor's Defense: Limited: bow your performing Courtier: each
	// of your Provinces gets +1 strength for each Courtier you control,
	// until your next turn begins.
	Register("the-emperors-defense", &Text{Abilities: []*Ability{{
		Text: "bow your Courtier: your Provinces get +1 strength a Courtier you control until your next turn", Timing: Limited,
		Targets: []*Target{performer("choose your performing Courtier to bow", true, "Courtier")},
		Effect: func(x *Ctx) {
			n := count(x.InPlay(x.P), func(id int) bool { return x.Personality(id) && x.Has(id, "Courtier") })
			x.StrengthBonus(x.P, 0, n, x.UntilTurnOf(x.P))
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

// Strategies that bring units into the battle.
func init() {
	// Charge of the Baraunghar: Battle: target your unit: if it would be
	// opposed at the current battlefield, straighten it and move it there.
	Register("charge-of-the-baraunghar", &Text{Abilities: []*Ability{{
		Text: "your unit, if it would be opposed there, straightens and moves to the battlefield", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your unit", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.Location(id) != x.S.Attack.Battle
		})}},
		Effect: func(x *Ctx) {
			if x.WouldBeOpposed(x.Target()) {
				x.StraightenUnit(x.Target())
				x.MoveTo(x.Target(), x.S.Attack.Battle)
			}
		},
	}}})
	// Unwavering Assault (Absent): Battle: your target performing Samurai
	// at home straightens his unit and moves to the current battlefield.
	Register("unwavering-assault", &Text{Abilities: []*Ability{{
		Text: "your Samurai at home straightens his unit and joins the battle", Timing: Battle, Absent: true,
		Targets: []*Target{{Prompt: "choose your Samurai at home", Performer: true, Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Samurai") && x.Location(id) == 0
		})}},
		Effect: func(x *Ctx) {
			x.StraightenUnit(x.Target())
			x.MoveTo(x.Target(), x.S.Attack.Battle)
		},
	}}})
	// Heavily Engaged: Battle, even with no unit there: each player
	// bows an unbowed Personality of theirs at the battlefield, if he can.
	Register("heavily-engaged", &Text{Abilities: []*Ability{{
		Text: "each player bows an unbowed Personality of theirs at the battlefield", Timing: Battle, Absent: true,
		Effect: func(x *Ctx) {
			for _, p := range x.TurnOrder() { // asked in turn order, the last first on the stack
				x.Ask(p, "bow-own-at-battle", 1, 0)
			}
		},
	}}})
	RegisterChoice("bow-own-at-battle", &Choice{
		Prompt: "choose an unbowed Personality of yours at the battlefield to bow",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && x.AtBattle(id) && !x.Card(id).Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
}

// Hida's Avalanche (Heroic), of which a deck may hold ten: Battle: your
// performing Personality gains Yu 3 if he has no Yu; opposed, he gets
// +3F and becomes a Hero; else +1F.
func init() {
	Register("hidas-avalanche", &Text{Copies: 10, Abilities: []*Ability{{
		Text: "your Personality gains Yu 3 if he has none; +3F and Hero if opposed, else +1F", Timing: Battle, Keywords: []string{"Heroic"},
		Targets: []*Target{targetPerformer("choose your performing Personality", false)},
		Effect: func(x *Ctx) {
			p := x.Target()
			x.Mark(p, "avalanche", UntilBattle) // for Shell of Stone
			if x.Yu(p) == 0 {
				x.GiveKeyword(p, "Yu 3", "")
			}
			if x.Opposed(p) {
				x.Give(p, 3, 0, "")
				x.GiveKeyword(p, "Hero", "")
			} else {
				x.Give(p, 1, 0, "")
			}
		},
	}}})
}
