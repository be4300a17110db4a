package cards

import . "tessen/games/l5rccg"

// Helpers the cards' texts share.

// loseOnEntry is the Shadowlands' price: after the card enters play, its
// player loses n Honor.
func loseOnEntry(n int) func(x *Ctx) { return func(x *Ctx) { x.GainHonor(x.P, -n) } }

// noFollowersOrItems: "will not attach Followers or Items".
func noFollowersOrItems(x *Ctx, card int) bool {
	t := x.Type(card)
	return t != "follower" && t != "item"
}

// count counts the cards of a list that pass a test.
func count(ids []int, ok func(int) bool) int {
	n := 0
	for _, id := range ids {
		if ok(id) {
			n++
		}
	}
	return n
}

// enemyPersonality is a target: a Personality in the current enemy army.
func enemyPersonality(prompt string) *Target {
	return &Target{Prompt: prompt, Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) }}
}

// Personalities whose text is a trait for entering play.
func init() {
	for _, id := range []string{"goblin-wizard", "skub"} {
		Register(id, &Text{Says: "its player loses 4 Honor as it enters play", Enters: loseOnEntry(4)})
	}
	Register("otomo-taneji", &Text{Says: "gain 1 Honor as he enters play", Enters: func(x *Ctx) { x.GainHonor(x.P, 1) }})
	Register("shinjo-nakaga", &Text{Says: "draw a card as he enters play", Enters: func(x *Ctx) { x.Draw(x.P, 1) }})
}

// Personalities whose Force or Chi follows a condition.
func init() {
	Register("hida-shuzo", &Text{Says: "+1F for each other Crab Clan Personality in play", Stat: func(x *Ctx) (int, int) {
		return count(x.InPlay(-1), func(id int) bool { return id != x.Self && x.Personality(id) && x.Has(id, "Crab Clan") }), 0
	}})
	Register("matsu-miyahara", &Text{Says: "+1F for each other Lion Clan Samurai in her army", Stat: func(x *Ctx) (int, int) {
		return count(x.Army(x.Self), func(id int) bool { return id != x.Self && x.Has(id, "Lion Clan") && x.Has(id, "Samurai") }), 0
	}})
	Register("utaku-keyo-le", &Text{Says: "+1F for each other Personality in her army with 3 or more Personal Honor", Stat: func(x *Ctx) (int, int) {
		return count(x.Army(x.Self), func(id int) bool { return id != x.Self && x.PersonalHonor(id) >= 3 }), 0
	}})
	Register("utaku-tama", &Text{Says: "+2F for each of her player's destroyed Provinces", Stat: func(x *Ctx) (int, int) { return 2 * x.ProvincesLost(x.Controller(x.Self)), 0 }})
	Register("utaku-yanmei", &Text{
		Says:  "takes only Cavalry Followers; +1F while attacking.",
		Takes: func(x *Ctx, card int) bool { return x.Type(card) != "follower" || x.Has(card, "Cavalry") },
		Stat: func(x *Ctx) (int, int) {
			if x.Attacking(x.Self) {
				return 1, 0
			}
			return 0, 0
		},
	})
	Register("hiruma-yataro", &Text{
		Says: "+2F/+1C while opposed; in a duel he did not issue, he duels with his Force",
		Stat: func(x *Ctx) (int, int) {
			if x.Opposed(x.Self) {
				return 2, 1
			}
			return 0, 0
		},
		DuelStat: func(x *Ctx) string {
			if x.S.Duel.Challenger != x.Self {
				return "force"
			}
			return ""
		},
	})
	Register("ikoma-korin", &Text{Says: "+1F/+1C while opposed by, or facing in a duel, a Shugenja, a Courtier, or a Personality of a player who controls the Voice of the Emperor", Stat: func(x *Ctx) (int, int) {
		if facesAny(x, func(id int) bool {
			return x.Has(id, "Shugenja") || x.Has(id, "Courtier") || x.ControlsTitle(x.Controller(id), "Voice of the Emperor")
		}) {
			return 1, 1
		}
		return 0, 0
	}})
	// Voitagi: loses his player 5 Honor as he enters play; +2F/+2C while
	// opposed by, or facing in a duel, a Samurai; Battle: Fear 4.
	Register("voitagi-exp", &Text{
		Enters: loseOnEntry(5),
		Stat: func(x *Ctx) (int, int) {
			if facesAny(x, func(id int) bool { return x.Has(id, "Samurai") }) {
				return 2, 2
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "Fear 4", Timing: Battle, Fear: 4, Keywords: []string{"Fear"}}},
	})
	Register("doji-domotai", &Text{Says: "she wins a tied duel", WinsTies: true})
}

