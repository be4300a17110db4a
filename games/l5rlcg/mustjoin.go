package l5rlcg

import (
	"fmt"
	"slices"
)

// ModMustJoinFirst: a constant modifier a character adds to itself: it
// must be declared as an attacker or as a defender in the first conflict
// declared each round, if it can be (Young Warrior; RR-MUST-JOIN-1). A
// declaration of attackers, or of defenders, of that conflict without it
// is refused, and is not offered.
const ModMustJoinFirst = "must-join-first"

// mustJoin lists p's characters that must be among the attackers (or,
// defending, the defenders) now being declared: the round's first
// conflict, read against the conflict in s.Conf (the would-be conflict
// while attackers are checked).
func (s *State) mustJoin(p int, defending bool) []int {
	if !(modKind{kind: ModMustJoinFirst}).among(s.inPlayNow().modKinds) {
		return nil
	}
	n := 0
	for _, k := range s.Declared {
		n += k
	}
	if defending && n != 1 || !defending && n != 0 {
		return nil
	}
	var out []int
	for _, id := range s.P[p].Play {
		if s.modSum(id, ModMustJoinFirst) > 0 && s.participantBar(id, p, defending) == mayParticipate {
			out = append(out, id)
		}
	}
	return out
}

// missingMustJoin is an error naming a character that must join the
// conflict and is not among those declared.
func (s *State) missingMustJoin(p int, declared []int, defending bool) error {
	for _, id := range s.mustJoin(p, defending) {
		if !slices.Contains(declared, id) {
			side := "an attacker"
			if defending {
				side = "a defender"
			}
			return fmt.Errorf("%s must be declared as %s in the round's first conflict", s.Describe(id), side)
		}
	}
	return nil
}

// joinsAll reports whether declaring cards leaves out none of the
// characters in must.
func joinsAll(must, cards []int) bool {
	for _, id := range must {
		if !slices.Contains(cards, id) {
			return false
		}
	}
	return true
}
