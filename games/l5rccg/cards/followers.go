package cards

import . "tessen/games/l5rccg"

// Choices the Followers ask.
func init() {
	// The turn's end: one more card, if the player wishes.
	RegisterChoice("may-draw", &Choice{
		Prompt: "draw an additional card?",
		Words:  Words{Labels: map[string]string{"draw": "draw an additional card"}, Pass: "draw no more"},
		Labels: func(*Ctx, int, int) []string { return []string{"draw"} },
		Picked: func(x *Ctx, p int, _ string, n int) { x.Draw(p, n) },
	})
	// Strategist: up to three Followers or Battle cards discarded, as many
	// drawn.
	RegisterChoice("strategist", &Choice{
		Prompt: "discard up to three Followers or Battle Strategies, drawing as many",
		Words:  Words{Card: "discard %s", Done: "discard no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if x.Type(id) == "follower" || x.Type(id) == "strategy" && x.BattleCard(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardFromHand(id)
			}
			x.Draw(p, len(chosen))
		},
	})
	RegisterSearch("search-follower", true, func(x *Ctx, id int) bool { return x.Type(id) == "follower" })
	// Bloodspeaker Students: a Spell destroyed, or -2C for good to their
	// Personality.
	RegisterChoice("students", &Choice{
		Prompt: "destroy a Spell? If you do not, your Personality gets -2C for good",
		Words:  Words{Card: "destroy %s", Done: "destroy none: -2C for good"},
		AtMost: true,
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, u := range x.InPlay(-1) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "spell" {
						out = append(out, a)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			if len(chosen) > 0 {
				x.Destroy(chosen[0])
			} else if b := x.Bearer(); b >= 0 {
				x.Give(b, 0, -2, UntilGame)
			}
		},
	})
	// The Iron Legion: a created Weapon, Armor, or both, on its
	// Personality.
	RegisterChoice("iron-legion", &Choice{
		Prompt: "create a +0F Weapon, Armor, or both for this Personality?",
		Words:  Words{Labels: map[string]string{"weapon": "create a Weapon", "armor": "create an Armor", "both": "create both"}, Pass: "create none"},
		Labels: func(*Ctx, int, int) []string { return []string{"weapon", "armor", "both"} },
		Picked: func(x *Ctx, _ int, what string, _ int) {
			b := x.Bearer()
			if b < 0 {
				return
			}
			if what != "armor" {
				x.Create("created-weapon", 0, b)
			}
			if what != "weapon" {
				x.Create("created-armor", 0, b)
			}
		},
	})
	// Traveling Ronin: back to hand at the turn's end, if still in play.
	RegisterChoice("ronin-return", &Choice{
		Prompt: "put the Traveling Ronin back in your hand?",
		Words:  Words{Labels: map[string]string{"return": "put it back in your hand"}, Pass: "leave it in play"},
		Labels: func(x *Ctx, _, _ int) []string {
			if x.Bearer() < 0 {
				return nil
			}
			return []string{"return"}
		},
		Picked: func(x *Ctx, _ int, _ string, _ int) { x.ReturnToHand(x.Self) },
	})
}

// fromHand reports a card entering play from its player's hand.
func fromHand(x *Ctx) bool { return x.From == ZHand }

// drawAtEnd: "after this Follower enters play from your hand, you may draw
// an additional card when this turn ends".
func drawAtEnd(x *Ctx) {
	if fromHand(x) {
		x.AtTurnEnd("may-draw", 1)
	}
}

// opposedBearer reports the card's Personality opposed in a battle.
func opposedBearer(x *Ctx) bool { return x.Bearer() >= 0 && x.Opposed(x.Bearer()) }

