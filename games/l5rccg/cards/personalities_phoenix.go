package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

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
}

// Champions who act even if bowed or dead, and an Obi of silence.
func init() {
	elements := []string{"Air", "Earth", "Fire", "Water", "Void"}
	// Shiba Mirabu: the Personalities in his army have a Force bonus of
	// the number of elements among its cards' keywords; Battle, even if
	// he is bowed or dead: straighten the Shugenja of your army there.
	Register("shiba-mirabu-exp3", &Text{
		Aura: func(x *Ctx, id int) (int, int) {
			if !x.Personality(id) || !x.InArmy(x.Self) || !x.InArmy(id) || x.Location(id) != x.Location(x.Self) || x.Attacking(id) != x.Attacking(x.Self) {
				return 0, 0
			}
			n := 0
			for _, e := range elements {
				if slices.ContainsFunc(x.Army(x.Self), func(u int) bool {
					return x.Has(u, e) || slices.ContainsFunc(x.Attachments(u), func(a int) bool { return x.Has(a, e) })
				}) {
					n++
				}
			}
			return n, 0
		},
		Abilities: []*Ability{{
			Text: "even bowed or dead: straighten the Shugenja of your army", Timing: Battle, EvenBowed: true, EvenDiscarded: true,
			Effect: func(x *Ctx) {
				for _, u := range x.UnitsAt(x.P, x.S.Attack.Battle) {
					for _, id := range append([]int{u}, x.Attachments(u)...) {
						if x.Has(id, "Shugenja") && x.Card(id).Bowed {
							x.Straighten(id)
						}
					}
				}
			},
		}},
	})
}

// Personalities of duels and moves.
func init() {
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

// Personalities with actions.
func init() {
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

// Personalities of duels, Spells, Ranged Attacks and memory.
func init() {
	// Isawa Miliko: while she is in an army, the Spells her player owns
	// cost 1 Gold less for each Spell in her army; Reaction: after she
	// assigns, a Shugenja at her battlefield is a Samurai and a Yojimbo
	// this turn.
	Register("isawa-miliko", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) != "spell" || !x.InArmy(x.Self) {
				return 0
			}
			n := 0
			for _, u := range x.Army(x.Self) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "spell" {
						n++
					}
				}
			}
			return -n
		},
		Abilities: []*Ability{{Text: "she assigned: a Shugenja at her battlefield is a Samurai and a Yojimbo", Timing: Reaction, On: OnAssigned, If: bySelf,
			Targets: []*Target{{Prompt: "choose a Shugenja at her battlefield", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Shugenja") && x.Location(id) == x.Location(x.Self)
			})}},
			Effect: func(x *Ctx) {
				x.GiveKeyword(x.Target(), "Samurai", "")
				x.GiveKeyword(x.Target(), "Yojimbo", "")
			}}},
	})
}

// Personalities of Kiho, Gold and the Mantis.
func init() {
	Register("asako-kinuye", &Text{Says: "her player loses 3 Honor as she enters play; she need not bow for a Maho Kiho action she performs", Enters: loseOnEntry(3), FreeBowFor: []string{"Maho", "Kiho"}})
}

