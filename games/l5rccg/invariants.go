package l5rccg

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"

	"tessen/engine"
)

// CheckInvariants reports the first broken invariant of the state: every
// card in exactly the one place its zone says, lists and zones agreeing.
// Tests run it after every answer.
func (s *State) CheckInvariants() error {
	seen := make([]int, len(s.Cards))
	for p := range s.P {
		pl := &s.P[p]
		for _, l := range []struct {
			ids  []int
			zone Zone
			name string
		}{
			{pl.Hand, ZHand, "hand"}, {pl.FateDeck, ZFateDeck, "Fate deck"}, {pl.DynastyDeck, ZDynastyDeck, "Dynasty deck"},
			{pl.FateDiscard, ZFateDiscard, "Fate discard pile"}, {pl.DynastyDiscard, ZDynastyDiscard, "Dynasty discard pile"},
			{pl.Removed, ZRemoved, "cards removed"}, {pl.Focus, ZFocus, "focus pool"}, {pl.Focused, ZFocused, "focused cards"},
			{pl.Regions, ZRegion, "Regions"}, {pl.Field, ZField, "Terrains and Formations"},
		} {
			for _, id := range l.ids {
				if c := &s.Cards[id]; c.Zone != l.zone || int(c.Owner) != p && !(l.zone == ZHand && int(c.Controller) == p) { // a hand holds others' cards played from their discard piles
					return fmt.Errorf("%s is in %s's %s but its zone is %s (owner %d)", s.ref(id), s.Names[p], l.name, c.Zone, c.Owner)
				}
				seen[id]++
			}
		}
		for _, id := range pl.Play {
			if c := &s.Cards[id]; (c.Zone != ZHome && c.Zone != ZBattle) || int(c.Controller) != p {
				return fmt.Errorf("%s is in %s's play but is %s, controlled by %d", s.ref(id), s.Names[p], c.Zone, c.Controller)
			}
			seen[id]++
		}
		for _, pr := range pl.Provinces {
			if pr.Destroyed && pr.Card >= 0 {
				return fmt.Errorf("%s's destroyed Province %d holds %s", s.Names[p], pr.Number, s.ref(pr.Card))
			}
			if pr.Card >= 0 {
				if c := &s.Cards[pr.Card]; c.Zone != ZProvince || int(c.Prov) != pr.Number || int(c.Owner) != p {
					return fmt.Errorf("%s is in %s's Province %d but its zone is %s %d", s.ref(pr.Card), s.Names[p], pr.Number, c.Zone, c.Prov)
				}
				seen[pr.Card]++
			}
		}
		for _, id := range pl.PreGame {
			if c := &s.Cards[id]; c.Zone != ZPreGame {
				return fmt.Errorf("%s is %s's Sensei or Wind but is in %s", s.ref(id), s.Names[p], c.Zone)
			}
			seen[id]++
		}
		if c := &s.Cards[pl.Stronghold]; c.Zone != ZStronghold {
			return fmt.Errorf("%s's Stronghold is in %s", s.Names[p], c.Zone)
		}
		seen[pl.Stronghold]++
	}
	for _, id := range s.Attached {
		if s.Cards[id].Zone != ZAttached {
			return fmt.Errorf("%s is listed as attached but is in %s", s.ref(id), s.Cards[id].Zone)
		}
		seen[id]++
	}
	for id := range s.Cards {
		c := &s.Cards[id]
		if c.Zone == ZAttached && (c.Parent < 0 || !s.inPlay(int(c.Parent))) {
			return fmt.Errorf("%s is attached to nothing in play", s.ref(id))
		}
		if c.Zone == ZBeneath {
			if pr := s.Province(int(c.Owner), int(c.Prov)); pr == nil || pr.Destroyed {
				return fmt.Errorf("%s is attached to no Province of its owner's", s.ref(id))
			}
			seen[id]++
		}
		if c.Zone == ZUnder {
			if c.Parent < 0 || (!s.inPlay(int(c.Parent)) && s.Cards[c.Parent].Zone != ZUnder) {
				return fmt.Errorf("%s is under nothing in play", s.ref(id))
			}
			seen[id]++
		}
		if c.Bowed && !s.inPlay(id) {
			return fmt.Errorf("%s is bowed out of play (%s)", s.ref(id), c.Zone)
		}
		if c.Zone == ZBattle && !s.Attack.Active {
			return fmt.Errorf("%s is at a battlefield with no attack under way", s.ref(id))
		}
		if seen[id] != 1 {
			return fmt.Errorf("%s (%s) is in %d places", s.ref(id), c.Zone, seen[id])
		}
	}
	if s.Favor < -1 || s.Favor >= len(s.P) {
		return fmt.Errorf("the Imperial Favor is held by %d", s.Favor)
	}
	for _, l := range s.Effects.List {
		if l.Until == "" { // LE-DURATION-1: every effect ends at a timing point, the turn's end by default
			return fmt.Errorf("a %s effect on %v lasts with no end", l.Kind, l.Cards)
		}
	}
	return nil
}

