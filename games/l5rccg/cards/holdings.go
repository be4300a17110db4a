package cards

import . "tessen/games/l5rccg"

func init() {
	// Shrine to Jurojin: bow for 2 Gold; Reaction, bow: before a
	// dishonorable Personality is destroyed, rehonor him; yours, gain 2.
	Register("shrine-to-jurojin", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "a dishonorable Personality would be destroyed, bow: rehonor him (2 Honor if yours)", Timing: Reaction, On: OnBeforeDestroyed, Bow: true, Absent: true,
		If:      func(x *Ctx) bool { return x.Personality(x.Subject()) && x.Card(x.Subject()).Dishonored },
		Targets: []*Target{{Prompt: "choose the dishonorable Personality", Anywhere: true, Filter: func(x *Ctx, id int) bool { return id == x.Subject() }}},
		Effect: func(x *Ctx) {
			x.Rehonor(x.Target())
			if x.Mine(x.Target()) {
				x.GainHonor(x.P, 2)
			}
		},
	}}})
}

// Holdings.
func init() {
	Register("large-farm", &Text{Says: "bow it for 2 Gold", Produce: 2})
	Register("silk-works", &Text{Says: "bow it for 4 Gold", Produce: 4})
	// The Great Clans' mines and markets: bow for 2 Gold, or 3 for a
	// player of their Clan.
	for id, clan := range map[string]string{
		"copper-mine": "lion", "geisha-house": "scorpion", "gold-mine": "dragon", "iron-mine": "crab",
		"kobune-port": "mantis", "marketplace": "crane", "silver-mine": "phoenix", "stables": "unicorn",
	} {
		Register(id, &Text{Produce: 2, Richer: clan})
	}
}

