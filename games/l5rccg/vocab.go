package l5rccg

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// The vocabulary's verbs, for the cards' effects.

// Destroy destroys a card in play.
func (x *Ctx) Destroy(id int) { x.S.destroyBy(x.P, x.Self, id, ByEffect) }

// MoveHome moves a unit at a battlefield home, unbowed (not assigning).
func (x *Ctx) MoveHome(id int) {
	if c := &x.S.Cards[id]; c.Zone == ZBattle {
		if x.S.unmovable(x.P, id) || x.P != int(c.Controller) && x.S.withAttachment(func(b int) bool { return b == id }, func(t *Text) bool { return t.NoMoveHome }) {
			x.S.Say("the movement of ", x.S.Title(id), " is negated")
			return
		}
		from := int(c.Prov)
		c.Zone, c.Prov = ZHome, 0
		x.S.Say(x.S.Title(id), " moves home")
		x.S.moved(id, 0, x.P, from)
	}
}

// unmovable reports a unit that p's effects may not move: none while
// movement is frozen (Winter Warfare), and another player's that a card
// of his protects (Moto Chagatai's Unicorn Clan Personalities).
func (s *State) unmovable(p, id int) bool {
	if s.frozen() {
		return true
	}
	if s.marked(id, efMark, "stays") { // A Test of Courage: this action will not move him
		return true
	}
	q := int(s.Cards[id].Controller)
	if p == q || p < 0 {
		return false
	}
	for _, c := range s.P[q].Play {
		if t := s.text(c); t != nil && t.Unmoved != nil && t.Unmoved(&Ctx{S: s, P: q, Self: c}, id) {
			return true
		}
	}
	return false
}

// moved is what follows a unit's move: the traits that watch moves, then
// the Reactions to it. The window is pushed first so that whatever the
// traits ask is answered before it opens (docs/rulings.md).
func (s *State) moved(id, to, mover, from int) {
	s.remember(id, to)
	if to > 0 && to == s.Attack.Battle && int(s.Cards[id].Controller) == s.Attack.Defender {
		s.Use("battle", useKey(s.P[s.Attack.Defender].Stronghold, defendedUse))
	}
	s.fire(engine.Event{Kind: OnMoved, Player: int(s.Cards[id].Controller), Cards: engine.One(id), N: to, M: mover + 1, Source: from})
	for p := range s.P {
		for _, c := range slices.Clone(s.P[p].Play) {
			if t := s.text(c); t != nil && t.Moved != nil && s.inPlay(c) {
				t.Moved(&Ctx{S: s, P: p, Self: c}, id, to)
			}
		}
	}
}

// BowFollowers bows every Follower in a unit.
func (x *Ctx) BowFollowers(id int) {
	for _, a := range x.S.Attachments(id) {
		if d := x.S.def(a); d != nil && d.Type == "follower" && !x.S.Cards[a].Bowed {
			x.S.Cards[a].Bowed = true
			x.S.Say(x.S.Title(a), " bows")
		}
	}
}

// GainHonor changes a player's Family Honor. A gain from an action that
// targeted, or was performed by, Dishonored Personalities of the player's,
// from a card in a unit one of them leads, or from the result of a duel
// one of them fought, restores them to Honor instead (LE-DISHONOR-4).
func (x *Ctx) GainHonor(p, n int) {
	if n > 0 {
		from := append([]int{x.S.performer(x), x.S.unitOf(x.Self)}, x.Targets...)
		if d := &x.S.Duel; d.Active && d.Resolved {
			from = append(from, d.Challenger, d.Challenged)
		}
		if x.S.restoreInstead(p, from) {
			return
		}
	}
	if n < 0 && x.A != nil {
		if who := x.S.seppukuCandidates(x, p); len(who) > 0 { // LE-SEPPUKU-1: held for the Reaction
			why := ""
			if t := x.S.publicTitle(x.Self); t != "" {
				why = "by " + t
			}
			x.S.Push(engine.Frame{Kind: kHonorLoss, Player: p, N: -n, Cards: who, Labels: []string{why}})
			return
		}
	}
	x.S.gainFrom(p, n, x.Self)
}

// StartChi is a duelling Personality's Chi as its duel began.
func (x *Ctx) StartChi(id int) int {
	if id == x.S.Duel.Challenger {
		return x.S.Duel.StartChi[0]
	}
	return x.S.Duel.StartChi[1]
}

// RangedAttack destroys its target if its strength is at least the
// target's own Force (LE-RANGED-1).
func (x *Ctx) RangedAttack(strength, target int) {
	if !x.S.inPlay(target) {
		return
	}
	strength -= x.S.screen(target)
	if strength >= x.S.Force(target) {
		x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack hits ", x.S.Title(target))
		x.S.destroyBy(x.P, x.Self, target, ByRanged)
		return
	}
	x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack fails against ", x.S.Title(target))
}

// Fear bows each Follower in the target unit whose Force is at most its
// strength, but Undead ones (LE-FEAR-1).
func (x *Ctx) Fear(strength, unit int) {
	s := x.S
	u := s.unitOf(unit)
	sameArmy := func(of int) func(int) bool {
		return func(b int) bool { return s.Cards[b].Zone == ZBattle && s.atBattle(b) && !s.opposes(b, of) }
	}
	if s.atBattle(u) {
		for _, a := range s.Attached { // Daitan: Fear upon cards of its army is weaker
			if t := s.text(a); t != nil && t.FearShield > 0 && sameArmy(u)(int(s.Cards[a].Parent)) {
				strength -= t.FearShield
			}
		}
	}
	if src := s.unitOf(x.Self); s.atBattle(src) && s.withAttachment(sameArmy(src), func(t *Text) bool { return t.FearAll }) {
		x.fear(strength, u, true) // Nokemono: Personalities frightened as Followers
		return
	}
	x.fear(strength, u, false)
}

// fear bows the Followers of a unit whose Force is at most the strength,
// and its Personality too when Fear affects Personalities as Followers.
func (x *Ctx) fear(strength, unit int, personalities bool) {
	x.FearBy(unit, func(int) int { return strength })
	if personalities {
		x.frighten(unit, strength)
	}
}

// Card is a card's state, for filters.
func (x *Ctx) Card(id int) *Card { return &x.S.Cards[id] }

// Type is a card's type.
func (x *Ctx) Type(id int) string {
	if d := x.S.def(id); d != nil {
		return d.Type
	}
	return ""
}

// UnitForce is a unit's total Force.
func (x *Ctx) UnitForce(id int) int { return x.S.unitForce(id) }

// AtBattle reports a card at the current battlefield.
func (x *Ctx) AtBattle(id int) bool { return x.S.atBattle(id) }

// screen is what Ranged Attacks against a card lose (Text.Screen on the
// cards of its unit).
func (s *State) screen(id int) int {
	u, n := s.unitOf(id), 0
	for _, c := range append([]int{u}, s.Attachments(u)...) {
		if t := s.text(c); t != nil {
			n += t.Screen
		}
	}
	if c := &s.Cards[u]; c.Zone == ZBattle { // what shields the whole army (Isawa Sotatsu)
		for _, o := range s.army(int(c.Prov), s.attacking(u)) {
			if t := s.text(o); t != nil && t.ArmyScreen != nil {
				n += t.ArmyScreen(&Ctx{S: s, P: int(s.Cards[o].Controller), Self: o})
			}
		}
	}
	return n
}

// Give gives a card a Force and Chi bonus or penalty until a timing
// point: "" for an effect that says not how long it lasts, which lasts
// until the turn ends (LE-DURATION-1); a card's printed bonus (a
// Follower's Force, an Item's signed stats) is no effect of this kind.
func (x *Ctx) Give(id, force, chi int, until string) {
	if force > 0 && x.S.inPlay(id) {
		if t := x.S.text(id); t != nil && t.BonusPlus && x.S.unitOf(x.Self) != x.S.unitOf(id) {
			force++ // Kaiu Hisayuki: a bonus from outside his unit
		}
	}
	if chi < 0 && x.S.holds&holdsDelayers != 0 && x.S.inPlay(id) { // the Reactions before a Chi penalty first (Kyuden Toketsu)
		if ev := (engine.Event{Kind: OnBeforePenalty, Player: x.P, Cards: engine.One(id), N: chi, Source: x.Self}); x.S.mayReact(&ev) {
			until = lastsFor(until)
			x.S.Push(engine.Frame{Kind: kHeld, Player: x.P, Card: x.Self, Cards: engine.One(id), N: chi, Labels: []string{heldPenalty, until}})
			chi = 0
		}
	}
	if x.S.modify(x.P, x.Self, id, force, chi, until) {
		x.S.Say(x.S.Title(id), " gets ", signed(force), "F/", signed(chi), "C")
		x.S.fire(engine.Event{Kind: OnGiven, Player: x.P, Cards: engine.One(id), N: force, M: chi, Source: x.Self})
	}
}

// Token gives a card a "#F/#C" token (LE-TOKEN-1): a bonus or penalty
// that lasts while the card stays in play.
func (x *Ctx) Token(id, force, chi int) {
	if x.S.modify(x.P, x.Self, id, force, chi, UntilToken) {
		x.S.Say(x.S.Title(id), " takes a ", signed(force), "F/", signed(chi), "C token")
	}
}

// modify adds p's Force and Chi effects, from a card's (source; -1
// none), on a card in play, reporting whether it was there to take them:
// a card with no Force and Chi (a Holding, a Stronghold) takes none
// (LE-STAT-3). An effect that says not how long it lasts ("" here) lasts
// until the turn ends (LE-DURATION-1), as every other kind does.
func (s *State) modify(p, source, id, force, chi int, until string) bool {
	if !s.inPlay(id) || !s.hasStats(id) {
		return false
	}
	until = lastsFor(until)
	for _, m := range [2]struct {
		kind string
		n    int
	}{{efForce, force}, {efChi, chi}} {
		if m.n != 0 {
			s.Effects.Add(engine.Lasting{Kind: m.kind, Source: source + 1, Player: p, Cards: []int{id}, N: m.n, Until: until})
		}
	}
	return true
}

// suppressedMark marks a Force bonus reduced to +0F (N: its Seq) until
// the turn ends (In Search of the Future).
const suppressedMark = "suppressed"

// SuppressForceBonuses reduces to +0F, until the turn ends, the Force
// bonuses upon the cards at a battlefield, but those a card gave itself or
// a card of its own unit.
func (x *Ctx) SuppressForceBonuses(prov int) {
	s := x.S
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind != efForce || l.N <= 0 || len(l.Cards) != 1 {
			continue
		}
		id := l.Cards[0]
		if !s.inPlay(id) || x.Location(id) != prov || s.Cards[s.unitOf(id)].Zone != ZBattle {
			continue
		}
		if src := l.Source - 1; src >= 0 && s.inPlay(src) && (src == id || s.unitOf(src) == s.unitOf(id)) {
			continue // a card's own, or its unit's
		}
		s.addEffect(efMark, x.P, []int{id}, l.Seq, suppressedMark, UntilTurn)
	}
	s.Say("the Force bonuses at the battlefield are reduced to +0F")
}

// suppressed reports a Force bonus on a card reduced to +0F.
func (s *State) suppressed(id, seq int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == suppressedMark && l.N == seq && len(l.Cards) == 1 && l.Cards[0] == id {
			return true
		}
	}
	return false
}

// signed writes a modifier with its sign.
func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// GiveKeyword gives a card a keyword until a timing point.
func (x *Ctx) GiveKeyword(id int, k, until string) {
	if t := x.S.text(id); t != nil && slices.Contains(t.NeverGains, k) {
		x.S.Say(x.S.Title(id), " will not gain ", k)
		return
	}
	if x.S.inPlay(id) {
		x.S.addEffect(efKeyword, x.P, []int{id}, 0, k, until)
		x.S.Say(x.S.Title(id), " gains ", k)
	}
}

// RemoveKeyword takes a keyword from a card until a timing point.
func (x *Ctx) RemoveKeyword(id int, k, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efUnkeyword, x.P, []int{id}, 0, k, until)
		x.S.Say(x.S.Title(id), " loses ", k)
	}
}

// Mark records something of a card until a timing point ("has been
// targeted by Wounded in Battle this turn"); Marked asks.
func (x *Ctx) Mark(id int, what, until string) { x.S.addEffect(efMark, x.P, []int{id}, 0, what, until) }

