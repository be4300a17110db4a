package agot1e

import (
	"encoding/binary"
	"fmt"
	"hash/maphash"
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

// VerifySteps has the machine check, at every step that says it changed
// nothing the state checks read (engine.Unchanged), that it did not
// (checkFingerprint), and spoil each frame that leaves the stack rather
// than reuse it: tests turn it on. It returns whether it was on.
func VerifySteps(on bool) (was bool) { return machine.VerifySteps(on, checkFingerprint) }

// checkFingerprint sums up what the state checks (stateChecks) may read:
// every card, the players' pools, plots and cards in play, attachments,
// lasting effects and uses, the challenge, the doom windows under way;
// not the gates, the log, the decision or the rest of the stack.
func checkFingerprint(s *State) uint64 {
	buf := make([]byte, 0, 4*(13*len(s.Cards)+len(s.Attached)+64))
	n := func(vs ...int) {
		for _, v := range vs {
			buf = binary.LittleEndian.AppendUint32(buf, uint32(v))
		}
	}
	str := func(v string) { buf = append(append(buf, v...), 0) }
	for i := range s.Cards {
		c := &s.Cards[i]
		n(int(c.Def), int(c.Zone), int(c.Owner), int(c.Controller), boolInt(c.Kneeling), c.Power, c.Gold, int(c.Parent),
			boolInt(c.Dup), int(c.Dying), int(c.Side), int(c.Inst))
	}
	for p := range s.P {
		pl := &s.P[p]
		n(pl.HouseCard, pl.Gold, pl.Plot, len(pl.Hand), len(pl.Deck))
		n(pl.Play...)
		str(pl.Title)
	}
	n(s.Attached...)
	for _, l := range s.Effects.List {
		n(l.Source, l.Player, l.N, l.Seq)
		n(l.Cards...)
		str(l.Kind)
		str(l.Label)
		str(l.Until)
	}
	for _, u := range s.Uses {
		str(u.Period)
		n(int(u.Key[0]), int(u.Key[0]>>32), int(u.Key[1]), int(u.Key[1]>>32), u.N)
	}
	n(s.Round, s.First, s.Active, s.Gone, boolInt(s.Over), s.Chal.Attacker, s.Chal.Defender, boolInt(s.Chal.On))
	str(s.Phase)
	for _, f := range s.Stack {
		if f.Kind == kWindow && f.Ev.Kind == kDoom && f.Stage <= stSaves { // as checkDoom reads it
			n(1)
		}
	}
	return maphash.Bytes(fingerprintSeed, buf)
}

// fingerprintSeed seeds the fingerprints, compared only within a process.
var fingerprintSeed = maphash.MakeSeed()
