package cards

import . "tessen/games/l5rccg"

// Cards whose traits act before the game begins (the setup, LE-SETUP-2).
func init() {
	// A Favor Returned: bow for 2 Gold, 3 paying for a Holding (the extra
	// Gold only for it); before the game, a player who does not go first
	// may put it into play from his deck, bowed: it does not straighten
	// before his third Straighten Phase, and his Bamboo Harvesters and
	// Legacy Holdings are removed from the game.
	Register("a-favor-returned", &Text{Produce: 2,
		ProduceFor: func(x *Ctx, paying int) int {
			if paying >= 0 && x.Type(paying) == "holding" {
				return 1
			}
			return 0
		},
		BeforeShuffle: func(x *Ctx) {
			if !x.First(x.P) {
				x.Ask(x.P, "favor-returned", 1, 0)
			}
		},
	})
	RegisterChoice("favor-returned", &Choice{
		Prompt: "put A Favor Returned into play from your deck, bowed (choose search), or not (pass)?",
		Labels: func(*Ctx, int, int) []string { return []string{"search"} },
		Picked: func(x *Ctx, p int, _ string, _ int) {
			x.DeckToPlay(x.Self, true)
			x.NoStraightenUntilThird(x.Self, p)
			for _, deck := range [][]int{x.S.P[p].DynastyDeck, x.S.P[p].FateDeck} {
				for _, id := range append([]int(nil), deck...) {
					if x.TitleOf(id) == "Bamboo Harvesters" || x.Type(id) == "holding" && x.Has(id, "Legacy") {
						x.RemoveFromGame(id)
					}
				}
			}
		},
	})
	// The High House of Light: before the game, up to five cards of its
	// player's Fate deck go under it face down; Repeatable Limited, bow it
	// (or bow your Ring instead): a card from under it to your hand.
	take := func(x *Ctx) { x.Ask(x.P, "high-house-take", 1, 0) }
	under := func(x *Ctx) bool { return len(x.Beneath(x.Self)) > 0 }
	Register("the-high-house-of-light", &Text{
		Setup: func(x *Ctx) { x.Ask(x.P, "high-house", 5, 0) },
		Abilities: []*Ability{
			{Text: "bow it: a card from under it to your hand", Timing: Limited, Any: true, Bow: true, If: under, Effect: take},
			{Text: "bow your Ring: a card from under it to your hand", Timing: Limited, Any: true, Same: 1, EvenBowed: true, If: under, Effect: take,
				Targets: []*Target{{Prompt: "choose your Ring to bow", Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
					return x.Type(id) == "ring" && x.Mine(id)
				}}}},
		},
	})
	RegisterChoice("high-house", &Choice{
		Prompt:  "choose up to five cards of your Fate deck to put under The High House of Light",
		AtMost:  true,
		Options: func(x *Ctx, p, _ int) []int { return x.S.P[p].FateDeck },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.PutUnder(id, x.Self)
			}
			x.ShuffleFate(p)
		},
	})
	RegisterChoice("high-house-take", &Choice{
		Prompt:  "choose the card from under The High House of Light to take",
		Options: func(x *Ctx, _, _ int) []int { return x.Beneath(x.Self) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.UnderToHand(id)
			}
		},
	})
}
