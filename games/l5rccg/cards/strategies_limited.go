package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Assassins made for the occasion.
func init() {
	// Geisha Assassin (Gold *): Limited: another player's Personality is
	// challenged by a Geisha Personality created with Chi half the Gold
	// spent, rounded down; its player may not focus; the Geisha is removed
	// from the game after the duel; the loser is destroyed.
	const assassin = "geisha-assassin"
	Register("geisha-assassin", &Text{Abilities: []*Ability{{
		Text: "spend Gold: a Geisha of half its Chi duels another player's Personality; the loser is destroyed", Timing: Limited, GoldX: true,
		Targets: []*Target{{Prompt: "choose another player's Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Controller(id) != x.P })}},
		Effect: func(x *Ctx) {
			if g := x.Create("created-geisha", 0, -1); g >= 0 {
				x.GiveBase(g, 0, x.Spent()/2, 0, 0)
				x.Mark(g, assassin, UntilTurn)
				x.RemoveAfter(g, UntilDuel)
			}
		},
		Duel: &DuelSpec{NoFocus: true,
			ChallengerOf: func(x *Ctx) int {
				for _, id := range x.InPlay(x.P) {
					if x.Marked(id, assassin) {
						return id
					}
				}
				return -1
			},
			Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
	}}})
}

// Holdings won by the sword.
func init() {
	// Contested Holding (5 Gold): Limited, bow your performing
	// Personality, target a Holding of another player who controls a
	// Personality: yours challenges that player's Personalities; refused,
	// or won, the Holding bows and comes under your control; lost, your
	// Personality is destroyed.
	take := func(x *Ctx) {
		if h := x.Targets[1]; x.IsInPlay(h) {
			x.Bow(h)
			x.TakeControl(h, x.P, false)
		}
	}
	Register("contested-holding", &Text{Abilities: []*Ability{{
		Text: "bow your Personality: he challenges a player's Personalities for one of his Holdings", Timing: Limited,
		Targets: []*Target{
			targetPerformer("choose your performing Personality to bow", true),
			{Prompt: "choose a Holding of another player who controls a Personality", Filter: func(x *Ctx, id int) bool {
				q := x.Controller(id)
				return x.Type(id) == "holding" && q != x.P && len(x.Controlled(q, func(c int) bool { return x.Personality(c) })) > 0
			}},
		},
		Duel: &DuelSpec{
			OpenTo:  func(x *Ctx) int { return x.Controller(x.Targets[1]) },
			Refused: func(x *Ctx, _ int) { take(x) },
			Lose: func(x *Ctx, loser int) {
				if x.Mine(loser) {
					x.Destroy(loser)
				} else {
					take(x)
				}
			},
		},
	}}})
}

// Reconnaissance.
func init() {
	scoutish := func(x *Ctx, id int) bool { return x.Has(id, "Ninja") || x.Has(id, "Harrier") || x.Has(id, "Scout") }
	// Scour the Earth: Recon Limited: your performing Ninja, Harrier or
	// Scout, a Province: you have Reconnaissance at its battlefields this
	// turn, and if you destroy it as the Attacker this turn, every Region
	// in play is destroyed. Reaction: before a Ranged Attack from a Ninja,
	// Harrier or Scout of 3 Chi or more targets a card, it may target a
	// Personality even with Followers.
	Register("scour-the-earth", &Text{RangedReach: true, Abilities: []*Ability{
		{Text: "your Ninja, Harrier or Scout: Reconnaissance at a Province's battlefields; its fall fells every Region", Timing: Limited, Keywords: []string{"Recon"},
			Targets: []*Target{{Prompt: "choose your performing Ninja, Harrier or Scout Personality", Performer: true, Chosen: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && scoutish(x, id)
			}}},
			Effect: func(x *Ctx) { x.Ask(x.P, "scour-the-earth", 1, 0) }},
		{Text: "a Ranged Attack of your Ninja, Harrier or Scout of 3 Chi or more may target a Personality with Followers", Timing: Reaction, On: OnAnnounced, Absent: true,
			If: func(x *Ctx) bool {
				by := x.AnnouncedBy()
				return x.Ev.Player == x.P && x.AnnouncedRanged() && by >= 0 && scoutish(x, by) && x.Chi(by) >= 3
			},
			Effect: func(x *Ctx) { x.RangedAnyPersonality(x.Ev.Source) }},
	}})
	reconChoice("scour-the-earth", func(x *Ctx, owner, n int) { x.RegionsFallWith(owner, n) })
}

// Strategies (Action cards of the Fate deck).
func init() {
	// Explosives (6 Gold): Limited: destroy a target Holding.
	Register("explosives", &Text{Abilities: []*Ability{{
		Text: "destroy a target Holding", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Holding to destroy", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" }}},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
}

// Strategies of the Action Phase, and Open ones.
func init() {
	// Test of Honor: Limited, 6 Gold: target a Human Personality; the top
	// card of his controller's Fate deck is discarded, and if its Focus
	// Value is above his Personal Honor he is dishonored and destroyed.
	Register("test-of-honor", &Text{Abilities: []*Ability{{
		Text: "a Human whose controller's top Fate card outweighs his Honor is dishonored and destroyed", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Human Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Human") })}},
		Effect: func(x *Ctx) {
			t := x.Target()
			if top := x.TopFate(x.Controller(t)); top >= 0 && x.Focus(top) > x.PersonalHonor(t) {
				x.Dishonor(t)
				x.Destroy(t)
			}
		},
	}}})
	// Hired Killer: Limited, Gold equal to a target Personality's unit's
	// Gold Cost plus 2: lose 3 Honor; destroy him.
	unitPrice := func(x *Ctx) int {
		if len(x.Targets) == 0 {
			return 0
		}
		return x.UnitGold(x.Target()) + 2
	}
	Register("hired-killer", &Text{Abilities: []*Ability{{
		Text: "pay the unit's Gold Cost plus 2, lose 3 Honor: destroy a Personality", Timing: Limited, GoldOf: unitPrice,
		Targets: []*Target{{Prompt: "choose the Personality to destroy", Filter: personality(func(x *Ctx, id int) bool { return x.CanPay(x.P, x.UnitGold(id)+2) })}},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -3)
			x.Destroy(x.Target())
		},
	}}})
	// Motivation: Limited: straighten a target Personality of yours; he
	// will not straighten until after your next Straighten Phase, and
	// bows as this turn ends.
	Register("motivation", &Text{Abilities: []*Ability{{
		Text: "straighten your Personality: he bows at the turn's end and stays bowed through your next Straighten Phase", Timing: Limited,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect: func(x *Ctx) {
			x.Straighten(x.Target())
			x.NoStraighten(x.Target(), x.P)
			x.BowAtEnd(x.Target())
		},
	}}})
	// The Emperor's Defense: Limited: bow your performing Courtier: each
	// of your Provinces gets +1 strength for each Courtier you control,
	// until your next turn begins.
	Register("the-emperors-defense", &Text{Abilities: []*Ability{{
		Text: "bow your Courtier: your Provinces get +1 strength a Courtier you control until your next turn", Timing: Limited,
		Targets: []*Target{performer("choose your performing Courtier to bow", true, "Courtier")},
		Effect: func(x *Ctx) {
			n := count(x.InPlay(x.P), func(id int) bool { return x.Personality(id) && x.Has(id, "Courtier") })
			x.StrengthBonus(x.P, 0, n, x.UntilTurnOf(x.P))
		},
	}}})
}

// Kiho and other Strategies of the Action Phase.
func init() {
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

// Battle Strategies that bow, dishonor and send home.
func init() {
	// Officers' Council: Limited: bow your performing Tactician (any
	// Personality with the Right Hand of the Emperor) and give up to his
	// Chi of your other Personalities, this turn, the Battle action "bow
	// him: bow an enemy card without unbowed attachments".
	Register("officers-council", &Text{Abilities: []*Ability{{
		Text: "bow your Tactician: up to his Chi of your Personalities may bow themselves to bow an enemy card this turn", Timing: Limited,
		Targets: []*Target{{Prompt: "choose your performing Tactician to bow", Performer: true, Chosen: true, Bow: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Tactician") || x.ControlsTitle(x.P, "Right Hand of the Emperor")
		})}},
		Effect: func(x *Ctx) { x.Ask(x.P, "council", x.Chi(x.Target()), x.Target()) },
	}}})
	RegisterChoice("council", &Choice{
		Prompt: "choose your other Personalities to give the Council's Battle action, until you have enough", AtMost: true,
		Options: func(x *Ctx, p, performer int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && id != performer {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Mark(id, "council", UntilTurn)
			}
		},
	})
}

