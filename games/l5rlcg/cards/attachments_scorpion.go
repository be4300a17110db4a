package cards

import (
	. "tessen/games/l5rlcg"
)

// Scorpion attachments.
func init() {
	// Court Mask: return it to your hand to dishonor the attached character.
	Register("court-mask", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		// Both are its effect (there is no cost): returning it can always
		// change the game state, so it may be used on a character already
		// dishonored, and resolves as much as it can (RR "Effects").
		Text: "return it to your hand and dishonor the attached character", Timing: Action,
		Effect: func(x *Ctx) {
			p := parentOf(x)
			x.ReturnToHand(x.Self)
			x.Dishonor(p)
		},
	}}})

	// Seal of the Scorpion: the attached character gains the Scorpion clan
	// and the Shinobi trait.
	Register("seal-of-the-scorpion", sealOf("scorpion", "shinobi"))

	// Oni Mask (Seeker only): on a character you control; during a
	// conflict, remove 1 fate from that character to blank a participant's
	// printed text box (Traits kept) until the conflict ends.
	Register("oni-mask", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "remove 1 fate from the attached character: a participant's printed text box is blank until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Costs: []Cost{{Text: "remove 1 fate from the attached character",
			CanPay: func(x *Ctx) bool { return parentOf(x) >= 0 && CanRemoveFate(x, parentOf(x)) },
			Pay:    func(x *Ctx, _ int) { x.RemoveFate(parentOf(x), 1) }}},
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) { x.Lasting(ModBlank, 1, "conflict", x.Target()) },
	}}})

	// Liar's Mask: only with 6 honor or fewer; discard a status token from
	// the attached character.
	Register("liars-mask", &Text{Says: "play only if you have 6 or fewer honor",
		PlayIf: func(s *State, p int) bool { return s.P[p].Honor <= 6 },
		Abilities: []*Ability{{
			Text: "discard the attached character's status token", Timing: Action,
			If:     func(x *Ctx) bool { return parentOf(x) >= 0 && x.S.Card(parentOf(x)).Status != Ordinary },
			Effect: func(x *Ctx) { x.DiscardStatus(parentOf(x)) },
		}}})

	// Mark of Shame (Air only): after you play it, dishonor the attached
	// character, then dishonor it once more.
	Register("mark-of-shame", &Text{Abilities: []*Ability{{
		Text: "after you play it: dishonor the attached character, then again", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && contains(e.Cards, x.Self) && parentOf(x) >= 0 && CanDishonor(x, parentOf(x))
		},
		Effect: func(x *Ctx) { x.Dishonor(parentOf(x)) },
		Then:   func(x *Ctx) { x.Dishonor(parentOf(x)) },
	}}})

	// Stolen Breath: not during a conflict; the attached character cannot
	// take part in political conflicts.
	Register("stolen-breath", &Text{Says: "cannot be played during a conflict; the attached character cannot take part in political conflicts",
		PlayIf: notDuringConflict, CannotParent: cannotParticipateIn("political"), Bars: participationActs})

	// Infiltrator's Tools: on a Shinobi; it gains covert.
	Register("infiltrators-tools", &Text{Says: "attach to a Shinobi character; it gains covert",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "shinobi") },
		ModKinds: []string{ModKeyword + ":covert"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				add(par, ModKeyword+":covert", 1)
			}
		}})

	// Tainted Koku: as the attached character leaves play, move this to
	// another character of the same controller.
	kokuTargets := func(x *Ctx) []int {
		par := parentOf(x)
		if par < 0 {
			return nil
		}
		var out []int
		for _, id := range x.S.Seat(x.S.Controller(par)).Play {
			if id != par && !contains(x.Event().Cards, id) && x.S.CanAttach(id, x.Self, x.P) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("tainted-koku", &Text{Abilities: []*Ability{{
		Text: "when the attached character leaves play: move this to another character of the same controller", Timing: Interrupt, On: EvLeavePlay,
		If: func(x *Ctx) bool { return contains(x.Event().Cards, parentOf(x)) && len(kokuTargets(x)) > 0 },
		Pick: &Pick{Prompt: "choose the character to move Tainted Koku to",
			From: kokuTargets,
			Do:   func(x *Ctx, id int) { x.Attach(x.Self, id) }},
	}}})

	// Infiltrator: only with an honor bid higher than an opponent's;
	// during a conflict, look at the top card of an opponent's conflict
	// deck, then play it at once as if it were in your hand, or discard it
	// (RR-AS-IF-IN-HAND-1).
	infiltrated := func(x *Ctx) int {
		if top := x.S.TopOfConflictDeck(x.Opp(), 1); len(top) == 1 {
			return top[0]
		}
		return -1
	}
	Register("infiltrator", &Text{Says: "play only if your honor bid is higher than an opponent's", PlayIf: bidAbove, Abilities: []*Ability{{
		Text: "look at the top card of an opponent's conflict deck: play it now as if it were in your hand, or discard it", Timing: Action, Needs: NeedConflict,
		If:      DuringConflict,
		Against: func(x *Ctx, q int) bool { return len(x.S.P[q].ConflictDeck) > 0 },
		Effect: func(x *Ctx) {
			if top := infiltrated(x); top >= 0 {
				x.S.LookAt(x.P, top)
				x.MayPlayAsIfInHand(top, "conflict")
			}
		},
		Select: &Select{Options: []Option{
			{Label: "play", Can: func(x *Ctx) bool { top := infiltrated(x); return top >= 0 && x.CanPlayNow(top) }, Do: func(x *Ctx) { x.PlayNow(infiltrated(x)) }},
			{Label: "discard", Can: func(x *Ctx) bool { return infiltrated(x) >= 0 }, Do: func(x *Ctx) { x.DiscardFromDeck(infiltrated(x)) }},
		}},
	}}})
}
