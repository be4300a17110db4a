package cards

import (
	"fmt"

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

	// Court Novice: +2 political while its controller has claimed the Air
	// or the Water ring.
	Register("court-novice", &Text{Says: "+2 political while you have claimed the Air or the Water ring", ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if p := s.Controller(self); s.HasClaimedRing(p, Air) || s.HasClaimedRing(p, Water) {
			add(self, ModPol, 2)
		}
	}})

	// Soshi Shiori: each time you win a conflict, a player of your choice
	// loses 1 honor.
	Register("soshi-shiori", &Text{Abilities: []*Ability{{
		Text: "after you win a conflict: you or your opponent loses 1 honor", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool { return x.Event().Player == x.P },
		Select: &Select{Options: []Option{
			{Label: "yourself", Can: func(x *Ctx) bool { return x.S.P[x.P].Honor > 0 }, Do: func(x *Ctx) { x.LoseHonor(x.P, 1) }},
			{Label: "opponent", Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Honor > 0 }, Do: func(x *Ctx) { x.LoseHonor(x.Opp(), 1) }},
		}},
		Limit: Unlimited,
	}}})

	// Alibi Artist: with 6 honor or less, look at the top 2 cards of your
	// conflict deck, take one, the other to the bottom (takeOneOfTopTwo).
	Register("alibi-artist", &Text{Abilities: []*Ability{{
		Text: "with 6 or fewer honor: look at the top 2 cards of your conflict deck, take one, the other goes to the bottom", Timing: Action,
		If:   func(x *Ctx) bool { return sixOrFewerHonor(x) && len(x.S.P[x.P].ConflictDeck) > 0 },
		Pick: takeOneOfTopTwo,
	}}})

	// Midnight Prowler: after it wins a military conflict, look at the top
	// 2 cards of the opponent's conflict deck and discard one of them or
	// neither.
	prowled := func(x *Ctx) []int { return lookedAt(x, x.S.TopOfConflictDeck(x.Opp(), 2)) }
	Register("midnight-prowler", &Text{Abilities: []*Ability{{
		Text: "after it wins a military conflict: look at the top 2 cards of your opponent's conflict deck; you may discard one", Timing: Reaction, On: EvResolved,
		If: selfWon(func(x *Ctx) bool {
			return ConflictOfType("military")(x) && len(x.S.Seat(x.Opp()).ConflictDeck) > 0
		}),
		Pick: &Pick{Optional: true, Prompt: "choose a card to discard (or pass)",
			From: prowled,
			Do:   func(x *Ctx, id int) { x.DiscardFromDeck(id) }},
	}}})

	// Ignoble Enforcers: after you play it, you may lose up to 3 honor to
	// place as much fate on it.
	enforce := func(n int) Option {
		return Option{Label: fmt.Sprintf("lose-%d", n),
			Can: func(x *Ctx) bool { return x.S.P[x.P].Honor >= n },
			Do: func(x *Ctx) {
				x.LoseHonor(x.P, n)
				x.PlaceFate(x.Self, n)
			}}
	}
	Register("ignoble-enforcers", &Text{Abilities: []*Ability{{
		Text: "after you play it: lose up to 3 honor to place that much fate on it", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && contains(e.Cards, x.Self) && x.S.IsCharacter(x.Self)
		},
		Select: &Select{Options: []Option{enforce(1), enforce(2), enforce(3)}},
	}}})

	// Soshi Aoi: lose 1 honor; a character you control gets +1 military
	// and becomes a Bushi, or +1 political and becomes a Courtier, until
	// the end of the phase.
	Register("soshi-aoi", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: a character you control gets +1 military and the Bushi trait, or +1 political and the Courtier trait, this phase", Timing: Action,
		Costs:  []Cost{LoseHonor(1)},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly)},
		Select: &Select{Options: []Option{
			{Label: "bushi", Do: func(x *Ctx) {
				x.Lasting(ModMil, 1, "phase", x.Target())
				x.Lasting(ModTrait+":bushi", 1, "phase", x.Target())
			}},
			{Label: "courtier", Do: func(x *Ctx) {
				x.Lasting(ModPol, 1, "phase", x.Target())
				x.Lasting(ModTrait+":courtier", 1, "phase", x.Target())
			}},
		}},
	}}})

	// Insolent Rival: +2/+2 while your honor bid is higher than an
	// opponent's; while participating, it challenges an opposing
	// participant to a military duel whose loser is dishonored.
	Register("insolent-rival", &Text{Says: "+2 military and +2 political while your honor bid is higher than an opponent's", ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if bidAbove(s, s.Controller(self)) {
				Skills(add, self, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "military duel with an opposing participant: dishonor the loser", Timing: Action, Needs: NeedConflict,
			If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
			Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, AnOpponents, NoDash("military"))},
			Duel:   &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) { x.Dishonor(loser) }},
		}}})

	// Bayushi Collector: discard an attachment on a dishonored character,
	// and that character's status token.
	Register("bayushi-collector", &Text{Abilities: []*Ability{{
		Text: "discard an attachment on a dishonored character, and that character's status token", Timing: Action,
		Target: &Target{Prompt: "choose an attachment on a dishonored character", Filter: All(Attachment, func(x *Ctx, id int) bool {
			return x.S.Card(x.S.Parent(id)).Status == Dishonored
		})},
		Effect: func(x *Ctx) {
			par := x.S.Parent(x.Target())
			x.Discard(x.Target())
			x.DiscardStatus(par)
		},
	}}})

	// Opium Wastrel: only while you are less honorable than an opponent;
	// after it enters play during a conflict, a participant's glory is 0
	// until the conflict ends.
	Register("opium-wastrel", &Text{Says: "play only while you are less honorable than an opponent", PlayIf: lessHonorable, Abilities: []*Ability{{
		Text: "after it enters play during a conflict: a participant's glory is 0 until the end of the conflict", Timing: Reaction, On: EvEnterPlay,
		If:     func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) && DuringConflict(x) },
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, func(x *Ctx, id int) bool { return x.S.Glory(id) > 0 })},
		Effect: func(x *Ctx) { x.Lasting(ModSetGlory, 0, "conflict", x.Target()) },
	}}})

	// Shosuro Hametsu: lose 1 honor to search your conflict deck for a
	// Poison card, reveal it and take it; shuffle.
	Register("shosuro-hametsu", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: search your conflict deck for a Poison card and take it", Timing: Action,
		If:    func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 },
		Costs: []Cost{LoseHonor(1)},
		Pick: &Pick{Optional: true, Prompt: "choose a Poison card to reveal and add to your hand (or pass)",
			From: func(x *Ctx) []int {
				var out []int
				for _, id := range x.S.P[x.P].ConflictDeck {
					if x.S.HasTrait(id, "poison") {
						out = append(out, id)
					}
				}
				return out
			},
			Do: func(x *Ctx, id int) {
				x.S.Say(x.S.Names[x.P], " reveals ", x.S.Title(id))
				x.TakeToHand(id)
			},
			After: func(x *Ctx) { x.ShuffleConflictDeck(x.P) }},
	}}})

	// Bayushi Aramoro: while it takes part in a military conflict,
	// dishonor it: an opposing participant gets -2 military until the
	// conflict ends, and is discarded while its military skill is 0.
	Register("bayushi-aramoro", &Text{Abilities: []*Ability{{
		Text: "dishonor it: an opposing participant gets -2 military until the end of the conflict, and is discarded at 0", Timing: Action, Needs: NeedMilitary,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && ConflictOfType("military")(x) },
		Costs:  []Cost{dishonorSelfCost},
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Effect: func(x *Ctx) {
			x.Lasting(ModMil, -2, "conflict", x.Target())
			x.Lasting(ModDiscardAt0Mil, 0, "conflict", x.Target())
		},
	}}})

	// Bayushi Dairu: while participating, move another character's status
	// token to it.
	Register("bayushi-dairu", &Text{Abilities: []*Ability{{
		Text: "move another character's status token to it", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose another character with a status token", Filter: All(Character, Other, func(x *Ctx, id int) bool {
			st := x.S.Card(id).Status
			return st != Ordinary && x.S.Card(x.Self).Status != st
		})},
		Effect: func(x *Ctx) { x.MoveStatusToken(x.Target(), x.Self) },
	}}})

	// Reclusive Zokujin: during Earth conflicts it has covert and is immune
	// to its opponents' card effects.
	Register("reclusive-zokujin", &Text{Says: "during Earth conflicts it gains covert and is immune to your opponents' card effects",
		ModKinds: []string{ModKeyword + ":covert", ModImmune + ":opponent"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Conf.Active && s.ConflictHasElement(Earth) {
				add(self, ModKeyword+":covert", 1)
				add(self, ModImmune+":opponent", 1)
			}
		}})

	// Loyal Challenger: its player gains 1 honor after it wins a conflict
	// and loses 1 after it loses one; during a conflict it may challenge
	// an opposing participant to a political duel whose loser's printed
	// text box is blank (Traits kept) until the conflict ends.
	Register("loyal-challenger", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict: gain 1 honor", Timing: ForcedReaction, On: EvResolved,
		If:     selfWon(nil),
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
		Limit:  Unlimited,
	}, {
		Text: "after it loses a conflict: lose 1 honor", Timing: ForcedReaction, On: EvResolved,
		If:     selfLost,
		Effect: func(x *Ctx) { x.LoseHonor(x.P, 1) },
		Limit:  Unlimited,
	}, {
		Text: "political duel with an opposing participant: the loser's printed text box is blank until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "political") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, AnOpponents, NoDash("political"))},
		Duel:   &DuelSpec{Type: "political", Result: func(x *Ctx, winner, loser int) { x.Lasting(ModBlank, 1, "conflict", loser) }},
	}}})

	// Shosuro Takao: while a dishonored character takes part in a
	// conflict, move it into the conflict or out of it.
	Register("shosuro-takao", &Text{Abilities: []*Ability{{
		Text: "while a dishonored character participates: move it into or out of the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			if !DuringConflict(x) || !(CanSendHome(x, x.Self) || CanMoveIn(x, x.Self)) {
				return false
			}
			for p := range x.S.P {
				for _, id := range x.S.Participants(p) {
					if x.S.Card(id).Status == Dishonored {
						return true
					}
				}
			}
			return false
		},
		Effect: func(x *Ctx) {
			if x.S.Participating(x.Self) {
				x.SendHome(x.Self)
			} else {
				x.MoveToConflict(x.Self)
			}
		},
	}}})

	// Shosuro Sadako: while dishonored, its glory is added to its skills
	// instead of subtracted (RR-STATUS-GLORY-1).
	Register("shosuro-sadako", &Text{Says: "while it is dishonored, its glory is added to its skills instead of subtracted", ModKinds: []string{ModDishonoredAddsGlory},
		Mods: func(s *State, self int, add func(int, string, int)) { add(self, ModDishonoredAddsGlory, 1) }})

	// Soshi Shadowshaper: in the conflict phase, lose 1 honor to return to
	// its owner's hand a character with cost 2 or lower that entered play
	// from a hand this phase (RR-ENTERED-FROM-HAND-1).
	Register("soshi-shadowshaper", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: return to its owner's hand a character costing 2 or less that entered play from a hand this phase", Timing: Action, Needs: NeedConflictPhase,
		If:    func(x *Ctx) bool { return x.S.Phase == "conflict" },
		Costs: []Cost{LoseHonor(1)},
		Target: &Target{Characters: true, Prompt: "choose a character with cost 2 or lower that entered play from a hand this phase", Filter: All(Character, PrintedCostAtMost(2),
			func(x *Ctx, id int) bool { return x.S.EnteredFromHandThisPhase(id) })},
		Effect: func(x *Ctx) { x.ReturnToHand(x.Target()) },
	}}})

	// Disguised Protector: while it participates, each player adds their
	// honor bid to their side's skill as this conflict is resolved
	// (RR-BID-SKILL-1).
	Register("disguised-protector", &Text{Abilities: []*Ability{{
		Text: "each player adds their honor bid to their skill in this conflict's resolution", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && !x.S.HasRestriction(x.S.Conf.Attacker, ModBidToSkill)
		},
		Effect: func(x *Ctx) {
			x.Restrict(ModBidToSkill, x.S.Conf.Attacker, "conflict")
			x.Restrict(ModBidToSkill, x.S.Conf.Defender, "conflict")
		},
	}}})

	// Illustrious Plagiarist: it gains the action abilities of the topmost
	// event in an opponent's conflict discard pile until the end of the
	// phase.
	topmostEvent := func(x *Ctx, id int) bool {
		c := x.S.Card(id)
		if int(c.Owner) == x.P || c.Zone != ZConflictDiscard {
			return false
		}
		pile := x.S.Seat(int(c.Owner)).ConflictDiscard
		for i := len(pile) - 1; i >= 0; i-- { // bottom first: the topmost is the last
			if x.S.Printed(pile[i]).Type == "event" {
				return pile[i] == id
			}
		}
		return false
	}
	Register("illustrious-plagiarist", &Text{Abilities: []*Ability{{
		Text: "gain the action abilities of the topmost event in an opponent's conflict discard pile until the end of the phase", Timing: Action,
		Target: &Target{Prompt: "choose the topmost event in an opponent's conflict discard pile", In: []Zone{ZConflictDiscard},
			Filter: All(topmostEvent, func(x *Ctx, id int) bool { return len(x.S.ActionAbilities(id)) > 0 })},
		Effect: func(x *Ctx) {
			for _, i := range x.S.ActionAbilities(x.Target()) {
				x.GainAbility(x.Target(), i, "phase")
			}
		},
	}}})

	// Bayushi's Whisperers: during a conflict, look at an opponent's hand
	// and name a card: they cannot play copies of it this phase
	// (RR-NAMED-1). The name is chosen among the cards seen in that hand.
	Register("bayushis-whisperers", &Text{Abilities: []*Ability{{
		Text: "look at an opponent's hand and name a card of it: they cannot play copies of it this phase", Timing: Action, Needs: NeedConflict,
		If:      DuringConflict,
		Against: func(x *Ctx, q int) bool { return len(x.S.P[q].Hand) > 0 },
		Pick: &Pick{Prompt: "name a card in your opponent's hand",
			From: func(x *Ctx) []int {
				hand := x.S.Seat(x.Opp()).Hand
				for _, id := range hand {
					x.S.LookAt(x.P, id)
				}
				return append([]int(nil), hand...)
			},
			Do: func(x *Ctx, id int) { x.ForbidCopies(x.Opp(), id, "phase") }},
	}}})

	// Heartless Intimidator: each time an opponent loses honor (given
	// away or lost), discard the top card of their conflict deck.
	Register("heartless-intimidator", &Text{Abilities: []*Ability{{
		Text: "after an opponent loses honor: discard the top card of their conflict deck", Timing: Reaction, On: EvHonorLost,
		If: func(x *Ctx) bool {
			p := x.Event().Player
			return p >= 0 && p != x.P && len(x.S.Seat(p).ConflictDeck) > 0
		},
		Effect: func(x *Ctx) {
			if top := x.S.TopOfConflictDeck(x.Event().Player, 1); len(top) == 1 {
				x.DiscardFromDeck(top[0])
			}
		},
		Limit: Unlimited,
	}}})

	// Shosuro Hyobu: after an opponent discards cards from their hand for
	// a card ability's cost or effect, dishonor a character.
	Register("shosuro-hyobu", &Text{Abilities: []*Ability{{
		Text: "after an opponent discards from hand for a card ability: dishonor a character", Timing: Reaction, On: EvHandDiscard,
		If: func(x *Ctx) bool {
			p := x.Event().Player
			return p >= 0 && p != x.P
		},
		Target: &Target{Characters: true, Prompt: "choose a character to dishonor", Filter: All(Character, CanDishonor)},
		Effect: func(x *Ctx) { x.Dishonor(x.Target()) },
	}}})

	// Social Puppeteer: while its controller has composure, it must be
	// chosen as the target of an opponent's event if it can be
	// (RR-MUST-TARGET-1); while participating, switch honor dials with your
	// opponent until your next bid.
	Register("social-puppeteer", &Text{Says: "with composure: it must be chosen as a target of an opponent's event, if able", ModKinds: []string{ModMustBeTargeted},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.HasComposure(s.Controller(self)) {
				add(self, ModMustBeTargeted, 1)
			}
		},
		Abilities: []*Ability{{
			Text: "switch honor dials with your opponent until your next bid", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool {
				return SelfParticipating(x) && x.Opp() >= 0 && x.S.P[x.P].Bid != x.S.Seat(x.Opp()).Bid
			},
			Effect: func(x *Ctx) { x.SwitchDials(x.P, x.Opp()) },
		}}})
}
