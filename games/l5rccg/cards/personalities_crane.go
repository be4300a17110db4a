package cards

import (
	"slices"
	"strconv"

	. "tessen/games/l5rccg"
)

func init() {
	// Doji Toshinobu: Political Reaction, bow him: before any player gains
	// Honor, lose 1 Honor and negate the gain.
	Register("doji-toshinobu", &Text{Abilities: []*Ability{{
		Text: "a player would gain Honor, bow him: lose 1 Honor, negate the gain", Timing: Reaction, On: OnBeforeGain, Bow: true, Absent: true, Keywords: []string{"Political"},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -1)
			x.Negate()
		},
	}}})
	// Doji Takeji: 2 Gold less while you control a Crane Clan Duelist or
	// Courtier; Political Reaction: before any player gains Honor from a
	// Strategy, draw a card.
	Register("doji-takeji", &Text{
		Discount: func(x *Ctx, _ int) int {
			crane := func(id int) bool {
				return x.Personality(id) && x.Has(id, "Crane Clan") && (x.Has(id, "Duelist") || x.Has(id, "Courtier"))
			}
			if len(x.Controlled(x.P, crane)) > 0 {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{{
			Text: "a player would gain Honor from a Strategy: draw a card", Timing: Reaction, On: OnBeforeGain, Absent: true, Keywords: []string{"Political"},
			If:     func(x *Ctx) bool { return x.Ev.Source >= 0 && x.Type(x.Ev.Source) == "strategy" },
			Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		}},
	})
}

// Cards that pay a cost of discarding the Imperial Favor instead of their
// player (LE-FAVOR-2), and what else they do.
func init() {
	// Doji Kurohito: Political Reaction, once a turn: he pays a cost of
	// discarding the Imperial Favor instead; each Duelist in his army has
	// "Political Battle: bow him and target an enemy Personality: he
	// challenges him; destroy the loser".
	Register("doji-kurohito-exp3", &Text{
		FavorPayer: &FavorPayer{Once: true},
		Abilities: []*Ability{{
			Text: "a Duelist in his army bows: he challenges an enemy Personality; destroy the loser", Timing: Battle, Any: true, EvenBowed: true, Keywords: []string{"Political"},
			Targets: []*Target{
				{Prompt: "choose the Duelist in Kurohito's army to bow", Performer: true, Chosen: true, Bow: true, Filter: personality(func(x *Ctx, id int) bool {
					return x.Mine(id) && x.Has(id, "Duelist") && x.AtBattle(id) && x.AtBattle(x.Self) &&
						x.Attacking(id) == x.Attacking(x.Self) && !x.Marked(id, "kurohito-duel")
				})},
				enemyPersonality("choose the enemy Personality he challenges"),
			},
			Effect: func(x *Ctx) { x.Mark(x.Targets[0], "kurohito-duel", UntilTurn) }, // each Duelist's own once a turn
			Duel:   &DuelSpec{Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
		}},
	})
}

// Personalities who pay with their hand.
func init() {
	Register("asahina-yoshino", &Text{Says: "Reaction, when paying a Gold cost, bow her and discard a card: produce Gold equal to its Focus Value", GoldByDiscard: true})
}

// Personalities whose Force or Chi follows a condition.
func init() {
	Register("doji-domotai", &Text{Says: "she wins a tied duel", WinsTies: true})
}

// Personalities whose action straightens, bows or honors.
func init() {
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
}

// A Scorpion who assigns late, and a Crane who studies challenges.
func init() {
	// Asahina Kasai: Fire Political Limited, bow him: of the top four Fate
	// cards, a Strategy whose ability makes a challenge may be shown and
	// taken; the rest go back in the order his player chooses.
	Register("asahina-kasai", &Text{Abilities: []*Ability{{
		Text: "bow: a challenging Strategy of your top four Fate cards to hand; the rest in your order", Timing: Limited, Bow: true, Keywords: []string{"Fire", "Political"},
		Effect: func(x *Ctx) { x.Ask(x.P, "kasai-pick", 1, min(4, len(x.S.P[x.P].FateDeck))) },
	}}})
	RegisterChoice("kasai-pick", &Choice{
		Prompt: "choose a Strategy that makes a challenge to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, looked int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck[:looked] {
				if x.Type(id) == "strategy" && x.FromDuelAction(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, looked int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
			if left := looked - len(chosen); left > 1 { // the rest, in the order he chooses
				x.Ask(p, "kasai-order", left, left)
			}
		},
	})
	RegisterChoice("kasai-order", &Choice{
		Prompt:  "choose the cards looked at in the order they go back, the top first",
		Options: func(x *Ctx, p, left int) []int { return x.S.P[p].FateDeck[:left] },
		Done:    func(x *Ctx, p int, chosen []int, _ int) { x.ReorderTop(p, chosen) },
	})
}

// Personalities of duels and moves.
func init() {
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
}

// Personalities with actions.
func init() {
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
}

// Personalities of duels, Spells, Ranged Attacks and memory.
func init() {
	// Kakita Funaki: Political Limited, bow him: another player's
	// Personality may challenge him; if he does not, his abilities may
	// not be used until Funaki's player's next turn begins; the duel's
	// loser is destroyed.
	Register("kakita-funaki", &Text{Abilities: []*Ability{{
		Text: "bow: an enemy may challenge him, or lose his abilities until your next turn; destroy the loser", Timing: Limited, Bow: true, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose another player's Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Controller(id) != x.P })}},
		Duel: &DuelSpec{AgainstSelf: true, ChallengerMay: true,
			Refused: func(x *Ctx, declined int) { x.Silence(declined, x.UntilTurnOf(x.P)) },
			Lose:    func(x *Ctx, loser int) { x.Destroy(loser) }},
	}}})
}

// Personalities of Spells, Reactions and the Winds.
func init() {
	// Doji Koin: Reaction, bow him: after a card's effect bows another
	// player's honorable Personality, that player chooses whether he is
	// dishonored; if he is still honorable, gain 2 Honor.
	Register("doji-koin", &Text{Abilities: []*Ability{{
		Text: "an effect bowed an enemy's honorable Personality, bow: he is dishonored, or you gain 2 Honor", Timing: Reaction, On: OnBowed, Bow: true,
		If: func(x *Ctx) bool {
			id := x.Subject()
			return x.Personality(id) && x.Controller(id) != x.P && !x.Card(id).Dishonored && x.Ev.Source >= 0
		},
		Effect: func(x *Ctx) { x.Ask(x.Controller(x.Subject()), "koin", 1, x.Subject()) },
	}}})
	RegisterChoice("koin", &Choice{
		Prompt: "dishonor him, or let Doji Koin's player gain 2 Honor?",
		Words:  Words{Labels: map[string]string{"dishonor": "dishonor him"}, Pass: "Doji Koin's player gains 2 Honor"},
		Labels: func(*Ctx, int, int) []string { return []string{"dishonor"} },
		Picked: func(x *Ctx, _ int, _ string, id int) { x.Dishonor(id) },
		Declined: func(x *Ctx, _ int, _ int) {
			x.GainHonor(x.P, 2)
		},
	})
	// Daidoji Minoru: Political Battle, bow your Wind: a Personality moves
	// to a battlefield he is not at where he would be opposed, and his
	// unit straightens.
	Register("daidoji-minoru", &Text{Abilities: []*Ability{{
		Text: "bow your Wind: a Personality moves to another battlefield where he would be opposed, straightened", Timing: Battle, Keywords: []string{"Political"},
		If: func(x *Ctx) bool { return x.UnbowedWind(x.P) >= 0 },
		Targets: []*Target{{Prompt: "choose a Personality to move", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return len(opposedFields(x, id)) > 0
		})}},
		Effect: func(x *Ctx) {
			x.Bow(x.UnbowedWind(x.P))
			x.Ask(x.P, "minoru", 1, x.Target())
		},
	}}})
	RegisterChoice("minoru", &Choice{
		Prompt: "choose the battlefield he moves to",
		Words:  Words{Each: "move him to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, id int) []string {
			var out []string
			for _, n := range opposedFields(x, id) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, id int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(id, n)
			x.StraightenUnit(id)
		},
	})
}

