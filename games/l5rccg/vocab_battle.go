package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// The vocabulary of units, armies and battlefields: moving units,
// opposing and enemy cards, the armies at a battlefield, control of a
// unit, Reconnaissance (the Rule of Presence), what a battle remembers,
// and an ambush (a battle at no Province).

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

// UnitForce is a unit's total Force.
func (x *Ctx) UnitForce(id int) int { return x.S.unitForce(id) }

// AtBattle reports a card at the current battlefield.
func (x *Ctx) AtBattle(id int) bool { return x.S.atBattle(id) }

// Attacking and Defending report a card in the attacking or defending
// army at a battlefield; Opposed, a unit with an opposing unit at its
// battlefield; InArmy, a card at any battlefield.
func (x *Ctx) Attacking(id int) bool { return x.S.attacking(id) }

func (x *Ctx) Defending(id int) bool { return x.S.defending(id) }

func (x *Ctx) InArmy(id int) bool { return x.S.Cards[x.S.unitOf(id)].Zone == ZBattle }

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

func (x *Ctx) Opposed(id int) bool { return len(x.Opposing(id)) > 0 }

// Opposing lists the units opposing a card's unit at its battlefield.
func (x *Ctx) Opposing(id int) []int { return x.unitsAt(id, false) }

// Army lists the units in a card's army: those of its side at its
// battlefield (none at home).
func (x *Ctx) Army(id int) []int { return x.unitsAt(id, true) }

// unitsAt lists the units at a card's unit's battlefield of its side
// (same) or the other.
func (x *Ctx) unitsAt(id int, same bool) []int {
	u := x.S.unitOf(id)
	c := &x.S.Cards[u]
	if c.Zone != ZBattle {
		return nil
	}
	var out []int
	for p := range x.S.P {
		for _, o := range x.S.P[p].Play {
			if oc := &x.S.Cards[o]; oc.Zone == ZBattle && oc.Prov == c.Prov && (x.Attacking(o) == x.Attacking(u)) == same {
				out = append(out, o)
			}
		}
	}
	return out
}

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

// Opposes reports a card opposing this one; OpposedBy, card a opposing b.
func (x *Ctx) Opposes(id int) bool     { return x.S.opposes(x.Self, id) }
func (x *Ctx) OpposedBy(a, b int) bool { return x.S.opposes(b, a) }

// GiveWhileAttacking gives a card a Force bonus that counts only while it
// attacks, until a timing point.
func (x *Ctx) GiveWhileAttacking(id, force int, until string) {
	if x.S.inPlay(id) {
		x.S.addEffect(efForce, x.P, []int{id}, force, WhileAttacking, until)
		x.S.Say(x.S.Title(id), " gets ", signed(force), "F while attacking")
	}
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

// AttackedBy reports a Personality who has been in an army attacking
// player p since p's last turn ended (Text.RemembersAttackers).
func (x *Ctx) AttackedBy(id, p int) bool { return x.S.markedBy(id, "attacked", p) }

// InfantrySegment reports the attack's Infantry Maneuvers under way
// (LE-4.2).
func (x *Ctx) InfantrySegment() bool { return x.S.Attack.Active && x.S.Step == "4.2" }

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

// ActedThisBattle reports p having taken an action in the battle under
// way.
func (x *Ctx) ActedThisBattle(p int) bool {
	return x.S.Used("battle", useKey(x.S.P[p].Stronghold, actedUse)) > 0
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

// keptHome marks a Personality who may not assign, and will not move, to
// battlefields (Obsidian Halls of the Lost).
const keptHome = "kept-home"

// KeepHome keeps a Personality from assigning or moving to battlefields
// until a timing point.
func (x *Ctx) KeepHome(id int, until string) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, keptHome, until)
	x.S.Say(x.S.Title(id), " will not go to the battlefields")
}

// ArmyAt lists the units of the attacking (or defending) army at the
// battlefield of Province prov.
func (x *Ctx) ArmyAt(prov int, attacking bool) []int { return x.S.army(prov, attacking) }

// Reconnaissance (Scour the Earth, Shinjo Fuyuko): a player with
// Reconnaissance at a Province's battlefields this turn meets the Rule of
// Presence there (LE-4.4-PRESENCE), as if he had a unit there (ruling
// 31: the Lotus rulebook does not define the word).

// reconMark marks, on the Stronghold of a Province's owner, a player
// (Player) with Reconnaissance at its battlefields (N: the Province).
const reconMark = "reconnaissance"

// GiveRecon gives the player taking the action Reconnaissance at the
// battlefields of owner's Province n this turn.
func (x *Ctx) GiveRecon(owner, n int) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[owner].Stronghold}, n, reconMark, UntilTurn)
	x.S.Say(x.S.Names[x.P], " has Reconnaissance at the battlefields of ", x.S.Names[owner], "'s Province ", strconv.Itoa(n))
}

// recon reports p with Reconnaissance at the battle under way.
func (s *State) recon(p int) bool { return s.provinceMarked(p, reconMark) }

// An ambush (Ambush): a battle fought at once, at a battlefield at no
// Province, between one Personality of the player taking the action,
// attacking, and one of another player's, defending even if bowed; no
// other unit may move there. Its player loses 5 Honor once it ends.

// AmbushField is the number of the battlefield an ambush creates: at no
// Province ("battlefield-99" in scenarios).
const AmbushField = 99

// kAmbush fights an ambush (Player: its attacker; Cards: his Personality
// and the other).
const kAmbush = "ambush"

// Ambush fights, once the action resolves, a battle at a new battlefield
// at no Province: mine attacking, theirs defending.
func (x *Ctx) Ambush(mine, theirs int) {
	x.S.Push(engine.Frame{Kind: kAmbush, Player: x.P, Cards: []int{mine, theirs}})
}

func ambushFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 { // the battle is over
		s.endAttack()
		(&Ctx{S: s, P: f.Player}).GainHonor(f.Player, -5)
		return engine.Done
	}
	mine, theirs := f.Cards[0], f.Cards[1]
	if !s.inPlay(mine) || !s.inPlay(theirs) || s.Attack.Active {
		return engine.Done
	}
	s.Attack = Attack{Active: true, Attacker: f.Player, Defender: int(s.Cards[theirs].Controller), Fields: []int{AmbushField}, Battle: AmbushField}
	for _, id := range []int{mine, theirs} {
		c := &s.Cards[id]
		c.Zone, c.Prov = ZBattle, AmbushField
	}
	s.Say(s.Title(mine), " ambushes ", s.Title(theirs), " at a battlefield of no Province")
	f.Stage = 1
	s.Push(engine.Frame{Kind: kBattle, N: AmbushField})
	return engine.Again
}
