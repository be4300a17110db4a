package l5rccg

import "tessen/engine"

// An ambush (Ambush): a battle fought at once, at a battlefield at no
// Province, between one Personality of the player taking the action,
// attacking, and one of another player's, defending even if bowed; no
// other unit may move there. Its player loses 5 Honor once it ends.

// AmbushField is the number of the battlefield an ambush creates: at no
// Province ("battlefield-99" in scenarios).
const AmbushField = 99

// kAmbush fights an ambush (Player: its attacker; Cards: his Personality
// and the other).
const kAmbush = "ambush"

// Ambush fights, once the action resolves, a battle at a new battlefield
// at no Province: mine attacking, theirs defending.
func (x *Ctx) Ambush(mine, theirs int) {
	x.S.Push(engine.Frame{Kind: kAmbush, Player: x.P, Cards: []int{mine, theirs}})
}

func ambushFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 { // the battle is over
		s.endAttack()
		(&Ctx{S: s, P: f.Player}).GainHonor(f.Player, -5)
		return engine.Done
	}
	mine, theirs := f.Cards[0], f.Cards[1]
	if !s.inPlay(mine) || !s.inPlay(theirs) || s.Attack.Active {
		return engine.Done
	}
	s.Attack = Attack{Active: true, Attacker: f.Player, Defender: int(s.Cards[theirs].Controller), Fields: []int{AmbushField}, Battle: AmbushField}
	for _, id := range []int{mine, theirs} {
		c := &s.Cards[id]
		c.Zone, c.Prov = ZBattle, AmbushField
	}
	s.Say(s.Title(mine), " ambushes ", s.Title(theirs), " at a battlefield of no Province")
	f.Stage = 1
	s.Push(engine.Frame{Kind: kBattle, N: AmbushField})
	return engine.Again
}
