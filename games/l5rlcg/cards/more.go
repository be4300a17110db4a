package cards

import . "tessen/games/l5rlcg"

func init() {
	// Intimidating Hida: after an opponent passes a conflict opportunity,
	// they lose 1 honor.
	Register("intimidating-hida", &Text{Abilities: []*Ability{{
		Text: "after an opponent passes on declaring a conflict: they lose 1 honor", Timing: Reaction, On: EvPassConflict,
		If:     func(x *Ctx) bool { return x.Event().Player == x.Opp() },
		Effect: func(x *Ctx) { x.LoseHonor(x.Opp(), 1) },
	}}})

	// Asahina Storyteller: each honored Crane character you control gains
	// sincerity.
	Register("asahina-storyteller", &Text{ModKinds: []string{ModKeyword + ":sincerity"}, Mods: func(s *State, self int, add func(int, string, int)) {
		for _, id := range s.P[s.Controller(self)].Play {
			if s.Card(id).Status == Honored && s.Printed(id).Clan == "crane" {
				add(id, ModKeyword+":sincerity", 1)
			}
		}
	}})

	// Guest of Honor: while it participates, its opponents cannot play events.
	Register("guest-of-honor", &Text{Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActPlayEvent && s.Participating(self) && a.By != s.Controller(self)
	}})

	// Steward of Law: while it participates, no character can receive a
	// dishonored status token (an honored one can still become ordinary).
	Register("steward-of-law", &Text{Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == EvDishonor && s.Participating(self) && s.Card(a.Card).Status == Ordinary
	}})

	// Niten Adept: while participating, bow an attachment on it to bow a
	// participating character without attachments.
	Register("niten-adept", &Text{Abilities: []*Ability{{
		Text: "bow one of its attachments: bow a participating character without attachments", Timing: Action, InConflict: true,
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
		Text: "after 2 conflicts against you this phase: take 1 fate or 1 honor from your opponent", Timing: Action,
		If: func(x *Ctx) bool {
			return x.S.P[x.P].Against >= 2 && x.S.Seat(x.Opp()).Fate+x.S.Seat(x.Opp()).Honor > 0
		},
		Select: &Select{Options: []Option{
			{Label: "fate", Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Fate > 0 }, Do: func(x *Ctx) { x.TakeFate(x.Opp(), 1) }},
			{Label: "honor", Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Honor > 0 }, Do: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) }},
		}},
	}}})

	// Radiant Orator: while participating, if your ready participants have
	// more glory than your opponent's, send an opposing character home.
	Register("radiant-orator", &Text{Abilities: []*Ability{{
		Text: "with more glory among ready participants: move an opposing character home", Timing: Action, InConflict: true,
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
		Text: "discard a card from your hand: +2/+2 until the end of the conflict", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{DiscardFromHand()},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
		Limit:  PerConflict(1),
	}}})

	// Way of the Crab: sacrifice a friendly Crab character; your opponent
	// sacrifices a character of their choice. Max 1 per round.
	Register("way-of-the-crab", &Text{Abilities: []*Ability{{
		Text: "sacrifice a Crab character: your opponent sacrifices a character", Timing: Action,
		Costs: []Cost{SacrificeFriendly(Clan("crab"))}, Max: PerRound(1),
		Can: func(x *Ctx) bool { return len(x.S.Seat(x.Opp()).Play) > 0 },
		Pick: &Pick{By: "opponent", Prompt: "choose one of your characters to sacrifice",
			From: func(x *Ctx) []int { return charactersOf(x, x.Opp(), CanDiscard) },
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// The Mountain Does Not Fall: until the end of the phase, a character
	// does not bow from conflict resolution while defending. Max 1 per round.
	Register("the-mountain-does-not-fall", &Text{Abilities: []*Ability{{
		Text: "a character does not bow from conflict resolution while defending this phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting("cannot:"+ActResolutionBowDefending, 0, "phase", x.Target()) },
		Max:    PerRound(1),
	}}})

	// Indomitable Will: after you win a conflict with a single participant,
	// it does not bow from the conflict's resolution.
	Register("indomitable-will", &Text{Abilities: []*Ability{{
		Text: "after you win with a single participant: it does not bow from the conflict's resolution", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool { return x.Event().Player == x.P && len(x.S.Participants(x.P)) == 1 },
		Effect: func(x *Ctx) {
			x.Lasting("cannot:"+ActResolutionBow, 0, "conflict", x.S.Participants(x.P)[0])
		},
	}}})

	// Bayushi Manipulator: after the honor dials are revealed, add 1 to your bid.
	Register("bayushi-manipulator", &Text{Abilities: []*Ability{{
		Text: "after the honor dials are revealed: your bid counts 1 more", Timing: Reaction, On: EvBids,
		Effect: func(x *Ctx) { x.ChangeBid(x.P, 1) },
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

	// Reprieve: when the attached character would leave play, discard this
	// attachment instead.
	Register("reprieve", &Text{Abilities: []*Ability{{
		Text: "when the attached character would leave play: discard this instead", Timing: Interrupt, Would: true, On: EvLeavePlay,
		If:      func(x *Ctx) bool { e := x.Event(); return len(e.Cards) == 1 && e.Cards[0] == parentOf(x) },
		Instead: func(x *Ctx) { x.Discard(x.Self) },
	}}})

	// Stand Your Ground: when an honored character you control would leave
	// play, discard its status token instead.
	Register("stand-your-ground", &Text{Abilities: []*Ability{{
		Text: "when your honored character would leave play: discard its status token instead", Timing: Interrupt, Would: true, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return len(e.Cards) == 1 && x.S.IsCharacter(e.Cards[0]) && x.S.Controller(e.Cards[0]) == x.P && x.S.Card(e.Cards[0]).Status == Honored
		},
		Instead: func(x *Ctx) { x.DiscardStatus(x.Event().Cards[0]) },
	}}})

	// Elemental Fury: after it is revealed, switch the contested ring with
	// an unclaimed ring (the conflict keeps its type).
	elements := make([]Option, len(RingNames))
	for i, name := range RingNames {
		elements[i] = Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && x.S.Conf.Ring != i },
			Do:  func(x *Ctx) { x.SwitchContestedRing(i) }}
	}
	Register("elemental-fury", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: switch the contested ring with an unclaimed ring", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && x.S.UnclaimedRings() > 0
		},
		Select: &Select{Options: elements},
	}}})

	// Daidoji Nerishma: turn a facedown card in one of your provinces faceup.
	Register("daidoji-nerishma", &Text{Abilities: []*Ability{{
		Text: "turn a facedown card in one of your provinces faceup", Timing: Action,
		Target: &Target{Prompt: "choose a facedown card in your provinces", Anywhere: true,
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
	Register("meishodo-wielder", &Text{CostMod: func(s *State, self, p int) int {
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
		Target: &Target{Prompt: "choose a Bushi with printed cost 3 or lower", Anywhere: true,
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
		If: func(x *Ctx) bool { return x.Event().Label == "fate" && x.S.P[x.P].Honor >= x.S.Seat(x.Opp()).Honor+5 },
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
		Text: "sacrifice it: put an opponent's discarded non-Shinobi character costing 3 or less into the conflict under your control", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Prompt: "choose a character in an opponent's discard pile", Anywhere: true,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return int(c.Owner) == x.Opp() && c.Zone == ZDynastyDiscard && !x.S.HasTrait(id, "shinobi") && PrintedCostAtMost(3)(x, id) && CanPutIntoConflict(x, id)
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

	// Mantra of Fire: after an opponent declares a Fire conflict, place 1
	// fate on a Monk (or a character with a Monk attachment) and draw a card.
	Register("mantra-of-fire", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a Fire conflict: 1 fate on a Monk, and draw 1 card", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return x.Event().Player == x.Opp() && x.Event().N == Fire },
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, monkish)},
		Effect: func(x *Ctx) {
			x.PlaceFate(x.Target(), 1)
			x.Draw(x.P, 1)
		},
	}}})
}

// charactersOf lists p's characters in play that pass f.
func charactersOf(x *Ctx, p int, f Filter) []int {
	var out []int
	for _, id := range x.S.Seat(p).Play {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// giftTargets lists the other characters the controller controls that an
// attachment could be moved to.
func giftTargets(x *Ctx, att int) []int {
	var out []int
	for _, id := range x.S.P[x.P].Play {
		if id != x.S.Parent(att) && x.S.CanAttach(id, att, x.P) {
			out = append(out, id)
		}
	}
	return out
}

func init() {
	// Togashi Initiate: while attacking, spend 1 fate to an unclaimed ring
	// to honor it.
	Register("togashi-initiate", &Text{Abilities: []*Ability{{
		Text: "while attacking, spend 1 fate to an unclaimed ring: honor it", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return SelfAttacking(x) && CanHonor(x, x.Self) }, Costs: []Cost{SpendFateToRing(1)},
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Ascetic Visionary: while attacking, spend 1 fate to an unclaimed ring
	// to ready a Monk, or a character with a Monk attachment.
	Register("ascetic-visionary", &Text{Abilities: []*Ability{{
		Text: "while attacking, spend 1 fate to an unclaimed ring: ready a Monk or a character with a Monk attachment", Timing: Action, InConflict: true,
		If: SelfAttacking, Costs: []Cost{SpendFateToRing(1)},
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, CanReady, monkish)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Mirumoto Prodigy: while it attacks alone, its opponent cannot declare
	// more than one defender.
	Register("mirumoto-prodigy", &Text{Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActDefendSeveral && s.Participating(self) && len(s.Participants(s.Controller(self))) == 1 &&
			s.Conf.Attacker == s.Controller(self)
	}})
}

// monkish: a Monk character, or a character with a Monk attachment.
func monkish(x *Ctx, id int) bool {
	if x.S.HasTrait(id, "monk") {
		return true
	}
	for _, a := range x.S.Attachments(id) {
		if x.S.HasTrait(a, "monk") {
			return true
		}
	}
	return false
}
