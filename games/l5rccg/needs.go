package l5rccg

import (
	"slices"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// What an action needs of the moment before it is asked in full
// (engine.Needs): its timing fitting the moment, one bit a Timing, and,
// unless it may be taken by an absent player, the Rule of Presence met.
// A listing works the moment out once for a player (moment) and passes
// by the abilities it cannot meet.
const needPresence engine.Needs = 1 << 16 // LE-4.4-PRESENCE: no battle, or p present

// timingNeed is the bit of a timing.
func timingNeed(t Timing) engine.Needs { return 1 << t }

// needs is what the ability asks of the moment: a Reaction its trigger
// only, which its window brings.
func (a *Ability) needs() engine.Needs {
	if a.Timing == Reaction {
		return 0
	}
	n := timingNeed(a.Timing)
	if !a.Absent {
		n |= needPresence
	}
	return n
}

// moment is what the moment offers player p's actions: the timings that
// fit now, and whether the Rule of Presence lets him act in the battle.
func (s *State) moment(p int) engine.Needs {
	var now engine.Needs
	for t := Limited; t <= Dynasty; t++ {
		if t != Reaction && s.timingFits(p, t) {
			now |= timingNeed(t)
		}
	}
	if !s.inBattle() || s.present(p) || s.beenPresent(p) || s.recon(p) {
		now |= needPresence
	}
	return now
}

// liveRulesFor marks, a bit each, the rules' actions a game can use
// (State.liveRules) once it has a card of definition d (nil: none yet):
// those of its format but for one that belongs to some kind of card
// (ruleAction.Holds) or is granted by some cards (By), which wait for
// such a card. Those the game never marks are never asked.
func (s *State) liveRulesFor(d *carddb.Def) uint64 {
	var live uint64
	for i := range ruleActions {
		r := &ruleActions[i]
		if r.fits(s) && (r.Holds == 0 || s.holds&r.Holds != 0) && (len(r.By) == 0 || d != nil && slices.Contains(r.By, d.ID)) {
			live |= 1 << i
		}
	}
	return live
}

// usedLive, under VerifyNeeds, panics on a rules' action found usable
// though the game was said to have no card it needs.
func (s *State) usedLive(i int) {
	if s.liveRules&(1<<i) == 0 {
		panic("l5rccg: the rules' action " + ruleActions[i].Name + " could be used, though no card it belongs to is in the game")
	}
}

// ruleLive reports whether the rules' action i may be asked: live in
// this game, or every one asked while tests verify what is declared
// (engine.VerifyNeeds).
func (s *State) ruleLive(i int) bool { return s.liveRules&(1<<i) != 0 || engine.VerifyNeeds }