// More Strategies: overwhelming, Ranged, drawing and raising.
func init() {
	// Well-Laid Plans: Limited, draw 3 cards: bow your Courtier and
	// discard three Political Strategies; or bow your Samurai and discard
	// three Battle Strategies; or with your Courtier and your Samurai,
	// discard two cards.
	strategyWith := func(political bool) func(x *Ctx, id int) bool {
		return func(x *Ctx, id int) bool {
			if x.Type(id) != "strategy" {
				return false
			}
			if political {
				return x.Has(id, "Political") || x.HasWord(id, "Political")
			}
			return x.BattleCard(id)
		}
	}
	Register("well-laid-plans", &Text{Abilities: []*Ability{
		{Text: "bow your Courtier, discard three Political Strategies: draw 3", Timing: Limited, Discard: 3, DiscardOf: strategyWith(true),
			Targets: []*Target{targetPerformer("choose your performing Courtier to bow", true, "Courtier")},
			Effect:  func(x *Ctx) { x.Draw(x.P, 3) }},
		{Text: "bow your Samurai, discard three Battle Strategies: draw 3", Timing: Limited, Discard: 3, DiscardOf: strategyWith(false),
			Targets: []*Target{targetPerformer("choose your performing Samurai to bow", true, "Samurai")},
			Effect:  func(x *Ctx) { x.Draw(x.P, 3) }},
		{Text: "your Courtier and your Samurai, discard two cards: draw 3", Timing: Limited, Discard: 2,
			Targets: []*Target{
				targetPerformer("choose your performing Courtier", false, "Courtier"),
				{Prompt: "choose your performing Samurai", Performer: true, Filter: personality(func(x *Ctx, id int) bool {
					return x.Has(id, "Samurai") && id != x.Targets[0]
				})},
			},
			Effect: func(x *Ctx) { x.Draw(x.P, 3) }},
	}})
}