// Marks lists the amounts of the marks of a label on a card, one for
// each (what the game keeps: Text.RemembersFallen).
func (x *Ctx) Marks(id int, what string) []int {
	var out []int
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == what && slices.Contains(l.Cards, id) {
			out = append(out, l.N)
		}
	}
	return out
}
func (x *Ctx) Marked(id int, what string) bool { return x.S.marked(id, efMark, what) }

// Bow bows a card; Straighten straightens it.
func (x *Ctx) Bow(id int) { x.S.bowBy(x.P, x.Self, id) }

func (x *Ctx) Straighten(id int) {
	if c := &x.S.Cards[id]; c.Bowed && x.S.inPlay(id) {
		c.Bowed = false
		x.S.Say(x.S.Title(id), " straightens")
	}
}

// Dishonor and Rehonor change a Personality's Honorable status.
func (x *Ctx) Dishonor(id int) { x.S.dishonor(id) }
func (x *Ctx) Rehonor(id int)  { x.S.rehonor(id) }

// Draw draws cards from a player's Fate deck.
func (x *Ctx) Draw(p, n int) {
	x.S.draw(p, n)
	x.S.Say(x.S.Names[p], " draws ", strconv.Itoa(n))
}

// Controller is who controls a card.
func (x *Ctx) Controller(id int) int { return int(x.S.Cards[id].Controller) }

// Mine reports a card the acting player controls.
func (x *Ctx) Mine(id int) bool { return x.Controller(id) == x.P }

// Has reports a keyword or trait the card has now.
func (x *Ctx) Has(id int, k string) bool { return x.S.hasKeyword(id, k) }

// Force, Chi and PersonalHonor are a card's current stats; Gold its
// printed Gold Cost; Focus its Focus Value.
func (x *Ctx) Force(id int) int         { return x.S.Force(id) }
func (x *Ctx) Chi(id int) int           { return x.S.Chi(id) }
func (x *Ctx) PersonalHonor(id int) int { return x.S.personalHonor(id) }
func (x *Ctx) Gold(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Gold
	}
	return 0
}
func (x *Ctx) Focus(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Focus
	}
	return 0
}

// Personality reports a Personality in play.
func (x *Ctx) Personality(id int) bool { return x.S.isPersonality(id) && x.S.inPlay(id) }

// Attacking and Defending report a card in the attacking or defending
// army at a battlefield; Opposed, a unit with an opposing unit at its
// battlefield; InArmy, a card at any battlefield.
func (x *Ctx) Attacking(id int) bool { return x.S.attacking(id) }

func (x *Ctx) Defending(id int) bool { return x.S.defending(id) }

func (x *Ctx) InArmy(id int) bool { return x.S.Cards[x.S.unitOf(id)].Zone == ZBattle }

// extorted marks a Personality (Player: the one who extorted him) who,
// until he is rehonored, is not assigned nor moves to attack that
// player's Provinces, and whose actions do not target that player's
// cards (Extortion).
const extorted = "extorted"

// Extort marks a Personality extorted by the player taking the action.
func (x *Ctx) Extort(id int) { x.S.addEffect(efMark, x.P, []int{id}, 0, extorted, UntilGame) }

// CreateOnEntry has a card created and attached to a Personality as he
// enters play this turn ("create and attach a Weapon to him after he
// enters play").
func (x *Ctx) CreateOnEntry(person int, def string) {
	x.S.addEffect(efArmOnEntry, x.P, []int{person}, x.Self+1, def, UntilTurn) // N: the card whose effect it is, + 1
}

// UnitsAt lists p's units at the battlefield of Province prov.
func (x *Ctx) UnitsAt(p, prov int) []int {
	var out []int
	for _, id := range x.S.P[p].Play {
		if c := &x.S.Cards[id]; c.Zone == ZBattle && int(c.Prov) == prov {
			out = append(out, id)
		}
	}
	return out
}

// Regions lists the Regions attached to p's Province n.
func (x *Ctx) Regions(p, n int) []int { return x.S.regionsAt(p, n) }

// IsInPlay reports a card in play (an Event too, once it entered play).
func (x *Ctx) IsInPlay(id int) bool { return x.S.inPlay(id) }

func (x *Ctx) Opposed(id int) bool { return len(x.Opposing(id)) > 0 }

// Opposing lists the units opposing a card's unit at its battlefield.
func (x *Ctx) Opposing(id int) []int {
	u := x.S.unitOf(id)
	c := &x.S.Cards[u]
	if c.Zone != ZBattle {
		return nil
	}
	var out []int
	for p := range x.S.P {
		for _, o := range x.S.P[p].Play {
			if oc := &x.S.Cards[o]; oc.Zone == ZBattle && oc.Prov == c.Prov && x.Attacking(o) != x.Attacking(u) {
				out = append(out, o)
			}
		}
	}
	return out
}

// Army lists the units in a card's army: those of its side at its
// battlefield (none at home).
func (x *Ctx) Army(id int) []int {
	u := x.S.unitOf(id)
	c := &x.S.Cards[u]
	if c.Zone != ZBattle {
		return nil
	}
	var out []int
	for p := range x.S.P {
		for _, o := range x.S.P[p].Play {
			if oc := &x.S.Cards[o]; oc.Zone == ZBattle && oc.Prov == c.Prov && x.Attacking(o) == x.Attacking(u) {
				out = append(out, o)
			}
		}
	}
	return out
}

// InPlay lists the cards in play that p controls (Personalities and
// Holdings); every player's for p < 0.
func (x *Ctx) InPlay(p int) []int {
	if p >= 0 {
		return x.S.P[p].Play
	}
	var out []int
	for q := range x.S.P {
		out = append(out, x.S.P[q].Play...)
	}
	return out
}

// Attachments lists the cards attached to a card.
func (x *Ctx) Attachments(id int) []int { return x.S.Attachments(id) }

// Clan reports a player of a Great Clan's Faction ("crab").
func (x *Ctx) Clan(p int, clan string) bool { return x.S.faction(p) == clan }

// Performer is who performs the action (LE-PERFORM-1), or -1.
func (x *Ctx) Performer() int { return x.S.performer(x) }

// Honor is a player's Family Honor.
func (x *Ctx) Honor(p int) int { return x.S.P[p].Honor }

// Enemy reports a card in the current enemy army (tessen's reading of
// "enemy": in a battle, a card at its battlefield on the side opposing
// the acting player's; outside one, a card another player controls).
func (x *Ctx) Enemy(id int) bool {
	s := x.S
	if !s.inBattle() {
		return x.Controller(id) != x.P
	}
	if !s.atBattle(s.unitOf(id)) {
		return false
	}
	switch s.armySide(x.P) {
	case sideAttacking:
		return x.Defending(id)
	case sideDefending:
		return x.Attacking(id)
	}
	return x.Controller(s.unitOf(id)) != x.P // in neither army
}

// GiveWhileDefending gives a card a Force bonus that counts only while
// it defends, until a timing point.
func (x *Ctx) GiveWhileDefending(id, force int, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efForce, x.P, []int{id}, force, WhileDefending, until)
		x.S.Say(x.S.Title(id), " gets ", signed(force), "F while defending")
	}
}

// Yu is a card's Yu value, 0 without the trait.
func (x *Ctx) Yu(id int) int { return x.S.yu(id) }

// Favor reports the player holding the Imperial Favor; DiscardFavor
// discards it.
func (x *Ctx) Favor(p int) bool { return x.S.Favor == p }
func (x *Ctx) DiscardFavor() {
	if q := x.S.Favor; q >= 0 {
		x.S.Say(x.S.Names[q], " discards the Imperial Favor")
		x.S.Favor = -1
		if q == x.P { // for an effect of his own (A Champion's Heart answers it)
			x.S.fire(engine.Event{Kind: OnFavorDiscarded, Player: q, Source: x.Self})
		}
	}
}

// TakeFavor gives p the Imperial Favor.
func (x *Ctx) TakeFavor(p int) {
	if x.S.severed(p) || x.S.favorGone() {
		return
	}
	x.S.Favor = p
	x.S.Say(x.S.Names[p], " takes the Imperial Favor")
}

// ProvincesLost counts p's destroyed Provinces.
func (x *Ctx) ProvincesLost(p int) int {
	n := 0
	for _, pr := range x.S.P[p].Provinces {
		if pr.Destroyed {
			n++
		}
	}
	return n
}

// MoveTo moves a unit to a location: home (0) or the battlefield at the
// Defender's Province prov.
func (x *Ctx) MoveTo(id, prov int) {
	c := &x.S.Cards[id]
	if c.Zone != ZHome && c.Zone != ZBattle {
		return
	}
	if x.S.unmovable(x.P, id) || prov > 0 && x.S.marked(id, efMark, keptHome) {
		x.S.Say("the movement of ", x.S.Title(id), " is negated")
		return
	}
	if prov == 0 {
		x.MoveHome(id)
		return
	}
	if x.S.armySide(x.Controller(id))&sideAttacking != 0 && x.S.markedBy(id, extorted, x.S.Attack.Defender) {
		x.S.Say(x.S.Title(id), " will not move to attack ", x.S.Names[x.S.Attack.Defender], "'s Provinces")
		return
	}
	if !x.S.joinsBy(x.Controller(id)) { // LE-MULTI-3
		x.S.Say(x.S.Title(id), " may not join an army there")
		return
	}
	if prov == AmbushField { // no other unit goes to an ambush
		x.S.Say(x.S.Title(id), " may not move to the ambush")
		return
	}
	if x.S.secondBattle(id) { // NE-NO-SECOND-BATTLE: by anyone's
		x.S.Say(x.S.Title(id), " has fought in an attacking army this Attack Phase, and moves to no battlefield")
		return
	}
	if x.P == x.Controller(id) && x.S.attackingAgain(id) { // LE-4.4-RETURN: by his own actions
		x.S.Say(x.S.Title(id), " has fought in an attacking army this attack, and may not return to one")
		return
	}
	from := 0
	if c.Zone == ZBattle {
		from = int(c.Prov)
	}
	c.Zone, c.Prov = ZBattle, int8(prov)
	x.S.Say(x.S.Title(id), " moves to the battlefield at Province ", strconv.Itoa(prov))
	x.S.moved(id, prov, x.P, from)
}

// Leading reports the player a leader of the attack under way: the
// Attacker or the Defender (LE-MULTI-4: only they play Formations).
func (x *Ctx) Leading() bool { return x.S.leader(x.P) }

// Location is where a unit (or a Terrain or Formation) is: 0 at home,
// else its battlefield's Province.
func (x *Ctx) Location(id int) int {
	if c := &x.S.Cards[x.S.unitOf(id)]; c.Zone == ZBattle || c.Zone == ZField {
		return int(c.Prov)
	}
	return 0
}

// ControlsTitle reports p controlling a card of a title in play, or as
// a Wind or Sensei beside the Stronghold.
func (x *Ctx) ControlsTitle(p int, title string) bool {
	s := x.S
	for _, id := range append(append([]int{s.P[p].Stronghold}, s.P[p].PreGame...), s.P[p].Play...) {
		if id >= 0 && s.Title(id) == title {
			return true
		}
	}
	return false
}

// DuelOpponent is the Personality facing a card in the duel under way,
// or -1.
func (x *Ctx) DuelOpponent(id int) int {
	d := &x.S.Duel
	switch {
	case !d.Active:
		return -1
	case d.Challenger == id:
		return d.Challenged
	case d.Challenged == id:
		return d.Challenger
	}
	return -1
}

// Bearer is the Personality a card is attached to, or -1.
func (x *Ctx) Bearer() int {
	if c := &x.S.Cards[x.Self]; c.Zone == ZAttached {
		return int(c.Parent)
	}
	return x.S.kihoBearer(x.Self) // a Spell of the hand used as a Kiho: its performer
}

// Hand lists a player's hand.
func (x *Ctx) Hand(p int) []int { return x.S.P[p].Hand }

// Active is the player whose turn it is.
func (x *Ctx) Active() int { return x.S.Active }

// Silence: a card's abilities may not be used until a timing point.
func (x *Ctx) Silence(id int, until string) {
	x.S.addEffect(efSilenced, x.P, []int{id}, 0, "", until)
	x.S.Say(x.S.Title(id), "'s abilities may not be used")
}

