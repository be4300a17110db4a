package l5rlcg

import "tessen/engine"

// OtherAttackable lists the defender's provinces, other than the one
// attacked, that the conflict could be declared against now (unbroken,
// the stronghold's only once three others are broken, no constant
// ability barring its type there): where the conflict may be moved.
func (s *State) OtherAttackable() []int {
	cf := &s.Conf
	if !cf.Active {
		return nil
	}
	var buf [StrongholdProv + 1]int
	var out []int
	for _, prov := range s.eligibleProvinces(buf[:0], cf.Defender) {
		if prov != cf.Prov && !s.declarationBarred(cf.Attacker, cf.Defender, prov, cf.Type) {
			out = append(out, s.P[cf.Defender].Prov[prov])
		}
	}
	return out
}

// MoveConflict moves the conflict (the contested ring) to another of the
// defender's provinces, given by its card, which becomes the attacked
// province; a facedown one is revealed, with the reactions to its
// reveal (Chasing the Sun; RR-MOVE-CONFLICT-1).
func (x *Ctx) MoveConflict(province int) {
	s := x.S
	cf := &s.Conf
	c := &s.Cards[province]
	if !cf.Active || int(c.Owner) != cf.Defender || c.Zone != ZProvinceCard || int(c.Prov) == cf.Prov {
		return
	}
	cf.Prov = int(c.Prov)
	s.Say("the conflict moves to ", s.provinceWords(cf.Defender, cf.Prov, -1))
	if c.Facedown {
		s.turnFace(province, false)
		s.emit(engine.Event{Kind: EvReveal, Player: cf.Defender, Cards: engine.One(province)})
	}
}
