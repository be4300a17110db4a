package cards

import . "tessen/games/l5rlcg"

// youControl: "Attach to a character you control".
func youControl(s *State, p, char int) bool { return s.Controller(char) == p }

// notDuringConflict: "This attachment cannot be played during a conflict".
func notDuringConflict(s *State, p int) bool { return !s.Conf.Active }

// parentOf is the character an attachment is attached to.
func parentOf(x *Ctx) int { return x.S.Parent(x.Self) }

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
	Register("magnificent-kimono", &Text{ModKinds: []string{ModKeyword + ":pride"}, Mods: func(s *State, self int, add func(int, string, int)) {
		add(s.Parent(self), ModKeyword+":pride", 1)
	}})

	// Pacifism: not during a conflict; the attached character cannot take
	// part in military conflicts.
	Register("pacifism", &Text{PlayIf: notDuringConflict, CannotParent: func(s *State, self int, a Act) bool {
		return (a.Kind == "attack" || a.Kind == "defend" || a.Kind == "participate" || a.Kind == "move-conflict") && s.Conf.Type == "military"
	}})

	// Height of Fashion: not during a conflict.
	Register("height-of-fashion", &Text{PlayIf: notDuringConflict})

	// Sashimono: on a Bushi you control; the attached character does not
	// bow from conflict resolution in military conflicts.
	Register("sashimono", &Text{
		AttachTo: func(s *State, p, char int) bool { return youControl(s, p, char) && s.HasTrait(char, "bushi") },
		CannotParent: func(s *State, self int, a Act) bool {
			return a.Kind == ActResolutionBow && s.Conf.Type == "military"
		},
	})

	// Court Mask: return it to your hand to dishonor the attached character.
	Register("court-mask", &Text{AttachTo: youControl, Abilities: []*Ability{{
		Text: "return it to your hand: dishonor the attached character", Timing: Action,
		If: func(x *Ctx) bool { return CanDishonor(x, parentOf(x)) },
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
		AttachTo: youControl, OnePerCharacter: true,
		Abilities: []*Ability{{
			Text: "after an opponent plays a card during a conflict the attached character is in: they lose 1 honor", Timing: Reaction, On: EvPlayed,
			If:     func(x *Ctx) bool { return x.Event().Player == x.Opp() && x.S.Participating(parentOf(x)) },
			Effect: func(x *Ctx) { x.LoseHonor(x.Opp(), 1) },
			Limit:  Unlimited,
		}},
	})

	// Above Question: the attached character cannot be chosen as the target
	// of an opponent's event.
	Register("above-question", &Text{CannotParent: func(s *State, self int, a Act) bool {
		return a.Kind == ActTarget && a.By != s.Controller(s.Parent(self)) && a.Source >= 0 && s.Printed(a.Source).Type == "event"
	}})

	// Favored Mount: on a character you control, which gains Cavalry; during
	// a conflict, bow it to move the attached character to the conflict.
	Register("favored-mount", &Text{AttachTo: youControl,
		ModKinds: []string{ModTrait + ":cavalry"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(s.Parent(self), ModTrait+":cavalry", 1)
		},
		Abilities: []*Ability{{
			Text: "bow it: move the attached character to the conflict", Timing: Action, InConflict: true,
			If: func(x *Ctx) bool { return DuringConflict(x) && CanMoveIn(x, parentOf(x)) }, Costs: []Cost{BowSelf()},
			Effect: func(x *Ctx) { x.MoveToConflict(parentOf(x)) },
		}}})

	// Born in War: Cavalry only; +X military, X the number of unclaimed rings.
	Register("born-in-war", &Text{
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
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
