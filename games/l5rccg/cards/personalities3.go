package cards

import (
	"strconv"
	"strings"

	"tessen/engine"
	. "tessen/games/l5rccg"
)

// mayWord registers a choice of one word, or a pass, that does what do
// does ("you may ..."), in words for people: says.
func mayWord(name, prompt, word, says string, do func(x *Ctx, chooser, n int)) {
	RegisterChoice(name, &Choice{
		Prompt: prompt,
		Labels: func(*Ctx, int, int) []string { return []string{word} },
		Words:  Words{Labels: map[string]string{word: says}, Pass: "do not"},
		Picked: func(x *Ctx, chooser int, _ string, n int) { do(x, chooser, n) },
	})
}

// opposedAt lists the Personalities at a battlefield on the side
// opposing a player's.
func opposedAt(x *Ctx, p, at int) []int {
	var out []int
	attacker := x.S.Attack.Attacker
	for _, id := range x.InPlay(-1) {
		if x.Personality(id) && at > 0 && x.Location(id) == at && (x.Controller(id) == attacker) != (p == attacker) {
			out = append(out, id)
		}
	}
	return out
}

// Personalities with traits as they enter play or are destroyed.
func init() {
	Register("hida-tenshu", &Text{
		Says:  "takes no Armor; after a battle he was in the resolution of, he is destroyed unless his army had more than twice the other's Force.",
		Takes: func(x *Ctx, card int) bool { return x.Has(card, "Armor") },
		Resolving: func(x *Ctx, mine, theirs int) {
			if mine <= 2*theirs {
				x.DestroyAtEnd(x.Self, UntilBattle)
			}
		},
	})
	// Ashura: his player loses 5 Honor as he enters play; destroyed at a
	// battlefield, he destroys a Follower or a Personality without
	// Followers there; Battle: Fear 4.
	Register("ashura", &Text{Enters: loseOnEntry(5),
		Destroyed: func(x *Ctx, where int) {
			if where > 0 {
				x.Ask(x.P, "ashura", 1, where)
			}
		},
		Abilities: []*Ability{{Text: "Fear 4", Timing: Battle, Fear: 4}}})
	RegisterChoice("ashura", &Choice{
		Prompt: "choose a Follower, or a Personality without Followers, at that battlefield to destroy",
		Options: func(x *Ctx, _, at int) []int {
			var out []int
			for _, u := range x.InPlay(-1) {
				if !x.Personality(u) || x.Location(u) != at {
					continue
				}
				fs := followersOf(x, u)
				if len(fs) == 0 {
					out = append(out, u)
				}
				out = append(out, fs...)
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Destroy(id)
			}
		},
	})
	Register("hida-sosuke", &Text{Says: "destroyed at a battlefield or in a duel, he may give a Personality who opposed him there, or faced him, -2F/-2C for good. Who opposed or faced him is marked as he is destroyed: the choice comes after the battle's resolution has sent the armies home", Destroyed: func(x *Ctx, where int) {
		foes := opposedAt(x, x.P, where)
		if o := x.DuelOpponent(x.Self); o >= 0 {
			foes = append(foes, o)
		}
		for _, id := range foes {
			x.Mark(id, "opposed-sosuke-"+strconv.Itoa(x.Self), UntilTurn)
		}
		if len(foes) > 0 {
			x.Ask(x.P, "sosuke", 1, 0)
		}
	}})
	RegisterChoice("sosuke", &Choice{
		Prompt: "choose a Personality who opposed Sosuke, or faced him, to get -2F/-2C for good",
		Words:  Words{Card: "%s gets -2F/-2C", Done: "choose no more"},
		AtMost: true,
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Marked(id, "opposed-sosuke-"+strconv.Itoa(x.Self)) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Give(id, -2, -2, UntilGame)
			}
		},
	})
	Register("hida-daizu", &Text{Says: "once a game, destroyed, he may come back rehonored to his player's home", Destroyed: func(x *Ctx, _ int) {
		if !x.Marked(x.Self, "came-back") {
			x.Ask(x.P, "daizu", 1, 0)
		}
	}})
	mayWord("daizu", "bring Hida Daizu back into play, rehonored, once this game?", "recruit", "bring him back", func(x *Ctx, _, _ int) {
		x.Mark(x.Self, "came-back", UntilGame)
		x.BringBack(x.Self)
	})
	Register("nachincheck", &Text{Says: "entering play, he may take a Tribe keyword another Ratling Personality of his player's has, while he is in play", Enters: func(x *Ctx) { x.Ask(x.P, "nachincheck", 1, 0) }})
	RegisterChoice("nachincheck", &Choice{
		Prompt: "choose a Tribe keyword for Nachin'chek, if you like",
		Words:  Words{Each: "take the %s keyword", Pass: "take none"},
		Labels: func(x *Ctx, p, _ int) []string {
			var out []string
			for _, id := range x.InPlay(p) {
				if id == x.Self || !x.Personality(id) || !x.Has(id, "Ratling") {
					continue
				}
				for _, k := range x.Keywords(id) {
					if strings.HasSuffix(k, "Tribe") && !contains(out, engine.Slug(k)) {
						out = append(out, engine.Slug(k))
					}
				}
			}
			return out
		},
		Picked: func(x *Ctx, p int, word string, _ int) { // the word is the keyword's slug
			for _, id := range x.InPlay(p) {
				for _, k := range x.Keywords(id) {
					if engine.Slug(k) == word {
						x.GiveKeyword(x.Self, k, UntilToken)
						return
					}
				}
			}
		},
	})
	Register("void-dragon", &Text{Says: "takes no Followers or Items; once a turn, after an attacking army with him destroys a Province in the resolution, his player may discard the Defender's hand", Takes: noFollowersOrItems, BrokeProvince: func(x *Ctx) {
		if !x.Marked(x.Self, "broke") {
			x.Mark(x.Self, "broke", UntilTurn)
			x.Ask(x.P, "void-dragon", 1, x.S.Attack.Defender)
		}
	}})
	mayWord("void-dragon", "discard the Defender's hand?", "discard", "discard it", func(x *Ctx, _, defender int) {
		for len(x.Hand(defender)) > 0 {
			x.DiscardFromHand(x.Hand(defender)[0])
		}
	})
}

