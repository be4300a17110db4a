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

	// Dispatch (Limited): move a Unicorn character you control into the
	// conflict, or home from it.
	Register("dispatch", &Text{Abilities: []*Ability{{
		Text: "move a Unicorn character you control into the conflict or home from it", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a Unicorn character you control", Filter: All(Character, Friendly, Clan("unicorn"), canMoveInOrHome)},
		Effect: moveInOrHome,
	}}})

	// Speak to the Heart: during a conflict, a Unicorn character gets +1
	// political until the end of the conflict for each faceup
	// non-stronghold province of the opponent's. Max 1 per conflict.
	Register("speak-to-the-heart", &Text{Abilities: []*Ability{{
		Text: "during a conflict: a Unicorn character gets +1 political this conflict for each faceup non-stronghold province your opponent has", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && faceupProvinces(x.S, x.Opp()) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a Unicorn character", Filter: All(Character, Clan("unicorn"))},
		Effect: func(x *Ctx) { x.Lasting(ModPol, faceupProvinces(x.S, x.Opp()), "conflict", x.Target()) },
		Max:    PerConflict(1),
	}}})

	// Spoils of War: after you win a military conflict as the attacker,
	// draw 3 cards, then discard 1 card of your choice from your hand. Max
	// 1 per conflict.
	Register("spoils-of-war", &Text{Abilities: []*Ability{{
		Text: "after you win a military conflict as the attacker: draw 3 cards, then discard 1 from your hand", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && x.S.Conf.Attacker == x.P && x.S.Conf.Type == "military"
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 3) },
		Pick: &Pick{Prompt: "choose a card from your hand to discard",
			From: func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.P).Hand...) },
			Do:   func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
		Max: PerConflict(1),
	}}})

	// Unleash the Djinn: during a conflict, lose 3 honor: each
	// participating character's military and political skills are 3 until
	// the end of the conflict.
	allParticipants := func(x *Ctx) []int {
		var out []int
		for p := range x.S.P {
			out = append(out, x.S.Participants(p)...)
		}
		return out
	}
	Register("unleash-the-djinn", &Text{Abilities: []*Ability{{
		Text: "during a conflict, lose 3 honor: each participating character has 3 military and 3 political this conflict", Timing: Action, Needs: NeedConflict,
		If:    func(x *Ctx) bool { return DuringConflict(x) && len(allParticipants(x)) > 0 },
		Costs: []Cost{LoseHonor(3)},
		Effect: func(x *Ctx) {
			all := allParticipants(x)
			x.Lasting(ModSetMil, 3, "conflict", all...)
			x.Lasting(ModSetPol, 3, "conflict", all...)
		},
	}}})

	// Warriors of the Wind: during a conflict, move each participating
	// Cavalry character you control home; then move any number of your
	// Cavalry characters to the conflict.
	cavalryHome := func(x *Ctx) []int { return participantsOf(x, x.P, All(Trait("cavalry"), CanSendHome)) }
	cavalryIn := func(x *Ctx) []int { return charactersOf(x, x.P, All(Trait("cavalry"), CanMoveIn)) }
	Register("warriors-of-the-wind", &Text{Abilities: []*Ability{{
		Text: "during a conflict: move each participating Cavalry character you control home, then any number of your Cavalry characters to the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && (len(cavalryHome(x)) > 0 || len(cavalryIn(x)) > 0) },
		Effect: func(x *Ctx) {
			if home := cavalryHome(x); len(home) > 0 {
				x.SendHome(home...)
			}
		},
		Pick: &Pick{UpTo: true, Optional: true, Prompt: "choose any number of your Cavalry characters to move to the conflict",
			Count: func(x *Ctx) int { return len(cavalryIn(x)) },
			From:  cavalryIn,
			Do:    func(x *Ctx, id int) { x.MoveToConflict(id) }},
	}}})

	// Press of Battle: during a military conflict in which you have more
	// participating characters than your opponent, bow a non-unique
	// participating character.
	Register("press-of-battle", &Text{Abilities: []*Ability{{
		Text: "during a military conflict where you have more characters: bow a non-unique participating character", Timing: Action, Needs: NeedMilitary,
		If:     func(x *Ctx) bool { return ConflictOfType("military")(x) && x.S.MoreParticipants(x.P) },
		Target: &Target{Characters: true, Prompt: "choose a non-unique participating character", Filter: All(ParticipatingChar, NonUnique, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Challenge on the Fields: during a conflict, a participating
	// character of yours and one of your opponent's fight a military duel,
	// each with +1 military for each other character its controller has in
	// the conflict until the duel ends; the loser goes home.
	Register("challenge-on-the-fields", &Text{Abilities: []*Ability{{
		Text: "military duel between participants, each +1 military per other participant on its side; the loser goes home", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return len(participantsOf(x, x.P, NoDash("military"))) > 0 && len(participantsOf(x, x.Opp(), NoDash("military"))) > 0
		},
		Target: participantOfEachSide("military"),
		Effect: func(x *Ctx) {
			for _, id := range x.Targets {
				if n := x.S.ParticipantCount(x.S.Controller(id)) - 1; n > 0 {
					x.Lasting(ModMil, n, "duel", id)
				}
			}
		},
		Duel: duelOfSides("military", func(x *Ctx, winner, loser int) {
			if CanSendHome(x, loser) {
				x.SendHome(loser)
			}
		}),
	}}})

	// Leniency: when you would resolve a ring effect, put a character with
	// printed cost 2 or lower from your provinces into play instead.
	Register("leniency", &Text{Abilities: []*Ability{{
		Text: "when you would resolve a ring effect: instead, put a character costing 2 or less from your provinces into play", Timing: Interrupt, Would: true, On: EvRingEffectWould,
		If: func(x *Ctx) bool { return x.Event().Player == x.P },
		Target: &Target{Prompt: "choose a character with printed cost 2 or lower in your provinces", In: provinces,
			Filter: All(InOwnProvince, CanPutIntoPlay, PrintedCostAtMost(2))},
		Instead: func(x *Ctx) {
			x.ReplaceRingEffect()
			x.PutIntoPlay(x.Target(), false)
		},
	}}})
}
