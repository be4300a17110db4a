package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards that create cards.
func init() {
	// Outmaneuvered by Tactics: Battle: choose your performing Tactician:
	// two 2F/1C/2PH Personalities of your Clan are created at the
	// battlefield.
	Register("outmaneuvered-by-tactics", &Text{Abilities: []*Ability{{
		Text: "your Tactician: two 2F/1C/2PH Personalities of your Clan join the battle", Timing: Battle,
		Targets: []*Target{performer("choose your performing Tactician", false, "Tactician")},
		Effect: func(x *Ctx) {
			if x.Alignment(x.P) == "" {
				return // no Clan alignment to give them
			}
			id := "created-soldier-" + x.Faction(x.P)
			for range 2 {
				x.Create(id, x.S.Attack.Battle, -1)
			}
		},
	}}})
}

// Cards that pay a cost of discarding the Imperial Favor instead of their
// player (LE-FAVOR-2), and what else they do.
func init() {
	// Influenced from Afar: Political Reaction, bow your Personality: it
	// pays a cost of discarding the Imperial Favor; Battle: choose your
	// performing Personality and target a Terrain: destroy it.
	Register("influenced-from-afar", &Text{FavorPayer: bowingForFavor(), Abilities: []*Ability{{
		Text: "your Personality: destroy a Terrain", Timing: Battle,
		Targets: []*Target{performer("choose your performing Personality", false), aTerrain("choose the Terrain to destroy")},
		Effect:  func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
}

// Holdings and others of the End Phase's draw and the duel's focus.
func init() {
	// War Cry: focused from its owner's discard pile in a duel, then
	// removed from the game; Battle: your performing Samurai gets +1F for
	// each unit of yours in his army.
	Register("war-cry", &Text{FocusFromDiscard: true, Abilities: []*Ability{{
		Text: "your Samurai: +1F for each unit of yours in his army", Timing: Battle,
		Targets: []*Target{performer("choose your performing Samurai", false, "Samurai")},
		Effect:  func(x *Ctx) { x.Give(x.Target(), len(atBattleOf(x, x.P)), 0, "") },
	}}})
}

// The Crab's stances.
func init() {
	// Stance of the Wall (Heroic): Battle: your performing Personality,
	// targeted by Shell of Stone's ability this turn: his army's total
	// Force is raised by 5 for the battle; you may target a Personality
	// opposing him, who bows and is destroyed.
	Register("stance-of-the-wall", &Text{Abilities: []*Ability{{
		Text: "your Personality of the Shell of Stone: +5 to his army's total; an opposing Personality bows and is destroyed", Timing: Battle, Keywords: []string{"Heroic"},
		Targets: []*Target{{Prompt: "choose your performing Personality whom Shell of Stone targeted this turn", Performer: true, Chosen: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.Marked(id, "shell-of-stone") })}},
		Effect: func(x *Ctx) {
			x.RaiseArmy(x.Target(), 5)
			x.Ask(x.P, "stance-of-the-wall", 1, x.Target())
		},
	}}})
	RegisterChoice("stance-of-the-wall", &Choice{
		Prompt: "choose a Personality opposing him to bow and destroy, if you like",
		AtMost: true,
		Options: func(x *Ctx, _, person int) []int {
			var out []int
			for _, u := range x.Opposing(person) {
				if x.Personality(u) {
					out = append(out, u)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
				x.Destroy(id)
			}
		},
	})
}

// Strategies that level the field.
func init() {
	// In Search of the Future: Battle, even without a unit there: the
	// Force bonuses upon cards at the battlefield are reduced to +0F until
	// the turn ends, but those a card gave itself or a card of its unit.
	Register("in-search-of-the-future", &Text{SuppressesBonuses: true, Abilities: []*Ability{{
		Text: "Force bonuses at the battlefield reduced to +0F, but a unit's own", Timing: Battle, Absent: true,
		Effect: func(x *Ctx) { x.SuppressForceBonuses(x.S.Attack.Battle) },
	}}})
}

// rangedAtEnemy is where a Strategy's own Ranged Attack may go, with no
// performer to oppose: an enemy Follower, or an enemy Personality without
// Followers, at the battlefield.
func rangedAtEnemy(x *Ctx, id int) bool {
	switch x.Type(id) {
	case "follower":
		return x.Enemy(id)
	case "personality":
		for _, a := range x.Attachments(id) {
			if x.Type(a) == "follower" {
				return false
			}
		}
		return x.Enemy(id)
	}
	return false
}

// Cards that change a Ranged Attack's strength once it is targeted.
func init() {
	// Tsuruchi Technique: its abilities cost 1 Gold less for a Mantis Clan
	// player; Battle: Ranged 3 Attack; Reaction: after a Ranged Attack
	// performed by a card of your units is targeted, +3 strength.
	mantis := func(x *Ctx) int {
		if x.Clan(x.P, "mantis") {
			return -1
		}
		return 0
	}
	Register("tsuruchi-technique", &Text{Abilities: []*Ability{
		{Text: "Ranged 3 Attack", Timing: Battle, Ranged: 3, RangedTo: rangedAtEnemy, GoldOf: mantis},
		{Text: "a Ranged Attack of your units targeted: +3 strength", Timing: Reaction, On: OnRangedTargeted, GoldOf: mantis,
			If:     func(x *Ctx) bool { return x.Ev.N >= 0 && x.Controller(x.Ev.N) == x.P },
			Effect: func(x *Ctx) { x.RangedBonus(3) }},
	}})
	// Outer Walls: Battle, even with no units there: the battlefield's
	// Province +3 strength; Reaction: after a Ranged Attack is targeted, it
	// gets -2 strength.
	Register("outer-walls", &Text{Abilities: []*Ability{
		{Text: "the battlefield's Province +3 strength", Timing: Battle, Absent: true,
			Effect: func(x *Ctx) { x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, 3, UntilTurn) }},
		{Text: "a Ranged Attack targeted: -2 strength", Timing: Reaction, On: OnRangedTargeted,
			Effect: func(x *Ctx) { x.RangedBonus(-2) }},
	}})
}

// Brutal Confrontation.
func init() {
	enemy := &Target{Prompt: "choose an enemy Personality to challenge", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) }}
	destroy := func(x *Ctx, loser int) { x.Destroy(loser) }
	gift := []*Ability{
		{Text: "bow him: Ranged 3 Attack (Brutal Confrontation's)", Timing: Battle, Any: true, Bow: true, Ranged: 3},
		{Text: "bow him: a duel of Force with an enemy Personality, the loser destroyed (Brutal Confrontation's)", Timing: Battle, Any: true, Bow: true,
			Targets: []*Target{enemy}, Duel: &DuelSpec{Self: true, Stat: "force", Lose: destroy}},
		{Text: "bow him: a duel of Chi with an enemy Personality, the loser destroyed (Brutal Confrontation's)", Timing: Battle, Any: true, Bow: true,
			Targets: []*Target{enemy}, Duel: &DuelSpec{Self: true, Lose: destroy}},
	}
	// Brutal Confrontation: Battle: until the battle ends, every
	// Personality at it has "Repeatable Battle, bow him: Ranged 3 Attack"
	// (combining as his own) and "Repeatable Battle, bow him: challenge an
	// enemy Personality to a duel of Force or Chi (two abilities, one a
	// stat); destroy the loser"; with two units or more in your army
	// there, you may use one of these at once, as an additional action.
	RegisterGift("brutal-confrontation", func(x *Ctx, card int) []*Ability {
		if x.S.Attack.Battle > 0 && x.Personality(card) && x.AtBattle(card) {
			return gift
		}
		return nil
	})
	Register("brutal-confrontation", &Text{MakesGifts: true, Abilities: []*Ability{{
		Text: "until the battle ends, each Personality here may bow for Ranged 3 or a duel to the death", Timing: Battle,
		Effect: func(x *Ctx) {
			x.Gift("brutal-confrontation", UntilBattle)
			if x.Units(x.AttackingSide()) >= 2 {
				x.ExtraGiftAction("brutal-confrontation")
			}
		},
	}}})
}

