package cards

import (
	"fmt"

	. "tessen/games/l5rlcg"
)

// Events.
func init() {
	// Way of the Phoenix: an opponent cannot declare conflicts of a chosen
	// ring's element this phase. Max 1 per phase.
	phoenix := make([]Option, len(RingNames))
	for i, name := range RingNames {
		phoenix[i] = Option{Label: name, Do: func(x *Ctx) { x.Restrict(ModNoDeclare+":"+RingNames[i], x.Opp(), "phase") }}
	}
	Register("way-of-the-phoenix", &Text{Abilities: []*Ability{{
		Text: "your opponent cannot declare conflicts of a chosen element this phase", Timing: Action,
		Against: AnyOpponent, Select: &Select{Options: phoenix}, Max: PerPhase(1),
	}}})

	// Way of the Unicorn: when you would pass the first player token, keep it.
	Register("way-of-the-unicorn", &Text{Abilities: []*Ability{{
		Text: "when you would pass the first player token: keep it", Timing: Interrupt, Would: true, On: EvPassToken,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P },
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Tranquility: during a conflict, your opponent's characters at home
	// cannot trigger abilities until the conflict ends.
	Register("tranquility", &Text{Abilities: []*Ability{{
		Text: "your opponent's characters at home cannot trigger abilities until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Effect: func(x *Ctx) { x.Restrict(ModQuietHome, x.Opp(), "conflict") },
	}}})

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

	// Cavalry Reserves: during a military conflict, put Cavalry characters
	// with up to 6 total printed cost from your dynasty discard pile into
	// play in the conflict.
	Register("cavalry-reserves", &Text{Abilities: []*Ability{{
		Text: "put Cavalry characters costing up to 6 in total from your dynasty discard pile into the conflict", Timing: Action, Needs: NeedMilitary,
		If: func(x *Ctx) bool { return ConflictOfType("military")(x) && len(reserves(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose Cavalry characters, total printed cost 6 or lower",
			Count: func(x *Ctx) int { return len(reserves(x)) },
			From:  reserves,
			Valid: totalCostAtMost(6),
			Do:    func(x *Ctx, id int) { x.PutIntoPlay(id, true) }},
	}}})

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
			return x.Event().Player == x.P && x.S.Conf.Broke && pl.Opps >= 1 && (pl.MilDone != pl.PolDone) && x.S.CouldDeclare(x.P)
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
		Target: &Target{Prompt: "choose a holding in your dynasty discard pile", In: dynastyDiscard,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return int(c.Owner) == x.P && c.Zone == ZDynastyDiscard && x.S.Printed(id).Type == "holding"
			}},
		Effect: func(x *Ctx) { x.PutHoldingInEmptyProvince(x.Target()) },
	}}})

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
		Text: "your opponent dishonors or bows one of their participating characters", Timing: Action, Needs: NeedConflict,
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
		Text: "double a Lion character's base military skill until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a Lion character", Filter: All(Character, Clan("lion"), NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModDoubleMil, 0, "conflict", x.Target()) },
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
		Against: func(x *Ctx, q int) bool { return x.S.P[q].Fate > 0 || x.S.P[q].Honor > 0 },
		Select:  &Select{By: "opponent", Options: takeFateOrHonor},
	}}})

	// Voice of Honor: when an event's effects would initiate, if you
	// control more honored characters than your opponent, cancel them.
	Register("voice-of-honor", &Text{Abilities: []*Ability{{
		Text: "cancel an event's effects while you control more honored characters", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			return x.Event().Label == "event" && x.S.AnOpponent(x.P, func(q int) bool { return x.S.CountHonored(x.P) > x.S.CountHonored(q) })
		},
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

	// Against the Waves: bow or ready a Shugenja.
	Register("against-the-waves", &Text{Abilities: []*Ability{{
		Text: "bow or ready a Shugenja character", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a Shugenja character", Filter: All(Character, Trait("shugenja"), func(x *Ctx, id int) bool { return CanBow(x, id) || CanReady(x, id) })},
		Select: &Select{Options: []Option{
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
			{Label: "ready", Can: func(x *Ctx) bool { return CanReady(x, x.Target()) }, Do: func(x *Ctx) { x.Ready(x.Target()) }},
		}},
	}}})

	// I Am Ready: remove 1 fate from a friendly Unicorn character to ready it.
	Register("i-am-ready", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from a friendly Unicorn character: ready it", Timing: Action,
		Costs:  []Cost{RemoveFateFriendly(1, All(Clan("unicorn"), CanReady))},
		Effect: func(x *Ctx) { x.Ready(x.Chosen) },
	}}})

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

	// Noble Sacrifice: sacrifice a friendly honored character to discard a
	// dishonored character.
	Register("noble-sacrifice", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly honored character: discard a dishonored character", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(StatusIs(Honored))},
		Target: &Target{Characters: true, Prompt: "choose a dishonored character", Filter: All(Character, StatusIs(Dishonored), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
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

	// Strength in Numbers: while attacking, send home a defending character
	// with glory no higher than the number of attackers.
	Register("strength-in-numbers", &Text{Abilities: []*Ability{{
		Text: "move home a defender whose glory is at most the number of attackers", Timing: Action, Needs: NeedAttacking,
		If: func(x *Ctx) bool { return x.S.Conf.Active && x.S.Conf.Attacker == x.P },
		Target: &Target{Characters: true, Prompt: "choose a defending character", Filter: All(Defending, CanSendHome,
			func(x *Ctx, id int) bool { return x.S.Glory(id) <= len(x.S.Participants(x.P)) })},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// Mirumoto's Fury: during a conflict, bow an attacker whose glory is at
	// most the number of your facedown provinces.
	Register("mirumotos-fury", &Text{Abilities: []*Ability{{
		Text: "bow an attacker whose glory is at most the number of your unrevealed provinces", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanBow,
			func(x *Ctx, id int) bool { return x.S.Glory(id) <= x.S.FacedownProvinces(x.P) })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
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

	// For Greater Glory: after you break a province in a military conflict,
	// place 1 fate on each participating Bushi you control.
	Register("for-greater-glory", &Text{Abilities: []*Ability{{
		Text: "after you break a province in a military conflict: 1 fate on each participating Bushi of yours", Timing: Reaction, On: EvBreak,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && len(participantsOf(x, x.P, Trait("bushi"))) > 0
		},
		Effect: func(x *Ctx) {
			for _, id := range participantsOf(x, x.P, Trait("bushi")) {
				x.PlaceFate(id, 1)
			}
		},
		Max: PerConflict(1),
	}}})

	// Ready for Battle: after an opponent's card effect or a ring effect
	// bows a character you control, ready it.
	Register("ready-for-battle", &Text{Abilities: []*Ability{{
		Text: "after an opponent's card effect or a ring effect bows your character: ready it", Timing: Reaction, On: EvBow,
		If: func(x *Ctx) bool {
			e := x.Event()
			return ByAnOpponent(x) && len(e.Cards) == 1 && x.S.Controller(e.Cards[0]) == x.P && CanReady(x, e.Cards[0])
		},
		Effect: func(x *Ctx) { x.Ready(x.Event().Cards[0]) },
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

	// Supernatural Storm: a participant gets +X/+X until the end of the
	// conflict, X the number of Shugenja you control.
	Register("supernatural-storm", &Text{Abilities: []*Ability{{
		Text: "a participant gets +1/+1 per Shugenja you control until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.CountTrait(x.P, "shugenja", false) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.LastingSkills(x.S.CountTrait(x.P, "shugenja", false), "conflict", x.Target()) },
	}}})

	// Captive Audience: during a political conflict, lose 1 honor to make
	// it a military conflict.
	Register("captive-audience", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: the political conflict becomes military", Timing: Action, Needs: NeedPolitical,
		If: ConflictOfType("political"), Costs: []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.SwitchConflictType() },
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

	// Way of the Crab: sacrifice a friendly Crab character; your opponent
	// sacrifices a character of their choice. Max 1 per round.
	Register("way-of-the-crab", &Text{Abilities: []*Ability{{
		Text: "sacrifice a Crab character: your opponent sacrifices a character", Timing: Action,
		Costs: []Cost{SacrificeFriendly(Clan("crab"))}, Max: PerRound(1),
		Against: func(x *Ctx, q int) bool { return len(charactersOf(x, q, CanDiscard)) > 0 },
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

	// Contingency Plan: after the honor dials are revealed, your bid counts
	// 1 more or 1 less (not below 0).
	Register("contingency-plan", &Text{Abilities: []*Ability{{
		Text: "after the honor dials are revealed: your bid counts 1 more or 1 less", Timing: Reaction, On: EvBids,
		Select: &Select{Options: []Option{
			{Label: "increase", Do: func(x *Ctx) { x.ChangeBid(x.P, 1) }},
			{Label: "decrease", Can: func(x *Ctx) bool { return x.S.P[x.P].Bid > 0 }, Do: func(x *Ctx) { x.ChangeBid(x.P, -1) }},
		}},
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

	// Mantra of Fire: after an opponent declares a Fire conflict, place 1
	// fate on a Monk (or a character with a Monk attachment) and draw a card.
	Register("mantra-of-fire", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a Fire conflict: 1 fate on a Monk, and draw 1 card", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.Event().N == Fire },
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, monkish)},
		Effect: func(x *Ctx) {
			x.PlaceFate(x.Target(), 1)
			x.Draw(x.P, 1)
		},
	}}})
}
