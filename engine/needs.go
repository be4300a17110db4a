package engine

// Needs is what an ability asks of the moment before it could be used,
// as bits a game defines from what rarely changes: the timing it is used
// at (phase, segment, window kind), the zone its card must be in, its card
// standing, a resource it spends. A game works out each ability's needs
// once, when its text is registered, and what the moment has once per
// listing of offers (its Now); an ability whose needs the moment lacks is
// passed by without its conditions, costs and targets being asked, and a
// player none of whose abilities could answer is passed at once.
//
// Needs only narrow: an ability that passes them is still asked in full.
// So a game's tests list every ability with its needs ignored
// (VerifyNeeds) and fail on one that could be used though its needs were
// unmet: a need declared that its ability does not really have.
type Needs uint64

// MetBy reports whether the moment now has everything n asks.
func (n Needs) MetBy(now Needs) bool { return n&^now == 0 }

// VerifyNeeds, set by tests, has games ask every ability whatever its
// needs, and panic on one whose needs were unmet yet could be used.
var VerifyNeeds bool

// Skip reports whether an ability of needs n may be passed by at the
// moment now without being asked: its needs unmet, and no test verifying
// them. With VerifyNeeds on, the game asks it anyway and calls Unmet with
// its answer.
func (n Needs) Skip(now Needs) bool { return !VerifyNeeds && !n.MetBy(now) }

// Unmet panics, under VerifyNeeds, when an ability whose needs now lacks
// could be used all the same (usable): what is named is the ability, for
// the message.
func (n Needs) Unmet(now Needs, usable bool, what func() string) {
	if VerifyNeeds && usable && !n.MetBy(now) {
		panic("engine: " + what() + " could be used, though the moment lacks what its needs declare")
	}
}