// Holdings with an action or trait beside their Gold.
func init() {
	// Kabuki Theater Troupe: bow for 2 Gold; Limited, bow: gain 1 Honor.
	Register("kabuki-theater-troupe", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: gain 1 Honor", Timing: Limited, Bow: true,
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})
	// Lesser Shrine: bow for 2 Gold; Limited, bow: with 9 or less Family
	// Honor, gain 2 Honor.
	Register("lesser-shrine", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: with 9 Honor or less, gain 2 Honor", Timing: Limited, Bow: true,
		If:     func(x *Ctx) bool { return x.Honor(x.P) <= 9 },
		Effect: func(x *Ctx) { x.GainHonor(x.P, 2) },
	}}})
	// Shrine to Hotei: bow for 2 Gold; Limited, bow: with six or more
	// cards in hand, gain 1 Honor.
	Register("shrine-to-hotei", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: with six cards or more in hand, gain 1 Honor", Timing: Limited, Bow: true,
		If:     func(x *Ctx) bool { return len(x.Hand(x.P)) >= 6 },
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})
	// Puppet Theater Troupe: Political Open, bow: the active player, with
	// 11 or more Family Honor, loses 1 Honor.
	Register("puppet-theater-troupe", &Text{Abilities: []*Ability{{
		Text: "bow: the active player, at 11 Honor or more, loses 1", Timing: Open, Bow: true, Keywords: []string{"Political"},
		If:     func(x *Ctx) bool { return x.Honor(x.Active()) >= 11 },
		Effect: func(x *Ctx) { x.GainHonor(x.Active(), -1) },
	}}})
	// Tower of the Ningyo: bow for 2 Gold; Limited, 3 Gold (1 for a Dragon
	// Clan player), bow: straighten a target Personality.
	Register("tower-of-the-ningyo", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "3 Gold (1 for the Dragon), bow: straighten a target Personality", Timing: Limited, Bow: true,
		GoldOf: func(x *Ctx) int {
			if x.Clan(x.P, "dragon") {
				return 1
			}
			return 3
		},
		Targets: []*Target{{Prompt: "choose a Personality to straighten", Filter: func(x *Ctx, id int) bool { return x.Personality(id) }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Temple to Shinsei: bow for 2 Gold; Limited, bow it and your
	// performing Monk or Shugenja: gain 2 Honor.
	Register("temple-to-shinsei", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow it and your Monk or Shugenja: gain 2 Honor", Timing: Limited, Bow: true,
		Targets: []*Target{{Prompt: "choose your Monk or Shugenja to bow", Performer: true, Bow: true, Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && (x.Has(id, "Monk") || x.Has(id, "Shugenja"))
		}}},
		Effect: func(x *Ctx) { x.GainHonor(x.P, 2) },
	}}})
	// Shrine to Bishamon: bow for 2 Gold; Battle/Open, bow it and your
	// performing Personality at any location: a target Personality gets
	// +3F.
	Register("shrine-to-bishamon", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow it and your Personality anywhere: +3F to a target Personality", Timing: BattleOpen, Bow: true,
		Targets: []*Target{
			{Prompt: "choose your Personality to bow", Performer: true, Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Personality(id) }},
			{Prompt: "choose the Personality to get +3F", Filter: func(x *Ctx, id int) bool { return x.Personality(id) }},
		},
		Effect: func(x *Ctx) { x.Give(x.Targets[1], 3, 0, "") },
	}}})
	Register("rich-coffers", &Text{Says: "bow for 2 Gold; it straightens in every player's Straighten Phase", Produce: 2, Straightens: true})
	Register("obsidian-mine", &Text{Says: "its player loses 3 Honor as it enters play; bow: lose 3 Honor for 4 Gold", Produce: 4, ProduceLoss: 3, Enters: loseOnEntry(3)})
	// Corrupt Officials: bow for 2 Gold; Open, bow: a target non-Unique
	// Holding's abilities may not be used this turn (any Holding, if it
	// destroys itself as well: its second action).
	Register("corrupt-officials", &Text{Produce: 2, Abilities: []*Ability{
		{
			Text: "bow: a non-Unique Holding's abilities may not be used this turn", Timing: Open, Bow: true,
			Targets: []*Target{{Prompt: "choose a non-Unique Holding", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" && !x.Unique(id) }}},
			Effect:  func(x *Ctx) { x.Silence(x.Target(), "") },
		},
		{
			Text: "bow and destroy it: any Holding's abilities may not be used this turn", Timing: Open, Bow: true, DestroySelf: true, Same: 1,
			Targets: []*Target{{Prompt: "choose a Holding", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" && id != x.Self }}},
			Effect:  func(x *Ctx) { x.Silence(x.Target(), "") },
		},
	}})
}

// Holdings of the Lotus base set's Temples, Retainers and Ports.
func init() {
	// Shrine to Fukurokujin: bow for 2 Gold; Limited, bow: your performing
	// Personality; the top Fate card is shown: discarded if its Focus
	// Value reaches his printed Chi, else drawn.
	Register("shrine-to-fukurokujin", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow, your Personality: the top Fate card, drawn if its Focus Value is under his printed Chi, else discarded", Timing: Limited, Bow: true,
		Targets: []*Target{performer("choose your performing Personality", false)},
		Effect: func(x *Ctx) {
			top := x.ShowTopFate(x.P)
			switch {
			case top < 0:
			case x.Focus(top) >= x.PrintedChi(x.Target()):
				x.TopFate(x.P)
			default:
				x.Draw(x.P, 1)
			}
		},
	}}})
	// Shrine of Courage: bow for 2 Gold; Battle, bow it and destroy it:
	// your performing unbowed Samurai or Bushi challenges a Personality
	// opposing him, by Chi or, if you choose, by Force; destroy the loser.
	courage := func(stat, text string, same int) *Ability {
		return &Ability{
			Text: text, Timing: Battle, Bow: true, DestroySelf: true, Same: same,
			Targets: []*Target{
				{Prompt: "choose your unbowed Samurai or Bushi to challenge", Performer: true, Filter: personality(func(x *Ctx, id int) bool {
					return !x.Card(id).Bowed && (x.Has(id, "Samurai") || x.Has(id, "Bushi"))
				})},
				{Prompt: "choose a Personality opposing him", Filter: personality(func(x *Ctx, id int) bool { return x.OpposedBy(id, x.Targets[0]) })},
			},
			Duel: &DuelSpec{Stat: stat, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
		}
	}
	Register("shrine-of-courage", &Text{Produce: 2, Abilities: []*Ability{
		courage("", "bow, destroy it: your Samurai or Bushi challenges one opposing him; destroy the loser", 0),
		courage("force", "bow, destroy it: the same challenge, by Force", 1),
	}})
	// Personal Librarian: bow for 2 Gold; Open, bow it and destroy it,
	// discarding your hand: draw as many; Reaction, before your turn
	// ends: a Fate card from hand to the bottom of your deck.
	Register("personal-librarian", &Text{Produce: 2, Abilities: []*Ability{
		{Text: "bow, destroy it, discard your hand: draw as many", Timing: Open, Bow: true, DestroySelf: true,
			Effect: func(x *Ctx) {
				n := len(x.Hand(x.P))
				for len(x.Hand(x.P)) > 0 {
					x.DiscardFromHand(x.Hand(x.P)[0])
				}
				x.Draw(x.P, n)
			}},
		{Text: "before your turn ends: a Fate card from hand to the bottom of your deck", Timing: Reaction, On: OnTurnEnds,
			If:     func(x *Ctx) bool { return x.Active() == x.P && len(x.Hand(x.P)) > 0 },
			Effect: func(x *Ctx) { x.Ask(x.P, "hand-to-bottom", 1, 0) }},
	}})
	RegisterChoice("hand-to-bottom", &Choice{
		Prompt:  "choose a card of your hand to put at the bottom of your Fate deck",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.ToFateBottom(id)
			}
		},
	})
	// Talented Apprentice: bow for 2 Gold; Reaction: after a Spell enters
	// play from your hand, it produces 1 more Gold for good.
	Register("talented-apprentice", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "a Spell of yours enters play from hand: 1 more Gold Production for good", Timing: Reaction, On: OnEntered,
		If: func(x *Ctx) bool {
			return x.Ev.N == int(ZHand) && x.Type(x.Subject()) == "spell" && x.Controller(x.Subject()) == x.P
		},
		Effect: func(x *Ctx) { x.GiveProduction(x.Self, 1, UntilGame) },
	}}})
	Register("secluded-waystation", &Text{Says: "bow for 2 Gold and 1 more for each Wealth token on it; the first time each turn it produces, it takes one", Produce: 2, Produced: func(x *Ctx, _ int) {
		if !x.Marked(x.Self, "produced") {
			x.Mark(x.Self, "produced", UntilTurn)
			x.GiveProduction(x.Self, 1, UntilToken)
		}
	}})
	Register("mura-sabishii-toshi", &Text{Says: "counts as a Marketplace; bow for 2 Gold, or 4 paying for a Crane Clan Personality of printed Gold Cost 8 or more", Produce: 2, AlsoTitled: "Marketplace", ProduceFor: func(x *Ctx, paying int) int {
		if paying >= 0 && x.Type(paying) == "personality" && x.Has(paying, "Crane Clan") && x.Gold(paying) >= 8 {
			return 2
		}
		return 0
	}})
}

