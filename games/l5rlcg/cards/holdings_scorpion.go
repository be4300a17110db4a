package cards

import (
	. "tessen/games/l5rlcg"
)

// Scorpion holdings.
func init() {
	// City of Lies: the next event you play this phase costs 1 less.
	Register("city-of-lies", &Text{Abilities: []*Ability{{
		Text: "the next event you play this phase costs 1 less", Timing: Action,
		Effect: func(x *Ctx) { x.Discount(ModEventDiscount, 1, "phase") },
	}}})

	// Back-Alley Hideaway: when a Scorpion character you control would leave
	// play for its owner's discard pile, it goes facedown under this holding
	// instead; in the dynasty phase, play a character from under it as if
	// it were in this province, then sacrifice this holding.
	hidden := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.Under(x.Self) {
			if x.S.CanPlayAsInProvince(x.P, id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("back-alley-hideaway", &Text{Abilities: []*Ability{{
		Text: "when a Scorpion character you control would leave play for the discard pile: put it facedown under this holding instead", Timing: Interrupt, Would: true, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			if e.Label != "discard" || len(e.Cards) != 1 {
				return false
			}
			c := e.Cards[0]
			return x.S.IsCharacter(c) && x.S.Controller(c) == x.P && x.S.HasClan(c, "scorpion")
		},
		Instead: func(x *Ctx) { x.PutUnder(x.Event().Cards[0], x.Self) },
	}, {
		Text: "play a character from under this holding as if it were in this province, then sacrifice this holding", Timing: Action,
		If: func(x *Ctx) bool { return len(hidden(x)) > 0 },
		Pick: &Pick{Prompt: "choose a character under this holding to play",
			From: hidden,
			Do:   func(x *Ctx, id int) { x.PlayAsInProvince(id, x.Self) }},
		Then: func(x *Ctx) { x.Discard(x.Self) },
	}}})

	// Court of Deception: with 6 honor or fewer, discard the status token
	// of a dishonored character at your home.
	Register("court-of-deception", &Text{Abilities: []*Ability{{
		Text: "with 6 or fewer honor: discard the status token of a dishonored character in your home area", Timing: Action,
		If:     sixOrFewerHonor,
		Target: &Target{Characters: true, Prompt: "choose a dishonored character at your home", Filter: All(Friendly, AtHome, StatusIs(Dishonored))},
		Effect: func(x *Ctx) { x.DiscardStatus(x.Target()) },
	}}})

	// Hidden Moon Dōjō: its controller may play the cards in the provinces
	// beside its own as if they were in their hand (RR-AS-IF-IN-HAND-2);
	// during a conflict, turn a card in a province beside it faceup.
	besideDojo := func(s *State, self int) []int {
		c := s.Card(self)
		if c.Zone != ZProvince {
			return nil
		}
		var out []int
		for _, prov := range []int{int(c.Prov) - 1, int(c.Prov) + 1} {
			if prov >= 0 && prov < s.Provinces() {
				out = append(out, s.Seat(int(c.Owner)).Dyn[prov]...)
			}
		}
		return out
	}
	facedownBeside := func(x *Ctx) []int {
		var out []int
		for _, id := range besideDojo(x.S, x.Self) {
			if x.S.Card(id).Facedown {
				out = append(out, id)
			}
		}
		return out
	}
	Register("hidden-moon-dojo", &Text{Says: "you may play the cards in the provinces beside it as if they were in your hand", ModKinds: []string{ModAsIfInHand},
		Mods: func(s *State, self int, add func(int, string, int)) {
			for _, id := range besideDojo(s, self) {
				add(id, ModAsIfInHand, 1)
			}
		},
		Abilities: []*Ability{{
			Text: "turn a card in a province beside it faceup", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool { return DuringConflict(x) && len(facedownBeside(x)) > 0 },
			Pick: &Pick{Prompt: "choose a facedown card in a province beside Hidden Moon Dōjō",
				From: func(x *Ctx) []int { return facedownBeside(x) },
				Do:   func(x *Ctx, id int) { x.TurnFaceup(id) }},
		}}})
}
