package cards

import (
	. "tessen/games/l5rlcg"
)

// Unicorn events.
func init() {
	// Way of the Unicorn: when you would pass the first player token, keep it.
	Register("way-of-the-unicorn", &Text{Abilities: []*Ability{{
		Text: "when you would pass the first player token: keep it", Timing: Interrupt, Would: true, On: EvPassToken,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P },
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Cavalry Reserves: during a military conflict, put Cavalry characters
	// with up to 6 total printed cost from your dynasty discard pile into
	// play in the conflict.
	Register("cavalry-reserves", &Text{Abilities: []*Ability{{
		Text: "put Cavalry characters costing up to 6 in total from your dynasty discard pile into the conflict", Timing: Action, Needs: NeedMilitary,
		If: func(x *Ctx) bool { return ConflictOfType("military")(x) && len(reserves(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose Cavalry characters, total printed cost 6 or lower",
			Count: func(x *Ctx) int { return len(reserves(x)) },
			From:  reserves,
			Valid: totalCostAtMost(6),
			Do:    func(x *Ctx, id int) { x.PutIntoPlay(id, true) }},
	}}})

	// Breakthrough: after your first conflict this phase as the attacker,
	// if it broke a province, declare your second conflict at once.
	Register("breakthrough", &Text{Abilities: []*Ability{{
		Text: "after your first conflict as the attacker broke a province: declare your second conflict at once", Timing: Reaction, On: EvConflictEnds,
		If: func(x *Ctx) bool {
			pl := x.S.P[x.P]
			return x.Event().Player == x.P && x.S.Conf.Broke && pl.Opps >= 1 && (pl.MilDone != pl.PolDone) && x.S.CouldDeclare(x.P)
		},
		Effect: func(x *Ctx) { x.DeclareNow() },
	}}})

	// I Am Ready: remove 1 fate from a friendly Unicorn character to ready it.
	Register("i-am-ready", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from a friendly Unicorn character: ready it", Timing: Action,
		Costs:  []Cost{RemoveFateFriendly(1, All(Clan("unicorn"), CanReady))},
		Effect: func(x *Ctx) { x.Ready(x.Chosen) },
	}}})

	// Captive Audience: during a political conflict, lose 1 honor to make
	// it a military conflict.
	Register("captive-audience", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: the political conflict becomes military", Timing: Action, Needs: NeedPolitical,
		If: ConflictOfType("political"), Costs: []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.SwitchConflictType() },
	}}})

	// Chasing the Sun: as the attacking player, move the conflict to
	// another province of the defender's that could be attacked, revealing
	// it; it is now the attacked province.
	Register("chasing-the-sun", &Text{Abilities: []*Ability{{
		Text: "move the conflict to another province the defender has that could be attacked, and reveal it", Timing: Action, Needs: NeedAttacking,
		If: func(x *Ctx) bool {
			return x.S.Conf.Active && x.S.Conf.Attacker == x.P && len(x.S.OtherAttackable()) > 0
		},
		Pick: &Pick{Prompt: "choose the province the conflict moves to",
			From: func(x *Ctx) []int { return x.S.OtherAttackable() },
			Do:   func(x *Ctx, id int) { x.MoveConflict(id) }},
	}}})

	// Gaijin Customs: if you control a Unicorn card in play, ready a
	// character that is not Unicorn.
	controlsUnicornCard := func(x *Ctx) bool {
		for id, c := range x.S.Cards {
			if int(c.Controller) != x.P || !x.S.HasClan(id, "unicorn") {
				continue
			}
			switch c.Zone {
			case ZPlay, ZAttached, ZStronghold:
				return true
			case ZProvinceCard:
				if !c.Facedown {
					return true
				}
			case ZProvince:
				if !c.Facedown && x.S.Printed(id).Type == "holding" {
					return true
				}
			}
		}
		return false
	}
	Register("gaijin-customs", &Text{Abilities: []*Ability{{
		Text: "if you control a Unicorn card: ready a non-Unicorn character", Timing: Action,
		If:     controlsUnicornCard,
		Target: &Target{Characters: true, Prompt: "choose a non-Unicorn character", Filter: All(Character, Not(Clan("unicorn")), CanReady)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Ride Them Down: during a conflict, discard the Imperial Favor to set
	// the attacked province's base strength to 1 until the conflict ends.
	Register("ride-them-down", &Text{Abilities: []*Ability{{
		Text: "discard the Imperial Favor: the attacked province's base strength is 1 until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.AttackedProvince() >= 0 },
		Costs:  []Cost{DiscardFavor()},
		Effect: func(x *Ctx) { x.Lasting(ModSetBaseStrength, 1, "conflict", x.S.AttackedProvince()) },
	}}})
}
