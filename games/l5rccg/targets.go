package l5rccg

import "slices"

// Targets (LE-TARGET-1): the cards a targeting requirement may choose
// now, whether there are enough, and what shrouds a card from an action
// (Text.Shroud: Ranged, Spell, Kiho …).

// targets are an ability's targeting requirements in order: the one its
// Ranged Attack or Fear brings, then its own.
func (a *Ability) targets() []*Target {
	switch {
	case a.ranged():
		return append([]*Target{rangedTarget}, a.Targets...)
	case a.Fear > 0:
		return append([]*Target{fearTarget}, a.Targets...)
	}
	return a.Targets
}

// unitOf is the Personality leading the unit a card is in.
func (s *State) unitOf(id int) int {
	if s.Cards[id].Zone == ZAttached {
		return int(s.Cards[id].Parent)
	}
	return id
}

// opposes reports card b in the army opposing card a's at the current
// battlefield (glossary, "opposing").
func (s *State) opposes(a, b int) bool {
	ua, ub := s.unitOf(a), s.unitOf(b)
	if !s.atBattle(ua) || !s.atBattle(ub) {
		return false
	}
	sa, sb := s.armySide(int(s.Cards[ua].Controller)), s.armySide(int(s.Cards[ub].Controller))
	return sa != 0 && sb != 0 && sa != sb
}

// targetsExist reports a choice for every targeting requirement in turn
// (LE-TARGET-1: enough valid targets, or the action cannot be taken).
func (s *State) targetsExist(x *Ctx, ts []*Target) bool {
	if len(ts) == 0 || ts[0].Optional {
		return true
	}
	found := false
	s.eachTarget(x, ts[0], func(id int) bool {
		x.Targets = append(x.Targets, id)
		found = s.targetsExist(x, ts[1:])
		x.Targets = x.Targets[:len(x.Targets)-1]
		return !found
	})
	return found
}

// eachTarget visits what a target may be, until visit reports false:
// cards in play passing its filter (the Personalities and Holdings, and
// the cards attached to them) and, in a battle, at its battlefield unless
// it says "at any location" (LE-4.4-RELEVANCE); never a card that
// shrouds itself from the action.
func (s *State) eachTarget(x *Ctx, t *Target, visit func(id int) bool) {
	shrouds := !t.Chosen && x.A != nil && s.anyShroud()
	who := -1 // a performer extorted by the card's controller may not target it
	if !t.Chosen && x.A != nil && s.anyEffect(efMark) {
		who = s.performer(x)
	}
	shunning := s.anyEffect(efMark) && s.globalMark("shunned") // looked for once, not for each card
	ok := func(id int) bool {
		if s.inBattle() && !t.Anywhere && !s.atBattle(s.unitOf(id)) && !(t == rangedTarget && s.rangedHome(x.Self, id)) {
			return false
		}
		c := &s.Cards[id]
		if t.Performer && (int(c.Controller) != x.P || !s.isPersonality(id) && s.typeOf(id) != "follower") ||
			(t.Bow || t.BowUnit) && (c.Bowed || s.neverBows(id)) || t.Dishonor && c.Dishonored || shrouds && s.shrouded(x, id) {
			return false
		}
		if t.Performer && s.hasWord(x.A, "Tactical") && !s.tactician(id) {
			return false
		}
		if shunning && s.markedBy(id, "shunned", x.P) { // A Test of Courage: not his own player's target this turn
			return false
		}
		if t.Performer && s.holds&holdsBowSubs != 0 && s.marked(id, efMark, maskedLabel(x.Self)) {
			return false
		}
		if !t.Chosen && x.A != nil && s.holds&holdsTargetCosts != 0 && s.handBesides(x) < x.A.Discard+len(s.guards(x, id)) {
			return false // its additional cost of discarding a card cannot be paid
		}
		if who >= 0 && who != id && s.markedBy(who, extorted, int(c.Controller)) {
			return false
		}
		return t.Filter == nil || t.Filter(x, id)
	}
	if t.Region {
		for p := range s.P {
			for _, id := range s.P[p].Regions {
				if t.Filter == nil || t.Filter(x, id) {
					if !visit(id) {
						return
					}
				}
			}
		}
		return
	}
	if t.Field {
		s.fieldCards(func(_, id int, _ *Text) {
			if t.Filter == nil || t.Filter(x, id) {
				if !visit(id) {
					return
				}
			}
		})
		for p := range s.P { // a Terrain or Formation without a text of its own
			for _, id := range s.P[p].Field {
				if s.text(id) == nil && (t.Filter == nil || t.Filter(x, id)) {
					if !visit(id) {
						return
					}
				}
			}
		}
		return
	}
	if t.Beneath {
		for _, id := range (&Ctx{S: s, P: x.P}).Beneaths(x.P) {
			if t.Filter == nil || t.Filter(x, id) {
				if !visit(id) {
					return
				}
			}
		}
		return
	}
	if t.InProvince {
		for _, pr := range s.P[x.P].Provinces {
			if id := pr.Card; !pr.Destroyed && id >= 0 && !s.Cards[id].Facedown && (t.Filter == nil || t.Filter(x, id)) {
				if !visit(id) {
					return
				}
			}
		}
		return
	}
	for p := 0; t.Piles && p < len(s.P); p++ {
		for _, pile := range [][]int{s.P[p].DynastyDiscard, s.P[p].FateDiscard} {
			for _, id := range pile {
				if t.Filter == nil || t.Filter(x, id) {
					if !visit(id) {
						return
					}
				}
			}
		}
	}
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if ok(id) {
				if !visit(id) {
					return
				}
			}
		}
	}
	for _, id := range s.Attached {
		if ok(id) {
			if !visit(id) {
				return
			}
		}
	}
}

