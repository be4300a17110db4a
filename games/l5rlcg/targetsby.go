package l5rlcg

import (
	"slices"

	"tessen/engine"
)

// EvTargeting is the condition "a player triggers an ability that
// chooses one or more targets", met once its costs are paid, just before
// its targets are chosen: an interrupt to it may hand the choice to
// another player (ChooseTargetsInstead; RR-TARGET-9). Player is the
// ability's controller, Source its card.
const EvTargeting = "targeting"

// targetingAnnounced is the stage of an ability's frame once EvTargeting
// has been announced, before its targets are asked.
const targetingAnnounced = 95

// announceTargeting emits EvTargeting for the ability frame f, once per
// choice of targets, and reports whether its sequence runs first.
func (s *State) announceTargeting(f *engine.Frame) bool {
	if f.Stage == targetingAnnounced {
		return false
	}
	f.Stage, f.Passes = targetingAnnounced, 0 // a second resolution chooses anew
	if s.unanswerable(EvTargeting, allTimings) {
		return false
	}
	s.emit(engine.Event{Kind: EvTargeting, Player: f.Player, Source: f.Card})
	return s.Top() != f
}

// targetChooser is who chooses the targets of the ability frame f: its
// controller, or the player an EvTargeting interrupt named.
func targetChooser(f *engine.Frame) int {
	if f.Passes > 0 {
		return f.Passes - 1
	}
	return f.Player
}

// ChooseTargetsInstead, in an interrupt to EvTargeting, makes the
// interrupt's player choose the targets of the ability being triggered.
// The targets stay the ability's: eligible as its controller's card sees
// them ("you control" is still its controller), only the choosing moves.
func (x *Ctx) ChooseTargetsInstead() {
	i := slices.Index(x.S.Stack, x.seq)
	if i < 1 || x.seq.Ev == nil || x.seq.Ev.Kind != EvTargeting {
		return
	}
	if f := x.S.Stack[i-1]; f.Kind == kAbility && f.Stage == targetingAnnounced {
		f.Passes = x.P + 1
		x.S.Say(x.S.Names[x.P], " chooses the targets of ", x.S.Title(f.Card), " instead")
	}
}
