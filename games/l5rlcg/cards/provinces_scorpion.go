package cards

import (
	. "tessen/games/l5rlcg"
)

// Scorpion provinces.
func init() {
	// Secret Cache: after a conflict is declared against it, search the top
	// 5 cards of your conflict deck for any card (search, words.go).
	Register("secret-cache", &Text{Abilities: []*Ability{{
		Text: "after a conflict is declared against it: search the top 5 cards of your conflict deck for a card", Timing: Reaction, On: EvDeclared,
		If: AtThisProvince, Pick: search(nil),
	}}})
}
