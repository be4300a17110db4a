package l5rccg

// Naval invasions (LE-NAVAL-1): when a battle is chosen and exactly one
// of its armies is all Naval (every Personality and Follower in it), its
// leader may make the battle a naval invasion. A Naval attacking army
// then acts first; the Naval leader plays no Terrain nor Formation until
// the other has passed or resolved an action in it; and nobody reacts to
// anything before the first opportunity to act. The Attacker makes the
// choice as he chooses the battle ("naval N"); a Naval defending army's
// leader is not asked (ruling 29).

// navalLeader is the leader who may make the battle at prov a naval
// invasion, or -1.
func (s *State) navalLeader(prov int) int {
	att, def := s.navalArmy(prov, true), s.navalArmy(prov, false)
	switch {
	case att && !def:
		return s.Attack.Attacker
	case def && !att:
		return s.Attack.Defender
	}
	return -1
}

// navalArmy reports an army at prov with a unit, every Personality and
// Follower in it Naval.
func (s *State) navalArmy(prov int, attacking bool) bool {
	units := s.army(prov, attacking)
	if len(units) == 0 {
		return false
	}
	for _, u := range units {
		for _, id := range append([]int{u}, s.Attachments(u)...) {
			if t := s.typeOf(id); (t == "personality" || t == "follower") && !s.hasKeyword(id, "Naval") {
				return false
			}
		}
	}
	return true
}

// navalAnswered ends the Naval leader's wait once the other leader has
// passed or resolved an action in the battle.
func (s *State) navalAnswered(p int) {
	if s.Attack.NavalWait && s.leader(p) && p != s.Attack.Naval-1 {
		s.Attack.NavalWait = false
	}
}

// navalHeld reports a Terrain or Formation in hand that the Naval leader
// p may not play yet.
func (s *State) navalHeld(p, card int) bool {
	return s.Attack.NavalWait && p == s.Attack.Naval-1 && s.Cards[card].Zone == ZHand &&
		(s.hasKeyword(card, "Terrain") || s.hasKeyword(card, "Formation"))
}
