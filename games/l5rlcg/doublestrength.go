package l5rlcg

// ModTimes2Strength is a lasting effect that doubles a province's current
// strength: its base with every addition, the holdings' and the
// stronghold's included ("double that province's strength", Specialized
// Defenses; RR-MODIFIERS-4). A set value still overrides it; two of them
// quadruple it.
const ModTimes2Strength = "double-strength"

// doubledStrength applies the doublings on a province to its strength v.
func (s *State) doubledStrength(prov, v int) int {
	if len(s.Effects.List) == 0 || v <= 0 {
		return v
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModTimes2Strength && contains(l.Cards, prov) {
			v *= 2
		}
	}
	return v
}
