package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards that copy abilities (LE-COPY-1).

func init() {
	// Water Dragon: will not attach Followers or Items; Water Reaction,
	// after a turn begins: it copies, for the turn, an ability of a
	// Shugenja (one that does not itself copy).
	Register("water-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{{
		Text: "a turn began: copy an ability of a Shugenja for the turn", Timing: Reaction, On: OnTurnBegan, Keywords: []string{"Water"}, Copies: true,
		Targets: []*Target{{Prompt: "choose a Shugenja whose ability the Water Dragon copies", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Has(id, "Shugenja") && len(x.Copyable(id)) > 0
		}}},
		Effect: func(x *Ctx) { x.Ask(x.P, "copy-ability", 1, x.Target()) },
	}}})
	Register("scouting-party", &Text{Says: "before its player announces a Battle action, it may copy a printed Battle ability of a Follower in his discard pile (one that does not copy, not used its most times this turn) and take it, bowing itself for it: it has those abilities, each with \"bow this card\" among its costs (the copy is gone once the action resolves: it is the card's while the Follower is there to copy)", BorrowsBowing: true, Borrows: func(x *Ctx) []Borrowed {
		var out []Borrowed
		for _, id := range x.S.P[x.P].FateDiscard {
			if x.Type(id) != "follower" {
				continue
			}
			for _, i := range x.Copyable(id) {
				if a := x.AbilityOf(id, i); a.Timing == Battle || a.Timing == BattleOpen {
					out = append(out, Borrowed{Card: id, Index: i})
				}
			}
		}
		return out
	}})
	// Yoritomo Kiroto (a Storm Rider of the Lotus pool beyond the base
	// set): 2 Gold less while his player controls an Orochi; Open, once a
	// turn, bow him: straighten an Orochi.
	Register("yoritomo-kiroto", &Text{
		Discount: func(x *Ctx, _ int) int {
			if count(x.InPlay(x.P), func(id int) bool { return orochi(x, id) }) > 0 {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{{
			Text: "bow him: straighten an Orochi", Timing: Open, Bow: true,
			Targets: []*Target{{Prompt: "choose an Orochi to straighten", Filter: orochi}},
			Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
		}},
	})
	// Orochi Sensei: Limited, 3 Gold, remove a Storm Rider Personality of
	// your discard pile from the game: an Orochi gets a created Naval
	// Storm Rider Follower whose base Force is his printed Force, with
	// his abilities for the rest of the game.
	Register("orochi-sensei", &Text{Abilities: []*Ability{{
		Text: "3 Gold, a Storm Rider of your discard pile removed: a Follower of his Force and abilities on an Orochi", Timing: Limited, Gold: 3, Copies: true, CreatesFollower: true,
		Targets: []*Target{
			{Prompt: "choose a Storm Rider Personality of your discard pile to remove from the game", Piles: true, Filter: func(x *Ctx, id int) bool {
				return x.Card(id).Zone == ZDynastyDiscard && x.Owner(id) == x.P && x.Type(id) == "personality" && x.Has(id, "Storm Rider")
			}},
			{Prompt: "choose an Orochi to take the Follower", Filter: orochi},
		},
		Effect: func(x *Ctx) {
			rider, orochi := x.Targets[0], x.Targets[1]
			x.RemoveFromGame(rider)
			if f := x.Create("created-storm-rider", 0, orochi); f >= 0 {
				x.GiveBase(f, x.PrintedForce(rider), 0, 0, 0)
				for _, i := range x.Copyable(rider) {
					x.CopyAbility(f, rider, i, UntilGame)
				}
			}
		},
	}}})
	// Masagaro Sensei: its player's Personalities have at most 4 Force
	// while they have no Followers; Tireless Battle, twice a battle,
	// discard a Follower from hand: his opposed performing Follower
	// copies a Battle ability of the discarded one (not one that copies)
	// and may use it at once, ignoring its costs, as an additional Battle
	// action; the copy is gone once that action ends, or if he passes it.
	battleAbilities := func(x *Ctx, id int) []int {
		var out []int
		for _, i := range x.Copyable(id) {
			if a := x.AbilityOf(id, i); a.Timing == Battle || a.Timing == BattleOpen {
				out = append(out, i)
			}
		}
		return out
	}
	Register("masagaro-sensei", &Text{MaxForceAlone: 4, Abilities: []*Ability{{
		Text: "twice a battle, discard a Follower: your opposed Follower uses one of its Battle abilities now, ignoring costs", Timing: Battle, Times: 2, Per: "battle",
		Keywords: []string{"Tireless"}, Copies: true, Discard: 1,
		DiscardOf: func(x *Ctx, id int) bool { return x.Type(id) == "follower" && len(battleAbilities(x, id)) > 0 },
		Targets: []*Target{{Prompt: "choose your opposed performing Follower", Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "follower" && x.Mine(id) && x.Opposed(id)
		}}},
		Effect: func(x *Ctx) {
			from := x.Discarded[0]
			if list := battleAbilities(x, from); len(list) == 1 {
				x.ExtraCopied(x.Target(), from, list[0])
			} else {
				x.Ask(x.P, "masagaro-sensei", 1, x.Target())
			}
		},
	}}})
	// masagaro-sensei: which Battle ability of the Follower just
	// discarded (the top of the Fate discard pile) Follower n copies.
	RegisterChoice("masagaro-sensei", &Choice{
		Prompt: "choose the Battle ability of the discarded Follower to copy",
		Word: func(x *Ctx, label string, _ int) string {
			pile := x.S.P[x.P].FateDiscard
			return abilityWords(x, pile[len(pile)-1], label, "copy")
		},
		Labels: func(x *Ctx, p, _ int) []string {
			pile := x.S.P[p].FateDiscard
			return abilityNumbers(battleAbilities(x, pile[len(pile)-1]))
		},
		Picked: func(x *Ctx, p int, label string, to int) {
			n, _ := strconv.Atoi(label)
			pile := x.S.P[p].FateDiscard
			x.ExtraCopied(to, pile[len(pile)-1], n-1)
		},
	})
	// copy-ability: the card whose effect asks copies, until the turn
	// ends, the ability of card n chosen by its number on the card.
	RegisterChoice("copy-ability", &Choice{
		Prompt: "choose the ability to copy",
		Word:   func(x *Ctx, label string, from int) string { return abilityWords(x, from, label, "copy") },
		Labels: func(x *Ctx, _, from int) []string { return abilityNumbers(x.Copyable(from)) },
		Picked: func(x *Ctx, _ int, label string, from int) {
			n, _ := strconv.Atoi(label)
			x.CopyAbility(x.Self, from, n-1, UntilTurn)
		},
	})
}

// abilityNumbers labels abilities, given by index, with their numbers on
// the card (counting from 1), the way players name them in "use CARD #N".
func abilityNumbers(indexes []int) []string {
	out := make([]string, 0, len(indexes))
	for _, i := range indexes {
		out = append(out, strconv.Itoa(i+1))
	}
	return out
}

// abilityWords says a choice of one of a card's abilities by its number
// (label, from 1): what choosing it does (verb: "copy") and the
// ability's own words.
func abilityWords(x *Ctx, card int, label, verb string) string {
	n, err := strconv.Atoi(label)
	if err != nil {
		return ""
	}
	if a := x.AbilityOf(card, n-1); a != nil && a.Text != "" {
		return verb + " " + a.Text
	}
	return ""
}

// orochi reports a Personality of the Orochi.
func orochi(x *Ctx, id int) bool { return x.Personality(id) && x.Has(id, "Orochi") }