// Holdings and others of the End Phase's draw and the duel's focus.
func init() {
	Register("tsuma-dojo", &Text{Says: "bow for 2 Gold, 3 paying for a Duelist Personality; Reaction: before its player focuses, he may focus a card of his Fate discard pile, removed from the game after the duel", Produce: 2, DiscardFocus: true,
		ProduceFor: func(x *Ctx, paying int) int {
			if paying >= 0 && x.Type(paying) == "personality" && x.Has(paying, "Duelist") {
				return 1
			}
			return 0
		}})
	Register("secluded-village", &Text{Says: "bow for 3 Gold, or 4 paying for a Personality for a player who did not go first", Produce: 3,
		ProduceFor: func(x *Ctx, paying int) int {
			if paying >= 0 && x.Type(paying) == "personality" && x.S.First != x.P {
				return 1
			}
			return 0
		}})
	// Master's Dojo: bow for 2 Gold; Reaction, bow it: before its player's
	// End Phase draw, he draws three instead, and puts two of them back
	// (each discarded or on top of his Fate deck).
	Register("masters-dojo", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow: draw three at the End Phase instead of one, and put two back", Timing: Reaction, On: OnEndDraw, Bow: true,
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P },
		Effect: func(x *Ctx) { x.EndDrawThree() },
	}}})
}