// Unique reports a Unique card.
func (x *Ctx) Unique(id int) bool {
	d := x.S.def(id)
	return d != nil && d.Unique
}

// HasKeyword reports a keyword or trait a card has now (for the
// scenario runner and presenters).
func (s *State) HasKeyword(id int, k string) bool { return s.hasKeyword(id, k) }

// PersonalHonor is a Personality's current Personal Honor.
func (s *State) PersonalHonor(id int) int { return s.personalHonor(id) }

// BowAtEnd bows a card when the turn ends; NoStraighten keeps it from
// straightening until after p's next Straighten Phase.
func (x *Ctx) BowAtEnd(id int) { x.BowAfter(id, UntilTurn) }

// BowAfter bows a card as a timing point comes ("after this attack ends,
// bow ...").
func (x *Ctx) BowAfter(id int, until string) { x.S.addEffect(efBowAtEnd, x.P, []int{id}, 0, "", until) }
func (x *Ctx) NoStraighten(id, p int) {
	x.S.addEffect(efNoStraight, x.P, []int{id}, 0, "", untilStraightened(p))
}

// NoStraightenUntil keeps a card from straightening until a timing point
// ("he will not straighten before your next turn begins").
func (x *Ctx) NoStraightenUntil(id int, until string) {
	x.S.addEffect(efNoStraight, x.P, []int{id}, 0, "", until)
}

// DoomFollowers destroys a Personality's Followers as the turn ends.
func (x *Ctx) DoomFollowers(id int) { x.S.addEffect(efDoom, x.P, []int{id}, 0, "", UntilTurn) }

// NoChiDeath keeps a card from being destroyed for 0 Chi until a timing
// point.
func (x *Ctx) NoChiDeath(id int, until string) {
	x.S.addEffect(efNoChiDeath, x.P, []int{id}, 0, "", until)
}

// StrengthBonus gives p's Province n (all p's Provinces for 0) a
// strength bonus or penalty until a timing point.
func (x *Ctx) StrengthBonus(p, n, amount int, until string) {
	until = lastsFor(until)
	x.S.Effects.Add(engine.Lasting{Kind: efProvince, Label: provinceLabel(n), Player: p, N: amount, Until: until})
	x.S.Say(x.S.Names[p], "'s Province strength gets ", signed(amount))
}

// UntilTurnOf is the timing point at which p's next turn begins.
func (x *Ctx) UntilTurnOf(p int) string { return untilTurnOf(p) }

// TakeControl gives p control of a unit in play: it goes to p's home,
// or, if it is in an army and to join p's army, stays at its battlefield
// on p's side (LE-CONTROL-1).
func (x *Ctx) TakeControl(id, p int, joinArmy bool) {
	s := x.S
	c := &s.Cards[id]
	if int(c.Controller) == p || (c.Zone != ZHome && c.Zone != ZBattle) {
		return
	}
	if t := s.text(id); t != nil && t.JoinsOnly != nil && !t.JoinsOnly(&Ctx{S: s, P: p, Self: id}) {
		s.Say(s.Title(id), " will not be controlled by ", s.Names[p])
		return
	}
	z, prov := c.Zone, c.Prov
	s.take(id)
	c.Zone, c.Prov, c.Controller = z, prov, int8(p)
	for _, a := range s.Attachments(id) {
		s.Cards[a].Controller = int8(p)
	}
	if c.Zone == ZBattle && !joinArmy {
		c.Zone, c.Prov = ZHome, 0
	}
	s.P[p].Play = append(s.P[p].Play, id)
	s.Say(s.Names[p], " takes control of ", s.Title(id))
}

// TopFate discards the top card of p's Fate deck and returns it, or -1.
func (x *Ctx) TopFate(p int) int {
	pl := &x.S.P[p]
	if len(pl.FateDeck) == 0 {
		return -1
	}
	id := pl.FateDeck[0]
	x.S.Say(x.S.Names[p], " discards ", x.S.Title(id), " from the top of the Fate deck")
	x.S.toDiscard(id, false)
	return id
}

// StartingHonor is p's Starting Family Honor (the Stronghold's).
func (x *Ctx) StartingHonor(p int) int {
	if d := x.S.def(x.S.P[p].Stronghold); d != nil {
		return d.StartingHonor
	}
	return 0
}

// PrintedHas reports a keyword printed on the card ("base").
func (x *Ctx) PrintedHas(id int, k string) bool {
	d := x.S.def(id)
	return d != nil && d.HasKeyword(k)
}

// PrintedPH is a card's printed Personal Honor.
func (x *Ctx) PrintedPH(id int) int {
	if d := x.S.def(id); d != nil {
		return d.PersonalHonor
	}
	return 0
}

// UnitGold totals the printed Gold Costs of a unit's cards.
func (x *Ctx) UnitGold(id int) int {
	n := 0
	for _, c := range x.Unit(id) {
		n += x.Gold(c)
	}
	return n
}

// CanPay reports p able to produce n Gold now.
func (x *Ctx) CanPay(p, n int) bool { return x.S.production(p, -1) >= n }

// Shuffle shuffles a player's Fate deck.
func (x *Ctx) ShuffleFate(p int) { x.S.shuffle(x.S.P[p].FateDeck) }

// HandToFateDeck shuffles p's hand, but the card being played, into the
// Fate deck and says how many cards went.
func (x *Ctx) HandToFateDeck(p int) int {
	pl := &x.S.P[p]
	var kept []int
	n := 0
	for _, id := range pl.Hand {
		if id == x.Self {
			kept = append(kept, id)
			continue
		}
		x.S.Cards[id].Zone = ZFateDeck
		x.S.Cards[id].Inst++
		pl.FateDeck = append(pl.FateDeck, id)
		n++
	}
	pl.Hand = kept
	x.ShuffleFate(p)
	return n
}

// Units counts the attacking (or defending) units at the current
// battlefield.
func (x *Ctx) Units(attacking bool) int {
	return len(x.S.army(x.S.Attack.Battle, attacking))
}

// WouldBeOpposed reports a unit that would be opposed at the current
// battlefield: a unit of the other side is there.
func (x *Ctx) WouldBeOpposed(id int) bool {
	s := x.S
	side := s.armySide(x.Controller(id))
	if side == 0 { // he may not join an army there (LE-MULTI-3)
		return false
	}
	attacking := side&sideAttacking != 0 // an ally of both joins the attackers (ruling 27)
	for _, u := range s.army(s.Attack.Battle, !attacking) {
		if u != id {
			return true
		}
	}
	return false
}

// TurnOrder lists the players still in the game from the active one,
// clockwise, reversed: pushed in this order, their frames run in turn
// order.
func (x *Ctx) TurnOrder() []int {
	var out []int
	p := x.S.Active
	for range x.S.P {
		if x.S.Playing(p) {
			out = append([]int{p}, out...)
		}
		p = (p + 1) % len(x.S.P)
	}
	return out
}

// Subject is the card a trigger is about (a Reaction's), or -1.
func (x *Ctx) Subject() int {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return -1
	}
	return x.Ev.Cards[0]
}

// Cause is the action that caused a Reaction's trigger, or nil.
func (x *Ctx) Cause() *Ability {
	if x.Ev == nil {
		return nil
	}
	return x.S.actionOf(x.Ev.Source, x.Ev.N)
}

// CauseIs reports the trigger's action carrying a keyword (Heroic,
// Tactical …), its card's included (LE-ABILITY-4).
func (x *Ctx) CauseIs(k string) bool {
	a := x.Cause()
	return a != nil && slices.Contains(a.kinds(x.S, x.Ev.Source), k)
}

// CutCost lowers a card's Gold Cost by n, not below floor, until a
// timing point.
func (x *Ctx) CutCost(id, n, floor int, until string) {
	if cut := min(n, max(0, x.Gold(id)-floor)); cut > 0 {
		x.S.addEffect(efCost, x.P, []int{id}, cut, "", until)
		x.S.Say(x.S.Title(id), " costs ", strconv.Itoa(cut), " less")
	}
}

// InProvinces reports a card face up in one of p's Provinces.
func (x *Ctx) InProvinces(id int) bool {
	return x.S.Cards[id].Zone == ZProvince && !x.S.Cards[id].Facedown
}

// Create makes a card of a definition registered for created cards and
// puts it in play for the acting player (LE-TOKEN-2): a Personality at a
// location (0: home; else the battlefield at that Province), an
// attachment on the Personality on. It returns the card.
func (x *Ctx) Create(def string, at, on int) int {
	s := x.S
	d, ok := defs().Get(def)
	if !ok {
		panic("l5rccg: no created card " + def)
	}
	if on >= 0 && !s.inPlay(on) {
		return -1
	}
	id := s.addCard(d, x.P)
	c := Card{ID: int32(id), Def: def, Owner: int8(x.P), Controller: int8(x.P), Parent: -1, Created: true, Maker: int32(x.Self) + 1}
	switch {
	case on >= 0:
		c.Zone, c.Parent, c.Controller = ZAttached, int32(on), s.Cards[on].Controller
		s.Cards = append(s.Cards, c)
		s.Attached = append(s.Attached, id)
	default:
		c.Zone = ZHome
		if at > 0 && s.joinsBy(x.P) {
			c.Zone, c.Prov = ZBattle, int8(at)
		}
		s.Cards = append(s.Cards, c)
		s.P[x.P].Play = append(s.P[x.P].Play, id)
	}
	s.Say(s.Names[x.P], " creates ", d.Title)
	return id
}

// addCard makes the lookups of a card coming into the game during it,
// and returns its id; the caller appends the Card itself.
func (s *State) addCard(d *carddb.Def, owner int) int {
	id := len(s.Cards)
	// The lookups are shared with copies: a new card gets new lists.
	s.defOf = append(s.defOf[:len(s.defOf):len(s.defOf)], d)
	s.textOf = append(s.textOf[:len(s.textOf):len(s.textOf)], texts[d.ID])
	s.know(d, texts[d.ID])
	if reactor(texts[d.ID]) {
		s.reactors = append(s.reactors[:len(s.reactors):len(s.reactors)], id)
	}
	return id
}

// BringWind brings a Wind into play beside p's Stronghold from outside
// the game (Kyuden Otomo), and returns it (-1 for no such Wind).
func (x *Ctx) BringWind(p int, def string) int {
	s := x.S
	d, ok := defs().Get(def)
	if !ok || d.Type != "wind" {
		return -1
	}
	id := s.addCard(d, p)
	s.Cards = append(s.Cards, Card{ID: int32(id), Def: def, Owner: int8(p), Controller: int8(p), Parent: -1, Zone: ZPreGame})
	s.P[p].PreGame = append(s.P[p].PreGame, id)
	s.Say(s.Names[p], " brings ", d.Title, " into play from outside the game")
	s.entered(p, id, ZRemoved)
	return id
}

// LegalWinds lists every Wind legal in the format, by id.
func (x *Ctx) LegalWinds() []string { return legalWinds() }

var legalWinds = sync.OnceValue(func() []string {
	var out []string
	for _, d := range carddb.Std().All {
		if d.Type == "wind" {
			out = append(out, d.ID)
		}
	}
	sort.Strings(out)
	return out
})

// RangedTargets lists what a Ranged Attack from the card could target.
func (x *Ctx) RangedTargets() []int {
	y := *x
	y.A = &Ability{Ranged: 1}
	return x.S.targets(&y, rangedTarget)
}

// RangedTarget is the target of the action's own Ranged Attack, or -1.
func (x *Ctx) RangedTarget() int {
	if x.A == nil || !x.A.ranged() {
		return -1
	}
	return x.RangedAt
}

// DeadIn lists the dead Personalities in p's Dynasty discard pile.
func (x *Ctx) DeadIn(p int) []int {
	var out []int
	for _, id := range x.S.P[p].DynastyDiscard {
		if x.S.Cards[id].Destroyed && x.S.typeOf(id) == "personality" {
			out = append(out, id)
		}
	}
	return out
}

// HonorReq is a card's Honor Requirement, and false for one of "-".
func (x *Ctx) HonorReq(id int) (int, bool) {
	d := x.S.def(id)
	if d == nil || d.NoHonorReq {
		return 0, false
	}
	return d.HonorReq, true
}