// Strategies (Action cards of the Fate deck).
func init() {
	// Treachery and Deceit: Battle: move home a target Personality whose
	// unit has 7 or more total Force.
	Register("treachery-and-deceit", &Text{Abilities: []*Ability{{
		Text: "move home a target Personality whose unit has 7 or more Force", Timing: Battle,
		Targets: []*Target{{Prompt: "choose a Personality whose unit has 7 or more Force", Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && x.UnitForce(id) >= 7
		}}},
		Effect: func(x *Ctx) { x.MoveHome(x.Target()) },
	}}})
	// Defensive Screen: Battle: target a unit of yours; move your other
	// units at the battlefield home.
	Register("defensive-screen", &Text{Abilities: []*Ability{{
		Text: "target a unit of yours: your other units at the battlefield go home", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the unit of yours that stays", Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && int(x.Card(id).Controller) == x.P
		}}},
		Effect: func(x *Ctx) {
			for _, id := range x.S.P[x.P].Play {
				if id != x.Target() && x.AtBattle(id) {
					x.MoveHome(id)
				}
			}
		},
	}}})
}

// First and Final Strike: Battle: a target unbowed Personality of yours
// at the battlefield challenges a target enemy Personality there; the
// loser is destroyed, and a winner who had less Chi than the loser when
// the duel began gains its player 3 Honor.
func init() {
	Register("first-and-final-strike", &Text{Abilities: []*Ability{{
		Text: "your unbowed Personality challenges an enemy one: destroy the loser; an underdog winner gains 3 Honor", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your unbowed Personality to challenge", Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "personality" && int(x.Card(id).Controller) == x.P && !x.Card(id).Bowed
			}},
			{Prompt: "choose the enemy Personality challenged", Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "personality" && int(x.Card(id).Controller) != x.P
			}},
		},
		Duel: &DuelSpec{
			Lose: func(x *Ctx, loser int) { x.Destroy(loser) },
			Win: func(x *Ctx, winner, loser int) {
				if x.StartChi(winner) < x.StartChi(loser) {
					x.GainHonor(int(x.Card(winner).Controller), 3)
				}
			},
		},
	}}})
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