func init() {
	Register("honored-sensei", &Text{
		Says: "it produces 1 Gold, only paying for a single Human or Naga Personality, not Shadowlands nor of its player's Clan, whose player gains 1 Honor after he enters play",
		ProduceFor: func(x *Ctx, paying int) int {
			if paying < 0 || !x.Personality(paying) && x.Type(paying) != "personality" || x.Shadowlands(paying) ||
				!(x.Has(paying, "Human") || x.Has(paying, "Naga")) || x.Has(paying, x.Alignment(x.P)) {
				return 0
			}
			return 1
		},
		Produced: func(x *Ctx, paying int) { x.Mark(paying, "taught", UntilTurn) },
		Witness: func(x *Ctx, card int, _ Zone) {
			if x.Marked(card, "taught") && x.Controller(card) == x.P {
				x.Unmark(card, "taught")
				x.GainHonor(x.P, 1)
			}
		},
	})
	Register("supply-outpost", &Text{Says: "bow for 2 Gold; paying for a Personality, its player may attach a card from hand to him as he enters play, 3 Gold less", Produce: 2,
		Produced: func(x *Ctx, paying int) {
			if paying >= 0 && x.Type(paying) == "personality" {
				x.Mark(paying, "supplied", UntilTurn)
			}
		},
		Witness: func(x *Ctx, card int, _ Zone) {
			if x.Marked(card, "supplied") && x.Controller(card) == x.P {
				x.Unmark(card, "supplied")
				x.Ask(x.P, "outpost", 1, card)
			}
		},
	})
	equipForLess("outpost", 3, "follower", "item", "spell")
}

// Sources of Gold that pay only with another.
func init() {
	Register("crystal-mine", &Text{Says: "bow it and another Gold-producing Holding of yours (which produces nothing) to produce 6 Gold", Produce: 6, BowsAnother: true})
}

func init() {
	Register("quartermaster", &Text{Says: "bow it for 2 Gold; paying so for a Samurai or Bushi Personality, it may be destroyed to give him a created +2F/+1C Weapon as he enters play", Produce: 2, Produced: func(x *Ctx, paying int) {
		if paying >= 0 && x.Type(paying) == "personality" && (x.Has(paying, "Samurai") || x.Has(paying, "Bushi")) {
			x.Ask(x.P, "quartermaster", 1, paying)
		}
	}})
	RegisterChoice("quartermaster", &Choice{
		Prompt: "destroy the Quartermaster to arm him with a +2F/+1C Weapon as he enters play, or keep it?",
		Words:  Words{Labels: map[string]string{"destroy": "destroy it for the Weapon"}, Pass: "keep the Quartermaster"},
		Labels: func(*Ctx, int, int) []string { return []string{"destroy"} },
		Picked: func(x *Ctx, _ int, _ string, person int) {
			x.Destroy(x.Self)
			x.CreateOnEntry(person, "created-weapon-2-1")
		},
	})
}

