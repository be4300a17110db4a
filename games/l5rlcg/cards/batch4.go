package cards

import (
	"fmt"
	"slices"

	. "tessen/games/l5rlcg"
)

func init() {
	// Obstinate Recruit: discarded while an opponent is more honorable.
	Register("obstinate-recruit", &Text{DiscardIf: func(s *State, self int) bool {
		p := s.Controller(self)
		return s.AnOpponent(p, func(o int) bool { return s.P[o].Honor > s.P[p].Honor })
	}})

	// Kuroi Mori: during a conflict at it, switch the contested ring with
	// an unclaimed ring, or switch the conflict type.
	options := []Option{{Label: "type", Do: func(x *Ctx) { x.SwitchConflictType() }}}
	for i, name := range RingNames {
		options = append(options, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && x.S.Conf.Ring != i },
			Do:  func(x *Ctx) { x.SwitchContestedRing(i) }})
	}
	Register("kuroi-mori", &Text{Abilities: []*Ability{{
		Text: "during a conflict here: switch the contested ring with an unclaimed one (choose it), or switch the conflict type", Timing: Action, InConflict: true,
		If: AtThisProvince, Select: &Select{Options: options},
	}}})

	// Way of the Phoenix: an opponent cannot declare conflicts of a chosen
	// ring's element this phase. Max 1 per phase.
	phoenix := make([]Option, len(RingNames))
	for i, name := range RingNames {
		phoenix[i] = Option{Label: name, Do: func(x *Ctx) { x.Restrict(ModNoDeclare+":"+RingNames[i], x.Opp(), "phase") }}
	}
	Register("way-of-the-phoenix", &Text{Abilities: []*Ability{{
		Text: "your opponent cannot declare conflicts of a chosen element this phase", Timing: Action,
		Select: &Select{Options: phoenix}, Max: PerPhase(1),
	}}})

	// Way of the Unicorn: when you would pass the first player token, keep it.
	Register("way-of-the-unicorn", &Text{Abilities: []*Ability{{
		Text: "when you would pass the first player token: keep it", Timing: Interrupt, Would: true, On: EvPassToken,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P },
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Moto Youth: +1 military during the first military conflict each round.
	Register("moto-youth", &Text{ModKinds: []string{ModMil}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.Conf.Active && s.Conf.Type == "military" && s.Declared["military"] == 1 {
			add(self, ModMil, 1)
		}
	}})

	// Cloud the Mind: only with a Shugenja of yours; the attached
	// character's text box is blank (its traits stay).
	Register("cloud-the-mind", &Text{
		PlayIf: func(s *State, p int) bool { return s.CountTrait(p, "shugenja", false) > 0 },
		Blanks: func(s *State, self, card int) bool { return s.Parent(self) == card },
	})

	// Cautious Scout: while attacking alone, the defending province's text
	// box is blank.
	Register("cautious-scout", &Text{Blanks: func(s *State, self, card int) bool {
		return s.AttackingAlone(self) && s.AttackedProvince() == card
	}})

	// Tranquility: during a conflict, your opponent's characters at home
	// cannot trigger abilities until the conflict ends.
	Register("tranquility", &Text{Abilities: []*Ability{{
		Text: "your opponent's characters at home cannot trigger abilities until the end of the conflict", Timing: Action, InConflict: true,
		If:     DuringConflict,
		Effect: func(x *Ctx) { x.Restrict(ModQuietHome, x.Opp(), "conflict") },
	}}})

	// Grasp of Earth: on a Shugenja you control; during a conflict, bow it:
	// the opponent's characters cannot move to the conflict or be played
	// from hand until it ends.
	Register("grasp-of-earth", &Text{
		AttachTo: func(s *State, p, char int) bool { return youControl(s, p, char) && s.HasTrait(char, "shugenja") },
		Abilities: []*Ability{{
			Text: "bow it: your opponent's characters cannot move in or be played from hand until the end of the conflict", Timing: Action, InConflict: true,
			If: DuringConflict, Costs: []Cost{BowSelf()},
			Effect: func(x *Ctx) { x.Restrict(ModNoMoveIn, x.Opp(), "conflict") },
		}},
	})

	// Hida Kisada: while you have lost no conflict this phase, cancel the
	// first action ability your opponent triggers from a card during each
	// conflict.
	Register("hida-kisada", &Text{Abilities: []*Ability{{
		Text: "cancel the first action ability your opponent triggers from a card in each conflict", Timing: ForcedInterrupt, On: EvInitiate,
		If: func(x *Ctx) bool {
			e := x.Event()
			return DuringConflict(x) && e.Player == x.Opp() && e.N == int(Action) && x.S.P[x.P].LostThisPhase == 0
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
		Text: "switch a character's base military and political skills until the end of the conflict", Timing: Action, InConflict: true,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, NoDash("military"), NoDash("political"))},
		Effect: func(x *Ctx) { x.Lasting(ModSwapBase, 0, "conflict", x.Target()) },
	}}})

	// Bayushi Shoju: in a political conflict, an opposing participant gets
	// -1 political until the conflict ends, and is discarded while its
	// political skill is 0. Limit twice per round.
	Register("bayushi-shoju", &Text{Abilities: []*Ability{{
		Text: "an opposing participant gets -1 political until the end of the conflict, and is discarded at 0", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && ConflictOfType("political")(x) },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("political"))},
		Effect: func(x *Ctx) {
			x.Lasting(ModPol, -1, "conflict", x.Target())
			x.Lasting(ModDiscardAt0Pol, 0, "conflict", x.Target())
		},
		Limit: PerRound(2),
	}}})

	// Searches: Secret Cache (after a conflict is declared against it, any
	// card), Agasha Swordsmith (an attachment), Seeker Initiate (after you
	// claim the ring of your role's element, any card): look at the top 5
	// cards of your conflict deck, take one (or none) into your hand, shuffle.
	search := func(filter Filter) *Pick {
		return &Pick{Optional: true, Prompt: "choose a card to add to your hand (or pass)",
			From: func(x *Ctx) []int {
				var out []int
				for _, id := range x.S.TopOfConflictDeck(x.P, 5) {
					if filter == nil || filter(x, id) {
						out = append(out, id)
					}
				}
				return out
			},
			Do:    func(x *Ctx, id int) { x.TakeToHand(id) },
			After: func(x *Ctx) { x.ShuffleConflictDeck(x.P) }}
	}
	Register("secret-cache", &Text{Abilities: []*Ability{{
		Text: "after a conflict is declared against it: search the top 5 cards of your conflict deck for a card", Timing: Reaction, On: EvDeclared,
		If: AtThisProvince, Pick: search(nil),
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
		Text: "look at the top 2 cards of your conflict deck: take one, the other goes to the bottom", Timing: Action, InConflict: true,
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
		Text: "spend 1 fate to an unclaimed ring: look at your opponent's hand and discard a card from it", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && ConflictOfType("political")(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Costs: []Cost{SpendFateToRing(1)}, Max: PerConflict(1),
		Pick: &Pick{Prompt: "choose a card from your opponent's hand to discard",
			From: func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:   func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Night Raid: after it is revealed, the opponent discards cards of their
	// choice, one per attacking character.
	Register("night-raid", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: your opponent discards a card of their choice per attacker", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose the cards to discard",
			Count: func(x *Ctx) int { return len(x.S.Participants(x.Opp())) },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Restoration of Balance: when it is broken, the opponent discards cards
	// of their choice down to 4 in hand.
	Register("restoration-of-balance", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: your opponent discards down to 4 cards", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(x.S.Seat(x.Opp()).Hand) > 4 },
		Pick: &Pick{By: "opponent", Prompt: "choose the cards to discard",
			Count: func(x *Ctx) int { return len(x.S.Seat(x.Opp()).Hand) - 4 },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})
}

func init() {
	// Adept of the Waves: a character gains covert during Water conflicts
	// until the end of the phase.
	Register("adept-of-the-waves", &Text{Abilities: []*Ability{{
		Text: "a character gains covert during Water conflicts this phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting(ModKeyword+":covert:water", 0, "phase", x.Target()) },
	}}})

	// Borderlands Fortifications: switch this holding with a card in
	// another of your provinces.
	Register("borderlands-fortifications", &Text{Abilities: []*Ability{{
		Text: "switch this holding with a card in another of your provinces", Timing: Action,
		Target: &Target{Prompt: "choose a card in another of your provinces", Anywhere: true,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && int(c.Owner) == x.P && c.Prov != x.S.Card(x.Self).Prov
			}},
		Effect: func(x *Ctx) { x.SwitchProvinceCards(x.Self, x.Target()) },
	}}})

	// City of Lies: the next event you play this phase costs 1 less.
	Register("city-of-lies", &Text{Abilities: []*Ability{{
		Text: "the next event you play this phase costs 1 less", Timing: Action,
		Effect: func(x *Ctx) { x.Discount(ModEventDiscount, 1, "phase") },
	}}})

	// Enlightened Warrior: after an opponent selects a ring with fate on it
	// (declaring a conflict), place 1 fate on this character.
	Register("enlightened-warrior", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a conflict on a ring with fate: place 1 fate on it", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return x.Event().Player == x.Opp() && x.Event().M > 0 },
		Effect: func(x *Ctx) { x.PlaceFate(x.Self, 1) },
	}}})

	// Guidance of the Ancestors: play it from your conflict discard pile.
	Register("guidance-of-the-ancestors", &Text{Abilities: []*Ability{{
		Text: "play this attachment from your conflict discard pile", Timing: Action,
		From:   []Zone{ZConflictDiscard},
		If:     func(x *Ctx) bool { return x.S.CanPlayAttachment(x.P, x.Self) },
		Effect: func(x *Ctx) { x.PlayFrom(x.Self) },
	}}})

	// Jade Tetsubō: on a character you control; while it participates, bow
	// this to return all fate on a participant with lower military skill
	// to its owner's pool.
	Register("jade-tetsubo", &Text{AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: return the fate on a weaker participant to its owner", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return x.S.Participating(parentOf(x)) }, Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with lower military skill", Filter: All(ParticipatingChar, HasFate, NoDash("military"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "military") < x.S.Skill(parentOf(x), "military") })},
		Effect: func(x *Ctx) { x.ReturnFate(x.Target()) },
	}}})

	// Shinjo Tatsuo: during a conflict, move it and up to 1 other character
	// you control to the conflict.
	Register("shinjo-tatsuo", &Text{Abilities: []*Ability{{
		Text: "move it and up to 1 other character you control to the conflict", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && (CanMoveIn(x, x.Self) || len(charactersOf(x, x.P, All(Other, CanMoveIn))) > 0)
		},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
		Pick: &Pick{Optional: true, Prompt: "choose up to 1 other character you control to move (or pass)",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, All(Other, CanMoveIn)) },
			Do:   func(x *Ctx, id int) { x.MoveToConflict(id) }},
	}}})

	// Staging Ground: turn up to 2 facedown cards in your provinces faceup.
	Register("staging-ground", &Text{Abilities: []*Ability{{
		Text: "turn up to 2 facedown cards in your provinces faceup", Timing: Action,
		If: func(x *Ctx) bool { return len(facedownInProvinces(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose up to 2 facedown cards in your provinces",
			Count: func(x *Ctx) int { return 2 },
			From:  facedownInProvinces,
			Do:    func(x *Ctx, id int) { x.TurnFaceup(id) }},
	}}})
}

// facedownInProvinces lists the facedown cards in the controller's provinces.
func facedownInProvinces(x *Ctx) []int {
	var out []int
	for prov := range x.S.Provinces() {
		for _, id := range x.S.P[x.P].Dyn[prov] {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

func init() {
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

	// Ambush: during a conflict, put up to 2 Scorpion characters with total
	// printed cost 6 or lower from your hand and provinces into play
	// participating.
	Register("ambush", &Text{Abilities: []*Ability{{
		Text: "put up to 2 Scorpion characters costing 6 in total from your hand or provinces into the conflict", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return DuringConflict(x) && len(ambushable(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose up to 2 Scorpion characters, total printed cost 6 or lower",
			Count: func(x *Ctx) int { return 2 },
			From:  ambushable,
			Valid: totalCostAtMost(6),
			Do:    func(x *Ctx, id int) { x.PutIntoPlay(id, true) }},
	}}})

	// Cavalry Reserves: during a military conflict, put Cavalry characters
	// with up to 6 total printed cost from your dynasty discard pile into
	// play in the conflict.
	Register("cavalry-reserves", &Text{Abilities: []*Ability{{
		Text: "put Cavalry characters costing up to 6 in total from your dynasty discard pile into the conflict", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return ConflictOfType("military")(x) && len(reserves(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose Cavalry characters, total printed cost 6 or lower",
			Count: func(x *Ctx) int { return len(reserves(x)) },
			From:  reserves,
			Valid: totalCostAtMost(6),
			Do:    func(x *Ctx, id int) { x.PutIntoPlay(id, true) }},
	}}})
}

// facedownProvinces lists the facedown provinces in play.
func facedownProvinces(x *Ctx) []int {
	var out []int
	for p := range x.S.P {
		for _, id := range x.S.ProvinceCards(p) {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

// ambushable lists the Scorpion characters in the controller's hand or
// faceup in their provinces that could be put into play.
func ambushable(x *Ctx) []int {
	var out []int
	ok := func(id int) bool {
		return x.S.Printed(id).Clan == "scorpion" && CanPutIntoConflict(x, id) && PrintedCostAtMost(6)(x, id)
	}
	pl := &x.S.P[x.P]
	for _, id := range pl.Hand {
		if ok(id) {
			out = append(out, id)
		}
	}
	for _, cards := range pl.Dyn {
		for _, id := range cards {
			if InOwnProvince(x, id) && ok(id) {
				out = append(out, id)
			}
		}
	}
	slices.Sort(out) // offered in card order
	return out
}

// reserves lists the Cavalry characters in the controller's dynasty discard pile.
func reserves(x *Ctx) []int {
	var out []int
	for _, id := range x.S.P[x.P].DynastyDiscard {
		if x.S.HasTrait(id, "cavalry") && CanPutIntoConflict(x, id) && PrintedCostAtMost(6)(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// totalCostAtMost checks a selection's total printed cost.
func totalCostAtMost(n int) func(x *Ctx, cards []int) error {
	return func(x *Ctx, cards []int) error {
		total := 0
		for _, id := range cards {
			total += x.S.Printed(id).Cost
		}
		if total > n {
			return fmt.Errorf("those cards cost %d in total; at most %d", total, n)
		}
		return nil
	}
}

func init() {
	// The Perfect Gift: reveal the top 4 cards of each player's conflict
	// deck; choose one revealed card of each player's to go to its owner's
	// hand; each deck is shuffled.
	// Each player's, the controller's first, then clockwise.
	players := func(x *Ctx) []int {
		out := make([]int, len(x.S.P))
		for i := range out {
			out[i] = (x.P + i) % len(out)
		}
		return out
	}
	revealed := func(x *Ctx) []int {
		var out []int
		for _, p := range players(x) {
			out = append(out, x.S.TopOfConflictDeck(p, 4)...)
		}
		return out
	}
	Register("the-perfect-gift", &Text{Abilities: []*Ability{{
		Text: "reveal the top 4 cards of each conflict deck: one of each player's goes to its owner's hand", Timing: Action,
		If: func(x *Ctx) bool { return len(revealed(x)) > 0 },
		Effect: func(x *Ctx) {
			for _, id := range revealed(x) {
				for p := range x.S.P {
					x.S.LookAt(p, id)
				}
			}
		},
		Pick: &Pick{Prompt: "choose one revealed card of each player",
			Count: func(x *Ctx) int {
				n := 0
				for p := range x.S.P {
					if len(x.S.P[p].ConflictDeck) > 0 {
						n++
					}
				}
				return n
			},
			From: revealed,
			Valid: func(x *Ctx, cards []int) error {
				for i, id := range cards {
					for _, other := range cards[i+1:] {
						if x.S.Card(id).Owner == x.S.Card(other).Owner {
							return fmt.Errorf("choose one card of each player")
						}
					}
				}
				return nil
			},
			Do: func(x *Ctx, id int) { x.TakeToHand(id) },
			After: func(x *Ctx) {
				for _, p := range players(x) {
					x.ShuffleConflictDeck(p)
				}
			}},
	}}})
}

func init() {
	// Way of the Dragon: on a character you control, one per character; it
	// may trigger each of its triggered abilities one more time per period.
	Register("way-of-the-dragon", &Text{ExtraUses: 1, AttachTo: youControl, OnePerCharacter: true})

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

	// Duelist Training: the attached character gains a military duel
	// action against a participant; the higher bidder may discard cards
	// instead of giving honor; the loser bows.
	Register("duelist-training", &Text{Abilities: []*Ability{{
		Text: "the attached character: military duel with an opposing participant; the loser bows", Timing: Action, Gained: true,
		If:     func(x *Ctx) bool { p := parentOf(x); return x.S.Participating(p) && !x.S.Dash(p, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel: &DuelSpec{Type: "military", DiscardForHonor: true,
			Challenger: parentOf,
			Result:     func(x *Ctx, winner, loser int) { x.Bow(loser) }},
	}}})
}

func init() {
	// Yogo Hiroue: while participating, move a character that is not
	// participating to the conflict; then, if you win the conflict, you may
	// dishonor it.
	Register("yogo-hiroue", &Text{Abilities: []*Ability{{
		Text: "move a character to the conflict; if you win it, you may dishonor that character", Timing: Action, InConflict: true,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a character that is not participating", Filter: All(AtHome, CanMoveIn)},
		Effect: func(x *Ctx) {
			x.MoveToConflict(x.Target())
			x.Delay("result", x.Target())
		},
		Later: func(x *Ctx) {
			if x.S.Conf.Winner == x.P && x.S.Participating(x.Target()) && CanDishonor(x, x.Target()) {
				x.MayLater()
			}
		},
		Yes: func(x *Ctx) { x.Dishonor(x.Target()) },
	}}})

	// Daimyō's Favor: on a character you control; bow it: the next
	// attachment you play on that character this phase costs 1 less.
	Register("daimyos-favor", &Text{AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: the next attachment you play on this character this phase costs 1 less", Timing: Action,
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.Lasting(ModAttachDiscount, 1, "phase", parentOf(x)) },
	}}})
}

func init() {
	// Seeker of Knowledge: while it attacks, the contested ring also has
	// the Air element; its player chooses which element's effect to resolve.
	Register("seeker-of-knowledge", &Text{RingGains: func(s *State, self int) int {
		if s.Participating(self) && s.Controller(self) == s.Conf.Attacker {
			return Air
		}
		return -1
	}})
}

func init() {
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
}

func init() {
	// Display of Power: after you lose an unopposed conflict, cancel its
	// ring effect; you resolve that ring's effect instead, as the attacking
	// player would, and claim the ring.
	Register("display-of-power", &Text{Abilities: []*Ability{{
		Text: "after you lose an unopposed conflict: you resolve its ring's effect and claim the ring instead", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.Opp() && x.S.Conf.Defender == x.P && len(x.S.Participants(x.P)) == 0
		},
		Effect: func(x *Ctx) { x.S.Conf.RingTo = x.P },
	}}})

	// Breakthrough: after your first conflict this phase as the attacker,
	// if it broke a province, declare your second conflict at once.
	Register("breakthrough", &Text{Abilities: []*Ability{{
		Text: "after your first conflict as the attacker broke a province: declare your second conflict at once", Timing: Reaction, On: EvConflictEnds,
		If: func(x *Ctx) bool {
			pl := x.S.P[x.P]
			return x.Event().Player == x.P && x.S.Conf.Broke && pl.Opps >= 1 && (pl.MilDone != pl.PolDone)
		},
		Effect: func(x *Ctx) { x.DeclareNow() },
	}}})

	// Rebuild: shuffle a card from one of your unbroken provinces into your
	// dynasty deck, and put a holding from your dynasty discard pile into
	// play in that province.
	Register("rebuild", &Text{Abilities: []*Ability{{
		Text: "shuffle a card from an unbroken province of yours into your deck; put a discarded holding into play there", Timing: Action,
		Costs: []Cost{{Text: "shuffle a card in one of your unbroken provinces back into your dynasty deck",
			Choices: func(x *Ctx) []int { return x.S.CardsInUnbrokenProvinces(x.P) },
			Pay:     func(x *Ctx, id int) { x.ShuffleIntoDynastyDeck(id) }}},
		Target: &Target{Prompt: "choose a holding in your dynasty discard pile", Anywhere: true,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return int(c.Owner) == x.P && c.Zone == ZDynastyDiscard && x.S.Printed(id).Type == "holding"
			}},
		Effect: func(x *Ctx) { x.PutHoldingInEmptyProvince(x.Target()) },
	}}})
}

func init() {
	// Know the World: switch a ring in your claimed pool with an unclaimed
	// ring, and gain the fate on the ring you take.
	var claimed, unclaimed []Option
	for i, name := range RingNames {
		claimed = append(claimed, Option{Label: name, Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed == x.P }, Do: func(x *Ctx) {}})
		unclaimed = append(unclaimed, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && !(x.S.Conf.Active && x.S.Conf.Ring == i) },
			Do:  func(x *Ctx) { x.SwitchClaimedRing(x.First, name) }})
	}
	Register("know-the-world", &Text{Abilities: []*Ability{{
		Text: "switch a ring you claimed with an unclaimed ring, and gain the fate on it", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.ClaimedRings(x.P) > 0 && x.S.UnclaimedRings() > 0 },
		Select: &Select{Options: claimed, Then: &Select{Options: unclaimed}},
	}}})

	// Tattooed Wanderer: may be played as an attachment; the attached
	// character gains covert.
	Register("tattooed-wanderer", &Text{AsAttachment: true,
		ModKinds: []string{ModKeyword + ":covert"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if c := s.Card(self); c.Zone == ZAttached {
				add(int(c.Parent), ModKeyword+":covert", 1)
			}
		}})

	// Togashi Kazue: may be played as an attachment; then, during a
	// conflict its character takes part in, move 1 fate from another
	// participant to the attached character.
	Register("togashi-kazue", &Text{AsAttachment: true, Abilities: []*Ability{{
		Text: "attached: move 1 fate from another participant to the attached character", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool {
			c := x.S.Card(x.Self)
			return c.Zone == ZAttached && x.S.Participating(int(c.Parent))
		},
		Target: &Target{Characters: true, Prompt: "choose another participating character with fate", Filter: All(ParticipatingChar, CanRemoveFate,
			func(x *Ctx, id int) bool { return id != parentOf(x) })},
		Effect: func(x *Ctx) { x.MoveFate(x.Target(), parentOf(x)) },
	}}})

	// Artisan Academy: during the conflict phase, reveal the top card of
	// your conflict deck; until the end of the phase you may play it as if
	// it were in your hand.
	Register("artisan-academy", &Text{Abilities: []*Ability{{
		Text: "reveal the top card of your conflict deck: you may play it this phase as if it were in your hand", Timing: Action,
		If: func(x *Ctx) bool { return x.S.Phase == "conflict" && len(x.S.P[x.P].ConflictDeck) > 0 },
		Effect: func(x *Ctx) {
			top := x.S.TopOfConflictDeck(x.P, 1)[0]
			x.S.LookAt(0, top)
			x.S.LookAt(1, top)
			x.Lasting(ModAsIfInHand, 0, "phase", top)
		},
	}}})
}
