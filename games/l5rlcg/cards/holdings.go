package cards

import (
	. "tessen/games/l5rlcg"
)

// Holdings.
func init() {
	// Borderlands Fortifications: switch this holding with a card in
	// another of your provinces.
	Register("borderlands-fortifications", &Text{Abilities: []*Ability{{
		Text: "switch this holding with a card in another of your provinces", Timing: Action,
		Target: &Target{Prompt: "choose a card in another of your provinces", In: provinces,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && int(c.Owner) == x.P && c.Prov != x.S.Card(x.Self).Prov
			}},
		Effect: func(x *Ctx) { x.SwitchProvinceCards(x.Self, x.Target()) },
	}}})

	// City of Lies: the next event you play this phase costs 1 less.
	Register("city-of-lies", &Text{Abilities: []*Ability{{
		Text: "the next event you play this phase costs 1 less", Timing: Action,
		Effect: func(x *Ctx) { x.Discount(ModEventDiscount, 1, "phase") },
	}}})

	// Staging Ground: turn up to 2 facedown cards in your provinces faceup.
	Register("staging-ground", &Text{Abilities: []*Ability{{
		Text: "turn up to 2 facedown cards in your provinces faceup", Timing: Action,
		If: func(x *Ctx) bool { return len(facedownInProvinces(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose up to 2 facedown cards in your provinces",
			Count: func(x *Ctx) int { return 2 },
			From:  facedownInProvinces,
			Do:    func(x *Ctx, id int) { x.TurnFaceup(id) }},
	}}})

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

	// Imperial Storehouse: sacrifice it to draw 1 card.
	Register("imperial-storehouse", &Text{Abilities: []*Ability{{
		Text: "sacrifice this holding: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Funeral Pyre: sacrifice a friendly character to draw a card.
	Register("funeral-pyre", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Forgotten Library: after the draw phase begins, draw a card.
	Register("forgotten-library", &Text{Abilities: []*Ability{{
		Text: "after the draw phase begins: draw 1 card", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "draw" },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Favorable Ground: during a conflict, sacrifice it to move a character
	// you control into the conflict or home from it.
	Register("favorable-ground", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: move a character you control to the conflict, or home from it", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly,
			func(x *Ctx, id int) bool { return CanMoveIn(x, id) || CanSendHome(x, id) })},
		Effect: func(x *Ctx) {
			if x.S.Participating(x.Target()) {
				x.SendHome(x.Target())
			} else {
				x.MoveToConflict(x.Target())
			}
		},
	}}})

	// Secluded Temple: after the conflict phase begins, an opponent who
	// controls more characters removes 1 fate from one of theirs.
	Register("secluded-temple", &Text{Abilities: []*Ability{{
		Text: "after the conflict phase begins: an opponent with more characters removes 1 fate from one of theirs", Timing: Reaction, On: EvPhase,
		If: func(x *Ctx) bool {
			return x.Event().Label == "conflict" && len(x.S.Seat(x.Opp()).Play) > len(x.S.P[x.P].Play) && len(withFate(x, x.Opp())) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose a character of yours with fate",
			From: func(x *Ctx) []int { return withFate(x, x.Opp()) },
			Do:   func(x *Ctx, id int) { x.RemoveFate(id, 1) }},
	}}})
}
