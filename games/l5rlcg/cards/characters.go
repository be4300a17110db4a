package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Characters.
func init() {
	// Obstinate Recruit: discarded while an opponent is more honorable.
	Register("obstinate-recruit", &Text{Says: "it is discarded while an opponent has more honor than you", DiscardIf: func(s *State, self int) bool {
		p := s.Controller(self)
		return s.AnOpponent(p, func(o int) bool { return s.P[o].Honor > s.P[p].Honor })
	}})

	// Moto Youth: +1 military during the first military conflict each round.
	Register("moto-youth", &Text{Says: "+1 military during the round's first military conflict", ModKinds: []string{ModMil}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.Conf.Active && s.Conf.Type == "military" && s.Declared["military"] == 1 {
			add(self, ModMil, 1)
		}
	}})

	// Cautious Scout: while attacking alone, the defending province's text
	// box is blank.
	Register("cautious-scout", &Text{Says: "while it attacks alone, the attacked province's text is blank", Blanks: func(s *State, self, card int) bool {
		return s.AttackingAlone(self) && s.AttackedProvince() == card
	}})

	// Hida Kisada: while you have lost no conflict this phase, cancel the
	// first action ability your opponent triggers from a card during each
	// conflict.
	Register("hida-kisada", &Text{Abilities: []*Ability{{
		Text: "cancel the first action ability your opponent triggers from a card in each conflict", Timing: ForcedInterrupt, On: EvInitiate,
		If: func(x *Ctx) bool {
			e := x.Event()
			return DuringConflict(x) && e.Player == x.Opp() && e.N == int(Action) && x.S.P[x.P].LostThisPhase == 0 &&
				x.S.Conf.Actions[e.Player] == 1 // the first, whoever's it was or whether Kisada was in play then
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
		Limit:  PerConflict(1),
	}}})

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

	Register("agasha-swordsmith", &Text{Abilities: []*Ability{{
		Text: "search the top 5 cards of your conflict deck for an attachment", Timing: Action,
		If:   func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 },
		Pick: search(func(x *Ctx, id int) bool { return x.S.Printed(id).Type == "attachment" }),
	}}})

	Register("seeker-initiate", &Text{Abilities: []*Ability{{
		Text: "after you claim the ring of your role's element: search the top 5 cards of your conflict deck for a card", Timing: Reaction, On: EvClaimRing,
		If:   func(x *Ctx) bool { return x.Event().Player == x.P && x.S.RoleElement(x.P) == RingNames[x.Event().N] },
		Pick: search(nil),
	}}})

	// Shrewd Yasuki: while participating with a holding in play, look at
	// the top 2 cards of your conflict deck, take one, the other to the bottom.
	Register("shrewd-yasuki", &Text{Abilities: []*Ability{{
		Text: "look at the top 2 cards of your conflict deck: take one, the other goes to the bottom", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && x.S.Holdings(0)+x.S.Holdings(1) > 0 && len(x.S.P[x.P].ConflictDeck) > 0
		},
		Pick: &Pick{Prompt: "choose the card to add to your hand",
			From: func(x *Ctx) []int { return x.S.TopOfConflictDeck(x.P, 2) },
			Do: func(x *Ctx, id int) {
				for _, other := range x.S.TopOfConflictDeck(x.P, 2) {
					if other != id {
						x.ToDeckBottom(other)
					}
				}
				x.TakeToHand(id)
			}},
	}}})

	// Kitsuki Investigator: in a political conflict, spend 1 fate to an
	// unclaimed ring: look at your opponent's hand and discard a card of it.
	// Max 1 per conflict.
	Register("kitsuki-investigator", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate to an unclaimed ring: look at your opponent's hand and discard a card from it", Timing: Action, Needs: NeedPolitical,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && ConflictOfType("political")(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Costs: []Cost{SpendFateToRing(1)}, Max: PerConflict(1),
		Pick: &Pick{Prompt: "choose a card from your opponent's hand to discard",
			From: func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:   func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Adept of the Waves: a character gains covert during Water conflicts
	// until the end of the phase.
	Register("adept-of-the-waves", &Text{Abilities: []*Ability{{
		Text: "a character gains covert during Water conflicts this phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting(ModKeyword+":covert:water", 0, "phase", x.Target()) },
	}}})

	// Enlightened Warrior: after an opponent selects a ring with fate on it
	// (declaring a conflict), place 1 fate on this character.
	Register("enlightened-warrior", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a conflict on a ring with fate: place 1 fate on it", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.Event().M > 0 },
		Effect: func(x *Ctx) { x.PlaceFate(x.Self, 1) },
	}}})

	// Shinjo Tatsuo: during a conflict, move it and up to 1 other character
	// you control to the conflict.
	Register("shinjo-tatsuo", &Text{Abilities: []*Ability{{
		Text: "move it and up to 1 other character you control to the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && (CanMoveIn(x, x.Self) || len(charactersOf(x, x.P, All(Other, CanMoveIn))) > 0)
		},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
		Pick: &Pick{Optional: true, Prompt: "choose up to 1 other character you control to move (or pass)",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, All(Other, CanMoveIn)) },
			Do:   func(x *Ctx, id int) { x.MoveToConflict(id) }},
	}}})

	// Iuchi Wayfinder: after it enters play, look at a facedown province.
	Register("iuchi-wayfinder", &Text{Abilities: []*Ability{{
		Text: "after it enters play: look at a facedown province", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(facedownProvinces(x)) > 0 },
		Pick: &Pick{Prompt: "choose a facedown province to look at",
			From: facedownProvinces,
			Do:   func(x *Ctx, id int) { x.S.LookAt(x.P, id) }},
	}}})

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

	// Togashi Yokuni: gain a triggered ability printed on another character
	// until the end of the phase. Max 1 per round. (Of a character with
	// several, the first is taken: see docs/rulings.md.)
	Register("togashi-yokuni", &Text{Abilities: []*Ability{{
		Text: "gain a triggered ability printed on another character until the end of the phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose another character with a triggered ability", Filter: All(Character, Other,
			func(x *Ctx, id int) bool { return x.S.FirstTriggered(id) >= 0 })},
		Effect: func(x *Ctx) { x.GainAbility(x.Target(), x.S.FirstTriggered(x.Target()), "phase") },
		Max:    PerRound(1),
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

	// Seeker of Knowledge: while it attacks, the contested ring also has
	// the Air element; its player chooses which element's effect to resolve.
	Register("seeker-of-knowledge", &Text{Says: "while it attacks, the contested ring has the air element too", RingGains: func(s *State, self int) int {
		if s.Participating(self) && s.Controller(self) == s.Conf.Attacker {
			return Air
		}
		return -1
	}})

	// Shiba Tsukune: when the conflict phase ends, resolve the effects of
	// up to 2 unclaimed rings as if you were the attacking player.
	rings := make([]Option, len(RingNames))
	for i, name := range RingNames {
		rings[i] = Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && !x.S.HasRestriction(x.P, "tsukune:"+name) },
			Do: func(x *Ctx) {
				x.Restrict("tsukune:"+name, x.P, "round") // each ring once
				x.ResolveRingAs(x.P, i)
			}}
	}
	Register("shiba-tsukune", &Text{Abilities: []*Ability{{
		Text: "when the conflict phase ends: resolve the effects of up to 2 unclaimed rings as the attacker would", Timing: Interrupt, On: EvPhaseEnds,
		If:     func(x *Ctx) bool { return x.Event().Label == "conflict" },
		Select: &Select{Options: rings},
		Twice:  Again(Cost{Text: "resolve a second ring"}),
	}}})

	// Tattooed Wanderer: may be played as an attachment; the attached
	// character gains covert.
	Register("tattooed-wanderer", &Text{Says: "may be played as an attachment; attached, it gives its character covert", AsAttachment: true,
		ModKinds: []string{ModKeyword + ":covert"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if c := s.Card(self); c.Zone == ZAttached {
				add(int(c.Parent), ModKeyword+":covert", 1)
			}
		}})

	// Togashi Kazue: may be played as an attachment; then, during a
	// conflict its character takes part in, move 1 fate from another
	// participant to the attached character.
	Register("togashi-kazue", &Text{Says: "may be played as an attachment", AsAttachment: true, Abilities: []*Ability{{
		Text: "attached: move 1 fate from another participant to the attached character", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			c := x.S.Card(x.Self)
			return c.Zone == ZAttached && x.S.Participating(int(c.Parent))
		},
		Target: &Target{Characters: true, Prompt: "choose another participating character with fate", Filter: All(ParticipatingChar, CanRemoveFate,
			func(x *Ctx, id int) bool { return id != parentOf(x) })},
		Effect: func(x *Ctx) { x.MoveFate(x.Target(), parentOf(x)) },
	}}})

	Register("hiruma-yojimbo", &Text{Says: "it cannot attack", Cannot: cannotAttack})

	Register("shiba-peacemaker", &Text{Says: "it cannot attack", Cannot: cannotAttack})

	Register("aggressive-moto", &Text{Says: "it cannot defend", Cannot: cannotDefend})

	Register("otomo-courtier", &Text{Says: "it cannot attack a player who holds the Imperial Favor", Cannot: cannotAttackFavor})

	// Political Rival: +3 political while defending.
	Register("political-rival", &Text{Says: "+3 political while it defends", ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.IsDefending(self) {
			add(self, ModPol, 3)
		}
	}})

	// Seeker of Enlightenment: +1/+1 for each fate on the unclaimed rings.
	Register("seeker-of-enlightenment", &Text{Says: "+1 military and +1 political for each fate on the unclaimed rings", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		Skills(add, self, s.UnclaimedRingFate())
	}})

	// Ishiken Initiate: +1/+1 for each claimed ring.
	Register("ishiken-initiate", &Text{Says: "+1 military and +1 political for each claimed ring", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		Skills(add, self, s.ClaimedRings(-1))
	}})

	// Yogo Outcast: +1/+1 while its controller is less honorable than an
	// opponent.
	Register("yogo-outcast", &Text{Says: "+1 military and +1 political while an opponent has more honor than you", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		p := s.Controller(self)
		if s.AnOpponent(p, func(o int) bool { return s.P[p].Honor < s.P[o].Honor }) {
			Skills(add, self, 1)
		}
	}})

	// Utaku Infantry: while participating, +1/+1 for each participating
	// Unicorn character its controller controls.
	Register("utaku-infantry", &Text{Says: "while it takes part in a conflict, +1 military and +1 political for each Unicorn character of yours taking part", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if !s.Participating(self) {
			return
		}
		n := 0
		for _, id := range s.Participants(s.Controller(self)) {
			if s.Printed(id).Clan == "unicorn" {
				n++
			}
		}
		Skills(add, self, n)
	}})

	// Honored General: while it participates, each other participating
	// Lion character its controller controls gets +1 military; after it
	// enters play, honor it.
	Register("honored-general", &Text{
		Says:     "while it takes part in a conflict, each other Lion character of yours taking part gets +1 military",
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Participating(self) {
				return
			}
			for _, id := range s.Participants(s.Controller(self)) {
				if id != self && s.Printed(id).Clan == "lion" {
					add(id, ModMil, 1)
				}
			}
		},
		Abilities: []*Ability{{
			Text: "after it enters play: honor it", Timing: Reaction, On: EvEnterPlay,
			If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && CanHonor(x, x.Self) },
			Effect: func(x *Ctx) { x.Honor(x.Self) },
		}},
	})

	// Border Rider: ready it.
	Register("border-rider", &Text{Abilities: []*Ability{{
		Text: "ready this character", Timing: Action,
		If:     func(x *Ctx) bool { return CanReady(x, x.Self) },
		Effect: func(x *Ctx) { x.Ready(x.Self) },
	}}})

	// Shinjo Outrider: during a conflict, move it to the conflict.
	Register("shinjo-outrider", &Text{Abilities: []*Ability{{
		Text: "move this character to the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && CanMoveIn(x, x.Self) },
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
	}}})

	// Brash Samurai: while it is your only participant, honor it.
	Register("brash-samurai", &Text{Abilities: []*Ability{{
		Text: "while it is your only participating character: honor it", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return OnlyParticipant(x) && CanHonor(x, x.Self) },
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Venerable Historian: while participating, if you are more honorable,
	// honor it.
	Register("venerable-historian", &Text{Abilities: []*Ability{{
		Text: "while participating and more honorable: honor it", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && MoreHonorable(x) && CanHonor(x, x.Self) },
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Vanguard Warrior: sacrifice it to place 1 fate on a character.
	Register("vanguard-warrior", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: place 1 fate on a character", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, Other)},
		Effect: func(x *Ctx) { x.PlaceFate(x.Target(), 1) },
	}}})

	// Stoic Gunso: during a conflict, sacrifice a friendly character: +3
	// military until the end of the conflict.
	Register("stoic-gunso", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: +3 military until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SacrificeFriendly(Other)},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 3, "conflict", x.Self) },
	}}})

	// Steadfast Witch Hunter: sacrifice a friendly character to ready a
	// character.
	Register("steadfast-witch-hunter", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: ready a character", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Target: &Target{Characters: true, Prompt: "choose a character to ready", Filter: All(Character, CanReady)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Adept of Shadows: lose 1 honor to return it to your hand.
	Register("adept-of-shadows", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: return it to your hand", Timing: Action,
		Costs:  []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.ReturnToHand(x.Self) },
	}}})

	// Wandering Ronin: during a conflict, remove 1 fate from it: +2/+2 until
	// the end of the conflict. Limit twice per conflict.
	Register("wandering-ronin", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from it: +2 military and +2 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{RemoveFateSelf(1)},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
		Limit:  PerConflict(2),
	}}})

	// Sinister Soshi: during a conflict, a participant gets -2/-2 until the
	// end of the conflict.
	Register("sinister-soshi", &Text{Abilities: []*Ability{{
		Text: "a participating character gets -2 military and -2 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.LastingSkills(-2, "conflict", x.Target()) },
	}}})

	// Lion's Pride Brawler: while attacking, bow a character whose military
	// skill is no higher than its own.
	Register("lions-pride-brawler", &Text{Abilities: []*Ability{{
		Text: "while attacking: bow a character with equal or lower military skill", Timing: Action, Needs: NeedConflict,
		If: SelfAttacking,
		Target: &Target{Characters: true, Prompt: "choose a character with equal or lower military skill", Filter: All(Character, Other, CanBow, NoDash("military"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "military") <= x.S.Skill(x.Self, "military") })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Master of the Spear: while attacking, the opponent sends one of their
	// participants home, their choice.
	Register("master-of-the-spear", &Text{Abilities: []*Ability{{
		Text: "while attacking: your opponent moves one of their participating characters home", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return SelfAttacking(x) && len(opponentParticipants(x, CanSendHome)) > 0 },
		Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to move home",
			From: func(x *Ctx) []int { return opponentParticipants(x, CanSendHome) },
			Do:   func(x *Ctx, id int) { x.SendHome(id) }},
	}}})

	// Isawa Masahiro: during a Fire conflict, bow it to discard a
	// participant with printed cost 2 or lower.
	Register("isawa-masahiro", &Text{Abilities: []*Ability{{
		Text: "bow it, during a Fire conflict: discard a participating character with printed cost 2 or lower", Timing: Action, Needs: NeedConflict,
		If: ConflictElement(Fire), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with printed cost 2 or lower", Filter: All(ParticipatingChar, PrintedCostAtMost(2), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Solemn Scholar: during a conflict, if you have claimed the Earth
	// ring, bow an attacking character.
	Register("solemn-scholar", &Text{Abilities: []*Ability{{
		Text: "with the Earth ring claimed: bow an attacking character", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.Rings[Earth].Claimed == x.P },
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
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

	// Asako Diplomat: after it wins a conflict, honor or dishonor a character.
	Register("asako-diplomat", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict: honor or dishonor a character", Timing: Reaction, On: EvResolved,
		If:     selfWon(nil),
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })},
		Select: &Select{Options: []Option{
			{Label: "honor", Can: func(x *Ctx) bool { return CanHonor(x, x.Target()) }, Do: func(x *Ctx) { x.Honor(x.Target()) }},
			{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
		}},
	}}})

	// Blackmail Artist: after it wins a political conflict, take 1 honor.
	Register("blackmail-artist", &Text{Abilities: []*Ability{{
		Text: "after it wins a political conflict: take 1 honor from your opponent", Timing: Reaction, On: EvResolved,
		If:     selfWon(ConflictOfType("political")),
		Effect: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) },
	}}})

	// Savvy Politician: after it is honored, honor a character.
	Register("savvy-politician", &Text{Abilities: []*Ability{{
		Text: "after it is honored: honor a character", Timing: Reaction, On: EvHonor,
		If:     func(x *Ctx) bool { return slices.Contains(x.Event().Cards, x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a character to honor", Filter: All(Character, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Matsu Beiona: after it enters play, with 3 or more other Bushi under
	// your control, place 2 fate on it.
	Register("matsu-beiona", &Text{Abilities: []*Ability{{
		Text: "after it enters play with 3 other Bushi under your control: place 2 fate on it", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && x.S.CountTrait(x.P, "bushi", false)-1 >= 3
		},
		Effect: func(x *Ctx) { x.PlaceFate(x.Self, 2) },
	}}})

	// Ide Messenger: during a conflict, spend 1 fate to move a character
	// you control to the conflict.
	Register("ide-messenger", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate: move a character you control to the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SpendFate(1)},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly, CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Miya Mystic: during the conflict phase, sacrifice it to discard an
	// attachment.
	Register("miya-mystic", &Text{Abilities: []*Ability{{
		Text: "sacrifice it, during the conflict phase: discard an attachment", Timing: Action, Needs: NeedConflictPhase,
		If: func(x *Ctx) bool { return x.S.Phase == "conflict" }, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Prompt: "choose an attachment", Filter: All(Attachment, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Warrior Poet: while participating, each opposing participant gets
	// -1/-1 until the end of the conflict.
	Register("warrior-poet", &Text{Abilities: []*Ability{{
		Text: "each participating character of your opponent gets -1 military and -1 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && len(x.S.Participants(x.Opp())) > 0 },
		Effect: func(x *Ctx) { x.LastingSkills(-1, "conflict", x.S.Participants(x.Opp())...) },
	}}})

	// Isawa Atsuko: during a Void conflict, your participants get +1/+1 and
	// your opponent's -1/-1 until the end of the conflict.
	Register("isawa-atsuko", &Text{Abilities: []*Ability{{
		Text: "during a Void conflict: your participants +1/+1, your opponent's -1/-1, until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: ConflictElement(Void),
		Effect: func(x *Ctx) {
			x.LastingSkills(1, "conflict", x.S.Participants(x.P)...)
			x.LastingSkills(-1, "conflict", x.S.Participants(x.Opp())...)
		},
	}}})

	// Hida Guardian: while participating, another participant gets +2/+2
	// for each holding you control, until the end of the conflict.
	Register("hida-guardian", &Text{Abilities: []*Ability{{
		Text: "another participant gets +2/+2 per holding you control until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && x.S.Holdings(x.P) > 0 },
		Target: &Target{Characters: true, Prompt: "choose another participating character", Filter: All(ParticipatingChar, Other)},
		Effect: func(x *Ctx) { x.LastingSkills(2*x.S.Holdings(x.P), "conflict", x.Target()) },
	}}})

	// Kaiu Shuichi: covert; during a conflict it takes part in, with a
	// holding in play, gain 1 fate.
	Register("kaiu-shuichi", &Text{Abilities: []*Ability{{
		Text: "while participating with a holding in play: gain 1 fate", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && x.S.Holdings(0)+x.S.Holdings(1) > 0 },
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Fearsome Mystic: +2 glory during Air conflicts; while participating,
	// remove 1 fate from each opposing participant with lower glory.
	fearsomeVictims := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.Participants(x.Opp()) {
			if x.S.Glory(id) < x.S.Glory(x.Self) && CanRemoveFate(x, id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("fearsome-mystic", &Text{
		Says:     "+2 glory while the contested ring has the air element",
		ModKinds: []string{ModGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.ConflictHasElement(Air) {
				add(self, ModGlory, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "remove 1 fate from each opposing participant with lower glory", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool { return SelfParticipating(x) && len(fearsomeVictims(x)) > 0 },
			Effect: func(x *Ctx) {
				for _, id := range fearsomeVictims(x) {
					x.RemoveFate(id, 1)
				}
			},
		}},
	})

	// Deathseeker: after it loses a conflict as an attacker, sacrifice it
	// to make an opposing character lose 1 fate, or be discarded if it has
	// none.
	Register("deathseeker", &Text{Abilities: []*Ability{{
		Text: "after it loses as an attacker, sacrifice it: an opposing character loses 1 fate, or is discarded without fate", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfLost(x) && Attacking(x, x.Self) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character your opponent controls", Filter: All(Character, Opponents)},
		Effect: func(x *Ctx) {
			if x.S.Card(x.Target()).Fate == 0 {
				x.Discard(x.Target())
			} else {
				x.RemoveFate(x.Target(), 1)
			}
		},
	}}})

	// Hida Tomonatsu: after it wins as a defender, sacrifice it to put a
	// non-unique attacking character on top of its owner's deck.
	Register("hida-tomonatsu", &Text{Abilities: []*Ability{{
		Text: "after it wins as a defender, sacrifice it: return a non-unique attacker to the top of its deck", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfWon(nil)(x) && SelfDefending(x) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a non-unique attacking character", Filter: All(Attacking, NonUnique, CanDiscard)},
		Effect: func(x *Ctx) { x.ReturnToDeckTop(x.Target()) },
	}}})

	// Vengeful Berserker: after another character you control leaves play
	// during a conflict, double its military skill until the conflict ends.
	Register("vengeful-berserker", &Text{Abilities: []*Ability{{
		Text: "after another character you control leaves play during a conflict: double its military skill until the end of the conflict", Timing: Reaction, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return DuringConflict(x) && len(e.Cards) == 1 && e.Cards[0] != x.Self && e.N == x.P && x.S.Printed(e.Cards[0]).Type == "character"
		},
		Effect: func(x *Ctx) { x.Lasting(ModTimes2Mil, 0, "conflict", x.Self) },
	}}})

	// Akodo Toturi / Doji Hotaru: after you claim a ring during a conflict
	// of their type in which they take part, resolve that ring's effect.
	for id, typ := range map[string]string{"akodo-toturi": "military", "doji-hotaru": "political"} {
		Register(id, &Text{Abilities: []*Ability{{
			Text:   "after you claim a ring during a " + typ + " conflict it takes part in: resolve that ring's effect",
			Timing: Reaction, On: EvClaimRing,
			If: func(x *Ctx) bool {
				return x.Event().Player == x.P && ConflictOfType(typ)(x) && SelfParticipating(x)
			},
			Effect: func(x *Ctx) { x.ResolveRing(x.Event().N) },
		}}})
	}

	// Mirumoto Raitsugu: while participating, challenge an opponent's
	// participating character to a military duel; the loser is discarded
	// if it has no fate, else it loses 1 fate.
	Register("mirumoto-raitsugu", &Text{Abilities: []*Ability{{
		Text: "military duel: the loser loses 1 fate, or is discarded if it has none", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel: &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) {
			if x.S.Card(loser).Fate == 0 {
				x.Discard(loser)
			} else {
				x.RemoveFate(loser, 1)
			}
		}},
	}}})

	// Seppun Guardsman: cannot attack a player who holds the Imperial Favor.
	Register("seppun-guardsman", &Text{Says: "it cannot attack a player who holds the Imperial Favor", Cannot: cannotAttackFavor})

	// Borderlands Defender: while defending, the opponent's card effects
	// cannot bow or move it.
	Register("borderlands-defender", &Text{Says: "while it defends, your opponents' card effects cannot bow it or move it", Cannot: func(s *State, self int, a Act) bool {
		moves := a.Kind == EvBow || a.Kind == "move-home" || a.Kind == "move-conflict"
		return moves && s.IsDefending(self) && a.Source >= 0 && a.By != s.Controller(self)
	}})

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

	// Akodo Gunso: after it enters play from a province, refill that
	// province faceup.
	Register("akodo-gunso", &Text{Abilities: []*Ability{{
		Text: "after it enters play from a province: refill that province faceup", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Label == "province" && len(e.Cards) == 1 && e.Cards[0] == x.Self && x.S.ProvinceEmpty(x.S.Owner(x.Self), e.N)
		},
		Effect: func(x *Ctx) { x.RefillFaceup(x.S.Owner(x.Self), x.Event().N) },
	}}})

	// Doomed Shugenja: no additional fate may be placed on it when it is
	// played from a province.
	Register("doomed-shugenja", &Text{Says: "no fate may be placed on it as it is played from a province", Cannot: func(s *State, self int, a Act) bool {
		return a.Kind == ActFateFromProvince
	}})

	// Kitsu Spiritcaller: during a conflict, bow it to put a character from
	// one of your discard piles into play in the conflict; if that
	// character is still in play when the conflict ends, it goes to the
	// bottom of its deck.
	Register("kitsu-spiritcaller", &Text{Abilities: []*Ability{{
		Text: "bow it: put a character from your discard pile into the conflict until it ends", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{BowSelf()},
		Target: &Target{Prompt: "choose a character in your discard piles", In: discardPiles,
			Filter: func(x *Ctx, id int) bool { return InOwnDiscard(x, id) && CanPutIntoConflict(x, id) }},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Target(), true)
			x.Delay("conflict", x.Target())
		},
		Later: func(x *Ctx) { x.ReturnToDeckBottom(x.Targets...) },
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

	// Intimidating Hida: after an opponent passes a conflict opportunity,
	// they lose 1 honor.
	Register("intimidating-hida", &Text{Abilities: []*Ability{{
		Text: "after an opponent passes on declaring a conflict: they lose 1 honor", Timing: Reaction, On: EvPassConflict,
		If:     ByAnOpponent,
		Effect: func(x *Ctx) { x.LoseHonor(x.Event().Player, 1) },
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
	Register("guest-of-honor", &Text{Says: "while it takes part in a conflict, your opponents cannot play events", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActPlayEvent && s.Participating(self) && a.By != s.Controller(self)
	}})

	// Steward of Law: while it participates, no character can receive a
	// dishonored status token (an honored one can still become ordinary).
	Register("steward-of-law", &Text{Says: "while it takes part in a conflict, no ordinary character can become dishonored", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == EvDishonor && s.Participating(self) && s.Card(a.Card).Status == Ordinary
	}})

	// Niten Adept: while participating, bow an attachment on it to bow a
	// participating character without attachments.
	Register("niten-adept", &Text{Abilities: []*Ability{{
		Text: "bow one of its attachments: bow a participating character without attachments", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating,
		Costs: []Cost{{Text: "bow an attachment on this character",
			Choices: func(x *Ctx) []int {
				var out []int
				for _, a := range x.S.Attachments(x.Self) {
					if !x.S.Card(a).Bowed && x.S.Controller(a) == x.P {
						out = append(out, a)
					}
				}
				return out
			},
			Pay: func(x *Ctx, a int) { x.BowCost(a) }}},
		Target: &Target{Characters: true, Prompt: "choose a participating character without attachments",
			Filter: All(ParticipatingChar, CanBow, func(x *Ctx, id int) bool { return len(x.S.Attachments(id)) == 0 })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Niten Master: after you attach a Weapon to it, ready it. Limit twice
	// per round.
	Register("niten-master", &Text{Abilities: []*Ability{{
		Text: "after you attach a Weapon to it: ready it", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			a := x.Event().Cards[0]
			return x.Event().Player == x.P && x.S.Parent(a) == x.Self && x.S.HasTrait(a, "weapon") && CanReady(x, x.Self)
		},
		Effect: func(x *Ctx) { x.Ready(x.Self) },
		Limit:  PerRound(2),
	}}})

	// Ikoma Prodigy: after fate is placed on it, gain 1 honor.
	Register("ikoma-prodigy", &Text{Abilities: []*Ability{{
		Text: "after 1 or more fate is placed on it: gain 1 honor", Timing: Reaction, On: EvPlaceFate,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.Event().N > 0 },
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})

	// Vengeful Oathkeeper: after you lose a military conflict, put it into
	// play from your hand.
	Register("vengeful-oathkeeper", &Text{Abilities: []*Ability{{
		Text: "after you lose a military conflict: put it into play from your hand", Timing: Reaction, On: EvResolved,
		From: []Zone{ZHand},
		If: func(x *Ctx) bool {
			w := x.Event().Player
			return w == x.Opp() && ConflictOfType("military")(x) && CanPutIntoPlay(x, x.Self)
		},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Self, false) },
	}}})

	// Keeper Initiate: after you claim a ring of your role's element, put it
	// into play from your dynasty discard pile or a province, then place
	// 1 fate on it.
	Register("keeper-initiate", &Text{Abilities: []*Ability{{
		Text: "after you claim a ring of your role's element: put it into play, then 1 fate on it", Timing: Reaction, On: EvClaimRing,
		From: []Zone{ZDynastyDiscard, ZProvince},
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && x.S.RoleElement(x.P) == RingNames[x.Event().N] && CanPutIntoPlay(x, x.Self)
		},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Self, false)
			x.PlaceFate(x.Self, 1)
		},
	}}})

	// Meddling Mediator: once an opponent has declared 2 conflicts against
	// you this phase, take 1 fate or 1 honor from them.
	Register("meddling-mediator", &Text{Abilities: []*Ability{{
		Text: "after an opponent declared 2 conflicts against you this phase: take 1 fate or 1 honor from them", Timing: Action,
		Against: func(x *Ctx, q int) bool {
			return x.S.ConflictsAgainst(x.P, q) >= 2 && x.S.P[q].Fate+x.S.P[q].Honor > 0
		},
		Select: &Select{Options: takeFateOrHonor},
	}}})

	// Radiant Orator: while participating, if your ready participants have
	// more glory than your opponent's, send an opposing character home.
	Register("radiant-orator", &Text{Abilities: []*Ability{{
		Text: "with more glory among ready participants: move an opposing character home", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && x.S.ParticipantGlory(x.P) > x.S.ParticipantGlory(x.Opp())
		},
		Target: &Target{Prompt: "choose a character your opponent controls", Filter: All(Opponents, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
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

	// Giver of Gifts: move an attachment you control to another eligible
	// character you control.
	Register("giver-of-gifts", &Text{Abilities: []*Ability{{
		Text: "move an attachment you control to another character you control", Timing: Action,
		Target: &Target{Prompt: "choose an attachment you control", Filter: All(Attachment, Friendly,
			func(x *Ctx, id int) bool { return len(giftTargets(x, id)) > 0 })},
		Pick: &Pick{Prompt: "choose the character to move it to",
			From: func(x *Ctx) []int { return giftTargets(x, x.Target()) },
			Do:   func(x *Ctx, char int) { x.Attach(x.Target(), char) }},
	}}})

	// Ide Trader: after characters move to a conflict it takes part in, gain
	// 1 fate or draw 1 card. Limit once per conflict.
	Register("ide-trader", &Text{Abilities: []*Ability{{
		Text: "after characters move to its conflict: gain 1 fate or draw 1 card", Timing: Reaction, On: EvMoveToConflict,
		If:    func(x *Ctx) bool { return SelfParticipating(x) },
		Limit: PerConflict(1),
		Select: &Select{Options: []Option{
			{Label: "fate", Do: func(x *Ctx) { x.GainFate(x.P, 1) }},
			{Label: "draw", Do: func(x *Ctx) { x.Draw(x.P, 1) }},
		}},
	}}})

	// Shinjo Altansarnai: after you break a province in a military conflict
	// she takes part in, your opponent discards one of their characters.
	Register("shinjo-altansarnai", &Text{Abilities: []*Ability{{
		Text: "after you break a province in a military conflict: your opponent discards a character of their choice", Timing: Reaction, On: EvBreak,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && SelfParticipating(x) && len(x.S.Seat(x.Opp()).Play) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your characters to discard",
			From: func(x *Ctx) []int { return charactersOf(x, x.Opp(), CanDiscard) },
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// Utaku Yumino: during a conflict, discard a card from your hand: +2/+2
	// until the end of the conflict. Limit once per conflict.
	Register("utaku-yumino", &Text{Abilities: []*Ability{{
		Text: "discard a card from your hand: +2/+2 until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{DiscardFromHand()},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
		Limit:  PerConflict(1),
	}}})

	// Bayushi Manipulator: after the honor dials are revealed, add 1 to your bid.
	Register("bayushi-manipulator", &Text{Abilities: []*Ability{{
		Text: "after the honor dials are revealed: your bid counts 1 more", Timing: Reaction, On: EvBids,
		Effect: func(x *Ctx) { x.ChangeBid(x.P, 1) },
	}}})

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

	// Hiruma Ambusher: after it enters play as a defender, a character's
	// abilities cannot be triggered this conflict.
	Register("hiruma-ambusher", &Text{Abilities: []*Ability{{
		Text: "after it enters play defending: a character's abilities cannot be triggered this conflict", Timing: Reaction, On: EvEnterPlay,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.S.IsDefending(x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting("cannot:"+ActTrigger, 0, "conflict", x.Target()) },
	}}})

	// Meishodo Wielder: costs 1 less while you are the first player.
	Register("meishodo-wielder", &Text{Says: "costs 1 less fate to play for the first player", CostMod: func(s *State, self, p int) int {
		if s.First == p {
			return -1
		}
		return 0
	}})

	// Ikoma Eiji: after you lose a political conflict, put a Bushi with
	// printed cost 3 or lower into play from your dynasty discard pile or a
	// province.
	Register("ikoma-eiji", &Text{Abilities: []*Ability{{
		Text: "after you lose a political conflict: put a Bushi costing 3 or less into play from your discard pile or provinces", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool { return x.Event().Player == x.Opp() && ConflictOfType("political")(x) },
		Target: &Target{Prompt: "choose a Bushi with printed cost 3 or lower", In: provincesAndDynastyDiscard,
			Filter: func(x *Ctx, id int) bool {
				return (InOwnProvince(x, id) || (InOwnDiscard(x, id) && x.S.Card(id).Zone == ZDynastyDiscard)) &&
					x.S.HasTrait(id, "bushi") && PrintedCostAtMost(3)(x, id) && CanPutIntoPlay(x, id)
			}},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Target(), false) },
	}}})

	// Steadfast Samurai: forced, after the fate phase begins, with 5 more
	// honor than the opponent: it cannot be discarded or lose fate this phase.
	Register("steadfast-samurai", &Text{Abilities: []*Ability{{
		Text: "after the fate phase begins, 5 honor ahead: it cannot be discarded or lose fate this phase", Timing: ForcedReaction, On: EvPhase,
		If: func(x *Ctx) bool {
			return x.Event().Label == "fate" && x.S.AnOpponent(x.P, func(q int) bool { return x.S.P[x.P].Honor >= x.S.P[q].Honor+5 })
		},
		Effect: func(x *Ctx) {
			x.Lasting("cannot:discard", 0, "phase", x.Self)
			x.Lasting("cannot:"+EvRemoveFate, 0, "phase", x.Self)
		},
	}}})

	// Shiba Yojimbo: when the effects of an ability that targets a Shugenja
	// you control would initiate, cancel them.
	Register("shiba-yojimbo", &Text{Abilities: []*Ability{{
		Text: "cancel an ability that targets a Shugenja you control", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			for _, id := range x.Event().Cards {
				if x.S.IsCharacter(id) && x.S.Controller(id) == x.P && x.S.HasTrait(id, "shugenja") {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
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

	// Togashi Initiate: while attacking, spend 1 fate to an unclaimed ring
	// to honor it.
	Register("togashi-initiate", &Text{Abilities: []*Ability{{
		Text: "while attacking, spend 1 fate to an unclaimed ring: honor it", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return SelfAttacking(x) && CanHonor(x, x.Self) }, Costs: []Cost{SpendFateToRing(1)},
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Ascetic Visionary: while attacking, spend 1 fate to an unclaimed ring
	// to ready a Monk, or a character with a Monk attachment.
	Register("ascetic-visionary", &Text{Abilities: []*Ability{{
		Text: "while attacking, spend 1 fate to an unclaimed ring: ready a Monk or a character with a Monk attachment", Timing: Action, Needs: NeedConflict,
		If: SelfAttacking, Costs: []Cost{SpendFateToRing(1)},
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, CanReady, monkish)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Mirumoto Prodigy: while it attacks alone, its opponent cannot declare
	// more than one defender.
	Register("mirumoto-prodigy", &Text{Says: "while it attacks alone, no more than one character may defend", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActDefendSeveral && s.Participating(self) && len(s.Participants(s.Controller(self))) == 1 &&
			s.Conf.Attacker == s.Controller(self)
	}})
}