// facesAny reports the card opposed by a Personality passing a test, or
// facing one in the duel under way.
func facesAny(x *Ctx, ok func(int) bool) bool {
	for _, u := range x.Opposing(x.Self) {
		if ok(u) {
			return true
		}
	}
	if other := x.DuelOpponent(x.Self); other >= 0 && ok(other) {
		return true
	}
	return false
}

// The Dragons of the elements: Unaligned Nonhuman Shugenja that take no
// Followers or Items.
func init() {
	Register("air-dragon", &Text{Says: "Ranged Attack, Spell and Kiho actions may not target it", Takes: noFollowersOrItems, Shroud: []string{"Ranged", "Spell", "Kiho"}})
	// Earth Dragon: Battle: +5F while defending (until the attack ends).
	Register("earth-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{{
		Text: "+5F while defending", Timing: Battle,
		Effect: func(x *Ctx) { x.GiveWhileDefending(x.Self, 5, UntilTurn) },
	}}})
	// Thunder Dragon: Battle, once per battle: bow a target enemy
	// Personality.
	Register("thunder-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{{
		Text: "bow a target enemy Personality", Timing: Battle, Per: "battle",
		Targets: []*Target{enemyPersonality("choose an enemy Personality to bow")},
		Effect:  func(x *Ctx) { x.Bow(x.Target()) },
	}}})
}

