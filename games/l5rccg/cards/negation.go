package cards

import . "tessen/games/l5rccg"

// Strategies that negate actions before they resolve, and two for after
// a battle.
func init() {
	// Imperial Edicts: Favor Imperial Political Open: discard the Imperial
	// Favor: your Provinces +4 strength this turn; Favor Imperial Political
	// Reaction: before a Kiho action, or an action on a Spell or Shugenja,
	// resolves, discard the Favor to negate its effects.
	Register("imperial-edicts", &Text{Abilities: []*Ability{
		{Text: "discard the Imperial Favor: your Provinces +4 strength", Timing: Open, Keywords: []string{"Favor", "Imperial", "Political"}, FavorCost: true,
			Effect: func(x *Ctx) { x.StrengthBonus(x.P, 0, 4, UntilTurn) }},
		{Text: "a Kiho, Spell or Shugenja action about to resolve, discard the Imperial Favor: negate it", Timing: Reaction, On: OnBeforeResolve,
			Keywords: []string{"Favor", "Imperial", "Political"}, FavorCost: true,
			If: func(x *Ctx) bool {
				card := x.Subject()
				return (x.ActionKeyword("Kiho") || x.Type(card) == "spell" || x.Personality(card) && x.Has(card, "Shugenja"))
			},
			Effect: func(x *Ctx) { x.NegateAction() }},
	}})
	// The Emperor's Left Hand: Reaction: after a player of the highest
	// Family Honor (ties too) announces a Political action, its effects are
	// negated.
	Register("the-emperors-left-hand", &Text{Abilities: []*Ability{{
		Text: "a Political action of the most honorable player: negate it", Timing: Reaction, On: OnBeforeResolve,
		If: func(x *Ctx) bool {
			if !x.ActionKeyword("Political") {
				return false
			}
			for q := range x.S.P {
				if x.Honor(q) > x.Honor(x.Ev.Player) {
					return false
				}
			}
			return true
		},
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Outmaneuvered by Force: Political: a Political action of a player
	// with less Force at home than yours (bowed cards count) is negated.
	Register("outmaneuvered-by-force", &Text{Abilities: []*Ability{{
		Text: "a Political action of a player with less Force at home: negate it", Timing: Reaction, On: OnBeforeResolve, Keywords: []string{"Political"},
		If: func(x *Ctx) bool {
			return x.Ev.Player != x.P && x.ActionKeyword("Political") && x.ForceAtHome(x.Ev.Player) < x.ForceAtHome(x.P)
		},
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Kolat Insurgent: Reaction: after a Holding bows to pay for its own
	// action, that action's effects are negated (Gold aside).
	Register("kolat-insurgent", &Text{Abilities: []*Ability{{
		Text: "a Holding bowed for its own action: negate it", Timing: Reaction, On: OnBeforeResolve,
		If:     func(x *Ctx) bool { card := x.Subject(); return x.Type(card) == "holding" && x.ActionBowsItsCard() },
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Spearhead: Reaction: after a battle's resolution, your unit at that
	// battlefield straightens, and does not bow as the resolution ends.
	Register("spearhead", &Text{Abilities: []*Ability{{
		Text: "a battle resolved: your unit there straightens and stays so", Timing: Reaction, On: OnBattleResolved,
		Targets: []*Target{{Prompt: "choose your unit at that battlefield", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.Location(id) == x.Ev.N
		})}},
		Effect: func(x *Ctx) {
			x.StraightenUnit(x.Target())
			x.UnbowedByResolution(x.Target())
		},
	}}})
	// Sound Strategy: Reaction: after a battle ends, the last other
	// Strategy (not a Terrain) you played in it comes back to hand.
	notTerrain := func(x *Ctx) func(id int) bool {
		return func(id int) bool { return id != x.Self && !x.Has(id, "Terrain") }
	}
	Register("sound-strategy", &Text{RemembersBattlePlays: true, Abilities: []*Ability{{
		Text: "a battle ended: the last Strategy you played in it back to hand", Timing: Reaction, On: OnBattleResolved,
		If:     func(x *Ctx) bool { return x.LastPlayedInBattle(x.P, notTerrain(x)) >= 0 },
		Effect: func(x *Ctx) { x.DiscardToHand(x.LastPlayedInBattle(x.P, notTerrain(x))) },
	}}})
}
