package cards

import . "tessen/games/l5rccg"

// setForce and setChi set a stat to a number: the bonus or penalty that
// makes it so (LE-BONUS-3).
func setForce(x *Ctx, id, n int, until string) { x.Give(id, n-x.Force(id), 0, until) }
func setChi(x *Ctx, id, n int, until string)   { x.Give(id, 0, n-x.Chi(id), until) }

// mayMoveHome offers, as an effect resolves, to move the card home.
func init() {
	RegisterChoice("may-move-home", &Choice{
		Prompt:  "move it home?",
		Words:   Words{Card: "move %s home", Done: "leave it there"},
		AtMost:  true,
		Options: func(x *Ctx, _, _ int) []int { return []int{x.Self} },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.MoveHome(id)
			}
		},
	})
	// A second Ranged Attack, of strength n, on a Personality without
	// attachments, if its player wishes.
	RegisterChoice("may-ranged-loner", &Choice{
		Prompt: "make a second Ranged Attack on a Personality without attachments?",
		Words:  Words{Card: "make it on %s", Done: "make no second Ranged Attack"},
		AtMost: true,
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.RangedTargets() {
				if x.Personality(id) && len(x.Attachments(id)) == 0 {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, n int) {
			for _, id := range chosen {
				x.RangedAttack(n, id)
			}
		},
	})
	// A player discards a card at random is not this: "discard" is theirs.
}

