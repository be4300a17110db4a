package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Crane characters. Doji Hotaru's text is one loop with Akodo Toturi's,
// in characters_lion.go.
func init() {
	// Cautious Scout: while attacking alone, the defending province's text
	// box is blank.
	Register("cautious-scout", &Text{Says: "while it attacks alone, the attacked province's text is blank", Blanks: func(s *State, self, card int) bool {
		return s.AttackingAlone(self) && s.AttackedProvince() == card
	}})

	// Kakita Kaezin: while participating, the opponent chooses one of their
	// participants to face it in a military duel; if it wins, every other
	// character goes home; if it loses, it goes home.
	Register("kakita-kaezin", &Text{Abilities: []*Ability{{
		Text: "your opponent picks a participant of theirs to duel it (military); the winner clears the conflict", Timing: Action,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && !x.S.Dash(x.Self, "military") && len(opponentParticipants(x, NoDash("military"))) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to be challenged",
			From: func(x *Ctx) []int { return opponentParticipants(x, NoDash("military")) },
			Do:   func(x *Ctx, id int) {}},
		Duel: &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) {
			if winner == x.Self {
				for p := range x.S.P {
					for _, id := range x.S.Participants(p) {
						if id != winner && id != loser {
							x.SendHome(id)
						}
					}
				}
			} else {
				x.SendHome(x.Self)
			}
		}},
	}}})

	// Political Rival: +3 political while defending.
	Register("political-rival", &Text{Says: "+3 political while it defends", ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.IsDefending(self) {
			add(self, ModPol, 3)
		}
	}})

	// Brash Samurai: while it is your only participant, honor it.
	Register("brash-samurai", &Text{Abilities: []*Ability{{
		Text: "while it is your only participating character: honor it", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return OnlyParticipant(x) && CanHonor(x, x.Self) },
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Doji Gift Giver: while participating, give the opponent 1 fate; they
	// bow a ready participating character of theirs, their choice.
	Register("doji-gift-giver", &Text{Abilities: []*Ability{{
		Text: "give your opponent 1 fate: they bow one of their ready participating characters", Timing: Action, Needs: NeedConflict,
		If:    func(x *Ctx) bool { return SelfParticipating(x) && len(opponentParticipants(x, CanBow)) > 0 },
		Costs: []Cost{GiveFate(1)},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to bow",
			From: func(x *Ctx) []int { return opponentParticipants(x, CanBow) },
			Do:   func(x *Ctx, id int) { x.Bow(id) }},
	}}})

	// Kakita Asami: in a political conflict she takes part in, while you
	// count more political skill, take 1 honor from the opponent.
	Register("kakita-asami", &Text{Abilities: []*Ability{{
		Text: "while participating in a political conflict you are winning on skill: take 1 honor", Timing: Action, Needs: NeedPolitical,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && ConflictOfType("political")(x) && x.S.SideSkill(x.P) > x.S.SideSkill(x.Opp()) && x.S.Seat(x.Opp()).Honor > 0
		},
		Effect: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) },
	}}})

	// Savvy Politician: after it is honored, honor a character.
	Register("savvy-politician", &Text{Abilities: []*Ability{{
		Text: "after it is honored: honor a character", Timing: Reaction, On: EvHonor,
		If:     func(x *Ctx) bool { return slices.Contains(x.Event().Cards, x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a character to honor", Filter: All(Character, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Doji Challenger: while attacking, move a character of the opponent's
	// into the conflict.
	Register("doji-challenger", &Text{Abilities: []*Ability{{
		Text: "move a character your opponent controls into the conflict", Timing: Action, Needs: NeedConflict,
		If:     SelfAttacking,
		Target: &Target{Characters: true, Prompt: "choose a character your opponent controls", Filter: All(Character, Opponents, CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Asahina Artisan: during a conflict, bow it to give another Crane
	// character +3 political skill until the end of the conflict.
	Register("asahina-artisan", &Text{Abilities: []*Ability{{
		Text: "bow it: another Crane character gets +3 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose another Crane character", Filter: All(Character, Other, Clan("crane"), NoDash("political"))},
		Effect: func(x *Ctx) { x.Lasting(ModPol, 3, "conflict", x.Target()) },
	}}})

	// Asahina Storyteller: each honored Crane character you control gains
	// sincerity.
	Register("asahina-storyteller", &Text{Says: "each honored Crane character you control gains sincerity", ModKinds: []string{ModKeyword + ":sincerity"}, Mods: func(s *State, self int, add func(int, string, int)) {
		for _, id := range s.P[s.Controller(self)].Play {
			if s.Card(id).Status == Honored && s.Printed(id).Clan == "crane" {
				add(id, ModKeyword+":sincerity", 1)
			}
		}
	}})

	// Guest of Honor: while it participates, its opponents cannot play events.
	Register("guest-of-honor", &Text{Bars: []string{ActPlayEvent}, Says: "while it takes part in a conflict, your opponents cannot play events", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActPlayEvent && s.Participating(self) && a.By != s.Controller(self)
	}})

	// Steward of Law: while it participates, no character can receive a
	// dishonored status token (an honored one can still become ordinary).
	Register("steward-of-law", &Text{Bars: []string{EvDishonor}, Says: "while it takes part in a conflict, no ordinary character can become dishonored", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == EvDishonor && s.Participating(self) && s.Card(a.Card).Status == Ordinary
	}})

	// Daidoji Nerishma: turn a facedown card in one of your provinces faceup.
	Register("daidoji-nerishma", &Text{Abilities: []*Ability{{
		Text: "turn a facedown card in one of your provinces faceup", Timing: Action,
		Target: &Target{Prompt: "choose a facedown card in your provinces", In: provinces,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && int(c.Owner) == x.P && c.Facedown
			}},
		Effect: func(x *Ctx) { x.TurnFaceup(x.Target()) },
	}}})

	// Doji Representative: during a conflict, it moves home.
	Register("doji-representative", &Text{Abilities: []*Ability{{
		Text: "during a conflict: move it home", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return CanSendHome(x, x.Self) },
		Effect: func(x *Ctx) { x.SendHome(x.Self) },
	}}})

	// Kabuki Hero: spend 1 fate to give it, until the end of the conflict,
	// as much more military skill as its political skill is.
	Register("kabuki-hero", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate: +X military until the end of the conflict, X its political skill", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && !x.S.Dash(x.Self, "military") && x.S.Skill(x.Self, "political") > 0
		},
		Costs:  []Cost{SpendFate(1)},
		Effect: func(x *Ctx) { x.Lasting(ModMil, x.S.Skill(x.Self, "political"), "conflict", x.Self) },
	}}})

	// Kakita Yoshi: while it participates, discard the Imperial Favor to
	// draw 3 cards; each event you play for the rest of the conflict costs
	// 2 less.
	Register("kakita-yoshi", &Text{Abilities: []*Ability{{
		Text: "while participating, discard the Imperial Favor: draw 3 cards; your events cost 2 less this conflict", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating, Costs: []Cost{DiscardFavor()},
		Effect: func(x *Ctx) {
			x.Draw(x.P, 3)
			x.Discount(ModEventsCostLess, 2, "conflict")
		},
	}}})

	// Young Harrier: dishonor it to keep every Crane character of yours
	// from being dishonored for the rest of the phase.
	dishonorSelf := Cost{Text: "dishonor this character", CanPay: func(x *Ctx) bool { return CanDishonor(x, x.Self) },
		Pay: func(x *Ctx, _ int) { x.Dishonor(x.Self) }}
	Register("young-harrier", &Text{Abilities: []*Ability{{
		Text: "dishonor this character: your Crane characters cannot be dishonored this phase", Timing: Action,
		Costs: []Cost{dishonorSelf},
		Effect: func(x *Ctx) {
			var crane []int
			for _, id := range x.S.P[x.P].Play {
				if x.S.IsCharacter(id) && x.S.HasClan(id, "crane") {
					crane = append(crane, id)
				}
			}
			if len(crane) > 0 {
				x.Lasting("cannot:"+EvDishonor, 0, "phase", crane...)
			}
		},
	}}})

	// Silver-Tongued Magistrate: while it attacks, each other character
	// without fate does not count its skill toward the conflict's result.
	Register("silver-tongued-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it attacks, no other character without fate counts its skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && a.Card != self && s.Card(a.Card).Fate == 0 &&
				s.Participating(self) && s.Controller(self) == s.Conf.Attacker
		}})

	// Doji Shizue: in the fate phase, while her player holds the Imperial
	// Favor, she neither loses fate nor is discarded.
	Register("doji-shizue", &Text{Bars: []string{"discard", EvRemoveFate}, Says: "in the fate phase, while you hold the Imperial Favor, she cannot lose fate or be discarded",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Card == self && (a.Kind == "discard" || a.Kind == EvRemoveFate) &&
				s.Phase == "fate" && s.HoldsFavor(s.Controller(self))
		}})

	// Origami Master: while honored, move its honored status token to
	// another character of yours.
	Register("origami-master", &Text{Abilities: []*Ability{{
		Text: "move this character's honored status token to another character you control", Timing: Action,
		If: func(x *Ctx) bool { return x.S.Cards[x.Self].Status == Honored },
		Target: &Target{Characters: true, Prompt: "choose another character you control",
			Filter: All(Character, Other, Friendly, func(x *Ctx, id int) bool { return x.S.Cards[id].Status != Honored })},
		Effect: func(x *Ctx) { x.MoveHonoredToken(x.Self, x.Target()) },
	}}})
}
