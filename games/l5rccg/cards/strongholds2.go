package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Strongholds of Spells, Dragons, Followers and Items.
func init() {
	// Morikage Toshi: Spells its player owns cost 2 Gold less; equipping a
	// Spell from hand is a Battle/Open action; Limited, bow your performing
	// Shugenja: a Spell or Kiho of the top four Fate cards may be shown
	// and taken.
	spellsInHand := func(x *Ctx) []int {
		var out []int
		for _, id := range x.Hand(x.P) {
			if x.Type(id) == "spell" && x.CanAttachNow(id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("morikage-toshi", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) == "spell" {
				return -2
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "equip a Spell from your hand", Timing: BattleOpen, Any: true,
				If:     func(x *Ctx) bool { return len(spellsInHand(x)) > 0 },
				Effect: func(x *Ctx) { x.Ask(x.P, "morikage-spell", 1, 0) }},
			{Text: "bow your Shugenja: a Spell or Kiho of your top four Fate cards to hand", Timing: Limited,
				Targets: []*Target{targetPerformer("choose your performing Shugenja to bow", true, "Shugenja")},
				Effect:  func(x *Ctx) { x.Ask(x.P, "morikage-four", 1, 0) }},
		},
	})
	RegisterChoice("morikage-spell", &Choice{
		Prompt:  "choose a Spell of your hand to equip",
		Options: func(x *Ctx, _, _ int) []int { return spellsInHand(x) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.AttachFromHand(id)
			}
		},
	})
	RegisterChoice("morikage-four", &Choice{
		Prompt: "choose a Spell or Kiho of your top four Fate cards to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			deck := x.S.P[p].FateDeck
			for _, id := range deck[:min(4, len(deck))] {
				if x.Type(id) == "spell" || x.Type(id) == "strategy" && x.Has(id, "Kiho") {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
		},
	})
	Register("temple-of-the-eight-guardians", &Text{Says: "Unaligned Nonhuman Dragons its player owns cost 3 Gold less, Phoenix Clan Nonhuman Dragons 2; once a turn, a Shugenja of his need not bow for his own ability or a Spell's", FreeShugenjaBow: true,
		CostOf: func(x *Ctx, card int) int {
			if !x.Has(card, "Dragon") || !x.Has(card, "Nonhuman") {
				return 0
			}
			switch {
			case x.Has(card, "Unaligned"):
				return -3
			case x.Has(card, "Phoenix Clan"):
				return -2
			}
			return 0
		}})
	Register("shiro-no-yojin", &Text{
		Says: "paying for a Follower or Item, it produces 2 Gold more; once a bowing that paid for a Samurai Personality, a Follower or Item may join him from hand, 2 Gold less, as he enters play",
		ProduceFor: func(x *Ctx, paying int) int {
			if paying < 0 {
				return 0
			}
			if t := x.Type(paying); t == "follower" || t == "item" {
				return 2
			}
			return 0
		},
		Produced: func(x *Ctx, paying int) {
			if paying >= 0 && x.Type(paying) == "personality" {
				x.Mark(paying, "paid-by-yojin", UntilTurn)
			}
		},
		Entered: func(x *Ctx, card int) {
			if x.Marked(card, "paid-by-yojin") && x.Has(card, "Samurai") {
				x.Ask(x.P, "yojin", 1, card)
			}
		},
	})
	equipForLess("yojin", 2, "follower", "item")
}

// equipForLess registers a choice of a card of some types from hand to
// attach to a Personality (the choice's n) for less Gold.
func equipForLess(name string, less int, types ...string) {
	RegisterChoice(name, &Choice{
		Prompt: "choose a card of your hand to attach to him for " + strconv.Itoa(less) + " Gold less, if you like", AtMost: true,
		Words: Words{Card: "attach %s", Done: "attach none"},
		Options: func(x *Ctx, p, person int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if contains(types, x.Type(id)) && x.MayHold(id, person) && x.CanPay(p, max(0, x.S.GoldCost(id)-less)) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, person int) {
			for _, id := range chosen {
				x.CostMore(id, -less, UntilTurn)
				x.Equip(id, person)
			}
		},
	})
}

// Castle of the Wasp.
func init() {
	Register("castle-of-the-wasp", &Text{Says: "its player combines Ranged Attacks of different units; once a battle, an uncombined Ranged Attack from his attacking army may target the battlefield's Province instead, a strength penalty of its strength; once a battle, a card of his may ignore bowing for a Ranged Attack's cost, then targeting only an enemy card", CombinesAcross: true})
}

// Castle of the Swift Sword.
func init() {
	Register("castle-of-the-swift-sword", &Text{Says: "once a battle, its player plays a Terrain though one is in play, the others destroyed first, and draws a card after; once a turn, with a Tactician at the battle, he uses an ability a Formation in his hand gives, as the Strategy's only text, his Tacticians performing it whatever keywords it asks for", TerrainsAnyway: true})
}

// Shiro no Soshi.
func init() {
	// Shiro no Soshi: its player's non-Unique Ninja Personalities without
	// Ninjutsu have Ninjutsu, of their printed Gold Cost less 6; as a
	// Province of his is revealed, he may look at its card and keep a
	// Ninjutsu Personality face down; Repeatable Battle/Open: a face-down
	// Ninja not targeted by, nor performing, an action this turn gets +2F
	// until he is, or the turn ends.
	Register("shiro-no-soshi", &Text{GivesNinjutsu: true, Abilities: []*Ability{{
		Text: "a face-down Ninja not singled out this turn: +2F until he is", Timing: BattleOpen, Any: true,
		Targets: []*Target{{Prompt: "choose a face-down Ninja not targeted by nor performing an action this turn", Anywhere: true, Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Has(id, "Ninja") && x.NinjaUnsingled(id)
		}}},
		Effect: func(x *Ctx) { x.GiveUntilSingled(x.Target(), 2) },
	}}})
}
