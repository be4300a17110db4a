package cards

import . "tessen/games/l5rccg"

// atBattleOf lists a player's units at the current battlefield.
func atBattleOf(x *Ctx, p int) []int {
	var out []int
	for _, id := range x.InPlay(p) {
		if x.Personality(id) && x.AtBattle(id) {
			out = append(out, id)
		}
	}
	return out
}

// Battle Strategies that bow, dishonor and send home.
func init() {
	// Crush the Unworthy: Battle: one or two enemy Personalities, each of
	// a base Gold Cost below his controller's Stronghold's Gold Production
	// plus 3: their units bow, and their destruction in this battle's
	// resolution earns the player no Honor.
	cheap := func(x *Ctx, id int) bool { return x.Gold(id) < x.StrongholdGold(x.Controller(id))+3 }
	Register("crush-the-unworthy", &Text{Abilities: []*Ability{{
		Text: "one or two cheap enemy Personalities: their units bow, and earn you no Honor this battle", Timing: Battle,
		Targets: []*Target{
			enemyPersonalityWith("choose an enemy Personality of a base Gold Cost below his Stronghold's Gold Production plus 3", cheap),
			{Prompt: "choose another such enemy Personality, if you like", Optional: true, Filter: func(x *Ctx, id int) bool {
				return id != x.Targets[0] && x.Personality(id) && x.Enemy(id) && cheap(x, id)
			}},
		},
		Effect: func(x *Ctx) {
			for _, id := range x.Targets {
				if id >= 0 {
					x.BowUnit(id)
					x.Mark(id, "no-honor", UntilBattle)
				}
			}
		},
	}}})
	// Dishonorable Challenge: Battle: dishonor your performing unbowed
	// Human: an enemy Personality whose unit costs less than your Human's
	// Gold Cost plus printed Personal Honor: his unit is destroyed, your
	// Human is never rehonored nor commits seppuku, and you lose 2 Honor.
	Register("dishonorable-challenge", &Text{Abilities: []*Ability{{
		Text: "dishonor your Human for good: destroy an enemy unit cheaper than his cost and Honor; lose 2 Honor", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your performing unbowed Human to dishonor", Performer: true, Dishonor: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Human") && !x.Card(id).Bowed
			})},
			enemyPersonalityWith("choose an enemy Personality whose unit costs less than your Human's Gold Cost plus Personal Honor", func(x *Ctx, id int) bool {
				return x.UnitGold(id) < x.Gold(x.Targets[0])+x.PrintedPH(x.Targets[0])
			}),
		},
		Effect: func(x *Ctx) {
			x.Mark(x.Targets[0], "disgraced", UntilGame)
			x.Destroy(x.Targets[1])
			x.GainHonor(x.P, -2)
		},
	}}})
	// Disavowed: Battle: dishonor your performing unbowed Harrier: a
	// Ranged 6 Attack, or two Ranged 3 Attacks; then he may go home.
	Register("disavowed", &Text{Abilities: []*Ability{{
		Text: "dishonor your Harrier: a Ranged 6 Attack or two Ranged 3; then he may go home", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your performing unbowed Harrier to dishonor", Performer: true, Dishonor: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Harrier") && !x.Card(id).Bowed
		})}},
		Effect: func(x *Ctx) {
			x.Ask(x.P, "disavowed-home", 1, x.Target()) // after the attacks, which are pushed on top
			x.Ask(x.P, "disavowed", 1, x.Target())
		},
	}}})
	RegisterChoice("disavowed", &Choice{
		Prompt: "one Ranged 6 Attack, or two Ranged 3 Attacks?",
		Words:  Words{Labels: map[string]string{"six": "one Ranged 6 Attack", "threes": "two Ranged 3 Attacks"}, Pass: "one Ranged 6 Attack"},
		Labels: func(*Ctx, int, int) []string { return []string{"six", "threes"} },
		Picked: func(x *Ctx, p int, word string, harrier int) {
			if word == "six" {
				x.AskFor(harrier, p, "ranged", 1, 6)
				return
			}
			x.AskFor(harrier, p, "ranged", 1, 3)
			x.AskFor(harrier, p, "ranged", 1, 3)
		},
		Declined: func(x *Ctx, p int, harrier int) { x.AskFor(harrier, p, "ranged", 1, 6) }, // a choice, not a way out
	})
	mayWord("disavowed-home", "move your Harrier home?", "home", "move him home", func(x *Ctx, _, id int) { x.MoveHome(id) })
	// Excellence: Battle: destroy your performing unbowed Samurai or
	// Duelist: each Personality at the battlefield of a lower Gold Cost
	// goes home. Focused in a duel: up to two cards of your Fate discard
	// pile shuffle into the deck, and it is removed from the game after
	// the duel.
	Register("excellence", &Text{
		FocusEffect: func(x *Ctx) {
			x.Mark(x.Self, "removed-after-duel", UntilGame)
			x.Ask(x.P, "excellence", 2, 0)
		},
		Abilities: []*Ability{{
			Text: "destroy your Samurai or Duelist: the cheaper Personalities at the battle go home", Timing: Battle,
			Targets: []*Target{{Prompt: "choose your performing unbowed Samurai or Duelist to destroy", Performer: true, Chosen: true, Destroy: true,
				Filter: personality(func(x *Ctx, id int) bool { return (x.Has(id, "Samurai") || x.Has(id, "Duelist")) && !x.Card(id).Bowed })}},
			Effect: func(x *Ctx) {
				gold := x.Gold(x.Target())
				for _, id := range x.InPlay(-1) {
					if x.Personality(id) && x.AtBattle(id) && x.Gold(id) < gold {
						x.MoveHome(id)
					}
				}
			},
		}},
	})
	RegisterChoice("excellence", &Choice{
		Prompt: "choose up to two cards of your Fate discard pile to shuffle into your deck", AtMost: true,
		Words:   Words{Card: "shuffle %s into your deck", Done: "shuffle no more"},
		Options: func(x *Ctx, p, _ int) []int { return x.S.P[p].FateDiscard },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardToFateDeck(id)
			}
			x.ShuffleFate(p)
		},
	})
	// Defeat the Reserves: Battle: a player with more units at the
	// battlefield than the highest Chi among his Personalities there sends
	// units home, one at a time, his choice, until he has no more.
	Register("defeat-the-reserves", &Text{Abilities: []*Ability{{
		Text: "a player with more units here than his highest Chi here sends units home until he has no more", Timing: Battle,
		Effect: func(x *Ctx) { x.Ask(x.P, "reserves", 1, 0) },
	}}})
	overReserves := func(x *Ctx, p int) bool {
		units, most := atBattleOf(x, p), 0
		for _, id := range units {
			most = max(most, x.Chi(id))
		}
		return len(units) > most
	}
	RegisterChoice("reserves", &Choice{
		Prompt: "choose the player whose reserves are defeated",
		Words:  Words{Each: "defeat the reserves of %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for p := range x.S.P {
				if len(atBattleOf(x, p)) > 0 {
					out = append(out, PlayerKey(p))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) {
			for p := range x.S.P {
				if PlayerKey(p) == word && overReserves(x, p) {
					x.Ask(p, "reserves-home", 1, 0)
				}
			}
		},
	})
	RegisterChoice("reserves-home", &Choice{
		Prompt:  "choose one of your units at the battlefield to move home",
		Options: func(x *Ctx, p, _ int) []int { return atBattleOf(x, p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.MoveHome(id)
			}
			if len(chosen) > 0 && overReserves(x, p) {
				x.Ask(p, "reserves-home", 1, 0)
			}
		},
	})
	// Flanking Maneuver: Battle, with more units here than the enemy army:
	// bow one or more of your performing units: an enemy Personality of
	// no more Chi than their total Force, plus the Chi of each Lion Clan
	// Personality among them, has his unit bowed.
	Register("flanking-maneuver", &Text{Abilities: []*Ability{{
		Text: "more units than the enemy: bow units of yours, bow an enemy unit of no more Chi than their Force", Timing: Battle,
		If:     func(x *Ctx) bool { return x.Units(x.AttackingSide()) > x.EnemyUnits() },
		Effect: func(x *Ctx) { x.Ask(x.P, "flanking", 9, 0) },
	}}})
	RegisterChoice("flanking", &Choice{
		Prompt: "choose your unbowed units at the battlefield to bow, until you have enough", AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range atBattleOf(x, p) {
				if !x.Card(id).Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			if len(chosen) == 0 {
				return
			}
			total := 0
			for _, id := range chosen {
				total += x.UnitForce(id)
				if x.Has(id, "Lion Clan") {
					total += x.Chi(id)
				}
				x.BowUnit(id)
			}
			x.Ask(p, "flanked", 1, total)
		},
	})
	RegisterChoice("flanked", &Choice{
		Prompt: "choose an enemy Personality of no more Chi than your bowed units' total to bow his unit",
		Options: func(x *Ctx, _, total int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && x.Enemy(id) && x.Chi(id) <= total {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.BowUnit(id)
			}
		},
	})
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
	RegisterRuleAction("council", &Ability{
		Text: "bow your Personality given the Council's action: bow an enemy card without unbowed attachments", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.AnyMarked("council") },
		Targets: []*Target{
			{Prompt: "choose your performing Personality given the Council's action to bow", Performer: true, Chosen: true, Bow: true,
				Filter: personality(func(x *Ctx, id int) bool { return x.Marked(id, "council") })},
			{Prompt: "choose an enemy card without unbowed attachments to bow", Filter: enemyCard(func(x *Ctx, id int) bool {
				for _, a := range x.Attachments(id) {
					if !x.Card(a).Bowed {
						return false
					}
				}
				return true
			})},
		},
		Effect: func(x *Ctx) { x.Bow(x.Targets[1]) },
	})
}
