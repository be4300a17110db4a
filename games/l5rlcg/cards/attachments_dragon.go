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
	var jadeFrom, jadeTo []Option
	for i, name := range RingNames {
		jadeFrom = append(jadeFrom, Option{Label: name, Can: func(x *Ctx) bool { return x.S.Unclaimed(i) && x.S.Rings[i].Fate > 0 }, Do: func(x *Ctx) {}})
		jadeTo = append(jadeTo, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Unclaimed(i) && x.First != name },
			Do: func(x *Ctx) {
				for from, n := range RingNames {
					if n == x.First {
						x.MoveRingFate(from, i, 1)
					}
				}
			}})
	}
	Register("jade-masterpiece", &Text{Abilities: []*Ability{{
		Text: "bow it: move 1 fate from an unclaimed ring to another unclaimed ring", Timing: Action,
		Costs: []Cost{BowSelf()},
		Can: func(x *Ctx) bool {
			withFate := false
			for i := range x.S.Rings {
				withFate = withFate || (x.S.Unclaimed(i) && x.S.Rings[i].Fate > 0)
			}
			return withFate && x.S.UnclaimedRings() >= 2
		},
		Select: &Select{Options: jadeFrom, Then: &Select{Options: jadeTo}},
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
}
