package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Dark bargains, fates refused, wedges and pigeons.
func init() {
	// Dark Lord's Favor: one a turn, by a player none has less Family
	// Honor than; each way costs 7 Honor: Battle/Open, a Personality is
	// dishonored; Limited, a player discards a card; Battle, a card's
	// Force becomes 0; Reaction, a gain of Honor is negated.
	dlf := func(x *Ctx) bool {
		if x.PlayerMarked(x.P, "dark-lords-favor") {
			return false
		}
		for q := range x.S.P {
			if x.Honor(q) < x.Honor(x.P) {
				return false
			}
		}
		return true
	}
	pay := func(x *Ctx) {
		x.MarkPlayer(x.P, "dark-lords-favor", UntilTurn)
		x.GainHonor(x.P, -7)
	}
	Register("dark-lords-favor", &Text{Abilities: []*Ability{
		{Text: "lose 7 Honor: dishonor a Personality", Timing: BattleOpen, If: dlf,
			Targets: []*Target{{Prompt: "choose a Personality to dishonor", Filter: personality(nil)}},
			Effect: func(x *Ctx) {
				x.Dishonor(x.Target())
				pay(x)
			}},
		{Text: "lose 7 Honor: a player discards a card", Timing: Limited, If: dlf,
			Effect: func(x *Ctx) {
				pay(x)
				x.Ask(x.P, "dlf-player", 1, 0)
			}},
		{Text: "lose 7 Honor: a card's Force becomes 0", Timing: Battle, If: dlf,
			Targets: []*Target{{Prompt: "choose a card whose Force becomes 0", Filter: func(x *Ctx, id int) bool {
				t := x.Type(id)
				return (t == "personality" || t == "follower" || t == "item") && x.Force(id) > 0
			}}},
			Effect: func(x *Ctx) {
				setForce(x, x.Target(), 0, "")
				pay(x)
			}},
		{Text: "a gain of Honor: negate it; lose 7 Honor", Timing: Reaction, On: OnBeforeGain, If: dlf,
			Effect: func(x *Ctx) {
				x.Negate()
				pay(x)
			}},
	}})
	RegisterChoice("dlf-player", &Choice{
		Prompt: "choose the player who discards a card",
		Words:  Words{Each: "%s discards a card"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for q := range x.S.P {
				if len(x.Hand(q)) > 0 {
					out = append(out, PlayerKey(q))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) { x.Ask(KeySeat(word), "discard", 1, 0) },
	})
	// The Future is Unwritten: Kiho Void Limited, bow your performing Monk
	// or Shugenja and choose another player: draw four cards and discard
	// three; that player may name one of the three, or The Future is
	// Unwritten, which you may not play for the rest of the game.
	Register("the-future-is-unwritten", &Text{Bans: true, Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: draw four, discard three; another names a title you may play no more", Timing: Limited,
		Targets: []*Target{targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja")},
		Effect: func(x *Ctx) {
			x.Draw(x.P, 4)
			x.Ask(x.P, "unwritten", 3, 0)
		},
	}}})
	RegisterChoice("unwritten", &Choice{
		Prompt:  "choose three cards to discard",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Mark(id, "unwritten", UntilTurn)
				x.DiscardFromHand(id)
			}
			for q := range x.S.P {
				if q != p {
					x.Ask(q, "unwritten-name", 1, 0)
				}
			}
		},
	})
	RegisterChoice("unwritten-name", &Choice{
		Prompt: "name one of the cards discarded, or The Future Is Unwritten: its player may play it no more",
		Words:  Words{Each: "name %s", Pass: "name none"},
		Labels: func(x *Ctx, _, _ int) []string {
			out := []string{"the-future-is-unwritten"}
			for _, id := range x.S.P[x.P].FateDiscard {
				if x.Marked(id, "unwritten") && !contains(out, x.Card(id).Def) {
					out = append(out, x.Card(id).Def)
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) { x.BanTitle(x.P, word) },
	})
	// Wedge: Battle: your Personality: you may not use abilities of his
	// unit nor target it; before the battle resolves, his Force and his
	// Followers' are doubled; he is destroyed after the battle.
	Register("wedge", &Text{Abilities: []*Ability{{
		Text: "your Personality: his unit's Force doubled before the battle resolves; destroyed after it", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Wedge(x.Target()) },
	}}})
	// Carrier Pigeon: Absent Battle, for the Defender: your performing
	// Personality who has not been at this battlefield this attack
	// straightens with his unit and moves there.
	Register("carrier-pigeon", &Text{RemembersPresence: true, Abilities: []*Ability{{
		Text: "your Personality not yet at this battlefield: straighten his unit and move him here", Timing: Battle, Absent: true,
		If: func(x *Ctx) bool { return x.P == x.S.Attack.Defender },
		Targets: []*Target{{Prompt: "choose your performing Personality who has not been at this battlefield", Performer: true, Anywhere: true,
			Filter: personality(func(x *Ctx, id int) bool { return !x.AtBattle(id) && !x.BeenHere(id) })}},
		Effect: func(x *Ctx) {
			x.StraightenUnit(x.Target())
			x.MoveTo(x.Target(), x.S.Attack.Battle)
		},
	}}})
}