// Personalities whose action straightens, bows or honors.
func init() {
	// Matsu Hyun: Battle/Open, bow him: straighten a target Tactician.
	Register("matsu-hyun", &Text{Abilities: []*Ability{{
		Text: "bow him: straighten a target Tactician", Timing: BattleOpen, Bow: true,
		Targets: []*Target{{Prompt: "choose a Tactician to straighten", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Has(id, "Tactician") }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Iuchi Hira: Air Limited: straighten a target Unicorn Clan
	// Personality of yours.
	Register("iuchi-hira", &Text{Abilities: []*Ability{{
		Text: "straighten your target Unicorn Clan Personality", Timing: Limited, Keywords: []string{"Air"},
		Targets: []*Target{{Prompt: "choose your Unicorn Clan Personality to straighten", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id) && x.Has(id, "Unicorn Clan")
		}}},
		Effect: func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Bayushi Shintaro: Political Battle/Open: bow a target dishonorable
	// Personality.
	Register("bayushi-shintaro", &Text{Abilities: []*Ability{{
		Text: "bow a target dishonorable Personality", Timing: BattleOpen, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose a dishonorable Personality to bow", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Card(id).Dishonored }}},
		Effect:  func(x *Ctx) { x.Bow(x.Target()) },
	}}})
	// Doji Ranmaru: Political Battle/Open, bow him: restore another
	// player's target dishonorable Personality to honor; gain 2 Honor.
	Register("doji-ranmaru", &Text{Abilities: []*Ability{{
		Text: "bow him: rehonor another player's dishonorable Personality, gain 2 Honor", Timing: BattleOpen, Bow: true, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose another player's dishonorable Personality", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && !x.Mine(id) && x.Card(id).Dishonored
		}}},
		Effect: func(x *Ctx) {
			x.Rehonor(x.Target())
			x.GainHonor(x.P, 2)
		},
	}}})
	// Doji Yoshiaga: Favor Political Battle/Open: discard the Imperial
	// Favor to gain 2 Honor.
	Register("doji-yoshiaga", &Text{Abilities: []*Ability{{
		Text: "discard the Imperial Favor: gain 2 Honor", Timing: BattleOpen, Keywords: []string{"Favor", "Political"}, FavorCost: true,
		Effect: func(x *Ctx) { x.GainHonor(x.P, 2) },
	}}})
}

// Personalities whose action gives Force.
func init() {
	// Shiba Tsukimi: Battle, once per battle: target a Shugenja in her
	// army; she gets a Force bonus equal to his Chi.
	Register("shiba-tsukimi", &Text{Abilities: []*Ability{{
		Text: "+F equal to the Chi of a target Shugenja in her army", Timing: Battle, Per: "battle",
		Targets: []*Target{{Prompt: "choose a Shugenja in her army", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Has(id, "Shugenja") && x.InArmy(x.Self) && x.Location(id) == x.Location(x.Self) && x.Attacking(id) == x.Attacking(x.Self)
		}}},
		Effect: func(x *Ctx) { x.Give(x.Self, x.Chi(x.Target()), 0, "") },
	}}})
	// Pep'trchek: Battle, once per battle: your target Ratling
	// Personality gets +1F for each Ratling Follower in his unit.
	Register("peptrchek", &Text{Abilities: []*Ability{{
		Text: "your Ratling Personality: +1F for each Ratling Follower in his unit", Timing: Battle, Per: "battle",
		Targets: []*Target{{Prompt: "choose your Ratling Personality", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id) && x.Has(id, "Ratling")
		}}},
		Effect: func(x *Ctx) {
			n := count(x.Attachments(x.Target()), func(a int) bool { return x.Type(a) == "follower" && x.Has(a, "Ratling") })
			x.Give(x.Target(), n, 0, "")
		},
	}}})
	// Doji Seo: her challenges in an army will not be refused; Battle: if
	// she is attacking a Defender of lower Family Honor than yours, she
	// gets a Force bonus equal to her Personal Honor.
	Register("doji-seo", &Text{Unrefusable: true, Abilities: []*Ability{{
		Text: "attacking a Defender of lower Honor: +F equal to her Personal Honor", Timing: Battle,
		If: func(x *Ctx) bool {
			return x.Attacking(x.Self) && x.Honor(x.S.Attack.Defender) < x.Honor(x.P)
		},
		Effect: func(x *Ctx) { x.Give(x.Self, x.PersonalHonor(x.Self), 0, "") },
	}}})
	Register("hitomi-kazu", &Text{Says: "after he is assigned to an attacking army he gets +2F/-2C, and his player gains 2 Honor", Assigned: func(x *Ctx) {
		if x.Attacking(x.Self) {
			x.Give(x.Self, 2, -2, "")
			x.GainHonor(x.P, 2)
		}
	}})
	Register("togashi-nyima", &Text{Says: "after one of his player's Provinces is destroyed, he gets +2F permanently", ProvinceLost: func(x *Ctx) { x.Give(x.Self, 2, 0, UntilGame) }})
}

// Personalities whose action moves or duels.
func init() {
	// Isawa Sawao: Fire Battle, once per battle: he challenges a target
	// enemy Personality; bow the loser.
	Register("isawa-sawao", &Text{Abilities: []*Ability{{
		Text: "challenge a target enemy Personality; bow the loser", Timing: Battle, Per: "battle", Keywords: []string{"Fire"},
		Targets: []*Target{enemyPersonality("choose the enemy Personality Sawao challenges")},
		Duel:    &DuelSpec{Self: true, Lose: func(x *Ctx, loser int) { x.Bow(loser) }},
	}}})
	// Yogo Soto: Battle: two target Personalities of yours switch
	// locations.
	Register("yogo-soto", &Text{Abilities: []*Ability{{
		Text: "two of your Personalities switch locations", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your Personality at the battlefield", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Mine(id) }},
			{Prompt: "choose your Personality elsewhere", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Mine(id) && x.Location(id) != x.Location(x.Targets[0])
			}},
		},
		Effect: func(x *Ctx) {
			a, b := x.Targets[0], x.Targets[1]
			la, lb := x.Location(a), x.Location(b)
			x.MoveTo(a, lb)
			x.MoveTo(b, la)
		},
	}}})
	// The Maw: loses his player 8 Honor as he enters play; takes no
	// Items; Tactical Battle: move a target enemy unit home, and bow it if
	// it moved.
	Register("the-maw", &Text{
		Enters: loseOnEntry(8),
		Takes:  func(x *Ctx, card int) bool { return x.Type(card) != "item" },
		Abilities: []*Ability{{
			Text: "move a target enemy unit home; bow it if it moved", Timing: Battle, Keywords: []string{"Tactical"},
			Targets: []*Target{enemyPersonality("choose an enemy unit to send home")},
			Effect: func(x *Ctx) {
				if x.InArmy(x.Target()) {
					x.MoveHome(x.Target())
					x.BowUnit(x.Target())
				}
			},
		}},
	})
	// Tsuruchi Nobumoto (the Soul of Mukami): Battle, bow him: Ranged 3
	// Attack, then he moves home.
	Register("tsuruchi-nobumoto", &Text{Abilities: []*Ability{{
		Text: "bow him: Ranged 3 Attack, then he moves home", Timing: Battle, Bow: true, Ranged: 3,
		Effect: func(x *Ctx) { x.MoveHome(x.Self) },
	}}})
}