// VerifySteps has each step that says it changed nothing (engine.Unchanged)
// checked against a fingerprint of what the state checks may read, and
// each frame that leaves the stack spoiled rather than reused
// (engine.Machine's Poison), at some cost: tests turn it on. It returns
// whether it was on.
func VerifySteps(on bool) (was bool) { return machine.VerifySteps(on, checkFingerprint) }

// checkFingerprint sums up the state the state checks may read: all of
// it but the stack, the decision, the log and the limit counters (a Chi
// is read through any card's text, so nothing narrower would do). The
// cards and lists are written out as numbers; the small records of the
// attack, the duel and the lasting effects as JSON.
func checkFingerprint(s *State) uint64 {
	buf := make([]byte, 0, 16*len(s.Cards)+1024)
	n := func(vs ...int) {
		for _, v := range vs {
			buf = binary.LittleEndian.AppendUint32(buf, uint32(v))
		}
	}
	b := func(vs ...bool) {
		var bits byte
		for i, v := range vs {
			if v {
				bits |= 1 << i
			}
		}
		buf = append(buf, bits)
	}
	str := func(v string) { buf = append(append(buf, v...), 0) }
	list := func(ids []int) { n(len(ids)); n(ids...) }
	for i := range s.Cards {
		c := &s.Cards[i]
		n(int(c.Def))
		n(int(c.Zone), int(c.Owner), int(c.Controller), int(c.Prov), int(c.Parent))
		b(c.Facedown, c.Bowed, c.Dishonored, c.Destroyed, c.Shown, c.Created)
	}
	for p := range s.P {
		pl := &s.P[p]
		n(pl.Honor, pl.Stronghold)
		for _, pr := range pl.Provinces {
			n(pr.Number, pr.Card)
			b(pr.Destroyed)
		}
		for _, l := range [][]int{pl.PreGame, pl.Hand, pl.FateDeck, pl.DynastyDeck, pl.FateDiscard, pl.DynastyDiscard, pl.Removed, pl.Play, pl.Regions, pl.Field, pl.Focus, pl.Focused} {
			list(l)
		}
		b(pl.FactionHonor, pl.Lobbied)
	}
	list(s.Attached)
	n(s.Turn, s.Active, s.Favor, s.Gone, s.Winner)
	str(s.Phase)
	str(s.Victory)
	b(s.Over)
	rest, err := json.Marshal(struct {
		Attack  Attack
		Last    BattleResult
		Duel    Duel
		Effects engine.Effects
	}{s.Attack, s.Last, s.Duel, s.Effects})
	if err != nil {
		panic(err)
	}
	h := fnv.New64a()
	h.Write(buf)
	h.Write(rest)
	return h.Sum64()
}
