package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// monkOrShugenja is a performing Monk or Shugenja of the player's, bowed
// as a cost when bow is set.
func monkOrShugenja(bow bool) *Target {
	return performer("choose your performing Monk or Shugenja", bow, "Monk", "Shugenja")
}

// Kiho and other Strategies of the Action Phase.
func init() {
	// Banish All Shadows: Kiho Limited, bow your unbowed Monk or Shugenja:
	// one of the top four cards of your Fate deck to hand; the deck is
	// shuffled.
	Register("banish-all-shadows", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: one of your top four Fate cards to hand", Timing: Limited,
		Targets: []*Target{targetPerformer("choose your unbowed Monk or Shugenja to bow", true, "Monk", "Shugenja")},
		Effect:  func(x *Ctx) { x.Ask(x.P, "top-four", 1, 0) },
	}}})
	RegisterChoice("top-four", &Choice{
		Prompt: "choose one of the top four cards of your Fate deck to put in your hand",
		Options: func(x *Ctx, p, _ int) []int {
			deck := x.S.P[p].FateDeck
			return deck[:min(4, len(deck))]
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
			x.ShuffleFate(p)
		},
	})
	// Blessing of the Dragon: Fire Kiho Open, bow your Monk or Shugenja: a
	// Personality gets +2F; if either is Dragon Clan or Fire, you may draw
	// a card.
	Register("blessing-of-the-dragon", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: +2F to a Personality; a card for the Dragon or Fire", Timing: Open,
		Targets: []*Target{
			targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja"),
			{Prompt: "choose a Personality to get +2F", Anywhere: true, Filter: personality(nil)},
		},
		Effect: func(x *Ctx) {
			x.Give(x.Targets[1], 2, 0, "")
			for _, id := range x.Targets {
				if x.Has(id, "Dragon Clan") || x.Has(id, "Fire") {
					x.Ask(x.P, "may-draw", 1, 1)
					return
				}
			}
		},
	}}})
	// Freezing the Lifeblood: Open, bow your Monk or Shugenja: a bowed
	// Personality takes a Sleep token, lost instead of his next
	// straightening.
	Register("freezing-the-lifeblood", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: a Sleep token on a bowed Personality", Timing: Open,
		Targets: []*Target{
			monkOrShugenja(true),
			{Prompt: "choose a bowed Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Card(id).Bowed })},
		},
		Effect: func(x *Ctx) { x.SleepToken(x.Targets[1]) },
	}}})
	// Fury of the Dark Lord: Limited: each non-Shadowlands Personality of
	// base Gold Cost at most his Stronghold's Gold Production plus 2 is
	// destroyed; every Personality in a discard pile is removed from the
	// game.
	Register("fury-of-the-dark-lord", &Text{Abilities: []*Ability{{
		Text: "destroy each cheap non-Shadowlands Personality; remove the dead from the game", Timing: Limited,
		Effect: func(x *Ctx) {
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && !x.Has(id, "Shadowlands") && x.Gold(id) <= x.StrongholdGold(x.Controller(id))+2 {
					x.Destroy(id)
				}
			}
			removeDiscardedPersonalities(x)
		},
	}}})
	// Impromptu Duel: Iaijutsu Limited: your unbowed Samurai or Duelist
	// challenges another player's Personality; refusing dishonors him and
	// gains you 4 Honor; the loser is destroyed, the winner gains 2.
	Register("impromptu-duel", &Text{Abilities: []*Ability{{
		Text: "your Samurai or Duelist challenges; refusing dishonors and gains you 4 Honor; the loser destroyed, the winner 2 Honor", Timing: Limited,
		Targets: []*Target{
			{Prompt: "choose your unbowed Samurai or Duelist", Performer: true, Chosen: true, Filter: personality(func(x *Ctx, id int) bool {
				return !x.Card(id).Bowed && (x.Has(id, "Samurai") || x.Has(id, "Duelist"))
			})},
			{Prompt: "choose another player's Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Mine(id) })},
		},
		Duel: &DuelSpec{
			Refused: func(x *Ctx, challenged int) {
				x.Dishonor(challenged)
				x.GainHonor(x.P, 4)
			},
			Lose: func(x *Ctx, loser int) { x.Destroy(loser) },
			Win:  func(x *Ctx, winner, _ int) { x.GainHonor(x.Controller(winner), 2) },
		},
	}}})
	// Search for Advantage: Limited, bow your performing Personality: a
	// dishonorable Personality is rehonored and shuffled, with his cards,
	// into their owners' decks.
	Register("search-for-advantage", &Text{Abilities: []*Ability{{
		Text: "bow your Personality: rehonor a dishonorable one, shuffled with his cards into the decks", Timing: Limited,
		Targets: []*Target{
			performer("choose your performing Personality to bow", true),
			{Prompt: "choose a dishonorable Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Card(id).Dishonored })},
		},
		Effect: func(x *Ctx) {
			x.Rehonor(x.Targets[1])
			x.ShuffleIntoDecks(x.Targets[1])
		},
	}}})
	// Shinsei's Smile: Kiho Open, bow your Monk or Shugenja: a Personality
	// of no more Chi than his assigns and counts his Force while bowed this
	// turn.
	Register("shinseis-smile", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: a Personality assigns and fights while bowed this turn", Timing: Open,
		Targets: []*Target{
			monkOrShugenja(true),
			{Prompt: "choose a Personality of no more Chi than your performer", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Chi(id) <= x.Chi(x.Targets[0])
			})},
		},
		Effect: func(x *Ctx) { x.Mark(x.Targets[1], "smile", UntilTurn) },
	}}})
	Register("the-path-of-wisdom", &Text{Says: "before its owner's turn ends, from his discard pile, it returns to his hand", TurnEnds: func(x *Ctx) { x.DiscardToHand(x.Self) }})
	// Timely Arrival: Limited: a discarded Personality of your discard pile
	// fills a Province of yours, the card there discarded; Open: every
	// Personality in a discard pile is removed from the game.
	Register("timely-arrival", &Text{Abilities: []*Ability{
		{Text: "a discarded Personality of yours fills a Province", Timing: Limited,
			If:     func(x *Ctx) bool { return len(discardedPersonalities(x)) > 0 },
			Effect: func(x *Ctx) { x.Ask(x.P, "timely", 1, 0) }},
		{Text: "remove every Personality in a discard pile from the game", Timing: Open,
			Effect: func(x *Ctx) { removeDiscardedPersonalities(x) }},
	}})
	RegisterChoice("timely", &Choice{
		Prompt:  "choose a discarded Personality of your discard pile",
		Options: func(x *Ctx, _, _ int) []int { return discardedPersonalities(x) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Ask(p, "timely-province", 1, id)
			}
		},
	})
	RegisterChoice("timely-province", &Choice{
		Prompt: "choose the Province he fills",
		Words:  Words{Each: "fill your Province %s"},
		Labels: func(x *Ctx, p, _ int) []string {
			var out []string
			for _, pr := range x.S.P[p].Provinces {
				if !pr.Destroyed {
					out = append(out, strconv.Itoa(pr.Number))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, id int) {
			n, _ := strconv.Atoi(word)
			x.FillProvince(id, n)
		},
	})
	// Unrequited Love: Political Open: the active player's unbowed Human
	// bows for 1 Honor, or, if his player will not, is dishonored and his
	// player loses his printed Personal Honor.
	Register("unrequited-love", &Text{Abilities: []*Ability{{
		Text: "the active player's Human: bowed for 1 Honor, or dishonored for his Personal Honor", Timing: Open, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose an unbowed Human of the active player's", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Controller(id) == x.Active() && !x.Card(id).Bowed && x.Has(id, "Human")
		})}},
		Effect: func(x *Ctx) { x.Ask(x.Active(), "unrequited", 1, x.Target()) },
	}}})
	RegisterChoice("unrequited", &Choice{
		Prompt: "bow him and gain 1 Honor? If you do not, he is dishonored and you lose his Personal Honor",
		Words:  Words{Labels: map[string]string{"bow": "bow him and gain 1 Honor"}, Pass: "he is dishonored; lose Honor"},
		Labels: func(*Ctx, int, int) []string { return []string{"bow"} },
		Picked: func(x *Ctx, p int, _ string, id int) {
			x.Bow(id)
			x.GainHonor(p, 1)
		},
		Declined: func(x *Ctx, p int, id int) {
			x.Dishonor(id)
			x.GainHonor(p, -x.PrintedPH(id))
		},
	})
	// Dark Bargains: Limited: bow your performing Oni to take control of a
	// Human Personality of lower Personal Honor than the Oni's Chi who has
	// Shadowlands.
	Register("dark-bargains", &Text{Abilities: []*Ability{{
		Text: "bow your Oni: take control of a Shadowlands Human of lower Personal Honor than his Chi", Timing: Limited,
		Targets: []*Target{
			targetPerformer("choose your performing Oni to bow", true, "Oni"),
			{Prompt: "choose a Shadowlands Human", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return !x.Mine(id) && x.Has(id, "Human") && x.Has(id, "Shadowlands") && x.PersonalHonor(id) < x.Chi(x.Targets[0])
			})},
		},
		Effect: func(x *Ctx) { x.TakeControl(x.Targets[1], x.P, false) },
	}}})
	// Scrutiny's Sweet Sting: 4 Gold less for a Scorpion Clan player;
	// Political Battle/Open, bow your performing Courtier: a Personality
	// loses Samurai, Shugenja or Courtier for good.
	Register("scrutinys-sweet-sting", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.Clan(x.P, "scorpion") {
				return 4
			}
			return 0
		},
		Abilities: []*Ability{{Text: "bow your Courtier: a Personality loses Samurai, Shugenja or Courtier for good", Timing: BattleOpen,
			Targets: []*Target{
				performer("choose your performing Courtier to bow", true, "Courtier"),
				{Prompt: "choose a Personality", Anywhere: true, Filter: personality(nil)},
			},
			Effect: func(x *Ctx) { x.Ask(x.P, "scrutiny", 1, x.Targets[1]) }}},
	})
	RegisterChoice("scrutiny", &Choice{
		Prompt: "choose the keyword he loses for good",
		Words:  Words{Labels: map[string]string{"samurai": "he loses Samurai", "shugenja": "he loses Shugenja", "courtier": "he loses Courtier"}},
		Labels: func(*Ctx, int, int) []string { return []string{"samurai", "shugenja", "courtier"} },
		Picked: func(x *Ctx, _ int, word string, id int) {
			x.RemoveKeyword(id, map[string]string{"samurai": "Samurai", "shugenja": "Shugenja", "courtier": "Courtier"}[word], UntilGame)
		},
	})
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
	// Master of the Rolling River: Kiho Water Battle, bow your Monk or
	// Shugenja anywhere: your Personality at a battlefield moves to
	// another.
	Register("master-of-the-rolling-river", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja anywhere: your Personality moves to another battlefield", Timing: Battle, Absent: true,
		Targets: []*Target{
			{Prompt: "choose your performing Monk or Shugenja to bow", Performer: true, Chosen: true, Bow: true, Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Monk") || x.Has(id, "Shugenja")
			})},
			{Prompt: "choose your Personality at a battlefield", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.InArmy(id) })},
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "rolling-river", 1, x.Targets[1]) },
	}}})
	RegisterChoice("rolling-river", &Choice{
		Prompt: "choose the battlefield he moves to",
		Words:  Words{Each: "move him to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, id int) []string {
			var out []string
			for _, n := range x.S.Attack.Fields {
				if n != x.Location(id) {
					out = append(out, strconv.Itoa(n))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, id int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(id, n)
		},
	})
	// Shell of Stone: Heroic Battle: a Personality who performed Hida's
	// Avalanche this battle gets his Yu in Force, and may bow an opposing
	// unit of lower total Force than his.
	Register("shell-of-stone", &Text{Abilities: []*Ability{{
		Text: "his Yu in Force for the Avalanche's performer; he may bow a weaker opposing unit", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the Personality who performed Hida's Avalanche", Filter: personality(func(x *Ctx, id int) bool { return x.Marked(id, "avalanche") })}},
		Effect: func(x *Ctx) {
			x.Give(x.Target(), x.Yu(x.Target()), 0, "")
			x.Mark(x.Target(), "shell-of-stone", UntilTurn)
			x.Ask(x.P, "shell-bow", 1, x.Target())
		},
	}}})
	RegisterChoice("shell-bow", &Choice{
		Prompt: "bow a unit opposing him of lower total Force?",
		Words:  Words{Card: "bow the unit of %s", Done: "bow none"},
		AtMost: true,
		Options: func(x *Ctx, _, h int) []int {
			var out []int
			for _, u := range x.Opposing(h) {
				if x.UnitForce(u) < x.UnitForce(h) {
					out = append(out, u)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.BowUnit(u)
			}
		},
	})
	// Shifting Fortunes: Kiho Maho Battle, your unbowed Monk: a
	// Personality's Force and Chi switch; or two Personalities of one
	// army switch Forces, or Chis.
	unbowedMonk := &Target{Prompt: "choose your performing unbowed Monk", Performer: true, Chosen: true, Filter: personality(func(x *Ctx, id int) bool {
		return x.Has(id, "Monk") && !x.Card(id).Bowed
	})}
	twoOfOneArmy := []*Target{unbowedMonk,
		{Prompt: "choose a Personality in an army", Filter: personality(func(x *Ctx, id int) bool { return x.InArmy(id) })},
		{Prompt: "choose another Personality of the same army", Filter: personality(func(x *Ctx, id int) bool {
			return id != x.Targets[1] && x.InArmy(id) && x.Location(id) == x.Location(x.Targets[1]) && !x.OpposedBy(id, x.Targets[1])
		})},
	}
	Register("shifting-fortunes", &Text{Abilities: []*Ability{
		{Text: "your Monk: a Personality's Force and Chi switch", Timing: Battle,
			Targets: []*Target{unbowedMonk, {Prompt: "choose a Personality", Filter: personality(nil)}},
			Effect: func(x *Ctx) {
				t := x.Targets[1]
				f, c := x.Force(t), x.Chi(t)
				setForce(x, t, c, "")
				setChi(x, t, f, "")
			}},
		{Text: "your Monk: two Personalities of one army switch Forces", Timing: Battle, Same: 1, Targets: twoOfOneArmy,
			Effect: func(x *Ctx) {
				a, b := x.Targets[1], x.Targets[2]
				fa, fb := x.Force(a), x.Force(b)
				setForce(x, a, fb, "")
				setForce(x, b, fa, "")
			}},
		{Text: "your Monk: two Personalities of one army switch Chis", Timing: Battle, Same: 1, Targets: twoOfOneArmy,
			Effect: func(x *Ctx) {
				a, b := x.Targets[1], x.Targets[2]
				ca, cb := x.Chi(a), x.Chi(b)
				setChi(x, a, cb, "")
				setChi(x, b, ca, "")
			}},
	}})
	// Guerrilla Tactics: Battle, dishonor your unbowed Personality, who
	// takes Shadowlands for good: two Ranged Attacks in a row of his Force
	// and his Chi, in the order you choose; a defender bows; lose 3 Honor.
	guerrilla := func(text string, chiFirst bool, same int) *Ability {
		return &Ability{Text: text, Timing: Battle, Same: same,
			Targets: []*Target{{Prompt: "choose your performing unbowed Personality to dishonor", Performer: true, Chosen: true, Dishonor: true,
				Filter: personality(func(x *Ctx, id int) bool { return !x.Card(id).Bowed })}},
			Effect: func(x *Ctx) {
				g := x.Target()
				x.GiveKeyword(g, "Shadowlands", UntilGame)
				first, second := x.Force(g), x.Chi(g)
				if chiFirst {
					first, second = second, first
				}
				x.AskFor(g, x.P, "ranged", 1, second) // his Ranged Attacks; asked second: pushed first
				x.AskFor(g, x.P, "ranged", 1, first)
				if x.Defending(g) {
					x.Bow(g)
				}
				x.GainHonor(x.P, -3)
			}}
	}
	Register("guerrilla-tactics", &Text{Abilities: []*Ability{
		guerrilla("dishonor your Personality: Ranged Attacks of his Force, then his Chi", false, 0),
		guerrilla("dishonor your Personality: Ranged Attacks of his Chi, then his Force", true, 1),
	}})
}

// discardedPersonalities are the player's Personalities discarded (not
// dead) in his discard pile.
func discardedPersonalities(x *Ctx) []int {
	var out []int
	for _, id := range x.S.P[x.P].DynastyDiscard {
		if x.Type(id) == "personality" && !x.Card(id).Destroyed {
			out = append(out, id)
		}
	}
	return out
}

// removeDiscardedPersonalities removes every Personality in a discard
// pile from the game.
func removeDiscardedPersonalities(x *Ctx) {
	for _, p := range x.TurnOrder() {
		for _, id := range append([]int(nil), x.S.P[p].DynastyDiscard...) {
			if x.Type(id) == "personality" {
				x.RemoveFromGame(id)
			}
		}
	}
}