// Rings counts the Rings p controls in play; Winds, p's Winds.
func (x *Ctx) Rings(p int) int {
	n := 0
	for _, id := range x.S.P[p].Play {
		if x.S.typeOf(id) == "ring" {
			n++
		}
	}
	return n
}

func (x *Ctx) Winds(p int) int {
	n := 0
	for _, id := range x.S.P[p].PreGame {
		if x.S.typeOf(id) == "wind" {
			n++
		}
	}
	return n
}

// Opposes reports a card opposing this one; OpposedBy, card a opposing b.
func (x *Ctx) Opposes(id int) bool     { return x.S.opposes(x.Self, id) }
func (x *Ctx) OpposedBy(a, b int) bool { return x.S.opposes(b, a) }

// GiveHonor gives a Personality a Personal Honor bonus or penalty until a
// timing point.
func (x *Ctx) GiveHonor(id, n int, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efHonor, x.P, []int{id}, n, "", until)
		x.S.Say(x.S.Title(id), " gets ", signed(n), " Personal Honor")
	}
}

// GiveWhileAttacking gives a card a Force bonus that counts only while it
// attacks, until a timing point.
func (x *Ctx) GiveWhileAttacking(id, force int, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efForce, x.P, []int{id}, force, WhileAttacking, until)
		x.S.Say(x.S.Title(id), " gets ", signed(force), "F while attacking")
	}
}

// Faction is p's Faction, as a slug ("crab").
func (x *Ctx) Faction(p int) string { return x.S.faction(p) }

// Owner is who owns a card.
func (x *Ctx) Owner(id int) int { return int(x.S.Cards[id].Owner) }

// Alignment is the trait that aligns a card with p's Faction ("Crab
// Clan"), "" for a Faction without one.
func (x *Ctx) Alignment(p int) string { return alignment(x.S.faction(p)) }

// RemoveFromGame removes a card from the game, wherever it is.
func (x *Ctx) RemoveFromGame(id int) {
	s := x.S
	for _, a := range s.Attachments(id) {
		x.RemoveFromGame(a)
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Parent, c.Prov, c.Bowed = ZRemoved, -1, 0, false
	s.P[c.Owner].Removed = append(s.P[c.Owner].Removed, id)
	s.Say(s.Title(id), " is removed from the game")
}

// AdditionalAction gives the player taking the action the next
// opportunity of the round of actions it was taken in ("you may take an
// additional Battle action"): the turn comes back to them.
func (x *Ctx) AdditionalAction() {
	st := x.S.Stack
	for i := len(st) - 1; i >= 0; i-- {
		if k := st[i].Kind; k == kActions || k == kBattleActs {
			st[i].Turn = x.P
			return
		}
	}
}

// DestroyAtEnd destroys a card, if it is still in play, as a timing point
// comes ("after the current battle ends, destroy this Follower").
func (x *Ctx) DestroyAtEnd(id int, until string) {
	x.S.addEffect(efDestroyEnd, x.P, []int{id}, 0, "", until)
}

// GiveProduction gives a Holding n more Gold Production until a timing
// point (UntilToken: a token on it).
func (x *Ctx) GiveProduction(id, n int, until string) {
	x.S.addEffect(efProduce, x.P, []int{id}, n, "", until)
}

// Equip attaches a card from hand to a Personality, paying its Gold cost
// (an action that attaches "paying all costs").
func (x *Ctx) Equip(card, person int) {
	x.S.Push(engine.Frame{Kind: kAttach, Player: x.P, Card: card, Stage: 1, Cards: []int{person}})
}

// DiscardAtRandom discards a card at random from a player's hand, from
// the game's generator, and returns it (-1 for an empty hand).
func (x *Ctx) DiscardAtRandom(p int) int {
	hand := x.S.P[p].Hand
	if len(hand) == 0 {
		return -1
	}
	id := hand[x.S.RNG.Intn(len(hand))]
	x.S.Say(x.S.Names[p], " discards ", x.S.Title(id), " at random")
	x.S.toDiscard(id, false)
	return id
}

// BattleCard reports a card in hand whose action is a Battle action (a
// "Battle Strategy").
func (x *Ctx) BattleCard(id int) bool {
	if t := x.S.text(id); t != nil {
		for _, a := range t.Abilities {
			if a.Timing == Battle || a.Timing == BattleOpen {
				return true
			}
		}
	}
	return false
}

// TitleHas reports a card with a word in its title, or counting as one
// (Text.AlsoTitled).
func (x *Ctx) TitleHas(id int, word string) bool {
	if t := x.S.text(id); t != nil && t.AlsoTitled == word {
		return true
	}
	return strings.Contains(x.S.Title(id), word)
}

// EnemyLeader is p's enemy leader in the attack under way (glossary,
// "leader"): the Defender for the Attacker and his allies, the Attacker
// for the Defender and his; -1 for anyone else.
func (x *Ctx) EnemyLeader() int {
	switch x.S.armySide(x.P) {
	case sideAttacking:
		return x.S.Attack.Defender
	case sideDefending:
		return x.S.Attack.Attacker
	}
	return -1
}

// DiscardFromHand discards a card from its owner's hand.
func (x *Ctx) DiscardFromHand(id int) {
	x.S.Say(x.S.Names[x.S.Cards[id].Owner], " discards ", x.S.Title(id))
	x.S.toDiscard(id, false)
}

// ReturnToHand puts a card in play back in its owner's hand (a created
// card, which exists only in play, is removed from the game instead).
func (x *Ctx) ReturnToHand(id int) {
	s := x.S
	if !s.inPlay(id) {
		return
	}
	if s.Cards[id].Created {
		x.RemoveFromGame(id)
		return
	}
	for _, a := range s.Attachments(id) {
		s.toDiscard(a, false)
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Parent, c.Prov, c.Bowed, c.Controller = ZHand, -1, 0, false, c.Owner
	s.P[c.Owner].Hand = append(s.P[c.Owner].Hand, id)
	s.Say(s.Title(id), " returns to ", s.Names[c.Owner], "'s hand")
}

// Controlled lists the cards p controls in play passing a test: at home
// and at battlefields, and attached.
func (x *Ctx) Controlled(p int, ok func(id int) bool) []int {
	var out []int
	for _, id := range x.S.P[p].Play {
		if ok(id) {
			out = append(out, id)
		}
		for _, a := range x.S.Attachments(id) {
			if ok(a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// TitleOf is a card's title.
func (x *Ctx) TitleOf(id int) string { return x.S.Title(id) }

// MayEquip reports a card from p's hand able to attach to a Personality
// now, its cost payable (LE-3-ATTACH).
func (x *Ctx) MayEquip(card, person int) bool {
	return x.S.mayAttach(card, person) && x.S.production(x.P, card) >= x.S.cost(x.P, card, person)
}

// EnemyUnits counts the units of the current enemy army, at the current
// battlefield.
func (x *Ctx) EnemyUnits() int {
	if !x.S.inBattle() || x.EnemyLeader() < 0 {
		return 0
	}
	return x.Units(!x.AttackingSide())
}

// AttackingSide reports the player on the attacking side of the attack
// under way: the Attacker or one of his allies.
func (x *Ctx) AttackingSide() bool { return x.S.armySide(x.P) == sideAttacking }

// ShowTopFate shows the top card of p's Fate deck and returns it, or -1.
func (x *Ctx) ShowTopFate(p int) int {
	pl := &x.S.P[p]
	if len(pl.FateDeck) == 0 {
		return -1
	}
	x.S.Say(x.S.Names[p], " shows ", x.S.Title(pl.FateDeck[0]), " from the top of the Fate deck")
	return pl.FateDeck[0]
}

// PrintedChi is a card's printed Chi; PrintedForce, its printed Force.
func (x *Ctx) PrintedChi(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Chi
	}
	return 0
}
func (x *Ctx) PrintedForce(id int) int {
	if d := x.S.def(id); d != nil {
		return d.Force
	}
	return 0
}

// ToFateBottom puts a card from hand at the bottom of its owner's Fate
// deck.
func (x *Ctx) ToFateBottom(id int) {
	if x.S.relocate(id, ZHand, ZFateDeck, false) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " puts a card at the bottom of the Fate deck")
	}
}

// ProvinceOf is the Province a Region is attached to (0 for none).
func (x *Ctx) ProvinceOf(id int) int {
	if c := &x.S.Cards[id]; c.Zone == ZRegion {
		return int(c.Prov)
	}
	return 0
}

// Transfer moves a card attached to one Personality onto another, whose
// controller then controls it.
func (x *Ctx) Transfer(card, to int) {
	s := x.S
	if s.Cards[card].Zone != ZAttached || !s.inPlay(to) {
		return
	}
	c := &s.Cards[card]
	c.Parent, c.Controller = int32(to), s.Cards[to].Controller
	s.Say(s.Title(card), " moves to ", s.Title(to))
}

// RangedAttackChi is a Ranged Attack compared against the target's Chi.
func (x *Ctx) RangedAttackChi(strength, target int) {
	if !x.S.inPlay(target) {
		return
	}
	strength -= x.S.screen(target)
	if strength >= x.S.Chi(target) {
		x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack against Chi hits ", x.S.Title(target))
		x.S.destroyBy(x.P, x.Self, target, ByRanged)
		return
	}
	x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack against Chi fails against ", x.S.Title(target))
}

// FearAll is Fear that affects a unit's Personality as if he were a
// Follower too.
func (x *Ctx) FearAll(strength, unit int) { x.fear(strength, x.S.unitOf(unit), true) }

// frighten bows a card Fear affects whose Force is at most its strength
// (or destroys it, where Fear destroys), but an Undead one.
func (x *Ctx) frighten(id, strength int) {
	if !x.S.Cards[id].Bowed && x.S.inPlay(id) && x.S.Force(id) <= strength && !x.S.hasKeyword(id, "Undead") {
		if x.S.fearDestroys() {
			x.S.destroy(id)
			return
		}
		x.S.Cards[id].Bowed = true
		x.S.Say(x.S.Title(id), " bows in fear")
	}
}

// LoseHonorFixed: p loses n Honor, a loss nothing makes larger or
// smaller (no seppuku shrinks it).
func (x *Ctx) LoseHonorFixed(p, n int) { x.S.gainHonor(p, -n) }

// DiscardAtEnd discards a card, if still in play, as a timing point comes.
func (x *Ctx) DiscardAtEnd(id int, until string) {
	x.S.addEffect(efDiscardEnd, x.P, []int{id}, 0, "", until)
}

// RecruitInto brings a Personality from a Province into play under the
// player's control at a battlefield (0: home), ignoring its costs and
// what it does as it enters play; its Province refills.
func (x *Ctx) RecruitInto(id, at int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZProvince {
		return
	}
	owner, prov := int(c.Owner), int(c.Prov)
	s.take(id)
	c.Zone, c.Controller, c.Prov, c.Facedown = ZHome, int8(x.P), 0, false
	if at > 0 && s.joinsBy(x.P) {
		c.Zone, c.Prov = ZBattle, int8(at)
	}
	s.P[x.P].Play = append(s.P[x.P].Play, id)
	s.Say(s.Names[x.P], " recruits ", s.Title(id), " into play")
	s.refillOne(owner, prov)
}

// BringBack brings a dead Personality of the player's from the discard
// pile into play at home, rehonored, as entering play.
func (x *Ctx) BringBack(id int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZDynastyDiscard {
		return
	}
	s.take(id)
	c.Zone, c.Controller, c.Prov, c.Destroyed, c.Dishonored, c.Bowed = ZHome, c.Owner, 0, false, false, false
	s.P[c.Owner].Play = append(s.P[c.Owner].Play, id)
	s.Say(s.Title(id), " returns to play")
	s.entered(int(c.Owner), id, ZDynastyDiscard)
}

// TurnFaceUp turns a face-down card in a Province face up.
func (x *Ctx) TurnFaceUp(id int) {
	if c := &x.S.Cards[id]; c.Zone == ZProvince && c.Facedown {
		c.Facedown = false
		x.S.Say(x.S.Title(id), " is turned face up")
	}
}

// Keywords lists a card's keywords now: printed and given, less those
// taken away.
func (x *Ctx) Keywords(id int) []string {
	var out []string
	if d := x.S.def(id); d != nil {
		out = append(out, d.Keywords...)
	}
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efKeyword && slices.Contains(l.Cards, id) && !slices.Contains(out, l.Label) {
			out = append(out, l.Label)
		}
	}
	return slices.DeleteFunc(out, func(k string) bool { return !x.S.hasKeyword(id, k) })
}

// ProvinceCards lists the cards in p's Provinces; ProvinceCard is the one
// in Province n, or -1.
func (x *Ctx) ProvinceCards(p int) []int {
	var out []int
	for _, pr := range x.S.P[p].Provinces {
		if !pr.Destroyed && pr.Card >= 0 {
			out = append(out, pr.Card)
		}
	}
	return out
}

func (x *Ctx) ProvinceCard(p, n int) int {
	if pr := x.S.Province(p, n); pr != nil && !pr.Destroyed {
		return pr.Card
	}
	return -1
}

// IntoPlay puts the card whose action this is from hand into play at its
// player's home (a Ring played by its own text: LE-RING-1).
func (x *Ctx) IntoPlay() {
	if x.S.intoPlayFrom(x.P, x.Self, ZHand) {
		x.S.Say(x.S.Names[x.P], " puts ", x.S.Title(x.Self), " into play")
		x.S.entered(x.P, x.Self, ZHand)
	}
}

// intoPlayFrom puts a card from a zone out of play into play at p's home,
// unbowed and face up, reporting whether it was there.
func (s *State) intoPlayFrom(p, id int, from Zone) bool {
	if s.Cards[id].Zone != from {
		return false
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Controller, c.Bowed, c.Facedown = ZHome, int8(p), false, false
	s.P[p].Play = append(s.P[p].Play, id)
	return true
}

// FavorActions counts the Favor actions p has resolved this turn.
func (x *Ctx) FavorActions(p int) int {
	n, sh := 0, x.S.P[p].Stronghold
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "favor-action" && slices.Contains(l.Cards, sh) {
			n++
		}
	}
	return n
}

// DestroyedInResolution reports p's side destroying cards or a Province
// in the last battle's resolution.
func (x *Ctx) DestroyedInResolution(p int) bool {
	r := &x.S.Last
	switch p {
	case x.S.Attack.Attacker:
		return r.Killed[0] > 0 || r.ProvinceBroken
	case x.S.Attack.Defender:
		return r.Killed[1] > 0
	}
	return false
}

// DestroyIfLost destroys a card after the current battle's resolution if
// the player taking the action lost the battle.
func (x *Ctx) DestroyIfLost(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "destroy-if-lost", UntilBattle)
}

// frozen reports the movement of units to and from battlefields by
// actions negated (Winter Warfare).
func (s *State) frozen() bool { return s.globalMark("winter") || s.globalMark(noMoves) }

// noMoves marks an action under way that cannot move Personalities.
const noMoves = "no-moves"

// NoMovesByAction keeps the action the Reaction answers (about to
// resolve) from moving Personalities (the Ring of Earth).
func (x *Ctx) NoMovesByAction() {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, noMoves, untilActionOf(x.Ev.Source))
	x.S.Say("that action cannot move Personalities")
}

