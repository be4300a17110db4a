package cards

import (
	. "tessen/games/l5rlcg"
)

// Crane holdings.
func init() {
	// Artisan Academy: during the conflict phase, reveal the top card of
	// your conflict deck; until the end of the phase you may play it as if
	// it were in your hand.
	Register("artisan-academy", &Text{Abilities: []*Ability{{
		Text: "reveal the top card of your conflict deck: you may play it this phase as if it were in your hand", Timing: Action, Needs: NeedConflictPhase,
		If: func(x *Ctx) bool { return x.S.Phase == "conflict" && len(x.S.P[x.P].ConflictDeck) > 0 },
		Effect: func(x *Ctx) {
			top := x.S.TopOfConflictDeck(x.P, 1)[0]
			x.S.LookAt(0, top)
			x.S.LookAt(1, top)
			x.Lasting(ModAsIfInHand, 0, "phase", top)
		},
	}}})

	// Chisei District: no military conflict can be declared against its
	// province.
	Register("chisei-district", &Text{Bars: []string{ActDeclare}, Says: "military conflicts cannot be declared against its province", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActDeclare+":military" && s.InProvince(self, a.Card)
	}})
}