// Strategies of the Action Phase, and Open ones.
func init() {
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

// Battle Strategies.
func init() {
	// Shell of Stone: Heroic Battle: a Personality who performed Hida's
	// Avalanche this battle gets his Yu in Force, and may bow an opposing
	// unit of lower total Force than his.
	Register("shell-of-stone", &Text{Abilities: []*Ability{{
		Text: "his Yu in Force for the Avalanche's performer; he may bow a weaker opposing unit", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the Personality who performed Hida's Avalanche", Filter: personality(func(x *Ctx, id int) bool { return x.Marked(id, "avalanche") })}},
		Effect: func(x *Ctx) {
			x.Give(x.Target(), x.Yu(x.Target()), 0, "")
			x.Mark(x.Target(), "shell-of-stone", UntilTurn)
			x.Ask(x.P, "shell-bow", 1, x.Target())
		},
	}}})
	RegisterChoice("shell-bow", &Choice{
		Prompt: "bow a unit opposing him of lower total Force?",
		Words:  Words{Card: "bow the unit of %s", Done: "bow none"},
		AtMost: true,
		Options: func(x *Ctx, _, h int) []int {
			var out []int
			for _, u := range x.Opposing(h) {
				if x.UnitForce(u) < x.UnitForce(h) {
					out = append(out, u)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.BowUnit(u)
			}
		},
	})
	// Guerrilla Tactics: Battle, dishonor your unbowed Personality, who
	// takes Shadowlands for good: two Ranged Attacks in a row of his Force
	// and his Chi, in the order you choose; a defender bows; lose 3 Honor.
	guerrilla := func(text string, chiFirst bool, same int) *Ability {
		return &Ability{Text: text, Timing: Battle, Same: same,
			Targets: []*Target{{Prompt: "choose your performing unbowed Personality to dishonor", Performer: true, Chosen: true, Dishonor: true,
				Filter: personality(func(x *Ctx, id int) bool { return !x.Card(id).Bowed })}},
			Effect: func(x *Ctx) {
				g := x.Target()
				x.GiveKeyword(g, "Shadowlands", UntilGame)
				first, second := x.Force(g), x.Chi(g)
				if chiFirst {
					first, second = second, first
				}
				x.AskFor(g, x.P, "ranged", 1, second) // his Ranged Attacks; asked second: pushed first
				x.AskFor(g, x.P, "ranged", 1, first)
				if x.Defending(g) {
					x.Bow(g)
				}
				x.GainHonor(x.P, -3)
			}}
	}
	Register("guerrilla-tactics", &Text{Abilities: []*Ability{
		guerrilla("dishonor your Personality: Ranged Attacks of his Force, then his Chi", false, 0),
		guerrilla("dishonor your Personality: Ranged Attacks of his Chi, then his Force", true, 1),
	}})
}

// atBattleOf lists a player's units at the current battlefield.
func atBattleOf(x *Ctx, p int) []int {
	var out []int
	for _, id := range x.InPlay(p) {
		if x.Personality(id) && x.AtBattle(id) {
			out = append(out, id)
		}
	}
	return out
}

// Battle Strategies that bow, dishonor and send home.
func init() {
	// Crush the Unworthy: Battle: one or two enemy Personalities, each of
	// a base Gold Cost below his controller's Stronghold's Gold Production
	// plus 3: their units bow, and their destruction in this battle's
	// resolution earns the player no Honor.
	cheap := func(x *Ctx, id int) bool { return x.Gold(id) < x.StrongholdGold(x.Controller(id))+3 }
	Register("crush-the-unworthy", &Text{Abilities: []*Ability{{
		Text: "one or two cheap enemy Personalities: their units bow, and earn you no Honor this battle", Timing: Battle,
		Targets: []*Target{
			enemyPersonalityWith("choose an enemy Personality of a base Gold Cost below his Stronghold's Gold Production plus 3", cheap),
			{Prompt: "choose another such enemy Personality, if you like", Optional: true, Filter: func(x *Ctx, id int) bool {
				return id != x.Targets[0] && x.Personality(id) && x.Enemy(id) && cheap(x, id)
			}},
		},
		Effect: func(x *Ctx) {
			for _, id := range x.Targets {
				if id >= 0 {
					x.BowUnit(id)
					x.Mark(id, "no-honor", UntilBattle)
				}
			}
		},
	}}})
	// Dishonorable Challenge: Battle: dishonor your performing unbowed
	// Human: an enemy Personality whose unit costs less than your Human's
	// Gold Cost plus printed Personal Honor: his unit is destroyed, your
	// Human is never rehonored nor commits seppuku, and you lose 2 Honor.
	Register("dishonorable-challenge", &Text{Abilities: []*Ability{{
		Text: "dishonor your Human for good: destroy an enemy unit cheaper than his cost and Honor; lose 2 Honor", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your performing unbowed Human to dishonor", Performer: true, Dishonor: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Human") && !x.Card(id).Bowed
			})},
			enemyPersonalityWith("choose an enemy Personality whose unit costs less than your Human's Gold Cost plus Personal Honor", func(x *Ctx, id int) bool {
				return x.UnitGold(id) < x.Gold(x.Targets[0])+x.PrintedPH(x.Targets[0])
			}),
		},
		Effect: func(x *Ctx) {
			x.Mark(x.Targets[0], "disgraced", UntilGame)
			x.Destroy(x.Targets[1])
			x.GainHonor(x.P, -2)
		},
	}}})
	// Disavowed: Battle: dishonor your performing unbowed Harrier: a
	// Ranged 6 Attack, or two Ranged 3 Attacks; then he may go home.
	Register("disavowed", &Text{Abilities: []*Ability{{
		Text: "dishonor your Harrier: a Ranged 6 Attack or two Ranged 3; then he may go home", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your performing unbowed Harrier to dishonor", Performer: true, Dishonor: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Harrier") && !x.Card(id).Bowed
		})}},
		Effect: func(x *Ctx) {
			x.Ask(x.P, "disavowed-home", 1, x.Target()) // after the attacks, which are pushed on top
			x.Ask(x.P, "disavowed", 1, x.Target())
		},
	}}})
	RegisterChoice("disavowed", &Choice{
		Prompt: "one Ranged 6 Attack, or two Ranged 3 Attacks?",
		Words:  Words{Labels: map[string]string{"six": "one Ranged 6 Attack", "threes": "two Ranged 3 Attacks"}, Pass: "one Ranged 6 Attack"},
		Labels: func(*Ctx, int, int) []string { return []string{"six", "threes"} },
		Picked: func(x *Ctx, p int, word string, harrier int) {
			if word == "six" {
				x.AskFor(harrier, p, "ranged", 1, 6)
				return
			}
			x.AskFor(harrier, p, "ranged", 1, 3)
			x.AskFor(harrier, p, "ranged", 1, 3)
		},
		Declined: func(x *Ctx, p int, harrier int) { x.AskFor(harrier, p, "ranged", 1, 6) }, // a choice, not a way out
	})
	mayWord("disavowed-home", "move your Harrier home?", "home", "move him home", func(x *Ctx, _, id int) { x.MoveHome(id) })
	// Excellence: Battle: destroy your performing unbowed Samurai or
	// Duelist: each Personality at the battlefield of a lower Gold Cost
	// goes home. Focused in a duel: up to two cards of your Fate discard
	// pile shuffle into the deck, and it is removed from the game after
	// the duel.
	Register("excellence", &Text{
		FocusEffect: func(x *Ctx) {
			x.Mark(x.Self, "removed-after-duel", UntilGame)
			x.Ask(x.P, "excellence", 2, 0)
		},
		Abilities: []*Ability{{
			Text: "destroy your Samurai or Duelist: the cheaper Personalities at the battle go home", Timing: Battle,
			Targets: []*Target{{Prompt: "choose your performing unbowed Samurai or Duelist to destroy", Performer: true, Chosen: true, Destroy: true,
				Filter: personality(func(x *Ctx, id int) bool { return (x.Has(id, "Samurai") || x.Has(id, "Duelist")) && !x.Card(id).Bowed })}},
			Effect: func(x *Ctx) {
				gold := x.Gold(x.Target())
				for _, id := range x.InPlay(-1) {
					if x.Personality(id) && x.AtBattle(id) && x.Gold(id) < gold {
						x.MoveHome(id)
					}
				}
			},
		}},
	})
	RegisterChoice("excellence", &Choice{
		Prompt: "choose up to two cards of your Fate discard pile to shuffle into your deck", AtMost: true,
		Words:   Words{Card: "shuffle %s into your deck", Done: "shuffle no more"},
		Options: func(x *Ctx, p, _ int) []int { return x.S.P[p].FateDiscard },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardToFateDeck(id)
			}
			x.ShuffleFate(p)
		},
	})
	// Defeat the Reserves: Battle: a player with more units at the
	// battlefield than the highest Chi among his Personalities there sends
	// units home, one at a time, his choice, until he has no more.
	Register("defeat-the-reserves", &Text{Abilities: []*Ability{{
		Text: "a player with more units here than his highest Chi here sends units home until he has no more", Timing: Battle,
		Effect: func(x *Ctx) { x.Ask(x.P, "reserves", 1, 0) },
	}}})
	overReserves := func(x *Ctx, p int) bool {
		units, most := atBattleOf(x, p), 0
		for _, id := range units {
			most = max(most, x.Chi(id))
		}
		return len(units) > most
	}
	RegisterChoice("reserves", &Choice{
		Prompt: "choose the player whose reserves are defeated",
		Words:  Words{Each: "defeat the reserves of %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for p := range x.S.P {
				if len(atBattleOf(x, p)) > 0 {
					out = append(out, PlayerKey(p))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) {
			for p := range x.S.P {
				if PlayerKey(p) == word && overReserves(x, p) {
					x.Ask(p, "reserves-home", 1, 0)
				}
			}
		},
	})
	RegisterChoice("reserves-home", &Choice{
		Prompt:  "choose one of your units at the battlefield to move home",
		Options: func(x *Ctx, p, _ int) []int { return atBattleOf(x, p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.MoveHome(id)
			}
			if len(chosen) > 0 && overReserves(x, p) {
				x.Ask(p, "reserves-home", 1, 0)
			}
		},
	})
	// Flanking Maneuver: Battle, with more units here than the enemy army:
	// bow one or more of your performing units: an enemy Personality of
	// no more Chi than their total Force, plus the Chi of each Lion Clan
	// Personality among them, has his unit bowed.
	Register("flanking-maneuver", &Text{Abilities: []*Ability{{
		Text: "more units than the enemy: bow units of yours, bow an enemy unit of no more Chi than their Force", Timing: Battle,
		If:     func(x *Ctx) bool { return x.Units(x.AttackingSide()) > x.EnemyUnits() },
		Effect: func(x *Ctx) { x.Ask(x.P, "flanking", 9, 0) },
	}}})
	RegisterChoice("flanking", &Choice{
		Prompt: "choose your unbowed units at the battlefield to bow, until you have enough", AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range atBattleOf(x, p) {
				if !x.Card(id).Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			if len(chosen) == 0 {
				return
			}
			total := 0
			for _, id := range chosen {
				total += x.UnitForce(id)
				if x.Has(id, "Lion Clan") {
					total += x.Chi(id)
				}
				x.BowUnit(id)
			}
			x.Ask(p, "flanked", 1, total)
		},
	})
	RegisterChoice("flanked", &Choice{
		Prompt: "choose an enemy Personality of no more Chi than your bowed units' total to bow his unit",
		Options: func(x *Ctx, _, total int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && x.Enemy(id) && x.Chi(id) <= total {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.BowUnit(id)
			}
		},
	})
}