func init() {
	// No Victory: one a duel; Reaction: after your Personality wins a duel
	// against the other players' costliest Personality (ties too), a
	// 5F/4C/3PH Samurai Duelist is created at your home or the battle,
	// removed from the game as your next turn ends.
	Register("no-victory", &Text{Abilities: []*Ability{{
		Text: "your Personality beat the costliest: a 5F/4C/3PH Samurai Duelist until your next turn ends", Timing: Reaction, On: OnDuelWon,
		If: func(x *Ctx) bool {
			if x.Ev.Player != x.P || x.PlayerMarked(x.P, "no-victory") {
				return false
			}
			loser := x.Ev.Cards[1]
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && x.Controller(id) != x.P && x.Gold(id) > x.Gold(loser) {
					return false
				}
			}
			return true
		},
		Effect: func(x *Ctx) {
			x.MarkPlayer(x.P, "no-victory", UntilDuel)
			if x.S.Attack.Battle > 0 {
				x.Ask(x.P, "no-victory", 1, 0)
				return
			}
			noVictory(x, 0)
		},
	}}})
	RegisterChoice("no-victory", &Choice{
		Prompt: "create him at home, or at the battle?",
		Words:  Words{Labels: map[string]string{"home": "create him at home", "battle": "create him at the battle"}, Pass: "create him at home"},
		Labels: func(*Ctx, int, int) []string { return []string{"home", "battle"} },
		Picked: func(x *Ctx, _ int, word string, _ int) {
			at := 0
			if word == "battle" {
				at = x.S.Attack.Battle
			}
			noVictory(x, at)
		},
		Declined: func(x *Ctx, _ int, _ int) { noVictory(x, 0) },
	})
}

func noVictory(x *Ctx, at int) {
	if id := x.Create("created-duelist", at, -1); id >= 0 {
		x.DiscardAtEnd(id, x.UntilNextTurnEnds(x.P))
	}
}

