package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// Provinces (LE-AREA-2, LE-AREA-3, LE-STRONGHOLD-1): their strength,
// their Regions (LE-REGION-1), refilling them from the Dynasty deck,
// and their destruction.

// regionOf is a Region attached to p's Province n once it has all the
// Regions it may take (one; two by The Khol Wall), or -1 while it has room.
func (s *State) regionOf(p, n int) int {
	room := 1
	if t := s.text(s.P[p].Stronghold); t != nil && t.TwoRegions {
		room = 2 // The Khol Wall
	}
	for _, id := range s.P[p].Regions {
		if int(s.Cards[id].Prov) == n && !s.freeRegion(id) {
			if room--; room == 0 {
				return id
			}
		}
	}
	return -1
}

// regionsAt lists every Region attached to p's Province n.
func (s *State) regionsAt(p, n int) []int {
	var out []int
	for _, id := range s.P[p].Regions {
		if int(s.Cards[id].Prov) == n {
			out = append(out, id)
		}
	}
	return out
}

// freeRegion reports a Region that does not count against its
// Province's one.
func (s *State) freeRegion(id int) bool {
	t := s.text(id)
	return t != nil && t.FreeRegion
}

// refill fills p's empty Provinces face down from the Dynasty deck
// (LE-AREA-2).
func (s *State) refill(p int) {
	for _, pr := range s.P[p].Provinces {
		s.refillOne(p, pr.Number)
	}
}

// refillOne fills p's Province n if it is empty; when a Reaction may
// come before (The Shogun's Barracks), after it.
func (s *State) refillOne(p, n int) {
	pl := &s.P[p]
	pr := s.Province(p, n)
	if pr == nil || pr.Destroyed || pr.Card >= 0 || len(pl.DynastyDeck) == 0 {
		return
	}
	if s.holds&holdsBeforeRefill != 0 && s.refillHeld(p, n) {
		return
	}
	s.refillNow(p, n)
}

// refillNow fills p's empty Province n from the top of his Dynasty deck,
// face down (face up where an effect says so).
func (s *State) refillNow(p, n int) {
	pl := &s.P[p]
	pr := s.Province(p, n)
	if pr == nil || pr.Destroyed || pr.Card >= 0 || len(pl.DynastyDeck) == 0 {
		return
	}
	id := pl.DynastyDeck[0]
	pl.DynastyDeck = pl.DynastyDeck[1:]
	pr.Card = id
	c := &s.Cards[id]
	c.Inst++
	c.Zone, c.Facedown, c.Prov = ZProvince, true, int8(pr.Number)
	if s.takeFaceUpMark(p, n) {
		c.Facedown = false
		s.Say(s.Title(id), " is refilled face up")
	}
	if s.holds&holdsOpenProvinces != 0 {
		s.refilledOpen(p, id)
	}
}

// Province is p's Province numbered n, or nil.
func (s *State) Province(p, n int) *Province {
	for i := range s.P[p].Provinces {
		if s.P[p].Provinces[i].Number == n {
			return &s.P[p].Provinces[i]
		}
	}
	return nil
}

// ProvincesLeft counts p's Provinces not destroyed.
func (s *State) ProvincesLeft(p int) int {
	n := 0
	for _, pr := range s.P[p].Provinces {
		if !pr.Destroyed {
			n++
		}
	}
	return n
}

// destroyProvince destroys one of p's Provinces: its card is discarded
// (LE-AREA-3).
func (s *State) destroyProvince(p, n int) bool {
	pr := s.Province(p, n)
	if pr == nil || pr.Destroyed {
		return false
	}
	lostUse := useKey(s.P[p].Stronghold, provincesLostUse)
	if s.Used("turn", lostUse) > 0 && s.unmark("naga-storm") { // the Naga Storm: a second Province lost in a turn
		s.Say("the destruction of ", s.Names[p], "'s Province ", strconv.Itoa(n), " is negated")
		return false
	}
	s.Use("turn", lostUse)
	if pr.Card >= 0 {
		s.toDiscard(pr.Card, false)
	}
	for _, r := range append(s.regionsAt(p, n), s.fortificationsAt(p, n)...) {
		s.toDiscard(r, true) // what is attached to it is destroyed
	}
	for id := range s.Cards { // and what lies face down beneath it is discarded
		if c := &s.Cards[id]; c.Zone == ZBeneath && int(c.Owner) == p && int(c.Prov) == n {
			s.toDiscard(id, false)
		}
	}
	pr.Destroyed, pr.Card = true, -1
	s.Say(s.Names[p], "'s Province ", strconv.Itoa(n), " is destroyed")
	for _, id := range slices.Clone(s.P[p].Play) {
		if t := s.text(id); t != nil && t.ProvinceLost != nil && s.inPlay(id) {
			t.ProvinceLost(&Ctx{S: s, P: p, Self: id})
		}
	}
	by, army, more := -1, []int(nil), 0
	if s.Attack.Active && s.Attack.Defender == p {
		by, army = s.Attack.Attacker, s.army(n, true)
		more = s.ProvincesLeft(p) + 1 - s.ProvincesLeft(by) // how many more the owner had than the Attacker, before
	}
	s.boasted(p, n, army)
	s.fire(engine.Event{Kind: OnProvinceDestroyed, Player: p, N: n, Source: by, Cards: army, M: more})
	return true
}

