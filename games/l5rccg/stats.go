package l5rccg

import (
	"slices"
	"strconv"
	"strings"

	"tessen/games/l5rccg/carddb"
)

// Force and Chi as computed (LE-STAT-1, LE-BONUS-1): a card's current
// values from its printed ones and every bonus and penalty on it, a
// unit's total (LE-UNIT-2), a side's at a battlefield (LE-4.5-TOTALS),
// and the keywords and traits a card has now.

// hasKeyword reports a keyword or trait the card has: printed, given by
// an attachment or its own trait, or by a lasting effect, and not taken
// away by one.
func (s *State) hasKeyword(id int, k string) bool {
	d := s.def(id)
	if d == nil {
		return false
	}
	has := d.HasKeyword(k)
	if len(k) == len("Human") || len(k) == len("Infantry") { // asked first, as most keywords are neither
		switch { // LE-KEYWORD-2: Human unless Nonhuman, Infantry unless Cavalry
		case strings.EqualFold(k, "Human") && (d.Type == "personality" || d.Type == "follower"):
			return !s.hasKeyword(id, "Nonhuman")
		case strings.EqualFold(k, "Infantry") && (d.Type == "personality" || d.Type == "follower"):
			return !s.hasKeyword(id, "Cavalry")
		}
	}
	if !has && s.Cards[id].Zone != ZNone {
		if t := s.text(id); t != nil && t.Keywords != nil {
			has = slices.ContainsFunc(t.Keywords(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}), func(g string) bool { return strings.EqualFold(g, k) })
		}
		for i := 0; !has && s.holds&holdsGrants != 0 && i < len(s.Attached); i++ {
			if a := s.Attached[i]; int(s.Cards[a].Parent) == id {
				if t := s.text(a); t != nil && len(t.Grants) > 0 {
					has = slices.ContainsFunc(t.Grants, func(g string) bool { return strings.EqualFold(g, k) })
				}
			}
		}
		if !has && s.holds&holdsArmyGrants != 0 {
			has = s.grantedMine(id, k)
		}
		if c := &s.Cards[id]; !has && c.Zone == ZAttached && s.holds&holdsGrants != 0 { // Tsurayuki's Storm Riders
			if t := s.text(int(c.Parent)); t != nil && t.GrantsAttached != nil {
				has = slices.ContainsFunc(t.GrantsAttached(&Ctx{S: s, P: int(c.Controller), Self: int(c.Parent)}, id), func(g string) bool { return strings.EqualFold(g, k) })
			}
		}
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; (l.Kind == efKeyword || l.Kind == efUnkeyword) && strings.EqualFold(l.Label, k) && slices.Contains(l.Cards, id) {
			switch l.Kind {
			case efKeyword:
				has = true
			case efUnkeyword:
				return false
			}
		}
	}
	return has
}

// unitForce is a unit's total Force (LE-UNIT-2): 0 with its Personality
// bowed, else the Personality's and each unbowed Follower's.
func (s *State) unitForce(id int) int {
	if s.Cards[id].Bowed && !s.bowedCounts(id) {
		return 0
	}
	n := s.Force(id)
	for _, a := range s.Attachments(id) {
		if d := s.def(a); d != nil && d.Type == "follower" && (!s.Cards[a].Bowed || s.neElite(a)) {
			n += s.Force(a)
		}
	}
	return n
}

// bowedCounts reports a bowed Personality who contributes his Force all
// the same: a Ninja whose player has Shinjitsu in play.
func (s *State) bowedCounts(id int) bool {
	if s.marked(id, efMark, "smile") || s.neElite(id) { // Shinsei's Smile; NE-ELITE
		return true
	}
	p := s.Cards[id].Controller
	return s.hasKeyword(id, "Ninja") && s.withAttachment(func(b int) bool { return s.Cards[b].Controller == p }, func(t *Text) bool { return t.BowedNinja })
}

// Force is a card's current Force: for a Personality its own with the
// signed Force of its Items and Spells, bowed or not (LE-STAT-2); never
// below 0 (LE-BONUS-2).
func (s *State) Force(id int) int {
	return s.stat(id, func(d *carddb.Def) int { return d.Force }, efForce)
}

// Chi is a card's current Chi, as Force.
func (s *State) Chi(id int) int { return s.stat(id, func(d *carddb.Def) int { return d.Chi }, efChi) }

func (s *State) stat(id int, of func(*carddb.Def) int, kind string) int {
	return s.statWith(id, of, kind, false)
}

// chiBonusesOnly is a card's Chi with every penalty upon it ignored: its
// printed Chi and its bonuses (an Item's signed Chi among them).
func (s *State) chiBonusesOnly(id int) int {
	return s.statWith(id, func(d *carddb.Def) int { return d.Chi }, efChi, true)
}