// Followers.
func init() {
	// Ashigaru Archers and Spearmen: from hand, a card more at the turn's
	// end; Battle, bow: Ranged 2 (1) Attack.
	for id, n := range map[string]int{"ashigaru-archers": 2, "ashigaru-spearmen": 1} {
		Register(id, &Text{Enters: drawAtEnd, Abilities: []*Ability{{
			Text: "bow: a Ranged Attack", Timing: Battle, Bow: true, Ranged: n,
		}}})
	}
	// Berserkers: Battle: +2F; after the battle, destroyed if they were in
	// its resolution and their side had no more than twice the other's
	// Force.
	Register("berserkers", &Text{
		Abilities: []*Ability{{Text: "+2F; after the battle, destroyed unless their side had more than twice the Force", Timing: Battle,
			Effect: func(x *Ctx) {
				x.Give(x.Self, 2, 0, "")
				x.Mark(x.Self, "berserk", UntilBattle)
			}}},
		Resolving: func(x *Ctx, mine, theirs int) {
			if x.Marked(x.Self, "berserk") && mine <= 2*theirs {
				x.DestroyAtEnd(x.Self, UntilBattle)
			}
		},
	})
	// Tattooed Acolytes: Tireless Battle: with an opposed Monk, destroy
	// them: draw two cards.
	Register("tattooed-acolytes", &Text{Abilities: []*Ability{{
		Text: "an opposed Monk's: destroy them, draw two cards", Timing: Battle, EvenBowed: true, DestroySelf: true,
		If:     func(x *Ctx) bool { return opposedBearer(x) && x.Has(x.Bearer(), "Monk") },
		Effect: func(x *Ctx) { x.Draw(x.P, 2) },
	}}})
	// Strategist: Battle: with an opposed Tactician, bow it and discard up
	// to three Followers or Battle Strategies: draw as many.
	Register("strategist", &Text{Abilities: []*Ability{{
		Text: "an opposed Tactician's, bow it: discard up to three Followers or Battle Strategies, draw as many", Timing: Battle, Bow: true,
		If:     func(x *Ctx) bool { return opposedBearer(x) && x.Has(x.Bearer(), "Tactician") },
		Effect: func(x *Ctx) { x.Ask(x.P, "strategist", 3, 0) },
	}}})
	// Emerald Magistrates: Battle: a player with a card opposing them
	// discards two cards; their Force drops to 0.
	Register("emerald-magistrates", &Text{Abilities: []*Ability{{
		Text: "a player opposing them discards two cards; their Force drops to 0", Timing: Battle,
		Targets: []*Target{{Prompt: "choose a card opposing them: its controller discards two", Filter: func(x *Ctx, id int) bool { return x.OpposedBy(id, x.Self) }}},
		Effect: func(x *Ctx) {
			x.Ask(x.Controller(x.Target()), "discard", 2, 0)
			setForce(x, x.Self, 0, "")
		},
	}}})
	Register("the-legion-of-two-thousand", &Text{Says: "entering play, its player may search the Fate deck for a Follower", Enters: func(x *Ctx) { x.Ask(x.P, "search-follower", 1, 0) }})
	// Bloodspeaker Students: entering play, lose 1 Honor and destroy a
	// Spell, or their Personality gets -2C for good; Maho Battle: Fear 2.
	Register("bloodspeaker-students", &Text{
		Enters: func(x *Ctx) {
			x.GainHonor(x.P, -1)
			x.Ask(x.P, "students", 1, 0)
		},
		Abilities: []*Ability{{Text: "Fear 2", Timing: Battle, Fear: 2, Keywords: []string{"Maho"}}},
	})
	// Master of the Bells: Limited, bow and destroy it: destroy a
	// Shadowlands card (not a Stronghold) of a player who controls fewer
	// than twice as many Shadowlands cards as you control Masters.
	Register("master-of-the-bells", &Text{Abilities: []*Ability{{
		Text: "bow, destroy it: destroy a Shadowlands card of a player not twice as Shadowlands as you have Masters", Timing: Limited, Bow: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose a Shadowlands card to destroy", Filter: func(x *Ctx, id int) bool {
			if !x.Has(id, "Shadowlands") || x.Type(id) == "stronghold" {
				return false
			}
			masters := len(x.Controlled(x.P, func(c int) bool { return x.TitleOf(c) == x.TitleOf(x.Self) }))
			return len(x.Controlled(x.Controller(id), func(c int) bool { return x.Has(c, "Shadowlands") })) < 2*masters
		}}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Tactical Advisors: Battle, once a battle, with their unit opposed,
	// discard a card: the enemy leader discards one at random, and their
	// Personality gets its Focus Value in Force.
	Register("tactical-advisors", &Text{Abilities: []*Ability{{
		Text: "discard a card: the enemy leader discards one at random; its Focus Value in Force", Timing: Battle, Per: "battle", Discard: 1,
		If: opposedBearer,
		Effect: func(x *Ctx) {
			if id := x.DiscardAtRandom(x.EnemyLeader()); id >= 0 && x.Bearer() >= 0 {
				x.Give(x.Bearer(), x.Focus(id), 0, "")
			}
		},
	}}})
	Register("the-iron-legion", &Text{
		Says:   "only on a Samurai, Bushi or Crab Clan Personality; from hand, it may bring a created Weapon and Armor; Ranged Attacks may not target it.",
		Bearer: onlyOn("Samurai", "Bushi", "Crab Clan"),
		Shroud: []string{"Ranged"},
		Enters: func(x *Ctx) {
			if fromHand(x) {
				x.Ask(x.P, "iron-legion", 1, 0)
			}
		},
	})
	// Traveling Ronin: Battle/Open, from hand: attach it to your
	// Personality, paying its costs; at the turn's end it may go back to
	// hand.
	Register("traveling-ronin", &Text{Abilities: []*Ability{{
		Text: "from hand: attach it to your Personality, paying its costs; back to hand at the turn's end if you wish", Timing: BattleOpen, FromHand: true,
		Targets: []*Target{{Prompt: "choose your Personality to take it", Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.MayEquip(x.Self, id)
		})}},
		Effect: func(x *Ctx) {
			x.Equip(x.Self, x.Target())
			x.AtTurnEnd("ronin-return", 0)
		},
	}}})
}