// Kyuden Tonbo.
func init() {
	// Kyuden Tonbo (a Unique Holding): bow: 2 Gold. Favor Political
	// Reaction, bow it: after a card leaves your hand other than by being
	// played, you may discard the Imperial Favor; if you did, or you
	// control the Voice of the Emperor, draw a card.
	Register("kyuden-tonbo", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "a card left your hand unplayed, bow it: discard the Favor, or have the Voice of the Emperor, to draw a card", Timing: Reaction, On: OnLeftHand,
		Bow: true, Absent: true, Keywords: []string{"Favor", "Political"},
		If: func(x *Ctx) bool { return x.Ev.Player == x.P },
		Effect: func(x *Ctx) {
			if x.Favor(x.P) {
				x.Ask(x.P, "kyuden-tonbo", 1, 0)
				return
			}
			if x.ControlsTitle(x.P, "Voice of the Emperor") {
				x.Draw(x.P, 1)
			}
		},
	}}})
	RegisterChoice("kyuden-tonbo", &Choice{
		Prompt: "discard the Imperial Favor to draw a card?",
		Words:  Words{Labels: map[string]string{"favor": "discard the Imperial Favor and draw a card"}, Pass: "keep the Imperial Favor"},
		Labels: func(x *Ctx, _, _ int) []string { return []string{"favor"} },
		Picked: func(x *Ctx, p int, _ string, _ int) {
			x.DiscardFavor()
			x.Draw(p, 1)
		},
		Declined: func(x *Ctx, p, _ int) {
			if x.ControlsTitle(p, "Voice of the Emperor") {
				x.Draw(p, 1)
			}
		},
	})
}

// The Shogun's Barracks.
func init() {
	// The Shogun's Barracks (a Unique Holding): bow: 2 Gold. Favor
	// Political Reaction, bow it: before a Province of yours refills, you
	// may discard the Imperial Favor; if you did, or you control the Right
	// Hand of the Emperor, it refills face up.
	rightHand := func(x *Ctx, p int) bool { return x.ControlsTitle(p, "Right Hand of the Emperor") }
	Register("the-shoguns-barracks", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "a Province of yours about to refill, bow it: discard the Favor, or have the Right Hand of the Emperor, to refill it face up", Timing: Reaction, On: OnBeforeRefill,
		Bow: true, Absent: true, Keywords: []string{"Favor", "Political"},
		If: func(x *Ctx) bool { return x.Ev.Player == x.P && (x.Favor(x.P) || rightHand(x, x.P)) },
		Effect: func(x *Ctx) {
			if x.Favor(x.P) {
				x.Ask(x.P, "the-shoguns-barracks", 1, 0)
				return
			}
			x.RefilledFaceUp()
		},
	}}})
	RegisterChoice("the-shoguns-barracks", &Choice{
		Prompt: "discard the Imperial Favor to refill the Province face up?",
		Words:  Words{Labels: map[string]string{"favor": "discard the Imperial Favor and refill the Province face up"}, Pass: "keep the Imperial Favor"},
		Labels: func(x *Ctx, _, _ int) []string { return []string{"favor"} },
		Picked: func(x *Ctx, _ int, _ string, _ int) {
			x.DiscardFavor()
			x.RefilledFaceUp()
		},
		Declined: func(x *Ctx, p, _ int) {
			if rightHand(x, p) {
				x.RefilledFaceUp()
			}
		},
	})
}

// Holdings that undo Events.
func init() {
	// Shrine of the Sun: bow for 2 Gold; Limited, bow it and destroy it:
	// an Event another player owns, in a discard pile or in play, has all
	// its ongoing effects ended and is shuffled into its owner's deck.
	Register("shrine-of-the-sun", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow and destroy it: end another player's Event's effects, shuffle it into his deck", Timing: Limited, Bow: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose another player's Event in a discard pile or in play", Piles: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "event" && x.Owner(id) != x.P
		}}},
		Effect: func(x *Ctx) {
			x.EndEffectsOf(x.Target())
			x.ShuffleIntoDecks(x.Target())
		},
	}}})
}

