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
		If:     func(x *Ctx) bool { return x.S.Phase == "conflict" && len(x.S.P[x.P].ConflictDeck) > 0 },
		Effect: func(x *Ctx) { revealTopToPlay(x, "phase") },
	}}})

	// Chisei District: no military conflict can be declared against its
	// province.
	Register("chisei-district", &Text{Bars: []string{ActDeclare}, Says: "military conflicts cannot be declared against its province", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActDeclare+":military" && s.InProvince(self, a.Card)
	}})
	// Bonsai Garden: during an Air conflict, gain 1 honor.
	Register("bonsai-garden", &Text{Abilities: []*Ability{{
		Text: "during an Air conflict: gain 1 honor", Timing: Action, Needs: NeedConflict,
		If:     ConflictElement(Air),
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})
	// Kakita Dōjō: during a conflict, a participant of yours duels an
	// opposing one (military); the loser cannot trigger its abilities
	// until the end of the conflict, and is bowed too if the winner is a
	// Duelist.
	Register("kakita-dojo", &Text{Abilities: []*Ability{{
		Text: "military duel between participants: the loser cannot trigger abilities this conflict (and bows if the winner is a Duelist)", Timing: Action, Needs: NeedConflict,
		Target: participantOfEachSide("military"),
		Duel: duelOfSides("military", func(x *Ctx, winner, loser int) {
			x.Lasting("cannot:"+ActTrigger, 0, "conflict", loser)
			if x.S.HasTrait(winner, "duelist") && CanBow(x, loser) {
				x.Bow(loser)
			}
		}),
	}}})

	// Distinguished Dōjō: after you win a duel, place an honor token on
	// it; then you may sacrifice it to gain 1 honor per token on it.
	Register("distinguished-dojo", &Text{Abilities: []*Ability{{
		Text: "after you win a duel: place an honor token on it; then you may sacrifice it to gain 1 honor per token", Timing: Reaction, On: EvDuelResolved,
		If: func(x *Ctx) bool { w := x.Event().Cards[0]; return w >= 0 && x.S.Controller(w) == x.P },
		Effect: func(x *Ctx) {
			x.PlaceHonorToken(x.Self)
			x.MayLater()
		},
		Yes: func(x *Ctx) {
			n := x.S.HonorTokensOn(x.Self)
			x.Discard(x.Self)
			x.GainHonor(x.P, n)
		},
		Limit: PerRound(3),
	}}})
}