// opposedFields are the battlefields a Personality is not at where a unit
// of the other side stands.
func opposedFields(x *Ctx, id int) []int {
	var out []int
	for _, n := range x.S.Attack.Fields {
		if !x.IsBattlefield(n) || x.Location(id) == n {
			continue
		}
		for _, o := range x.InPlay(-1) {
			if x.Personality(o) && x.Location(o) == n && x.Controller(o) != x.Controller(id) {
				out = append(out, n)
				break
			}
		}
	}
	return out
}

// Personalities that answer bonuses and penalties, and targeting.
func init() {
	// Daidoji Shihei: the first time this game he is destroyed, his player
	// may destroy another player's Holding; Reaction: after a Personality
	// at his battlefield gets a Force penalty, a Harrier of his player's
	// gets as large a bonus.
	Register("daidoji-shihei", &Text{
		Destroyed: func(x *Ctx, _ int) {
			if x.FirstTime("game", 0) {
				x.Ask(x.P, "shihei", 1, 0)
			}
		},
		Abilities: []*Ability{{Text: "a Personality here got a Force penalty: your Harrier gets as large a bonus", Timing: Reaction, On: OnGiven,
			If: func(x *Ctx) bool {
				return x.Ev.N < 0 && x.Personality(x.Subject()) && x.AtBattle(x.Self) && x.Location(x.Subject()) == x.Location(x.Self)
			},
			Targets: []*Target{{Prompt: "choose your Harrier", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Has(id, "Harrier") })}},
			Effect:  func(x *Ctx) { x.Give(x.Target(), -x.Ev.N, 0, "") }}},
	})
	RegisterChoice("shihei", &Choice{
		Prompt: "choose another player's Holding to destroy, if you like", AtMost: true,
		Words: Words{Card: "destroy %s", Done: "destroy none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for q := range x.S.P {
				if q == p {
					continue
				}
				for _, id := range x.InPlay(q) {
					if x.Type(id) == "holding" {
						out = append(out, id)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Destroy(id)
			}
		},
	})
}

