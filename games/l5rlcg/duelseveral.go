package l5rlcg

import (
	"slices"
	"strings"
)

// A duel against several characters (DuelSpec.EachTarget: "a duel against
// up to two characters", Mirumoto Hitomi) sums the challengees' skills,
// with their controller's bid added once, into one duel total. If the
// challenger loses, each challengee wins; if it wins, each challengee
// loses (RR-DUEL-SEVERAL-1). Duel.Challengee, Winner and Loser stay the
// first of each, so that a one-challengee reading still finds a
// duellist; Duel.Challengees, Winners and Losers list them all. Each list
// is made anew, never written in place: copies of the state share them.
//
// Why here: the D.1-D.9 frame (duel.go) stays that of two characters;
// these are the few places where a second challengee changes it.

// severalChallengees is the targets of an EachTarget duel still in play
// (nil: none is).
func (s *State) severalChallengees(cards []int) []int {
	var out []int
	for _, c := range cards {
		if c >= 0 && s.inPlay(c) {
			out = append(out, c)
		}
	}
	return out
}

// challengeesTotal is the challengees' side duel total at D.6: the first
// with its controller's bid (duelSkill), the others' skills added
// without it.
func (s *State) challengeesTotal(spec *DuelSpec, d *Duel) int {
	total := s.duelSkill(spec, d.Challengee)
	for _, c := range d.Challengees[1:] {
		switch {
		case !spec.BaseSkill:
			total += s.duelValue(c, spec.Type)
		case !s.Dash(c, spec.Type):
			total += s.BaseSkill(c, spec.Type)
		}
	}
	return total
}

// decideSeveral is D.7 of a duel against several characters: a, b are
// the challenger's and the challengees' totals. A loser that cannot lose
// duels is spared (RR-DUEL-NO-LOSER-1); the spared are returned.
func (s *State) decideSeveral(a, b int) (spared []int) {
	d := &s.Duel
	switch {
	case a > b:
		d.Winners = []int{d.Challenger}
		d.Losers = slices.Clone(d.Challengees)
	case b > a:
		d.Winners = slices.Clone(d.Challengees)
		d.Losers = []int{d.Challenger}
	default:
		d.Winners, d.Losers = nil, nil
		return nil
	}
	var losers []int
	for _, c := range d.Losers {
		if s.cannotLoseDuel(c) {
			spared = append(spared, c)
		} else {
			losers = append(losers, c)
		}
	}
	d.Losers = losers
	d.Winner, d.Loser = d.Winners[0], -1
	if len(losers) > 0 {
		d.Loser = losers[0]
	}
	return spared
}

// severalResult is D.8 of a duel against several characters: the result
// once for each winner and loser pair, a spared character's pair run as
// duelResult runs it (what it does to that character does not happen).
func (s *State) severalResult(x *Ctx, result func(x *Ctx, winner, loser int), spared []int) {
	d := &s.Duel
	for _, w := range d.Winners {
		for _, l := range d.Losers {
			result(x, w, l)
		}
		for _, sp := range spared {
			s.duelResult(x, result, w, sp)
		}
	}
}

// DuelWinners and DuelLosers are the characters that won, and lost, the
// duel being resolved or the last one resolved (each none if it had no
// winner, or no loser).
func (s *State) DuelWinners() []int { return s.Duel.side(s.Duel.Winners, s.Duel.Winner) }
func (s *State) DuelLosers() []int  { return s.Duel.side(s.Duel.Losers, s.Duel.Loser) }

func (d *Duel) side(several []int, one int) []int {
	if d.Challengees != nil {
		return several
	}
	if one < 0 {
		return nil
	}
	return []int{one}
}

// challengeeNames names the challengees for the log: "A and B".
func (s *State) challengeeNames() string {
	d := &s.Duel
	if d.Challengees == nil {
		return s.name(d.Challengee)
	}
	names := make([]string, len(d.Challengees))
	for i, c := range d.Challengees {
		names[i] = s.name(c)
	}
	return strings.Join(names, " and ")
}