// EnemyEverAt reports a unit of another player's having been at the
// battlefield of p's Province n this Attack Phase (Text.RemembersPresence
// keeps it).
func (x *Ctx) EnemyEverAt(p, n int) bool {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "been-at" && l.N == n && l.Player != p {
			return true
		}
	}
	return false
}

// globalMark reports a mark an effect left on any player's Stronghold, a
// condition of the whole game ("until the game ends, ...").
// unmark removes the first mark of a label, anyone's, reporting whether
// there was one.
func (s *State) unmark(label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return true
		}
	}
	return false
}

func (s *State) globalMark(label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label {
			return true
		}
	}
	return false
}

// MarkGame leaves a mark on the player's Stronghold for a condition of
// the whole game, until a timing point; GameMarked reports one.
func (x *Ctx) MarkGame(label, until string) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, label, until)
}
func (x *Ctx) GameMarked(label string) bool { return x.S.globalMark(label) }

// UntilSecondTurn is the timing point "until your second turn from now
// begins".
func (x *Ctx) UntilSecondTurn() string { return untilSecondTurnOf(x.P) }

// FillProvince fills a Province of the player's with a card from his
// Dynasty deck, face up, the card there (an Event resolving) discarded.
func (x *Ctx) FillProvince(card, prov int) {
	s := x.S
	pr := s.Province(x.P, prov)
	if pr == nil || pr.Destroyed {
		return
	}
	if pr.Card >= 0 {
		s.toDiscard(pr.Card, false)
	}
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Prov, c.Facedown = ZProvince, int8(prov), false
	pr.Card = card
	s.Say(s.Title(card), " fills Province ", strconv.Itoa(prov), " face up")
}

// AttachRegion attaches a Region from anywhere to a Province of the
// player's.
func (x *Ctx) AttachRegion(card, prov int) {
	s := x.S
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Prov, c.Controller, c.Facedown = ZRegion, int8(prov), int8(x.P), false
	s.P[x.P].Regions = append(s.P[x.P].Regions, card)
	s.Say(s.Title(card), " attaches to Province ", strconv.Itoa(prov))
}

// RegionFree reports a Province of p's without a Region that counts
// against its one.
func (x *Ctx) RegionFree(p, prov int) bool { return x.S.regionOf(p, prov) < 0 }

// ShuffleDynasty shuffles a player's Dynasty deck.
func (x *Ctx) ShuffleDynasty(p int) { x.S.shuffle(x.S.P[p].DynastyDeck) }

// ProvinceNumber is the Province a card lies in (0 for none).
func (x *Ctx) ProvinceNumber(id int) int {
	if c := &x.S.Cards[id]; c.Zone == ZProvince {
		return int(c.Prov)
	}
	return 0
}

// CostMore raises a card's Gold Cost until a timing point.
func (x *Ctx) CostMore(id, n int, until string) {
	x.S.addEffect(efCost, x.P, []int{id}, -n, "", until)
	x.S.Say(x.S.Title(id), " costs ", strconv.Itoa(n), " more")
}

// FateToHand puts a card of its owner's Fate deck in his hand, shown.
func (x *Ctx) FateToHand(id int) {
	if x.S.relocate(id, ZFateDeck, ZHand, false) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " takes ", x.S.Title(id), " from the Fate deck into hand")
	}
}

// DiscardToHand puts a card of its owner's discard pile in his hand.
func (x *Ctx) DiscardToHand(id int) {
	s := x.S
	if z := s.Cards[id].Zone; z != ZFateDiscard && z != ZDynastyDiscard {
		return
	}
	s.take(id)
	p := int(s.Cards[id].Owner)
	s.Cards[id].Zone, s.Cards[id].Destroyed = ZHand, false
	s.P[p].Hand = append(s.P[p].Hand, id)
	s.Say(s.Names[p], " takes ", s.Title(id), " from the discard pile into hand")
}

// DiscardToHandShown is DiscardToHand face-up: every player sees the
// card while it stays in the hand.
func (x *Ctx) DiscardToHandShown(id int) {
	x.DiscardToHand(id)
	if x.S.Cards[id].Zone == ZHand {
		x.S.Cards[id].Shown = true
	}
}

// DiscardFromPlay discards a card in play (not a destruction).
func (x *Ctx) DiscardFromPlay(id int) {
	if x.S.inPlay(id) {
		x.S.Say(x.S.Title(id), " is discarded")
		x.S.toDiscard(id, false)
	}
}

// MinChi is a Personality's minimum Chi: the highest its attachments
// give, else 0.
func (x *Ctx) MinChi(id int) int {
	n := 0
	for _, a := range x.S.Attachments(id) {
		if t := x.S.text(a); t != nil && t.MinChi > n {
			n = t.MinChi
		}
	}
	return n
}

// FearBy is Fear on a unit's Followers whose strength depends on the
// card it affects.
func (x *Ctx) FearBy(unit int, strength func(id int) int) {
	for _, a := range x.S.Attachments(x.S.unitOf(unit)) {
		if x.Type(a) == "follower" {
			x.frighten(a, strength(a))
		}
	}
}

// InDuelAction reports an action that creates a duel resolving now.
func (x *Ctx) InDuelAction() bool {
	for _, f := range x.S.Stack {
		if f.Kind == kAbility {
			if a := x.S.actionOf(f.Card, actionRef(f.Index)); a != nil && a.Duel != nil {
				return true
			}
		}
	}
	return false
}

// EnteredFrom is the Province the card a Reaction answers entered play
// from (0 for none).
func (x *Ctx) EnteredFrom() int {
	if x.Ev != nil && x.Ev.Kind == OnEntered && x.Ev.N == int(ZProvince) {
		return x.Ev.Source
	}
	return 0
}

// RefillFaceUp refills a Province of the player's face up (a Province
// "refilled face up"): at once, or once the Reactions before it are
// taken; a card already in it is turned face up.
func (x *Ctx) RefillFaceUp(prov int) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, prov, refillFaceUpMark, UntilTurn)
	x.S.refillOne(x.P, prov)
	if id := x.ProvinceCard(x.P, prov); id >= 0 && x.S.takeFaceUpMark(x.P, prov) {
		x.TurnFaceUp(id)
	}
}

// ToDynastyBottom puts a card from a Province at the bottom of its
// owner's Dynasty deck.
func (x *Ctx) ToDynastyBottom(id int) {
	s := x.S
	s.take(id)
	p := &s.P[s.Cards[id].Owner]
	s.Cards[id].Zone, s.Cards[id].Prov, s.Cards[id].Facedown = ZDynastyDeck, 0, true
	p.DynastyDeck = append(p.DynastyDeck, id)
	s.Say(s.Title(id), " goes to the bottom of the Dynasty deck")
}

// BearerOf is the Personality a card is attached to, or -1.
func (x *Ctx) BearerOf(id int) int {
	if c := &x.S.Cards[id]; c.Zone == ZAttached {
		return int(c.Parent)
	}
	return -1
}

// DiscardFromProvince discards a card from a Province.
func (x *Ctx) DiscardFromProvince(id int) {
	if x.S.Cards[id].Zone == ZProvince {
		x.S.Say(x.S.Title(id), " is discarded from its Province")
		x.S.toDiscard(id, false)
	}
}

// HasRegion reports a Region attached to p's Province n.
func (x *Ctx) HasRegion(p, n int) bool { return len(x.S.regionsAt(p, n)) > 0 }

// SleepToken gives a card a Sleep token: the next time it would
// straighten, the token goes instead (State.wake).
func (x *Ctx) SleepToken(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "sleep", UntilToken)
	x.S.Say(x.S.Title(id), " takes a Sleep token")
}

// StrongholdGold is p's Stronghold's Gold Production.
func (x *Ctx) StrongholdGold(p int) int { return x.S.Produces(x.S.P[p].Stronghold) }

// ShuffleIntoDecks shuffles a card in play and its attachments into
// their owners' decks.
func (x *Ctx) ShuffleIntoDecks(id int) {
	s := x.S
	for _, c := range append(s.Attachments(id), id) {
		s.take(c)
		card := &s.Cards[c]
		p := &s.P[card.Owner]
		card.Parent, card.Prov, card.Bowed, card.Dishonored, card.Controller = -1, 0, false, false, card.Owner
		if d := s.def(c); d != nil && d.Deck == "fate" {
			card.Zone = ZFateDeck
			p.FateDeck = append(p.FateDeck, c)
			s.shuffle(p.FateDeck)
		} else {
			card.Zone, card.Facedown = ZDynastyDeck, true
			p.DynastyDeck = append(p.DynastyDeck, c)
			s.shuffle(p.DynastyDeck)
		}
		s.Say(s.Title(c), " is shuffled into its owner's deck")
	}
}

// FetchCopy puts another copy of a card's title in its owner's hand: from
// the Fate discard pile if one is there, else searched out of the Fate
// deck, which is then shuffled.
func (x *Ctx) FetchCopy(card int) {
	s := x.S
	p := int(s.Cards[card].Owner)
	title := s.Title(card)
	for _, id := range s.P[p].FateDiscard {
		if id != card && s.Title(id) == title {
			x.DiscardToHand(id)
			return
		}
	}
	for _, id := range s.P[p].FateDeck {
		if s.Title(id) == title {
			x.FateToHand(id)
			break
		}
	}
	x.ShuffleFate(p)
}

