package cards

import (
	. "tessen/games/l5rlcg"
)

// Dragon attachments.
func init() {
	// Way of the Dragon: on a character you control, one per character; it
	// may trigger each of its triggered abilities one more time per period.
	Register("way-of-the-dragon", &Text{Says: "attach to a character you control; one per character: its triggered abilities may be used once more in each of their periods", ExtraUses: 1, AttachTo: youControl, OnePerCharacter: true})

	// Daimyō's Favor: on a character you control; bow it: the next
	// attachment you play on that character this phase costs 1 less.
	Register("daimyos-favor", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: the next attachment you play on this character this phase costs 1 less", Timing: Action,
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.Lasting(ModAttachDiscount, 1, "phase", parentOf(x)) },
	}}})

	// Jade Masterpiece: bow it to move 1 fate from an unclaimed ring to
	// another unclaimed ring.
	Register("jade-masterpiece", &Text{Abilities: []*Ability{{
		Text: "bow it: move 1 fate from an unclaimed ring to another unclaimed ring", Timing: Action,
		Costs: []Cost{BowSelf()}, Can: canRingToRing, Select: ringToRing,
	}}})

	// Seal of the Dragon: the attached character is also of the Dragon
	// clan, and a Monk.
	Register("seal-of-the-dragon", sealOf("dragon", "monk"))

	// Centipede Tattoo: goes only on a Monk, which becomes Tattooed and is
	// not bowed by the resolution of a conflict its side lost.
	Register("centipede-tattoo", &Text{Bars: []string{ActResolutionBow}, Says: "Monk only; the attached character gains the Tattooed trait and does not bow at the resolution of a conflict it lost",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "monk") },
		ModKinds: []string{ModTrait + ":tattooed"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(s.Parent(self), ModTrait+":tattooed", 1)
		},
		Forbid: func(s *State, self int, a Act) bool {
			par := s.Parent(self)
			return a.Kind == ActResolutionBow && par >= 0 && a.Card == par &&
				s.Conf.Winner >= 0 && s.Conf.Winner != s.Controller(par)
		}})

	// Smoke: while its character participates, bow and sacrifice it: each
	// non-unique participant gets -2 military until the end of the conflict.
	Register("smoke", &Text{Abilities: []*Ability{{
		Text: "bow and sacrifice it: each non-unique participant gets -2 military until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:    func(x *Ctx) bool { return x.S.Participating(parentOf(x)) },
		Costs: []Cost{BowSelf(), SacrificeSelf()},
		Can: func(x *Ctx) bool {
			return len(participantsOf(x, x.P, NonUnique))+len(participantsOf(x, x.Opp(), NonUnique)) > 0
		},
		Effect: func(x *Ctx) {
			var all []int
			for p := range x.S.P {
				all = append(all, participantsOf(x, p, NonUnique)...)
			}
			x.Lasting(ModMil, -2, "conflict", all...)
		},
	}}})

	// Solitary Strength: discarded while its character participates beside
	// another character of its controller's; after its character wins a
	// conflict, gain 1 honor.
	Register("solitary-strength", &Text{Says: "discarded while the attached character participates with another character you control",
		DiscardIf: func(s *State, self int) bool {
			par := s.Parent(self)
			return par >= 0 && s.Participating(par) && len(s.Participants(s.Controller(self))) > 1
		},
		Abilities: []*Ability{{
			Text: "after the attached character wins a conflict: gain 1 honor", Timing: Reaction, On: EvResolved,
			If: func(x *Ctx) bool {
				par := parentOf(x)
				return x.Event().Player >= 0 && x.S.Participating(par) && x.S.Controller(par) == x.Event().Player
			},
			Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
		}}})

	// The Stone of Sorrows: while its character is ready, its controller's
	// opponents cannot take fate off the rings (neither the contested
	// ring's fate nor by effects).
	Register("the-stone-of-sorrows", &Text{Bars: []string{ActRingFate}, Says: "while the attached character is ready, your opponents cannot remove or gain fate from rings",
		Forbid: func(s *State, self int, a Act) bool {
			par := s.Parent(self)
			return a.Kind == ActRingFate && par >= 0 && !s.Card(par).Bowed && a.By != s.Controller(self)
		}})

	// Being and Becoming: on a character you control; bow it to move all
	// the fate of an unclaimed ring onto it.
	var becomingRings []Option
	for i, name := range RingNames {
		becomingRings = append(becomingRings, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Unclaimed(i) && x.S.Rings[i].Fate > 0 },
			Do:  func(x *Ctx) { x.MoveRingFateTo(i, parentOf(x)) }})
	}
	Register("being-and-becoming", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow the attached character: move each fate on an unclaimed ring onto it", Timing: Action,
		Costs: []Cost{BowParent()},
		Can: func(x *Ctx) bool {
			for i := range x.S.Rings {
				if x.S.Unclaimed(i) && x.S.Rings[i].Fate > 0 {
					return !x.S.CannotTakeRingFate(x.P)
				}
			}
			return false
		},
		Select: &Select{Options: becomingRings},
	}}})

	// Adopted Kin: one per character; each other attachment on its
	// character is ancestral.
	Register("adopted-kin", &Text{Says: "one per character; each other attachment on the attached character gains ancestral", OnePerCharacter: true,
		ModKinds: []string{ModKeyword + ":ancestral"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				for _, a := range s.Attachments(par) {
					if a != self {
						add(a, ModKeyword+":ancestral", 1)
					}
				}
			}
		}})

	// Hawk Tattoo: on a character you control, which becomes Tattooed;
	// after you play it during a conflict, move that character to the
	// conflict, and if it is a Monk you may take another action.
	Register("hawk-tattoo", &Text{Says: "attach to a character you control; the attached character gains the Tattooed trait", AttachTo: youControl,
		ModKinds: []string{ModTrait + ":tattooed"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				add(par, ModTrait+":tattooed", 1)
			}
		},
		Abilities: []*Ability{{
			Text: "after you play it during a conflict: move the attached character to the conflict; a Monk's player may take another action", Timing: Reaction, On: EvPlayed,
			If: func(x *Ctx) bool {
				e := x.Event()
				return e.Player == x.P && len(e.Cards) == 1 && e.Cards[0] == x.Self && x.S.Conf.Active && parentOf(x) >= 0
			},
			Can: func(x *Ctx) bool {
				par := parentOf(x)
				return !x.S.Participating(par) && CanMoveIn(x, par) || x.S.HasTrait(par, "monk")
			},
			Effect: func(x *Ctx) {
				par := parentOf(x)
				if !x.S.Participating(par) && CanMoveIn(x, par) {
					x.MoveToConflict(par)
				}
				if x.S.HasTrait(par, "monk") {
					x.TakeAnotherAction()
				}
			},
		}}})

	// Mirumoto Daishō: its character may have no other restricted
	// attachment; while that character duels, your opponents cannot bid 1
	// or 5.
	Register("mirumoto-daisho", &Text{Bars: []string{ActBid}, Says: "the attached character may have no other restricted attachment; while it duels, your opponent cannot bid 1 or 5",
		ModKinds: []string{ModRestrictedOne},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				add(par, ModRestrictedOne, 1)
			}
		},
		Forbid: func(s *State, self int, a Act) bool {
			if a.Kind != ActBid+":1" && a.Kind != ActBid+":5" || !s.Duel.Active || a.By == s.Controller(self) {
				return false
			}
			par := s.Parent(self)
			return par >= 0 && (s.Duel.Challenger == par || s.Duel.Challengee == par)
		}})
}
