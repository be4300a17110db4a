package cards

import . "tessen/games/l5rccg"

func init() {
	// Plains of Amaterasu: Reaction, destroy it: before your non-
	// Shadowlands Personality defending at its Province's battlefield is
	// destroyed, negate that and move him home.
	Register("plains-of-amaterasu", &Text{Abilities: []*Ability{{
		Text: "your defender there would be destroyed, destroy it: negate that, move him home", Timing: Reaction, On: OnBeforeDestroyed, DestroySelf: true, Absent: true,
		If: func(x *Ctx) bool {
			v := x.Subject()
			return x.Personality(v) && x.Mine(v) && !x.Has(v, "Shadowlands") && x.Defending(v) && x.Location(v) == x.ProvinceOf(x.Self)
		},
		Effect: func(x *Ctx) {
			x.Negate()
			x.MoveHome(x.Subject())
		},
	}}})
}

// Regions.
func init() {
	// Farmlands: Limited, 2 Gold: create a 1F Follower on your target
	// Personality.
	Register("farmlands", &Text{Abilities: []*Ability{{
		Text: "2 Gold: a 1F Follower on your Personality", Timing: Limited, Gold: 2, CreatesFollower: true,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Create("created-follower", 0, x.Target()) },
	}}})
	// Utaku Meadows: Limited, 3 Gold: create a 1F Cavalry Follower on your
	// target Personality.
	Register("utaku-meadows", &Text{Abilities: []*Ability{{
		Text: "3 Gold: a 1F Cavalry Follower on your Personality", Timing: Limited, Gold: 3, CreatesFollower: true,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Create("created-cavalry", 0, x.Target()) },
	}}})
	// Ruins of Otosan Uchi: its Province has +2 strength; Limited, bow your
	// Stronghold and destroy it: destroy a target Region.
	Register("ruins-of-otosan-uchi", &Text{Strength: 2, Abilities: []*Ability{{
		Text: "bow your Stronghold, destroy it: destroy a Region", Timing: Limited, BowStronghold: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose a Region to destroy", Region: true, Filter: func(x *Ctx, id int) bool { return id != x.Self }}},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Toturi's Grave: it does not count against its Province's one Region;
	// Battle, bow it and remove it from the game: each Follower of yours
	// gets +2F.
	Register("toturis-grave", &Text{FreeRegion: true, Abilities: []*Ability{{
		Text: "bow it, remove it from the game: +2F to each of your Followers", Timing: Battle, Bow: true,
		Effect: func(x *Ctx) {
			x.RemoveFromGame(x.Self)
			for _, u := range x.InPlay(x.P) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "follower" {
						x.Give(a, 2, 0, "")
					}
				}
			}
		},
	}}})
	// Traitor's Grove: Limited: destroy a target Personality of your
	// Clan's alignment who lacks his controller's.
	Register("traitors-grove", &Text{Abilities: []*Ability{{
		Text: "destroy a Personality of your Clan serving another", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Personality of your Clan who lacks his controller's", Filter: personality(func(x *Ctx, id int) bool {
			mine, theirs := x.Alignment(x.P), x.Alignment(x.Controller(id))
			return mine != "" && x.Has(id, mine) && (theirs == "" || !x.Has(id, theirs))
		})}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	Register("big-stink", &Text{
		Says: "non-Goblin Personalities and Followers have -1F at its Province's battlefield; after a Goblin enters play from its Province, two 1F Goblin Followers are created on him",
		Aura: func(x *Ctx, id int) (int, int) {
			t := x.Type(id)
			if (t == "personality" || t == "follower") && !x.Has(id, "Goblin") && x.InArmy(id) &&
				x.Location(id) == int(x.Card(x.Self).Prov) && x.Owner(x.Self) == x.S.Attack.Defender {
				return -1, 0
			}
			return 0, 0
		},
		Arrived: func(x *Ctx, card int) {
			if x.Has(card, "Goblin") && x.Personality(card) {
				for range 2 {
					x.Create("created-goblin", 0, card)
				}
			}
		},
	})
}

// Sources of Gold that pay only with another.
func init() {
	Register("city-of-gold", &Text{Says: "its Province has -1 strength while it is bowed; Reaction, bow it: after you bow a Holding to produce Gold, 1 more Gold for that payment", Produce: 1, WithHolding: true, StrengthBowed: -1})
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

// Items, Followers and a Region of battles.
func init() {
	// The Shogun's Armory: its player may equip Items as a Battle action;
	// Limited: a non-Unique Item of his discard pile to hand.
	Register("the-shoguns-armory", &Text{Abilities: []*Ability{{
		Text: "a non-Unique Item of your discard pile to hand", Timing: Limited,
		If:     func(x *Ctx) bool { return len(discardItems(x)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "armory", 1, 0) },
	}}})
	RegisterChoice("armory", &Choice{
		Prompt:  "choose a non-Unique Item of your discard pile to take",
		Options: func(x *Ctx, _, _ int) []int { return discardItems(x) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardToHand(id)
			}
		},
	})
}

// discardItems are the non-Unique Items of the player's Fate discard pile.
func discardItems(x *Ctx) []int {
	var out []int
	for _, id := range x.S.P[x.P].FateDiscard {
		if x.Type(id) == "item" && !x.Unique(id) {
			out = append(out, id)
		}
	}
	return out
}

// Regions of the Ratlings.
func init() {
	// Ratling Village: Reaction, a Ratling Personality paid for from its
	// Province: 2 Gold less (to a minimum of 1), or a Ratling Follower
	// from hand attached to him for nothing once he enters play; Limited,
	// 1 Gold: a 0F Nonhuman Ratling Pack Follower joins your Ratling
	// Personality.
	Register("ratling-village", &Text{AidsRecruit: "Ratling", Abilities: []*Ability{{
		Text: "1 Gold: a 0F Ratling Pack Follower joins your Ratling Personality", Timing: Limited, Gold: 1, CreatesFollower: true,
		Targets: []*Target{{Prompt: "choose your Ratling Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.Has(id, "Ratling")
		})}},
		Effect: func(x *Ctx) { x.Create("created-ratling-pack", 0, x.Target()) },
	}}})
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
}