// Personalities with actions on their own card.
func init() {
	// Fire Dragon: Fire Battle, bow it: two consecutive Ranged 5 Attacks;
	// or one Ranged 10 Attack.
	Register("fire-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{
		{Text: "bow it: two Ranged 5 Attacks", Timing: Battle, Bow: true, Ranged: 5, Keywords: []string{"Fire"},
			Effect: func(x *Ctx) { x.Ask(x.P, "ranged", 1, 5) }},
		{Text: "bow it: a Ranged 10 Attack", Timing: Battle, Bow: true, Ranged: 10, Keywords: []string{"Fire"}},
	}})
	// D'gr'n-ki: costs 1 less for each Ratling of printed Gold Cost 7 or
	// more his player has in play or dead in his discard pile; Battle, bow
	// him: Ranged 2 Attack, Ranged 4 against a Ratling or Human.
	Register("dgrn-ki", &Text{
		Discount: func(x *Ctx, _ int) int {
			big := func(id int) bool { return x.Has(id, "Ratling") && x.Type(id) == "personality" && x.Gold(id) >= 7 }
			return count(x.InPlay(x.P), big) + count(x.DeadIn(x.P), big)
		},
		Abilities: []*Ability{{Text: "bow him: Ranged 2 Attack, 4 against a Ratling or Human", Timing: Battle, Bow: true,
			RangedOf: func(x *Ctx) int {
				if t := x.Target(); t >= 0 && (x.Has(t, "Ratling") || x.Has(t, "Human")) {
					return 4
				}
				return 2
			}}},
	})
	// Por'ee-rep: Open, in another player's turn, bow him: straighten a
	// target Gold-producing Holding of yours.
	Register("poree-rep", &Text{Abilities: []*Ability{{
		Text: "in another's turn, bow him: straighten your Gold-producing Holding", Timing: Open, Bow: true,
		If:      func(x *Ctx) bool { return x.Active() != x.P },
		Targets: []*Target{{Prompt: "choose your Gold-producing Holding", Filter: func(x *Ctx, id int) bool { return x.Mine(id) && x.Type(id) == "holding" && x.S.Produces(id) > 0 }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Ratling Conjuror: takes no Spell of Gold Cost 4 or more; Battle/Open,
	// bow him and discard a card: every Ratling gets +1F.
	Register("ratling-conjuror", &Text{
		Takes: func(x *Ctx, card int) bool { return x.Type(card) != "spell" || x.Gold(card) < 4 },
		Abilities: []*Ability{{Text: "bow him, discard a card: +1F to every Ratling", Timing: BattleOpen, Bow: true, Discard: 1,
			Effect: func(x *Ctx) {
				for _, u := range x.InPlay(-1) {
					for _, c := range x.Unit(u) {
						if x.Has(c, "Ratling") && (x.Type(c) == "personality" || x.Type(c) == "follower") {
							x.Give(c, 1, 0, "")
						}
					}
				}
			}}},
	})
	// Shio no Oni: loses his player 4 Honor as he enters play; Battle:
	// destroy a target Region on the current battlefield's Province, and he
	// gets a +1F token.
	Register("shio-no-oni", &Text{Enters: loseOnEntry(4), Abilities: []*Ability{{
		Text: "destroy the Region of the battlefield's Province: a +1F token", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the Region to destroy", Region: true, Filter: func(x *Ctx, id int) bool {
			return x.ProvinceOf(id) == x.S.Attack.Battle && x.Owner(id) == x.S.Attack.Defender
		}}},
		Effect: func(x *Ctx) {
			x.Destroy(x.Target())
			x.Token(x.Self, 1, 0)
		},
	}}})
	// Shosuro Dazai: Political Battle/Open, bow him: a target dishonorable
	// Personality's controller loses 3 Honor, but not below the target's
	// Honor Requirement.
	Register("shosuro-dazai", &Text{Abilities: []*Ability{{
		Text: "bow him: a dishonorable Personality's controller loses 3 Honor, not below his Honor Requirement", Timing: BattleOpen, Bow: true, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose a dishonorable Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Card(id).Dishonored })}},
		Effect: func(x *Ctx) {
			p, loss := x.Controller(x.Target()), 3
			if hr, ok := x.HonorReq(x.Target()); ok {
				loss = min(loss, max(0, x.Honor(p)-hr))
			}
			x.GainHonor(p, -loss)
		},
	}}})
	// Shosuro Higatsuku: Political Battle, bow him: a target enemy
	// Personality of higher Chi challenges him, and may refuse; destroy
	// the loser.
	Register("shosuro-higatsuku", &Text{Abilities: []*Ability{{
		Text: "bow him: an enemy of higher Chi challenges him; the loser is destroyed", Timing: Battle, Bow: true, Keywords: []string{"Political"},
		Targets: []*Target{enemyPersonalityWith("choose an enemy Personality of higher Chi", func(x *Ctx, id int) bool { return x.Chi(id) > x.Chi(x.Self) })},
		Duel:    &DuelSpec{AgainstSelf: true, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
	}}})
	// Shosuro Osamito: Battle, once per battle, bow him or discard a card:
	// Ranged 3 Attack.
	Register("shosuro-osamito", &Text{Abilities: []*Ability{
		{Text: "bow him: Ranged 3 Attack", Timing: Battle, Per: "battle", Bow: true, Ranged: 3},
		{Text: "discard a card: Ranged 3 Attack", Timing: Battle, Per: "battle", Discard: 1, Ranged: 3, Same: 1},
	}})
	// Togashi Kazuki: +1F for each Ring his player controls; Open: another
	// target Personality of yours takes Kazuki's Force, or his Chi.
	Register("togashi-kazuki", &Text{
		Stat: func(x *Ctx) (int, int) { return x.Rings(x.Controller(x.Self)), 0 },
		Abilities: []*Ability{
			{Text: "another Personality of yours takes his Force", Timing: Open,
				Targets: []*Target{{Prompt: "choose another Personality of yours", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && id != x.Self })}},
				Effect:  func(x *Ctx) { setForce(x, x.Target(), x.Force(x.Self), "") }},
			{Text: "another Personality of yours takes his Chi", Timing: Open, Same: 1,
				Targets: []*Target{{Prompt: "choose another Personality of yours", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && id != x.Self })}},
				Effect:  func(x *Ctx) { setChi(x, x.Target(), x.Chi(x.Self), "") }},
		},
	})
	// Togashi Tsuri: Battle, once per battle each: copy the Force of a
	// target enemy Personality of higher Chi; copy the Chi of one of
	// higher Force.
	Register("togashi-tsuri", &Text{Abilities: []*Ability{
		{Text: "copy the Force of an enemy of higher Chi", Timing: Battle, Per: "battle",
			Targets: []*Target{enemyPersonalityWith("choose an enemy Personality of higher Chi", func(x *Ctx, id int) bool { return x.Chi(id) > x.Chi(x.Self) })},
			Effect:  func(x *Ctx) { setForce(x, x.Self, x.Force(x.Target()), "") }},
		{Text: "copy the Chi of an enemy of higher Force", Timing: Battle, Per: "battle",
			Targets: []*Target{enemyPersonalityWith("choose an enemy Personality of higher Force", func(x *Ctx, id int) bool { return x.Force(id) > x.Force(x.Self) })},
			Effect:  func(x *Ctx) { setChi(x, x.Self, x.Chi(x.Target()), "") }},
	}})
	// Yoritomo Iongi: Battle, bow him (unless it is a Raid battle): destroy
	// a target enemy card without attachments whose Force is at most his.
	Register("yoritomo-iongi", &Text{Abilities: []*Ability{{
		Text: "bow him: destroy an enemy card without attachments of no more Force", Timing: Battle, Bow: true,
		Targets: []*Target{{Prompt: "choose an enemy card without attachments", Filter: func(x *Ctx, id int) bool {
			t := x.Type(id)
			return x.Enemy(id) && (t == "personality" || t == "follower" || t == "item") && len(x.Attachments(id)) == 0 && x.Force(id) <= x.Force(x.Self)
		}}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Tsuruchi Kazushi: Battle, bow him: Ranged 4 Attack; if it targeted a
	// Personality without attachments, he may make another on one.
	Register("tsuruchi-kazushi", &Text{Abilities: []*Ability{{
		Text: "bow him: Ranged 4 Attack, and another on a bare Personality if the first was on one", Timing: Battle, Bow: true, Ranged: 4,
		Effect: func(x *Ctx) {
			if t := x.RangedTarget(); t >= 0 && x.Type(t) == "personality" && len(x.Attachments(t)) == 0 {
				x.Ask(x.P, "may-ranged-loner", 1, 4)
			}
		},
	}}})
	// Tsuruchi Nobumoto (experienced): Open: he gains Cavalry and loses
	// Naval this turn; Battle, bow him: Ranged 4 Attack, then he may move
	// home.
	Register("tsuruchi-nobumoto-exp", &Text{Abilities: []*Ability{
		{Text: "he is Cavalry, not Naval, this turn", Timing: Open,
			Effect: func(x *Ctx) {
				x.GiveKeyword(x.Self, "Cavalry", "")
				x.RemoveKeyword(x.Self, "Naval", "")
			}},
		{Text: "bow him: Ranged 4 Attack; he may move home", Timing: Battle, Bow: true, Ranged: 4,
			Effect: func(x *Ctx) { x.Ask(x.P, "may-move-home", 1, 0) }},
	}})
	// Tsuruchi Mochisa: Battle: Ranged 3 Attack, +1 against a Personality
	// of 0 Personal Honor, which may target a dishonorable Personality
	// with Followers.
	Register("tsuruchi-mochisa", &Text{Abilities: []*Ability{{
		Text: "Ranged 3 Attack, 4 against 0 Personal Honor, reaching the dishonorable behind Followers", Timing: Battle,
		RangedOf: func(x *Ctx) int {
			if t := x.Target(); t >= 0 && x.Personality(t) && x.PersonalHonor(t) == 0 {
				return 4
			}
			return 3
		},
		RangedTo: func(x *Ctx, id int) bool { return x.Personality(id) && x.Card(id).Dishonored && x.Opposes(id) },
	}}})
}

// Personalities of duels and moves.
func init() {
	// Akodo Anshiro: Tactical Reaction: after a Personality moves to a
	// battlefield opposing him, he challenges him; destroy the loser.
	Register("akodo-anshiro", &Text{Abilities: []*Ability{{
		Text: "a Personality moves in against him: challenge him, destroy the loser", Timing: Reaction, On: OnMoved, Keywords: []string{"Tactical"},
		If:      func(x *Ctx) bool { m := x.Subject(); return x.Personality(m) && x.Opposes(m) },
		Targets: []*Target{{Prompt: "choose the Personality who moved in", Anywhere: true, Filter: func(x *Ctx, id int) bool { return id == x.Subject() }}},
		Duel:    &DuelSpec{Self: true, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
	}}})
	// Utaku Suyin: Reaction: after she moves to the current battlefield,
	// move home a target unit opposing her.
	Register("utaku-suyin", &Text{Abilities: []*Ability{{
		Text: "moved into the battle: send an opposing unit home", Timing: Reaction, On: OnMoved,
		If:      func(x *Ctx) bool { return bySelf(x) && x.Ev.N > 0 && x.Ev.N == x.S.Attack.Battle },
		Targets: []*Target{{Prompt: "choose a unit opposing her", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Opposes(id) }}},
		Effect:  func(x *Ctx) { x.MoveHome(x.Target()) },
	}}})
	Register("matsu-reishiko", &Text{Says: "after a Personality of less Chi than hers moves into a defending army opposing her, his controller discards a card", Moved: func(x *Ctx, mover, to int) {
		if to > 0 && x.Personality(mover) && x.Defending(mover) && x.Opposes(mover) && x.Chi(mover) < x.Chi(x.Self) {
			x.Ask(x.Controller(mover), "discard", 1, 0)
		}
	}})
	Register("doji-katsura", &Text{Says: "as she enters play from a Province, gain a Honor for each Wind you control", Enters: func(x *Ctx) {
		if x.From == ZProvince {
			x.GainHonor(x.P, x.Winds(x.P))
		}
	}})
	// Doji Saori: Battle/Open, bow her: your target performing unbowed
	// Duelist challenges another player's target Personality (one opposing
	// him, in an Attack Phase); bow the loser.
	Register("doji-saori", &Text{Abilities: []*Ability{{
		Text: "bow her: your Duelist challenges another's Personality; bow the loser", Timing: BattleOpen, Bow: true,
		Targets: []*Target{
			{Prompt: "choose your unbowed Duelist to challenge", Performer: true, Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Duelist") && !x.Card(id).Bowed
			})},
			{Prompt: "choose another player's Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return !x.Mine(id) && (x.S.Phase != "attack" || x.OpposedBy(id, x.Targets[0]))
			})},
		},
		Duel: &DuelSpec{Lose: func(x *Ctx, loser int) { x.Bow(loser) }},
	}}})
	// Bayushi Adachi: Battle: he challenges a target enemy Personality, who
	// duels with his Personal Honor and, refusing, is dishonored and sent
	// home; destroy the loser.
	Register("bayushi-adachi", &Text{Abilities: []*Ability{{
		Text: "challenge an enemy, who duels with his Personal Honor; refusing, he is dishonored and sent home; destroy the loser", Timing: Battle,
		Targets: []*Target{enemyPersonality("choose the enemy Personality Adachi challenges")},
		Duel: &DuelSpec{Self: true,
			StatOf: func(x *Ctx, id int) string {
				if id == x.Self {
					return "" // Adachi, his Chi
				}
				return "honor"
			},
			Refused: func(x *Ctx, p int) { x.Dishonor(p); x.MoveHome(p) },
			Lose:    func(x *Ctx, loser int) { x.Destroy(loser) },
		},
	}}})
	Register("mirumoto-kenzo", &Text{Says: "after the first duel he wins each turn, he gets +1 Personal Honor and +2F for good", WonDuel: func(x *Ctx) {
		if !x.Marked(x.Self, "won-duel") {
			x.Mark(x.Self, "won-duel", UntilTurn)
			x.Give(x.Self, 2, 0, UntilGame)
			x.GiveHonor(x.Self, 1, UntilGame)
		}
	}})
	// Isawa Sho: Maho Battle: choose your performing Shugenja at the
	// battlefield and destroy him: a target enemy Personality gets a Chi
	// penalty of the Shugenja's Chi.
	Register("isawa-sho", &Text{Abilities: []*Ability{{
		Text: "destroy your Shugenja there: an enemy gets a Chi penalty of his Chi", Timing: Battle, Keywords: []string{"Maho"},
		Targets: []*Target{
			{Prompt: "choose your performing Shugenja to destroy", Performer: true, Chosen: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Shugenja") })},
			enemyPersonality("choose an enemy Personality"),
		},
		Effect: func(x *Ctx) { x.Give(x.Targets[1], 0, -x.Chi(x.Targets[0]), "") },
	}}})
}

// Personalities with traits.
func init() {
	Register("hida-reiha-exp", &Text{Says: "Followers attached to her have +2 Yu", FollowerYu: 2})
	Register("hida-tonoji", &Text{
		Says: "as his player's Dynasty Phase begins, he bows unless he was in an attacking army this turn",
		Assigned: func(x *Ctx) {
			if x.Attacking(x.Self) {
				x.Mark(x.Self, "attacked", UntilTurn)
			}
		},
		PhaseBegins: func(x *Ctx, phase int) {
			if phase == 5 && !x.Marked(x.Self, "attacked") {
				x.Bow(x.Self)
			}
		},
	})
	Register("moto-chen", &Text{Says: "may take two Weapons; may not lobby; being dishonorable does not take his Personal Honor to 0", TwoWeapons: true, NoLobby: true, KeepsHonor: true})
	Register("shukumei", &Text{Says: "as he enters play his player loses 5 Honor and a target Personality (he himself if there is no other) gets -1F/-1C for good", Enters: func(x *Ctx) {
		x.GainHonor(x.P, -5)
		x.Ask(x.P, "shukumei", 1, 0)
	}})
	RegisterChoice("shukumei", &Choice{
		Prompt: "choose the Personality to get -1F/-1C for good",
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && id != x.Self {
					out = append(out, id)
				}
			}
			if len(out) == 0 && x.Personality(x.Self) {
				out = append(out, x.Self)
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Give(id, -1, -1, UntilGame)
			}
		},
	})
	Register("matsu-takenao", &Text{Says: "as he enters play, his player may give him -2C for good to give another target Personality +2F while attacking, for good", Enters: func(x *Ctx) { x.Ask(x.P, "takenao", 1, 0) }})
	RegisterChoice("takenao", &Choice{
		Prompt: "give Takenao -2C for good, for another Personality's +2F while attacking?",
		Words:  Words{Card: "give %s +2F", Done: "give nothing"},
		AtMost: true,
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && id != x.Self {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Give(x.Self, 0, -2, UntilGame)
				x.GiveWhileAttacking(id, 2, UntilGame)
			}
		},
	})
}
