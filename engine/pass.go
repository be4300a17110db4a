package engine

// OnlyPass reports whether the pending decision is an opportunity at which
// passing is all player p can do: it asks p, its one listed answer is a
// pass, and no open verb has answers that could be composed (a part to
// choose from nothing, or fewer cards than it needs). A table passes such
// an opportunity by itself for a player who has not asked to stop there;
// a choice, even of one answer, is always asked.
func OnlyPass(g Game, p int) bool {
	return onlyPass(g.Pending(), p, func() []Part { return PartsFor(g, p) })
}

// onlyPass is OnlyPass of decision d, whose parts are made only if asked.
func onlyPass(d *Decision, p int, partsOfD func() []Part) bool {
	if d == nil || !d.Asks(p) || len(d.Options) != 1 || d.Options[0].Verb != Pass.Verb {
		return false
	}
	if len(d.Open) == 0 {
		return true
	}
	parts := partsOfD()
	for _, verb := range d.Open {
		if composable(partsOf(parts, verb)) {
			return false
		}
	}
	return true
}

// composable reports whether a verb's parts could make an answer, as far
// as the parts tell: an open verb the game gives no parts of may.
func composable(parts []Part) bool {
	for _, pt := range parts {
		switch {
		case pt.Kind == PartLabel && len(pt.Labels) == 0,
			pt.Kind != PartLabel && len(pt.Cards) < pt.Min,
			pt.Kind == PartEach && len(pt.Labels) == 0 && pt.Min > 0:
			return false
		}
	}
	return true
}
