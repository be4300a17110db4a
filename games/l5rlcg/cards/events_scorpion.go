package cards

import (
	"fmt"

	. "tessen/games/l5rlcg"
)

// Scorpion events.
func init() {
	// Ambush: during a conflict, put up to 2 Scorpion characters with total
	// printed cost 6 or lower from your hand and provinces into play
	// participating.
	Register("ambush", &Text{Abilities: []*Ability{{
		Text: "put up to 2 Scorpion characters costing 6 in total from your hand or provinces into the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && len(ambushable(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose up to 2 Scorpion characters, total printed cost 6 or lower",
			Count: func(x *Ctx) int { return 2 },
			From:  ambushable,
			Valid: totalCostAtMost(6),
			Do:    func(x *Ctx, id int) { x.PutIntoPlay(id, true) }},
	}}})

	// Forged Edict: when an event's effects would initiate, dishonor a
	// friendly Courtier to cancel them.
	Register("forged-edict", &Text{Abilities: []*Ability{{
		Text: "dishonor a friendly Courtier: cancel the effects of an event", Timing: Interrupt, Would: true, On: EvInitiate,
		If:     func(x *Ctx) bool { return x.Event().Label == "event" },
		Costs:  []Cost{DishonorFriendly("courtier")},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Blackmail: only while you are less honorable; during a conflict,
	// take control of an opponent's character with printed cost 2 or
	// lower until the end of the conflict.
	Register("blackmail", &Text{Abilities: []*Ability{{
		Text: "take control of an opponent's character with printed cost 2 or lower until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && x.S.P[x.P].Honor < x.S.Seat(x.Opp()).Honor },
		Target: &Target{Characters: true, Prompt: "choose a character with printed cost 2 or lower your opponent controls",
			Filter: All(Character, Opponents, PrintedCostAtMost(2), CanTakeControl)},
		Effect: func(x *Ctx) { x.TakeControl(x.Target(), "conflict") },
	}}})

	// Calling in Favors: dishonor a friendly character to take control of
	// an opponent's attachment and attach it to that character if it can
	// be; otherwise discard the attachment.
	Register("calling-in-favors", &Text{Abilities: []*Ability{{
		Text: "dishonor a friendly character: take an opponent's attachment onto it, or discard it if it cannot go there", Timing: Action,
		Costs:  []Cost{DishonorFriendly("")},
		Target: &Target{Prompt: "choose an attachment an opponent controls", Filter: All(Attachment, AnOpponents)},
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

	// Way of the Scorpion: during a conflict, dishonor a participating
	// character that is not Scorpion.
	Register("way-of-the-scorpion", &Text{Abilities: []*Ability{{
		Text: "dishonor a participating non-Scorpion character", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating non-Scorpion character", Filter: All(ParticipatingChar, Not(Clan("scorpion")), CanDishonor)},
		Effect: func(x *Ctx) { x.Dishonor(x.Target()) },
	}}})

	// I Can Swim: during a conflict, if your honor bid is higher, discard a
	// participating dishonored character of the opponent's.
	Register("i-can-swim", &Text{Abilities: []*Ability{{
		Text: "with the higher honor bid: discard a participating dishonored character of your opponent's", Timing: Action, Needs: NeedConflict,
		If:      DuringConflict,
		Against: func(x *Ctx, q int) bool { return x.S.P[x.P].Bid > x.S.P[q].Bid },
		Target:  &Target{Characters: true, Prompt: "choose a participating dishonored character", Filter: All(ParticipatingChar, Opponents, StatusIs(Dishonored), CanDiscard)},
		Effect:  func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// attackingShinobi: an attacking Shinobi character that could be moved home.
	attackingShinobi := func(x *Ctx, id int) bool {
		return Attacking(x, id) && x.S.HasTrait(id, "shinobi") && CanSendHome(x, id)
	}

	// Smoke and Mirrors: during a conflict, move home any number of
	// attacking Shinobi characters you control.
	Register("smoke-and-mirrors", &Text{Abilities: []*Ability{{
		Text: "move home any number of your attacking Shinobi characters", Timing: Action, Needs: NeedAttacking,
		If: func(x *Ctx) bool { return DuringConflict(x) && len(participantsOf(x, x.P, attackingShinobi)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose any number of your attacking Shinobi characters",
			Count: func(x *Ctx) int { return len(participantsOf(x, x.P, attackingShinobi)) },
			From:  func(x *Ctx) []int { return participantsOf(x, x.P, attackingShinobi) },
			Do:    func(x *Ctx, id int) { x.SendHome(id) }},
	}}})

	// Misinformation: during a conflict, with an honor bid at least 2
	// higher than your opponent's, each of their participating characters
	// gets -1 military and -1 political until the end of the conflict.
	Register("misinformation", &Text{Abilities: []*Ability{{
		Text: "with an honor bid 2 or more higher: your opponent's participants get -1 military and -1 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:      func(x *Ctx) bool { return DuringConflict(x) && len(opponentParticipants(x, Character)) > 0 },
		Against: func(x *Ctx, q int) bool { return x.S.P[x.P].Bid >= x.S.P[q].Bid+2 },
		Effect:  func(x *Ctx) { x.LastingSkills(-1, "conflict", opponentParticipants(x, Character)...) },
	}}})

	// Backhanded Compliment (Keeper only): a player of your choice draws
	// 1 card and loses 1 honor.
	Register("backhanded-compliment", &Text{Abilities: []*Ability{{
		Text: "you or your opponent draws 1 card and loses 1 honor", Timing: Action,
		Select: &Select{Options: []Option{
			{Label: "yourself", Do: func(x *Ctx) { x.Draw(x.P, 1); x.LoseHonor(x.P, 1) }},
			{Label: "opponent", Do: func(x *Ctx) { x.Draw(x.Opp(), 1); x.LoseHonor(x.Opp(), 1) }},
		}},
	}}})

	// A Fate Worse Than Death: during a conflict, a participant is bowed,
	// sent home, dishonored and loses 1 fate, and its printed text box is
	// blank (Traits kept) until the end of the phase.
	Register("a-fate-worse-than-death", &Text{Abilities: []*Ability{{
		Text: "bow a participant, move it home, dishonor it, remove 1 fate from it; its text is blank until the end of the phase", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) {
			t := x.Target()
			x.Bow(t)
			x.SendHome(t)
			x.Dishonor(t)
			if x.S.Card(t).Fate > 0 {
				x.RemoveFate(t, 1)
			}
			x.Lasting(ModBlank, 1, "phase", t)
		},
	}}})

	// Discourage Pursuit (Earth only): during a conflict, dishonor a
	// friendly Shinobi: a participant gets -4 military until the conflict
	// ends.
	Register("discourage-pursuit", &Text{Abilities: []*Ability{{
		Text: "dishonor a friendly Shinobi: a participant gets -4 military until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Costs:  []Cost{DishonorFriendly("shinobi")},
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModMil, -4, "conflict", x.Target()) },
	}}})

	// Deceptive Offer: during a conflict, on a participant you control;
	// your opponent chooses: it gets +2/+2 until the conflict ends, or they
	// give you 1 honor.
	Register("deceptive-offer", &Text{Abilities: []*Ability{{
		Text: "your opponent chooses: your participant gets +2 military and +2 political until the end of the conflict, or they give you 1 honor", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character you control", Filter: All(ParticipatingChar, Friendly)},
		Select: &Select{By: "opponent", Options: []Option{
			{Label: "skill", Do: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Target()) }},
			{Label: "honor", Can: func(x *Ctx) bool { return x.S.Seat(x.Opp()).Honor > 0 }, Do: func(x *Ctx) { x.TakeHonor(x.Opp(), 1) }},
		}},
	}}})

	// Make an Opening: during a conflict in which you have a participant,
	// an opposing participant gets -X/-X until the conflict ends, X the
	// difference between the honor bids.
	bidGap := func(x *Ctx) int {
		d := x.S.P[x.P].Bid - x.S.Seat(x.Opp()).Bid
		if d < 0 {
			return -d
		}
		return d
	}
	Register("make-an-opening", &Text{Abilities: []*Ability{{
		Text: "an opposing participant gets -X military and -X political until the end of the conflict, X the difference between the honor bids", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return len(x.S.Participants(x.P)) > 0 && bidGap(x) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents)},
		Effect: func(x *Ctx) { x.LastingSkills(-bidGap(x), "conflict", x.Target()) },
	}}})

	// Unmask (Void only): during a conflict, with the higher honor bid, a
	// participant loses its status token and its skills are its printed
	// ones until the conflict ends; its controller gains 2 honor.
	Register("unmask", &Text{Abilities: []*Ability{{
		Text: "with the higher honor bid: a participant's status token is discarded and its skills are its printed ones until the end of the conflict; its controller gains 2 honor", Timing: Action, Needs: NeedConflict,
		If:      DuringConflict,
		Against: func(x *Ctx, q int) bool { return x.S.P[x.P].Bid > x.S.P[q].Bid },
		Target:  &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) {
			t := x.Target()
			x.DiscardStatus(t)
			d := x.S.Printed(t)
			if !x.S.Dash(t, "military") {
				x.Lasting(ModSetMil, d.Military, "conflict", t)
			}
			if !x.S.Dash(t, "political") {
				x.Lasting(ModSetPol, d.Political, "conflict", t)
			}
			x.GainHonor(x.S.Controller(t), 2)
		},
	}}})

	// From the Shadows: only while you are less honorable than an
	// opponent; during a conflict, put a Shinobi from your hand or
	// provinces into play in the conflict, dishonored.
	shadowed := func(x *Ctx) []int {
		return fromHandOrProvinces(x, func(id int) bool { return x.S.HasTrait(id, "shinobi") && CanPutIntoConflict(x, id) })
	}
	Register("from-the-shadows", &Text{Says: "play only while you are less honorable than an opponent", PlayIf: lessHonorable, Abilities: []*Ability{{
		Text: "put a Shinobi from your hand or provinces into play in the conflict; it enters play dishonored", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && len(shadowed(x)) > 0 },
		Pick: &Pick{Prompt: "choose a Shinobi character in your hand or provinces",
			From: shadowed,
			Do:   func(x *Ctx, id int) { x.PutIntoPlayDishonored(id, true) }},
	}}})

	// Kirei-ko: after a character an opponent controls triggers an
	// ability, bow that character.
	Register("kirei-ko", &Text{Abilities: []*Ability{{
		Text: "after a character your opponent controls triggers an ability: bow it", Timing: Reaction, On: EvInitiate,
		If: func(x *Ctx) bool {
			c := triggeringCharacter(x)
			return c >= 0 && x.S.Controller(c) != x.P && CanBow(x, c)
		},
		Effect: func(x *Ctx) { x.Bow(triggeringCharacter(x)) },
	}}})

	// Stolen Secrets: during a political conflict, remove 1 fate from a
	// participant you control: look at the top 4 cards of your opponent's
	// conflict deck, remove one from the game facedown and put the others
	// back on top in the order you choose; while it is removed, you may
	// play that card as if it were in your hand (RR-AS-IF-IN-HAND-1).
	secrets := func(x *Ctx) []int { return lookedAt(x, x.S.TopOfConflictDeck(x.Opp(), 4)) }
	Register("stolen-secrets", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from a participant you control: take one of the top 4 cards of your opponent's conflict deck out of the game, to play as if from your hand; the others go back on top in your order", Timing: Action, Needs: NeedPolitical,
		If:    func(x *Ctx) bool { return ConflictOfType("political")(x) && len(x.S.Seat(x.Opp()).ConflictDeck) > 0 },
		Costs: []Cost{RemoveFateFriendly(1, ParticipatingChar)},
		Pick: &Pick{Prompt: "choose the card to remove from the game, then the others in the order to put them back (the last chosen on top)",
			Count: func(x *Ctx) int { return len(x.S.TopOfConflictDeck(x.Opp(), 4)) },
			From:  secrets,
			Ordered: func(x *Ctx, cards []int) {
				x.RemoveFacedown(cards[0])
				x.MayPlayAsIfInHand(cards[0], "")
				for _, id := range cards[1:] {
					x.PutOnDeckTop(id)
					x.S.LookAt(x.P, id)
				}
			}},
	}}})

	// Maze of Illusion: during a conflict, choose an opposing participant;
	// you select a number on your dial in secret, its controller guesses
	// even or odd, the dial is revealed (RR-SECRET-DIAL-1): a wrong guess
	// bows and dishonors the character.
	guess := func(even bool) func(x *Ctx) {
		return func(x *Ctx) {
			if n := x.RevealDial(); (n%2 == 0) != even {
				x.Bow(x.Target())
				x.Dishonor(x.Target())
			}
		}
	}
	Register("maze-of-illusion", &Text{Abilities: []*Ability{{
		Text: "select a number on your honor dial in secret; if the controller of an opposing participant guesses its parity wrong, bow and dishonor that character", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls",
			Filter: All(ParticipatingChar, AnOpponents, func(x *Ctx, id int) bool { return CanBow(x, id) || CanDishonor(x, id) })},
		Effect: func(x *Ctx) { x.SecretDial() },
		Select: &Select{By: "opponent", Options: []Option{{Label: "even", Do: guess(true)}, {Label: "odd", Do: guess(false)}}},
	}}})

	// Duty (one copy per deck): as a card ability's effect, a ring's
	// effect or a framework step would take your last honor, cancel that
	// effect and gain 1 honor (EvLastHonor; docs/rulings.md, 35).
	Register("duty", &Text{Abilities: []*Ability{{
		Text: "when an effect would take your last honor: cancel it, then gain 1 honor", Timing: Interrupt, Would: true, On: EvLastHonor,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P },
		Effect: func(x *Ctx) { x.CancelTrigger() },
		Then:   func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})

	// Miyako's Undertaking: only with 6 honor or less; during a conflict,
	// a participating character you control becomes a copy of a non-unique
	// character in an opponent's dynasty discard pile until the conflict
	// ends (ModCopyOf; docs/rulings.md, 36).
	inOppDynastyDiscard := func(x *Ctx, id int) bool {
		c := x.S.Card(id)
		return c.Zone == ZDynastyDiscard && int(c.Owner) == x.Opp() && x.S.Printed(id).Type == "character" && NonUnique(x, id)
	}
	Register("miyakos-undertaking", &Text{Abilities: []*Ability{{
		Text: "your participant becomes a copy of a non-unique character in your opponent's dynasty discard pile until the conflict ends", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && x.S.P[x.P].Honor <= 6 },
		Target: &Target{Prompt: "choose a non-unique character in your opponent's dynasty discard pile and a participating character you control", Count: 2,
			In: []Zone{ZDynastyDiscard, ZPlay},
			Filter: func(x *Ctx, id int) bool {
				return inOppDynastyDiscard(x, id) || x.S.Card(id).Zone == ZPlay && ParticipatingChar(x, id) && Friendly(x, id)
			},
			Valid: func(x *Ctx, cards []int) error {
				if len(cards) == 2 && inOppDynastyDiscard(x, cards[0]) != inOppDynastyDiscard(x, cards[1]) {
					return nil
				}
				return fmt.Errorf("choose one character in the discard pile and one participant of yours")
			}},
		Effect: func(x *Ctx) {
			of, mine := x.Targets[0], x.Targets[1]
			if !inOppDynastyDiscard(x, of) {
				of, mine = mine, of
			}
			x.BecomeCopy(mine, of, "conflict")
		},
	}}})
}
