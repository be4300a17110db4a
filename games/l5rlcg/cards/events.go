package cards

import . "tessen/games/l5rlcg"

func init() {
	// Way of the Scorpion: during a conflict, dishonor a participating
	// character that is not Scorpion.
	Register("way-of-the-scorpion", &Text{Abilities: []*Ability{{
		Text: "dishonor a participating non-Scorpion character", Timing: Action, InConflict: true,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating non-Scorpion character", Filter: All(ParticipatingChar, Not(Clan("scorpion")), CanDishonor)},
		Effect: func(x *Ctx) { x.Dishonor(x.Target()) },
	}}})

	// Rout and Outwit: during a conflict, send home an opposing character
	// whose military (political) skill is lower than that of one of your
	// participating Bushi (Courtiers).
	for id, v := range map[string]struct{ typ, trait string }{"rout": {"military", "bushi"}, "outwit": {"political", "courtier"}} {
		Register(id, &Text{Abilities: []*Ability{{
			Text: "move home an opposing character with lower " + v.typ + " skill than a participating " + v.trait + " of yours", Timing: Action, InConflict: true,
			If: DuringConflict,
			Target: &Target{Prompt: "choose a character your opponent controls", Filter: All(Opponents, CanSendHome, NoDash(v.typ),
				func(x *Ctx, id int) bool {
					for _, mine := range x.S.Participants(x.P) {
						if x.S.HasTrait(mine, v.trait) && x.S.Skill(id, v.typ) < x.S.Skill(mine, v.typ) {
							return true
						}
					}
					return false
				})},
			Effect: func(x *Ctx) { x.SendHome(x.Target()) },
		}}})
	}

	// Against the Waves: bow or ready a Shugenja.
	Register("against-the-waves", &Text{Abilities: []*Ability{{
		Text: "bow or ready a Shugenja character", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a Shugenja character", Filter: All(Character, Trait("shugenja"), func(x *Ctx, id int) bool { return CanBow(x, id) || CanReady(x, id) })},
		Select: &Select{Options: []Option{
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
			{Label: "ready", Can: func(x *Ctx) bool { return CanReady(x, x.Target()) }, Do: func(x *Ctx) { x.Ready(x.Target()) }},
		}},
	}}})

	// I Am Ready: remove 1 fate from a friendly Unicorn character to ready it.
	Register("i-am-ready", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from a friendly Unicorn character: ready it", Timing: Action,
		Costs:  []Cost{RemoveFateFriendly(1, All(Clan("unicorn"), CanReady))},
		Effect: func(x *Ctx) { x.Ready(x.Chosen) },
	}}})

	// Good Omen: only while your honor bid is lower; place 1 fate on a
	// character with printed cost 3 or higher.
	Register("good-omen", &Text{Abilities: []*Ability{{
		Text: "with the lower honor bid: place 1 fate on a character with printed cost 3 or higher", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.P[x.P].Bid < x.S.Seat(x.Opp()).Bid },
		Target: &Target{Characters: true, Prompt: "choose a character with printed cost 3 or higher", Filter: All(Character, PrintedCostAtLeast(3))},
		Effect: func(x *Ctx) { x.PlaceFate(x.Target(), 1) },
	}}})

	// Noble Sacrifice: sacrifice a friendly honored character to discard a
	// dishonored character.
	Register("noble-sacrifice", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly honored character: discard a dishonored character", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(StatusIs(Honored))},
		Target: &Target{Characters: true, Prompt: "choose a dishonored character", Filter: All(Character, StatusIs(Dishonored), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Charge!: during a military conflict, put a character from one of your
	// provinces into play in the conflict.
	Register("charge", &Text{Abilities: []*Ability{{
		Text: "put a character from one of your provinces into play in the conflict", Timing: Action, InConflict: true,
		If: ConflictOfType("military"),
		Target: &Target{Prompt: "choose a character in one of your provinces", Anywhere: true,
			Filter: func(x *Ctx, id int) bool { return InOwnProvince(x, id) && CanPutIntoConflict(x, id) }},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Target(), true) },
	}}})

	// Strength in Numbers: while attacking, send home a defending character
	// with glory no higher than the number of attackers.
	Register("strength-in-numbers", &Text{Abilities: []*Ability{{
		Text: "move home a defender whose glory is at most the number of attackers", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return x.S.Conf.Active && x.S.Conf.Attacker == x.P },
		Target: &Target{Characters: true, Prompt: "choose a defending character", Filter: All(Defending, CanSendHome,
			func(x *Ctx, id int) bool { return x.S.Glory(id) <= len(x.S.Participants(x.P)) })},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// Mirumoto's Fury: during a conflict, bow an attacker whose glory is at
	// most the number of your facedown provinces.
	Register("mirumotos-fury", &Text{Abilities: []*Ability{{
		Text: "bow an attacker whose glory is at most the number of your unrevealed provinces", Timing: Action, InConflict: true,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanBow,
			func(x *Ctx, id int) bool { return x.S.Glory(id) <= x.S.FacedownProvinces(x.P) })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Court Games: during a political conflict, either honor one of your
	// participants, or have your opponent dishonor one of theirs. Max 1 per
	// conflict.
	mine := func(x *Ctx) []int { return participantsOf(x, x.P, CanHonor) }
	theirs := func(x *Ctx) []int { return participantsOf(x, x.Opp(), CanDishonor) }
	Register("court-games", &Text{Abilities: []*Ability{{
		Text: "honor a participating character of yours, or your opponent dishonors one of theirs", Timing: Action, InConflict: true,
		If: ConflictOfType("political"), Max: PerConflict(1),
		Can: func(x *Ctx) bool { return len(mine(x))+len(theirs(x)) > 0 },
		Select: &Select{Options: []Option{
			{Label: "honor", Can: func(x *Ctx) bool { return len(mine(x)) > 0 }, Do: func(x *Ctx) {}},
			{Label: "dishonor", Can: func(x *Ctx) bool { return len(theirs(x)) > 0 }, Do: func(x *Ctx) {}},
		}},
		Pick: &Pick{Prompt: "choose the participating character",
			Who: func(x *Ctx) int {
				if x.Label == "dishonor" {
					return x.Opp()
				}
				return x.P
			},
			From: func(x *Ctx) []int {
				if x.Label == "dishonor" {
					return theirs(x)
				}
				return mine(x)
			},
			Do: func(x *Ctx, id int) {
				if x.Label == "dishonor" {
					x.Dishonor(id)
				} else {
					x.Honor(id)
				}
			}},
	}}})

	// Fallen in Battle: after you win a military conflict by 5 or more,
	// discard a participating character. Max 1 per conflict.
	Register("fallen-in-battle", &Text{Abilities: []*Ability{{
		Text: "after you win a military conflict by 5 or more: discard a participating character", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && x.S.WinMargin() >= 5
		},
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
		Max:    PerConflict(1),
	}}})

	// Spies at Court: after you win a political conflict, dishonor a friendly
	// participant to discard 2 random cards from the opponent's hand.
	Register("spies-at-court", &Text{Abilities: []*Ability{{
		Text: "after you win a political conflict, dishonor a participant of yours: your opponent discards 2 cards at random", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("political")(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Costs:  []Cost{DishonorFriendlyParticipant()},
		Effect: func(x *Ctx) { x.DiscardAtRandom(x.Opp(), 2) },
		Max:    PerConflict(1),
	}}})

	// For Greater Glory: after you break a province in a military conflict,
	// place 1 fate on each participating Bushi you control.
	Register("for-greater-glory", &Text{Abilities: []*Ability{{
		Text: "after you break a province in a military conflict: 1 fate on each participating Bushi of yours", Timing: Reaction, On: EvBreak,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && len(participantsOf(x, x.P, Trait("bushi"))) > 0
		},
		Effect: func(x *Ctx) {
			for _, id := range participantsOf(x, x.P, Trait("bushi")) {
				x.PlaceFate(id, 1)
			}
		},
		Max: PerConflict(1),
	}}})

	// Ready for Battle: after an opponent's card effect or a ring effect
	// bows a character you control, ready it.
	Register("ready-for-battle", &Text{Abilities: []*Ability{{
		Text: "after an opponent's card effect or a ring effect bows your character: ready it", Timing: Reaction, On: EvBow,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.Opp() && len(e.Cards) == 1 && x.S.Controller(e.Cards[0]) == x.P && CanReady(x, e.Cards[0])
		},
		Effect: func(x *Ctx) { x.Ready(x.Event().Cards[0]) },
	}}})

	// I Can Swim: during a conflict, if your honor bid is higher, discard a
	// participating dishonored character of the opponent's.
	Register("i-can-swim", &Text{Abilities: []*Ability{{
		Text: "with the higher honor bid: discard a participating dishonored character of your opponent's", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.P[x.P].Bid > x.S.Seat(x.Opp()).Bid },
		Target: &Target{Characters: true, Prompt: "choose a participating dishonored character", Filter: All(ParticipatingChar, Opponents, StatusIs(Dishonored), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Supernatural Storm: a participant gets +X/+X until the end of the
	// conflict, X the number of Shugenja you control.
	Register("supernatural-storm", &Text{Abilities: []*Ability{{
		Text: "a participant gets +1/+1 per Shugenja you control until the end of the conflict", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.CountTrait(x.P, "shugenja", false) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.LastingSkills(x.S.CountTrait(x.P, "shugenja", false), "conflict", x.Target()) },
	}}})

	// Captive Audience: during a political conflict, lose 1 honor to make
	// it a military conflict.
	Register("captive-audience", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: the political conflict becomes military", Timing: Action, InConflict: true,
		If: ConflictOfType("political"), Costs: []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.SwitchConflictType() },
	}}})

	// Banzai!: a participant gets +2 military until the end of the
	// conflict; you may lose 1 honor to resolve it twice. Max 1 per conflict.
	Register("banzai", &Text{Abilities: []*Ability{{
		Text: "a participant gets +2 military until the end of the conflict (lose 1 honor: again)", Timing: Action, InConflict: true,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 2, "conflict", x.Target()) },
		Twice:  Again(LoseHonor(1)),
		Max:    PerConflict(1),
	}}})
}

// participantsOf lists p's participants that pass f.
func participantsOf(x *Ctx, p int, f Filter) []int {
	var out []int
	for _, id := range x.S.Participants(p) {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}
