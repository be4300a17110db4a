package cards

import . "tessen/games/l5rccg"

// Followers.
func init() {
	// Brothers in Arms: only on a Samurai; Reaction: after it enters play
	// from hand, another copy comes to hand, from the Fate discard pile
	// first, else from the deck.
	Register("brothers-in-arms", &Text{Bearer: onlyOn("Samurai"), Abilities: []*Ability{{
		Text: "entered from hand: another Brothers in Arms to hand", Timing: Reaction, On: OnEntered, Absent: true,
		If:     func(x *Ctx) bool { return bySelf(x) && x.Ev.N == int(ZHand) },
		Effect: func(x *Ctx) { x.FetchCopy(x.Self) },
	}}})
	// Omoidasu: 1 Gold less on a Lion Clan Personality; Political
	// Reaction, bow it: after its Personality wins a duel, or after a
	// battle its army won with destruction, gain 2 Honor or give him +1
	// Personal Honor for good.
	omoidasu := func(text, on string, when func(x *Ctx) bool) *Ability {
		return &Ability{Text: text, Timing: Reaction, On: on, Bow: true, Absent: true, Keywords: []string{"Political"},
			If:     func(x *Ctx) bool { return x.Bearer() >= 0 && when(x) },
			Effect: func(x *Ctx) { x.Ask(x.P, "omoidasu", 1, x.Bearer()) }}
	}
	Register("omoidasu", &Text{
		Discount: func(x *Ctx, person int) int {
			if person >= 0 && x.Has(person, "Lion Clan") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			omoidasu("its Personality won a duel, bow it: 2 Honor or +1 Personal Honor", OnDuelWon, func(x *Ctx) bool { return x.Ev.Cards[0] == x.Bearer() }),
			omoidasu("its army won with destruction, bow it: 2 Honor or +1 Personal Honor", OnBattleResolved, func(x *Ctx) bool {
				return x.S.Last.Winner == x.P && x.DestroyedInResolution(x.P) && x.Location(x.Bearer()) == x.S.Last.Province
			}),
		},
	})
	RegisterChoice("omoidasu", &Choice{
		Prompt: "gain 2 Honor, or +1 Personal Honor for good?",
		Words:  Words{Labels: map[string]string{"honor": "gain 2 Honor", "personal-honor": "+1 Personal Honor for good"}},
		Labels: func(*Ctx, int, int) []string { return []string{"honor", "personal-honor"} },
		Picked: func(x *Ctx, p int, word string, b int) {
			if word == "honor" {
				x.GainHonor(p, 2)
			} else {
				x.GiveHonor(b, 1, UntilGame)
			}
		},
	})
	// Wayward Yojimbo: Reaction: after a Straighten Phase ends, or after
	// another player targets its Personality in an Action Phase, it moves
	// to another Personality of its player's.
	toAnother := []*Target{{Prompt: "choose another Personality of yours to take it", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
		return x.Mine(id) && id != x.Bearer() && x.MayHold(x.Self, id)
	})}}
	Register("wayward-yojimbo", &Text{Abilities: []*Ability{
		{Text: "a Straighten Phase over: it moves to another Personality of yours", Timing: Reaction, On: OnStraightened, EvenBowed: true, Absent: true,
			Targets: toAnother, Effect: func(x *Ctx) { x.Transfer(x.Self, x.Target()) }},
		{Text: "its Personality targeted by another in an Action Phase: it moves to another of yours", Timing: Reaction, On: OnTargeted, EvenBowed: true, Absent: true,
			If:      func(x *Ctx) bool { return x.S.Phase == "action" && x.Ev.Player != x.P && x.Subject() == x.Bearer() },
			Targets: toAnother, Effect: func(x *Ctx) { x.Transfer(x.Self, x.Target()) }},
	}})
}

