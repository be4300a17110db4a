package l5rlcg

import "tessen/engine"

// ModConsideredClaimed: until a timing point, a player is considered to
// have a ring in their claimed ring pool (Player: the player; N: the
// ring) while the ring itself stays where it is (unclaimed, claimed by
// another player, contested or not). Secluded Shrine gives it. Every
// reader of "p has ring r in their claimed pool", and the counts of the
// rings in claimed pools (the glory count, "for each claimed ring"), go
// through HasClaimedRing and InAClaimedPool; the moves of a ring (claim,
// return, take, switch, declare it) still read the ring's own place, and
// being considered to have a ring is not claiming it: no claim reaction
// (RR-CONSIDERED-CLAIMED-1, ruling 33).
const ModConsideredClaimed = "considered-claimed"

// ConsiderClaimed makes x.P considered to have ring in their claimed
// ring pool until a timing point ("phase", "round", ...).
func (x *Ctx) ConsiderClaimed(ring int, until string) {
	x.S.Effects.Add(engine.Lasting{Kind: ModConsideredClaimed, Source: x.Self, Player: x.P, N: ring, Until: until})
	x.S.Say(x.S.Names[x.P], " is considered to have the ", RingNames[ring], " ring in their claimed ring pool")
}

// consideredClaimed reports an effect making p (any player for p < 0)
// considered to have ring in their claimed pool.
func (s *State) consideredClaimed(p, ring int) bool {
	for _, l := range s.Effects.List {
		if l.Kind == ModConsideredClaimed && l.N == ring && (p < 0 || l.Player == p) {
			return true
		}
	}
	return false
}

// HasClaimedRing reports that ring is in p's claimed ring pool, really
// or considered so.
func (s *State) HasClaimedRing(p, ring int) bool {
	return s.Rings[ring].Claimed == p || (len(s.Effects.List) > 0 && s.consideredClaimed(p, ring))
}

// InAClaimedPool reports that ring is in some player's claimed ring
// pool, really or considered so: a "claimed ring" to count.
func (s *State) InAClaimedPool(ring int) bool {
	return s.Rings[ring].Claimed >= 0 || (len(s.Effects.List) > 0 && s.consideredClaimed(-1, ring))
}

// RingsHeldBy lists the rings really in p's claimed pool, in ring
// order: those a cost or an effect can return, take or switch.
func (s *State) RingsHeldBy(p int) []int {
	var out []int
	for i := range s.Rings {
		if s.Rings[i].Claimed == p {
			out = append(out, i)
		}
	}
	return out
}
