package l5rlcg

// Set base skills (RR "Modifiers": a set base value is the value the
// other modifiers then change): "set this character's base military and
// political skill to the chosen character's current skill values" (Kaito
// Temple Protector; RR-SET-BASE-1). A lasting effect of kind
// ModSetBaseMil or ModSetBasePol, N the value; the most recent wins, and
// doubling the base doubles it.
const (
	ModSetBaseMil = "set-base:mil"
	ModSetBasePol = "set-base:pol"
)

// setBase is the base skill a set-base effect gives id, if any.
func (s *State) setBase(id int, typ string) (int, bool) {
	if len(s.Effects.List) == 0 {
		return 0, false
	}
	if typ == "political" {
		return s.setValue(id, ModSetBasePol)
	}
	return s.setValue(id, ModSetBaseMil)
}
