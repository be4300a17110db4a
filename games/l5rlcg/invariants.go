package l5rlcg

import (
	"fmt"
	"slices"
)

// CheckInvariants verifies that the state is consistent: every card is in
// exactly one place and that place lists it, no pool or token count is
// negative, and claimed rings name a player. Tests run it after every
// answer.
func CheckInvariants(s *State) error {
	seen := make([]int, len(s.Cards))
	count := func(ids []int, z Zone, where string) error {
		for _, id := range ids {
			if id < 0 || id >= len(s.Cards) {
				return fmt.Errorf("%s lists a card #%d that does not exist", where, id)
			}
			seen[id]++
			if s.Cards[id].Zone != z {
				return fmt.Errorf("%s lists %s, whose zone is %d", where, s.ref(id), s.Cards[id].Zone)
			}
		}
		return nil
	}
	for p := range s.P {
		pl := &s.P[p]
		if pl.Honor < 0 || pl.Fate < 0 {
			return fmt.Errorf("player %d has %d honor and %d fate", p, pl.Honor, pl.Fate)
		}
		for _, l := range []struct {
			ids  []int
			z    Zone
			name string
		}{{pl.Hand, ZHand, "hand"}, {pl.ConflictDeck, ZConflictDeck, "conflict deck"}, {pl.DynastyDeck, ZDynastyDeck, "dynasty deck"},
			{pl.ConflictDiscard, ZConflictDiscard, "conflict discard"}, {pl.DynastyDiscard, ZDynastyDiscard, "dynasty discard"},
			{pl.Removed, ZRemoved, "removed"}, {pl.Play, ZPlay, "play area"}} {
			if err := count(l.ids, l.z, fmt.Sprintf("player %d's %s", p, l.name)); err != nil {
				return err
			}
		}
		for i := range pl.Dyn {
			if err := count(pl.Dyn[i], ZProvince, fmt.Sprintf("player %d's province %d", p, i+1)); err != nil {
				return err
			}
			if s.Skirmish() && i >= s.Provinces() { // no such province
				if pl.Prov[i] != -1 || len(pl.Dyn[i]) > 0 {
					return fmt.Errorf("player %d's province slot %d is used in skirmish", p, i+1)
				}
				continue
			}
			if err := count([]int{pl.Prov[i]}, ZProvinceCard, "province slot"); err != nil {
				return err
			}
		}
		if s.Skirmish() {
			if pl.Stronghold != -1 {
				return fmt.Errorf("player %d has a stronghold in skirmish", p)
			}
		} else if err := count([]int{pl.Stronghold}, ZStronghold, "stronghold slot"); err != nil {
			return err
		}
		if pl.Role >= 0 {
			if err := count([]int{pl.Role}, ZRole, "role slot"); err != nil {
				return err
			}
		}
	}
	if err := count(s.Attached, ZAttached, "the attachments in play"); err != nil {
		return err
	}
	for _, u := range s.Uses { // a counted use of a copy is flagged on it
		for id := range s.Cards {
			if c := &s.Cards[id]; !c.Used && u.Key[0]&titleUse == 0 && u.Key[1] == copyUse(c) {
				return fmt.Errorf("%s has a use counted (%v) but is not marked used", s.ref(id), u)
			}
		}
	}
	if k := s.restrictKey(); k.valid && k == s.calmAt {
		for p := range s.P {
			for _, id := range s.P[p].Play {
				if s.countRestricted(id) > 2 {
					return fmt.Errorf("%s has three restricted attachments, yet the restricted check skips it", s.ref(id))
				}
			}
		}
	}
	if s.uncrowded == s.moved+1 {
		for _, a := range s.Attached {
			if n := len(slices.Collect(s.attachmentsOf(s.Parent(a)))); n > 2 {
				return fmt.Errorf("%s has %d attachments, yet the restricted check skips it", s.ref(s.Parent(a)), n)
			}
		}
	}
	if fresh := s.makeLive(); !slices.Equal(fresh.all, s.live.all) || !slices.Equal(fresh.mods, s.live.mods) ||
		!slices.Equal(fresh.forbid, s.live.forbid) || !slices.Equal(fresh.blanks, s.live.blanks) ||
		!slices.Equal(fresh.guards, s.live.guards) || !slices.Equal(fresh.modKinds, s.live.modKinds) || !slices.Equal(fresh.acts, s.live.acts) ||
		!slices.Equal(fresh.barKinds, s.live.barKinds) || fresh.costMods != s.live.costMods {
		return fmt.Errorf("the lists of cards in play are out of date: %v, now %v", s.live, fresh)
	}
	for id := range s.Cards {
		c := &s.Cards[id]
		if c.Fate < 0 {
			return fmt.Errorf("%s has %d fate", s.ref(id), c.Fate)
		}
		if c.Zone == ZAttached && (c.Parent < 0 || int(c.Parent) >= len(s.Cards)) {
			return fmt.Errorf("%s is attached to nothing", s.ref(id))
		}
	}
	for id, n := range seen {
		if n == 1 || (n == 0 && s.Cards[id].Zone == ZBeingPlayed) {
			continue
		}
		return fmt.Errorf("%s is in %d places", s.ref(id), n)
	}
	for i, r := range s.Rings {
		if r.Claimed < -1 || r.Claimed >= len(s.P) || r.Fate < 0 {
			return fmt.Errorf("the %s ring is claimed by %d with %d fate", RingNames[i], r.Claimed, r.Fate)
		}
	}
	return nil
}