// Strategies of the fallen.
func init() {
	// The Legions Charge: Reaction: after a phase in which another
	// player's actions destroyed two or more of your Personalities, one
	// 4F/4C/4PH Cavalry Samurai is created at your home for an Attack
	// Phase, two for another phase.
	Register("the-legions-charge", &Text{RemembersFallen: true, Abilities: []*Ability{{
		Text: "two of yours fell this phase to one player's actions: one or two 4F/4C/4PH Cavalry Samurai", Timing: Reaction, On: OnPhaseEnded, Absent: true,
		If: func(x *Ctx) bool {
			by := map[int]int{}
			for _, l := range x.Marks(x.S.P[x.P].Stronghold, "fallen-by") {
				if by[l]++; by[l] == 2 {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) {
			n := 2
			if x.Ev.N == 4 { // the Attack Phase
				n = 1
			}
			for range n {
				x.Create("created-legion", 0, -1)
			}
		},
	}}})
	// The Final Breath: Reaction: after a Resolution Segment in which a
	// Personality of yours was destroyed, destroy a Personality who
	// opposed him there with less Chi than he had as he fell.
	Register("the-final-breath", &Text{RemembersFallen: true, Abilities: []*Ability{{
		Text: "one of yours fell in the resolution: destroy an opposing Personality of less Chi", Timing: Reaction, On: OnBattleResolved, Absent: true,
		If: func(x *Ctx) bool { return len(x.Marks(x.S.P[x.P].Stronghold, "fallen-in-resolution")) > 0 },
		Targets: []*Target{{Prompt: "choose a Personality who opposed yours, of less Chi than he had", Filter: personality(func(x *Ctx, id int) bool {
			chi := 0
			for _, c := range x.Marks(x.S.P[x.P].Stronghold, "fallen-in-resolution") {
				chi = max(chi, c)
			}
			return x.Location(id) == x.Ev.N && x.Controller(id) != x.P && x.Attacking(id) != x.AttackingSide() && x.Chi(id) < chi
		})}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
}

func init() {
	// Extortion: Limited: a target dishonorable Personality, until he is
	// rehonored, is not assigned nor moves to attack your Provinces, and
	// his actions do not target your cards.
	Register("extortion", &Text{Abilities: []*Ability{{
		Text: "a dishonorable Personality, until rehonored, neither attacks you nor targets your cards", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a dishonorable Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Card(id).Dishonored })}},
		Effect:  func(x *Ctx) { x.Extort(x.Target()) },
	}}})
}

// Strategies that give an additional Battle action.
func init() {
	// A Samurai's Fury: Reaction: before the battle's resolution, your
	// performing Samurai there with 3 or more Chi takes an additional
	// Battle action (his own, his attachments', or one from hand).
	Register("a-samurais-fury", &Text{Abilities: []*Ability{{
		Text: "before the resolution: your Samurai of 3 Chi or more takes an additional Battle action", Timing: Reaction, On: OnResolution,
		Targets: []*Target{{Prompt: "choose your performing Samurai at the battlefield, of 3 Chi or more", Performer: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Samurai") && x.Chi(id) >= 3
		})}},
		Effect: func(x *Ctx) { x.ExtraAction(-1, x.Target(), false) },
	}}})
	// Superior Strategist: Tactical Battle: your performing Tactician
	// searches your Fate deck for a Battle Strategy; use one of its Battle
	// abilities at once as an additional Battle action, or discard it.
	Register("superior-strategist", &Text{Abilities: []*Ability{{
		Text: "your Tactician: a Battle Strategy from the Fate deck, used at once or discarded", Timing: Battle, Keywords: []string{"Tactical"},
		Targets: []*Target{performer("choose your performing Tactician", false, "Tactician")},
		Effect:  func(x *Ctx) { x.Ask(x.P, "superior-strategist", 1, 0) },
	}}})
	RegisterChoice("superior-strategist", &Choice{
		Prompt: "choose a Battle Strategy of your Fate deck",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck {
				if x.Type(id) == "strategy" && x.BattleCard(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			x.ShuffleFate(p)
			for _, id := range chosen {
				x.FateToHand(id)
				x.ExtraAction(id, -1, true)
			}
		},
	})
	// Resumed Hostilities: Battle: an enemy Personality loses one of his
	// actions until the turn ends; draw a card; if one was removed, you
	// may take an additional Battle action from a card in your hand.
	Register("resumed-hostilities", &Text{RemovesAbilities: true, Abilities: []*Ability{{
		Text: "an enemy Personality loses an action; draw; then an additional Battle action from hand", Timing: Battle,
		Targets: []*Target{enemyPersonality("choose the enemy Personality who loses an ability")},
		Effect: func(x *Ctx) {
			if len(x.Actions(x.Target())) == 0 {
				x.Draw(x.P, 1)
				return
			}
			x.Ask(x.P, "resumed-hostilities", 1, x.Target())
		},
	}}})
	RegisterChoice("resumed-hostilities", &Choice{
		Prompt: "choose the ability he loses",
		Word:   func(x *Ctx, label string, target int) string { return abilityWords(x, target, label, "he loses") },
		Labels: func(x *Ctx, _, target int) []string { return abilityNumbers(x.Actions(target)) },
		Picked: func(x *Ctx, _ int, word string, target int) {
			n, _ := strconv.Atoi(word)
			x.RemoveAbility(target, n-1, UntilTurn)
			x.Draw(x.P, 1)
			x.ExtraActionFromHand()
		},
		Declined: func(x *Ctx, _, _ int) { x.Draw(x.P, 1) },
	})
}

// Strategies that declare an additional Attack Phase.
func init() {
	// Desperate Wager: one a turn; Reaction: before your Dynasty Phase
	// begins, straighten your Personalities and have an additional Attack
	// Phase, after whose declaration the Defender's Personalities and
	// Followers straighten; you lose the game as the turn ends.
	Register("desperate-wager", &Text{Abilities: []*Ability{{
		Text: "before your Dynasty Phase: straighten, attack again; lose the game as the turn ends", Timing: Reaction, On: OnPhaseEnded, Absent: true,
		If: func(x *Ctx) bool {
			return x.Ev.N == 4 && x.S.Active == x.P && !x.PlayerMarked(x.P, "desperate-wager")
		},
		Effect: func(x *Ctx) {
			x.MarkPlayer(x.P, "desperate-wager", UntilTurn)
			for _, id := range x.InPlay(x.P) {
				if x.Personality(id) && x.Card(id).Bowed {
					x.Straighten(id)
				}
			}
			x.LoseAtTurnEnd(x.P)
			x.AdditionalAttack(x.P, -1, AttackWager)
		},
	}}})
	// Retribution: Reaction: after an Attack Phase in which you defended,
	// have an additional Attack Phase against its Attacker, without
	// allies, assigning one Personality only, who with his Followers gets
	// +1F as he assigns.
	Register("retribution", &Text{RemembersAttackers: true, Abilities: []*Ability{{
		Text: "after an Attack Phase you defended in: attack its Attacker with one Personality, +1F", Timing: Reaction, On: OnPhaseEnded, Absent: true,
		If: func(x *Ctx) bool { return x.Ev.N == 4 && retributed(x) >= 0 },
		Effect: func(x *Ctx) {
			x.AdditionalAttack(x.P, retributed(x), AttackOneUnit|AttackNoAllies)
		},
	}}})
}

// retributed is the player who attacked x.P in the Attack Phase just
// ended, or -1.
func retributed(x *Ctx) int {
	for q := range x.S.P {
		if q != x.P && x.AttackedThisPhase(q) == x.P {
			return q
		}
	}
	return -1
}

// Ambush.
func init() {
	// Ambush: Limited: your unbowed Personality and another player's: once
	// the action resolves, a battle at a new battlefield at no Province,
	// yours attacking, his defending even if bowed, nobody else moving
	// there; after it ends you lose 5 Honor.
	Register("ambush", &Text{Abilities: []*Ability{{
		Text: "your unbowed Personality ambushes another player's: a battle of the two; lose 5 Honor after", Timing: Limited,
		Targets: []*Target{
			{Prompt: "choose your unbowed Personality to attack", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Mine(id) && !x.Card(id).Bowed }},
			{Prompt: "choose another player's Personality to defend", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && !x.Mine(id) }},
		},
		Effect: func(x *Ctx) { x.Ambush(x.Targets[0], x.Targets[1]) },
	}}})
}
