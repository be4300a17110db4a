package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards whose one ability is a Ranged Attack or Fear in a battle.
func init() {
	// Matsu Agoro: Battle: Fear 3.
	Register("matsu-agoro", &Text{Abilities: []*Ability{{Text: "Fear 3", Timing: Battle, Fear: 3}}})
}

func init() {
	// Akodo Rokuro: Reaction: before another player's card's effect bows
	// your Lion Clan Personality, negate the bowing.
	Register("akodo-rokuro", &Text{Abilities: []*Ability{{
		Text: "another's effect would bow your Lion: negate it", Timing: Reaction, On: OnBeforeBowed, Absent: true,
		If: func(x *Ctx) bool {
			v := x.Subject()
			return byAnother(x) && x.Personality(v) && x.Mine(v) && x.Has(v, "Lion Clan")
		},
		Effect: func(x *Ctx) { x.Negate() },
	}}})
}

// Personalities whose Force or Chi follows a condition.
func init() {
	Register("matsu-miyahara", &Text{Says: "+1F for each other Lion Clan Samurai in her army", Stat: func(x *Ctx) (int, int) {
		return count(x.Army(x.Self), func(id int) bool { return id != x.Self && x.Has(id, "Lion Clan") && x.Has(id, "Samurai") }), 0
	}})
	Register("ikoma-korin", &Text{Says: "+1F/+1C while opposed by, or facing in a duel, a Shugenja, a Courtier, or a Personality of a player who controls the Voice of the Emperor", Stat: func(x *Ctx) (int, int) {
		if facesAny(x, func(id int) bool {
			return x.Has(id, "Shugenja") || x.Has(id, "Courtier") || x.ControlsTitle(x.Controller(id), "Voice of the Emperor")
		}) {
			return 1, 1
		}
		return 0, 0
	}})
}

// Personalities whose action straightens, bows or honors.
func init() {
	// Matsu Hyun: Battle/Open, bow him: straighten a target Tactician.
	Register("matsu-hyun", &Text{Abilities: []*Ability{{
		Text: "bow him: straighten a target Tactician", Timing: BattleOpen, Bow: true,
		Targets: []*Target{{Prompt: "choose a Tactician to straighten", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Has(id, "Tactician") }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
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
	Register("matsu-reishiko", &Text{Says: "after a Personality of less Chi than hers moves into a defending army opposing her, his controller discards a card", Moved: func(x *Ctx, mover, to int) {
		if to > 0 && x.Personality(mover) && x.Defending(mover) && x.Opposes(mover) && x.Chi(mover) < x.Chi(x.Self) {
			x.Ask(x.Controller(mover), "discard", 1, 0)
		}
	}})
}

// Personalities with traits.
func init() {
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

// Personalities with actions.
func init() {
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

// Personalities of Spells, Reactions and the Winds.
func init() {
	Register("akodo-ieshige", &Text{Says: "before an action of a player whose unit opposes him resolves, he has +1F, if he is at the battle", BeforeAction: func(x *Ctx, player int) {
		if player == x.P || !x.AtBattle(x.Self) {
			return
		}
		for _, o := range x.Opposing(x.Self) {
			if x.Controller(o) == player {
				x.Give(x.Self, 1, 0, "")
				return
			}
		}
	}})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Ikoma Kosaku: Reaction: after he is assigned to an attacking army,
	// a target face-up Lion Clan Personality in one of your Provinces
	// costs 2 less this turn, not below 3.
	Register("ikoma-kosaku", &Text{Abilities: []*Ability{{
		Text: "assigned to attack: a Lion Personality in your Provinces costs 2 less, not below 3", Timing: Reaction, On: OnAssigned,
		If: func(x *Ctx) bool { return bySelf(x) && x.Attacking(x.Self) },
		Targets: []*Target{{Prompt: "choose a face-up Lion Clan Personality in your Provinces", InProvince: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && x.Has(id, "Lion Clan")
		}}},
		Effect: func(x *Ctx) { x.CutCost(x.Target(), 2, 3, "") },
	}}})
	// Matsu Taniko: Reaction, once per battle: after a Tactical action you
	// took resolves, draw a card.
	Register("matsu-taniko", &Text{Abilities: []*Ability{{
		Text: "a Tactical action of yours resolved: draw a card", Timing: Reaction, On: OnResolved, Per: "battle",
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P && x.CauseIs("Tactical") },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}

// Cards that destroy or need Terrains.
func init() {
	// Akodo Natsu: Tactical Reaction, from anywhere: after a Terrain enters
	// play from your hand, draw a card.
	Register("akodo-natsu", &Text{Abilities: []*Ability{{
		Text: "a Terrain of yours enters play from hand: draw a card", Timing: Reaction, On: OnEntered, Keywords: []string{"Tactical"}, Absent: true,
		If: func(x *Ctx) bool {
			return x.Ev.N == int(ZHand) && x.Has(x.Subject(), "Terrain") && x.Controller(x.Subject()) == x.P
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}
