package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

func init() {
	Register("hida-sozen", &Text{Says: "in an army with no opposing unit of greater total Force than his, his destruction is negated, but as a cost or by his own player's effects", Spared: func(x *Ctx, causer, _ int) bool {
		if !x.InArmy(x.Self) || causer == x.P {
			return false
		}
		mine := x.UnitForce(x.Self)
		for _, u := range x.Opposing(x.Self) {
			if x.UnitForce(u) > mine {
				return false
			}
		}
		return true
	}})
}

// Personalities whose Force or Chi follows a condition.
func init() {
	Register("hida-shuzo", &Text{Says: "+1F for each other Crab Clan Personality in play", Stat: func(x *Ctx) (int, int) {
		return count(x.InPlay(-1), func(id int) bool { return id != x.Self && x.Personality(id) && x.Has(id, "Crab Clan") }), 0
	}})
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
}

// The Jade Crab and the peasants who stand with heroes.
func init() {
	// Hida Kuon: other players' effects will not bow Heroes at his
	// location; the first time each phase another player targets a
	// Personality of his player's, that targeting costs a discard; Battle:
	// bow a unit of less Force than his.
	Register("hida-kuon-exp4", &Text{GuardsTargets: true,
		Unbowed: func(x *Ctx, causer, id int) bool {
			return causer >= 0 && causer != x.P && x.Personality(id) && x.Has(id, "Hero") && x.IsInPlay(x.Self) && x.Location(id) == x.Location(x.Self)
		},
		Abilities: []*Ability{{
			Text: "bow a unit of less Force than his", Timing: Battle,
			Targets: []*Target{{Prompt: "choose a unit of less Force than Kuon's", Filter: personality(func(x *Ctx, id int) bool {
				return x.UnitForce(id) < x.UnitForce(x.Self)
			})}},
			Effect: func(x *Ctx) { x.BowUnit(x.Target()) },
		}},
	})
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
}

// Personalities of duels, Spells, Ranged Attacks and memory.
func init() {
	// Hiruma Tamiyo: Battle, paying its Gold Cost: a Follower of your Fate
	// discard pile joins her.
	Register("hiruma-tamiyo", &Text{Abilities: []*Ability{{
		Text: "equip her with a Follower of your discard pile, paying for it", Timing: Battle,
		If:     func(x *Ctx) bool { return len(discardFollowersFor(x, x.P, x.Self)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "tamiyo", 1, x.Self) },
	}}})
	RegisterChoice("tamiyo", &Choice{
		Prompt:  "choose a Follower of your Fate discard pile to attach to her, paying for it",
		Options: func(x *Ctx, p, her int) []int { return discardFollowersFor(x, p, her) },
		Done: func(x *Ctx, _ int, chosen []int, her int) {
			for _, id := range chosen {
				x.Equip(id, her)
			}
		},
	})
}

// discardFollowersFor lists the Followers of p's Fate discard pile that
// may join a Personality, their cost payable.
func discardFollowersFor(x *Ctx, p, person int) []int {
	var out []int
	for _, id := range x.S.P[p].FateDiscard {
		if x.Type(id) == "follower" && x.MayEquip(id, person) {
			out = append(out, id)
		}
	}
	return out
}

// Personalities of Kiho, Gold and the Mantis.
func init() {
	Register("hiruma-todori-exp", &Text{Says: "+2F while attacking a player who declared an attack against his player since that player's last turn ended", RemembersAttackers: true, Stat: func(x *Ctx) (int, int) {
		if x.Attacking(x.Self) && x.DeclaredAgainst(x.S.Attack.Defender, x.P) {
			return 2, 0
		}
		return 0, 0
	}})
}

// Personalities that answer bonuses and penalties, and targeting.
func init() {
	Register("kaiu-hisayuki", &Text{Says: "a Force bonus he gets from a card outside his unit is 1 more", BonusPlus: true})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Hida Kyuwa: Reaction, even bowed: after a Heroic action targets him,
	// draw a card.
	Register("hida-kyuwa", &Text{Abilities: []*Ability{{
		Text: "a Heroic action targets him: draw a card", Timing: Reaction, On: OnTargeted, EvenBowed: true,
		If:     func(x *Ctx) bool { return bySelf(x) && x.CauseIs("Heroic") },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Hida Tsunesaburo: Reaction: after a Heroic action targets him, +3F.
	Register("hida-tsunesaburo", &Text{Abilities: []*Ability{{
		Text: "a Heroic action targets him: +3F", Timing: Reaction, On: OnTargeted,
		If:     func(x *Ctx) bool { return bySelf(x) && x.CauseIs("Heroic") },
		Effect: func(x *Ctx) { x.Give(x.Self, 3, 0, "") },
	}}})
}
