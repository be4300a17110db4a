package cards

import (
	"fmt"
	"slices"

	. "tessen/games/l5rlcg"
)

// Neutral events.
func init() {
	// Assassination: during a conflict, lose 3 honor to discard a
	// character whose printed cost is 2 or lower. Max 1 per round.
	Register("assassination", &Text{Abilities: []*Ability{{
		Text: "lose 3 honor: discard a character with printed cost 2 or lower", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{LoseHonor(3)},
		Target: &Target{Characters: true, Prompt: "choose a character with printed cost 2 or lower",
			Filter: All(Character, PrintedCostAtMost(2), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
		Max:    PerRound(1),
	}}})

	// For Shame!: during a conflict, if you have a participating Courtier,
	// choose an opponent's participating character; the opponent picks
	// whether it is dishonored or bowed.
	forShameTarget := All(ParticipatingChar, Opponents, func(x *Ctx, id int) bool { return CanDishonor(x, id) || CanBow(x, id) })
	Register("for-shame", &Text{Abilities: []*Ability{{
		Text: "your opponent dishonors or bows one of their participating characters", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && ControlsParticipating("courtier")(x) },
		Target: &Target{Prompt: "choose a participating character your opponent controls", Filter: forShameTarget},
		Select: &Select{By: "opponent", Options: []Option{
			{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
		}},
	}}})

	// Rout and Outwit: during a conflict, send home an opposing character
	// whose military (political) skill is lower than that of one of your
	// participating Bushi (Courtiers).
	for id, v := range map[string]struct{ typ, trait string }{"rout": {"military", "bushi"}, "outwit": {"political", "courtier"}} {
		Register(id, &Text{Abilities: []*Ability{{
			Text: "move home an opposing character with lower " + v.typ + " skill than a participating " + v.trait + " of yours", Timing: Action, Needs: NeedConflict,
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

	// Good Omen: only while your honor bid is lower; place 1 fate on a
	// character with printed cost 3 or higher.
	Register("good-omen", &Text{Abilities: []*Ability{{
		Text: "with the lower honor bid: place 1 fate on a character with printed cost 3 or higher", Timing: Action,
		If: func(x *Ctx) bool {
			return x.S.AnOpponent(x.P, func(q int) bool { return x.S.P[x.P].Bid < x.S.P[q].Bid })
		},
		Target: &Target{Characters: true, Prompt: "choose a character with printed cost 3 or higher", Filter: All(Character, PrintedCostAtLeast(3))},
		Effect: func(x *Ctx) { x.PlaceFate(x.Target(), 1) },
	}}})

	// Charge!: during a military conflict, put a character from one of your
	// provinces into play in the conflict.
	Register("charge", &Text{Abilities: []*Ability{{
		Text: "put a character from one of your provinces into play in the conflict", Timing: Action, Needs: NeedMilitary,
		If: ConflictOfType("military"),
		Target: &Target{Prompt: "choose a character in one of your provinces", In: provinces,
			Filter: func(x *Ctx, id int) bool { return InOwnProvince(x, id) && CanPutIntoConflict(x, id) }},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Target(), true) },
	}}})

	// Court Games: during a political conflict, either honor one of your
	// participants, or have your opponent dishonor one of theirs. Max 1 per
	// conflict.
	mine := func(x *Ctx) []int { return participantsOf(x, x.P, CanHonor) }
	theirs := func(x *Ctx) []int { return participantsOf(x, x.Opp(), CanDishonor) }
	Register("court-games", &Text{Abilities: []*Ability{{
		Text: "honor a participating character of yours, or your opponent dishonors one of theirs", Timing: Action, Needs: NeedPolitical,
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

	// Banzai!: a participant gets +2 military until the end of the
	// conflict; you may lose 1 honor to resolve it twice. Max 1 per conflict.
	Register("banzai", &Text{Abilities: []*Ability{{
		Text: "a participant gets +2 military until the end of the conflict (lose 1 honor: again)", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 2, "conflict", x.Target()) },
		Twice:  Again(LoseHonor(1)),
		Max:    PerConflict(1),
	}}})

	// Contingency Plan: after the honor dials are revealed, your bid counts
	// 1 more or 1 less (not below 0).
	Register("contingency-plan", &Text{Abilities: []*Ability{{
		Text: "after the honor dials are revealed: your bid counts 1 more or 1 less", Timing: Reaction, On: EvBids,
		Select: &Select{Options: []Option{
			{Label: "increase", Do: func(x *Ctx) { x.ChangeBid(x.P, 1) }},
			{Label: "decrease", Can: func(x *Ctx) bool { return x.S.P[x.P].Bid > 0 }, Do: func(x *Ctx) { x.ChangeBid(x.P, -1) }},
		}},
	}}})

	// Censure: only with the Imperial Favor; cancel an event's effects.
	Register("censure", &Text{Says: "play only while you hold the Imperial Favor", PlayIf: (*State).HoldsFavor, Abilities: []*Ability{{
		Text: "cancel the effects of an event", Timing: Interrupt, Would: true, On: EvInitiate,
		If:     func(x *Ctx) bool { return x.Event().Label == "event" },
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Policy Debate: during a conflict, a participating character of yours
	// challenges one of your opponent's to a political duel; the loser's
	// controller shows their hand and the other player discards a card of
	// it.
	controlledBy := func(x *Ctx, p int) int {
		for _, id := range x.Targets {
			if x.S.Controller(id) == p {
				return id
			}
		}
		return -1
	}
	Register("policy-debate", &Text{Abilities: []*Ability{{
		Text: "your participant duels an opposing one (political): the loser's controller discards a card of the winner's choice", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return len(participantsOf(x, x.P, NoDash("political"))) > 0 && len(participantsOf(x, x.Opp(), NoDash("political"))) > 0
		},
		Target: &Target{Characters: true, Prompt: "choose a participating character you control and one your opponent controls", Count: 2,
			Filter: All(ParticipatingChar, NoDash("political"), func(x *Ctx, id int) bool { return Friendly(x, id) || Opponents(x, id) }),
			Valid: func(x *Ctx, cards []int) error {
				if len(cards) == 2 && x.S.Controller(cards[0]) != x.S.Controller(cards[1]) {
					return nil
				}
				return fmt.Errorf("choose one character of each side")
			}},
		Duel: &DuelSpec{Type: "political",
			Challenger: func(x *Ctx) int { return controlledBy(x, x.P) },
			Challengee: func(x *Ctx) int { return controlledBy(x, x.Opp()) }},
		Pick: &Pick{AfterDuel: true, Prompt: "choose a card from the loser's hand to discard",
			Who: func(x *Ctx) int { return x.S.Opponent(x.S.Controller(x.S.Duel.Loser)) },
			From: func(x *Ctx) []int {
				if x.S.Duel.Loser < 0 {
					return nil
				}
				return append([]int(nil), x.S.Seat(x.S.Controller(x.S.Duel.Loser)).Hand...)
			},
			Do: func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Mono no Aware: every character in play loses 1 fate, then you draw
	// a card; once a round.
	Register("mono-no-aware", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from each character, then draw 1 card", Timing: Action,
		Effect: func(x *Ctx) {
			for p := range x.S.P {
				for _, id := range charactersOf(x, p, CanRemoveFate) {
					x.RemoveFate(id, 1)
				}
			}
			x.Draw(x.P, 1)
		},
		Max: PerRound(1),
	}}})

	// Waning Hostilities: as the conflict phase begins, each player is
	// left a single conflict opportunity for the phase.
	Register("waning-hostilities", &Text{Abilities: []*Ability{{
		Text: "after the conflict phase begins: each player has only one conflict opportunity this phase", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "conflict" && x.S.ConflictOpportunitiesAbove(1) },
		Effect: func(x *Ctx) { x.LimitConflictOpportunities(1) },
	}}})

	// Prayers to Ebisu: each player at 19 honor or more loses 4, each at 6
	// or less gains 4; then its player draws 1 card.
	Register("prayers-to-ebisu", &Text{Abilities: []*Ability{{
		Text: "each player with 19 honor or more loses 4 honor, each with 6 or less gains 4; draw 1 card", Timing: Action,
		Effect: func(x *Ctx) {
			var high, low []int
			for p := range x.S.P {
				switch h := x.S.P[p].Honor; {
				case h >= 19:
					high = append(high, p)
				case h <= 6:
					low = append(low, p)
				}
			}
			for _, p := range high {
				x.LoseHonor(p, 4)
			}
			for _, p := range low {
				x.GainHonor(p, 4)
			}
			x.Draw(x.P, 1)
		},
	}}})

	// Perfect Land Ethos: every status token on a character is discarded.
	statused := func(x *Ctx) []int {
		var out []int
		for p := range x.S.P {
			out = append(out, charactersOf(x, p, Not(StatusIs(Ordinary)))...)
		}
		return out
	}
	Register("perfect-land-ethos", &Text{Abilities: []*Ability{{
		Text: "discard every status token", Timing: Action,
		Can: func(x *Ctx) bool { return len(statused(x)) > 0 },
		Effect: func(x *Ctx) {
			for _, id := range statused(x) {
				x.DiscardStatus(id)
			}
		},
	}}})

	// Retreat: during a military conflict, move a participating character
	// of yours home.
	Register("retreat", &Text{Abilities: []*Ability{{
		Text: "move a participating character you control home", Timing: Action, Needs: NeedMilitary,
		If:     ConflictOfType("military"),
		Target: &Target{Characters: true, Prompt: "choose a participating character you control", Filter: All(ParticipatingChar, Friendly, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// Sabotage (Earth role only): during a military conflict, discard a
	// card, faceup or facedown, from one of an opponent's provinces.
	Register("sabotage", &Text{Abilities: []*Ability{{
		Text: "discard a card in one of an opponent's provinces", Timing: Action, Needs: NeedMilitary,
		If: ConflictOfType("military"),
		Target: &Target{Prompt: "choose a card in an opponent's province", In: provinces,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && AnOpponents(x, id)
			}},
		Effect: func(x *Ctx) { x.DiscardFromProvince(x.Target()) },
	}}})

	// Walking the Way: 1 cheaper with a Shugenja of yours; look at the top
	// 3 cards of your dynasty deck, discard a card from one of your
	// provinces and put one of those 3 there faceup; shuffle. The province
	// card and the card taking its place are picked together, in that
	// order.
	Register("walking-the-way", &Text{Says: "costs 1 less while you control a Shugenja",
		CostMod: func(s *State, self, p int) int {
			if s.CountTrait(p, "shugenja", false) > 0 {
				return -1
			}
			return 0
		},
		Abilities: []*Ability{{
			Text: "look at the top 3 cards of your dynasty deck: one of them takes the place of a card you discard from one of your provinces", Timing: Action,
			If: func(x *Ctx) bool { return len(x.S.P[x.P].DynastyDeck) > 0 && len(inOwnProvinces(x)) > 0 },
			Pick: &Pick{Prompt: "choose a card in one of your provinces to discard, then one of the looked at cards to put there",
				Count: func(x *Ctx) int { return 2 },
				From:  func(x *Ctx) []int { return append(inOwnProvinces(x), x.S.TopOfDynastyDeck(x.P, 3)...) },
				Valid: func(x *Ctx, cards []int) error {
					if len(cards) == 2 && x.S.Card(cards[0]).Zone == ZProvince && x.S.Card(cards[1]).Zone == ZDynastyDeck {
						return nil
					}
					return fmt.Errorf("choose a card in one of your provinces, then one of the looked at cards")
				},
				Ordered: func(x *Ctx, cards []int) {
					prov := int(x.S.Card(cards[0]).Prov)
					x.DiscardFromProvince(cards[0])
					x.PutInProvince(cards[1], prov)
				},
				After: func(x *Ctx) { x.ShuffleDynastyDeck(x.P) }},
		}}})

	// Peasant's Advice: during the conflict phase, dishonor a character of
	// yours, choose a province and look at it if it is facedown; you may
	// shuffle a faceup card in it into its owner's dynasty deck. The
	// province and the card (or none) are picked together: a faceup card
	// is no secret, and a card picked alone stands for its own province.
	provinceOf := func(x *Ctx, card int) int {
		c := x.S.Card(card)
		if c.Zone == ZProvinceCard {
			return card
		}
		return x.S.P[c.Owner].Prov[c.Prov]
	}
	Register("peasants-advice", &Text{Abilities: []*Ability{{
		Text: "dishonor a character of yours: look at a province; you may shuffle a faceup card in it into its owner's dynasty deck", Timing: Action, Needs: NeedConflictPhase,
		If: func(x *Ctx) bool { return x.S.Phase == "conflict" }, Costs: []Cost{DishonorFriendly("")},
		Pick: &Pick{UpTo: true, Prompt: "choose a province and, if you wish, a faceup card in it to shuffle into its owner's dynasty deck",
			Count: func(x *Ctx) int { return 2 },
			From: func(x *Ctx) []int {
				var out []int
				for p := range x.S.P {
					out = append(out, x.S.ProvinceCards(p)...)
					for prov := range x.S.Provinces() {
						for _, id := range x.S.P[p].Dyn[prov] {
							if !x.S.Card(id).Facedown {
								out = append(out, id)
							}
						}
					}
				}
				return out
			},
			Valid: func(x *Ctx, cards []int) error {
				if len(cards) == 2 && (provinceOf(x, cards[0]) != provinceOf(x, cards[1]) ||
					x.S.Card(cards[0]).Zone == x.S.Card(cards[1]).Zone) {
					return fmt.Errorf("choose a province and a faceup card in it")
				}
				return nil
			},
			Ordered: func(x *Ctx, cards []int) {
				prov := provinceOf(x, cards[0])
				if x.S.Card(prov).Facedown {
					x.S.LookAt(x.P, prov)
				}
				for _, id := range cards {
					if id != prov {
						x.ShuffleIntoDynastyDeck(id)
					}
				}
			}},
	}}})

	// Way of the Chrysanthemum: after honor is given to you from an honor
	// bid, gain as much again. Max 1 per round.
	Register("way-of-the-chrysanthemum", &Text{Abilities: []*Ability{{
		Text: "after honor is given to you from an honor bid: gain that much honor", Timing: Reaction, On: EvBidHonor,
		If: func(x *Ctx) bool { return x.Event().Player == x.P },
		Effect: func(x *Ctx) {
			// Resolved again without its condition (The Mirror's Gaze),
			// there is no honor given to match.
			if x.Ev != nil {
				x.GainHonor(x.P, x.Event().N)
			}
		},
		Max: PerRound(1),
	}}})

	// Stay Your Hand (as errata'd in RRG v2.0): when a duel that targets a
	// character you control would resolve, cancel the duel.
	Register("stay-your-hand", &Text{Abilities: []*Ability{{
		Text: "when a duel targeting a character you control would resolve: cancel the duel", Timing: Interrupt, Would: true, On: EvDuelWouldResolve,
		If: func(x *Ctx) bool {
			return slices.ContainsFunc(x.Event().Cards, func(id int) bool { return x.S.IsCharacter(id) && x.S.Controller(id) == x.P })
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Breach of Etiquette: during a political conflict, until it ends,
	// each player who triggers an ability of a non-Courtier character
	// loses 1 honor. Max 1 per conflict.
	Register("breach-of-etiquette", &Text{Abilities: []*Ability{{
		Text: "until the end of the conflict, each player loses 1 honor each time they trigger an ability of a non-Courtier character", Timing: Action, Needs: NeedPolitical,
		If: ConflictOfType("political"),
		Effect: func(x *Ctx) {
			for p := range x.S.P {
				x.Restrict(ModTriggerToll, p, "conflict")
			}
		},
		Max: PerConflict(1),
	}}})

	// Defend Your Honor (Keeper role only): when the effects of an
	// opponent's event would initiate during a conflict, a participating
	// character of yours challenges one of the opponent's, of their choice,
	// to a military duel; if yours wins, those effects are cancelled.
	Register("defend-your-honor", &Text{Abilities: []*Ability{{
		Text: "when an opponent's event would initiate during a conflict: your participant duels one of theirs, of their choice (military); if yours wins, cancel the event's effects", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Label == "event" && e.Player != x.P && DuringConflict(x) && len(opponentParticipants(x, NoDash("military"))) > 0
		},
		Target: yourDuellist("military"), Pick: opponentPicksChallengee("military"),
		Duel: &DuelSpec{Type: "military",
			Challenger: func(x *Ctx) int { return x.Targets[len(x.Targets)-1] },
			Result: func(x *Ctx, winner, loser int) {
				if x.S.Controller(winner) == x.P {
					x.CancelTrigger()
				}
			}},
	}}})

	// Warm Welcome: only with composure (your honor bid lower than an
	// opponent's); play a card from your conflict discard pile as if it
	// were in your hand, an event then going to the bottom of your
	// conflict deck.
	Register("warm-welcome", &Text{Says: "play only while your honor bid is lower than an opponent's", PlayIf: (*State).HasComposure, Abilities: []*Ability{{
		Text: "play a card from your conflict discard pile as if it were in your hand (an event then goes to the bottom of your conflict deck)", Timing: Action,
		Target: &Target{Prompt: "choose a card in your conflict discard pile", In: []Zone{ZConflictDiscard},
			Filter: func(x *Ctx, id int) bool {
				// Another Warm Welcome is left out: its own choice would
				// ask of this one again, without end.
				return InOwnDiscard(x, id) && x.S.Printed(id).ID != x.S.Printed(x.Self).ID && x.S.CanPlayAsIfInHand(x.P, id)
			}},
		Effect: func(x *Ctx) { x.PlayAsIfInHand(x.Target(), true) },
	}}})
	// Offer Testimony: during a political conflict, you and your opponent
	// each choose a ready participating character of your own; each then
	// reveals a card from hand in secret, and whoever revealed the cheapest
	// card (both, on a tie) bows the character they chose.
	readyParticipant := All(ParticipatingChar, func(x *Ctx, id int) bool { return !x.S.Cards[id].Bowed })
	OnSecretReveal("offer-testimony", func(x *Ctx, revealed []int) {
		low := -1
		for _, c := range revealed {
			if c >= 0 && (low < 0 || x.S.PrintedCost(c) < low) {
				low = x.S.PrintedCost(c)
			}
		}
		var bow []int
		for i, p := range []int{x.P, x.Opp()} {
			if c := revealed[p]; c >= 0 && x.S.PrintedCost(c) == low && i < len(x.Targets) && CanBow(x, x.Targets[i]) {
				bow = append(bow, x.Targets[i])
			}
		}
		if len(bow) > 0 {
			x.Bow(bow...)
		}
	})
	Register("offer-testimony", &Text{Abilities: []*Ability{{
		Text: "each player chooses a ready participating character of theirs and reveals a card from hand in secret; whoever revealed the lowest cost bows their character", Timing: Action, Needs: NeedPolitical,
		If: func(x *Ctx) bool {
			return ConflictOfType("political")(x) && len(participantsOf(x, x.Opp(), readyParticipant)) > 0
		},
		Target: &Target{Characters: true, Prompt: "choose a ready participating character you control", Filter: All(readyParticipant, Friendly)},
		Pick: &Pick{By: "opponent", Prompt: "choose a ready participating character you control",
			From: func(x *Ctx) []int { return participantsOf(x, x.Opp(), readyParticipant) },
			Do:   func(x *Ctx, id int) { x.EachRevealsSecretly("offer-testimony", x.Target(), id) }},
	}}})

	// Trading on the Sand Road: as the draw phase is about to begin, skip
	// it; each player sets the top 4 cards of their conflict deck aside
	// out of the game, and until the round ends either player may play any
	// of those cards as though holding it.
	Register("trading-on-the-sand-road", &Text{Abilities: []*Ability{{
		Text: "when the draw phase would begin: skip it; each player removes their top 4 conflict cards from the game, which either player may play this round as if from hand", Timing: Interrupt, Would: true, On: EvPhaseWould,
		If: func(x *Ctx) bool { return x.Event().Label == "draw" },
		Effect: func(x *Ctx) {
			x.SkipPhase()
			var removed []int
			for p := range x.S.P {
				removed = append(removed, x.RemoveTopOfConflictDeck(p, 4)...)
			}
			x.EachPlayerMayPlayAsIfInHand("round", removed...)
		},
	}}})
}
