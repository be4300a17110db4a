package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards whose one ability is a Ranged Attack or Fear in a battle.
func init() {
	// Moshi Amika: Battle, bow her: Ranged 4 Attack.
	Register("moshi-amika", &Text{Abilities: []*Ability{{Text: "bow her: Ranged 4 Attack", Timing: Battle, Bow: true, Ranged: 4}}})
}

// Cards that copy abilities (LE-COPY-1).
func init() {
	// Yoritomo Kiroto (a Storm Rider of the Lotus pool beyond the base
	// set): 2 Gold less while his player controls an Orochi; Open, once a
	// turn, bow him: straighten an Orochi.
	Register("yoritomo-kiroto", &Text{
		Discount: func(x *Ctx, _ int) int {
			if count(x.InPlay(x.P), func(id int) bool { return orochi(x, id) }) > 0 {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{{
			Text: "bow him: straighten an Orochi", Timing: Open, Bow: true,
			Targets: []*Target{{Prompt: "choose an Orochi to straighten", Filter: orochi}},
			Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
		}},
	})
}

// Personalities whose action moves or duels.
func init() {
	// Tsuruchi Nobumoto (the Soul of Mukami): Battle, bow him: Ranged 3
	// Attack, then he moves home.
	Register("tsuruchi-nobumoto", &Text{Abilities: []*Ability{{
		Text: "bow him: Ranged 3 Attack, then he moves home", Timing: Battle, Bow: true, Ranged: 3,
		Effect: func(x *Ctx) { x.MoveHome(x.Self) },
	}}})
}

// Personalities of Regions and Storm Riders.
func init() {
	Register("tsurayuki", &Text{
		Says:  "takes only Storm Rider attachments; Storm Rider Followers on him have Cavalry.",
		Takes: func(x *Ctx, card int) bool { return x.Has(card, "Storm Rider") },
		GrantsAttached: func(x *Ctx, card int) []string {
			if x.Type(card) == "follower" && x.PrintedHas(card, "Storm Rider") { // printed: Has would ask him again
				return []string{"Cavalry"}
			}
			return nil
		},
	})
}

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

// Personalities with actions.
func init() {
	// Moshi Kekiesu: Maho Battle, bow her: a Ranged 2 Attack against Chi
	// that may target a Personality with Followers.
	Register("moshi-kekiesu", &Text{Abilities: []*Ability{{
		Text: "bow her: Ranged 2 Attack against Chi, even at a Personality with Followers", Timing: Battle, Bow: true, Keywords: []string{"Maho"},
		Ranged: 2, RangedChi: true,
		RangedTo: func(x *Ctx, id int) bool { return x.Personality(id) && x.Opposes(id) },
	}}})
}

// Personalities of Kiho, Gold and the Mantis.
func init() {
	Register("yoritomo-kikunojo", &Text{Says: "Reaction: paying for a Mantis Clan Personality, he produces 2 Gold that pays only for him", PayBonus: func(x *Ctx, paying int) int {
		if paying >= 0 && x.Type(paying) == "personality" && x.Has(paying, "Mantis Clan") {
			return 2
		}
		return 0
	}})
	// Yoritomo Katoa: Strategies his player owns cost 2 Gold less (never
	// below 1); Political Open, bow him: the next Political action taken
	// this game has its effects negated.
	Register("yoritomo-katoa-exp", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) != "strategy" {
				return 0
			}
			return -min(2, max(0, x.Gold(card)-1))
		},
		Abilities: []*Ability{{Text: "bow: the next Political action's effects are negated", Timing: Open, Bow: true, Keywords: []string{"Political"},
			Effect: func(x *Ctx) { x.NegateNextPolitical() }}},
	})
	// Tsuruchi Terao: Battle, bow him: Ranged 4 Attack; Battle, bowed: he
	// moves to an adjacent battlefield.
	Register("tsuruchi-terao", &Text{Abilities: []*Ability{
		{Text: "bow: Ranged 4 Attack", Timing: Battle, Bow: true, Ranged: 4},
		{Text: "bowed: move to an adjacent battlefield", Timing: Battle, EvenBowed: true,
			If:     func(x *Ctx) bool { return x.Card(x.Self).Bowed && len(adjacentFields(x)) > 0 },
			Effect: func(x *Ctx) { x.Ask(x.P, "terao", 1, 0) }},
	}})
	RegisterChoice("terao", &Choice{
		Prompt: "choose the adjacent battlefield to move to",
		Words:  Words{Each: "move to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for _, n := range adjacentFields(x) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(x.Self, n)
		},
	})
}

// adjacentFields are the battlefields beside the one the card is at: at
// the Provinces next to its own in the Defender's row.
func adjacentFields(x *Ctx) []int {
	at := x.Location(x.Self)
	if at == 0 {
		return nil
	}
	provs := x.S.P[x.S.Attack.Defender].Provinces
	var out []int
	for i, pr := range provs {
		if pr.Number != at {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j >= 0 && j < len(provs) && x.IsBattlefield(provs[j].Number) {
				out = append(out, provs[j].Number)
			}
		}
	}
	return out
}

// Personalities of Spells kept, curses and the Shadowlands.
func init() {
	// Tsuruchi Arishia: Battle, bow her: Ranged 4 Attack; Reaction: after
	// an enemy's Battle action resolves, with her at the battle and her
	// player yet to act in it, Ranged 3 Attack.
	Register("tsuruchi-arishia", &Text{Abilities: []*Ability{
		{Text: "bow: Ranged 4 Attack", Timing: Battle, Bow: true, Ranged: 4},
		{Text: "an enemy's Battle action resolved, you yet to act: Ranged 3 Attack", Timing: Reaction, On: OnResolved, Ranged: 3,
			If: func(x *Ctx) bool {
				tm := x.ResolvedTiming()
				return x.Ev.Player != x.P && (tm == Battle || tm == BattleOpen) && x.AtBattle(x.Self) && !x.ActedThisBattle(x.P)
			}},
	}})
}

