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
		Pick: opponentPicksChallengee("military"),
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
			if s.Card(id).Status == Honored && s.HasClan(id, "crane") {
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
	// Sadane Student: +2 political while its controller has claimed the
	// Air ring or the Fire ring.
	Register("sadane-student", &Text{Says: "+2 political while you have claimed the Air or the Fire ring", ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if p := s.Controller(self); s.HasClaimedRing(p, Air) || s.HasClaimedRing(p, Fire) {
			add(self, ModPol, 2)
		}
	}})

	// Doji Fumiki: while it takes part in a conflict, bow a dishonored
	// participant.
	Register("doji-fumiki", &Text{Abilities: []*Ability{{
		Text: "while participating: bow a dishonored participating character", Timing: Action, Needs: NeedConflict,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a dishonored participating character", Filter: All(ParticipatingChar, StatusIs(Dishonored), CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Beloved Advisor: its controller and an opponent of their choice draw
	// a card each.
	Register("beloved-advisor", &Text{Abilities: []*Ability{{
		Text: "you and an opponent each draw 1 card", Timing: Action, Against: AnyOpponent,
		Effect: func(x *Ctx) {
			x.Draw(x.P, 1)
			x.Draw(x.Opp(), 1)
		},
	}}})

	// Kakita Favorite: +2 political while it is one of a duel's two
	// characters.
	Register("kakita-favorite", &Text{Says: "+2 political while it is in a duel", ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.Duel.Active && (s.Duel.Challenger == self || s.Duel.Challengee == self) {
			add(self, ModPol, 2)
		}
	}})

	// Maker of Keepsakes: it never takes a dishonored status token (an
	// honored one can still be discarded by a dishonor, leaving it
	// ordinary).
	Register("maker-of-keepsakes", &Text{Bars: []string{EvDishonor}, Says: "it cannot receive a dishonored status token", Cannot: func(s *State, self int, a Act) bool {
		return a.Kind == EvDishonor && s.Card(self).Status == Ordinary
	}})

	// Callow Delegate: as it leaves play, honor a character of yours.
	Register("callow-delegate", &Text{Abilities: []*Ability{{
		Text: "when it leaves play: honor a character you control", Timing: Interrupt, On: EvLeavePlay,
		If:     func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a character you control to honor", Filter: All(Character, Friendly, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Kakita Ryoku: as each phase begins, while you hold the Imperial
	// Favor, honor a character.
	Register("kakita-ryoku", &Text{Abilities: []*Ability{{
		Text: "after a phase begins, while you hold the Imperial Favor: honor a character", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.S.HoldsFavor(x.P) },
		Target: &Target{Characters: true, Prompt: "choose a character to honor", Filter: All(Character, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Winter Court Hosts: each time an
	// opponent plays a card during a conflict it takes part in, while you
	// are more honorable than that player, draw a card.
	Register("winter-court-hosts", &Text{Abilities: []*Ability{{
		Text: "after an opponent plays a card during a conflict it is in, while you are more honorable than them: draw 1 card", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			return ByAnOpponent(x) && x.S.Participating(x.Self) && x.S.P[x.P].Honor > x.S.P[x.Event().Player].Honor
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		Limit:  Unlimited,
	}}})

	// Doji Shigeru: each time an opponent plays an event during a conflict
	// it takes part in, that player discards a card of their choice.
	Register("doji-shigeru", &Text{Abilities: []*Ability{{
		Text: "after an opponent plays an event during a conflict it is in: they discard a card of their choice", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			return ByAnOpponent(x) && x.Event().Label == "event" && x.S.Participating(x.Self) && len(x.S.P[x.Event().Player].Hand) > 0
		},
		Pick: &Pick{Who: func(x *Ctx) int { return x.Event().Player }, Prompt: "choose a card to discard from your hand",
			From: func(x *Ctx) []int { return append([]int(nil), x.S.P[x.Event().Player].Hand...) },
			Do:   func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
		Limit: Unlimited,
	}}})

	// Paragon of Grace: while it is its side's only participant, the
	// opponent discards a card of their choice, or at random while it is
	// honored.
	Register("paragon-of-grace", &Text{Abilities: []*Ability{{
		Text: "while it is your only participant: your opponent discards a card of their choice (at random while it is honored)", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return OnlyParticipant(x) && len(x.S.Seat(x.Opp()).Hand) > 0 },
		Effect: func(x *Ctx) {
			if x.S.Card(x.Self).Status == Honored {
				x.DiscardAtRandom(x.Opp(), 1)
			}
		},
		Pick: &Pick{By: "opponent", Prompt: "choose a card to discard from your hand",
			From: func(x *Ctx) []int {
				if x.S.Card(x.Self).Status == Honored {
					return nil
				}
				return append([]int(nil), x.S.Seat(x.Opp()).Hand...)
			},
			Do: func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})
	// Asahina Takamori: after you play a Crane character, an opposing
	// character with the same or a lower printed cost can neither attack
	// nor defend for the rest of the round.
	Register("asahina-takamori", &Text{Abilities: []*Ability{{
		Text: "after you play a Crane character: an opposing character costing no more cannot attack or defend this round", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && e.Label == "character" && x.S.HasClan(e.Cards[0], "crane")
		},
		Target: &Target{Characters: true, Prompt: "choose a character your opponent controls with equal or lower printed cost",
			Filter: All(Character, Opponents, func(x *Ctx, id int) bool { return PrintedCostAtMost(x.S.Printed(x.Event().Cards[0]).Cost)(x, id) })},
		Effect: func(x *Ctx) {
			x.Lasting("cannot:attack", 0, "round", x.Target())
			x.Lasting("cannot:defend", 0, "round", x.Target())
		},
	}}})

	// Benevolent Host: after you play it, put a Courtier from one of your
	// provinces into play, with 1 fate if its printed cost is 2 or lower.
	Register("benevolent-host", &Text{Abilities: []*Ability{{
		Text: "after you play it: put a Courtier from your provinces into play (with 1 fate if it costs 2 or less)", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool { e := x.Event(); return e.Player == x.P && e.Cards[0] == x.Self },
		Target: &Target{Prompt: "choose a Courtier in your provinces", In: provinces,
			Filter: func(x *Ctx, id int) bool {
				return InOwnProvince(x, id) && !x.S.Card(id).Facedown && x.S.Printed(id).Type == "character" && x.S.HasTrait(id, "courtier") && CanPutIntoPlay(x, id)
			}},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Target(), false)
			if PrintedCostAtMost(2)(x, x.Target()) {
				x.PlaceFate(x.Target(), 1)
			}
		},
	}}})

	// Menacing Iron Warrior: in a military conflict it takes part in, each
	// opposing participant with no more military skill than it cannot
	// trigger its abilities until the end of the conflict.
	ironCowed := func(x *Ctx) []int {
		mil := x.S.Skill(x.Self, "military")
		return opponentParticipants(x, func(x *Ctx, id int) bool { return !x.S.Dash(id, "military") && x.S.Skill(id, "military") <= mil })
	}
	Register("menacing-iron-warrior", &Text{Abilities: []*Ability{{
		Text: "in a military conflict it is in: opposing participants with no more military skill cannot trigger abilities this conflict", Timing: Action, Needs: NeedMilitary,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && ConflictOfType("military")(x) },
		Can:    func(x *Ctx) bool { return len(ironCowed(x)) > 0 },
		Effect: func(x *Ctx) { x.Lasting("cannot:"+ActTrigger, 0, "conflict", ironCowed(x)...) },
	}}})

	// Courtly Challenger: honored after it wins a duel, dishonored after it
	// loses one; while participating, a political duel with an opposing
	// participant, whose winner's controller draws 2 cards.
	Register("courtly-challenger", &Text{Abilities: []*Ability{
		{
			Text: "after it wins a duel: honor it", Timing: ForcedReaction, On: EvDuelResolved,
			If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && CanHonor(x, x.Self) },
			Effect: func(x *Ctx) { x.Honor(x.Self) }, Limit: Unlimited,
		},
		{
			Text: "after it loses a duel: dishonor it", Timing: ForcedReaction, On: EvDuelResolved,
			If:     func(x *Ctx) bool { return x.Event().Cards[1] == x.Self && CanDishonor(x, x.Self) },
			Effect: func(x *Ctx) { x.Dishonor(x.Self) }, Limit: Unlimited,
		},
		{
			Text: "political duel with an opposing participant: the winner's controller draws 2 cards", Timing: Action, Needs: NeedConflict,
			If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "political") },
			Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("political"))},
			Duel:   &DuelSpec{Type: "political", Result: func(x *Ctx, winner, loser int) { x.Draw(x.S.Controller(winner), 2) }},
		},
	}})
	// Kakita Yuri: while participating, a political duel against an
	// opposing participant of the opponent's choice; the loser's controller
	// cannot declare military conflicts for the rest of the phase.
	Register("kakita-yuri", &Text{Abilities: []*Ability{{
		Text: "your opponent picks a participant of theirs to duel it (political): the loser's player cannot declare military conflicts this phase", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && !x.S.Dash(x.Self, "political") && len(opponentParticipants(x, NoDash("political"))) > 0
		},
		Pick: opponentPicksChallengee("political"),
		Duel: &DuelSpec{Type: "political", Result: func(x *Ctx, winner, loser int) {
			if x.S.Duel.Loser >= 0 { // a duel with no loser has no loser's player
				x.Restrict(ModNoDeclareType+":military", x.S.Controller(loser), "phase")
			}
		}},
	}}})
	// Ichigenkin Soloist: composure: an opponent's triggered abilities
	// cannot choose it (a ring's effect is no card's ability).
	Register("ichigenkin-soloist", &Text{Bars: []string{ActTarget}, Says: "composure: your opponents' triggered abilities cannot choose it",
		Cannot: func(s *State, self int, a Act) bool {
			p := s.Controller(self)
			return a.Kind == ActTarget && a.Source >= 0 && a.By != p && s.HasComposure(p)
		}})
	// Ikebana Artisan: when you would lose 1 honor for an unopposed
	// conflict, cancel that loss; then lose 1 fate (no limit).
	Register("ikebana-artisan", &Text{Abilities: []*Ability{{
		Text: "when you would lose honor for an unopposed conflict: cancel it, then lose 1 fate", Timing: Interrupt, Would: true, On: EvUnopposedHonor,
		If:     func(x *Ctx) bool { e := x.Event(); return e.Player == x.P && e.N == 1 },
		Effect: func(x *Ctx) { x.CancelTrigger() },
		Then:   func(x *Ctx) { x.LoseFate(x.P, 1) },
		Limit:  Unlimited,
	}}})
	// Iwasaki Pupil: each player draws 2 fewer cards from their honor bid
	// in the draw phase, never fewer than 1.
	Register("iwasaki-pupil", &Text{Says: "each player draws 2 fewer cards from their honor bid in the draw phase (at least 1)", ModKinds: []string{ModBidDrawLess},
		Mods: func(s *State, self int, add func(int, string, int)) { add(self, ModBidDrawLess, 2) }})
	// Tengu Sensei: after it evades a character by covert as it is
	// declared as an attacker, that character cannot be declared as an
	// attacker this phase. A declaration names the evaded characters, not
	// which covert attacker chose each: its player says which was its.
	Register("tengu-sensei", &Text{Abilities: []*Ability{{
		Text: "after it chooses a character using covert: that character cannot attack this phase", Timing: Reaction, On: EvDeclared,
		If: func(x *Ctx) bool {
			return contains(x.Event().Cards, x.Self) && x.S.HasKeyword(x.Self, "covert") && len(x.S.Conf.Evaded) > 0
		},
		Target: &Target{Characters: true, Prompt: "choose the character it evaded by covert",
			Filter: func(x *Ctx, id int) bool { return contains(x.S.Conf.Evaded, id) && x.S.IsCharacter(id) }},
		Effect: func(x *Ctx) { x.Lasting("cannot:attack", 0, "phase", x.Target()) },
	}}})
	// Asahina Takako: her controller may look at the facedown cards in
	// their provinces; action: choose a card in one of your provinces and
	// switch it with a card in another of your provinces, or discard it.
	inYourProvince := func(x *Ctx, id int) bool { c := x.S.Card(id); return c.Zone == ZProvince && int(c.Owner) == x.P } // faceup or not
	inOtherProvince := func(x *Ctx) []int {
		var out []int
		for prov := range x.S.Provinces() {
			if prov == int(x.S.Card(x.Target()).Prov) {
				continue
			}
			for _, id := range x.S.P[x.P].Dyn[prov] {
				if inYourProvince(x, id) {
					out = append(out, id)
				}
			}
		}
		return out
	}
	Register("asahina-takako", &Text{Says: "you may look at the facedown cards in your provinces", ModKinds: []string{ModSeeOwnFacedown},
		Mods: func(s *State, self int, add func(int, string, int)) { add(self, ModSeeOwnFacedown, 1) },
		Abilities: []*Ability{{
			Text: "choose a card in one of your provinces: switch it with a card in another of your provinces, or discard it", Timing: Action,
			Target: &Target{Prompt: "choose a card in one of your provinces", In: provinces, Filter: inYourProvince},
			Select: &Select{Options: []Option{
				{Label: "switch", Can: func(x *Ctx) bool { return len(inOtherProvince(x)) > 0 }, Do: func(x *Ctx) {}},
				{Label: "discard", Do: func(x *Ctx) { x.DiscardKeepEmpty(x.Target()) }},
			}},
			Pick: &Pick{Prompt: "choose a card in another of your provinces to switch with",
				From: func(x *Ctx) []int {
					if x.Label != "switch" {
						return nil
					}
					return inOtherProvince(x)
				},
				Do: func(x *Ctx, id int) { x.SwitchProvinceCards(x.Target(), id) }},
		}}})
	// Fū Sui Disciple: the player with the Air ring in their claimed pool
	// chooses an ordinary character of theirs; you then select whether it
	// is honored or dishonored.
	airHolder := func(x *Ctx) int { return x.S.Rings[Air].Claimed }
	airHoldersOrdinary := func(x *Ctx) []int {
		if p := airHolder(x); p >= 0 {
			return charactersOf(x, p, All(Character, StatusIs(Ordinary)))
		}
		return nil
	}
	Register("fu-sui-disciple", &Text{Abilities: []*Ability{{
		Text: "the player who claimed the Air ring chooses an ordinary character of theirs: you select to honor or dishonor it", Timing: Action,
		If: func(x *Ctx) bool { return len(airHoldersOrdinary(x)) > 0 },
		Pick: &Pick{Who: airHolder, SelectAfter: true, Prompt: "choose an ordinary character you control", From: airHoldersOrdinary,
			Do: func(x *Ctx, id int) {}},
		Select: &Select{Options: []Option{
			{Label: "honor", Can: func(x *Ctx) bool { return x.Target() >= 0 && CanHonor(x, x.Target()) }, Do: func(x *Ctx) { x.Honor(x.Target()) }},
			{Label: "dishonor", Can: func(x *Ctx) bool { return x.Target() >= 0 && CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
		}},
	}}})
	// Daidoji Uji: while he is honored, his controller may play each
	// character in their provinces as if it were in their hand, for 1
	// fate less.
	Register("daidoji-uji", &Text{Says: "while honored: you may play each character in your provinces as if it were in your hand, costing 1 less", ModKinds: []string{ModProvincesAsHand},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Card(self).Status == Honored {
				add(self, ModProvincesAsHand, 1)
			}
		}})
	// Kakita Toshimoko: when it would lose a conflict, a military duel
	// against an opposing participant of the opponent's choice; if it
	// wins, both players count 0 skill instead: no one wins the conflict.
	Register("kakita-toshimoko", &Text{Abilities: []*Ability{{
		Text: "when it would lose a conflict: your opponent picks a participant of theirs to duel it (military); if it wins, nobody wins the conflict", Timing: Interrupt, On: EvWouldLose,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && contains(x.Event().Cards, x.Self) && SelfParticipating(x) &&
				!x.S.Dash(x.Self, "military") && len(opponentParticipants(x, NoDash("military"))) > 0
		},
		Pick: opponentPicksChallengee("military"),
		Duel: &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) {
			if winner == x.Self {
				x.Restrict(ModNoConflictResult, x.P, "conflict")
			}
		}},
	}}})
}