// contains reports a word in a list.
func contains(l []string, w string) bool {
	for _, v := range l {
		if v == w {
			return true
		}
	}
	return false
}

// Personalities with actions.
func init() {
	// Brukash: his player loses 4 Honor as he enters play; Battle: destroy
	// your performing Goblin in his army: Fear of the Goblin's Force that
	// frightens Personalities too.
	Register("brukash", &Text{Enters: loseOnEntry(4), Abilities: []*Ability{{
		Text: "destroy your Goblin: Fear of his Force, Personalities included", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your performing Goblin to destroy", Performer: true, Chosen: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Goblin") && x.Location(id) == x.Location(x.Self)
			})},
			{Prompt: "choose the opposing unit to frighten", Filter: personality(func(x *Ctx, id int) bool { return x.Opposes(id) })},
		},
		Effect: func(x *Ctx) { x.FearAll(x.Force(x.Targets[0]), x.Targets[1]) },
	}}})
	// Kakita Mai (experienced): Favor Political Limited, discard the
	// Imperial Favor: your performing Personality challenges another
	// player's; refusing costs 4 Honor, no more, no less; destroy the
	// loser.
	Register("kakita-mai-exp", &Text{Abilities: []*Ability{{
		Text: "discard the Imperial Favor: your Personality challenges another's; refusing costs 4 Honor; destroy the loser", Timing: Limited, Keywords: []string{"Favor", "Political"}, FavorCost: true,
		Targets: []*Target{
			{Prompt: "choose your performing Personality to challenge", Performer: true, Filter: personality(nil)},
			{Prompt: "choose another player's Personality", Filter: personality(func(x *Ctx, id int) bool { return !x.Mine(id) })},
		},
		Duel: &DuelSpec{
			Refused: func(x *Ctx, challenged int) { x.LoseHonorFixed(x.Controller(challenged), 4) },
			Lose:    func(x *Ctx, loser int) { x.Destroy(loser) },
		},
	}}})
	// Shinjo Shuilong: +2F/+2C while a Human of 0 Personal Honor opposes or
	// faces him; Limited, bow him: he challenges a Bandit, Pirate or
	// Unaligned Samurai; destroy the loser.
	Register("shinjo-shuilong", &Text{
		Stat: func(x *Ctx) (int, int) {
			base := func(id int) bool { return x.Personality(id) && x.Has(id, "Human") && x.PersonalHonor(id) == 0 }
			if facesAny(x, base) {
				return 2, 2
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "bow him: he challenges a Bandit, Pirate or Unaligned Samurai; destroy the loser", Timing: Limited, Bow: true,
			Targets: []*Target{{Prompt: "choose a Bandit, Pirate or Unaligned Samurai", Filter: personality(func(x *Ctx, id int) bool {
				return !x.Mine(id) && (x.Has(id, "Bandit") || x.Has(id, "Pirate") || x.Has(id, "Unaligned") && x.Has(id, "Samurai"))
			})}},
			Duel: &DuelSpec{Self: true, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }}}},
	})
	// Shosuro Maru: Open, bow him: a player bows an unbowed Personality of
	// his own.
	Register("shosuro-maru", &Text{Abilities: []*Ability{{
		Text: "bow him: a player bows one of his unbowed Personalities", Timing: Open, Bow: true,
		Targets: []*Target{{Prompt: "choose a Personality of the player who must bow one", Chosen: true, Anywhere: true, Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.Ask(x.Controller(x.Target()), "bow-own", 1, 0) },
	}}})
	// Shiba Hayama: Maho Battle/Open: bow your performing Shugenja: he gets
	// the Shugenja's Chi in Force and a created 1F Undead Follower.
	Register("shiba-hayama", &Text{Abilities: []*Ability{{
		Text: "bow your Shugenja: his Chi in Force, and a 1F Undead Follower", Timing: BattleOpen, Keywords: []string{"Maho"},
		Targets: []*Target{performer("choose your performing Shugenja to bow", true, "Shugenja")},
		Effect: func(x *Ctx) {
			x.Give(x.Self, x.Chi(x.Target()), 0, "")
			x.Create("created-undead", 0, x.Self)
		},
	}}})
	// Iuchi Tsung: Battle: destroy your Spell in his army: a Cavalry
	// Follower of the Spell's Focus Value in Force joins him.
	Register("iuchi-tsung", &Text{Abilities: []*Ability{{
		Text: "destroy your Spell in his army: a Cavalry Follower of its Focus Value", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your Spell in his army to destroy", Destroy: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "spell" && x.Mine(id) && x.Location(id) == x.Location(x.Self)
		}}},
		Effect: func(x *Ctx) {
			if f := x.Create("created-cavalry-0", 0, x.Self); f >= 0 {
				x.Give(f, x.Focus(x.Target()), 0, UntilGame)
			}
		},
	}}})
	// Doji Nio: Political Reaction, bow him and discard a card: after a
	// Personality is destroyed, its player may gain 1 Honor; you gain 1.
	Register("doji-nio", &Text{Abilities: []*Ability{{
		Text: "a Personality destroyed, bow him, discard a card: its player may gain 1 Honor; you gain 1", Timing: Reaction, On: OnDestroyed,
		Bow: true, Discard: 1, Absent: true, Keywords: []string{"Political"},
		If: func(x *Ctx) bool { return x.Type(x.Subject()) == "personality" },
		Effect: func(x *Ctx) {
			x.Ask(x.Ev.Player, "gain-1", 1, 0)
			x.GainHonor(x.P, 1)
		},
	}}})
	mayWord("gain-1", "gain 1 Honor?", "gain", "gain 1 Honor", func(x *Ctx, p, _ int) { x.GainHonor(p, 1) })
	// Hitomi Suguhara: Battle, once a battle, bow a Ring of yours: he duels
	// an enemy Personality, both by Force; bow the loser.
	Register("hitomi-suguhara", &Text{Abilities: []*Ability{{
		Text: "bow your Ring: a duel of Force with an enemy; bow the loser", Timing: Battle, Per: "battle",
		Targets: []*Target{
			enemyPersonality("choose the enemy Personality he duels"),
			{Prompt: "choose your Ring to bow", Anywhere: true, Chosen: true, Bow: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.Mine(id) }},
		},
		Duel: &DuelSpec{Self: true, Stat: "force", Lose: func(x *Ctx, loser int) { x.Bow(loser) }},
	}}})
	// Bayushi Shusui: +1F after each Strategy action of his player's
	// resolves; Battle, 3 Gold: a Scorpion Clan player draws three cards;
	// he is destroyed after the battle.
	Register("bayushi-shusui", &Text{
		ActionResolved: func(x *Ctx, card int) {
			if x.Type(card) == "strategy" {
				x.Give(x.Self, 1, 0, "")
			}
		},
		Abilities: []*Ability{{Text: "3 Gold: a Scorpion draws three cards; destroyed after the battle", Timing: Battle, Gold: 3,
			Effect: func(x *Ctx) {
				if x.Clan(x.P, "scorpion") {
					x.Draw(x.P, 3)
				}
				x.DestroyAtEnd(x.Self, UntilBattle)
			}}},
	})
	// Akodo Kobi: Battle: a face-up Human Personality in the Province
	// fought over joins his army, free and without his entering-play
	// effects; he is discarded after the battle.
	Register("akodo-kobi", &Text{Abilities: []*Ability{{
		Text: "a face-up Human in the Province fought over joins your army until the battle ends", Timing: Battle,
		If:     func(x *Ctx) bool { return len(kobiOptions(x)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "kobi", 1, 0) },
	}}})
	RegisterChoice("kobi", &Choice{
		Prompt:  "choose the Human Personality in the Province to join your army",
		Options: func(x *Ctx, _, _ int) []int { return kobiOptions(x) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.RecruitInto(id, x.S.Attack.Battle)
				x.DiscardAtEnd(id, UntilBattle)
			}
		},
	})
	// Moshi Kekiesu: Maho Battle, bow her: a Ranged 2 Attack against Chi
	// that may target a Personality with Followers.
	Register("moshi-kekiesu", &Text{Abilities: []*Ability{{
		Text: "bow her: Ranged 2 Attack against Chi, even at a Personality with Followers", Timing: Battle, Bow: true, Keywords: []string{"Maho"},
		Ranged: 2, RangedChi: true,
		RangedTo: func(x *Ctx, id int) bool { return x.Personality(id) && x.Opposes(id) },
	}}})
	// Ikoma Otemi (experienced 2): Reaction, discard your hand: after the
	// battle he assigned to is engaged, draw as many cards as units in his
	// army, at least five.
	Register("ikoma-otemi-exp2", &Text{
		Assigned: func(x *Ctx) { x.Mark(x.Self, "assigned-"+strconv.Itoa(x.Location(x.Self)), UntilAttack) },
		Abilities: []*Ability{{Text: "engaged where he assigned, discard your hand: draw the units of his army, at least five", Timing: Reaction, On: OnEngaged,
			If: func(x *Ctx) bool {
				return x.Marked(x.Self, "assigned-"+strconv.Itoa(x.Ev.N)) && x.Location(x.Self) == x.Ev.N
			},
			Effect: func(x *Ctx) {
				for len(x.Hand(x.P)) > 0 {
					x.DiscardFromHand(x.Hand(x.P)[0])
				}
				x.Draw(x.P, max(5, len(x.Army(x.Self))))
			}}},
	})
	// Isawa Toshiji: Battle, bow him and discard a Kiho or Spell: each other
	// player with an unbowed Personality there discards a Spell or Kiho,
	// or bows an unbowed Personality of his there.
	spellOrKiho := func(x *Ctx, id int) bool {
		return x.Type(id) == "spell" || x.Type(id) == "strategy" && x.Has(id, "Kiho")
	}
	Register("isawa-toshiji", &Text{Abilities: []*Ability{{
		Text: "bow him, discard a Kiho or Spell: the others discard one or bow a Personality there", Timing: Battle, Bow: true, Discard: 1, DiscardOf: spellOrKiho,
		Effect: func(x *Ctx) {
			for _, q := range x.TurnOrder() {
				if q != x.P && len(unbowedThere(x, q)) > 0 {
					x.Ask(q, "toshiji", 1, 0)
				}
			}
		},
	}}})
	RegisterChoice("toshiji", &Choice{
		Prompt: "discard a Spell or Kiho? If you do not, bow an unbowed Personality of yours there",
		Words:  Words{Card: "discard %s", Done: "discard none: bow a Personality"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if spellOrKiho(x, id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardFromHand(id)
			}
			if len(chosen) == 0 {
				x.Ask(p, "bow-own-there", 1, 0)
			}
		},
	})
	RegisterChoice("bow-own-there", &Choice{
		Prompt:  "choose an unbowed Personality of yours at the battlefield to bow",
		Options: func(x *Ctx, p, _ int) []int { return unbowedThere(x, p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
	// Iuchi Ryoi: Maho Limited: an Item goes back to its owner's hand;
	// then remove an Item in your hand or discard pile from the game, or
	// Ryoi gets -2C for good.
	Register("iuchi-ryoi", &Text{Abilities: []*Ability{{
		Text: "an Item back to its owner's hand; remove one of yours from the game, or -2C for good", Timing: Limited, Keywords: []string{"Maho"},
		Targets: []*Target{{Prompt: "choose an Item", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "item" }}},
		Effect: func(x *Ctx) {
			x.ReturnToHand(x.Target())
			x.Ask(x.P, "ryoi", 1, 0)
		},
	}}})
	RegisterChoice("ryoi", &Choice{
		Prompt: "remove an Item in your hand or discard pile from the game? If you do not, Ryoi gets -2C for good",
		Words:  Words{Card: "remove %s from the game", Done: "remove none: Ryoi gets -2C"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range append(append([]int(nil), x.Hand(p)...), x.S.P[p].FateDiscard...) {
				if x.Type(id) == "item" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.RemoveFromGame(id)
			}
			if len(chosen) == 0 {
				x.Give(x.Self, 0, -2, UntilGame)
			}
		},
	})
	// Moto Latomu: 1 Gold less with the Right Hand of the Emperor; Reaction:
	// after an action moves him to a battlefield, a Ranged 2 Attack, or 4
	// if he bows.
	movedIn := func(x *Ctx) bool { return bySelf(x) && x.Ev.N > 0 && x.Ev.N == x.S.Attack.Battle }
	Register("moto-latomu", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.ControlsTitle(x.P, "Right Hand of the Emperor") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "moved into the battle: Ranged 2 Attack", Timing: Reaction, On: OnMoved, If: movedIn, Ranged: 2},
			{Text: "moved into the battle, bow him: Ranged 4 Attack", Timing: Reaction, On: OnMoved, If: movedIn, Bow: true, Ranged: 4, Same: 1},
		},
	})
	// Achirin: up to six copies in a deck; with three Third Whisker Tribe
	// Ratlings, Limited, bow him: turn a face-down Province card face up.
	Register("achirin", &Text{Copies: 6, Abilities: []*Ability{{
		Text: "with three Third Whisker Ratlings, bow him: turn a face-down Province card face up", Timing: Limited, Bow: true,
		If: func(x *Ctx) bool {
			return len(x.Controlled(x.P, func(id int) bool { return x.Personality(id) && x.Has(id, "Third Whisker Tribe") })) >= 3
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "face-up", 1, 0) },
	}}})
	RegisterChoice("face-up", &Choice{
		Prompt: "choose a face-down Province card to turn face up",
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, p := range x.TurnOrder() {
				for _, id := range x.ProvinceCards(p) {
					if x.Card(id).Facedown {
						out = append(out, id)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.TurnFaceUp(id)
			}
		},
	})
}

// kobiOptions are the face-up Human Personalities in the Province fought
// over.
func kobiOptions(x *Ctx) []int {
	var out []int
	if id := x.ProvinceCard(x.S.Attack.Defender, x.S.Attack.Battle); id >= 0 && !x.Card(id).Facedown && x.Type(id) == "personality" && x.Has(id, "Human") {
		out = append(out, id)
	}
	return out
}

// unbowedThere lists p's unbowed Personalities at the current battlefield.
func unbowedThere(x *Ctx, p int) []int {
	var out []int
	for _, id := range x.InPlay(p) {
		if x.Personality(id) && !x.Card(id).Bowed && x.AtBattle(id) {
			out = append(out, id)
		}
	}
	return out
}