// statWith is a card's stat, its penalties ignored when bonusesOnly.
func (s *State) statWith(id int, of func(*carddb.Def) int, kind string, bonusesOnly bool) int {
	d := s.def(id)
	if d == nil || !s.hasStats(id) { // LE-STAT-3: a value it does not have is 0
		return 0
	}
	part := func(v int) int {
		if bonusesOnly && v < 0 {
			return 0
		}
		return v
	}
	n := of(d) + part(s.auras(id, kind))
	if bonusesOnly {
		n += s.lastingBonuses(id, kind)
	} else {
		n += s.lasting(id, kind)
	}
	if t := s.text(id); t != nil && t.Stat != nil && s.inPlay(id) {
		f, c := t.Stat(s.borrow(int(s.Cards[id].Controller), id))
		s.giveBack()
		if kind == efForce {
			n += part(f)
		} else {
			n += part(c)
		}
	}
	least := 0
	if d.Type == "personality" {
		for _, a := range s.Attached { // not Attachments: every state check asks, and it would allocate
			if int(s.Cards[a].Parent) == id {
				if ad := s.def(a); ad != nil && (ad.Type == "item" || ad.Type == "spell") {
					n += part(of(ad))
				}
				if t := s.text(a); t != nil && kind == efChi && t.MinChi > least {
					least = t.MinChi // LE-BONUS-2: a minimum applied last
				}
			}
		}
	}
	if kind == efForce && d.Type == "personality" && s.holds&holdsEnlightened != 0 && s.inPlay(id) && s.hasKeyword(id, "Enlightened") {
		n += part(s.ringsInPlay()) // LE-ENLIGHTENED-1
	}
	if kind == efForce && d.Type == "personality" && s.holds&holdsMaxForce != 0 {
		n = s.forceCap(id, n)
	}
	return max(least, n)
}

// forceCap applies the cap a Sensei puts on its player's Personalities'
// Force while they have no Followers (Masagaro Sensei), last.
func (s *State) forceCap(id, n int) int {
	p := int(s.Cards[id].Controller)
	if p < 0 || !s.inPlay(id) {
		return n
	}
	t := s.senseiText(p)
	if t == nil || t.MaxForceAlone == 0 || n <= t.MaxForceAlone {
		return n
	}
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == id && s.typeOf(a) == "follower" {
			return n
		}
	}
	return t.MaxForceAlone
}

// armyForce totals an army (LE-4.5-TOTALS: counted once).
// sideForce is a side's total Force at a battlefield: its army's, with
// what raises the army's total (efArmy).
func (s *State) sideForce(prov int, attacking bool) int {
	n := s.armyForce(s.army(prov, attacking))
	if s.anyEffect(efArmy) {
		leader := s.Attack.Defender
		if attacking {
			leader = s.Attack.Attacker
		}
		key := provinceLabel(prov)
		for i := range s.Effects.List {
			if l := &s.Effects.List[i]; l.Kind == efArmy && l.Player == leader && l.Label == key {
				n += l.N
			}
		}
	}
	return n
}

// RaiseArmy raises the total Force of the army a unit is in at its
// battlefield, until the battle ends ("raise his army's total Force by
// 5").
func (x *Ctx) RaiseArmy(id, n int) {
	prov := x.Location(id)
	if prov == 0 {
		return
	}
	leader := x.S.Attack.Defender
	if x.Attacking(id) {
		leader = x.S.Attack.Attacker
	}
	x.S.addEffect(efArmy, leader, nil, n, provinceLabel(prov), UntilBattle)
	x.S.Say(x.S.Names[leader], "'s army at Province ", strconv.Itoa(prov), " has ", signed(n), " total Force")
}

func (s *State) armyForce(units []int) int {
	n := 0
	for _, id := range units {
		n += s.unitForce(id)
	}
	return n
}

// grantedMine reports a keyword a card in play of its controller's gives
// the card (Text.GrantsMine).
func (s *State) grantedMine(id int, k string) bool {
	p := int(s.Cards[id].Controller)
	if p < 0 || !s.inPlay(id) {
		return false
	}
	for _, g := range s.P[p].Play {
		if t := s.text(g); t != nil && t.GrantsMine != nil {
			if slices.ContainsFunc(t.GrantsMine(&Ctx{S: s, P: p, Self: g}, id), func(w string) bool { return strings.EqualFold(w, k) }) {
				return true
			}
		}
	}
	return false
}

// hasStats reports a card that has Force and Chi: a Personality, or a
// Follower, Item or Spell, whose values go to its Personality.
func (s *State) hasStats(id int) bool {
	switch s.typeOf(id) {
	case "personality", "follower", "item", "spell":
		return true
	}
	return false
}

// ringsInPlay counts the Rings in play, anyone's.
func (s *State) ringsInPlay() int {
	n := 0
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if s.typeOf(id) == "ring" {
				n++
			}
		}
	}
	return n
}
