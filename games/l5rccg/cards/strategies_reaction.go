package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Reinforce the Gates.
func init() {
	// opposedAt lists the battlefields with units on the side opposing
	// the unit's.
	opposedAt := func(x *Ctx, unit int) []int {
		var out []int
		for _, n := range x.S.Attack.Fields {
			if len(x.ArmyAt(n, !x.Attacking(unit))) > 0 {
				out = append(out, n)
			}
		}
		return out
	}
	// Reinforce the Gates: Reaction, after a player announces a Battle
	// action before the Defender's first opportunity in the battle: its
	// effects do not happen. Battle, even with no unit of yours there: an
	// unopposed unit at the battle moves to a battlefield where the side
	// opposing its own has units.
	Register("reinforce-the-gates", &Text{Abilities: []*Ability{
		{Text: "a Battle action announced before the Defender's first opportunity: its effects do not happen", Timing: Reaction, On: OnAnnounced, Absent: true,
			If: func(x *Ctx) bool {
				t := x.ActionTiming()
				return x.BeforeDefender() && (t == Battle || t == BattleOpen)
			},
			Effect: func(x *Ctx) { x.NegateAction() }},
		{Text: "an unopposed unit here moves to a battlefield where it is opposed", Timing: Battle, Absent: true,
			Targets: []*Target{{Prompt: "choose an unopposed unit at the battle", Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.AtBattle(id) && !x.Opposed(id) && len(opposedAt(x, id)) > 0
			}}},
			Effect: func(x *Ctx) { x.Ask(x.P, "reinforce-the-gates", 1, x.Target()) }},
	}})
	RegisterChoice("reinforce-the-gates", &Choice{
		Prompt: "choose the battlefield the unit moves to",
		Words:  Words{Each: "move it to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, unit int) []string {
			var out []string
			for _, n := range opposedAt(x, unit) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, label string, unit int) {
			n, _ := strconv.Atoi(label)
			x.MoveTo(unit, n)
		},
	})
}

// Cards that pay a cost of discarding the Imperial Favor instead of their
// player (LE-FAVOR-2), and what else they do.
func init() {
	// Whispered Rumors: Political Reaction, bow your Personality: it pays
	// a cost of discarding the Imperial Favor; Reaction: before an Event
	// resolves, negate its effects.
	Register("whispered-rumors", &Text{FavorPayer: bowingForFavor(), Abilities: []*Ability{{
		Text: "an Event about to resolve: negate its effects", Timing: Reaction, On: OnBeforeEvent, Absent: true,
		Effect: func(x *Ctx) { x.NegateEvent() },
	}}})
}

