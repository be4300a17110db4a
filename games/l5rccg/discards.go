package l5rccg

import "tessen/engine"

// DiscardPlays is a card's permission to play cards of any player's
// discard pile as if they were in its player's hand (Text.PlaysDiscards).
type DiscardPlays struct {
	// Fate: any Fate card (attachments and Rings too); otherwise
	// Strategies only.
	Fate bool
	// Per is the permission's limit: once a "turn" or a "phase".
	Per string
	// Exile: a card played so is removed from the game after it resolves
	// (whenever it would go to a discard pile).
	Exile bool
}

// exileWhenDiscarded marks a card removed from the game whenever it
// would go to a discard pile.
const exileWhenDiscarded = "exile-when-discarded"

// discardPermit is the card that lets p play a card of a discard pile
// now, its limit not used, or -1.
func (s *State) discardPermit(p int) (int, *DiscardPlays) {
	if s.holds&holdsDiscardPlays == 0 {
		return -1, nil
	}
	for _, id := range append([]int{s.P[p].Stronghold}, s.P[p].Play...) {
		if t := s.text(id); t != nil && t.PlaysDiscards != nil && s.Used(t.PlaysDiscards.Per, useKey(id, discardPlayUse)) == 0 && (id == s.P[p].Stronghold || s.inPlay(id)) {
			return id, t.PlaysDiscards
		}
	}
	return -1, nil
}

// discardPlayUse counts a permission's uses apart from its card's actions.
const discardPlayUse = -1<<20 - 3

// discardOffers lists what p may do with cards of the discard piles as if
// they were in his hand: their actions, or (attach) attaching them.
func (s *State) discardOffers(p int, attach bool) []engine.Answer {
	permit, dp := s.discardPermit(p)
	if permit < 0 {
		return nil
	}
	var out []engine.Answer
	for q := range s.P {
		for _, id := range s.P[q].FateDiscard {
			t, d := s.text(id), s.def(id)
			if d == nil || !dp.Fate && d.Type != "strategy" {
				continue
			}
			s.asInHand(p, id, func() {
				if attach {
					if s.canAttach(p, id) {
						out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
					}
					return
				}
				if t == nil || !t.fromHand && d.Type != "strategy" {
					return
				}
				for i, a := range t.Abilities {
					if a.Timing != Reaction && s.canTake(p, id, i, a) {
						out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id), N: i + 1})
					}
				}
			})
		}
	}
	return out
}

// asInHand looks at a card of a discard pile as if it were in p's hand,
// then puts everything back as it was.
func (s *State) asInHand(p, id int, look func()) {
	c, pl := &s.Cards[id], &s.P[p]
	zone, ctl, hand := c.Zone, c.Controller, pl.Hand
	c.Zone, c.Controller = ZHand, int8(p)
	pl.Hand = append(hand[:len(hand):len(hand)], id)
	look()
	c.Zone, c.Controller, pl.Hand = zone, ctl, hand
}

// borrowDiscard, for an answer that plays a card of a discard pile, puts
// it in p's hand for good, spending the permission.
func (s *State) borrowDiscard(p, id int) {
	if z := s.Cards[id].Zone; z != ZFateDiscard && z != ZDynastyDiscard {
		return
	}
	permit, dp := s.discardPermit(p)
	if permit < 0 {
		return
	}
	s.Use(dp.Per, useKey(permit, discardPlayUse))
	owner := int(s.Cards[id].Owner)
	s.take(id)
	s.Cards[id].Zone, s.Cards[id].Controller = ZHand, int8(p)
	s.P[p].Hand = append(s.P[p].Hand, id)
	s.Say(s.Names[p], " plays ", s.Title(id), " from ", s.Names[owner], "'s discard pile (", s.Title(permit), ")")
	if dp.Exile {
		s.addEffect(efMark, p, []int{id}, 0, exileWhenDiscarded, UntilGame)
	}
}

// played notes a card p plays from his hand: a Stronghold that exiles
// the Fate cards its player plays marks it.
func (s *State) played(p, id int) {
	if s.holds&holdsDiscardPlays == 0 {
		return
	}
	if t := s.text(s.P[p].Stronghold); t != nil && t.ExilesPlayed && !s.marked(id, efMark, exileWhenDiscarded) {
		if d := s.def(id); d != nil && d.Deck == "fate" {
			s.addEffect(efMark, p, []int{id}, 0, exileWhenDiscarded, UntilGame)
		}
	}
}
