package l5rccg

import (
	"slices"
)

// A player made to declare an attack this turn, one of whose Personalities
// another player assigns instead of him in the Infantry Maneuvers
// (Underhand of the Emperor: Text.AssignsOthers).

// Marks: mustAttackMark on a player who must declare an attack this
// turn; underhandMark on a Personality that another (the mark's Player)
// assigns; paidPrintedMark on a Personality whose player paid at least
// his printed Gold Cost for him as he entered play.
const (
	mustAttackMark  = "must-attack"
	underhandMark   = "underhand"
	paidPrintedMark = "paid-printed"
)

// MustAttack makes p declare an attack this turn, if he legally can, and
// has the player taking the action assign p's Personality id in that
// attack's Infantry Maneuvers, after p has assigned, instead of p.
func (x *Ctx) MustAttack(p, id int) {
	x.MarkPlayer(p, mustAttackMark, UntilTurn)
	x.S.addEffect(efMark, x.P, []int{id}, 0, underhandMark, UntilTurn)
	x.S.Say(x.S.Names[p], " must attack this turn, and ", x.S.Names[x.P], " assigns ", x.S.Title(id))
}

// mustDeclare reports p made to declare an attack this turn, with a unit
// that could assign.
func (s *State) mustDeclare(p int) bool {
	return s.holds&holdsUnderhand != 0 && s.markedBy(s.P[p].Stronghold, mustAttackMark, p) &&
		(len(s.assignable(p, false, true)) > 0 || slices.ContainsFunc(s.P[p].Play, func(id int) bool { return s.marked(id, efMark, underhandMark) }))
}

// underhanded lists the Attacker's Personalities p assigns instead of
// him, that could assign now: at home, unbowed.
func (s *State) underhanded(p int) []int {
	var out []int
	for _, id := range s.P[s.Attack.Attacker].Play {
		c := &s.Cards[id]
		if c.Zone == ZHome && !c.Bowed && s.isPersonality(id) && s.markedBy(id, underhandMark, p) {
			out = append(out, id)
		}
	}
	return out
}

// withUnderhand adds, after the Attacker's opportunity to assign, the
// players who assign a Personality of his (whether or not he still
// could: the list stays the same while they assign).
func (s *State) withUnderhand(who []int) []int {
	for q := len(s.P) - 1; q >= 0; q-- {
		if q != s.Attack.Attacker && !slices.Contains(who, q) &&
			slices.ContainsFunc(s.P[s.Attack.Attacker].Play, func(id int) bool { return s.markedBy(id, underhandMark, q) }) {
			who = slices.Insert(slices.Clone(who), 1, q)
		}
	}
	return who
}

// paidPrinted notes a Personality whose player paid at least his printed
// Gold Cost for him (cost) as he enters play.
func (s *State) paidPrinted(p, id, cost int) {
	if d := s.def(id); s.holds&holdsUnderhand != 0 && d != nil && d.Type == "personality" && cost >= d.Gold {
		s.addEffect(efMark, p, []int{id}, 0, paidPrintedMark, UntilTurn)
	}
}

// PaidPrinted reports a Personality whose player paid at least his
// printed Gold Cost for him this turn as he entered play.
func (x *Ctx) PaidPrinted(id int) bool { return x.S.marked(id, efMark, paidPrintedMark) }

// assignsOthers reports p with a Personality of the Attacker's to assign
// now.
func (s *State) assignsOthers(p int) bool {
	return s.holds&holdsUnderhand != 0 && len(s.underhanded(p)) > 0
}
