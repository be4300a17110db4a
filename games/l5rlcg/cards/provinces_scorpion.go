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

	// Brother's Gift Dōjō: during a conflict, lose 1 honor to send one of
	// your participants home. Limit twice per round.
	Register("brothers-gift-dojo", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: send one of your participating characters home", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Costs:  []Cost{LoseHonor(1)},
		Target: &Target{Characters: true, Prompt: "choose a participating character you control", Filter: All(ParticipatingChar, Friendly, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
		Limit:  PerRound(2),
	}}})

	// Web of Lies: its strength (X) is twice its controller's honor bid.
	Register("web-of-lies", &Text{Says: "its strength is twice the bid on your honor dial", ModKinds: []string{ModStrength},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if b := s.P[s.Controller(self)].Bid; b > 0 {
				add(self, ModStrength, 2*b)
			}
		}})
}
