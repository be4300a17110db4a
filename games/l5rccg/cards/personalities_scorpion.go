package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Personalities whose action straightens, bows or honors.
func init() {
	// Bayushi Shintaro: Political Battle/Open: bow a target dishonorable
	// Personality.
	Register("bayushi-shintaro", &Text{Abilities: []*Ability{{
		Text: "bow a target dishonorable Personality", Timing: BattleOpen, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose a dishonorable Personality to bow", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Card(id).Dishonored }}},
		Effect:  func(x *Ctx) { x.Bow(x.Target()) },
	}}})
}

// Personalities whose action moves or duels.
func init() {
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
}

// A Scorpion who assigns late, and a Crane who studies challenges.
func init() {
	// Bayushi Sunetra (Experienced 2): Limited, bow your performing Ninja:
	// lose 4 Honor; another player's Personality gets -3C; Reaction: after
	// a Maneuvers Segment ends, she assigns to a battlefield.
	Register("bayushi-sunetra-exp2", &Text{Abilities: []*Ability{
		{Text: "bow your Ninja, lose 4 Honor: another player's Personality -3C", Timing: Limited,
			Targets: []*Target{
				targetPerformer("choose your performing Ninja to bow", true, "Ninja"),
				{Prompt: "choose another player's Personality to get -3C", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Mine(id) })},
			},
			Effect: func(x *Ctx) {
				x.GainHonor(x.P, -4)
				x.Give(x.Targets[1], 0, -3, "")
			}},
		{Text: "a Maneuvers Segment ended: she assigns to a battlefield", Timing: Reaction, On: OnManeuvered,
			If: func(x *Ctx) bool {
				return x.Location(x.Self) == 0 && !x.Card(x.Self).Bowed && (x.P == x.S.Attack.Attacker || x.P == x.S.Attack.Defender) && len(openFields(x)) > 0
			},
			Effect: func(x *Ctx) { x.Ask(x.P, "sunetra", 1, 0) }},
	}})
	RegisterChoice("sunetra", &Choice{
		Prompt: "choose the battlefield she assigns to",
		Words:  Words{Each: "assign her to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for _, n := range openFields(x) {
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

// openFields are the battlefields of the attack whose battles are yet to
// be fought.
func openFields(x *Ctx) []int {
	var out []int
	for _, n := range x.S.Attack.Fields {
		if x.IsBattlefield(n) {
			out = append(out, n)
		}
	}
	return out
}

// Personalities with actions on their own card.
func init() {
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
}

// Personalities of duels and moves.
func init() {
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
}

// Personalities with actions.
func init() {
	// Shosuro Maru: Open, bow him: a player bows an unbowed Personality of
	// his own.
	Register("shosuro-maru", &Text{Abilities: []*Ability{{
		Text: "bow him: a player bows one of his unbowed Personalities", Timing: Open, Bow: true,
		Targets: []*Target{{Prompt: "choose a Personality of the player who must bow one", Chosen: true, Anywhere: true, Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.Ask(x.Controller(x.Target()), "bow-own", 1, 0) },
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
}

// Personalities of duels, Spells, Ranged Attacks and memory.
func init() {
	// Shosuro Mikado: 2 Gold less while his player controls a Scorpion
	// Clan Courtier; Political Ninja Reaction, bow him: after a Political
	// Strategy his player played resolves, draw a card; Political Ninja
	// Limited, bow him: of the top three Fate cards, a Political Strategy
	// may be shown and taken into hand.
	Register("shosuro-mikado", &Text{
		Discount: func(x *Ctx, _ int) int {
			for _, id := range x.InPlay(x.P) {
				if x.Personality(id) && x.Has(id, "Scorpion Clan") && x.Has(id, "Courtier") {
					return 2
				}
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "a Political Strategy of yours resolved, bow: draw a card", Timing: Reaction, On: OnResolved, Bow: true, Keywords: []string{"Political", "Ninja"},
				If: func(x *Ctx) bool {
					c := x.Subject()
					return x.Ev.Player == x.P && x.Type(c) == "strategy" && x.HasWord(c, "Political")
				},
				Effect: func(x *Ctx) { x.Draw(x.P, 1) }},
			{Text: "bow: a Political Strategy of your top three Fate cards to hand", Timing: Limited, Bow: true, Keywords: []string{"Political", "Ninja"},
				Effect: func(x *Ctx) { x.Ask(x.P, "mikado", 1, 0) }},
		},
	})
	RegisterChoice("mikado", &Choice{
		Prompt: "choose a Political Strategy of the top three cards of your Fate deck to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			deck := x.S.P[p].FateDeck
			for _, id := range deck[:min(3, len(deck))] {
				if x.Type(id) == "strategy" && x.HasWord(id, "Political") {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
		},
	})
}

// Personalities of Spells kept, curses and the Shadowlands.
func init() {
	// Bayushi Saya: Political Open: the next time this turn a Personality
	// is assigned or performs an action, his controller loses his Personal
	// Honor in Honor and he is dishonored.
	Register("bayushi-saya", &Text{Abilities: []*Ability{{
		Text: "a Personality's next assignment or action this turn costs his Personal Honor and dishonors him", Timing: Open, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose a Personality", Anywhere: true, Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.CurseOnAct(x.Target()) },
	}}})
}

// Personalities of the Phoenix and the Scorpion.
func init() {
	// Shosuro Ohan: Political Reaction, bow him: before another player not
	// below his starting Family Honor gains less Honor than Ohan's Chi,
	// not from a battle's resolution or an action that made a duel, Ohan's
	// player gains it instead.
	Register("shosuro-ohan", &Text{Abilities: []*Ability{{
		Text: "another's small gain of Honor, bow: you gain it instead", Timing: Reaction, On: OnBeforeGain, Bow: true, Keywords: []string{"Political"},
		If: func(x *Ctx) bool {
			q := x.Ev.Player
			return q != x.P && x.Honor(q) >= x.StartingHonor(q) && x.Ev.Source >= 0 && !x.FromDuelAction(x.Ev.Source) && x.Ev.N < x.Chi(x.Self)
		},
		Effect: func(x *Ctx) {
			n := x.Ev.N
			x.Negate()
			x.GainHonor(x.P, n)
		},
	}}})
}

// Personalities that answer bonuses and penalties, and targeting.
func init() {
	// Bayushi Utamuro: Reaction, at the battle, as the Resolution Segment
	// begins: destroy him: up to two units opposing him, each of a lower
	// total Gold Cost than his unit, are destroyed.
	cheaper := func(x *Ctx, id int) bool {
		return x.Personality(id) && x.Opposes(id) && x.UnitGold(id) < x.UnitGold(x.Self)
	}
	Register("bayushi-utamuro", &Text{Abilities: []*Ability{{
		Text: "the Resolution Segment begins, destroy him: up to two cheaper opposing units destroyed", Timing: Reaction, On: OnResolution, DestroySelf: true,
		If: func(x *Ctx) bool { return x.AtBattle(x.Self) },
		Targets: []*Target{
			{Prompt: "choose an opposing unit of lower Gold Cost than his, if you like", Optional: true, Filter: cheaper},
			{Prompt: "choose another such unit, if you like", Optional: true, Filter: func(x *Ctx, id int) bool { return id != x.Targets[0] && cheaper(x, id) }},
		},
		Effect: func(x *Ctx) {
			for _, t := range x.Targets {
				if t >= 0 {
					x.Destroy(t)
				}
			}
		},
	}}})
	Register("bayushi-tsuneari", &Text{Says: "the first ability on a Personality to target him each phase has its effects negated", NegateFirstTargeting: true})
}

// The Scorpion Champion.
func init() {
	// Bayushi Paneki: other players' hands are face-up; his player may
	// take Limited actions in other players' Action Phases; Limited, in
	// his player's turn: a card of his hand and a card of another
	// player's hand switch hands.
	Register("bayushi-paneki-exp3", &Text{HandsFaceUp: true, Abilities: []*Ability{{
		Text: "your turn: switch a card of your hand with one of another player's", Timing: Limited,
		If: func(x *Ctx) bool {
			if x.Active() != x.P || len(x.Hand(x.P)) == 0 {
				return false
			}
			for q := range x.S.P {
				if q != x.P && len(x.Hand(q)) > 0 {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "paneki-mine", 1, 0) },
	}}})
	RegisterChoice("paneki-mine", &Choice{
		Prompt:  "choose the card of your hand to give",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Ask(p, "paneki-theirs", 1, id)
			}
		},
	})
	RegisterChoice("paneki-theirs", &Choice{
		Prompt: "choose the card of another player's hand to take",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for q := range x.S.P {
				if q != p {
					out = append(out, x.Hand(q)...)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, mine int) {
			for _, id := range chosen {
				x.SwitchHands(mine, id)
			}
		},
	})
}

// Spies and seers of face-down cards.
func init() {
	// Bayushi Baku: Limited, -2C to him for good: look at up to four
	// face-down cards (decks, other players' hands, face-down Province
	// cards); you may pay 2 Gold to discard one of them.
	Register("bayushi-baku-exp3", &Text{Looks: true, Abilities: []*Ability{{
		Text: "-2C for good: look at up to four face-down cards; 2 Gold: discard one", Timing: Limited,
		Effect: func(x *Ctx) {
			x.Give(x.Self, 0, -2, UntilGame)
			x.Ask(x.P, "baku-look", 4, 0)
		},
	}}})
	RegisterChoice("baku-look", &Choice{
		Prompt:  "choose up to four face-down cards to look at",
		Words:   Words{Card: "look at %s", Done: "look at no more"},
		AtMost:  true,
		Options: func(x *Ctx, p, _ int) []int { return x.FaceDownCards(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.LookAt(id)
				x.Mark(id, "baku-seen", UntilTurn)
			}
			if len(chosen) > 0 && x.CanPay(p, 2) {
				x.Ask(p, "baku-pay", 1, 0)
			}
		},
	})
	RegisterChoice("baku-pay", &Choice{
		Prompt: "pay 2 Gold to discard one of them?",
		Words:  Words{Labels: map[string]string{"pay": "pay 2 Gold"}, Pass: "do not pay"},
		Labels: func(*Ctx, int, int) []string { return []string{"pay"} },
		Picked: func(x *Ctx, p int, _ string, _ int) { x.PayFor(p, 2, "baku-discard", 0) },
	})
	RegisterChoice("baku-discard", &Choice{
		Prompt: "choose the card to discard",
		Options: func(x *Ctx, p, _ int) []int {
			if !x.Paid {
				return nil
			}
			var out []int
			for _, id := range x.FaceDownCards(p) {
				if x.Marked(id, "baku-seen") {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardOutOfPlay(id)
			}
		},
	})
}