// Personalities of Spells, Reactions and the Winds.
func init() {
	Register("isawa-sotatsu", &Text{
		Says: "Ranged Attacks at cards of her army are 1 weaker for each Spell in her army; once a turn, after a Spell of hers resolves, her player gains 1 Honor, or 2 if she is at the battle",
		ArmyScreen: func(x *Ctx) int {
			n := 0
			for _, u := range x.Army(x.Self) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "spell" {
						n++
					}
				}
			}
			return n
		},
		ActionResolved: func(x *Ctx, card int) {
			if x.Type(card) != "spell" || x.BearerOf(card) != x.Self || !x.FirstTime("turn", 0) {
				return
			}
			if x.AtBattle(x.Self) {
				x.GainHonor(x.P, 2)
			} else {
				x.GainHonor(x.P, 1)
			}
		},
	})
	// Shiba Ningen (Experienced): Reaction: after his player draws,
	// discard a card: draw a card.
	Register("shiba-ningen-exp", &Text{Abilities: []*Ability{{
		Text: "you drew: discard a card, draw a card", Timing: Reaction, On: OnDrew, Discard: 1,
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}

// Personalities of Spells kept, curses and the Shadowlands.
func init() {
	// Asako Takakazu: Reaction, bow him: after a Spell his player
	// controlled is destroyed, it attaches to him, costs ignored, and is
	// removed from the game the next time it leaves play.
	Register("asako-takakazu", &Text{Abilities: []*Ability{{
		Text: "a Spell of yours destroyed, bow: it attaches to him, to be removed when it next leaves play", Timing: Reaction, On: OnDestroyed, Bow: true,
		If: func(x *Ctx) bool {
			spell := x.Subject()
			return x.Ev.Player == x.P && x.Type(spell) == "spell" && x.MayHold(spell, x.Self)
		},
		Effect: func(x *Ctx) {
			spell := x.Subject()
			x.AttachFree(spell, x.Self)
			x.ExileOnLeave(spell)
		},
	}}})
}

// Personalities of the Phoenix and the Scorpion.
func init() {
	Register("isawa-nomi", &Text{Says: "he holds one Spell at most, never gains Shadowlands, and once a turn a Spell equipped to him costs nothing", FreeSpell: true, NeverGains: []string{"Shadowlands"},
		Takes: func(x *Ctx, card int) bool {
			if x.Type(card) != "spell" {
				return true
			}
			for _, a := range x.Attachments(x.Self) {
				if x.Type(a) == "spell" {
					return false
				}
			}
			return true
		}})
	// Isawa Sueno: Air Reaction, 2 Gold: after an Unaligned Dragon enters
	// play from one of his player's Provinces, with City of Remembrance or
	// the Temple of the Eight Guardians for Stronghold, gain the Dragon's
	// Personal Honor; Air Tireless Battle/Open: straighten an Unaligned
	// Dragon.
	dragon := func(x *Ctx, id int) bool { return x.Has(id, "Dragon") && x.Has(id, "Unaligned") }
	Register("isawa-sueno", &Text{Abilities: []*Ability{
		{Text: "an Unaligned Dragon from your Province, 2 Gold: gain his Personal Honor", Timing: Reaction, On: OnEntered, Gold: 2, Keywords: []string{"Air"},
			If: func(x *Ctx) bool {
				id := x.Subject()
				sh := x.TitleOf(x.S.P[x.P].Stronghold)
				return x.Ev.N == int(ZProvince) && x.Mine(id) && x.Personality(id) && dragon(x, id) &&
					(sh == "City of Remembrance" || sh == "Temple of the Eight Guardians")
			},
			Effect: func(x *Ctx) { x.GainHonor(x.P, x.PersonalHonor(x.Subject())) }},
		{Text: "straighten an Unaligned Dragon", Timing: BattleOpen, EvenBowed: true, Keywords: []string{"Air"},
			Targets: []*Target{{Prompt: "choose an Unaligned Dragon to straighten", Filter: personality(dragon)}},
			Effect:  func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
}

// Personalities that answer bonuses and penalties, and targeting.
func init() {
	// Asako Saeko: Maho Reaction: after a Personality opposing her gets a
	// Chi penalty, he gets another as large.
	Register("asako-saeko", &Text{Abilities: []*Ability{{
		Text: "a Personality opposing her got a Chi penalty: another as large", Timing: Reaction, On: OnGiven, Keywords: []string{"Maho"},
		If:      func(x *Ctx) bool { return x.Ev.M < 0 && x.Personality(x.Subject()) && x.Opposes(x.Subject()) },
		Targets: []*Target{{Prompt: "choose the Personality penalized", Filter: func(x *Ctx, id int) bool { return id == x.Subject() }}},
		Effect:  func(x *Ctx) { x.Give(x.Target(), 0, x.Ev.M, "") },
	}}})
}
