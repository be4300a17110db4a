package cards

import (
	. "tessen/games/l5rlcg"
)

// Attachments.
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

	// Magnificent Kimono: the attached character gains pride.
	Register("magnificent-kimono", &Text{Says: "the attached character gains pride", ModKinds: []string{ModKeyword + ":pride"}, Mods: func(s *State, self int, add func(int, string, int)) {
		add(s.Parent(self), ModKeyword+":pride", 1)
	}})

	// Pacifism: not during a conflict; the attached character cannot take
	// part in military conflicts.
	Register("pacifism", &Text{Says: "cannot be played during a conflict; the attached character cannot take part in military conflicts", PlayIf: notDuringConflict, CannotParent: func(s *State, self int, a Act) bool {
		return (a.Kind == "attack" || a.Kind == "defend" || a.Kind == "participate" || a.Kind == "move-conflict") && s.Conf.Type == "military"
	}})

	// Height of Fashion: not during a conflict.
	Register("height-of-fashion", &Text{Says: "cannot be played during a conflict", PlayIf: notDuringConflict})

	// Sashimono: on a Bushi you control; the attached character does not
	// bow from conflict resolution in military conflicts.
	Register("sashimono", &Text{
		Says:     "attach to a Bushi you control: it does not bow when a military conflict ends",
		AttachTo: func(s *State, p, char int) bool { return youControl(s, p, char) && s.HasTrait(char, "bushi") },
		CannotParent: func(s *State, self int, a Act) bool {
			return a.Kind == ActResolutionBow && s.Conf.Type == "military"
		},
	})

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

	// Watch Commander: on a character you control, one per character; after
	// an opponent plays a card during a conflict the attached character
	// takes part in, that player loses 1 honor (no limit).
	Register("watch-commander", &Text{
		Says:     "attach to a character you control; one per character",
		AttachTo: youControl, OnePerCharacter: true,
		Abilities: []*Ability{{
			Text: "after an opponent plays a card during a conflict the attached character is in: they lose 1 honor", Timing: Reaction, On: EvPlayed,
			If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.S.Participating(parentOf(x)) },
			Effect: func(x *Ctx) { x.LoseHonor(x.Event().Player, 1) },
			Limit:  Unlimited,
		}},
	})

	// Above Question: the attached character cannot be chosen as the target
	// of an event of an opponent of Above Question's controller, even when
	// the event has its own controller choose.
	Register("above-question", &Text{Says: "attached character: your opponents' events cannot choose it", CannotParent: func(s *State, self int, a Act) bool {
		return a.Kind == ActTarget && a.By != s.Controller(self) && a.Source >= 0 && s.Printed(a.Source).Type == "event"
	}})

	// Favored Mount: on a character you control, which gains Cavalry; during
	// a conflict, bow it to move the attached character to the conflict.
	Register("favored-mount", &Text{Says: "attach to a character you control: it gains the Cavalry trait", AttachTo: youControl,
		ModKinds: []string{ModTrait + ":cavalry"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(s.Parent(self), ModTrait+":cavalry", 1)
		},
		Abilities: []*Ability{{
			Text: "bow it: move the attached character to the conflict", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool { return DuringConflict(x) && CanMoveIn(x, parentOf(x)) }, Costs: []Cost{BowSelf()},
			Effect: func(x *Ctx) { x.MoveToConflict(parentOf(x)) },
		}}})

	// Born in War: Cavalry only; +X military, X the number of unclaimed rings.
	Register("born-in-war", &Text{
		Says:     "attach to a Cavalry character: it gets +1 military for each unclaimed ring",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "cavalry") },
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(s.Parent(self), ModMil, s.UnclaimedRings())
		},
	})

	// Spyglass: after the attached character joins a conflict (declared
	// as an attacker or defender, or moved in), draw a card. Limit twice
	// per round.
	Register("spyglass", &Text{Abilities: []*Ability{{
		Text: "after the attached character joins a conflict: draw 1 card", Timing: Reaction,
		On:     EvDeclared + "|" + EvDefended + "|" + EvMoveToConflict,
		If:     func(x *Ctx) bool { return contains(x.Event().Cards, parentOf(x)) && x.S.Participating(parentOf(x)) },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		Limit:  PerRound(2),
	}}})

	// Cloud the Mind: only with a Shugenja of yours; the attached
	// character's text box is blank (its traits stay).
	Register("cloud-the-mind", &Text{
		Says:   "play only while you control a Shugenja; the attached character's text is blank",
		PlayIf: func(s *State, p int) bool { return s.CountTrait(p, "shugenja", false) > 0 },
		Blanks: func(s *State, self, card int) bool { return s.Parent(self) == card },
	})

	// Grasp of Earth: on a Shugenja you control; during a conflict, bow it:
	// the opponent's characters cannot move to the conflict or be played
	// from hand until it ends.
	Register("grasp-of-earth", &Text{
		Says:     "attach to a Shugenja you control",
		AttachTo: func(s *State, p, char int) bool { return youControl(s, p, char) && s.HasTrait(char, "shugenja") },
		Abilities: []*Ability{{
			Text: "bow it: your opponent's characters cannot move in or be played from hand until the end of the conflict", Timing: Action, Needs: NeedConflict,
			If: DuringConflict, Costs: []Cost{BowSelf()},
			Effect: func(x *Ctx) { x.Restrict(ModNoMoveIn, x.Opp(), "conflict") },
		}},
	})

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
	Register("jade-tetsubo", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: return the fate on a weaker participant to its owner", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return x.S.Participating(parentOf(x)) }, Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with lower military skill", Filter: All(ParticipatingChar, HasFate, NoDash("military"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "military") < x.S.Skill(parentOf(x), "military") })},
		Effect: func(x *Ctx) { x.ReturnFate(x.Target()) },
	}}})

	// Way of the Dragon: on a character you control, one per character; it
	// may trigger each of its triggered abilities one more time per period.
	Register("way-of-the-dragon", &Text{Says: "attach to a character you control; one per character: its triggered abilities may be used once more in each of their periods", ExtraUses: 1, AttachTo: youControl, OnePerCharacter: true})

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

	// Daimyō's Favor: on a character you control; bow it: the next
	// attachment you play on that character this phase costs 1 less.
	Register("daimyos-favor", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: the next attachment you play on this character this phase costs 1 less", Timing: Action,
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.Lasting(ModAttachDiscount, 1, "phase", parentOf(x)) },
	}}})

	// Reprieve: when the attached character would leave play, discard this
	// attachment instead.
	Register("reprieve", &Text{Abilities: []*Ability{{
		Text: "when the attached character would leave play: discard this instead", Timing: Interrupt, Would: true, On: EvLeavePlay,
		If:      func(x *Ctx) bool { e := x.Event(); return len(e.Cards) == 1 && e.Cards[0] == parentOf(x) },
		Instead: func(x *Ctx) { x.Discard(x.Self) },
	}}})
}
