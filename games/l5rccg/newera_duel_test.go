package l5rccg

import "testing"

// NE-DUEL-1: a player may look at the cards he has focused at any time
// (one focused from the deck's top unseen too); the other player sees
// them only once the strike turned them up (NE-DUEL-2). In Lotus a
// focused card stays face down to all until it is discarded.
func TestNewEraFocusedCardsSeen(t *testing.T) {
	for _, f := range formats {
		pos := NewPosition(2)
		pos.Format = f
		pos.Seats[0].FateDeck = []CardSpec{{Card: "retribution"}}
		g, err := FromPosition(pos, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.S
		id := s.P[0].FateDeck[0]
		s.take(id)
		s.Cards[id].Zone = ZFocused
		s.P[0].Focused = append(s.P[0].Focused, id)
		ne := f == FormatNewEra
		if got := s.Visible(0, id); got != ne {
			t.Errorf("%s: its owner sees a focused card: %v, want %v", f, got, ne)
		}
		if s.Visible(1, id) {
			t.Errorf("%s: the other player sees a focused card before the strike", f)
		}
		s.Duel.Revealed = true
		if got := s.Visible(1, id); got != ne {
			t.Errorf("%s: the other player sees a focused card after the strike: %v, want %v", f, got, ne)
		}
	}
}
