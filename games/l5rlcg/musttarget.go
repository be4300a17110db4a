package l5rlcg

import (
	"fmt"
	"slices"
)

// ModMustBeTargeted is a constant modifier a character adds to itself: it
// must be chosen as a target of an opponent's event, if able (Social
// Puppeteer, while its controller has composure; RR-MUST-TARGET-1). Where
// an event of a player chooses one character in play, a character so
// marked that an opponent of that player controls and that could be
// chosen leaves every other character ineligible; where it chooses
// several together, the marked character must be among them if some legal
// selection holds it (mustTargetMissing).
const ModMustBeTargeted = "must-be-targeted"

// mustBeTargeted reports a character that must be chosen by the event
// of x's ability for the target t, were it eligible.
func (s *State) mustBeTargeted(x *Ctx, t *Target, m int) bool {
	return s.Cards[m].Zone == ZPlay && s.Controller(m) != x.P && s.modSum(m, ModMustBeTargeted) > 0 &&
		t.Filter(x, m) && !s.cannot(Act{ActTarget, m, x.P, x.Self})
}

// mustTargetOther reports whether card id may not be chosen as the target
// t because another card must be.
func (s *State) mustTargetOther(x *Ctx, t *Target, id int) bool {
	live := s.inPlayNow()
	if t.Count > 1 || len(t.In) > 0 || !slices.Contains(live.modKinds, ModMustBeTargeted) || s.def(x.Self).Type != "event" {
		return false
	}
	for _, m := range live.mods {
		if m != id && s.mustBeTargeted(x, t, m) {
			return true
		}
	}
	return false
}

// mustTargetMissing checks several targets chosen together by an event:
// a character that must be chosen, left out though some legal selection
// holds it, makes the choice illegal.
func (s *State) mustTargetMissing(x *Ctx, t *Target, chosen []int) error {
	live := s.inPlayNow()
	if t.Count <= 1 || len(t.In) > 0 || !slices.Contains(live.modKinds, ModMustBeTargeted) || s.def(x.Self).Type != "event" {
		return nil
	}
	for _, m := range live.mods {
		if !slices.Contains(chosen, m) && s.mustBeTargeted(x, t, m) && s.selectionWith(x, t, m) {
			return fmt.Errorf("%s must be chosen", s.Describe(m))
		}
	}
	return nil
}

// selectionWith reports whether some legal selection of the target's
// cards holds card m.
func (s *State) selectionWith(x *Ctx, t *Target, m int) bool {
	var others []int
	for _, id := range s.targets(x, t) {
		if id != m {
			others = append(others, id)
		}
	}
	n := t.count() - 1
	if len(others) < n {
		return false
	}
	if t.Valid == nil {
		return true
	}
	return s.validChoiceWith(x, t, []int{m}, others, n+1)
}