// Regions and Holdings.
func init() {
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

// Personalities of Kiho, Gold and the Mantis.
func init() {
	Register("barley-farm", &Text{Says: "bow for 1 Gold; Reaction: each Gold cost its player pays, it produces 1 Gold more, bowing or not", Produce: 1, PayBonus: func(*Ctx, int) int { return 1 }})
}

// Cards whose traits act before the game begins (the setup, LE-SETUP-2).
func init() {
	Register("a-favor-returned", &Text{Says: "bow for 2 Gold, 3 paying for a Holding (the extra Gold only for it); before the game, a player who does not go first may put it into play from his deck, bowed: it does not straighten before his third Straighten Phase, and his Bamboo Harvesters and Legacy Holdings are removed from the game", Produce: 2,
		ProduceFor: func(x *Ctx, paying int) int {
			if paying >= 0 && x.Type(paying) == "holding" {
				return 1
			}
			return 0
		},
		BeforeShuffle: func(x *Ctx) {
			if !x.First(x.P) {
				x.Ask(x.P, "favor-returned", 1, 0)
			}
		},
	})
	RegisterChoice("favor-returned", &Choice{
		Prompt: "put A Favor Returned into play from your deck, bowed?",
		Words:  Words{Labels: map[string]string{"search": "put it into play"}, Pass: "leave it in your deck"},
		Labels: func(*Ctx, int, int) []string { return []string{"search"} },
		Picked: func(x *Ctx, p int, _ string, _ int) {
			x.DeckToPlay(x.Self, true)
			x.NoStraightenUntilThird(x.Self, p)
			for _, deck := range [][]int{x.S.P[p].DynastyDeck, x.S.P[p].FateDeck} {
				for _, id := range append([]int(nil), deck...) {
					if x.TitleOf(id) == "Bamboo Harvesters" || x.Type(id) == "holding" && x.Has(id, "Legacy") {
						x.RemoveFromGame(id)
					}
				}
			}
		},
	})
}

// Holdings that call their own.
func init() {
	Register("gifts-and-favors", &Text{Says: "bow for 2 Gold; after its owner's Dynasty Phase ends, a copy of his not in play, if he brought no Gold-producing Holding into play this turn, lets him bow his Stronghold to search his Dynasty deck, then his face-down Provinces, for a Gifts and Favors and put the first found into play bowed, for nothing; finding none, he is out of the game", Produce: 2, RemembersHoldings: true})
}

// Cards that redirect an action to another target (LE-REDIRECT-1).
func init() {
	// House of the Spring Chrysanthemum: bow for 2 Gold; Reaction: an
	// action targeting your unbowed Ninja Personality bows him, and if
	// another Ninja could be its target, targets the one its player
	// chooses instead.
	ninja := func(x *Ctx, id int) bool { return x.Personality(id) && x.Has(id, "Ninja") }
	Register("house-of-the-spring-chrysanthemum", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "your Ninja targeted: bow him; the action's player picks another Ninja for it", Timing: Reaction, On: OnTargeted,
		If: func(x *Ctx) bool { s := x.Subject(); return ninja(x, s) && x.Mine(s) && !x.Card(s).Bowed },
		Effect: func(x *Ctx) {
			s := x.Subject()
			x.Bow(s)
			if x.Card(s).Bowed && len(x.RedirectOptions(s, func(id int) bool { return ninja(x, id) })) > 0 {
				x.Ask(x.Ev.Player, "chrysanthemum", 1, s)
			}
		},
	}}})
	RegisterChoice("chrysanthemum", &Choice{
		Prompt: "choose another Ninja Personality your action targets instead",
		Options: func(x *Ctx, _, from int) []int {
			return x.RedirectOptions(from, func(id int) bool { return ninja(x, id) })
		},
		Done: func(x *Ctx, _ int, chosen []int, from int) {
			for _, id := range chosen {
				x.Redirect(from, id)
			}
		},
	})
}

// Cards that destroy or need Terrains.
func init() {
	// Akodo's Grave: bow for 2 Gold; Battle, bow it and destroy it:
	// destroy a Terrain.
	Register("akodos-grave", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow, destroy it: destroy a Terrain", Timing: Battle, Bow: true, DestroySelf: true,
		Targets: []*Target{aTerrain("choose the Terrain to destroy")},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
}
