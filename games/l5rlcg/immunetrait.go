package l5rlcg

import "strings"

// ModImmuneTrait is the kind of a modifier that makes a card immune to the
// effects of cards with a trait: "immune-trait:shadowlands" is "Immune to
// Shadowlands card effects" (Nezumi Infiltrator; RR-IMMUNE-3). Like the
// other immunities it is a constant modifier of 1 or a lasting effect; the
// source card's printed traits count unless its text box is blank.
const ModImmuneTrait = "immune-trait"

// immuneToTraits reports whether card c is immune to the effects of the
// card source by one of source's traits.
func (s *State) immuneToTraits(c, source int) bool {
	live := s.inPlayNow()
	if !(modKind{kind: ModImmuneTrait}).prefixAmong(live.modKinds) && !s.lastingOfPrefix(ModImmuneTrait+":") {
		return false // nothing in play or lasting gives such an immunity
	}
	for _, t := range s.def(source).Traits {
		if s.HasTrait(source, t) && s.modSumOf(c, modKind{ModImmuneTrait, t}) > 0 {
			return true
		}
	}
	return false
}

// prefixAmong reports whether some kind of kinds is this kind with a name
// ("immune-trait:maho" for "immune-trait").
func (k modKind) prefixAmong(kinds []string) bool {
	n := len(k.kind)
	for _, d := range kinds {
		if len(d) > n && d[n] == ':' && d[:n] == k.kind {
			return true
		}
	}
	return false
}

// lastingOfPrefix reports a lasting effect whose kind starts with prefix.
func (s *State) lastingOfPrefix(prefix string) bool {
	for i := range s.Effects.List {
		if strings.HasPrefix(s.Effects.List[i].Kind, prefix) {
			return true
		}
	}
	return false
}
