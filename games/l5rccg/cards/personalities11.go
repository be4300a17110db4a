package cards

import . "tessen/games/l5rccg"

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
	// Tsurayuki: takes only Storm Rider attachments; Storm Rider
	// Followers on him have Cavalry.
	Register("tsurayuki", &Text{
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
	// Moshangoru: his player loses 2 Honor as he enters play; destroyed in
	// a battle, he gives the enemy leader, until that player's next turn
	// ends, the Reaction "once in the game, when paying a Gold cost,
	// produce 5 Gold for only that cost".
	Register("moshangoru", &Text{Enters: loseOnEntry(2), Destroyed: func(x *Ctx, where int) {
		if l := x.EnemyLeader(); where > 0 && l >= 0 {
			x.GiveOnceGold(l, x.UntilNextTurnEnds(l))
		}
	}})
}
