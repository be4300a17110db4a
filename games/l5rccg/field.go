package l5rccg

import (
	"strconv"

	"tessen/engine"
)

// Terrains and Formations: Action cards that enter play at the current
// battlefield and stay there, in no unit, until the battle's resolution
// destroys them (LE-TERRAIN-1, LE-FORMATION-1, LE-4.5-AFTER).

// fieldCards visits every Terrain and Formation in play with its text.
func (s *State) fieldCards(visit func(p, id int, t *Text)) {
	for p := range s.P {
		for _, id := range s.P[p].Field {
			if t := s.text(id); t != nil {
				visit(p, id, t)
			}
		}
	}
}

// terrain is the Terrain in play, or -1: there is never more than one
// (LE-TERRAIN-1).
func (s *State) terrain() int {
	for p := range s.P {
		for _, id := range s.P[p].Field {
			if s.hasKeyword(id, "Terrain") {
				return id
			}
		}
	}
	return -1
}

// Terrain is the Terrain in play, or -1.
func (x *Ctx) Terrain() int { return x.S.terrain() }

// IntoBattle puts the card whose action this is (an Action card in hand)
// into play at the current battlefield, under its player's control: a
// Terrain only while none is in play (LE-TERRAIN-1); a Formation
// destroys its player's other Formations (LE-FORMATION-1).
func (x *Ctx) IntoBattle() {
	s, id := x.S, x.Self
	if !s.inBattle() || s.Cards[id].Zone != ZHand {
		return
	}
	if s.hasKeyword(id, "Terrain") && (s.terrain() >= 0 || s.frozen()) {
		return
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Prov, c.Controller = ZField, int8(s.Attack.Battle), int8(x.P)
	s.P[x.P].Field = append(s.P[x.P].Field, id)
	s.Say(s.Title(id), " enters play at the battlefield at Province ", strconv.Itoa(s.Attack.Battle))
	if s.hasKeyword(id, "Terrain") { // for the Ring of Water
		s.addEffect(efMark, x.P, []int{s.P[x.P].Stronghold}, 0, "played-terrain-"+strconv.Itoa(x.P), UntilBattle)
	}
	if s.hasKeyword(id, "Formation") { // the card's words: its player's others are discarded
		for _, f := range append([]int(nil), s.P[x.P].Field...) {
			if f != id && s.hasKeyword(f, "Formation") {
				s.Say(s.Title(f), " is discarded")
				s.toDiscard(f, false)
			}
		}
	}
	s.fire(engine.Event{Kind: OnEntered, Player: x.P, Cards: engine.One(id), N: int(ZHand)})
}

// delayedTerrains resolves the Delayed Terrain in play as the Battle
// Action Segment ends (LE-TERRAIN-1): it pushes what the Terrain asks.
func (s *State) delayedTerrains() {
	if id := s.terrain(); id >= 0 {
		if t := s.text(id); t != nil && t.Delayed != nil {
			s.Say(s.Title(id), " resolves")
			t.Delayed(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id})
		}
	}
	for _, r := range s.regionsAt(s.Attack.Defender, s.Attack.Battle) { // "before a battle at this Province resolves" (Sorrow's Path)
		if t := s.text(r); t != nil && t.Delayed != nil {
			t.Delayed(&Ctx{S: s, P: int(s.Cards[r].Controller), Self: r})
		}
	}
}

// clearField destroys the Terrains and Formations in play at the end of a
// battle's resolution (LE-4.5-AFTER).
func (s *State) clearField() {
	for p := range s.P {
		for len(s.P[p].Field) > 0 {
			s.destroy(s.P[p].Field[0])
		}
	}
}

// witnessDestroyed runs the traits of the Terrains and Formations in play
// that act after another card is destroyed (where: its battlefield).
func (s *State) witnessDestroyed(id, owner, where int) {
	s.fieldCards(func(p, f int, t *Text) {
		if t.OtherDestroyed != nil && f != id {
			t.OtherDestroyed(&Ctx{S: s, P: p, Self: f}, id, owner, where)
		}
	})
}

// honorGain is a gain of Honor as the Terrains and Formations in play,
// and the Sensei, change it (Text.Gains).
func (s *State) honorGain(p, n int) int {
	s.fieldCards(func(q, f int, t *Text) {
		if t.Gains != nil {
			n = t.Gains(&Ctx{S: s, P: q, Self: f}, p, n)
		}
	})
	for q := range s.P {
		for _, id := range s.P[q].PreGame {
			if t := s.text(id); t != nil && t.Gains != nil {
				n = t.Gains(&Ctx{S: s, P: q, Self: id}, p, n)
			}
		}
	}
	return n
}

// fearDestroys reports a card in play that makes Fear destroy instead of
// bowing.
func (s *State) fearDestroys() bool {
	found := false
	s.fieldCards(func(_, _ int, t *Text) { found = found || t.FearDestroys })
	return found
}

// FormedBy reports p controlling, among the Personalities at a
// battlefield, a separate one for each condition (LE-FORMATION-1: "each
// condition mentioned must be met by a separate thing").
func (x *Ctx) FormedBy(p, at int, conds ...func(id int) bool) bool {
	var here []int
	for _, id := range x.S.P[p].Play {
		if x.Personality(id) && x.Location(id) == at && at > 0 {
			here = append(here, id)
		}
	}
	used := make([]bool, len(here))
	var match func(i int) bool
	match = func(i int) bool { // conditions are few: try each assignment
		if i == len(conds) {
			return true
		}
		for j, id := range here {
			if !used[j] && conds[i](id) {
				used[j] = true
				if match(i + 1) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	return match(0)
}