// Saboteur.
func init() {
	// Saboteur: Reaction, destroy it, as its player announces an action of
	// a Strategy: once the action resolves, he gains 2 Honor if its
	// effects destroyed a card that opposed the Saboteur just before it
	// was destroyed.
	Register("saboteur", &Text{Abilities: []*Ability{{
		Text: "your Strategy's action announced, destroy it: 2 Honor if the action destroys a card that opposed it", Timing: Reaction, On: OnAnnounced, DestroySelf: true,
		If: func(x *Ctx) bool { return x.Ev.Player == x.P && x.Type(x.Ev.Source) == "strategy" },
		Effect: func(x *Ctx) {
			var opposed []int
			if b := x.WasOn(); b >= 0 { // its unit's, as it was destroyed for the cost
				for _, u := range x.Opposing(b) {
					opposed = append(append(opposed, u), x.Attachments(u)...)
				}
			}
			x.HonorIfDestroyed(opposed, 2, x.Ev.Source)
		},
	}}})
}

// Essence of Air.
func init() {
	// Essence of Air (a Spell): Limited, bow its Shugenja: every card in
	// your Provinces is turned face up; while he stays bowed (you may keep
	// him from straightening), or until your Provinces have refilled his
	// Chi times in one turn, they refill face up, and the cards so
	// refilled have no cost reduced.
	Register("essence-of-air", &Text{OpensProvinces: true, Abilities: []*Ability{{
		Text: "bow the Shugenja: your Provinces' cards face up; while he stays bowed, they refill face up at full price", Timing: Limited, BowBearer: true,
		Effect: func(x *Ctx) {
			if b := x.Bearer(); b >= 0 {
				x.OpenProvinces(b)
			}
		},
	}}})
}