// strongestThere lists the Personalities of a player's at the current
// battlefield with the highest Force there (ties included).
func strongestThere(x *Ctx, p int) []int {
	var out []int
	best := -1
	for _, id := range atBattleOf(x, p) {
		switch f := x.Force(id); {
		case f > best:
			out, best = []int{id}, f
		case f == best:
			out = append(out, id)
		}
	}
	return out
}

// More Strategies: overwhelming, Ranged, drawing and raising.
func init() {
	// Overwhelmed: Battle: destroy your performing unbowed Personality of
	// the highest Force of yours at the battlefield: the enemy leader may
	// send exactly two units of his army home; if he does not, he destroys
	// a Personality of his army of its highest Force.
	Register("overwhelmed", &Text{Abilities: []*Ability{{
		Text: "destroy your strongest here: the enemy sends two units home, or loses his strongest", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your performing unbowed Personality of the highest Force here to destroy", Performer: true, Chosen: true, Destroy: true,
			Filter: personality(func(x *Ctx, id int) bool {
				for _, s := range strongestThere(x, x.P) {
					if s == id {
						return !x.Card(id).Bowed
					}
				}
				return false
			})}},
		Effect: func(x *Ctx) {
			if leader := x.EnemyLeader(); leader >= 0 {
				x.Ask(leader, "overwhelmed", 1, 0)
			}
		},
	}}})
	RegisterChoice("overwhelmed", &Choice{
		Prompt: "send two units of your army home, or destroy your strongest Personality there?",
		Words:  Words{Labels: map[string]string{"home": "send two units home"}, Pass: "destroy your strongest Personality there"},
		Labels: func(x *Ctx, p, _ int) []string {
			if len(atBattleOf(x, p)) >= 2 {
				return []string{"home"}
			}
			return nil
		},
		Picked:   func(x *Ctx, p int, _ string, _ int) { x.Ask(p, "overwhelmed-home", 2, 0) },
		Declined: func(x *Ctx, p int, _ int) { x.Ask(p, "overwhelmed-strongest", 1, 0) },
	})
	RegisterChoice("overwhelmed-home", &Choice{
		Prompt:  "choose a unit of your army to move home",
		Options: func(x *Ctx, p, _ int) []int { return atBattleOf(x, p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.MoveHome(id)
			}
		},
	})
	RegisterChoice("overwhelmed-strongest", &Choice{
		Prompt:  "choose a Personality of your army of its highest Force to destroy",
		Options: func(x *Ctx, p, _ int) []int { return strongestThere(x, p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Destroy(id)
			}
		},
	})
	// Scouring the Shadows: Battle: bow your performing Ninja, Harrier or
	// Scout: a Ranged Attack as strong as the highest Force opposing him.
	Register("scouring-the-shadows", &Text{Abilities: []*Ability{{
		Text: "bow your Ninja, Harrier or Scout: a Ranged Attack of the highest Force opposing him", Timing: Battle,
		Targets: []*Target{targetPerformer("choose your performing Ninja, Harrier or Scout to bow", true, "Ninja", "Harrier", "Scout")},
		Effect: func(x *Ctx) {
			best := 0
			for _, id := range x.Opposing(x.Target()) {
				best = max(best, x.Force(id))
			}
			x.AskFor(x.Target(), x.P, "ranged", 1, best)
		},
	}}})
	// Weigh the Cost: focused, it and another focused card of yours have
	// +1 Focus Value; Battle: move your performing Samurai home, bowed:
	// the battlefield's Province +2 or -2 strength; then an enemy
	// Personality may get -3F.
	Register("weigh-the-cost", &Text{
		FocusEffect: func(x *Ctx) {
			x.FocusBonus(x.Self, 1)
			x.Ask(x.P, "weigh-focus", 1, 0)
		},
		Abilities: []*Ability{{
			Text: "send your Samurai home bowed: the Province +2 or -2 strength; an enemy may get -3F", Timing: Battle,
			Targets: []*Target{performer("choose your performing Samurai to move home", false, "Samurai")},
			Effect: func(x *Ctx) {
				x.MoveHome(x.Target())
				x.Bow(x.Target())
				x.Ask(x.P, "weigh-minus", 1, 0) // after the strength, pushed on top
				x.Ask(x.P, "weigh-strength", 1, 0)
			},
		}},
	})
	RegisterChoice("weigh-focus", &Choice{
		Prompt: "choose another of your focused cards to get +1 Focus Value",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].Focused {
				if id != x.Self {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FocusBonus(id, 1)
			}
		},
	})
	RegisterChoice("weigh-strength", &Choice{
		Prompt: "the battlefield's Province gets +2 strength, or -2?",
		Words:  Words{Labels: map[string]string{"plus": "+2 strength", "minus": "-2 strength"}, Pass: "+2 strength"},
		Labels: func(*Ctx, int, int) []string { return []string{"plus", "minus"} },
		Picked: func(x *Ctx, _ int, word string, _ int) {
			n := 2
			if word == "minus" {
				n = -2
			}
			x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, n, UntilTurn)
		},
		Declined: func(x *Ctx, _ int, _ int) { x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, 2, UntilTurn) }, // one of the two
	})
	RegisterChoice("weigh-minus", &Choice{
		Prompt: "choose an enemy Personality to get -3F, if you like", AtMost: true,
		Words: Words{Card: "%s gets -3F", Done: "choose none"},
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && x.Enemy(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Give(id, -3, 0, "")
			}
		},
	})
}

