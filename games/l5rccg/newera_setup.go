package l5rccg

import (
	"errors"

	"tessen/engine"
)

// New Era's setup and turn where they part from the Lotus rules'
// (docs/rules/l5r-ccg-new-era.md, NE-SETUP-… and NE-6.…). The rest of its
// setup is the Lotus rules' own (setup.go): the first player by the
// Strongholds' starting Family Honor, a tie drawn from the seed
// (NE-SETUP-2), the Strongholds' traits acting before the game from the
// first player (NE-SETUP-4), four Provinces and five cards (NE-SETUP-6,
// NE-SETUP-7).

// strongholdBSide is NE-SETUP-3's one switch (docs/rulings.md 36): the
// suffix of the card id of a Stronghold's B side, which the player who
// does not start turns to. tessen's card data has no B sides, so it is
// empty and that Stronghold stays as printed; once the data holds them
// (as "<id>-b", say), setting it turns the second player's Stronghold to
// its B side, and his starting Family Honor to the B side's.
const strongholdBSide = ""

// turnToBSide turns the Stronghold of each player who does not start to
// its B side, where the card data has one (NE-SETUP-3).
func (s *State) turnToBSide() {
	if !s.newEra() || strongholdBSide == "" {
		return
	}
	changed := false
	for p := range s.P {
		sh := s.P[p].Stronghold
		b := s.Cards[sh].Def.String() + strongholdBSide
		if _, ok := defs().Get(b); p == s.First || !ok {
			continue
		}
		s.Cards[sh].Def, changed = engine.KeyOf(b), true
		s.Say(s.Names[p], " turns their Stronghold to its B side")
	}
	if changed {
		s.index()
		for p := range s.P {
			s.P[p].Honor = s.startingHonor(p)
		}
	}
}

// neEndPhase runs New Era's End Phase after its draw (NE-6.2): what
// triggers at the end of the turn resolves (NE-6.3), and only then does
// the active player discard down to the hand size of eight (NE-6.4); the
// Lotus rules discard before the turn's end (LE-6). Pushed in reverse:
// the discard runs last.
func (s *State) neEndPhase() {
	s.Push(engine.Frame{Kind: kDiscard, Player: s.Active, N: discardToHandSize})
	s.turnEnds()
}

// neDeck refuses, in New Era, a deck the game would play otherwise than
// its rules: one with a Sensei or Wind, which a New Era deck has not
// (NE-DECK-1). Its counts are the deck check's (deck.CheckFormat), which
// a table's deck list passes; a game takes any deck of five cards or
// more, as in Lotus.
func neDeck(format string, d Deck) error {
	if format == FormatNewEra && (d.Sensei != "" || d.Wind != "") {
		return errors.New("a New Era deck has no Sensei nor Wind")
	}
	return nil
}
