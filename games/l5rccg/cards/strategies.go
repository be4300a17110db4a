package cards

import . "tessen/games/l5rccg"

// Strategies (Action cards of the Fate deck).
func init() {
	// Explosives (6 Gold): Limited: destroy a target Holding.
	Register("explosives", &Text{Abilities: []*Ability{{
		Text: "destroy a target Holding", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Holding to destroy", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" }}},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Low Morale: Battle/Open: bow every Follower in a target unit.
	Register("low-morale", &Text{Abilities: []*Ability{{
		Text: "bow every Follower in a target unit", Timing: BattleOpen,
		Targets: []*Target{{Prompt: "choose a unit", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "personality" }}},
		Effect:  func(x *Ctx) { x.BowFollowers(x.Target()) },
	}}})
	// Treachery and Deceit: Battle: move home a target Personality whose
	// unit has 7 or more total Force.
	Register("treachery-and-deceit", &Text{Abilities: []*Ability{{
		Text: "move home a target Personality whose unit has 7 or more Force", Timing: Battle,
		Targets: []*Target{{Prompt: "choose a Personality whose unit has 7 or more Force", Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && x.UnitForce(id) >= 7
		}}},
		Effect: func(x *Ctx) { x.MoveHome(x.Target()) },
	}}})
	// Defensive Screen: Battle: target a unit of yours; move your other
	// units at the battlefield home.
	Register("defensive-screen", &Text{Abilities: []*Ability{{
		Text: "target a unit of yours: your other units at the battlefield go home", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the unit of yours that stays", Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && int(x.Card(id).Controller) == x.P
		}}},
		Effect: func(x *Ctx) {
			for _, id := range x.S.P[x.P].Play {
				if id != x.Target() && x.AtBattle(id) {
					x.MoveHome(id)
				}
			}
		},
	}}})
}

// First and Final Strike: Battle: a target unbowed Personality of yours
// at the battlefield challenges a target enemy Personality there; the
// loser is destroyed, and a winner who had less Chi than the loser when
// the duel began gains its player 3 Honor.
func init() {
	Register("first-and-final-strike", &Text{Abilities: []*Ability{{
		Text: "your unbowed Personality challenges an enemy one: destroy the loser; an underdog winner gains 3 Honor", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your unbowed Personality to challenge", Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "personality" && int(x.Card(id).Controller) == x.P && !x.Card(id).Bowed
			}},
			{Prompt: "choose the enemy Personality challenged", Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "personality" && int(x.Card(id).Controller) != x.P
			}},
		},
		Duel: &DuelSpec{
			Lose: func(x *Ctx, loser int) { x.Destroy(loser) },
			Win: func(x *Ctx, winner, loser int) {
				if x.StartChi(winner) < x.StartChi(loser) {
					x.GainHonor(int(x.Card(winner).Controller), 3)
				}
			},
		},
	}}})
}
