package cards

import . "tessen/games/l5rccg"

// Personalities that answer bonuses and penalties, and targeting.
func init() {
	// Bayushi Utamuro: Reaction, at the battle, as the Resolution Segment
	// begins: destroy him: up to two units opposing him, each of a lower
	// total Gold Cost than his unit, are destroyed.
	cheaper := func(x *Ctx, id int) bool {
		return x.Personality(id) && x.Opposes(id) && x.UnitGold(id) < x.UnitGold(x.Self)
	}
	Register("bayushi-utamuro", &Text{Abilities: []*Ability{{
		Text: "the Resolution Segment begins, destroy him: up to two cheaper opposing units destroyed", Timing: Reaction, On: OnResolution, DestroySelf: true,
		If: func(x *Ctx) bool { return x.AtBattle(x.Self) },
		Targets: []*Target{
			{Prompt: "choose an opposing unit of lower Gold Cost than his, if you like", Optional: true, Filter: cheaper},
			{Prompt: "choose another such unit, if you like", Optional: true, Filter: func(x *Ctx, id int) bool { return id != x.Targets[0] && cheaper(x, id) }},
		},
		Effect: func(x *Ctx) {
			for _, t := range x.Targets {
				if t >= 0 {
					x.Destroy(t)
				}
			}
		},
	}}})
	Register("bayushi-tsuneari", &Text{Says: "the first ability on a Personality to target him each phase has its effects negated", NegateFirstTargeting: true})
	// Asako Saeko: Maho Reaction: after a Personality opposing her gets a
	// Chi penalty, he gets another as large.
	Register("asako-saeko", &Text{Abilities: []*Ability{{
		Text: "a Personality opposing her got a Chi penalty: another as large", Timing: Reaction, On: OnGiven, Keywords: []string{"Maho"},
		If:      func(x *Ctx) bool { return x.Ev.M < 0 && x.Personality(x.Subject()) && x.Opposes(x.Subject()) },
		Targets: []*Target{{Prompt: "choose the Personality penalized", Filter: func(x *Ctx, id int) bool { return id == x.Subject() }}},
		Effect:  func(x *Ctx) { x.Give(x.Target(), 0, x.Ev.M, "") },
	}}})
	// Ep'kee: Reaction, bow him: after a Personality opposing him gets a
	// Force bonus, the bonus is reduced to +0F.
	Register("epkee", &Text{Abilities: []*Ability{{
		Text: "a Personality opposing him got a Force bonus, bow: it is reduced to +0F", Timing: Reaction, On: OnGiven, Bow: true,
		If:     func(x *Ctx) bool { return x.Ev.N > 0 && x.Personality(x.Subject()) && x.Opposes(x.Subject()) },
		Effect: func(x *Ctx) { x.CancelBonus() },
	}}})
	// Daidoji Shihei: the first time this game he is destroyed, his player
	// may destroy another player's Holding; Reaction: after a Personality
	// at his battlefield gets a Force penalty, a Harrier of his player's
	// gets as large a bonus.
	Register("daidoji-shihei", &Text{
		Destroyed: func(x *Ctx, _ int) {
			if x.FirstTime("game", 0) {
				x.Ask(x.P, "shihei", 1, 0)
			}
		},
		Abilities: []*Ability{{Text: "a Personality here got a Force penalty: your Harrier gets as large a bonus", Timing: Reaction, On: OnGiven,
			If: func(x *Ctx) bool {
				return x.Ev.N < 0 && x.Personality(x.Subject()) && x.AtBattle(x.Self) && x.Location(x.Subject()) == x.Location(x.Self)
			},
			Targets: []*Target{{Prompt: "choose your Harrier", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Has(id, "Harrier") })}},
			Effect:  func(x *Ctx) { x.Give(x.Target(), -x.Ev.N, 0, "") }}},
	})
	RegisterChoice("shihei", &Choice{
		Prompt: "choose another player's Holding to destroy, if you like", AtMost: true,
		Words: Words{Card: "destroy %s", Done: "destroy none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for q := range x.S.P {
				if q == p {
					continue
				}
				for _, id := range x.InPlay(q) {
					if x.Type(id) == "holding" {
						out = append(out, id)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Destroy(id)
			}
		},
	})
	Register("kaiu-hisayuki", &Text{Says: "a Force bonus he gets from a card outside his unit is 1 more", BonusPlus: true})
}

func init() {
	// Doji Ran: her player's actions satisfy the rule of presence where
	// she has been this Attack Phase; Battle, once a battle, even bowed: a
	// card of the enemy army gets -3F, and she moves to the battle,
	// straightened.
	Register("doji-ran", &Text{PresenceIfBeen: true, Abilities: []*Ability{{
		Text: "she comes to the battle, straightened; an enemy card gets -3F", Timing: Battle, Per: "battle", EvenBowed: true, Absent: true,
		If:      func(x *Ctx) bool { return x.InArmyOf(x.P) || x.BeenHere(x.Self) },
		Targets: []*Target{{Prompt: "choose a card of the enemy army to get -3F", Filter: enemyCard(nil)}},
		Effect: func(x *Ctx) {
			x.MoveTo(x.Self, x.S.Attack.Battle)
			x.Straighten(x.Self)
			x.Give(x.Target(), -3, 0, "")
		},
	}}})
	// Chuda Mishime: his player loses 3 Honor as he enters play; Maho
	// Battle/Open: a Personality's Chi comes down to his base Chi; Maho
	// Limited, bow him: the Personality most recently destroyed for 0 Chi
	// is removed from the game; lose 2 Honor; a 2F/2C Undead is created.
	Register("chuda-mishime", &Text{Enters: loseOnEntry(3), Abilities: []*Ability{
		{Text: "a Personality's Chi down to his base Chi", Timing: BattleOpen, Keywords: []string{"Maho"},
			Targets: []*Target{{Prompt: "choose a Personality whose Chi is above his base Chi", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Chi(id) > x.PrintedChi(id)
			})}},
			Effect: func(x *Ctx) { setChi(x, x.Target(), x.PrintedChi(x.Target()), "") }},
		{Text: "bow: the last to die of 0 Chi removed from the game; lose 2 Honor; a 2F/2C Undead", Timing: Limited, Bow: true, Keywords: []string{"Maho"},
			If: func(x *Ctx) bool { return x.LastChiDeath() >= 0 },
			Effect: func(x *Ctx) {
				x.RemoveFromGame(x.LastChiDeath())
				x.GainHonor(x.P, -2)
				x.Create("created-undead-2-2", 0, -1)
			}},
	}})
}
