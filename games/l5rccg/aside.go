package l5rccg

import (
	"slices"

	"tessen/engine"
)

// A unit removed from the game for a while, in the state it was in
// (Suitengu's Surge): its cards keep their bowed status, their
// attachments and their tokens out of the game, and come back to their
// owner's home, under his control, as the next turn begins, without
// entering play.

// efReturn is such a removal: at its end the unit (Cards[0]) and its
// attachments (Cards[1:]) return, bowed as they were (bit i of N: Cards[i]
// was bowed; a card out of play is never bowed).
const efReturn = "return-at"

// SetAside removes a unit from the game until the next turn begins.
func (x *Ctx) SetAside(unit int) {
	s := x.S
	if !s.inPlay(unit) || !s.isPersonality(unit) {
		return
	}
	cards := s.unitCards(unit)
	bowed := 0
	for i, id := range cards { // not take: its tokens stay
		c := &s.Cards[id]
		if c.Bowed {
			bowed |= 1 << i
		}
		c.Bowed = false
		if id == unit {
			s.P[c.Controller].Play = slices.DeleteFunc(s.P[c.Controller].Play, func(r int) bool { return r == id })
		} else {
			s.Attached = slices.DeleteFunc(s.Attached, func(r int) bool { return r == id })
		}
		c.Zone, c.Prov = ZRemoved, 0
		s.P[c.Owner].Removed = append(s.P[c.Owner].Removed, id)
	}
	s.addEffect(efReturn, int(s.Cards[unit].Owner), cards, bowed, "", untilTurnOf(s.Next(s.Active)))
	s.Say(s.Title(unit), "'s unit is removed from the game until the next turn begins")
}

// returnAside brings a unit set aside back to its owner's home as it
// was, without its entering play.
func (s *State) returnAside(l *engine.Lasting) {
	unit := l.Cards[0]
	if s.Cards[unit].Zone != ZRemoved {
		return
	}
	p := l.Player
	for i, id := range l.Cards {
		c := &s.Cards[id]
		if c.Zone != ZRemoved {
			continue
		}
		s.P[c.Owner].Removed = slices.DeleteFunc(s.P[c.Owner].Removed, func(r int) bool { return r == id })
		c.Controller, c.Bowed = int8(p), l.N&(1<<i) != 0
		if i == 0 {
			c.Zone, c.Parent = ZHome, -1
			s.P[p].Play = append(s.P[p].Play, id)
			continue
		}
		c.Zone, c.Parent = ZAttached, int32(unit)
		s.Attached = append(s.Attached, id)
	}
	s.Say(s.Title(unit), "'s unit returns to ", s.Names[p], "'s home")
}
