package cards

import . "tessen/games/l5rccg"

// ancestral registers one of the Clans' Unique Weapons: its Personality
// has a minimum Chi of 5 and is destroyed whenever he lacks the Clan's
// keyword; the rest of the text is the card's own.
func ancestral(id, clan string, t *Text) {
	t.MinChi, t.ClanOnly = 5, clan
	Register(id, t)
}

// The Unique Weapons.
func init() {
	// Daitan (Lion): Fear upon cards of its army has -3 strength;
	// Reaction, bow it: after its Personality is assigned, a 2F/1C/2PH
	// Lion Clan Personality is created where he is.
	ancestral("daitan", "Lion Clan", &Text{FearShield: 3, Abilities: []*Ability{{
		Text: "its Personality assigned, bow it: a Lion Clan Personality joins him", Timing: Reaction, On: OnAssigned, Bow: true,
		If:     byBearer,
		Effect: func(x *Ctx) { x.Create("created-soldier-lion", x.Location(x.Bearer()), -1) },
	}}})
	// Jiyu (Unicorn): its player chooses the order of the battles; Absent
	// Tireless Battle: with a unit in the enemy army, its Personality
	// moves to the battle and his unit straightens.
	ancestral("jiyu", "Unicorn Clan", &Text{Chooser: true, Abilities: []*Ability{{
		Text: "its Personality rides into the battle and straightens", Timing: Battle, Absent: true, EvenBowed: true,
		If: func(x *Ctx) bool { return x.Bearer() >= 0 && x.EnemyUnits() > 0 },
		Effect: func(x *Ctx) {
			b := x.Bearer()
			x.MoveTo(b, x.S.Attack.Battle)
			x.StraightenUnit(b)
		},
	}}})
	// Kettei (Crab): other players' effects do not move its Personality
	// home; Reaction, once a game, even bowed: before a battle's resolution
	// destroys a Province, negate that.
	ancestral("kettei", "Crab Clan", &Text{NoMoveHome: true, Abilities: []*Ability{{
		Text: "a Province about to fall to a battle's resolution: it stands", Timing: Reaction, On: OnBeforeProvince, Per: "game", EvenBowed: true, Absent: true,
		Effect: func(x *Ctx) { x.Negate() },
	}}})
	// Nokemono (Shadowlands): its player loses 4 Honor as it enters play;
	// Fear from its army frightens Personalities as Followers; Fear
	// Battle: Fear 4.
	ancestral("nokemono", "Shadowlands", &Text{Enters: loseOnEntry(4), FearAll: true,
		Abilities: []*Ability{{Text: "Fear 4", Timing: Battle, Fear: 4}}})
	// Shinjitsu (Scorpion): its player's bowed Ninja count their Force;
	// Battle, bow it: your Personality and an enemy Personality with no
	// more cards in his unit go home.
	ancestral("shinjitsu", "Scorpion Clan", &Text{BowedNinja: true, Abilities: []*Ability{{
		Text: "bow it: your Personality and an enemy one with no more cards in his unit go home", Timing: Battle, Bow: true,
		Targets: []*Target{
			{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })},
			enemyPersonalityWith("choose an enemy Personality with no more cards in his unit", func(x *Ctx, id int) bool {
				return len(x.Unit(id)) <= len(x.Unit(x.Targets[0]))
			}),
		},
		Effect: func(x *Ctx) {
			x.MoveHome(x.Targets[0])
			x.MoveHome(x.Targets[1])
		},
	}}})
	// Tomodachi (Crane): its player's focused cards go under his deck;
	// Reaction: after a duel his Personality won, straighten a
	// Personality.
	ancestral("tomodachi", "Crane Clan", &Text{FocusKept: true, Abilities: []*Ability{{
		Text: "a duel your Personality won: straighten a Personality", Timing: Reaction, On: OnDuelWon, Absent: true,
		If:      func(x *Ctx) bool { return x.Ev.Player == x.P },
		Targets: []*Target{{Prompt: "choose a Personality to straighten", Anywhere: true, Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Yogen (Dragon): before each turn ends, its player's Rings in his
	// discard pile go to his hand; Battle/Open: discard a Ring of yours
	// from play to straighten your Ring or Personality.
	ancestral("yogen", "Dragon Clan", &Text{
		TurnEnds: func(x *Ctx) {
			for _, id := range x.S.P[x.P].FateDiscard {
				if x.Type(id) == "ring" {
					x.DiscardToHand(id)
				}
			}
		},
		Abilities: []*Ability{{Text: "discard your Ring from play: straighten your Ring or Personality", Timing: BattleOpen, Absent: true,
			Targets: []*Target{
				{Prompt: "choose your Ring to discard", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.Mine(id) }},
				{Prompt: "choose your Ring or Personality to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool {
					return x.Mine(id) && id != x.Targets[0] && (x.Type(id) == "ring" || x.Personality(id))
				}},
			},
			Effect: func(x *Ctx) {
				x.DiscardFromPlay(x.Targets[0])
				x.Straighten(x.Targets[1])
			}}},
	})
}

// Other Items.
func init() {
	// Eyes of Ninube: its Personality has Shadowlands; Battle, opposed: he
	// gets +3F, bows an opposing card of lower Force without attachments
	// if there is one, and gets -3C; at his minimum Chi he is destroyed.
	Register("eyes-of-ninube", &Text{Grants: []string{"Shadowlands"}, Abilities: []*Ability{{
		Text: "+3F, bow an opposing card of lower Force, -3C; destroyed at his minimum Chi", Timing: Battle,
		If: opposedBearer,
		Effect: func(x *Ctx) {
			b := x.Bearer()
			x.Give(b, 3, 0, "")
			x.Ask(x.P, "ninube", 1, b) // then -3C, in order
		},
	}}})
	RegisterChoice("ninube", &Choice{
		Prompt: "choose a card opposing him of lower Force and without attachments to bow",
		Options: func(x *Ctx, _, b int) []int {
			var out []int
			for _, u := range x.Opposing(b) {
				for _, c := range x.Unit(u) {
					if len(x.Attachments(c)) == 0 && x.Force(c) < x.Force(b) && !x.Card(c).Bowed {
						out = append(out, c)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, b int) {
			for _, id := range chosen {
				x.Bow(id)
			}
			x.Give(b, 0, -3, "")
			if x.Chi(b) == x.MinChi(b) {
				x.Destroy(b)
			}
		},
	})
	// Fireworks: Reaction, destroy it: after an Event resolves, gain 2
	// Honor; Battle, destroy it: Ranged 3 Attack; Fear Battle, destroy
	// it: Fear 2, 5 against Nonhumans.
	Register("fireworks", &Text{Abilities: []*Ability{
		{Text: "an Event resolved, destroy it: gain 2 Honor", Timing: Reaction, On: OnEventResolved, DestroySelf: true, Absent: true,
			Effect: func(x *Ctx) { x.GainHonor(x.P, 2) }},
		{Text: "destroy it: Ranged 3 Attack", Timing: Battle, DestroySelf: true, Ranged: 3},
		{Text: "destroy it: Fear 2, with 3 more against Nonhumans", Timing: Battle, DestroySelf: true,
			Targets: []*Target{{Prompt: "choose the opposing unit to frighten", Filter: personality(func(x *Ctx, id int) bool { return x.Opposes(id) })}},
			Effect: func(x *Ctx) {
				x.FearBy(x.Target(), func(id int) int {
					if x.Has(id, "Nonhuman") {
						return 5
					}
					return 2
				})
			}},
	}})
}

// Cards that pay a cost of bowing a Personality instead.
func init() {
	ancestral("shori", "Mantis Clan", &Text{Says: "before a Human Personality of its player's bows as the cost of a Raid action or a Ranged Attack, 1 Gold may pay it instead", BowSubstitute: &BowSubstitute{
		If: func(x *Ctx, person, card int, a *Ability) bool {
			return x.Controller(person) == x.P && x.Has(person, "Human") && (x.ActionHasWord(card, a, "Raid") || a.Ranged > 0 || a.RangedOf != nil) && x.Production(x.P) >= 1
		},
		Pay: func(x *Ctx, _, _ int) { x.PayGold(1) },
	}})
	Register("the-tricksters-mask", &Text{Says: "before its Personality bows to pay a cost of an action he performs, bowing it may pay instead; he then may not perform that action again this turn", BowSubstitute: &BowSubstitute{
		If: func(x *Ctx, person, _ int, _ *Ability) bool { return person == x.Bearer() && !x.Card(x.Self).Bowed },
		Pay: func(x *Ctx, person, card int) {
			x.Bow(x.Self)
			x.Mask(person, card)
		},
	}})
	Register("bloodsmith", &Text{Says: "its Personality's Spell actions are Maho; before he bows as a cost of a Spell or Kiho action, bowing it may pay instead, and he is dishonored", MahoSpells: true, BowSubstitute: &BowSubstitute{
		If: func(x *Ctx, person, card int, a *Ability) bool {
			return person == x.Bearer() && !x.Card(x.Self).Bowed && (x.Type(card) == "spell" || x.ActionHasWord(card, a, "Kiho"))
		},
		Pay: func(x *Ctx, person, _ int) {
			x.Bow(x.Self)
			x.Dishonor(person)
		},
	}})
}

// Kyoryoku.
func init() {
	// Kyoryoku (Phoenix): the Personalities of its army perform the
	// actions of the Spells in your hand as if on Kiho Strategies, their
	// Gold Costs ignored; Reaction: after a Spell enters play from your
	// hand, draw a card.
	ancestral("kyoryoku", "Phoenix Clan", &Text{KihoSpells: true, Abilities: []*Ability{{
		Text: "a Spell entered play from your hand: draw a card", Timing: Reaction, On: OnEntered, Absent: true,
		If: func(x *Ctx) bool {
			return x.Ev.Player == x.P && x.Ev.N == int(ZHand) && len(x.Ev.Cards) == 1 && x.Type(x.Ev.Cards[0]) == "spell"
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}
