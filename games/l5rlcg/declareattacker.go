package l5rlcg

import "fmt"

// ActDeclareAttacker is a character's being declared as an attacker, asked
// with the would-be conflict set (its type and contested ring): a card's
// Cannot may bar it ("cannot be declared as an attacker except during
// [fire] conflicts", Fire Tensai Acolyte; RR-DECLARE-ATTACKER-1). Unlike
// "attack" (which a character must meet while it takes part), it is asked
// only as the attackers are declared: one declared stays in the conflict
// when its ring changes after.
const ActDeclareAttacker = "declare-attacker"

// checkDeclareAttacker refuses an attacker whose declaration is barred.
func (s *State) checkDeclareAttacker(id, p int) error {
	if s.cannot(Act{ActDeclareAttacker, id, p, -1}) {
		return fmt.Errorf("%s cannot be declared as an attacker in a %s %s conflict", s.Describe(id), RingNames[s.Conf.Ring], s.Conf.Type)
	}
	return nil
}

// declarableFor narrows the attackers eligible for a type of conflict to
// those that may be declared for one ring (the suggested declarations).
func (s *State) declarableFor(all []int, p, def int, typ string, ring int) []int {
	if len(all) == 0 {
		return all
	}
	saved := s.Conf
	s.Conf = Conflict{Active: true, Type: typ, Ring: ring, Attacker: p, Defender: def, Winner: -1, RingTo: -1}
	var out []int
	for i, id := range all {
		if s.cannot(Act{ActDeclareAttacker, id, p, -1}) {
			if out == nil {
				out = append(make([]int, 0, len(all)), all[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, id)
		}
	}
	s.Conf = saved
	if out == nil {
		return all
	}
	return out
}
