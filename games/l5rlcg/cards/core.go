// Package cards gives L5R LCG cards their behaviour, each ability written
// in the rules vocabulary of package l5rlcg and described in our words.
// Cards with no ability text (or keywords only) need no entry here.
//
// The files dot-import l5rlcg on purpose: a card reads as a sentence of
// the vocabulary (Character, Opponents, CanBow...), and this package
// holds nothing but card definitions.
package cards

import . "tessen/games/l5rlcg"

func init() {
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

	// Assassination: during a conflict, lose 3 honor to discard a
	// character whose printed cost is 2 or lower. Max 1 per round.
	Register("assassination", &Text{Abilities: []*Ability{{
		Text: "lose 3 honor: discard a character with printed cost 2 or lower", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{LoseHonor(3)},
		Target: &Target{Characters: true, Prompt: "choose a character with printed cost 2 or lower",
			Filter: All(Character, PrintedCostAtMost(2), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
		Max:    PerRound(1),
	}}})

	// Forged Edict: when an event's effects would initiate, dishonor a
	// friendly Courtier to cancel them.
	Register("forged-edict", &Text{Abilities: []*Ability{{
		Text: "dishonor a friendly Courtier: cancel the effects of an event", Timing: Interrupt, Would: true, On: EvInitiate,
		If:     func(x *Ctx) bool { return x.Event().Label == "event" },
		Costs:  []Cost{DishonorFriendly("courtier")},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// For Shame!: during a conflict, if you have a participating Courtier,
	// choose an opponent's participating character; the opponent picks
	// whether it is dishonored or bowed.
	forShameTarget := All(ParticipatingChar, Opponents, func(x *Ctx, id int) bool { return CanDishonor(x, id) || CanBow(x, id) })
	Register("for-shame", &Text{Abilities: []*Ability{{
		Text: "your opponent dishonors or bows one of their participating characters", Timing: Action, InConflict: true,
		If:     func(x *Ctx) bool { return DuringConflict(x) && ControlsParticipating("courtier")(x) },
		Target: &Target{Prompt: "choose a participating character your opponent controls", Filter: forShameTarget},
		Select: &Select{By: "opponent", Options: []Option{
			{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
		}},
	}}})

	// Way of the Lion: during a conflict, double a Lion character's base
	// military skill until the conflict ends.
	Register("way-of-the-lion", &Text{Abilities: []*Ability{{
		Text: "double a Lion character's base military skill until the end of the conflict", Timing: Action, InConflict: true,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a Lion character", Filter: All(Character, Clan("lion"), NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModDoubleMil, 0, "conflict", x.Target()) },
	}}})

	// Mirumoto Raitsugu: while participating, challenge an opponent's
	// participating character to a military duel; the loser is discarded
	// if it has no fate, else it loses 1 fate.
	Register("mirumoto-raitsugu", &Text{Abilities: []*Ability{{
		Text: "military duel: the loser loses 1 fate, or is discarded if it has none", Timing: Action, InConflict: true,
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
	Register("seppun-guardsman", &Text{Cannot: cannotAttackFavor})

	// Borderlands Defender: while defending, the opponent's card effects
	// cannot bow or move it.
	Register("borderlands-defender", &Text{Cannot: func(s *State, self int, a Act) bool {
		moves := a.Kind == EvBow || a.Kind == "move-home" || a.Kind == "move-conflict"
		return moves && s.IsDefending(self) && a.Source >= 0 && a.By != s.Controller(self)
	}})

	// Doji Challenger: while attacking, move a character of the opponent's
	// into the conflict.
	Register("doji-challenger", &Text{Abilities: []*Ability{{
		Text: "move a character your opponent controls into the conflict", Timing: Action, InConflict: true,
		If:     SelfAttacking,
		Target: &Target{Characters: true, Prompt: "choose a character your opponent controls", Filter: All(Character, Opponents, CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Asahina Artisan: during a conflict, bow it to give another Crane
	// character +3 political skill until the end of the conflict.
	Register("asahina-artisan", &Text{Abilities: []*Ability{{
		Text: "bow it: another Crane character gets +3 political until the end of the conflict", Timing: Action, InConflict: true,
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

	// Shizuka Toshi: during a political conflict, bow the stronghold to bow
	// a participating character with political skill 2 or lower.
	Register("shizuka-toshi", &Text{Abilities: []*Ability{{
		Text: "bow it: bow a participating character with political skill 2 or lower", Timing: Action, InConflict: true,
		If: ConflictOfType("political"), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with political skill 2 or lower",
			Filter: All(ParticipatingChar, SkillAtMost("political", 2), CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Doomed Shugenja: no additional fate may be placed on it when it is
	// played from a province.
	Register("doomed-shugenja", &Text{Cannot: func(s *State, self int, a Act) bool {
		return a.Kind == ActFateFromProvince
	}})
}

func init() {
	// Shameful Display: during a conflict at this province, choose two
	// participants; honor one and dishonor the other.
	Register("shameful-display", &Text{Abilities: []*Ability{{
		Text: "choose two participating characters: honor one, dishonor the other", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return x.S.AttackedProvince() == x.Self },
		Target: &Target{Characters: true, Prompt: "choose 2 participating characters", Count: 2,
			Filter: All(ParticipatingChar, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })},
		Pick: &Pick{Prompt: "choose the character to honor (the other is dishonored)",
			From: func(x *Ctx) []int { return x.Targets },
			Do: func(x *Ctx, honored int) {
				for _, id := range x.Targets {
					if id == honored {
						x.Honor(id)
					} else {
						x.Dishonor(id)
					}
				}
			}},
	}}})

	// Way of the Crane: honor a Crane character you control.
	Register("way-of-the-crane", &Text{Abilities: []*Ability{{
		Text: "honor a Crane character you control", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a Crane character you control", Filter: All(Character, Friendly, Clan("crane"), CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Admit Defeat: bow a character that defends alone.
	Register("admit-defeat", &Text{Abilities: []*Ability{{
		Text: "bow a character that is defending alone", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character defending alone", Filter: All(ParticipatingChar, CanBow,
			func(x *Ctx, id int) bool {
				return x.S.IsDefending(id) && len(x.S.Participants(x.S.Controller(id))) == 1
			})},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Let Go: discard an attachment.
	Register("let-go", &Text{Abilities: []*Ability{{
		Text: "discard an attachment", Timing: Action,
		Target: &Target{Prompt: "choose an attachment", Filter: All(Attachment, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Levy: the opponent gives you 1 fate or 1 honor, their choice.
	Register("levy", &Text{Abilities: []*Ability{{
		Text: "your opponent gives you 1 fate or 1 honor, as they choose", Timing: Action,
		Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Fate > 0 || x.S.Seat(x.Opp()).Honor > 0 },
		Select: &Select{By: "opponent", Options: []Option{
			{Label: "fate", Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Fate > 0 }, Do: func(x *Ctx) { x.TakeFate(x.Opp(), 1) }},
			{Label: "honor", Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Honor > 0 }, Do: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) }},
		}},
	}}})

	// Voice of Honor: when an event's effects would initiate, if you
	// control more honored characters than your opponent, cancel them.
	Register("voice-of-honor", &Text{Abilities: []*Ability{{
		Text: "cancel an event's effects while you control more honored characters", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			return x.Event().Label == "event" && x.S.CountHonored(x.P) > x.S.CountHonored(x.Opp())
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// The Art of War: when this province is broken, draw 3 cards.
	Register("the-art-of-war", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: draw 3 cards", Timing: Interrupt, On: EvBreak,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Effect: func(x *Ctx) { x.Draw(x.P, 3) },
	}}})

	// Imperial Storehouse: sacrifice it to draw 1 card.
	Register("imperial-storehouse", &Text{Abilities: []*Ability{{
		Text: "sacrifice this holding: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}

func init() {
	// Blackmail: only while you are less honorable; during a conflict,
	// take control of an opponent's character with printed cost 2 or
	// lower until the end of the conflict.
	Register("blackmail", &Text{Abilities: []*Ability{{
		Text: "take control of an opponent's character with printed cost 2 or lower until the end of the conflict", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool { return DuringConflict(x) && x.S.P[x.P].Honor < x.S.Seat(x.Opp()).Honor },
		Target: &Target{Characters: true, Prompt: "choose a character with printed cost 2 or lower your opponent controls",
			Filter: All(Character, Opponents, PrintedCostAtMost(2), CanTakeControl)},
		Effect: func(x *Ctx) { x.TakeControl(x.Target(), "conflict") },
	}}})

	// Kitsu Spiritcaller: during a conflict, bow it to put a character from
	// one of your discard piles into play in the conflict; if that
	// character is still in play when the conflict ends, it goes to the
	// bottom of its deck.
	Register("kitsu-spiritcaller", &Text{Abilities: []*Ability{{
		Text: "bow it: put a character from your discard pile into the conflict until it ends", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{BowSelf()},
		Target: &Target{Prompt: "choose a character in your discard piles", Anywhere: true,
			Filter: func(x *Ctx, id int) bool { return InOwnDiscard(x, id) && CanPutIntoConflict(x, id) }},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Target(), true)
			x.Delay("conflict", x.Target())
		},
		Later: func(x *Ctx) { x.ReturnToDeckBottom(x.Targets...) },
	}}})

	// Calling in Favors: dishonor a friendly character to take control of
	// an opponent's attachment and attach it to that character if it can
	// be; otherwise discard the attachment.
	Register("calling-in-favors", &Text{Abilities: []*Ability{{
		Text: "dishonor a friendly character: take an opponent's attachment onto it, or discard it if it cannot go there", Timing: Action,
		Costs:  []Cost{DishonorFriendly("")},
		Target: &Target{Prompt: "choose an attachment your opponent controls", Filter: All(Attachment, Opponents)},
		Effect: func(x *Ctx) {
			att, char := x.Target(), x.Chosen
			if x.S.IsCharacter(char) && x.S.CanAttach(char, att, x.P) {
				x.TakeControl(att, "")
				x.Attach(att, char)
			} else {
				x.Discard(att)
			}
		},
	}}})
}
