package cards

import (
	"strconv"

	. "tessen/games/l5rlcg"
)

// Lion events.
func init() {
	// Way of the Lion: during a conflict, double a Lion character's base
	// military skill until the conflict ends.
	Register("way-of-the-lion", &Text{Abilities: []*Ability{{
		Text: "double a Lion character's base military skill until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a Lion character", Filter: All(Character, Clan("lion"), NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModDoubleMil, 0, "conflict", x.Target()) },
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

	// Test of Courage: during a conflict, with a lower honor bid than your
	// opponent's, move a Lion character you control to the conflict, then
	// honor it.
	Register("test-of-courage", &Text{Abilities: []*Ability{{
		Text: "with the lower honor bid: move a Lion character of yours to the conflict, then honor it", Timing: Action, Needs: NeedConflict,
		If:      DuringConflict,
		Against: func(x *Ctx, q int) bool { return x.S.P[x.P].Bid < x.S.P[q].Bid },
		Target:  &Target{Characters: true, Prompt: "choose a Lion character you control", Filter: All(Character, Friendly, Clan("lion"), CanMoveIn)},
		Effect:  func(x *Ctx) { x.MoveToConflict(x.Target()) },
		Then: func(x *Ctx) {
			if CanHonor(x, x.Target()) {
				x.Honor(x.Target())
			}
		},
	}}})

	// weaponsFor lists the Weapon attachments with printed cost 3 or lower in
	// the controller's hand and conflict discard pile that could go on char.
	weaponsFor := func(x *Ctx, char int) []int {
		var out []int
		pl := &x.S.P[x.P]
		for _, pile := range [][]int{pl.Hand, pl.ConflictDiscard} {
			for _, id := range pile {
				d := x.S.Printed(id)
				if d.Type == "attachment" && x.S.HasTrait(id, "weapon") && PrintedCostAtMost(3)(x, id) && x.S.CanAttach(char, id, x.P) {
					out = append(out, id)
				}
			}
		}
		return out
	}

	// Time for War: after you lose a political conflict, put a Weapon
	// attachment with printed cost 3 or lower from your hand or conflict
	// discard pile into play on a Bushi you control.
	Register("time-for-war", &Text{Abilities: []*Ability{{
		Text: "after you lose a political conflict: put a Weapon costing 3 or less from your hand or discard pile into play on a Bushi of yours", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool { return x.Event().Player == x.Opp() && ConflictOfType("political")(x) },
		Target: &Target{Characters: true, Prompt: "choose a Bushi character you control", Filter: All(Character, Friendly, Trait("bushi"),
			func(x *Ctx, id int) bool { return len(weaponsFor(x, id)) > 0 })},
		Pick: &Pick{Prompt: "choose a Weapon attachment with printed cost 3 or lower",
			From: func(x *Ctx) []int { return weaponsFor(x, x.Target()) },
			Do:   func(x *Ctx, id int) { x.PutAttachmentIntoPlay(id, x.Target()) }},
	}}})

	// A Legion of One: during a military conflict, the only participant
	// on your side gets +3 military until the conflict ends; removing 1
	// fate from it resolves the ability a second time.
	aloneOnYourSide := func(x *Ctx, id int) bool {
		ps := x.S.Participants(x.P)
		return len(ps) == 1 && ps[0] == id
	}
	Register("a-legion-of-one", &Text{Abilities: []*Ability{{
		Text: "your only participant gets +3 military until the end of the conflict (remove 1 fate from it: again)", Timing: Action, Needs: NeedMilitary,
		If:     ConflictOfType("military"),
		Target: &Target{Characters: true, Prompt: "choose the character participating alone on your side", Filter: All(ParticipatingChar, aloneOnYourSide)},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 3, "conflict", x.Target()) },
		Twice: &Cost{Text: "remove 1 fate from that character",
			CanPay: func(x *Ctx) bool { return CanRemoveFate(x, x.Target()) },
			Pay:    func(x *Ctx, _ int) { x.RemoveFate(x.Target(), 1) }},
	}}})

	// Glorious Victory: after you break a province in a military conflict,
	// honor each character you control.
	Register("glorious-victory", &Text{Abilities: []*Ability{{
		Text: "after you break a province in a military conflict: honor each character of yours", Timing: Reaction, On: EvBreak,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && len(charactersOf(x, x.P, CanHonor)) > 0
		},
		Effect: func(x *Ctx) { x.Honor(charactersOf(x, x.P, CanHonor)...) },
	}}})

	// Even the Odds: during a conflict in which you have fewer participants
	// than your opponent, move a character of yours to the conflict; a
	// Commander is honored as well.
	Register("even-the-odds", &Text{Abilities: []*Ability{{
		Text: "with fewer participants than your opponent: move a character of yours to the conflict, and honor it if it is a Commander", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && len(x.S.Participants(x.P)) < len(x.S.Participants(x.Opp()))
		},
		Target: &Target{Characters: true, Prompt: "choose a character you control to move to the conflict", Filter: All(Character, Friendly, CanMoveIn)},
		Effect: func(x *Ctx) {
			x.MoveToConflict(x.Target())
			if x.S.HasTrait(x.Target(), "commander") && CanHonor(x, x.Target()) {
				x.Honor(x.Target())
			}
		},
	}}})

	// attachmentsInConflict lists the attachments on participating
	// characters that the ability could discard.
	attachmentsInConflict := func(x *Ctx) []int {
		var out []int
		for _, a := range x.S.Attached {
			if x.S.Participating(x.S.Parent(a)) && CanDiscard(x, a) {
				out = append(out, a)
			}
		}
		return out
	}

	// Hand to Hand: during a military conflict, discard an attachment on
	// a participating character; then the opponent may do the same.
	Register("hand-to-hand", &Text{Abilities: []*Ability{{
		Text: "discard an attachment on a participating character; then your opponent may do the same", Timing: Action, Needs: NeedMilitary,
		If: ConflictOfType("military"),
		Target: &Target{Prompt: "choose an attachment on a participating character",
			Filter: func(x *Ctx, id int) bool {
				return Attachment(x, id) && x.S.Participating(x.S.Parent(id)) && CanDiscard(x, id)
			}},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
		Pick: &Pick{By: "opponent", Optional: true, AsThen: true, Prompt: "you may discard an attachment on a participating character (or pass)",
			From: attachmentsInConflict,
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// charactersInDynastyDiscard lists the characters in the controller's
	// dynasty discard pile.
	charactersInDynastyDiscard := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.P[x.P].DynastyDiscard {
			if x.S.Printed(id).Type == "character" {
				out = append(out, id)
			}
		}
		return out
	}

	// My Ancestor's Strength: during a conflict, a participating Shugenja
	// of yours takes, as its base skills until the conflict ends, the
	// printed skills of a character in your dynasty discard pile (a
	// printed dash counts as 0). The second card is chosen as the effect
	// resolves: a target has one area to be chosen from.
	Register("my-ancestors-strength", &Text{Abilities: []*Ability{{
		Text: "a participating Shugenja of yours takes a discarded character's printed skills as its base skills until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && len(charactersInDynastyDiscard(x)) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a participating Shugenja you control", Filter: All(ParticipatingChar, Friendly, Trait("shugenja"))},
		Pick: &Pick{Prompt: "choose a character in your dynasty discard pile",
			From: charactersInDynastyDiscard,
			Do: func(x *Ctx, id int) {
				d := x.S.Printed(id)
				mil, pol := d.Military, d.Political
				if d.MilDash {
					mil = 0
				}
				if d.PolDash {
					pol = 0
				}
				x.SetBaseSkills(x.Target(), mil, pol, "conflict")
				x.S.Say(x.S.Title(x.Target()), " takes the skills of ", d.Title, " as its base")
			}},
	}}})

	// The Fires of Justice (Void role only, a deck rule): after you win a
	// military conflict, your opponent picks one of their participants,
	// then you select: it loses all its fate, or it gets as much fate as
	// you name from your opponent's fate pool.
	firesOptions := []Option{{Label: "remove-all-fate",
		Can: func(x *Ctx) bool { return x.Target() >= 0 && CanRemoveFate(x, x.Target()) },
		Do:  func(x *Ctx) { x.RemoveFate(x.Target(), int(x.S.Card(x.Target()).Fate)) }}}
	for n := 1; n <= 30; n++ {
		firesOptions = append(firesOptions, Option{Label: "move-" + strconv.Itoa(n) + "-fate",
			Can: func(x *Ctx) bool { return x.Target() >= 0 && x.S.Seat(x.Opp()).Fate >= n },
			Do:  func(x *Ctx) { x.PlaceFateFrom(x.Opp(), x.Target(), n) }})
	}
	Register("the-fires-of-justice", &Text{Abilities: []*Ability{{
		Text: "after you win a military conflict: your opponent picks a participant of theirs; it loses all its fate, or takes fate from their pool", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && len(opponentParticipants(x, Character)) > 0
		},
		Pick: &Pick{By: "opponent", SelectAfter: true, Prompt: "choose one of your participating characters",
			From: func(x *Ctx) []int { return opponentParticipants(x, Character) },
			Do:   func(x *Ctx, id int) {}},
		Select: &Select{Options: firesOptions},
	}}})
}