func init() {
	// Doji Ran: her player's actions satisfy the rule of presence where
	// she has been this Attack Phase; Battle, once a battle, even bowed: a
	// card of the enemy army gets -3F, and she moves to the battle,
	// straightened.
	Register("doji-ran", &Text{PresenceIfBeen: true, Abilities: []*Ability{{
		Text: "she comes to the battle, straightened; an enemy card gets -3F", Timing: Battle, Per: "battle", EvenBowed: true, Absent: true,
		If:      func(x *Ctx) bool { return x.InArmyOf(x.P) || x.BeenHere(x.Self) },
		Targets: []*Target{{Prompt: "choose a card of the enemy army to get -3F", Filter: enemyCard(nil)}},
		Effect: func(x *Ctx) {
			x.MoveTo(x.Self, x.S.Attack.Battle)
			x.Straighten(x.Self)
			x.Give(x.Target(), -3, 0, "")
		},
	}}})
}

// Courtiers of the Crane's holdings.
func init() {
	// Kakita Osei: Reaction, after he enters play from a Province: pay for
	// a Holding of your Dynasty deck and bring it into play; Limited:
	// straighten a Holding whose Gold this turn all paid for one
	// attachment.
	Register("kakita-osei", &Text{RemembersProduction: true, Abilities: []*Ability{
		{Text: "entered play from a Province: recruit a Holding of your Dynasty deck", Timing: Reaction, On: OnEntered,
			If:     func(x *Ctx) bool { return x.Subject() == x.Self && x.Ev.N == int(ZProvince) },
			Effect: func(x *Ctx) { x.Ask(x.P, "osei-holding", 1, 0) }},
		{Text: "straighten a Holding whose Gold this turn all paid for one attachment", Timing: Limited,
			Targets: []*Target{{Prompt: "choose a bowed Holding whose Gold paid for one attachment this turn", Filter: func(x *Ctx, id int) bool {
				if x.Type(id) != "holding" || !x.Card(id).Bowed {
					return false
				}
				paid := x.PaidFor(id)
				return len(paid) > 0 && !slices.ContainsFunc(paid, func(c int) bool { return c < 0 || c != paid[0] || !attachment(x, c) })
			}}},
			Effect: func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
	RegisterChoice("osei-holding", &Choice{
		Prompt: "choose a Holding of your Dynasty deck to pay for and bring into play, if you like",
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].DynastyDeck {
				if x.Type(id) == "holding" && x.CanPay(p, x.S.GoldCost(id)) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.PayFor(p, x.S.GoldCost(id), "osei-paid", id)
			}
			x.ShuffleDynasty(p)
		},
	})
	RegisterChoice("osei-paid", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, id int) {
			if x.Paid {
				x.DeckToPlay(id, true)
			}
		},
	})
}