// Strategies that stand firm, take refuge and study.
func init() {
	// Refugees: Battle, even with no units there for the Defender: a
	// Personality without Followers goes home and bows; his controller may
	// pay 1 Gold for a created 1F Ashigaru Follower on him.
	Register("refugees", &Text{Abilities: []*Ability{{
		Text: "a Personality without Followers goes home bowed; his player may pay 1 Gold for an Ashigaru", Timing: Battle, Absent: true,
		If: func(x *Ctx) bool { return x.P == x.S.Attack.Defender || x.InArmyOf(x.P) },
		Targets: []*Target{{Prompt: "choose a Personality without Followers", Filter: personality(func(x *Ctx, id int) bool {
			for _, a := range x.Attachments(id) {
				if x.Type(a) == "follower" {
					return false
				}
			}
			return true
		})}},
		Effect: func(x *Ctx) {
			t := x.Target()
			x.MoveHome(t)
			if x.Location(t) == 0 {
				x.Bow(t)
			}
			x.Ask(x.Controller(t), "refugees", 1, t)
		},
	}}})
	RegisterChoice("refugees", &Choice{
		Prompt: "pay 1 Gold for a created 1F Ashigaru Follower on him?",
		Words:  Words{Labels: map[string]string{"pay": "pay 1 Gold for the Ashigaru"}, Pass: "do not pay"},
		Labels: func(x *Ctx, p, _ int) []string {
			if x.CanPay(p, 1) {
				return []string{"pay"}
			}
			return nil
		},
		Picked: func(x *Ctx, p int, _ string, t int) { x.PayFor(p, 1, "ashigaru", t) },
	})
	RegisterChoice("ashigaru", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, t int) {
			if x.Paid {
				x.Create("created-ashigaru", 0, t)
			}
		},
	})
}

