package l5rlcg

// Lasting effects that set a character's base skill to a value (N), as
// "set its base military and political skill equal to the printed skills
// of another character" does (My Ancestor's Strength). Base-changing
// effects apply in the order they were established: a base set after
// Way of the Lion's doubling replaces the doubled base, one set before
// it is doubled; every other modifier applies to the base so set
// (RR-SET-BASE-1).
const (
	ModSetBaseMil = "set-base:mil"
	ModSetBasePol = "set-base:pol"
)

// SetBaseSkills sets a character's base military and political skills
// until a timing point.
func (x *Ctx) SetBaseSkills(card, mil, pol int, until string) {
	x.Lasting(ModSetBaseMil, mil, until, card)
	x.Lasting(ModSetBasePol, pol, until, card)
}
