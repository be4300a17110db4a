package l5rlcg

import "tessen/engine"

// Cards placed facedown under a holding (Back-Alley Hideaway): out of
// play in their owner's removed area, marked by the card they are under
// (Card.Parent) and facedown, seen by their owner alone; when that card
// leaves play they go to their owner's discard pile (RR-UNDER-1).

// PutUnder, in a replacement for a character leaving play for its
// owner's discard pile, puts it facedown under a card in play instead: it
// still leaves play, with everything leaving play brings.
func (x *Ctx) PutUnder(card, under int) {
	s := x.S
	if !s.inPlay(card) || !s.inPlay(under) {
		return
	}
	s.leavePlay(card, "under", s.Title(x.Self), "")
	c := &s.Cards[card]
	c.Parent, c.Facedown = int32(under), true
}

// Under lists the facedown cards under a card.
func (s *State) Under(card int) []int {
	var out []int
	for p := range s.P {
		for _, id := range s.P[p].Removed {
			if c := &s.Cards[id]; c.Facedown && int(c.Parent) == card {
				out = append(out, id)
			}
		}
	}
	return out
}

// discardUnder discards the cards under a card leaving play.
func (s *State) discardUnder(card int) {
	for p := range s.P {
		if len(s.P[p].Removed) == 0 {
			continue
		}
		for _, id := range s.Under(card) {
			s.place(id, s.discardZone(id), s.Owner(id), 0, false)
		}
	}
}

// CanPlayAsInProvince reports whether p could play a character from out
// of play as if it were in a province: in the dynasty phase, affordable,
// and not a unique copy of one p has in play.
func (s *State) CanPlayAsInProvince(p, id int) bool {
	d := s.def(id)
	if s.Phase != "dynasty" || d.Type != "character" || s.fateFor(p, id) < s.fateCost(id) {
		return false
	}
	return !d.Unique || !s.uniqueInPlay(p, d.Title)
}

// PlayAsInProvince plays a character from out of play as if it were in
// the province of card in (a holding): it is played from that province,
// paying its cost (Back-Alley Hideaway).
func (x *Ctx) PlayAsInProvince(id, in int) {
	x.S.Cards[id].Facedown = false
	x.then = append(x.then, &engine.Frame{Kind: kPlay, Player: x.P, Card: id, Index: int(x.S.Cards[in].Prov), N: int(ZProvince)})
}
