package l5rlcg

// ActStatusEffects is a character's status token having its effects (the
// glory it adds to or takes from its skills, the honor gained or lost as
// it leaves play), which a card's Forbid may prohibit: "ignore the
// effects of each status token" (Bayushi Yojiro; RR-STATUS-IGNORE-1).
// The token stays on the character.
const ActStatusEffects = "status-effects"

// statusIgnored reports whether the effects of a character's status
// token are ignored now.
func (s *State) statusIgnored(id int) bool {
	return s.Cards[id].Status != Ordinary && s.cannot(Act{ActStatusEffects, id, -1, -1})
}