// Spells.
func init() {
	// Hunger of the Earth: Battle, even from home: destroy it and your
	// performing Samurai there: destroy an enemy card without attachments,
	// or an enemy unit, of lower total Gold Cost than his unit; gain 2
	// Honor.
	Register("hunger-of-the-earth", &Text{Abilities: []*Ability{{
		Text: "destroy it and your Samurai there: destroy a cheaper enemy card or unit; gain 2 Honor", Timing: Battle, Absent: true, DestroySelf: true,
		Targets: []*Target{
			{Prompt: "choose your performing Samurai at the battle to destroy", Performer: true, Chosen: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Samurai") && x.AtBattle(id)
			})},
			{Prompt: "choose an enemy card without attachments, or an enemy Personality for his unit", Filter: enemyCard(func(x *Ctx, id int) bool {
				if x.Personality(id) {
					return x.UnitGold(id) < x.UnitGold(x.Targets[0])
				}
				return len(x.Attachments(id)) == 0 && x.Gold(id) < x.UnitGold(x.Targets[0])
			})},
		},
		Effect: func(x *Ctx) {
			x.Destroy(x.Targets[1])
			x.GainHonor(x.P, 2)
		},
	}}})
	// Essence of Gaki-do: Battle, even from home, bow this Shugenja and any
	// of your other Shugenja anywhere: as many 2F/2C Spirits are created
	// at the battle, removed after it.
	Register("essence-of-gaki-do", &Text{Abilities: []*Ability{{
		Text: "bow this Shugenja and others of yours: a 2F/2C Spirit for each, for the battle", Timing: Battle, Absent: true, BowBearer: true,
		Effect: func(x *Ctx) { x.Ask(x.P, "gaki-do", 9, 0) },
	}}})
	RegisterChoice("gaki-do", &Choice{
		Prompt: "bow your other unbowed Shugenja, each bringing a Spirit",
		Words:  Words{Card: "bow %s", Done: "bow no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && x.Has(id, "Shugenja") && !x.Card(id).Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
			for range len(chosen) + 1 { // the Spell's Shugenja too
				if s := x.Create("created-spirit", x.S.Attack.Battle, -1); s >= 0 {
					x.DiscardAtEnd(s, UntilBattle)
				}
			}
		},
	})
	// My Life for the Phoenix: Ritual Battle: bow this Shugenja and two
	// other performing Shugenja of yours there: up to two enemy units bow
	// and go home; or bow and destroy this Shugenja, bow four others and
	// destroy it: up to three enemy units are destroyed.
	Register("my-life-for-the-phoenix", &Text{Abilities: []*Ability{
		{Text: "bow this Shugenja and two more: up to two enemy units bow and go home", Timing: Battle, BowBearer: true, Keywords: []string{"Ritual"},
			Targets: RitualCasters(2),
			Effect:  func(x *Ctx) { x.Ask(x.P, "phoenix-home", 2, 0) }},
		{Text: "bow and destroy this Shugenja, bow four more, destroy it: up to three enemy units destroyed", Timing: Battle, BowBearer: true, DestroyBearer: true, DestroySelf: true, Keywords: []string{"Ritual"},
			Targets: RitualCasters(4),
			Effect: func(x *Ctx) {
				x.Ask(x.P, "phoenix-destroy", 3, 0)
			}},
	}})
	enemyUnits := func(x *Ctx, _, _ int) []int {
		var out []int
		for _, id := range x.InPlay(-1) {
			if x.Personality(id) && x.Enemy(id) {
				out = append(out, id)
			}
		}
		return out
	}
	RegisterChoice("phoenix-home", &Choice{Prompt: "choose up to two enemy units to bow and send home", AtMost: true, Options: enemyUnits,
		Words: Words{Card: "bow %s and send him home", Done: "choose no more"},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.BowUnit(u)
				x.MoveHome(u)
			}
		}})
	RegisterChoice("phoenix-destroy", &Choice{Prompt: "choose up to three enemy units to destroy", AtMost: true, Options: enemyUnits,
		Words: Words{Card: "destroy %s", Done: "destroy no more"},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.Destroy(u)
			}
		}})
}

