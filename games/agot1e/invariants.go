package agot1e

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// CheckInvariants reports a state that is not whole: a card listed in two
// places or in none its zone says, an attachment on no card in play,
// negative power or gold, or a moribund card outside a window.
func (s *State) CheckInvariants() error {
	seen := make([]int, len(s.Cards))
	for p := range s.P {
		pl := &s.P[p]
		for _, z := range []Zone{ZDeck, ZHand, ZPlay, ZDiscard, ZDead, ZPlotDeck, ZUsed, ZShadows, ZSetup, ZRemoved} {
			for _, id := range *s.list(p, z) {
				seen[id]++
				if s.Cards[id].Zone != z {
					return fmt.Errorf("%s is listed in %s's %s but is in %s", s.name(id), s.Names[p], z, s.Cards[id].Zone)
				}
				if s.holder(id) != p {
					return fmt.Errorf("%s is listed with %s but belongs with %s", s.name(id), s.Names[p], s.Names[s.holder(id)])
				}
			}
		}
		if pl.Plot >= 0 {
			seen[pl.Plot]++
			if s.Cards[pl.Plot].Zone != ZPlot {
				return fmt.Errorf("%s's revealed plot %s is in %s", s.Names[p], s.name(pl.Plot), s.Cards[pl.Plot].Zone)
			}
		}
		if pl.Gold < 0 {
			return fmt.Errorf("%s has %d gold", s.Names[p], pl.Gold)
		}
	}
	for _, id := range s.Attached {
		seen[id]++
		c := &s.Cards[id]
		if c.Zone != ZAttached || c.Parent < 0 || !s.InPlay(int(c.Parent)) {
			return fmt.Errorf("%s is attached to no card in play", s.name(id))
		}
	}
	for id, n := range seen {
		if n != 1 && s.Cards[id].Zone != ZNone {
			return fmt.Errorf("%s is in %d places", s.name(id), n)
		}
		if s.Cards[id].Power < 0 {
			return fmt.Errorf("%s has %d power", s.name(id), s.Cards[id].Power)
		}
	}
	if !slices.ContainsFunc(s.Stack, func(f *engine.Frame) bool { return f.Kind == kWindow }) {
		for id := range s.Cards {
			if s.Cards[id].Dying != ZNone {
				return fmt.Errorf("%s is moribund outside any window", s.name(id))
			}
		}
	}
	return nil
}
