package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// itemsInHand are the Items of the player's hand he could attach now.
func itemsInHand(x *Ctx) []int {
	var out []int
	for _, id := range x.Hand(x.P) {
		if x.Type(id) == "item" && x.CanAttachNow(id) {
			out = append(out, id)
		}
	}
	return out
}

// Items, Followers and a Region of battles.
func init() {
	// Yumi of Fire: 1 Gold less for a Unicorn Clan player; it may be
	// attached from hand as a Battle action, after which its player may
	// take another Battle action to use it; Battle, bow its Personality:
	// two Ranged 3 Attacks, one after the other.
	Register("yumi-of-fire", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.Clan(x.P, "unicorn") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "attach it from your hand; then another Battle action", Timing: Battle, FromHand: true,
				If: func(x *Ctx) bool { return x.CanAttachNow(x.Self) },
				Effect: func(x *Ctx) {
					x.AdditionalAction()
					x.AttachFromHand(x.Self)
				}},
			{Text: "bow its Personality: two Ranged 3 Attacks", Timing: Battle, BowBearer: true, Ranged: 3,
				Effect: func(x *Ctx) { x.Ask(x.P, "ranged", 1, 3) }},
		},
	})
	// Silent Warriors: Battle, for the Defender with a Crane Clan
	// Personality: his unit and another of his at the same place move to a
	// place; or the same, destroying it: 2 Honor, a card drawn, and
	// another Battle action.
	warriors := func(destroy bool) *Ability {
		a := &Ability{Text: "with another unit of yours here, move both to a place", Timing: Battle, Absent: true,
			If: func(x *Ctx) bool {
				b := x.Bearer()
				return b >= 0 && x.P == x.S.Attack.Defender && x.Has(b, "Crane Clan")
			},
			Targets: []*Target{{Prompt: "choose another unit of yours at the same place", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Mine(id) && id != x.Bearer() && x.Location(id) == x.Location(x.Bearer())
			})}},
			Effect: func(x *Ctx) {
				x.Mark(x.Bearer(), "moving-together", UntilTurn)
				if destroy { // "as a cost": its Personality known first
					x.Destroy(x.Self)
					x.GainHonor(x.P, 2)
					x.Draw(x.P, 1)
					x.AdditionalAction()
				}
				x.Ask(x.P, "warriors-move", 1, x.Target())
			}}
		if destroy {
			a.Text, a.Same = "destroy it: the same, 2 Honor, a card and another Battle action", 1
		}
		return a
	}
	Register("silent-warriors", &Text{Abilities: []*Ability{warriors(false), warriors(true)}})
	RegisterChoice("warriors-move", &Choice{
		Prompt: "choose where the units move: home, or a battlefield",
		Words:  Words{Labels: map[string]string{"home": "move them home"}, Each: "move them to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, other int) []string {
			out := []string{}
			if x.Location(other) != 0 {
				out = append(out, "home")
			}
			for _, n := range x.S.Attack.Fields {
				if x.IsBattlefield(n) && n != x.Location(other) {
					out = append(out, strconv.Itoa(n))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, other int) {
			to := 0
			if word != "home" {
				to, _ = strconv.Atoi(word)
			}
			for _, id := range x.InPlay(x.Controller(other)) {
				if x.Marked(id, "moving-together") {
					x.Unmark(id, "moving-together")
					x.MoveTo(id, to)
				}
			}
			x.MoveTo(other, to)
		},
	})
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
	RegisterRuleAction("armory", &Ability{
		Text: "with the Shogun's Armory: equip an Item from your hand", Timing: Battle, Any: true,
		If:     func(x *Ctx) bool { return x.HasRegionTitled(x.P, "The Shogun's Armory") && len(itemsInHand(x)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "armory-equip", 1, 0) },
	})
	RegisterChoice("armory-equip", &Choice{
		Prompt:  "choose an Item of your hand to equip",
		Options: func(x *Ctx, _, _ int) []int { return itemsInHand(x) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.AttachFromHand(id)
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
