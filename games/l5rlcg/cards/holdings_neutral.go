package cards

import (
	"fmt"
	"slices"

	. "tessen/games/l5rlcg"
)

// Neutral holdings.
func init() {
	// Imperial Storehouse: sacrifice it to draw 1 card.
	Register("imperial-storehouse", &Text{Abilities: []*Ability{{
		Text: "sacrifice this holding: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Favorable Ground: during a conflict, sacrifice it to move a character
	// you control into the conflict or home from it.
	Register("favorable-ground", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: move a character you control to the conflict, or home from it", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly, canMoveInOrHome)},
		Effect: moveInOrHome,
	}}})

	// Miwaku Kabe: when its province is broken, shuffle this holding back
	// into your dynasty deck.
	Register("miwaku-kabe", &Text{Abilities: []*Ability{{
		Text: "when this holding's province is broken: shuffle it back into your dynasty deck", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool {
			c := x.S.Card(x.Self)
			return c.Zone == ZProvince && x.Event().Cards[0] == x.S.P[c.Owner].Prov[c.Prov]
		},
		Effect: func(x *Ctx) { x.ShuffleIntoDynastyDeck(x.Self) },
	}}})

	// The Imperial Palace: its controller counts 3 more in each glory
	// count.
	Register("the-imperial-palace", &Text{Says: "+3 to your side in each glory count", ModKinds: []string{ModGloryCount},
		Mods: func(s *State, self int, add func(int, string, int)) { add(self, ModGloryCount, 3) }})

	// Proving Ground: after a character of its controller wins a duel,
	// draw 1 card; twice a round.
	Register("proving-ground", &Text{Abilities: []*Ability{{
		Text: "after a character you control wins a duel: draw 1 card", Timing: Reaction, On: EvDuelResolved,
		If: func(x *Ctx) bool {
			w := x.Event().Cards[0]
			return w >= 0 && x.S.IsCharacter(w) && x.S.Controller(w) == x.P
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		Limit:  PerRound(2),
	}}})

	// Miya Library: look at the top 4 cards of your dynasty deck; you may
	// switch an Imperial character among them with this holding (the
	// character faceup in its province), and put the cards back on top in
	// any order. The cards are picked in the order they go back, the
	// first on top; picking this holding among them leaves out the
	// Imperial character it is switched with.
	Register("miya-library", &Text{Abilities: []*Ability{{
		Text: "look at the top 4 cards of your dynasty deck: you may switch an Imperial character among them with this holding; put them back in any order", Timing: Action,
		If: func(x *Ctx) bool { return len(x.S.P[x.P].DynastyDeck) > 0 },
		Pick: &Pick{Prompt: "choose the cards in the order they go back on top, the first on top (choose this holding to switch it with the Imperial character left out)",
			Count: func(x *Ctx) int { return len(x.S.TopOfDynastyDeck(x.P, 4)) },
			From: func(x *Ctx) []int {
				top := x.S.TopOfDynastyDeck(x.P, 4)
				if slices.ContainsFunc(top, func(id int) bool {
					d := x.S.Printed(id)
					return d.Type == "character" && d.HasTrait("imperial")
				}) {
					return append(top, x.Self) // this holding may take an Imperial character's place
				}
				return top
			},
			Valid: func(x *Ctx, cards []int) error {
				if !slices.Contains(cards, x.Self) {
					return nil
				}
				for _, id := range x.S.TopOfDynastyDeck(x.P, 4) {
					if !slices.Contains(cards, id) {
						if d := x.S.Printed(id); d.Type == "character" && d.HasTrait("imperial") {
							return nil
						}
					}
				}
				return fmt.Errorf("this holding takes the place of an Imperial character only")
			},
			Ordered: func(x *Ctx, cards []int) {
				if slices.Contains(cards, x.Self) {
					for _, id := range x.S.TopOfDynastyDeck(x.P, 4) {
						if !slices.Contains(cards, id) {
							x.SwitchWithDeckCard(x.Self, id)
						}
					}
				}
				for i := len(cards) - 1; i >= 0; i-- {
					x.PutOnDeckTop(cards[i])
				}
			}},
	}}})
}