// Regions and Holdings.
func init() {
	// Kaiu Village: Reaction, 2 Gold: after your Personality enters play
	// from a Province, a created +1F/+1C Weapon, or +1F Armor, joins him.
	kaiu := func(text, item string, same int) *Ability {
		return &Ability{Text: text, Timing: Reaction, On: OnEntered, Gold: 2, Absent: true, Same: same,
			If: func(x *Ctx) bool {
				return x.Ev.N == int(ZProvince) && x.Personality(x.Subject()) && x.Mine(x.Subject())
			},
			Effect: func(x *Ctx) { x.Create(item, 0, x.Subject()) }}
	}
	Register("kaiu-village", &Text{Abilities: []*Ability{
		kaiu("your Personality from a Province, 2 Gold: a +1F/+1C Weapon", "created-weapon-1-1", 0),
		kaiu("your Personality from a Province, 2 Gold: a +1F Armor", "created-armor-1", 1),
	}})
	// Refuge of the Three Sisters: Limited: destroy it and remove your
	// performing unbowed Personality from the game: a card of your Fate
	// deck of lower Focus Value than his Chi to hand.
	Register("refuge-of-the-three-sisters", &Text{Abilities: []*Ability{{
		Text: "destroy it, remove your Personality from the game: a Fate card of lower Focus than his Chi", Timing: Limited, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose your performing unbowed Personality to remove from the game", Performer: true, Chosen: true, Filter: personality(func(x *Ctx, id int) bool {
			return !x.Card(id).Bowed
		})}},
		Effect: func(x *Ctx) {
			chi := x.Chi(x.Target())
			x.RemoveFromGame(x.Target())
			x.Ask(x.P, "refuge", 1, chi)
		},
	}}})
	RegisterChoice("refuge", &Choice{
		Prompt: "choose a card of your Fate deck of lower Focus Value",
		Options: func(x *Ctx, p, chi int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck {
				if x.Focus(id) < chi {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
			x.ShuffleFate(p)
		},
	})
	Register("sorrows-path", &Text{Says: "before a battle at its Province resolves, the Attacker destroys a unit, or three cards, of his army", Delayed: func(x *Ctx) { x.Ask(x.S.Attack.Attacker, "sorrow", 1, 0) }})
	RegisterChoice("sorrow", &Choice{
		Prompt: "destroy one unit of your army, or three of its cards?",
		Words:  Words{Labels: map[string]string{"unit": "destroy one unit", "cards": "destroy three cards"}, Pass: "destroy one unit"},
		Labels: func(*Ctx, int, int) []string { return []string{"unit", "cards"} },
		Picked: func(x *Ctx, p int, word string, _ int) {
			if word == "unit" {
				x.Ask(p, "sorrow-unit", 1, 0)
			} else {
				x.Ask(p, "sorrow-cards", 3, 0)
			}
		},
		Declined: func(x *Ctx, p int, _ int) { x.Ask(p, "sorrow-unit", 1, 0) }, // a choice, not a way out
	})
	armyCards := func(units bool) func(x *Ctx, p, _ int) []int {
		return func(x *Ctx, p, _ int) []int {
			var out []int
			for _, u := range x.InPlay(p) {
				if !x.Personality(u) || !x.AtBattle(u) {
					continue
				}
				if units {
					out = append(out, u)
				} else {
					out = append(out, x.Unit(u)...)
				}
			}
			return out
		}
	}
	RegisterChoice("sorrow-unit", &Choice{Prompt: "choose the unit of your army to destroy", Options: armyCards(true),
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.Destroy(u)
			}
		}})
	RegisterChoice("sorrow-cards", &Choice{Prompt: "choose three cards of your army to destroy", Options: armyCards(false),
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, c := range chosen {
				x.Destroy(c)
			}
		}})
	// Three Man Alliance Plain: Reaction, bow it: after your Personality
	// enters play, attach a card from hand to him, paying for it; if one
	// attached, draw a card.
	Register("three-man-alliance-plain", &Text{Abilities: []*Ability{{
		Text: "your Personality entered play, bow it: equip him from hand, paying; then draw a card", Timing: Reaction, On: OnEntered, Bow: true, Absent: true,
		If:     func(x *Ctx) bool { return x.Personality(x.Subject()) && x.Mine(x.Subject()) },
		Effect: func(x *Ctx) { x.Ask(x.P, "alliance", 1, x.Subject()) },
	}}})
	RegisterChoice("alliance", &Choice{
		Prompt: "choose a card of your hand to attach to him, paying for it",
		Options: func(x *Ctx, p, person int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if t := x.Type(id); (t == "follower" || t == "item" || t == "spell") && x.MayEquip(id, person) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, person int) {
			for _, id := range chosen {
				x.Ask(p, "drew-if-attached", 1, id) // after the attaching, which is pushed on top
				x.Equip(id, person)
			}
		},
	})
	RegisterChoice("drew-if-attached", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, card int) {
			if x.Card(card).Zone == ZAttached {
				x.Draw(p, 1)
			}
		},
	})
	// Tsudao's Chambers: bow for 2 Gold; Favor Political Battle, bow it:
	// discarding the Imperial Favor, or with the Left Hand of the
	// Emperor, straighten a Personality.
	straightenOne := []*Target{{Prompt: "choose a Personality to straighten", Anywhere: true, Filter: personality(nil)}}
	Register("tsudaos-chambers", &Text{Produce: 2, Abilities: []*Ability{
		{Text: "bow, discard the Imperial Favor: straighten a Personality", Timing: Battle, Bow: true, Keywords: []string{"Favor", "Political"}, FavorCost: true,
			Targets: straightenOne,
			Effect:  func(x *Ctx) { x.Straighten(x.Target()) }},
		{Text: "bow, with the Left Hand of the Emperor: straighten a Personality", Timing: Battle, Bow: true, Same: 1, Keywords: []string{"Political"},
			If: func(x *Ctx) bool { return x.ControlsTitle(x.P, "Left Hand of the Emperor") }, Targets: straightenOne,
			Effect: func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
	// Court Chambers: bow for 2 Gold; Favor Political Reaction, bow it:
	// before a player gains Honor, discarding the Imperial Favor, or with
	// the Underhand of the Emperor, the gain is 2 less or 1 more.
	Register("court-chambers", &Text{Produce: 2, Abilities: []*Ability{
		{Text: "a gain of Honor, bow, discard the Imperial Favor: 2 less or 1 more", Timing: Reaction, On: OnBeforeGain, Bow: true, Absent: true, Keywords: []string{"Favor", "Political"}, FavorCost: true,
			Effect: func(x *Ctx) { x.Ask(x.P, "court", 1, 0) }},
		{Text: "a gain of Honor, bow, with the Underhand of the Emperor: 2 less or 1 more", Timing: Reaction, On: OnBeforeGain, Bow: true, Absent: true, Same: 1, Keywords: []string{"Political"},
			If:     func(x *Ctx) bool { return x.ControlsTitle(x.P, "Underhand of the Emperor") },
			Effect: func(x *Ctx) { x.Ask(x.P, "court", 1, 0) }},
	}})
	RegisterChoice("court", &Choice{
		Prompt: "make the gain 2 less, or 1 more?",
		Words:  Words{Labels: map[string]string{"less": "2 less", "more": "1 more"}},
		Labels: func(*Ctx, int, int) []string { return []string{"less", "more"} },
		Picked: func(x *Ctx, _ int, word string, _ int) {
			if word == "less" {
				x.ChangeGain(-2)
			} else {
				x.ChangeGain(1)
			}
		},
	})
}
