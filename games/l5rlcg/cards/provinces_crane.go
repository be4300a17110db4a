package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Crane provinces.
func init() {
	// The Art of Peace: when it is broken, dishonor each attacker and honor
	// each defender.
	Register("the-art-of-peace", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: dishonor each attacker, honor each defender", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		// It may be used if either part could change the game state, and
		// resolves what it can (RR "Triggered Abilities", "Effects").
		Can: func(x *Ctx) bool {
			return slices.ContainsFunc(x.S.Participants(x.Opp()), func(id int) bool { return CanDishonor(x, id) }) ||
				slices.ContainsFunc(x.S.Participants(x.P), func(id int) bool { return CanHonor(x, id) })
		},
		Effect: func(x *Ctx) {
			x.Dishonor(x.S.Participants(x.Opp())...)
			x.Honor(x.S.Participants(x.P)...)
		},
	}}})
	// Magistrate Station: ready an honored character.
	Register("magistrate-station", &Text{Abilities: []*Ability{{
		Text: "ready an honored character", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose an honored character", Filter: All(Character, StatusIs(Honored), CanReady)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Market of Kaze-no-Kami: after it is revealed, bow a character that
	// is not honored.
	Register("market-of-kaze-no-kami", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: bow a character that is not honored", Timing: Reaction, On: EvReveal,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Target: &Target{Characters: true, Prompt: "choose a character that is not honored", Filter: All(Character, Not(StatusIs(Honored)), CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})
}