// MayHold reports a card able to be attached to a Personality by its
// types' and texts' restrictions, cost aside.
func (x *Ctx) MayHold(card, person int) bool { return x.S.mayAttach(card, person) }

// FateDiscardToDeck shuffles p's Fate discard pile into his Fate deck.
func (x *Ctx) FateDiscardToDeck(p int) {
	for _, id := range slices.Clone(x.S.P[p].FateDiscard) {
		x.S.relocate(id, ZFateDiscard, ZFateDeck, true)
	}
	x.ShuffleFate(p)
	x.S.Say(x.S.Names[p], " shuffles the Fate discard pile into the Fate deck")
}

// DiscardToFateDeck puts a card of its owner's Fate discard pile on top
// of his Fate deck (a shuffle usually follows).
func (x *Ctx) DiscardToFateDeck(id int) {
	if x.S.relocate(id, ZFateDiscard, ZFateDeck, true) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " puts ", x.S.Title(id), " from the discard pile into the Fate deck")
	}
}

// relocate moves a card of its owner's from one zone out of play to
// another (its list's top, or bottom), reporting whether it was there.
func (s *State) relocate(id int, from, to Zone, top bool) bool {
	if s.Cards[id].Zone != from {
		return false
	}
	s.take(id)
	p := &s.P[s.Cards[id].Owner]
	list := map[Zone]*[]int{ZHand: &p.Hand, ZFateDeck: &p.FateDeck, ZDynastyDeck: &p.DynastyDeck}[to]
	s.Cards[id].Zone = to
	if top {
		*list = append([]int{id}, *list...)
	} else {
		*list = append(*list, id)
	}
	return true
}

// AnyMarked reports a card of the player's in play marked so.
func (x *Ctx) AnyMarked(what string) bool {
	for _, id := range x.S.P[x.P].Play {
		if x.S.marked(id, efMark, what) {
			return true
		}
	}
	return false
}

// HasWord reports a card whose actions carry a keyword ("Political
// Strategies": Strategies with a Political action).
func (x *Ctx) HasWord(id int, word string) bool {
	if t := x.S.text(id); t != nil {
		for _, a := range t.Abilities {
			if x.S.hasWord(a, word) {
				return true
			}
		}
	}
	return false
}

// FocusBonus gives a focused card a bonus to its Focus Value for the
// duel under way.
func (x *Ctx) FocusBonus(id, n int) {
	x.S.addEffect(efFocus, x.P, []int{id}, n, "", UntilDuel)
	x.S.Say(x.S.Title(id), " has ", signed(n), " Focus Value")
}

// HandToTop puts a card from its owner's hand on top of his Fate deck.
func (x *Ctx) HandToTop(id int) {
	if x.S.relocate(id, ZHand, ZFateDeck, true) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " puts a card from hand on top of the Fate deck")
	}
}

// EndDrawExtra gives the player's End Phase draw this turn an additional
// card, drawn after it; EndDrawThree makes it three cards, two of which
// go back.
func (x *Ctx) EndDrawExtra() {
	x.S.addEffect(efMark, x.P, []int{x.Self}, 0, "end-draw-extra", UntilTurn)
}
func (x *Ctx) EndDrawThree() {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, "end-draw-three", UntilTurn)
}

// AttackedBy reports a Personality who has been in an army attacking
// player p since p's last turn ended (Text.RemembersAttackers).
func (x *Ctx) AttackedBy(id, p int) bool { return x.S.markedBy(id, "attacked", p) }

// InfantrySegment reports the attack's Infantry Maneuvers under way
// (LE-4.2).
func (x *Ctx) InfantrySegment() bool { return x.S.Attack.Active && x.S.Step == "4.2" }

// OtherTurn reports a turn of another player's than x.P.
func (x *Ctx) OtherTurn() bool { return x.S.Active != x.P }

// EventIntoPlay puts the Event revealed into play at its player's home,
// where it stays (discarded no more as it resolves).
func (x *Ctx) EventIntoPlay() {
	if x.S.intoPlayFrom(x.P, x.Self, ZProvince) {
		x.S.Say(x.S.Title(x.Self), " enters play")
		x.S.entered(x.P, x.Self, ZProvince)
	}
}

// Tokens counts the tokens of a kind on a card ("Merchant"); AddTokens
// puts some there; RemoveToken takes one off and reports how many are
// left. Tokens are gone when their card leaves play (LE-TOKEN-3).
func (x *Ctx) Tokens(id int, kind string) int {
	n := 0
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efTokens && l.Label == kind && slices.Contains(l.Cards, id) {
			n += l.N
		}
	}
	return n
}

func (x *Ctx) AddTokens(id int, kind string, n int) {
	x.S.addEffect(efTokens, x.P, []int{id}, n, kind, UntilToken)
	x.S.Say(x.S.Title(id), " takes ", count(n, kind+" token"))
}

func (x *Ctx) RemoveToken(id int, kind string) int {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efTokens && l.Label == kind && l.N > 0 && slices.Contains(l.Cards, id) {
			l.N--
			x.S.Say(x.S.Title(id), " loses a ", kind, " token")
			break
		}
	}
	return x.Tokens(id, kind)
}

// MarkPlayer records something of player p's until a timing point (on
// his Stronghold); PlayerMarked reads it.
func (x *Ctx) MarkPlayer(p int, what, until string) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, what, until)
}
func (x *Ctx) PlayerMarked(p int, what string) bool {
	return x.S.markedBy(x.S.P[p].Stronghold, what, p)
}

// UnmarkPlayer ends one record of MarkPlayer's; it reports whether there
// was one.
func (x *Ctx) UnmarkPlayer(p int, what string) bool { return x.S.unmarkCard(x.S.P[p].Stronghold, what) }

// UntilTurnEndOf is the timing point "until p's next turn ends".
func (x *Ctx) UntilTurnEndOf(p int) string { return untilTurnEndOf(p) }

// AttachFromHand plays a card from hand as an attachment, its
// Personality chosen and its cost paid as from the Action Phase's
// attaching (LE-3-ATTACH), whenever an effect lets it be.
func (x *Ctx) AttachFromHand(card int) {
	x.S.Push(engine.Frame{Kind: kAttach, Player: x.P, Card: card})
}

// CanAttachNow reports a card in hand that could be attached to one of
// its player's Personalities now, its cost payable.
func (x *Ctx) CanAttachNow(card int) bool { return x.S.canAttach(x.P, card) }

// ActionHas reports the action being taken carrying a keyword (Kiho).
func (x *Ctx) ActionHas(word string) bool { return x.A != nil && x.S.actionWord(x.Self, x.A, word) }

// KihoMonk reports a Personality who performs Kiho actions as a Monk.
func (x *Ctx) KihoMonk(id int) bool { t := x.S.text(id); return t != nil && t.KihoMonk }

// NegateNextPolitical has the effects of the next Political action
// taken this game negated (Yoritomo Katoa).
func (x *Ctx) NegateNextPolitical() { x.MarkGame("negate-political", UntilGame) }

// DeclaredAgainst reports player a having declared an attack against d
// since d's last turn ended (kept where a card asks:
// Text.RemembersAttackers).
func (x *Ctx) DeclaredAgainst(a, d int) bool {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "declared" && l.Player == a && l.N == d {
			return true
		}
	}
	return false
}

// IsBattlefield reports a battlefield of the attack under way at Province
// n whose battle is not over.
func (x *Ctx) IsBattlefield(n int) bool {
	return x.S.Attack.Active && slices.Contains(x.S.Attack.Fields, n) && !slices.Contains(x.S.Attack.Fought, n)
}

// FirstTime reports, and counts, the first time in a period ("turn",
// "phase", "battle") that a card's trait acts (its n-th trait of that
// kind).
func (x *Ctx) FirstTime(period string, n int) bool {
	key := useKey(x.Self, traitUse-n)
	if x.S.Used(period, key) > 0 {
		return false
	}
	x.S.Use(period, key)
	return true
}

// traitUse numbers traits' own counts apart from actions' and the rules'.
const traitUse = -1 << 24

// UnbowedWind is an unbowed Wind p controls beside his Stronghold, or -1.
func (x *Ctx) UnbowedWind(p int) int {
	for _, id := range x.S.P[p].PreGame {
		if x.S.typeOf(id) == "wind" && !x.S.Cards[id].Bowed {
			return id
		}
	}
	return -1
}

// ActedThisBattle reports p having taken an action in the battle under
// way.
func (x *Ctx) ActedThisBattle(p int) bool {
	return x.S.Used("battle", useKey(x.S.P[p].Stronghold, actedUse)) > 0
}

// ResolvedTiming is the timing of the action whose resolution a Reaction
// answers (OnResolved), or 0.
func (x *Ctx) ResolvedTiming() Timing {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return 0
	}
	if a := x.S.actionOf(x.Ev.Cards[0], x.Ev.N); a != nil {
		return a.Timing
	}
	return 0
}

// AttachFree attaches a card from outside play (a discard pile) to a
// Personality in play, ignoring its costs; it enters play.
func (x *Ctx) AttachFree(card, person int) {
	s := x.S
	if !s.inPlay(person) || s.inPlay(card) || !s.mayAttach(card, person) {
		return
	}
	from := s.Cards[card].Zone
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Parent, c.Controller, c.Destroyed, c.Facedown = ZAttached, int32(person), s.Cards[person].Controller, false, false
	s.Attached = append(s.Attached, card)
	s.Say(s.Title(card), " attaches to ", s.Title(person))
	s.entered(x.P, card, from)
}

// ExileOnLeave has a card removed from the game the next time it leaves
// play, instead of going to a discard pile.
func (x *Ctx) ExileOnLeave(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "exile-on-leave", UntilGame)
}

// CurseOnAct has a Personality's controller lose Honor equal to his
// Personal Honor, and him dishonored, the next time this turn he is
// assigned or performs an action (Bayushi Saya).
func (x *Ctx) CurseOnAct(id int) { x.S.addEffect(efMark, x.P, []int{id}, 0, "curse", UntilTurn) }

// cursed carries out a curse on a Personality who was assigned or
// performed an action (CurseOnAct).
func (s *State) cursed(id int) {
	if id < 0 || !s.unmarkCard(id, "curse") {
		return
	}
	s.gainHonorFor(int(s.Cards[id].Controller), -s.personalHonor(id), "by the curse on "+s.Title(id))
	s.dishonor(id)
}

// unmarkCard removes a card's first mark of a label, reporting whether it
// had one.
func (s *State) unmarkCard(id int, label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label && slices.Contains(l.Cards, id) {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return true
		}
	}
	return false
}

// FromDuelAction reports a card with an action that creates a duel.
func (x *Ctx) FromDuelAction(id int) bool {
	if t := x.S.text(id); id >= 0 && t != nil {
		for _, a := range t.Abilities {
			if a.Duel != nil {
				return true
			}
		}
	}
	return false
}

// ExileEventTitle has the next Event of a title that resolves for p
// removed from the game instead of discarded.
func (x *Ctx) ExileEventTitle(p int, title string) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, "exile-event:"+title, UntilGame)
}

// EventToDeck shuffles an Event of a discard pile into its owner's
// Dynasty deck.
func (x *Ctx) EventToDeck(id int) {
	s := x.S
	if s.relocate(id, ZDynastyDiscard, ZDynastyDeck, false) {
		s.shuffle(s.P[s.Cards[id].Owner].DynastyDeck)
		s.Say(s.Names[s.Cards[id].Owner], " shuffles ", s.Title(id), " into the Dynasty deck")
	}
}

// HasRegionTitled reports a Region of a title attached to one of p's
// Provinces.
func (x *Ctx) HasRegionTitled(p int, title string) bool {
	for _, id := range x.S.P[p].Regions {
		if x.S.Title(id) == title && !x.S.marked(id, efSilenced, "") {
			return true
		}
	}
	return false
}

// Unmark removes a card's mark of a label.
func (x *Ctx) Unmark(id int, what string) { x.S.unmarkCard(id, what) }

// GainProvince gives p a new Province to the right of his rightmost one,
// filled face up; none once p's gains are negated for the game.
func (x *Ctx) GainProvince(p int) {
	if n := x.S.newProvince(p, false); n > 0 {
		y := *x
		y.P = p
		y.RefillFaceUp(n)
	}
}

