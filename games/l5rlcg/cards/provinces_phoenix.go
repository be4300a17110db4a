package cards

import (
	. "tessen/games/l5rlcg"
)

// Phoenix provinces.
func init() {
	// Kuroi Mori: during a conflict at it, switch the contested ring with
	// an unclaimed ring, or switch the conflict type.
	options := []Option{{Label: "type", Do: func(x *Ctx) { x.SwitchConflictType() }}}
	for i, name := range RingNames {
		options = append(options, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && x.S.Conf.Ring != i },
			Do:  func(x *Ctx) { x.SwitchContestedRing(i) }})
	}
	Register("kuroi-mori", &Text{Abilities: []*Ability{{
		Text: "during a conflict here: switch the contested ring with an unclaimed one (choose it), or switch the conflict type", Timing: Action, Needs: NeedAtThisProvince,
		If: AtThisProvince, Select: &Select{Options: options},
	}}})

	// Teachings of the Elements: +1 strength for each claimed ring.
	Register("teachings-of-the-elements", &Text{Says: "+1 strength for each claimed ring", ModKinds: []string{ModStrength}, Mods: func(s *State, self int, add func(int, string, int)) {
		add(self, ModStrength, s.ClaimedRings(-1))
	}})

	// Sanpuku Seidō: never the stronghold province; during a conflict at
	// it, participants count their glory, not their skill, toward the
	// result.
	Register("sanpuku-seido", &Text{Bars: []string{ActStrongholdProvince}, Says: "it cannot be placed under the stronghold; in a conflict here, characters count their glory instead of their skill",
		Cannot:   func(s *State, self int, a Act) bool { return a.Kind == ActStrongholdProvince },
		ModKinds: []string{ModCountGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.AttackedProvince() == self {
				add(self, ModCountGlory, 1)
			}
		}})
}