// boasted carries out a Boastful Proclamation on a Province its battle's
// resolution destroyed: each Personality of the attacking army gets a
// +1F token, and the Attacker may draw a card.
func (s *State) boasted(p, n int, army []int) {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == "boast" && l.Player == p && l.N == n && len(army) > 0 {
			x := &Ctx{S: s, P: s.Attack.Attacker, Self: l.Cards[0]}
			for _, u := range army {
				x.Token(u, 1, 0)
			}
			x.Ask(x.P, "may-draw", 1, 1)
			return
		}
	}
}

// ProvinceStrength is the strength of p's Provinces (LE-STRONGHOLD-1).
func (s *State) ProvinceStrength(p int) int {
	return max(0, s.strongholdStat(p, func(d *carddb.Def) int { return d.ProvinceStrength }))
}

// Strength is the strength of p's Province n now: the Stronghold's, with
// the bonuses and penalties on it or on all p's Provinces, and its
// Region's trait; never below 0 (LE-BONUS-2).
func (s *State) Strength(p, n int) int {
	v := s.ProvinceStrength(p)
	key := provinceLabel(n)
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efProvince && l.Player == p && (l.Label == key || l.Label == "") {
			v += l.N
		}
	}
	for _, r := range s.regionsAt(p, n) {
		if t := s.text(r); t != nil {
			v += t.Strength
			if s.Cards[r].Bowed {
				v += t.StrengthBowed
			}
		}
	}
	for q := range s.P { // a Stronghold's trait on Provinces (Watchtower of the East)
		if sh := s.P[q].Stronghold; sh >= 0 {
			if t := s.text(sh); t != nil && t.StrengthOf != nil {
				v += t.StrengthOf(&Ctx{S: s, P: q, Self: sh}, p, n)
			}
		}
	}
	return max(0, v)
}

// kRefill refills a Province once the Reactions before it are taken
// (Player: its owner; N: its number).
const kRefill = "refill"

// refillHeld opens the Reactions before p's Province n refills, when any
// could be taken, and reports whether the refill waits for them.
func (s *State) refillHeld(p, n int) bool {
	ev := engine.Event{Kind: OnBeforeRefill, Player: p, N: n}
	if !s.mayReact(&ev) {
		return false
	}
	s.PushEvent(engine.Frame{Kind: kRefill, Player: p, N: n}, ev)
	return true
}

func refillFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage == 0 {
		f.Stage = 1
		s.PushEvent(engine.Frame{Kind: kReactions}, *f.Ev)
		return engine.Again
	}
	s.refillNow(f.Player, f.N)
	return engine.Done
}

// refillFaceUpMark marks, on a player's Stronghold, the Province about to
// refill as refilling face up.
const refillFaceUpMark = "refill-face-up"

// RefilledFaceUp has the Province whose refill a Reaction answers refill
// face up.
func (x *Ctx) RefilledFaceUp() {
	x.S.addEffect(efMark, x.Ev.Player, []int{x.S.P[x.Ev.Player].Stronghold}, x.Ev.N, refillFaceUpMark, UntilTurn)
}

// takeFaceUpMark ends the mark that has p's Province n refill face up,
// reporting whether there was one.
func (s *State) takeFaceUpMark(p, n int) bool {
	if !s.anyEffect(efMark) {
		return false
	}
	sh := s.P[p].Stronghold
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == refillFaceUpMark && l.N == n && len(l.Cards) == 1 && l.Cards[0] == sh {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return true
		}
	}
	return false
}

// singularRegionHeld reports a Region that may not join p for a Region
// of its title he controls already: a non-Unique Region is Singular
// (LE-SINGULAR-1).
func (s *State) singularRegionHeld(p, id int) bool {
	d := s.def(id)
	if d.Unique && !d.HasKeyword("Singular") {
		return false
	}
	return slices.ContainsFunc(s.P[p].Regions, func(r int) bool { return r != id && s.Title(r) == d.Title })
}
