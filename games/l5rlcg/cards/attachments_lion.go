package cards

import (
	. "tessen/games/l5rlcg"
)

// Lion attachments.
func init() {
	// Honored Blade: after the attached character wins a conflict, gain 1 honor.
	Register("honored-blade", &Text{Abilities: []*Ability{{
		Text: "after the attached character wins a conflict: gain 1 honor", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			p := parentOf(x)
			return x.Event().Player >= 0 && x.S.Participating(p) && x.S.Controller(p) == x.Event().Player
		},
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})

	// Sashimono: on a Bushi you control; the attached character does not
	// bow from conflict resolution in military conflicts.
	Register("sashimono", &Text{Bars: []string{ActResolutionBow},
		Says:     "attach to a Bushi you control: it does not bow when a military conflict ends",
		AttachTo: func(s *State, p, char int) bool { return youControl(s, p, char) && s.HasTrait(char, "bushi") },
		CannotParent: func(s *State, self int, a Act) bool {
			return a.Kind == ActResolutionBow && s.Conf.Type == "military"
		},
	})

	// Guidance of the Ancestors: play it from your conflict discard pile.
	Register("guidance-of-the-ancestors", &Text{Abilities: []*Ability{{
		Text: "play this attachment from your conflict discard pile", Timing: Action,
		From:   []Zone{ZConflictDiscard},
		If:     func(x *Ctx) bool { return x.S.CanPlayAttachment(x.P, x.Self) },
		Effect: func(x *Ctx) { x.PlayFrom(x.Self) },
	}}})

	// Kamayari: Bushi only; after a character triggers an ability during a
	// conflict in which the attached character takes part, bow that
	// character. (Restricted, a printed keyword.)
	Register("kamayari", &Text{
		Says:     "attach to a Bushi character",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "bushi") },
		Abilities: []*Ability{{
			Text: "after a character triggers an ability during a conflict the attached character takes part in: bow that character", Timing: Reaction, On: EvInitiate,
			If: func(x *Ctx) bool {
				e := x.Event()
				return e.Source >= 0 && x.S.IsCharacter(e.Source) && Timing(e.N) != ForcedReaction && Timing(e.N) != ForcedInterrupt &&
					x.S.Participating(parentOf(x)) && CanBow(x, e.Source)
			},
			Effect: func(x *Ctx) { x.Bow(x.Event().Source) },
		}}})

	// Seal of the Lion: the attached character gains the Lion clan and
	// the Commander trait.
	Register("seal-of-the-lion", sealOf("lion", "commander"))

	// Guard Duty (Keeper only): while the attached character defends,
	// honor it.
	Register("guard-duty", &Text{Abilities: []*Ability{{
		Text: "while the attached character is defending: honor it", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return x.S.IsDefending(parentOf(x)) && CanHonor(x, parentOf(x)) },
		Effect: func(x *Ctx) { x.Honor(parentOf(x)) },
	}}})

	// Writ of Authority (Earth role only, Restricted: keywords): it is
	// discarded while an opponent has more honor than its controller.
	Register("writ-of-authority", &Text{Says: "it is discarded while an opponent is more honorable than you", DiscardIf: func(s *State, self int) bool {
		p := s.Controller(self)
		return s.AnOpponent(p, func(o int) bool { return s.P[o].Honor > s.P[p].Honor })
	}})

	// Heroic Resolve: with 2 or more rings claimed, ready the attached
	// character.
	Register("heroic-resolve", &Text{Abilities: []*Ability{{
		Text: "with 2 or more rings in your claimed pool: ready the attached character", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.ClaimedRings(x.P) >= 2 && CanReady(x, parentOf(x)) },
		Effect: func(x *Ctx) { x.Ready(parentOf(x)) },
	}}})

	// True Strike Kenjutsu: the attached character gains a military duel
	// with an opposing participant, fought with base military skills; the
	// loser bows.
	Register("true-strike-kenjutsu", &Text{Abilities: []*Ability{{
		Text: "the attached character: military duel with an opposing participant, on base skills; the loser bows", Timing: Action, Gained: true, Needs: NeedConflict,
		If:     func(x *Ctx) bool { p := parentOf(x); return x.S.Participating(p) && !x.S.Dash(p, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel: &DuelSpec{Type: "military", BaseSkill: true, Challenger: parentOf,
			Result: func(x *Ctx, winner, loser int) { x.Bow(loser) }},
	}}})

	// Restored Heirloom (Water role only, Restricted): when you would
	// resolve the Water ring's effect, put it into play from your hand or
	// conflict discard pile on a character you control instead.
	Register("restored-heirloom", &Text{Abilities: []*Ability{{
		Text: "when you would resolve the Water ring's effect: instead, put this attachment into play on a character of yours from your hand or discard pile", Timing: Interrupt, Would: true, On: EvRingEffectWould,
		From: []Zone{ZHand, ZConflictDiscard},
		If:   func(x *Ctx) bool { return x.Event().Player == x.P && x.Event().N == Water },
		Target: &Target{Characters: true, Prompt: "choose a character you control to attach it to",
			Filter: func(x *Ctx, id int) bool {
				return Character(x, id) && Friendly(x, id) && x.S.CanAttach(id, x.Self, x.P)
			}},
		Instead: func(x *Ctx) {
			x.ReplaceRingEffect()
			x.PutAttachmentIntoPlay(x.Self, x.Target())
		},
	}}})
}
