package cards

import . "tessen/games/l5rccg"

// strongestThere lists the Personalities of a player's at the current
// battlefield with the highest Force there (ties included).
func strongestThere(x *Ctx, p int) []int {
	var out []int
	best := -1
	for _, id := range atBattleOf(x, p) {
		switch f := x.Force(id); {
		case f > best:
			out, best = []int{id}, f
		case f == best:
			out = append(out, id)
		}
	}
	return out
}

// More Strategies: overwhelming, Ranged, drawing and raising.
func init() {
	// Overwhelmed: Battle: destroy your performing unbowed Personality of
	// the highest Force of yours at the battlefield: the enemy leader may
	// send exactly two units of his army home; if he does not, he destroys
	// a Personality of his army of its highest Force.
	Register("overwhelmed", &Text{Abilities: []*Ability{{
		Text: "destroy your strongest here: the enemy sends two units home, or loses his strongest", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your performing unbowed Personality of the highest Force here to destroy", Performer: true, Chosen: true, Destroy: true,
			Filter: personality(func(x *Ctx, id int) bool {
				for _, s := range strongestThere(x, x.P) {
					if s == id {
						return !x.Card(id).Bowed
					}
				}
				return false
			})}},
		Effect: func(x *Ctx) {
			if leader := x.EnemyLeader(); leader >= 0 {
				x.Ask(leader, "overwhelmed", 1, 0)
			}
		},
	}}})
	RegisterChoice("overwhelmed", &Choice{
		Prompt: "send two units of your army home, or destroy your strongest Personality there?",
		Words:  Words{Labels: map[string]string{"home": "send two units home"}, Pass: "destroy your strongest Personality there"},
		Labels: func(x *Ctx, p, _ int) []string {
			if len(atBattleOf(x, p)) >= 2 {
				return []string{"home"}
			}
			return nil
		},
		Picked:   func(x *Ctx, p int, _ string, _ int) { x.Ask(p, "overwhelmed-home", 2, 0) },
		Declined: func(x *Ctx, p int, _ int) { x.Ask(p, "overwhelmed-strongest", 1, 0) },
	})
	RegisterChoice("overwhelmed-home", &Choice{
		Prompt:  "choose a unit of your army to move home",
		Options: func(x *Ctx, p, _ int) []int { return atBattleOf(x, p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.MoveHome(id)
			}
		},
	})
	RegisterChoice("overwhelmed-strongest", &Choice{
		Prompt:  "choose a Personality of your army of its highest Force to destroy",
		Options: func(x *Ctx, p, _ int) []int { return strongestThere(x, p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Destroy(id)
			}
		},
	})
	// Scouring the Shadows: Battle: bow your performing Ninja, Harrier or
	// Scout: a Ranged Attack as strong as the highest Force opposing him.
	Register("scouring-the-shadows", &Text{Abilities: []*Ability{{
		Text: "bow your Ninja, Harrier or Scout: a Ranged Attack of the highest Force opposing him", Timing: Battle,
		Targets: []*Target{targetPerformer("choose your performing Ninja, Harrier or Scout to bow", true, "Ninja", "Harrier", "Scout")},
		Effect: func(x *Ctx) {
			best := 0
			for _, id := range x.Opposing(x.Target()) {
				best = max(best, x.Force(id))
			}
			x.AskFor(x.Target(), x.P, "ranged", 1, best)
		},
	}}})
	// Toturi is Drugged: Open: a Personality, and discard cards of more
	// total Focus Value than his Chi: lose 2 Honor; he bows.
	Register("toturi-is-drugged", &Text{Abilities: []*Ability{{
		Text: "discard cards of more Focus than a Personality's Chi: lose 2 Honor, he bows", Timing: Open,
		Targets: []*Target{{Prompt: "choose a Personality to bow", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			total := 0
			for _, c := range x.Hand(x.P) {
				if c != x.Self {
					total += x.Focus(c)
				}
			}
			return total > x.Chi(id)
		})}},
		Effect: func(x *Ctx) { x.Ask(x.P, "drugged", 99, x.Target()) },
	}}})
	RegisterChoice("drugged", &Choice{
		Prompt: "choose cards to discard until their Focus Values exceed his Chi",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, c := range x.Hand(p) {
				if c != x.Self {
					out = append(out, c)
				}
			}
			return out
		},
		Enough: func(x *Ctx, _ int, chosen []int, target int) bool {
			total := 0
			for _, c := range chosen {
				total += x.Focus(c)
			}
			return total > x.Chi(target)
		},
		Done: func(x *Ctx, p int, chosen []int, target int) {
			for _, c := range chosen {
				x.DiscardFromHand(c)
			}
			x.GainHonor(p, -2)
			x.Bow(target)
		},
	})
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
	// Weigh the Cost: focused, it and another focused card of yours have
	// +1 Focus Value; Battle: move your performing Samurai home, bowed:
	// the battlefield's Province +2 or -2 strength; then an enemy
	// Personality may get -3F.
	Register("weigh-the-cost", &Text{
		FocusEffect: func(x *Ctx) {
			x.FocusBonus(x.Self, 1)
			x.Ask(x.P, "weigh-focus", 1, 0)
		},
		Abilities: []*Ability{{
			Text: "send your Samurai home bowed: the Province +2 or -2 strength; an enemy may get -3F", Timing: Battle,
			Targets: []*Target{performer("choose your performing Samurai to move home", false, "Samurai")},
			Effect: func(x *Ctx) {
				x.MoveHome(x.Target())
				x.Bow(x.Target())
				x.Ask(x.P, "weigh-minus", 1, 0) // after the strength, pushed on top
				x.Ask(x.P, "weigh-strength", 1, 0)
			},
		}},
	})
	RegisterChoice("weigh-focus", &Choice{
		Prompt: "choose another of your focused cards to get +1 Focus Value",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].Focused {
				if id != x.Self {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FocusBonus(id, 1)
			}
		},
	})
	RegisterChoice("weigh-strength", &Choice{
		Prompt: "the battlefield's Province gets +2 strength, or -2?",
		Words:  Words{Labels: map[string]string{"plus": "+2 strength", "minus": "-2 strength"}, Pass: "+2 strength"},
		Labels: func(*Ctx, int, int) []string { return []string{"plus", "minus"} },
		Picked: func(x *Ctx, _ int, word string, _ int) {
			n := 2
			if word == "minus" {
				n = -2
			}
			x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, n, UntilTurn)
		},
		Declined: func(x *Ctx, _ int, _ int) { x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, 2, UntilTurn) }, // one of the two
	})
	RegisterChoice("weigh-minus", &Choice{
		Prompt: "choose an enemy Personality to get -3F, if you like", AtMost: true,
		Words: Words{Card: "%s gets -3F", Done: "choose none"},
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && x.Enemy(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Give(id, -3, 0, "")
			}
		},
	})
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