// Dark bargains, fates refused, wedges and pigeons.
func init() {
	// Wedge: Battle: your Personality: you may not use abilities of his
	// unit nor target it; before the battle resolves, his Force and his
	// Followers' are doubled; he is destroyed after the battle.
	Register("wedge", &Text{Abilities: []*Ability{{
		Text: "your Personality: his unit's Force doubled before the battle resolves; destroyed after it", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Wedge(x.Target()) },
	}}})
	// Carrier Pigeon: Absent Battle, for the Defender: your performing
	// Personality who has not been at this battlefield this attack
	// straightens with his unit and moves there.
	Register("carrier-pigeon", &Text{RemembersPresence: true, Abilities: []*Ability{{
		Text: "your Personality not yet at this battlefield: straighten his unit and move him here", Timing: Battle, Absent: true,
		If: func(x *Ctx) bool { return x.P == x.S.Attack.Defender },
		Targets: []*Target{{Prompt: "choose your performing Personality who has not been at this battlefield", Performer: true, Anywhere: true,
			Filter: personality(func(x *Ctx, id int) bool { return !x.AtBattle(id) && !x.BeenHere(id) })}},
		Effect: func(x *Ctx) {
			x.StraightenUnit(x.Target())
			x.MoveTo(x.Target(), x.S.Attack.Battle)
		},
	}}})
}

