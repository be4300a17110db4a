package cards

import (
	. "tessen/games/l5rlcg"
)

// Scorpion characters.
func init() {
	// Young Rumormonger: when a character would be honored or dishonored,
	// another character of the same controller is instead.
	Register("young-rumormonger", &Text{Abilities: []*Ability{{
		Text: "when a character would be honored or dishonored: another character of its controller is instead", Timing: Interrupt, Would: true,
		On: EvHonor + "|" + EvDishonor,
		If: func(x *Ctx) bool { return len(x.Event().Cards) == 1 && x.S.IsCharacter(x.Event().Cards[0]) },
		Target: &Target{Characters: true, Prompt: "choose another character of the same controller", Filter: All(Character,
			func(x *Ctx, id int) bool {
				from := x.Event().Cards[0]
				if id == from || x.S.Controller(id) != x.S.Controller(from) {
					return false
				}
				if x.Event().Kind == EvHonor {
					return CanHonor(x, id)
				}
				return CanDishonor(x, id)
			})},
		Instead: func(x *Ctx) { x.Redirect(x.Target()) },
	}}})

	// Bayushi Yunako: while participating, switch a character's base
	// military and political skills until the end of the conflict.
	Register("bayushi-yunako", &Text{Abilities: []*Ability{{
		Text: "switch a character's base military and political skills until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, NoDash("military"), NoDash("political"))},
		Effect: func(x *Ctx) { x.Lasting(ModSwapBase, 0, "conflict", x.Target()) },
	}}})

	// Bayushi Shoju: in a political conflict, an opposing participant gets
	// -1 political until the conflict ends, and is discarded while its
	// political skill is 0. Limit twice per round.
	Register("bayushi-shoju", &Text{Abilities: []*Ability{{
		Text: "an opposing participant gets -1 political until the end of the conflict, and is discarded at 0", Timing: Action, Needs: NeedPolitical,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && ConflictOfType("political")(x) },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("political"))},
		Effect: func(x *Ctx) {
			x.Lasting(ModPol, -1, "conflict", x.Target())
			x.Lasting(ModDiscardAt0Pol, 0, "conflict", x.Target())
		},
		Limit: PerRound(2),
	}}})

	// Yogo Hiroue: while participating, move a character that is not
	// participating to the conflict; then, if you win the conflict, you may
	// dishonor it.
	Register("yogo-hiroue", &Text{Abilities: []*Ability{{
		Text: "move a character to the conflict; if you win it, you may dishonor that character", Timing: Action, Needs: NeedConflict,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a character that is not participating", Filter: All(AtHome, CanMoveIn)},
		Effect: func(x *Ctx) {
			x.MoveToConflict(x.Target())
			x.Delay("result", x.Target())
		},
		Later: func(x *Ctx) {
			if x.S.Conf.Winner == x.P && CanDishonor(x, x.Target()) { // participating or not by then
				x.MayLater()
			}
		},
		Yes: func(x *Ctx) { x.Dishonor(x.Target()) },
	}}})

	// Yogo Outcast: +1/+1 while its controller is less honorable than an
	// opponent.
	Register("yogo-outcast", &Text{Says: "+1 military and +1 political while an opponent has more honor than you", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		p := s.Controller(self)
		if s.AnOpponent(p, func(o int) bool { return s.P[p].Honor < s.P[o].Honor }) {
			Skills(add, self, 1)
		}
	}})

	// Adept of Shadows: lose 1 honor to return it to your hand.
	Register("adept-of-shadows", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: return it to your hand", Timing: Action,
		Costs:  []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.ReturnToHand(x.Self) },
	}}})

	// Sinister Soshi: during a conflict, a participant gets -2/-2 until the
	// end of the conflict.
	Register("sinister-soshi", &Text{Abilities: []*Ability{{
		Text: "a participating character gets -2 military and -2 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.LastingSkills(-2, "conflict", x.Target()) },
	}}})

	// Blackmail Artist: after it wins a political conflict, take 1 honor.
	Register("blackmail-artist", &Text{Abilities: []*Ability{{
		Text: "after it wins a political conflict: take 1 honor from your opponent", Timing: Reaction, On: EvResolved,
		If:     selfWon(ConflictOfType("political")),
		Effect: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) },
	}}})

	// Yogo Kikuyo (Disciples of the Void, errata): when the effects of a
	// Spell event an opponent plays during a conflict would initiate, put
	// this character into play from your hand and cancel those effects.
	// (Putting it into play stands before the dash, with the cancel after;
	// tessen resolves both as the effect, in that order.)
	Register("yogo-kikuyo", &Text{Abilities: []*Ability{{
		Text:   "when an opponent's Spell event would initiate during a conflict: put this character into play from your hand, and cancel its effects",
		Timing: Interrupt, Would: true, On: EvInitiate, From: []Zone{ZHand},
		If: func(x *Ctx) bool {
			ev := x.Event()
			return ev.Label == "event" && ev.Player == x.Opp() && x.S.Conf.Active &&
				x.S.HasTrait(ev.Source, "spell") && CanPutIntoPlay(x, x.Self)
		},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Self, false)
			x.CancelTrigger()
		},
	}}})

	// Favored Niece: discard a card from your hand to draw a card. Limit
	// twice per round.
	Register("favored-niece", &Text{Abilities: []*Ability{{
		Text: "discard a card from your hand: draw 1 card", Timing: Action,
		Costs: []Cost{DiscardFromHand()}, Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		Limit: PerRound(2),
	}}})

	// Soshi Illusionist: spend 1 fate to discard a character's status token.
	Register("soshi-illusionist", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate: discard a character's status token", Timing: Action,
		Costs:  []Cost{SpendFate(1)},
		Target: &Target{Characters: true, Prompt: "choose an honored or dishonored character", Filter: All(Character, Not(StatusIs(Ordinary)))},
		Effect: func(x *Ctx) { x.DiscardStatus(x.Target()) },
	}}})

	// Bayushi Manipulator: after the honor dials are revealed, add 1 to your bid.
	Register("bayushi-manipulator", &Text{Abilities: []*Ability{{
		Text: "after the honor dials are revealed: your bid counts 1 more", Timing: Reaction, On: EvBids,
		Effect: func(x *Ctx) { x.ChangeBid(x.P, 1) },
	}}})

	// Shosuro Actress: during a conflict, sacrifice it to put a non-Shinobi
	// character with printed cost 3 or lower from an opponent's discard pile
	// into play in the conflict under your control.
	Register("shosuro-actress", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: put an opponent's discarded non-Shinobi character costing 3 or less into the conflict under your control", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Prompt: "choose a character in an opponent's discard pile", In: dynastyDiscard,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return int(c.Owner) != x.P && c.Zone == ZDynastyDiscard && !x.S.HasTrait(id, "shinobi") && PrintedCostAtMost(3)(x, id) && CanPutIntoConflict(x, id)
			}},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Target(), true) },
	}}})

	// Shosuro Miyako: after you play a character from your hand, your
	// opponent discards a card at random or dishonors one of their
	// characters, their choice.
	Register("shosuro-miyako", &Text{Abilities: []*Ability{{
		Text: "after you play a character from hand: your opponent discards at random or dishonors a character", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && e.Label == "character" && e.N == int(ZHand)
		},
		Select: &Select{By: "opponent", Options: []Option{
			{Label: "discard", Can: func(x *Ctx) bool { return len(x.S.Seat(x.Opp()).Hand) > 0 }, Do: func(x *Ctx) { x.DiscardAtRandom(x.Opp(), 1) }},
			{Label: "dishonor", Can: func(x *Ctx) bool { return len(charactersOf(x, x.Opp(), CanDishonor)) > 0 }, Do: func(x *Ctx) {}},
		}},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your characters to dishonor",
			From: func(x *Ctx) []int {
				if x.Label != "dishonor" {
					return nil
				}
				return charactersOf(x, x.Opp(), CanDishonor)
			},
			Do: func(x *Ctx, id int) { x.Dishonor(id) }},
	}}})

	// Bayushi Kachiko: while it takes part in a political conflict, move
	// home a participant with lower political skill than its own; then
	// its controller may bow that character.
	Register("bayushi-kachiko", &Text{Abilities: []*Ability{{
		Text: "during a political conflict it takes part in: move home a participant with lower political skill, then you may bow it", Timing: Action, Needs: NeedPolitical,
		If: func(x *Ctx) bool { return ConflictOfType("political")(x) && SelfParticipating(x) },
		Target: &Target{Characters: true, Prompt: "choose a participating character with lower political skill", Filter: All(ParticipatingChar, Other, CanSendHome, NoDash("political"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "political") < x.S.Skill(x.Self, "political") })},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
		Then: func(x *Ctx) {
			if CanBow(x, x.Target()) {
				x.MayLater()
			}
		},
		Yes: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Meek Informant: after you play it, look at an opponent's hand.
	Register("meek-informant", &Text{Abilities: []*Ability{{
		Text: "after you play it: look at an opponent's hand", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && len(e.Cards) == 1 && e.Cards[0] == x.Self
		},
		Against: func(x *Ctx, q int) bool { return len(x.S.P[q].Hand) > 0 },
		Effect: func(x *Ctx) {
			for _, id := range x.S.P[x.Opp()].Hand {
				x.S.LookAt(x.P, id)
			}
			x.S.Say(x.S.Names[x.P], " looks at ", x.S.Names[x.Opp()], "'s hand")
		},
	}}})

	// Bayushi Yojiro: while it takes part in a conflict, the status tokens
	// of the participating characters have no effect.
	Register("bayushi-yojiro", &Text{Bars: []string{ActStatusEffects}, Says: "while it takes part in a conflict, the status tokens of participating characters have no effect",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActStatusEffects && s.Participating(self) && s.Participating(a.Card)
		}})

	// Cunning Magistrate: while it participates, every other dishonored
	// character does not count its skill toward the conflict's result.
	Register("cunning-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it participates, other dishonored characters do not count their skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && a.Card != self && s.Participating(self) && s.Card(a.Card).Status == Dishonored
		}})

	// Sake House Confidant: while it participates, discard the Imperial
	// Favor to give each Shinobi you control +2 political until the
	// conflict ends.
	Register("sake-house-confidant", &Text{Abilities: []*Ability{{
		Text: "while participating, discard the Imperial Favor: each Shinobi you control gets +2 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:    func(x *Ctx) bool { return x.S.Participating(x.Self) },
		Costs: []Cost{DiscardFavor()},
		Effect: func(x *Ctx) {
			var shinobi []int
			for _, id := range x.S.P[x.P].Play {
				if x.S.HasTrait(id, "shinobi") {
					shinobi = append(shinobi, id)
				}
			}
			if len(shinobi) > 0 {
				x.Lasting(ModPol, 2, "conflict", shinobi...)
			}
		},
	}}})

	// Fawning Diplomat: as it leaves play, its controller claims the
	// Imperial Favor, choosing its side.
	claimSide := func(typ string) Option {
		return Option{Label: typ, Do: func(x *Ctx) { x.ClaimFavor(x.P, typ) }}
	}
	Register("fawning-diplomat", &Text{Abilities: []*Ability{{
		Text: "when it leaves play: claim the Imperial Favor", Timing: Interrupt, On: EvLeavePlay,
		If:     func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) },
		Select: &Select{Options: []Option{claimSide("military"), claimSide("political")}},
	}}})
}