// The Mantis' Raids: an additional Attack Phase whose battles destroy
// nothing, and the Pirates who act in them.
func init() {
	unopposed := func(prompt string) *Target {
		return &Target{Prompt: prompt, Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return !x.OpposedThisAttack(id) })}
	}
	// Tsuruchi Etsui: Raid Battle, once a battle, in a Raid battle: bow a
	// Personality anywhere not opposed this Attack Phase; he does not
	// straighten before your next turn begins.
	Register("tsuruchi-etsui", &Text{RemembersOpposed: true, Abilities: []*Ability{{
		Text: "in a Raid battle: bow a Personality not opposed this Attack Phase, kept bowed", Timing: Battle, Per: "battle", Keywords: []string{"Raid"},
		If:      func(x *Ctx) bool { return x.RaidBattle() },
		Targets: []*Target{unopposed("choose a Personality not opposed this Attack Phase")},
		Effect: func(x *Ctx) {
			x.Bow(x.Target())
			x.NoStraightenUntil(x.Target(), x.UntilTurnOf(x.P))
		},
	}}})
	// Tsuruchi Iyaken: 2 Gold less while you control a Pirate
	// Personality; Battle, bow him: bow a Personality anywhere not opposed
	// this Attack Phase; Raid Battle, once a battle, in a Raid battle:
	// Ranged 4 Attack.
	Register("tsuruchi-iyaken", &Text{RemembersOpposed: true,
		Discount: func(x *Ctx, _ int) int {
			if len(x.Controlled(x.P, func(id int) bool { return id != x.Self && x.Personality(id) && x.Has(id, "Pirate") })) > 0 {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "bow him: bow a Personality not opposed this Attack Phase", Timing: Battle, Bow: true,
				Targets: []*Target{unopposed("choose a Personality not opposed this Attack Phase")},
				Effect:  func(x *Ctx) { x.Bow(x.Target()) }},
			{Text: "in a Raid battle: Ranged 4 Attack", Timing: Battle, Per: "battle", Keywords: []string{"Raid"}, Ranged: 4,
				If: func(x *Ctx) bool { return x.RaidBattle() }},
		},
	})
	// Yoritomo Tokaro: Raid Battle, attacking in a Raid battle, bow him:
	// target a Holding of the Defender's and a Personality anywhere not
	// opposed this Attack Phase; lose 2 Honor; if the Defender gives you
	// the Holding, the Personality goes home bowed, else he is destroyed
	// after this Attack Phase.
	Register("yoritomo-tokaro", &Text{RemembersOpposed: true, Abilities: []*Ability{{
		Text: "bow him: the Defender gives you a Holding, or a Personality not opposed is destroyed", Timing: Battle, Bow: true, Keywords: []string{"Raid"},
		If: func(x *Ctx) bool { return x.RaidBattle() && x.Attacking(x.Self) },
		Targets: []*Target{
			{Prompt: "choose a Holding of the Defender's", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "holding" && x.Controller(id) == x.S.Attack.Defender
			}},
			unopposed("choose a Personality not opposed this Attack Phase"),
		},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -2)
			x.AskFor(x.Self, x.S.Attack.Defender, "tokaro", 1, x.Targets[0]<<16|x.Targets[1]) // both targets in the one number a choice keeps
		},
	}}})
	RegisterChoice("tokaro", &Choice{
		Prompt: "give Yoritomo Tokaro's player your Holding? If you do not, his target is destroyed after this Attack Phase",
		Words:  Words{Labels: map[string]string{"give": "give your Holding"}, Pass: "keep it: the target is destroyed later"},
		Labels: func(*Ctx, int, int) []string { return []string{"give"} },
		Picked: func(x *Ctx, _ int, _ string, n int) {
			holding, person := n>>16, n&0xffff
			x.TakeControl(holding, x.P, false)
			x.MoveHome(person)
			x.Bow(person)
		},
		Declined: func(x *Ctx, _, n int) { x.DestroyAtEnd(n&0xffff, UntilAttack) },
	})
}

// The Mantis and the Ratlings of the Grasping Paw.
func init() {
	Register("yoritomo-kumiko-exp2", &Text{Says: "her player's Personalities and Followers have the Pirate and Naval keywords; Ranged Attacks performed by cards in her army get a bonus of their base strength", RangedDoubled: true, GrantsMine: func(x *Ctx, card int) []string {
		if t := x.Type(card); t == "personality" || t == "follower" {
			return []string{"Pirate", "Naval"}
		}
		return nil
	}})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Yoritomo Chimori: Battle/Open, any number of times: discard a card:
	// +1F; Reaction: after he enters a duel, discard a card: +1C.
	Register("yoritomo-chimori", &Text{Abilities: []*Ability{
		{Text: "discard a card: +1F", Timing: BattleOpen, Any: true, Discard: 1,
			Effect: func(x *Ctx) { x.Give(x.Self, 1, 0, "") }},
		{Text: "entering a duel: discard a card, +1C", Timing: Reaction, On: OnDuelEntered, Discard: 1, If: bySelf,
			Effect: func(x *Ctx) { x.Give(x.Self, 0, 1, "") }},
	}})
}
