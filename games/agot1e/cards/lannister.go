package cards

import . "tessen/games/agot1e"

func init() {
	// Ser Ilyn Payne — Marshalling: kneel him to kill a character of STR 2
	// or lower.
	Register("ser-ilyn-payne", &Text{Abilities: []*Ability{{
		Text:    "kneel Ser Ilyn Payne: kill a character with STR 2 or lower",
		Timing:  Action,
		Phase:   "marshalling",
		Costs:   []Cost{KneelSelf},
		Target:  &Target{Prompt: "choose a character with STR 2 or lower to kill", Filter: All(Character, StrAtMost(2))},
		Removes: true,
		Effect:  func(x *Ctx) { x.S.Kill(x.P, x.Target()) },
	}}})
}