// targets lists the cards a targeting requirement may choose now.
func (s *State) targets(x *Ctx, t *Target) []int {
	var out []int
	s.eachTarget(x, t, func(id int) bool {
		out = append(out, id)
		return true
	})
	return out
}

// anyShroud reports a card in play that shrouds itself or its unit from
// some actions: when none does, no target need be asked about it.
func (s *State) anyShroud() bool {
	has := func(id int) bool {
		t := s.text(id)
		return t != nil && (len(t.Shroud) > 0 || len(t.ShroudUnit) > 0 || len(t.ShroudFollowers) > 0)
	}
	for p := range s.P {
		if slices.ContainsFunc(s.P[p].Play, has) {
			return true
		}
	}
	return slices.ContainsFunc(s.Attached, has)
}

// shrouded reports a card the action may not target: its kind (Ranged,
// Spell, Kiho …) named by the card's Shroud, or its unit's ShroudUnit.
func (s *State) shrouded(x *Ctx, id int) bool {
	if x.A == nil {
		return false
	}
	var kinds []string // counted only for a card that shrouds itself: few do
	hit := func(of int, list func(*Text) []string) bool {
		t := s.text(of)
		if t == nil || len(list(t)) == 0 {
			return false
		}
		if kinds == nil {
			kinds = x.A.kinds(s, x.Self)
		}
		return slices.ContainsFunc(list(t), func(k string) bool { return slices.Contains(kinds, k) })
	}
	if hit(id, func(t *Text) []string { return t.Shroud }) {
		return true
	}
	u := s.unitOf(id)
	if hit(u, func(t *Text) []string { return t.ShroudUnit }) {
		return true
	}
	if u != id && s.typeOf(id) == "follower" && hit(u, func(t *Text) []string { return t.ShroudFollowers }) {
		return true
	}
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == u && hit(a, func(t *Text) []string { return t.ShroudUnit }) {
			return true
		}
	}
	return false
}

// kinds are what an action is, for what shrouds a card from it: its
// keywords and its card's (LE-ABILITY-4), Ranged for a Ranged Attack,
// Spell for an action on a Spell or a Kiho (LE-KIHO-1).
func (a *Ability) kinds(s *State, card int) []string {
	k := a.Keywords
	if d := s.def(card); d != nil && len(d.Keywords) > 0 { // LE-ABILITY-4: its card's too
		k = append(k[:len(k):len(k)], d.Keywords...)
	}
	if a.ranged() {
		k = append(k[:len(k):len(k)], "Ranged")
	}
	if s.typeOf(card) == "spell" || slices.Contains(k, "Kiho") {
		k = append(k[:len(k):len(k)], "Spell")
	}
	return k
}

// atBattle reports a card at the current battlefield.
func (s *State) atBattle(id int) bool {
	c := &s.Cards[id]
	return (c.Zone == ZBattle || c.Zone == ZField) && int(c.Prov) == s.Attack.Battle
}

// handBesides is how many cards the action's player holds besides the
// action's own card.
func (s *State) handBesides(x *Ctx) int {
	n := len(s.P[x.P].Hand)
	if slices.Contains(s.P[x.P].Hand, x.Self) {
		n--
	}
	return n
}
