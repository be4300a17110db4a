package l5rlcg

import "slices"

// liveCards are the cards in play, and those of them with constant
// abilities (modifiers, game-wide prohibitions, blanking, prohibitions on
// the card they are attached to): the only ones a value read or a
// "cannot" must ask, and the cards a target is chosen among; and those
// whose text has an action, the cards in play an action window asks. Being in
// play depends on a card's zone and face alone, which change only
// through place and turnFace: each tells track, which keeps the lists (in
// id order) up to date, in place (a copy of the state copies them).
type liveCards struct {
	all, mods, forbid, blanks, guards, acts []int
	modKinds                                []string // every kind the mods declare
	barKinds                                []string // every act kind the forbid and guards cards may bar (Text.Bars)
	// costMods: some mod declares a kind that changes what cards cost
	// (costKinds); without one, and without lasting effects, a card
	// costs its printed cost (fateCost's quick answer).
	costMods bool
	ringPays bool // some mod declares ModRingFatePays (ringfatepay.go)
}

// costKinds are the modifier kinds that change what a card costs to play
// (a kind and its subkinds: "attach-cost-less" is also
// "attach-cost-less:meishodo").
var costKinds = []string{ModTraitCostLess, ModHandCost, ModEventCost, ModAttachCostLess, ModProvincesAsHand, ModAsIfInHand}

// changesCosts reports whether any of the kinds is a cost kind.
func changesCosts(kinds []string) bool {
	for _, k := range kinds {
		if barsKind(costKinds, k) {
			return true
		}
	}
	return false
}

// inPlayNow gives the live lists.
func (s *State) inPlayNow() *liveCards { return &s.live }

// inPlayAll is every card in play, in id order.
func (s *State) inPlayAll() []int { return s.live.all }

// makeLive lists them afresh: when the game is indexed, and for the
// invariants to compare with.
func (s *State) makeLive() liveCards {
	l := liveCards{all: s.inPlayOf(s.placedCards(nil)), mods: s.inPlayOf(s.ix.withMods),
		forbid: s.inPlayOf(s.ix.withForbid), blanks: s.inPlayOf(s.ix.withBlanks), guards: s.inPlayOf(s.ix.withGuards),
		acts: s.inPlayOf(s.ix.withActions)}
	l.modKinds = s.modKindsOf(l.mods)
	l.costMods = changesCosts(l.modKinds)
	l.ringPays = slices.Contains(l.modKinds, ModRingFatePays)
	l.barKinds = s.barKindsOf(l.forbid, l.guards)
	return l
}

// modKindsOf gathers the kinds the cards' constant modifiers declare.
func (s *State) modKindsOf(mods []int) []string {
	switch len(mods) {
	case 0:
		return nil
	case 1: // one card's kinds, shared (never written)
		return textOf(s, mods[0]).ModKinds
	}
	var kinds [8]string
	all := kinds[:0]
	for _, m := range mods {
		for _, k := range textOf(s, m).ModKinds {
			if !slices.Contains(all, k) {
				all = append(all, k)
			}
		}
	}
	return slices.Clone(all)
}

// barKindsOf gathers the act kinds the cards' game-wide and attached
// prohibitions may bar (Text.Bars; "" where a card says none: any).
func (s *State) barKindsOf(lists ...[]int) []string { // forbid, guards
	switch {
	case len(lists[0])+len(lists[1]) == 0:
		return nil
	case len(lists[0]) == 1 && len(lists[1]) == 0: // one card's kinds, shared (never written)
		return textOf(s, lists[0][0]).barredKinds()
	}
	var all []string
	for _, ids := range lists {
		for _, id := range ids {
			for _, k := range textOf(s, id).barredKinds() {
				if !slices.Contains(all, k) {
					all = append(all, k)
				}
			}
		}
	}
	return all
}

// track brings the live lists up to date after a card came into play or
// left it (its zone or face changed): a move that leaves it in or out of
// play changes none of them.
func (s *State) track(id int) {
	if s.ix == nil || len(s.ix.textBy) != len(s.Cards) {
		return // not indexed yet: index makes the lists
	}
	in, l := s.inPlay(id), &s.live
	setMember(&l.all, id, in)
	t := s.ix.textBy[id]
	if t == nil {
		return
	}
	if t.Mods != nil && setMember(&l.mods, id, in) {
		l.modKinds = s.modKindsOf(l.mods)
		l.costMods = changesCosts(l.modKinds)
		l.ringPays = slices.Contains(l.modKinds, ModRingFatePays)
	}
	bars := t.Forbid != nil && setMember(&l.forbid, id, in)
	if t.Blanks != nil {
		setMember(&l.blanks, id, in)
	}
	if t.CannotParent != nil && setMember(&l.guards, id, in) {
		bars = true
	}
	if bars {
		l.barKinds = s.barKindsOf(l.forbid, l.guards)
	}
	if id < len(s.ix.actions) && s.ix.actions[id] != noActions { // a card made after indexing has none yet
		setMember(&l.acts, id, in)
	}
}

// setMember puts id in a sorted list or takes it out, and reports whether
// that changed it (the list is written only then: a write is not free
// while the collector runs).
func setMember(ids *[]int, id int, in bool) bool {
	i, found := slices.BinarySearch(*ids, id)
	switch {
	case in && !found:
		*ids = slices.Insert(*ids, i, id)
	case !in && found:
		*ids = slices.Delete(*ids, i, i+1)
	default:
		return false
	}
	return true
}

// inPlayOf filters ids to those in play, in a new list.
func (s *State) inPlayOf(ids []int) []int {
	var out []int
	for _, id := range ids {
		if s.inPlay(id) {
			out = append(out, id)
		}
	}
	return out
}

// turnFace turns a card face down or face up.
func (s *State) turnFace(id int, down bool) {
	was := s.inPlay(id)
	s.Cards[id].Facedown = down
	s.moved++
	if s.inPlay(id) != was {
		s.track(id)
	}
}

// noCannot reports that a card's text has no prohibition of its own.
func (ix *cardIndex) noCannot(id int) bool { t := ix.textBy[id]; return t == nil || t.Cannot == nil }