// Strategies that stand firm, take refuge and study.
func init() {
	// Scroll Cache: Limited: Spells from your hand attach to your
	// Personalities, each 1 Gold less; if any attached, draw up to two.
	Register("scroll-cache", &Text{Abilities: []*Ability{{
		Text: "attach Spells from your hand, 1 Gold less each; then draw up to two", Timing: Limited,
		If:     func(x *Ctx) bool { return len(spellsToAttach(x)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "scroll-cache", 1, 0) },
	}}})
	RegisterChoice("scroll-cache", &Choice{
		Prompt:  "choose a Spell of your hand to attach for 1 Gold less, if you like",
		Words:   Words{Card: "attach %s", Done: "attach none"},
		AtMost:  true,
		Options: func(x *Ctx, _, _ int) []int { return spellsToAttach(x) },
		Done: func(x *Ctx, p int, chosen []int, attached int) {
			if len(chosen) == 0 {
				if attached > 0 {
					x.Ask(p, "scroll-draw", 1, 0)
				}
				return
			}
			x.Ask(p, "scroll-cache", 1, attached+1)           // the next, after this one attaches
			if x.S.GoldCost(chosen[0]) >= x.Gold(chosen[0]) { // not if another effect already lowers it
				x.CostMore(chosen[0], -1, UntilTurn)
			}
			x.AttachFromHand(chosen[0])
		},
	})
	RegisterChoice("scroll-draw", &Choice{
		Prompt: "draw up to two cards?",
		Words:  Words{Labels: map[string]string{"one": "draw 1 card", "two": "draw 2 cards"}, Pass: "draw none"},
		Labels: func(*Ctx, int, int) []string { return []string{"one", "two"} },
		Picked: func(x *Ctx, p int, word string, _ int) {
			if word == "two" {
				x.Draw(p, 2)
			} else {
				x.Draw(p, 1)
			}
		},
	})
}

// spellsToAttach are the Spells of the player's hand he could attach now,
// 1 Gold less.
func spellsToAttach(x *Ctx) []int {
	var out []int
	for _, id := range x.Hand(x.P) {
		if x.Type(id) == "spell" && x.CanAttachNow(id) {
			out = append(out, id)
		}
	}
	return out
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