// GainProvinceLeft gives p a new Province to the left of his leftmost
// one, filled face down.
func (x *Ctx) GainProvinceLeft(p int) {
	if n := x.S.newProvince(p, true); n > 0 {
		x.S.refillOne(p, n)
	}
}

// newProvince adds an empty Province to p's, at his left or his right,
// numbered after all of his, and returns its number; 0 when his gains of
// Provinces are negated for the game.
func (s *State) newProvince(p int, left bool) int {
	if s.markedBy(s.P[p].Stronghold, "no-province-gains", p) {
		s.Say("the gain of a Province is negated")
		return 0
	}
	n := 0
	for _, pr := range s.P[p].Provinces {
		n = max(n, pr.Number)
	}
	n++
	pr, list := Province{Number: n, Card: -1}, s.P[p].Provinces
	if left {
		s.P[p].Provinces = append([]Province{pr}, list...)
	} else {
		s.P[p].Provinces = append(list[:len(list):len(list)], pr)
	}
	s.Say(s.Names[p], " gains Province ", strconv.Itoa(n))
	return n
}

// NoMoreProvinces negates p's gaining any further Provinces this game.
func (x *Ctx) NoMoreProvinces(p int) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, "no-province-gains", UntilGame)
}

// LastPlayedInBattle is the last Strategy p played in the battle under
// way that is now in his discard pile and passes a test, or -1.
func (x *Ctx) LastPlayedInBattle(p int, ok func(id int) bool) int {
	found := -1
	for i := range x.S.Effects.List { // in the order they were played
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "played-in-battle" && l.Player == p {
			if id := l.Cards[0]; x.S.Cards[id].Zone == ZFateDiscard && ok(id) {
				found = id
			}
		}
	}
	return found
}

// ForceAtHome totals the Force of p's units at home, bowed ones too.
func (x *Ctx) ForceAtHome(p int) int {
	n := 0
	for _, id := range x.S.P[p].Play {
		if x.S.isPersonality(id) && x.S.Cards[id].Zone == ZHome {
			n += x.S.Force(id)
			for _, a := range x.S.Attachments(id) {
				if x.S.typeOf(a) == "follower" {
					n += x.S.Force(a)
				}
			}
		}
	}
	return n
}

// ActionBowsItsCard reports the action a Reaction answers having its own
// card bow as a cost.
func (x *Ctx) ActionBowsItsCard() bool {
	if x.Ev == nil || len(x.Ev.Cards) == 0 {
		return false
	}
	a := x.S.actionOf(x.Ev.Cards[0], x.Ev.N)
	return a != nil && a.Bow
}

// StandFirm keeps a Personality from being moved by the action of a card
// until it has resolved, and from his own player's actions and
// abilities for the turn (A Test of Courage).
func (x *Ctx) StandFirm(id, action int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "stays", untilActionOf(action))
	x.S.addEffect(efMark, x.P, []int{id}, 0, "shunned", UntilTurn)
	x.Silence(id, UntilTurn)
}

// InArmyOf reports p having a unit at the current battlefield.
func (x *Ctx) InArmyOf(p int) bool { return x.S.present(p) }

// CancelBonus reduces to nothing the Force bonus a Reaction answers
// (OnGiven): the latest one of that amount on the card.
func (x *Ctx) CancelBonus() {
	id, n := x.Subject(), x.Ev.N
	for i := len(x.S.Effects.List) - 1; i >= 0; i-- {
		if l := &x.S.Effects.List[i]; l.Kind == efForce && l.N == n && slices.Contains(l.Cards, id) {
			l.N = 0
			x.S.Say(x.S.Title(id), "'s bonus is reduced to +0F")
			return
		}
	}
}

// LastChiDeath is the Personality most recently destroyed for having 0
// Chi who is still dead in a discard pile, or -1.
func (x *Ctx) LastChiDeath() int {
	for i := len(x.S.Effects.List) - 1; i >= 0; i-- {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "chi-death" {
			if id := l.Cards[0]; x.S.Cards[id].Zone == ZDynastyDiscard {
				return id
			}
		}
	}
	return -1
}

// BeenHere reports a card that has been at the current battlefield this
// Attack Phase (kept for Text.PresenceIfBeen).
func (x *Ctx) BeenHere(id int) bool {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "been-at" && l.N == x.S.Attack.Battle && slices.Contains(l.Cards, id) {
			return true
		}
	}
	return false
}

// AuraUntil keeps the card's aura (Text.Aura) acting for its player
// until a timing point, wherever the card goes (an Event resolved).
func (x *Ctx) AuraUntil(until string) { x.S.addEffect(efAura, x.P, []int{x.Self}, 0, "", until) }

// Shadowlands reports a card with the Shadowlands keyword.
func (x *Ctx) Shadowlands(id int) bool { return x.S.hasKeyword(id, "Shadowlands") }

// ForbidsShadowlands reports p forbidden to play Shadowlands cards
// (Naming the True Evil).
func (x *Ctx) ForbidsShadowlands(p int) bool { return x.S.forbidden(p, -1) }

// forbidden reports a card p may not play: a Shadowlands card for a player
// who named the True Evil (card -1: whether p is so bound).
func (s *State) forbidden(p, card int) bool {
	if card >= 0 && s.holds&holdsBans != 0 && s.markedBy(s.P[p].Stronghold, "banned:"+s.Title(card), p) {
		return true // The Future is Unwritten
	}
	if s.holds&holdsEventAura == 0 || !s.markedBy(s.P[p].Stronghold, "true-evil", p) { // only an Event sets it
		return false
	}
	return card < 0 || s.hasKeyword(card, "Shadowlands")
}

// Boast marks the player's Province n, until his next turn begins, for
// what its destruction by a battle's resolution sets off (State.boasted).
func (x *Ctx) Boast(n int) { x.S.addEffect(efMark, x.P, []int{x.Self}, n, "boast", untilTurnOf(x.P)) }

// ReorderTop puts the top cards of p's Fate deck in the order given, the
// first on top.
func (x *Ctx) ReorderTop(p int, order []int) {
	deck := x.S.P[p].FateDeck
	rest := slices.DeleteFunc(slices.Clone(deck), func(id int) bool { return slices.Contains(order, id) })
	x.S.P[p].FateDeck = append(slices.Clone(order), rest...)
	x.S.Say(x.S.Names[p], " puts back ", strconv.Itoa(len(order)), " cards in the order of his choice")
}

// BanTitle forbids p the cards of a card's title (named by its id) for
// the rest of the game.
func (x *Ctx) BanTitle(p int, def string) {
	title := def
	if d, ok := defs().Get(def); ok {
		title = d.Title
	}
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, "banned:"+title, UntilGame)
	x.S.Say(x.S.Names[p], " may not play ", title, " for the rest of the game")
}

// Wedge marks a Personality for the battle: his own player may neither
// use his unit's abilities nor target it, his unit's Force is doubled
// before the battle resolves (State.wedges), and he is destroyed after
// it.
func (x *Ctx) Wedge(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "wedge", UntilBattle)
	for _, c := range append([]int{id}, x.S.Attachments(id)...) {
		x.S.addEffect(efMark, x.P, []int{c}, 0, "shunned", UntilBattle)
		x.Silence(c, UntilBattle)
	}
	x.DestroyAtEnd(id, UntilBattle)
}

// UntilNextTurnEnds is the timing point "when your next turn ends": the
// end of this turn's player's following turn if it is his.
func (x *Ctx) UntilNextTurnEnds(p int) string {
	if x.S.Active == p {
		return untilNextTurnEndOf(p)
	}
	return untilTurnEndOf(p)
}

// NegateEvent negates the effects of the Event about to resolve that the
// Reaction answers (OnBeforeEvent): it is discarded having done nothing.
func (x *Ctx) NegateEvent() {
	for i := len(x.S.Stack) - 1; i >= 0; i-- {
		if f := x.S.Stack[i]; f.Kind == kReveal && f.Stage == 3 && f.Card == x.Subject() {
			f.Labels = []string{negatedAction}
			x.S.Say("the effects of ", x.S.Title(f.Card), " are negated")
			return
		}
	}
}

// nameable is every Fate card a player may name ("name a card"): each
// title legal in the format once, by the id of its first card; the list
// is the format's, not the decks' in the game, which would tell what the
// other players hold.
var nameable = sync.OnceValue(func() []string {
	seen := map[string]bool{}
	var out []string
	for _, d := range carddb.Std().All {
		if d.Deck == "fate" && !seen[d.Title] {
			seen[d.Title] = true
			out = append(out, d.ID)
		}
	}
	sort.Strings(out)
	return out
})

// Nameable lists the card ids a player may name, one for each Fate title.
func (x *Ctx) Nameable() []string { return nameable() }

// CopyInHand is a card of p's hand titled as the card def names, or -1.
func (x *Ctx) CopyInHand(p int, def string) int {
	d, ok := defs().Get(def)
	if !ok {
		return -1
	}
	for _, id := range x.S.P[p].Hand {
		if x.S.Title(id) == d.Title {
			return id
		}
	}
	return -1
}

// EndEffectsOf ends all an Event's ongoing effects.
func (x *Ctx) EndEffectsOf(event int) {
	x.S.endEffectsOf(event)
	x.S.Say("the effects of ", x.S.Title(event), " end")
}

// PutUnder puts a card out of play face down under a card in play (a
// Stronghold's "put them under this Stronghold, face-down"); its owner
// may look at it.
func (x *Ctx) PutUnder(card, host int) {
	x.S.putFaceDown(card, ZUnder, host, 0)
	x.S.Say(x.S.Names[x.S.Cards[card].Owner], " puts a card under ", x.S.Title(host))
}

// putFaceDown puts a card face down and out of play: under a card (host)
// or beneath its owner's Province prov.
func (s *State) putFaceDown(card int, z Zone, host, prov int) {
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Parent, c.Prov, c.Facedown, c.Bowed, c.Controller = z, int32(host), int8(prov), true, false, c.Owner
}

// cardsWhere lists the cards whose state passes a test.
func (s *State) cardsWhere(ok func(c *Card) bool) []int {
	var out []int
	for id := range s.Cards {
		if ok(&s.Cards[id]) {
			out = append(out, id)
		}
	}
	return out
}

// Beneath lists the cards under a card (PutUnder's).
func (x *Ctx) Beneath(host int) []int {
	return x.S.cardsWhere(func(c *Card) bool { return c.Zone == ZUnder && int(c.Parent) == host })
}

// UnderToHand puts a card from under another into its owner's hand.
func (x *Ctx) UnderToHand(id int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZUnder {
		return
	}
	p := int(c.Owner)
	c.Zone, c.Parent, c.Facedown, c.Controller = ZHand, -1, false, c.Owner
	s.P[p].Hand = append(s.P[p].Hand, id)
	s.Say(s.Names[p], " takes a card from under ", s.Title(s.P[p].Stronghold), " into hand")
}

// First reports p the game's first player.
func (x *Ctx) First(p int) bool { return x.S.First == p }

// DeckToPlay puts a card of its owner's Dynasty deck into play at his
// home, ignoring its costs, bowed if asked; it enters play.
func (x *Ctx) DeckToPlay(id int, bowed bool) {
	s := x.S
	if s.intoPlayFrom(x.P, id, ZDynastyDeck) {
		s.Cards[id].Bowed = bowed
		s.Say(s.Names[x.P], " puts ", s.Title(id), " into play from the Dynasty deck")
		s.entered(x.P, id, ZDynastyDeck)
	}
}

// NoStraightenUntilThird keeps a card from straightening before p's third
// Straighten Phase from now.
func (x *Ctx) NoStraightenUntilThird(id, p int) {
	x.S.addEffect(efNoStraight, x.P, []int{id}, 0, "", untilSecondStraightened(p))
}

// PutBeneath attaches a card of its owner's face down and out of play to
// his Province n (Shiro Kitsuki's Personalities).
func (x *Ctx) PutBeneath(card, n int) {
	x.S.putFaceDown(card, ZBeneath, -1, n)
	x.S.Say(x.S.Names[x.S.Cards[card].Owner], " attaches a card face down to Province ", strconv.Itoa(n))
}

