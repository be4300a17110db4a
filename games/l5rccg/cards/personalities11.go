package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

// Personalities of Regions and Storm Riders.
func init() {
	// Utaku Tarako: the other Personalities in her army have +1F while
	// their battlefield's Province has a Region; Battle: destroy your
	// Region to destroy an enemy Follower, Item, or Personality without
	// Followers or Items.
	Register("utaku-tarako", &Text{
		Aura: func(x *Ctx, id int) (int, int) {
			if id == x.Self || !x.Personality(id) || !x.InArmy(id) || !x.InArmy(x.Self) {
				return 0, 0
			}
			at := x.Location(x.Self)
			if x.Location(id) != at || x.Attacking(id) != x.Attacking(x.Self) || len(x.Regions(x.S.Attack.Defender, at)) == 0 {
				return 0, 0
			}
			return 1, 0
		},
		Abilities: []*Ability{{
			Text: "destroy your Region: destroy an enemy Follower, Item, or Personality without either", Timing: Battle,
			Targets: []*Target{
				{Prompt: "choose your Region to destroy", Region: true, Destroy: true, Filter: func(x *Ctx, id int) bool { return x.Mine(id) }},
				{Prompt: "choose the enemy card to destroy", Anywhere: true, Filter: func(x *Ctx, id int) bool {
					if !x.Enemy(id) {
						return false
					}
					switch x.Type(id) {
					case "follower", "item":
						return true
					case "personality":
						return count(x.Attachments(id), func(a int) bool { t := x.Type(a); return t == "follower" || t == "item" }) == 0
					}
					return false
				}},
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
		}},
	})
	Register("tsurayuki", &Text{
		Says:  "takes only Storm Rider attachments; Storm Rider Followers on him have Cavalry.",
		Takes: func(x *Ctx, card int) bool { return x.Has(card, "Storm Rider") },
		GrantsAttached: func(x *Ctx, card int) []string {
			if x.Type(card) == "follower" && x.PrintedHas(card, "Storm Rider") { // printed: Has would ask him again
				return []string{"Cavalry"}
			}
			return nil
		},
	})
}

func init() {
	Register("moshangoru", &Text{Says: "his player loses 2 Honor as he enters play; destroyed in a battle, he gives the enemy leader, until that player's next turn ends, the Reaction \"once in the game, when paying a Gold cost, produce 5 Gold for only that cost\"", Enters: loseOnEntry(2), Destroyed: func(x *Ctx, where int) {
		if l := x.EnemyLeader(); where > 0 && l >= 0 {
			x.GiveOnceGold(l, x.UntilNextTurnEnds(l))
		}
	}})
}

// Champions who act even if bowed or dead, and an Obi of silence.
func init() {
	elements := []string{"Air", "Earth", "Fire", "Water", "Void"}
	// Shiba Mirabu: the Personalities in his army have a Force bonus of
	// the number of elements among its cards' keywords; Battle, even if
	// he is bowed or dead: straighten the Shugenja of your army there.
	Register("shiba-mirabu-exp3", &Text{
		Aura: func(x *Ctx, id int) (int, int) {
			if !x.Personality(id) || !x.InArmy(x.Self) || !x.InArmy(id) || x.Location(id) != x.Location(x.Self) || x.Attacking(id) != x.Attacking(x.Self) {
				return 0, 0
			}
			n := 0
			for _, e := range elements {
				if slices.ContainsFunc(x.Army(x.Self), func(u int) bool {
					return x.Has(u, e) || slices.ContainsFunc(x.Attachments(u), func(a int) bool { return x.Has(a, e) })
				}) {
					n++
				}
			}
			return n, 0
		},
		Abilities: []*Ability{{
			Text: "even bowed or dead: straighten the Shugenja of your army", Timing: Battle, EvenBowed: true, EvenDiscarded: true,
			Effect: func(x *Ctx) {
				for _, u := range x.UnitsAt(x.P, x.S.Attack.Battle) {
					for _, id := range append([]int{u}, x.Attachments(u)...) {
						if x.Has(id, "Shugenja") && x.Card(id).Bowed {
							x.Straighten(id)
						}
					}
				}
			},
		}},
	})
	// Obi of Silence: its Personality will not issue challenges;
	// Reaction: after he is challenged, bow it: draw a card; Limited,
	// even from the discard pile, with your Fate deck empty: shuffle your
	// Fate discard pile into it, and draw no more cards outside your End
	// Phase.
	Register("obi-of-silence", &Text{NoChallenges: true, Abilities: []*Ability{
		{Text: "its Personality challenged, bow it: draw a card", Timing: Reaction, On: OnChallenged, Bow: true, Absent: true,
			If:     func(x *Ctx) bool { return x.Subject() == x.Bearer() },
			Effect: func(x *Ctx) { x.Draw(x.P, 1) }},
		{Text: "your Fate deck empty, even from the discard pile: reshuffle it, and draw only in your End Phase", Timing: Limited, EvenDiscarded: true,
			If: func(x *Ctx) bool { return len(x.S.P[x.P].FateDeck) == 0 && x.Owner(x.Self) == x.P },
			Effect: func(x *Ctx) {
				x.FateDiscardToDeck(x.P)
				x.DrawOnlyInEndPhase(x.P)
			}},
	}})
}

// The Jade Crab and the peasants who stand with heroes.
func init() {
	// Hida Kuon: other players' effects will not bow Heroes at his
	// location; the first time each phase another player targets a
	// Personality of his player's, that targeting costs a discard; Battle:
	// bow a unit of less Force than his.
	Register("hida-kuon-exp4", &Text{GuardsTargets: true,
		Unbowed: func(x *Ctx, causer, id int) bool {
			return causer >= 0 && causer != x.P && x.Personality(id) && x.Has(id, "Hero") && x.IsInPlay(x.Self) && x.Location(id) == x.Location(x.Self)
		},
		Abilities: []*Ability{{
			Text: "bow a unit of less Force than his", Timing: Battle,
			Targets: []*Target{{Prompt: "choose a unit of less Force than Kuon's", Filter: personality(func(x *Ctx, id int) bool {
				return x.UnitForce(id) < x.UnitForce(x.Self)
			})}},
			Effect: func(x *Ctx) { x.BowUnit(x.Target()) },
		}},
	})
	// Peasant Riots: Heroic Open: until the turn ends, other players'
	// Strategies that target your Yu Personalities cost a discard more.
	Register("peasant-riots", &Text{GuardsTargets: true, Abilities: []*Ability{{
		Text: "this turn, other players' Strategies targeting your Yu Personalities cost a discard", Timing: Open,
		Effect: func(x *Ctx) { x.Riot() },
	}}})
}