// Strategies that negate actions before they resolve, and two for after
// a battle.
func init() {
	// The Emperor's Left Hand: Reaction: after a player of the highest
	// Family Honor (ties too) announces a Political action, its effects are
	// negated.
	Register("the-emperors-left-hand", &Text{Abilities: []*Ability{{
		Text: "a Political action of the most honorable player: negate it", Timing: Reaction, On: OnBeforeResolve,
		If: func(x *Ctx) bool {
			if !x.ActionKeyword("Political") {
				return false
			}
			for q := range x.S.P {
				if x.Honor(q) > x.Honor(x.Ev.Player) {
					return false
				}
			}
			return true
		},
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Outmaneuvered by Force: Political: a Political action of a player
	// with less Force at home than yours (bowed cards count) is negated.
	Register("outmaneuvered-by-force", &Text{Abilities: []*Ability{{
		Text: "a Political action of a player with less Force at home: negate it", Timing: Reaction, On: OnBeforeResolve, Keywords: []string{"Political"},
		If: func(x *Ctx) bool {
			return x.Ev.Player != x.P && x.ActionKeyword("Political") && x.ForceAtHome(x.Ev.Player) < x.ForceAtHome(x.P)
		},
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Kolat Insurgent: Reaction: after a Holding bows to pay for its own
	// action, that action's effects are negated (Gold aside).
	Register("kolat-insurgent", &Text{Abilities: []*Ability{{
		Text: "a Holding bowed for its own action: negate it", Timing: Reaction, On: OnBeforeResolve,
		If:     func(x *Ctx) bool { card := x.Subject(); return x.Type(card) == "holding" && x.ActionBowsItsCard() },
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Spearhead: Reaction: after a battle's resolution, your unit at that
	// battlefield straightens, and does not bow as the resolution ends.
	Register("spearhead", &Text{Abilities: []*Ability{{
		Text: "a battle resolved: your unit there straightens and stays so", Timing: Reaction, On: OnBattleResolved,
		Targets: []*Target{{Prompt: "choose your unit at that battlefield", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.Location(id) == x.Ev.N
		})}},
		Effect: func(x *Ctx) {
			x.StraightenUnit(x.Target())
			x.UnbowedByResolution(x.Target())
		},
	}}})
	// Sound Strategy: Reaction: after a battle ends, the last other
	// Strategy (not a Terrain) you played in it comes back to hand.
	notTerrain := func(x *Ctx) func(id int) bool {
		return func(id int) bool { return id != x.Self && !x.Has(id, "Terrain") }
	}
	Register("sound-strategy", &Text{RemembersBattlePlays: true, Abilities: []*Ability{{
		Text: "a battle ended: the last Strategy you played in it back to hand", Timing: Reaction, On: OnBattleResolved,
		If:     func(x *Ctx) bool { return x.LastPlayedInBattle(x.P, notTerrain(x)) >= 0 },
		Effect: func(x *Ctx) { x.DiscardToHand(x.LastPlayedInBattle(x.P, notTerrain(x))) },
	}}})
}

// Strategies of broken ranks.
func init() {
	// Shattered Ranks: focused in a duel, its Focus Value has a bonus of
	// the Followers attached to the Personality it was focused for;
	// Reaction: before your Samurai at a battlefield is destroyed by an
	// action, destroy a card attached to him: the destruction is negated,
	// he moves home, and bows if he moved.
	Register("shattered-ranks", &Text{
		FocusedFor: func(x *Ctx, person int) int {
			n := 0
			for _, a := range x.Attachments(person) {
				if x.Type(a) == "follower" {
					n++
				}
			}
			return n
		},
		Abilities: []*Ability{{
			Text: "your Samurai about to be destroyed by an action, destroy a card on him: he lives, goes home, bows", Timing: Reaction, On: OnBeforeDestroyed, Absent: true,
			If: func(x *Ctx) bool {
				id := x.Subject()
				return len(x.Ev.Cards) == 1 && x.Ev.N != ByResolution && x.Ev.N != ByYu && x.Personality(id) && x.Mine(id) && x.Has(id, "Samurai") && x.InArmy(id)
			},
			Targets: []*Target{{Prompt: "choose a card attached to him to destroy", Destroy: true, Anywhere: true, Chosen: true, Filter: func(x *Ctx, id int) bool {
				return x.BearerOf(id) == x.Subject()
			}}},
			Effect: func(x *Ctx) {
				x.Negate()
				person := x.Subject()
				x.MoveHome(person)
				if !x.InArmy(person) {
					x.Bow(person)
				}
			},
		}},
	})
}

// Strategies that answer in kind.
func init() {
	// Aftershock: Reaction, after another player's action destroys, bows
	// or moves home a Personality of yours at the current battlefield: the
	// enemy leader targets a card of his army there, which is destroyed or
	// bowed the same way, or else its unit moves home.
	const (
		destroyed = iota + 1
		bowed
		movedHome
	)
	aftershock := func(kind int, on string, same int, ok func(x *Ctx) bool) *Ability {
		return &Ability{Text: "your Personality struck in the battle by another's action: the enemy's card suffers the same", Timing: Reaction, On: on, Absent: true, Same: same,
			If: func(x *Ctx) bool {
				return x.S.Attack.Active && x.S.Attack.Battle > 0 && (x.P == x.S.Attack.Attacker || x.P == x.S.Attack.Defender) && ok(x) &&
					len(enemyArmyCards(x)) > 0
			},
			Effect: func(x *Ctx) { x.Ask(enemyLeader(x), "aftershock", 1, kind) },
		}
	}
	Register("aftershock", &Text{Abilities: []*Ability{
		aftershock(destroyed, OnDestroyed, 0, func(x *Ctx) bool {
			id := x.Subject()
			return x.Ev.Player == x.P && x.Ev.N-1 >= 0 && x.Ev.N-1 != x.P && ByAction(x.Ev.Source) && x.Ev.M == x.S.Attack.Battle && x.Type(id) == "personality"
		}),
		aftershock(bowed, OnBowed, 1, func(x *Ctx) bool {
			id := x.Subject()
			return x.Ev.Player >= 0 && x.Ev.Player != x.P && x.Personality(id) && x.Mine(id) && x.Location(id) == x.S.Attack.Battle
		}),
		aftershock(movedHome, OnMoved, 1, func(x *Ctx) bool {
			id := x.Subject()
			return x.Ev.N == 0 && x.Ev.M-1 >= 0 && x.Ev.M-1 != x.P && x.Ev.Source == x.S.Attack.Battle && x.Personality(id) && x.Mine(id)
		}),
	}})
	RegisterChoice("aftershock", &Choice{
		Prompt:  "choose a card of your army at the battlefield (Aftershock)",
		Options: func(x *Ctx, _, _ int) []int { return enemyArmyCards(x) },
		Done: func(x *Ctx, _ int, chosen []int, kind int) {
			for _, id := range chosen {
				switch kind {
				case destroyed:
					x.Destroy(id)
				case bowed:
					x.Bow(id)
				default:
					x.MoveHome(x.UnitOf(id))
				}
			}
		},
	})
}

// enemyLeader is the leader of the army opposing the player's: the
// Defender for the Attacker, the Attacker for the Defender.
func enemyLeader(x *Ctx) int {
	if x.AttackingSide() {
		return x.S.Attack.Defender
	}
	return x.S.Attack.Attacker
}

// enemyArmyCards lists the cards of the enemy leader's army at the
// current battlefield, attachments included.
func enemyArmyCards(x *Ctx) []int {
	q := enemyLeader(x)
	var out []int
	for _, u := range x.UnitsAt(q, x.S.Attack.Battle) {
		out = append(out, u)
		out = append(out, x.Attachments(u)...)
	}
	return out
}

// Cards that win Provinces.
func init() {
	// War on the Plains: Reaction, bow your Stronghold: after you, the
	// Attacker, destroy a Province of a player who had more than you, gain
	// a Province to the right, filled face up; no more Provinces this game.
	Register("war-on-the-plains", &Text{Abilities: []*Ability{{
		Text: "you destroyed a Province of one with more, bow your Stronghold: gain a Province", Timing: Reaction, On: OnProvinceDestroyed, BowStronghold: true,
		If: func(x *Ctx) bool {
			return x.Ev.Source == x.P && x.Ev.M > 0
		},
		Effect: func(x *Ctx) {
			x.GainProvince(x.P)
			x.NoMoreProvinces(x.P)
		},
	}}})
}

// Cards that change a Ranged Attack's strength once it is targeted.
func init() {
	// No Hiding Place: Reaction, after you announce an action with a
	// Ranged Attack: it gets -1 strength, and may target a card at the
	// Defender's home besides those it may otherwise.
	Register("no-hiding-place", &Text{RangedReach: true, Abilities: []*Ability{{
		Text: "your Ranged Attack announced: -1 strength, and it may target the Defender's home", Timing: Reaction, On: OnAnnounced,
		If: func(x *Ctx) bool { return x.Ev.Player == x.P && x.AnnouncedRanged() },
		Effect: func(x *Ctx) {
			x.RangedBonus(-1)
			x.RangedHome(x.Ev.Source)
		},
	}}})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Ray of Hope: Reaction: after a Personality you control is destroyed,
	// straighten a target non-Stronghold card of yours.
	Register("ray-of-hope", &Text{Abilities: []*Ability{{
		Text: "a Personality of yours destroyed: straighten a card of yours", Timing: Reaction, On: OnDestroyed,
		If:      func(x *Ctx) bool { return x.Ev.Player == x.P && x.Type(x.Subject()) == "personality" },
		Targets: []*Target{{Prompt: "choose your card to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Mine(id) }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
}

// A Vision of Truth.
func init() {
	// A Vision of Truth: Reaction, after another player lets go his chance
	// to put a Ring into play by its own trait or action (his first
	// opportunity to, this turn): a copy of that Ring from your Fate deck,
	// shown, to your hand.
	sameRing := func(x *Ctx, id int) bool { return x.S.Title(id) == x.S.Title(x.Ev.Cards[0]) }
	Register("a-vision-of-truth", &Text{Abilities: []*Ability{{
		Text: "another player let a Ring go: a copy of it from your Fate deck to your hand", Timing: Reaction, On: OnRingLetGo,
		If: func(x *Ctx) bool {
			return x.Ev.Player != x.P && count(x.S.P[x.P].FateDeck, func(id int) bool { return sameRing(x, id) }) > 0
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "a-vision-of-truth", 1, 0) },
	}}})
	RegisterSearch("a-vision-of-truth", false, sameRing)
}

// Battle Strategies.
func init() {
	// Call to Arms: Reaction, for the Defender, as the Declaration begins:
	// his bowed Personalities straighten, and bow again after the attack.
	Register("call-to-arms", &Text{Abilities: []*Ability{{
		Text: "attacked: straighten your bowed Personalities until the attack ends", Timing: Reaction, On: OnDeclared,
		If: func(x *Ctx) bool { return x.S.Attack.Defender == x.P },
		Effect: func(x *Ctx) {
			for _, id := range x.InPlay(x.P) {
				if x.Personality(id) && x.Card(id).Bowed {
					x.Straighten(id)
					x.BowAfter(id, UntilAttack)
				}
			}
		},
	}}})
	// Sneak Attack: Engage: the Attacker has the battle's first
	// opportunity.
	Register("sneak-attack", &Text{Abilities: []*Ability{{
		Text: "the battle engaged: the Attacker acts first", Timing: Reaction, On: OnEngaged, Absent: true,
		Effect: func(x *Ctx) { x.MarkGame("attacker-first", UntilBattle) },
	}}})
}

// More Strategies: overwhelming, Ranged, drawing and raising.
func init() {
	// Shosuro Technique: 2 Gold, none for a Scorpion Clan or Ninja
	// performer; Reaction: after your Personality enters a duel facing a
	// higher Chi, his Chi rises to it; Battle: your performing Personality's
	// Force rises to a stronger enemy Personality's.
	scorpionOrNinja := func(id int, x *Ctx) int {
		if id >= 0 && (x.Has(id, "Scorpion Clan") || x.Has(id, "Ninja")) {
			return -2
		}
		return 0
	}
	Register("shosuro-technique", &Text{Abilities: []*Ability{
		{Text: "your Personality enters a duel facing a higher Chi: his Chi rises to it", Timing: Reaction, On: OnDuelEntered,
			If: func(x *Ctx) bool {
				me := x.Subject()
				other := x.DuelOpponent(me)
				return x.Controller(me) == x.P && other >= 0 && x.Chi(other) > x.Chi(me)
			},
			GoldOf: func(x *Ctx) int { return scorpionOrNinja(x.Subject(), x) },
			Effect: func(x *Ctx) {
				me := x.Subject()
				if other := x.DuelOpponent(me); other >= 0 {
					setChi(x, me, max(x.Chi(me), x.Chi(other)), "")
				}
			}},
		{Text: "your Personality's Force rises to a stronger enemy's", Timing: Battle,
			Targets: []*Target{
				performer("choose your performing Personality", false),
				enemyPersonalityWith("choose an enemy Personality of higher Force", func(x *Ctx, id int) bool { return x.Force(id) > x.Force(x.Targets[0]) }),
			},
			GoldOf: func(x *Ctx) int {
				if len(x.Targets) == 0 {
					return 0
				}
				return scorpionOrNinja(x.Targets[0], x)
			},
			Effect: func(x *Ctx) { setForce(x, x.Targets[0], max(x.Force(x.Targets[0]), x.Force(x.Targets[1])), "") }},
	}})
}

// Strategies that stand firm, take refuge and study.
func init() {
	// A Test of Courage: before an action resolves, a Personality of yours
	// at the battle will not be moved by it; you may not use his abilities
	// or target him with actions this turn.
	Register("a-test-of-courage", &Text{Abilities: []*Ability{{
		Text: "an action about to resolve: your Personality here will not be moved by it", Timing: Reaction, On: OnBeforeResolve,
		Targets: []*Target{{Prompt: "choose your Personality at the battlefield who will not move", Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.AtBattle(id)
		})}},
		Effect: func(x *Ctx) { x.StandFirm(x.Target(), x.Ev.Source) },
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
