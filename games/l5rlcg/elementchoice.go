package l5rlcg

import "slices"

// ActChooseElement is a player's choosing the element (the ring) of a
// conflict they declare (By: the player, Card -1). A card's Forbid may
// take the choice from them ("the defending player chooses the element
// during each conflict declared against him or her", Togashi Tadakatsu):
// at the conflict opportunity the opponent first chooses an unclaimed
// ring, and the conflict, if declared, must be of that element; type,
// province and attackers stay the attacker's (RR-ELEMENT-CHOICE-1). With
// more than two players the defender is not known before the
// declaration: the choice stays the attacker's.
const ActChooseElement = "choose-element"

// elementChooser is the opponent who chooses the element of p's next
// conflict, or -1.
func (s *State) elementChooser(p int) int {
	if len(s.P) != 2 || !s.forbids(Act{ActChooseElement, -1, p, -1}) {
		return -1
	}
	return s.Opponent(p)
}

// ringBarred reports whether p may not declare a conflict of that ring
// now: another ring was chosen for them, or an effect forbids it.
func (s *State) ringBarred(p, ring int) bool {
	if e := s.P[p].ElementFor; e > 0 && int(e)-1 != ring {
		return true
	}
	return len(s.Effects.List) > 0 && s.HasRestriction(p, noDeclare[ring])
}

// elementOptions are the rings an opponent may choose for p.
func (s *State) elementOptions(p int) []string {
	var out []string
	for i, r := range s.Rings {
		if r.Claimed < 0 && !s.ringBarred(p, i) {
			out = append(out, RingNames[i])
		}
	}
	return out
}

// chooseElement takes the opponent's choice for p's conflict opportunity.
func (s *State) chooseElement(p int, label string) {
	if i := slices.Index(RingNames[:], label); i >= 0 {
		s.P[p].ElementFor = int8(i + 1)
		s.Say(s.Names[s.Opponent(p)], " chooses the ", label, " ring for ", s.Names[p], "'s conflict")
	}
}
