package l5rccg

// Units (LE-UNIT-1): a Personality and every card and token attached to
// him. His cards bow and straighten each on its own, but what bows,
// straightens or sends home bowed a unit does it to all of them: the
// rules' "return them home bowed" after a battle (LE-4.5-AFTER, LE-4-END,
// LE-MULTI-5) and the cards that bow or straighten a unit go through the
// words here, never through the Personality alone.

// unitCards lists the unit a card is in: the Personality leading it
// first, then each card attached to him.
func (s *State) unitCards(id int) []int {
	u := s.unitOf(id)
	return append([]int{u}, s.Attachments(u)...)
}

// bowUnitByRule bows a unit as a rule bows it, not an effect of a
// player's (a unit sent home bowed after a battle): each of its cards
// bows, but those that do not (a card that never bows, a Pirate card of
// a Raid's resolution). No Reactions are asked: the rules bow it.
func (s *State) bowUnitByRule(id int) {
	for _, c := range s.unitCards(id) {
		if !s.raidPirate(c) && !s.neverBows(c) {
			s.Cards[c].Bowed = true
		}
	}
}

// homeBowed sends a unit home from its battlefield bowed, as the rules
// return it after a battle (not a move): unless a card keeps it unbowed
// through this battle's resolution (Spearhead).
func (s *State) homeBowed(id int) {
	c := &s.Cards[id]
	c.Zone, c.Prov = ZHome, 0
	if !s.marked(id, efMark, unbowedByResolution) {
		s.bowUnitByRule(id)
	}
}

// unbowedByResolution marks a unit kept unbowed as its battle's
// resolution sends it home (Spearhead).
const unbowedByResolution = "unbowed-by-resolution"

// BowUnit bows a unit, each of its cards by this effect (each with its
// own Reactions); StraightenUnit straightens them all.
func (x *Ctx) BowUnit(id int) {
	for _, c := range x.S.unitCards(id) {
		x.Bow(c)
	}
}

func (x *Ctx) StraightenUnit(id int) {
	for _, c := range x.S.unitCards(id) {
		x.Straighten(c)
	}
}

// Unit lists the cards of the unit a card is in, its Personality first.
func (x *Ctx) Unit(id int) []int { return x.S.unitCards(id) }

// UnbowedByResolution keeps a unit from bowing as the battle's
// resolution sends it home (Spearhead).
func (x *Ctx) UnbowedByResolution(id int) { x.Mark(id, unbowedByResolution, UntilBattle) }
