package l5rlcg

import (
	"fmt"
	"slices"
	"strings"

	"tessen/engine"
)

// A cost that returns one or more rings of its player's claimed pool
// (Cost.ClaimedRings) asks which as one choice among the sets of those
// rings, each named by its rings in ring order joined by "-" ("air",
// "air-fire"); Pay gets the set as bits, 1<<ring (RR-RING-SET-COST-1).

// claimedRingSets names every non-empty set of the rings p has claimed.
func (s *State) claimedRingSets(p int) []string {
	var mine []int
	for i := range s.Rings {
		if s.Rings[i].Claimed == p {
			mine = append(mine, i)
		}
	}
	var out []string
	for bits := 1; bits < 1<<len(mine); bits++ {
		var names []string
		for j, r := range mine {
			if bits&(1<<j) != 0 {
				names = append(names, RingNames[r])
			}
		}
		out = append(out, strings.Join(names, "-"))
	}
	return out
}

// ringSet reads a set named by claimedRingSets back as bits.
func (s *State) ringSet(p int, label string) (int, error) {
	if !slices.Contains(s.claimedRingSets(p), label) {
		return 0, fmt.Errorf("%q names no set of rings you have claimed", label)
	}
	set := 0
	for _, name := range strings.Split(label, "-") {
		set |= 1 << slices.Index(RingNames[:], name)
	}
	return set, nil
}

// asksRingSet reports an ability frame whose cost choice is a set of
// claimed rings.
func (s *State) asksRingSet(f *engine.Frame) bool {
	for _, c := range s.ability(f.Card, f.Index).Costs {
		if c.ClaimedRings {
			return true
		}
	}
	return false
}

// RingsIn lists the rings of a set of bits, in ring order.
func RingsIn(set int) []int {
	var out []int
	for r := range RingNames {
		if set&(1<<r) != 0 {
			out = append(out, r)
		}
	}
	return out
}
