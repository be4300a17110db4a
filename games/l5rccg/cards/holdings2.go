package cards

import . "tessen/games/l5rccg"

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
	// Tamori Aoki: Reaction: before his player's End Phase draw, discard a
	// card: draw an additional card after it.
	Register("tamori-aoki", &Text{Abilities: []*Ability{{
		Text: "discard a card: an additional card after the End Phase's draw", Timing: Reaction, On: OnEndDraw, Discard: 1,
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P },
		Effect: func(x *Ctx) { x.EndDrawExtra() },
	}}})
	// War Cry: focused from its owner's discard pile in a duel, then
	// removed from the game; Battle: your performing Samurai gets +1F for
	// each unit of yours in his army.
	Register("war-cry", &Text{FocusFromDiscard: true, Abilities: []*Ability{{
		Text: "your Samurai: +1F for each unit of yours in his army", Timing: Battle,
		Targets: []*Target{performer("choose your performing Samurai", false, "Samurai")},
		Effect:  func(x *Ctx) { x.Give(x.Target(), len(atBattleOf(x, x.P)), 0, "") },
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
	Register("city-of-gold", &Text{Says: "its Province has -1 strength while it is bowed; Reaction, bow it: after you bow a Holding to produce Gold, 1 more Gold for that payment", Produce: 1, WithHolding: true, StrengthBowed: -1})
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

// Shinsei's Last Hope.
func init() {
	Register("shinseis-last-hope", &Text{Says: "Reaction, before a Follower attaches: its Honor Requirement is 1 (once a turn; used for you whenever a Follower needs it). Reaction, bow it, paying for a Follower or an action that creates one: 2 Gold off that cost, never below 1 (offered among your sources of Gold when you pay those costs)", LowersHonorReq: true,
		ProduceFor: func(x *Ctx, paying int) int {
			cost, action := x.Paying()
			if cost == 0 && paying >= 0 { // asked before paying: whether it could be paid
				cost = x.S.GoldCost(paying)
			}
			if paying >= 0 && x.Type(paying) == "follower" || paying < 0 && action != nil && action.CreatesFollower {
				return min(2, max(0, cost-1))
			}
			return 0
		}})
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
