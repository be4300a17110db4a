package l5rccg

import (
	"slices"

	"tessen/engine"
)

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
	// Rings: Rings only, played by their own text; Own: from its player's
	// own discard pile only; Bow: playing one has the additional cost of
	// bowing the permitting card; Shared: the limit is its player's, however
	// many such cards he controls (Tamori Noriko).
	Rings, Own, Bow, Shared bool
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
	permits := func(id int) bool {
		t := s.text(id)
		return t != nil && t.PlaysDiscards != nil && s.Used(t.PlaysDiscards.Per, s.permitKey(p, id, t.PlaysDiscards)) == 0 &&
			(id == s.P[p].Stronghold || s.inPlay(id)) && !(t.PlaysDiscards.Bow && s.Cards[id].Bowed)
	}
	if sh := s.P[p].Stronghold; permits(sh) { // the Stronghold's first, then the cards in play in order
		return sh, s.text(sh).PlaysDiscards
	}
	for _, id := range s.P[p].Play {
		if permits(id) {
			return id, s.text(id).PlaysDiscards
		}
	}
	return -1, nil
}

// permitKey counts a permission's uses: its card's, or its player's when
// the permission is Shared.
func (s *State) permitKey(p, permit int, dp *DiscardPlays) engine.UseKey {
	if dp.Shared {
		return useKey(s.P[p].Stronghold, discardPlayUse)
	}
	return useKey(permit, discardPlayUse)
}

// discardOffers lists what p may do with cards of the discard piles as if
// they were in his hand: their actions, or (attach) attaching them.
func (s *State) discardOffers(p int, attach bool) []engine.Answer {
	permit, dp := s.discardPermit(p)
	if permit < 0 {
		return nil
	}
	return s.discardPlays(p, permit, dp, attach, nil)
}

// discardReactions lists the Reactions to a trigger p may take with cards
// of the discard piles as if they were in his hand (a Ring's own text).
func (s *State) discardReactions(p int, ev *engine.Event) []engine.Answer {
	permit, dp := s.discardPermit(p)
	if permit < 0 {
		return nil
	}
	return s.discardPlays(p, permit, dp, false, ev)
}

// discardPlays lists the answers playing a card of the discard piles the
// permission allows: attaching it (attach), its Reactions to a trigger
// (ev), or its other actions.
func (s *State) discardPlays(p, permit int, dp *DiscardPlays, attach bool, ev *engine.Event) []engine.Answer {
	var out []engine.Answer
	for q := range s.P {
		if dp.Own && q != p {
			continue
		}
		for _, id := range s.P[q].FateDiscard {
			t, d := s.text(id), s.def(id)
			switch {
			case d == nil, dp.Rings && d.Type != "ring", !dp.Fate && !dp.Rings && d.Type != "strategy":
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
					if dp.Rings && i > 0 { // by its own text: the action that puts it into play
						break
					}
					if (a.Timing == Reaction) != (ev != nil) {
						continue
					}
					if ev != nil && (a.On != ev.Kind || slices.Contains(ev.Used, reactionKey(id, i)) || !s.canReact(p, id, i, a, ev)) {
						continue
					}
					if ev == nil && !s.canTake(p, id, i, a) {
						continue
					}
					out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id), N: i + 1})
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
	s.Use(dp.Per, s.permitKey(p, permit, dp))
	if dp.Bow {
		s.Cards[permit].Bowed = true
		s.Say(s.Title(permit), " bows")
	}
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
	if s.holds&holdsLeftHand != 0 && !s.marked(id, efMark, playedMark) { // it leaves the hand by being played
		s.addEffect(efMark, p, []int{id}, 0, playedMark, UntilTurn)
	}
	if s.holds&holdsDiscardPlays == 0 {
		return
	}
	if t := s.text(s.P[p].Stronghold); t != nil && t.ExilesPlayed && !s.marked(id, efMark, exileWhenDiscarded) {
		if d := s.def(id); d != nil && d.Deck == "fate" {
			s.addEffect(efMark, p, []int{id}, 0, exileWhenDiscarded, UntilGame)
		}
	}
}

// playedMark marks a card played from hand (State.played), so that its
// leaving the hand is not a card leaving it unplayed.
const playedMark = "played-from-hand"

// leftHand fires, for a card leaving a hand other than by being played,
// the Reactions to it (Kyuden Tonbo).
func (s *State) leftHand(id int) {
	if s.unmarkCard(id, playedMark) {
		return
	}
	s.fire(engine.Event{Kind: OnLeftHand, Player: int(s.Cards[id].Controller), Cards: engine.One(id)})
}