// Strategies that give an additional Battle action.
func init() {
	// Superior Strategist: Tactical Battle: your performing Tactician
	// searches your Fate deck for a Battle Strategy; use one of its Battle
	// abilities at once as an additional Battle action, or discard it.
	Register("superior-strategist", &Text{Abilities: []*Ability{{
		Text: "your Tactician: a Battle Strategy from the Fate deck, used at once or discarded", Timing: Battle, Keywords: []string{"Tactical"},
		Targets: []*Target{performer("choose your performing Tactician", false, "Tactician")},
		Effect:  func(x *Ctx) { x.Ask(x.P, "superior-strategist", 1, 0) },
	}}})
	RegisterChoice("superior-strategist", &Choice{
		Prompt: "choose a Battle Strategy of your Fate deck",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck {
				if x.Type(id) == "strategy" && x.BattleCard(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			x.ShuffleFate(p)
			for _, id := range chosen {
				x.FateToHand(id)
				x.ExtraAction(id, -1, true)
			}
		},
	})
	// Resumed Hostilities: Battle: an enemy Personality loses one of his
	// actions until the turn ends; draw a card; if one was removed, you
	// may take an additional Battle action from a card in your hand.
	Register("resumed-hostilities", &Text{RemovesAbilities: true, Abilities: []*Ability{{
		Text: "an enemy Personality loses an action; draw; then an additional Battle action from hand", Timing: Battle,
		Targets: []*Target{enemyPersonality("choose the enemy Personality who loses an ability")},
		Effect: func(x *Ctx) {
			if len(x.Actions(x.Target())) == 0 {
				x.Draw(x.P, 1)
				return
			}
			x.Ask(x.P, "resumed-hostilities", 1, x.Target())
		},
	}}})
	RegisterChoice("resumed-hostilities", &Choice{
		Prompt: "choose the ability he loses",
		Word:   func(x *Ctx, label string, target int) string { return abilityWords(x, target, label, "he loses") },
		Labels: func(x *Ctx, _, target int) []string { return abilityNumbers(x.Actions(target)) },
		Picked: func(x *Ctx, _ int, word string, target int) {
			n, _ := strconv.Atoi(word)
			x.RemoveAbility(target, n-1, UntilTurn)
			x.Draw(x.P, 1)
			x.ExtraActionFromHand()
		},
		Declined: func(x *Ctx, _, _ int) { x.Draw(x.P, 1) },
	})
}

// Cards that destroy or need Terrains.
func init() {
	// Well Prepared: Battle, if you control a Terrain: bow or straighten a
	// card in a unit.
	inUnit := func(prompt string) *Target {
		return &Target{Prompt: prompt, Filter: func(x *Ctx, id int) bool {
			t := x.Type(id)
			return x.Personality(id) || (t == "follower" || t == "item" || t == "spell") && x.Card(id).Zone == ZAttached
		}}
	}
	Register("well-prepared", &Text{Abilities: []*Ability{
		{Text: "with your Terrain in play: bow a card in a unit", Timing: Battle, If: youHaveTerrain,
			Targets: []*Target{inUnit("choose a card in a unit to bow")}, Effect: func(x *Ctx) { x.Bow(x.Target()) }},
		{Text: "with your Terrain in play: straighten a card in a unit", Timing: Battle, If: youHaveTerrain, Same: 1,
			Targets: []*Target{inUnit("choose a card in a unit to straighten")}, Effect: func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
}
