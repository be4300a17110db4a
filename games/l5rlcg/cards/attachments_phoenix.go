package cards

import (
	. "tessen/games/l5rlcg"
)

// Phoenix attachments.
func init() {
	// Magnificent Kimono: the attached character gains pride.
	Register("magnificent-kimono", &Text{Says: "the attached character gains pride", ModKinds: []string{ModKeyword + ":pride"}, Mods: func(s *State, self int, add func(int, string, int)) {
		add(s.Parent(self), ModKeyword+":pride", 1)
	}})

	// Pacifism: not during a conflict; the attached character cannot take
	// part in military conflicts.
	Register("pacifism", &Text{Bars: []string{"attack", "defend", "participate", "move-conflict"}, Says: "cannot be played during a conflict; the attached character cannot take part in military conflicts", PlayIf: notDuringConflict, CannotParent: func(s *State, self int, a Act) bool {
		return (a.Kind == "attack" || a.Kind == "defend" || a.Kind == "participate" || a.Kind == "move-conflict") && s.Conf.Type == "military"
	}})

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

	// Embrace the Void: played only while you control a Shugenja; when fate
	// would be removed from the attached character, that fate goes to your
	// fate pool instead.
	Register("embrace-the-void", &Text{Says: "play only if you control a Shugenja character",
		PlayIf: func(s *State, p int) bool {
			for _, id := range s.P[p].Play {
				if s.HasTrait(id, "shugenja") {
					return true
				}
			}
			return false
		},
		Abilities: []*Ability{{
			Text: "when fate would be removed from the attached character: move that fate to your fate pool instead", Timing: Interrupt, Would: true, On: EvRemoveFate,
			If: func(x *Ctx) bool {
				e := x.Event()
				return len(e.Cards) == 1 && e.Cards[0] == parentOf(x) && e.N > 0 && x.S.Card(parentOf(x)).Fate > 0
			},
			Instead: func(x *Ctx) { x.MoveFateToPool(x.Event().Cards[0], x.P, x.Event().N) },
		}}})

	// Seal of the Phoenix: the attached character is also of the Phoenix
	// clan, and a Scholar.
	Register("seal-of-the-phoenix", sealOf("phoenix", "scholar"))

	// Favor of the Kami: the attached character gets +1 glory.
	Register("favor-of-the-kami", &Text{Says: "the attached character gets +1 glory", ModKinds: []string{ModGlory}, Mods: func(s *State, self int, add func(int, string, int)) {
		add(s.Parent(self), ModGlory, 1)
	}})

	// Katana of Fire: played only while you control a Shugenja; the
	// attached character gets +1 military for each Fire card its
	// attachment's controller controls, and +2 more while that player has
	// claimed the Fire ring.
	Register("katana-of-fire", &Text{Says: "play only if you control a Shugenja; the attached character gets +1 military per Fire card you control, +2 with the Fire ring claimed",
		PlayIf:   func(s *State, p int) bool { return s.CountTrait(p, "shugenja", false) > 0 },
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			p := s.Controller(self)
			n := controlledWithTrait(s, p, "fire")
			if s.HasClaimedRing(p, Fire) {
				n += 2
			}
			add(s.Parent(self), ModMil, n)
		}})

	// Unmatched Expertise: the attached character cannot receive a
	// dishonored status token (an honored one may still lose its token);
	// forced: after that character loses a conflict, discard this.
	Register("unmatched-expertise", &Text{Bars: []string{EvDishonor}, Says: "the attached character cannot receive a dishonored status token",
		CannotParent: func(s *State, self int, a Act) bool {
			return a.Kind == EvDishonor && s.Card(a.Card).Status == Ordinary
		},
		Abilities: []*Ability{{
			Text: "after the attached character loses a conflict: discard this", Timing: ForcedReaction, On: EvResolved,
			If: func(x *Ctx) bool {
				w := x.Event().Player
				return w >= 0 && x.S.Participating(parentOf(x)) && x.S.Controller(parentOf(x)) != w
			},
			Effect: func(x *Ctx) { x.Discard(x.Self) },
		}}})

	// Ofushikai: on a unique Phoenix character you control; while that
	// character is a Champion, it gains: during a conflict it takes part
	// in, send a participant home, and that character cannot attack this
	// phase.
	Register("ofushikai", &Text{Says: "attach to a unique Phoenix character you control",
		AttachTo: func(s *State, p, char int) bool {
			return youControl(s, p, char) && s.Printed(char).Unique && s.HasClan(char, "phoenix")
		},
		Abilities: []*Ability{{
			Text: "the attached Champion, while participating: move a participant home; it cannot attack this phase", Timing: Action, Needs: NeedConflict, Gained: true,
			If: func(x *Ctx) bool {
				p := parentOf(x)
				return x.S.HasTrait(p, "champion") && x.S.Participating(p)
			},
			Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, CanSendHome)},
			Effect: func(x *Ctx) {
				x.SendHome(x.Target())
				x.Lasting("cannot:attack", 0, "phase", x.Target())
			},
		}}})

	// Jurōjin's Curse: forced, as the fate phase ends while the attached
	// character is ready, a second fate phase follows this one. Max 1 per
	// round.
	Register("jurojins-curse", &Text{Abilities: []*Ability{{
		Text: "when the fate phase ends, if the attached character is ready: a second fate phase follows", Timing: ForcedInterrupt, On: EvPhaseEnds,
		If:     func(x *Ctx) bool { return x.Event().Label == "fate" && !x.S.Card(parentOf(x)).Bowed },
		Effect: func(x *Ctx) { x.ExtraFatePhase() },
		Max:    PerRound(1),
	}}})
}
