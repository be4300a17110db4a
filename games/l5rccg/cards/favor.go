package cards

import . "tessen/games/l5rccg"

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
	Register("political-adjunct", &Text{Says: "only on a Samurai; in the Attack Phase, bowing and destroying it pays a cost of discarding the Imperial Favor", Bearer: onlyOn("Samurai"), FavorPayer: &FavorPayer{
		If: func(x *Ctx) bool { return x.S.Phase == "attack" && !x.Card(x.Self).Bowed },
		Pay: func(x *Ctx) {
			x.Bow(x.Self)
			x.Destroy(x.Self)
		},
	}})
	// Whispered Rumors: Political Reaction, bow your Personality: it pays
	// a cost of discarding the Imperial Favor; Reaction: before an Event
	// resolves, negate its effects.
	Register("whispered-rumors", &Text{FavorPayer: bowingForFavor(), Abilities: []*Ability{{
		Text: "an Event about to resolve: negate its effects", Timing: Reaction, On: OnBeforeEvent, Absent: true,
		Effect: func(x *Ctx) { x.NegateEvent() },
	}}})
	// Influenced from Afar: Political Reaction, bow your Personality: it
	// pays a cost of discarding the Imperial Favor; Battle: choose your
	// performing Personality and target a Terrain: destroy it.
	Register("influenced-from-afar", &Text{FavorPayer: bowingForFavor(), Abilities: []*Ability{{
		Text: "your Personality: destroy a Terrain", Timing: Battle,
		Targets: []*Target{performer("choose your performing Personality", false), aTerrain("choose the Terrain to destroy")},
		Effect:  func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	RegisterChoice("favor-bow", &Choice{
		Prompt:  "choose your Personality to bow, paying the cost of discarding the Imperial Favor",
		Options: func(x *Ctx, p, _ int) []int { return unbowedPersonalities(x, p, nil) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
	scorpion := func(x *Ctx, id int) bool { return x.Has(id, "Scorpion Clan") }
	Register("the-hidden-catacombs-of-the-scorpion", &Text{
		Says:           "its player neither loses nor is eliminated by Dishonor; once a game, after his turn ends at -20 Family Honor or less, his Provinces' strengths are reduced to 0 for good; once a turn, bowing his Scorpion Clan Personality pays a cost of discarding the Imperial Favor.",
		NoDishonorLoss: true,
		TurnEnds: func(x *Ctx) {
			if x.S.Active == x.P && x.Honor(x.P) <= -20 && !x.PlayerMarked(x.P, "catacombs") {
				x.MarkPlayer(x.P, "catacombs", UntilGame)
				x.S.Say("The Hidden Catacombs of the Scorpion: ", x.S.Names[x.P], "'s Provinces' strengths are 0 from now on")
			}
		},
		StrengthOf: func(x *Ctx, p, _ int) int {
			if p == x.P && x.PlayerMarked(x.P, "catacombs") {
				return -1 << 20 // to 0, whatever else changes it
			}
			return 0
		},
		FavorPayer: &FavorPayer{Once: true,
			If:  func(x *Ctx) bool { return len(unbowedPersonalities(x, x.P, scorpion)) > 0 },
			Pay: func(x *Ctx) { x.Ask(x.P, "favor-bow-scorpion", 1, 0) },
		},
	})
	RegisterChoice("favor-bow-scorpion", &Choice{
		Prompt:  "choose your Scorpion Clan Personality to bow instead of discarding the Imperial Favor",
		Options: func(x *Ctx, p, _ int) []int { return unbowedPersonalities(x, p, scorpion) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
}

// bowingForFavor is a Strategy's Political Reaction "when paying a cost
// of discarding the Imperial Favor, bow your performing Personality: this
// action pays that cost instead".
func bowingForFavor() *FavorPayer {
	return &FavorPayer{FromHand: true,
		If:  func(x *Ctx) bool { return len(unbowedPersonalities(x, x.P, nil)) > 0 },
		Pay: func(x *Ctx) { x.Ask(x.P, "favor-bow", 1, 0) },
	}
}

// unbowedPersonalities lists p's unbowed Personalities (that pass ok).
func unbowedPersonalities(x *Ctx, p int, ok func(x *Ctx, id int) bool) []int {
	var out []int
	for _, id := range x.InPlay(p) {
		if x.Personality(id) && !x.Card(id).Bowed && (ok == nil || ok(x, id)) {
			out = append(out, id)
		}
	}
	return out
}

func init() {
	// Hitomi Munoto: Repeatable Reaction: before another player's Event
	// resolves, as it is revealed or by an action of it, that player
	// chooses: its effects are negated, or Munoto gets +2F/+2C for good.
	choose := func(action int) func(x *Ctx) {
		return func(x *Ctx) { x.Ask(x.Ev.Player, "munoto", 1, action) }
	}
	theirs := func(x *Ctx) bool { return x.Ev.Player != x.P }
	Register("hitomi-munoto", &Text{Abilities: []*Ability{
		{Text: "another's Event about to resolve: its player negates it or gives Munoto +2F/+2C", Timing: Reaction, On: OnBeforeEvent, Any: true, Absent: true,
			If: theirs, Effect: choose(0)},
		{Text: "another's Event's action about to resolve: its player negates it or gives Munoto +2F/+2C", Timing: Reaction, On: OnBeforeResolve, Any: true, Absent: true, Same: 1,
			If: func(x *Ctx) bool { return theirs(x) && x.Type(x.Subject()) == "event" }, Effect: choose(1)},
	}})
	RegisterChoice("munoto", &Choice{
		Prompt: "Hitomi Munoto: negate your Event's effects, or he gets +2F/+2C for good?",
		Words:  Words{Labels: map[string]string{"negate": "negate the Event's effects", "strength": "he gets +2F/+2C for good"}, Pass: "he gets +2F/+2C for good"},
		Labels: func(*Ctx, int, int) []string { return []string{"negate", "strength"} },
		Picked: func(x *Ctx, _ int, word string, action int) {
			switch {
			case word == "strength":
				x.Give(x.Self, 2, 2, UntilGame)
			case action == 1:
				x.NegateAction()
			default:
				x.NegateEvent()
			}
		},
		Declined: func(x *Ctx, _, _ int) { x.Give(x.Self, 2, 2, UntilGame) }, // passing keeps the Event
	})
}

// Events about the Imperial Favor.
func init() {
	Register("commanding-favor", &Text{
		Says:       "revealed, it enters play at home; discarding it from play pays a cost of discarding the Imperial Favor.",
		Event:      func(x *Ctx) { x.EventIntoPlay() },
		FavorPayer: &FavorPayer{Pay: func(x *Ctx) { x.DiscardFromPlay(x.Self) }},
	})
	// Severed from the Emperor: revealed, it enters play and its player
	// discards the Imperial Favor if he holds it; in play, he neither wins
	// an Honor Victory nor controls the Favor, and has the Repeatable
	// Interrupt: a Favor action targets a card of his: negate its effects
	// (the Favor stays discarded) and lose 5 Honor.
	Register("severed-from-the-emperor", &Text{Severs: true,
		Event: func(x *Ctx) {
			x.EventIntoPlay()
			if x.Favor(x.P) {
				x.DiscardFavor()
			}
		},
		Abilities: []*Ability{{
			Text: "a Favor action targets your card: negate it; lose 5 Honor", Timing: Reaction, On: OnTargeted, Any: true, Absent: true,
			If: func(x *Ctx) bool {
				return x.IsInPlay(x.Self) && x.ActionKeyword("Favor") && x.Controller(x.Subject()) == x.P
			},
			Effect: func(x *Ctx) {
				x.NegateAction()
				x.GainHonor(x.P, -5)
			},
		}},
	})
}

// Underhand of the Emperor.
func init() {
	// Underhand of the Emperor (a Wind): Favor Political Repeatable Open,
	// not in your turn, discard the Imperial Favor: a Personality of the
	// active player's is dishonored, if that player so chooses; if not,
	// he must declare an attack this turn, and you assign that Personality
	// in its Infantry Maneuvers, after him. Political Reaction: after you
	// bring a Personality into play having paid at least his printed Gold
	// Cost, bow your performing Courtier: gain 1 Honor.
	Register("underhand-of-the-emperor", &Text{AssignsOthers: true, Abilities: []*Ability{
		{Text: "not your turn, discard the Favor: the active player dishonors his Personality, or must attack with you assigning him", Timing: Open, Any: true,
			Keywords: []string{"Favor", "Political"}, FavorCost: true,
			If: func(x *Ctx) bool { return x.S.Active != x.P },
			Targets: []*Target{{Prompt: "choose a Personality of the active player's", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Controller(id) == x.S.Active
			}}},
			Effect: func(x *Ctx) { x.Ask(x.S.Active, "underhand", 1, x.Target()) }},
		{Text: "you brought a Personality into play at his printed cost or more, bow your Courtier: gain 1 Honor", Timing: Reaction, On: OnEntered,
			Keywords: []string{"Political"},
			If: func(x *Ctx) bool {
				id := x.Ev.Cards[0]
				return x.Ev.Player == x.P && x.Ev.N == int(ZProvince) && x.Personality(id) && x.PaidPrinted(id)
			},
			Targets: []*Target{{Prompt: "choose your performing Courtier to bow", Performer: true, Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Has(id, "Courtier")
			}}},
			Effect: func(x *Ctx) { x.GainHonor(x.P, 1) }},
	}})
	// underhand: the active player dishonors his Personality n (choose
	// dishonor), or (pass, or he was dishonored already) must attack, the
	// Wind's player assigning him.
	RegisterChoice("underhand", &Choice{
		Prompt: "dishonor your Personality? If you do not, you must attack this turn, and the Wind's player assigns him",
		Words:  Words{Labels: map[string]string{"dishonor": "dishonor him"}, Pass: "do not: you must attack this turn"},
		Labels: func(x *Ctx, _, _ int) []string { return []string{"dishonor"} },
		Picked: func(x *Ctx, p int, _ string, id int) {
			if x.Card(id).Dishonored || !x.Personality(id) {
				x.MustAttack(p, id)
				return
			}
			x.Dishonor(id)
		},
		Declined: func(x *Ctx, p, id int) { x.MustAttack(p, id) },
	})
}