// Cards that change a Ranged Attack's strength once it is targeted.
func init() {
	// Daidoji Akagi: Battle, bow: Ranged 2 Attack; Reaction, even bowed:
	// after a Ranged Attack of an action he performed is targeted, discard
	// a card: it gets the card's Focus Value as strength.
	Register("daidoji-akagi", &Text{Abilities: []*Ability{
		{Text: "bow: Ranged 2 Attack", Timing: Battle, Bow: true, Ranged: 2},
		{Text: "his Ranged Attack targeted, discard a card: its Focus Value as strength", Timing: Reaction, On: OnRangedTargeted, EvenBowed: true, Discard: 1,
			If:     func(x *Ctx) bool { return x.Ev.Player == x.P && x.Ev.N == x.Self },
			Effect: func(x *Ctx) { x.RangedBonus(x.Focus(x.Discarded[0])) }},
	}})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Kakita Nakazo: Political Reaction: after a challenge he issued is
	// refused, gain 3 Honor.
	Register("kakita-nakazo", &Text{Abilities: []*Ability{{
		Text: "his challenge refused: gain 3 Honor", Timing: Reaction, On: OnChallengeRefuse, Keywords: []string{"Political"}, If: bySelf,
		Effect: func(x *Ctx) { x.GainHonor(x.P, 3) },
	}}})
}

// Cards that destroy or need Terrains.
func init() {
	// Daidoji Ryunosuke: Ranged Attacks may not target his Followers;
	// Battle, once a battle each: with your Terrain in play, an enemy
	// Personality gets -3F; with another's, bow up to two of that player's
	// Personalities.
	Register("daidoji-ryunosuke", &Text{ShroudFollowers: []string{"Ranged"}, Abilities: []*Ability{
		{Text: "with your Terrain in play: -3F to an enemy Personality", Timing: Battle, Per: "battle", If: youHaveTerrain,
			Targets: []*Target{enemyPersonality("choose an enemy Personality")},
			Effect:  func(x *Ctx) { x.Give(x.Target(), -3, 0, "") }},
		{Text: "with another's Terrain in play: bow up to two of his Personalities", Timing: Battle, Per: "battle",
			If:     func(x *Ctx) bool { t := x.Terrain(); return t >= 0 && x.Controller(t) != x.P },
			Effect: func(x *Ctx) { x.Ask(x.P, "bow-terrain-owners", 2, x.Controller(x.Terrain())) }},
	}})
	RegisterChoice("bow-terrain-owners", &Choice{
		Prompt: "choose up to two of the Terrain's player's Personalities to bow",
		Words:  Words{Card: "bow %s", Done: "bow no more"},
		AtMost: true,
		Options: func(x *Ctx, _, owner int) []int {
			var out []int
			for _, id := range x.InPlay(owner) {
				if x.Personality(id) && !x.Card(id).Bowed {
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
