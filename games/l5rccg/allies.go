package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// The multiplayer rules of attacks (LE-MULTI): the leaders invite
// allies, whose units join their armies.

// The sides of an attack a player's units fight on (a bit set: an ally
// invited by both leaders is on both until he joins one).
const (
	sideAttacking = 1 << iota
	sideDefending
)

// armySide is the army p's units join in the attack under way: the
// Attacker's and his allies' the attacking one, the Defender's and his
// allies' the defending one; 0 for a player who is in neither, or
// outside an attack.
func (s *State) armySide(p int) int {
	a := &s.Attack
	switch {
	case !a.Active || p < 0:
		return 0
	case p == a.Attacker:
		return sideAttacking
	case p == a.Defender:
		return sideDefending
	}
	n := 0
	if a.Allies[0]&(1<<p) != 0 {
		n |= sideAttacking
	}
	if a.Allies[1]&(1<<p) != 0 {
		n |= sideDefending
	}
	return n
}

// join reports whether a unit of p's may enter an army at a battlefield
// (LE-MULTI-3: only its leader's and his allies' units do), and commits
// an ally of both leaders to one: the army he assigns to, and for a unit
// an effect brings or moves there, the attacking one (ruling 27).
func (s *State) join(p int, attacking bool) bool {
	a := &s.Attack
	switch s.armySide(p) {
	case 0:
		return false
	case sideAttacking | sideDefending:
		a.Allies[0] &^= 1 << p
		a.Allies[1] &^= 1 << p
		a.Allies[sideIndex(attacking)] |= 1 << p
	}
	return true
}

// joinsBy is join for a unit an effect brings into or moves to a
// battlefield: the army is its controller's.
func (s *State) joinsBy(p int) bool {
	return s.join(p, s.armySide(p)&sideAttacking != 0)
}

// sideIndex is the index of Attack.Allies for a side.
func sideIndex(attacking bool) int {
	if attacking {
		return 0
	}
	return 1
}

// inviting asks a leader (the Attacker at atAttInvite, the Defender at
// atDefInvite) which of the other players he invites as allies
// (LE-MULTI-1): every set of them is an option, the players named in
// seat order. It reports false when nobody could be invited.
func (s *State) inviting(f *engine.Frame) bool {
	leader := s.Attack.Attacker
	if f.Stage == atDefInvite {
		leader = s.Attack.Defender
	}
	var can []int
	for q := range s.P {
		if q != s.Attack.Attacker && q != s.Attack.Defender && s.Playing(q) {
			can = append(can, q)
		}
	}
	if len(can) == 0 || f.N&attackNoAllies != 0 {
		return false
	}
	opts := make([]engine.Answer, 0, 1<<len(can))
	for set := range 1 << len(can) {
		a := engine.Answer{Verb: "invite"}
		for i, q := range can {
			if set&(1<<i) != 0 {
				a.Labels = append(a.Labels, PlayerKey(q))
			}
		}
		opts = append(opts, a)
	}
	s.Ask(engine.Decision{Players: engine.One(leader), Kind: "invite", Prompt: s.allyPrompt(leader), Options: opts, Step: "4.1"})
	return true
}

// allyPrompt asks the leader of an army to invite allies.
func (s *State) allyPrompt(leader int) string {
	if leader == s.Attack.Attacker {
		return "invite allies to join your attack"
	}
	return "invite allies to join your defense"
}

// answerInvite makes the players named allies of the leader asking.
func (s *State) answerInvite(f *engine.Frame, a engine.Answer) error {
	if a.Verb != "invite" {
		return fmt.Errorf("invite some of the other players, or none")
	}
	i := sideIndex(f.Stage == atAttInvite)
	for _, k := range a.Labels {
		q := KeySeat(k)
		s.Attack.Allies[i] |= 1 << q
		s.Say(s.Names[q], " is invited as an ally of ", s.Names[[]int{s.Attack.Attacker, s.Attack.Defender}[i]])
	}
	return nil
}

// maneuverers are who have an opportunity to assign after the leader's
// in a Maneuvers Segment, in order: the leader, then each of his allies
// in turn order from the active player (LE-MULTI-2).
func (s *State) maneuverers(leader int) []int {
	out := []int{leader}
	i := sideIndex(leader == s.Attack.Attacker)
	if s.Attack.Allies[i] == 0 {
		return out
	}
	for k := range len(s.P) {
		q := (s.Active + k) % len(s.P)
		if q != leader && s.Attack.Allies[i]&(1<<q) != 0 {
			out = append(out, q)
		}
	}
	return out
}

// allyAssigned gains an ally 2 Honor the first time in an attack he
// assigns units (LE-MULTI-2), and commits him to the army.
func (s *State) allyAssigned(p int, attacking bool) {
	if p == s.Attack.Attacker || p == s.Attack.Defender || s.armySide(p) == 0 {
		return // a leader, or one assigning another's unit (Underhand of the Emperor)
	}
	s.join(p, attacking)
	if s.Attack.Joined&(1<<p) == 0 {
		s.Attack.Joined |= 1 << p
		s.gainHonorFor(p, 2, "for joining the battle as an ally")
	}
}

// leader reports p the Attacker or the Defender of the attack under
// way (LE-MULTI-4: only they play Formations).
func (s *State) leader(p int) bool {
	return s.Attack.Active && (p == s.Attack.Attacker || p == s.Attack.Defender)
}

// alliesHome sends home bowed, at the end of a battle, the units of the
// Defender's allies there, as the Attacker's and his allies' go
// (LE-MULTI-5).
func (s *State) alliesHome(prov int) {
	if s.Attack.Allies[1] == 0 {
		return
	}
	for _, id := range s.army(prov, false) {
		if p := int(s.Cards[id].Controller); p != s.Attack.Defender {
			s.homeBowed(id)
		}
	}
}

// Maneuvering reports, while a player is asked to assign units, the
// army they would join (attacking or not) and the segment (Cavalry
// Maneuvers or not); ok is false at any other time.
func (s *State) Maneuvering() (attacking, cavalry, ok bool) {
	f := s.Top()
	if f == nil || f.Kind != kAttack || f.Stage < atAttInf || f.Stage > atDefCav {
		return false, false, false
	}
	return f.Stage == atAttInf || f.Stage == atAttCav, f.Stage >= atAttCav, true
}

// attackingAgain reports a unit that would move into an attacking army
// after being in one at a battle's resolution this attack
// (LE-4.4-RETURN).
func (s *State) attackingAgain(id int) bool {
	return s.armySide(int(s.Cards[id].Controller)) == sideAttacking && slices.Contains(s.Attack.Resolved, id)
}
