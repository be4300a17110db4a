package l5rlcg

import "tessen/engine"

// deckShuffled is the destination of a card in play shuffled into its
// owner's deck (RR "Shuffle"; RR-DECK-SHUFFLE-1): it leaves play, goes
// into its deck, and the deck is shuffled.
const deckShuffled = "deck-shuffle"

// ShuffleIntoDeck shuffles cards in play into their owners' decks
// (conflict or dynasty, by side): "shuffle it into your conflict deck"
// (Feral Ningyo).
func (x *Ctx) ShuffleIntoDeck(c ...int) { x.act(EvLeavePlay, c, 0, deckShuffled) }

// shuffleDeckOf shuffles the deck a card has just been put in.
func (s *State) shuffleDeckOf(id int) {
	p := s.Owner(id)
	if s.def(id).Side == "dynasty" {
		engine.Shuffle(&s.RNG, s.P[p].DynastyDeck)
	} else {
		engine.Shuffle(&s.RNG, s.P[p].ConflictDeck)
	}
}