// Beneaths lists the cards face down beneath p's Provinces.
func (x *Ctx) Beneaths(p int) []int {
	return x.S.cardsWhere(func(c *Card) bool { return c.Zone == ZBeneath && int(c.Owner) == p })
}

// RecruitBeneath brings a Personality from beneath a Province into play
// in p's army at the current battlefield ("Recruit him into play there");
// he enters play.
func (x *Ctx) RecruitBeneath(id int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZBeneath || !s.inBattle() || !s.joinsBy(x.P) {
		return
	}
	from := int(c.Prov)
	s.take(id)
	c.Zone, c.Prov, c.Facedown, c.Controller, c.Bowed = ZBattle, int8(s.Attack.Battle), false, int8(x.P), false
	s.P[x.P].Play = append(s.P[x.P].Play, id)
	s.Say(s.Names[x.P], " recruits ", s.Title(id), " into the battle from beneath Province ", strconv.Itoa(from))
	s.entered(x.P, id, ZBeneath)
}

// RemoveAfter removes a card from the game as a timing point comes
// (UntilBattle: "after the battle ends"; UntilDuel, after the duel).
func (x *Ctx) RemoveAfter(id int, until string) {
	x.S.addEffect(efRemoveEnd, x.P, []int{id}, 0, "", until)
}

// GiveBase gives a card an effect created with no printed stats its base
// Force, Chi, Personal Honor and Gold Cost ("whose base Force ... are
// those of this Shugenja"): part of what is printed, not bonuses.
func (x *Ctx) GiveBase(id, force, chi, honor, gold int) {
	for _, v := range []struct {
		kind string
		n    int
	}{{efForce, force}, {efChi, chi}, {efHonor, honor}, {efCost, -gold}} {
		if v.n != 0 {
			x.S.addEffect(v.kind, x.P, []int{id}, v.n, labelBase, UntilGame)
		}
	}
}

// DiscardOut discards a card out of play (one put under another).
func (x *Ctx) DiscardOut(id int) {
	x.S.Say(x.S.Title(id), " is discarded")
	x.S.toDiscard(id, false)
}

// NoStraightenWhile keeps a card from straightening while another card
// stays in play (and it does): an effect on both, ended as either leaves
// play, as a token's is (the other cannot straighten either: an Item's
// straightening is nothing).
func (x *Ctx) NoStraightenWhile(id, while int) {
	x.S.addEffect(efNoStraight, x.P, []int{id, while}, 0, "", UntilToken)
}

// TakeControlUntil is TakeControl (into p's army where the unit is at a
// battlefield) until a timing point, when control goes back to the player
// it was taken from ("after this battle ends, give control of him back").
func (x *Ctx) TakeControlUntil(id, p int, until string) {
	from := x.Controller(id)
	if from == p {
		return
	}
	x.TakeControl(id, p, true)
	x.S.addEffect(efLendEnd, p, []int{id}, from, "", until)
}

// UniqueInPlay reports a Unique card whose title is in play already.
func (x *Ctx) UniqueInPlay(id int) bool {
	d := x.S.def(id)
	return d != nil && d.Unique && x.S.uniqueInPlay(d.Title)
}

// keptHome marks a Personality who may not assign, and will not move, to
// battlefields (Obsidian Halls of the Lost).
const keptHome = "kept-home"

// KeepHome keeps a Personality from assigning or moving to battlefields
// until a timing point.
func (x *Ctx) KeepHome(id int, until string) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, keptHome, until)
	x.S.Say(x.S.Title(id), " will not go to the battlefields")
}

// favorRemoved marks the Imperial Favor removed from the game (Kachiko's
// Kiss): nobody holds, lobbies for or takes it until it returns.
const favorRemoved = "favor-removed"

func (s *State) favorGone() bool { return s.anyEffect(efMark) && s.globalMark(favorRemoved) }

// RemoveFavor removes the Imperial Favor from the game; ReturnFavor
// returns it, held by nobody.
func (x *Ctx) RemoveFavor() {
	x.S.Favor = -1
	if !x.S.favorGone() {
		x.MarkGame(favorRemoved, UntilGame)
	}
	x.S.Say("the Imperial Favor is removed from the game")
}
func (x *Ctx) ReturnFavor() {
	for x.S.unmark(favorRemoved) {
	}
	x.S.Say("the Imperial Favor returns to the game")
}

// Unban ends every player's ban on a title (BanTitle's).
func (x *Ctx) Unban(def string) {
	title := def
	if d, ok := defs().Get(def); ok {
		title = d.Title
	}
	for x.S.unmark("banned:" + title) {
	}
}

// eventToDeck marks an Event resolving that goes into its owner's deck,
// shuffled, instead of to his discard pile.
const eventToDeck = "event-to-deck"

// ToDeckAfter has the Event resolving shuffled into its owner's Dynasty
// deck instead of discarded.
func (x *Ctx) ToDeckAfter(event int) {
	x.S.addEffect(efMark, x.P, []int{event}, 0, eventToDeck, UntilTurn)
}

// UnitOf is the Personality whose unit a card is in (itself for one).
func (x *Ctx) UnitOf(id int) int { return x.S.unitOf(id) }

// MarkN is Mark recording a number with it (Marks reads them back).
func (x *Ctx) MarkN(id int, what string, n int, until string) {
	x.S.addEffect(efMark, x.P, []int{id}, n, what, until)
}

// HandToPlay puts a card of p's hand into play at his home, its costs
// and conditions ignored ("put a Ring into play"); it enters play.
func (x *Ctx) HandToPlay(id int) {
	if x.S.intoPlayFrom(x.P, id, ZHand) {
		x.S.Say(x.S.Names[x.P], " puts ", x.S.Title(id), " into play")
		x.S.entered(x.P, id, ZHand)
	}
}

// DelayPenalty delays the Chi penalty being held for Reactions until
// before the turn ends, when the card gets it (Kyuden Toketsu).
func (x *Ctx) DelayPenalty() {
	if f := x.S.held(); f != nil && len(f.Labels) > 1 && f.Labels[0] == heldPenalty {
		f.Stage = heldNegated
		x.S.addEffect(efPenaltyEnd, f.Player, f.Cards, f.N, f.Labels[1], UntilTurn)
		x.S.Say("the penalty upon ", x.S.Title(f.Cards[0]), " is delayed until the turn ends")
	}
}

// SwitchHands switches a card of one player's hand with a card of
// another's: each goes to the other hand, its owner unchanged.
func (x *Ctx) SwitchHands(a, b int) {
	s := x.S
	pa, pb := int(s.Cards[a].Controller), int(s.Cards[b].Controller)
	if s.Cards[a].Zone != ZHand || s.Cards[b].Zone != ZHand || pa == pb {
		return
	}
	s.take(a)
	s.take(b)
	s.Cards[a].Zone, s.Cards[a].Controller = ZHand, int8(pb)
	s.Cards[b].Zone, s.Cards[b].Controller = ZHand, int8(pa)
	s.P[pb].Hand = append(s.P[pb].Hand, a)
	s.P[pa].Hand = append(s.P[pa].Hand, b)
	s.Say(s.Names[pa], " and ", s.Names[pb], " switch a card of their hands")
}

// lookedAt marks a face-down card a player (the mark's) looked at this
// turn: he sees it (State.Visible).
const lookedAt = "looked-at"

// FaceDownCards lists the cards face-down to p ("cards in decks and hands
// are face-down"): the decks, the other players' hands, and the face-down
// Province cards.
func (x *Ctx) FaceDownCards(p int) []int {
	var out []int
	for q := range x.S.P {
		pl := &x.S.P[q]
		out = append(out, pl.DynastyDeck...)
		out = append(out, pl.FateDeck...)
		if q != p {
			out = append(out, pl.Hand...)
		}
		for _, pr := range pl.Provinces {
			if pr.Card >= 0 && x.S.Cards[pr.Card].Facedown {
				out = append(out, pr.Card)
			}
		}
	}
	return out
}

// LookAt lets the player look at a face-down card: he sees it this turn.
func (x *Ctx) LookAt(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, lookedAt, UntilTurn)
	x.S.Say(x.S.Names[x.P], " looks at a face-down card")
}

// DiscardOutOfPlay discards a card from a deck, a hand or a Province.
func (x *Ctx) DiscardOutOfPlay(id int) {
	s := x.S
	switch c := &s.Cards[id]; c.Zone {
	case ZProvince:
		owner, prov := int(c.Owner), int(c.Prov)
		x.DiscardFromProvince(id)
		s.refillOne(owner, prov)
	case ZHand, ZDynastyDeck, ZFateDeck:
		s.Say(s.Names[c.Owner], " discards ", s.Title(id))
		s.toDiscard(id, false)
	}
}

// EliminateFor takes a player out of the game for a card's reason.
func (x *Ctx) EliminateFor(p int, why string) { x.S.eliminate(p, why) }

// goldHoldingEntered marks, on a player's Stronghold, a Gold-producing
// Holding of his that entered play this turn (Gifts and Favors asks).
const goldHoldingEntered = "gold-holding-entered"

// GoldHoldingEntered reports a Gold-producing Holding of p's that entered
// play this turn.
func (x *Ctx) GoldHoldingEntered(p int) bool { return x.PlayerMarked(p, goldHoldingEntered) }

// rangedHomeMark marks the card of an action whose Ranged Attack may
// target a card at the Defender's home.
const rangedHomeMark = "ranged-home"

// RangedHome lets the Ranged Attack of the action of card, until it
// resolves, target a card at the Defender's home, as well as those
// opposing its card, if otherwise legal (No Hiding Place).
func (x *Ctx) RangedHome(card int) {
	x.S.addEffect(efMark, x.P, []int{card}, 0, rangedHomeMark, untilActionOf(card))
}

// rangedHome reports a card at the Defender's home that the Ranged Attack
// of card's action may target (RangedHome).
func (s *State) rangedHome(card, id int) bool {
	if s.holds&holdsRangedReach == 0 || !s.inBattle() {
		return false
	}
	u := s.unitOf(id)
	return s.Cards[u].Zone == ZHome && int(s.Cards[u].Controller) == s.Attack.Defender && s.marked(card, efMark, rangedHomeMark)
}

// ArmyAt lists the units of the attacking (or defending) army at the
// battlefield of Province prov.
func (x *Ctx) ArmyAt(prov int, attacking bool) []int { return x.S.army(prov, attacking) }

// HonorIfDestroyed has the player gain n Honor once the action of card
// resolves, if its effects destroyed one of the cards by then (Saboteur).
func (x *Ctx) HonorIfDestroyed(cards []int, n, card int) {
	x.S.addEffect(efFallenGain, x.P, cards, n, "", untilActionOf(card))
}

// rangedAnyMark marks the card of an action whose Ranged Attack may
// target a Personality with Followers, until it resolves.
const rangedAnyMark = "ranged-any-personality"

// RangedAnyPersonality lets the Ranged Attack of the action of card
// target a Personality even if he has Followers (Scour the Earth).
func (x *Ctx) RangedAnyPersonality(card int) {
	x.S.addEffect(efMark, x.P, []int{card}, 0, rangedAnyMark, untilActionOf(card))
}

// AnnouncedBy is the card that makes the action a Reaction to its
// announcement answers: its own card if a Personality or Follower in
// play, else the Personality it is attached to; -1 for none (a Strategy's
// own).
func (x *Ctx) AnnouncedBy() int {
	card := x.Ev.Source
	switch x.Type(card) {
	case "personality", "follower":
		if x.S.inPlay(card) {
			return card
		}
	case "item", "spell":
		if c := x.Card(card); c.Zone == ZAttached {
			return int(c.Parent)
		}
	}
	return -1
}

// MayEquipFor reports a card p could attach to a Personality paying cut
// Gold less than its cost.
func (x *Ctx) MayEquipFor(card, person, cut int) bool {
	return x.S.mayAttach(card, person) && x.S.production(x.P, card)+cut >= x.S.cost(x.P, card, person)
}

// UntilEquipped is the timing point "once the Item being attached has
// attached, or not" (EndEquipCuts).
const UntilEquipped = "equipped"

// EndEquipCuts ends the effects lasting UntilEquipped.
func (x *Ctx) EndEquipCuts() { x.S.expire(UntilEquipped) }
