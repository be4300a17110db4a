package l5rccg

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// The attack frame's stages (LE-4).
const (
	atDeclare   = iota // 4.1: attack or not
	atAttInvite        //      the Attacker invites allies (LE-MULTI-1)
	atDefInvite        //      the Defender invites allies
	atAttInf           // 4.2: the Attacker assigns, then his allies
	atDefInf           //      the Defender assigns
	atAttCav           // 4.3: the Attacker assigns Cavalry
	atDefCav           //      the Defender assigns Cavalry
	atChoose           // the Attacker chooses the next battle
	atFighting         // a battle is being fought
	atOver             // no attack, or the attack is over
)

var segmentSteps = map[int]string{atAttInf: "4.2", atAttCav: "4.3"}

// PlayerKey names a seat as scenarios and answers do: player1 … playerN.
func PlayerKey(p int) string { return "player" + strconv.Itoa(p+1) }

// attackFrame runs the Attack Phase (LE-4): the declaration, the four
// maneuvers, then each battle in the order the Attacker chooses.
func attackFrame(s *State, f *engine.Frame) engine.Status {
	// Every stage but the attack's end only asks, fires (pushing its
	// Reactions) or moves on: Unchanged for the state checks.
	switch f.Stage {
	case atDeclare:
		var opts []engine.Answer
		forced, defenders := s.forcedAttack(f.Player)
		if !forced && s.mustDeclare(f.Player) { // Underhand of the Emperor: an attack on anyone
			forced, defenders = true, nil
			for q := range s.P {
				defenders = append(defenders, q)
			}
		}
		for q := range s.P {
			if q == f.Player || !s.Playing(q) || f.Index > 0 && q != f.Index-1 { // an additional Attack Phase may name its Defender
				continue
			}
			if forced && !slices.Contains(defenders, q) {
				continue
			}
			a := engine.Answer{Verb: "attack"}
			if len(s.P) > 2 {
				a.Labels = []string{PlayerKey(q)}
			}
			opts = append(opts, a)
		}
		if !forced || len(opts) == 0 {
			opts = append(opts, engine.Pass)
		}
		if s.newEra() { // NE-3.3: the Attack Phase, or the Dynasty Phase
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "attack", Prompt: "go on to the Attack Phase, or to the Dynasty Phase", Options: opts, Step: "3.3"})
			return engine.Again | engine.Unchanged
		}
		s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "attack", Prompt: "attack, or pass the Attack Phase", Options: opts, Step: "4.1"})
		return engine.Again | engine.Unchanged
	case atAttInvite, atDefInvite:
		if !s.inviting(f) {
			f.Stage++
		}
		return engine.Again | engine.Unchanged
	case atAttInf, atDefInf, atAttCav, atDefCav:
		if f.Stage == atAttCav && s.maneuversOver(f, 1) { // the Infantry Maneuvers are over: their Reactions first
			return engine.Again | engine.Unchanged
		}
		if f.Stage >= atAttCav && s.newEra() { // NE-4.2: one Maneuvers Segment, Cavalry's with the rest
			f.Turn |= 2
			f.Stage = atChoose
			return engine.Again | engine.Unchanged
		}
		k := f.Turn >> maneuverShift // the opportunities taken in this stage
		if step, ok := segmentSteps[f.Stage]; ok && k == 0 {
			s.Begin(step)
		}
		attacking, cavalry := f.Stage == atAttInf || f.Stage == atAttCav, f.Stage >= atAttCav
		leader := s.Attack.Defender
		if attacking {
			leader = s.Attack.Attacker
		}
		who := s.maneuverers(leader)
		if f.Stage == atAttInf && s.holds&holdsUnderhand != 0 {
			who = s.withUnderhand(who)
		}
		var units []int
		for ; k < len(who); k++ {
			units = s.assignable(who[k], cavalry, attacking)
			if f.N&attackOneUnit != 0 && who[k] == s.Attack.Attacker && s.assignedAny(who[k]) {
				units = nil // the one Personality has assigned
			}
			if len(units) > 0 {
				break
			}
		}
		f.Turn = f.Turn&(1<<maneuverShift-1) | k<<maneuverShift
		if k >= len(who) {
			f.Turn &= 1<<maneuverShift - 1
			f.Stage++
			return engine.Again | engine.Unchanged
		}
		p := who[k]
		none := []engine.Answer{{Verb: "assign"}}
		if f.Stage == atAttInf && (p == s.Attack.Attacker && !s.assignedAny(p) && s.mustAssign(p) || p != s.Attack.Attacker && s.assignsOthers(p)) {
			none = nil // a forced attack: at least one unit; another's Personality he assigns
		}
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "assign", Prompt: "choose the units to send to each battlefield",
			Options: none, Open: []string{"assign"}, Among: units, Step: s.Step})
		return engine.Again | engine.Unchanged
	case atChoose:
		if s.maneuversOver(f, 2) { // the Cavalry Maneuvers too
			return engine.Again | engine.Unchanged
		}
		left := s.battlesLeft()
		if len(left) == 0 {
			s.endAttack()
			f.Stage = atOver
			return engine.Done
		}
		chooser := s.battleChooser()
		opts := s.OptionList(len(left) + 1)[:len(left)]
		for i, n := range left {
			opts[i] = engine.Answer{Verb: "battle", N: n}
			if chooser == s.Attack.Attacker && !s.newEra() && s.navalLeader(n) == chooser { // LE-NAVAL-1, as it is chosen
				opts = append(opts, engine.Answer{Verb: "naval", N: n})
			}
		}
		s.Ask(engine.Decision{Players: engine.One(chooser), Kind: "battle", Prompt: "choose the next battle to fight", Options: opts})
		return engine.Again | engine.Unchanged
	case atFighting: // a battle was fought
		f.Stage = atChoose
		return engine.Again | engine.Unchanged
	}
	return engine.Done
}

func answerAttack(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch f.Stage {
	case atDeclare:
		if a.Verb == "pass" {
			s.Say(s.Names[p], " does not attack")
			f.Stage = atOver
			return nil
		}
		if s.newEra() && s.Phase != phaseNames[4] { // NE-4.1: the Attack Phase begins once chosen
			s.beginPhase(4)
		}
		def := s.Next(p)
		if len(a.Labels) > 0 {
			def = KeySeat(a.Labels[0])
		}
		if f.Index > 0 {
			def = f.Index - 1
		}
		s.Attack = Attack{Active: true, Attacker: p, Defender: def, Raid: f.N&attackRaid != 0}
		for _, pr := range s.P[def].Provinces {
			if !pr.Destroyed {
				s.Attack.Fields = append(s.Attack.Fields, pr.Number) // LE-4.1: a battlefield at each
			}
		}
		s.Say(s.Names[p], " attacks ", s.Names[def])
		f.Stage = atAttInvite
		if s.holds&holdsAttackMemory != 0 { // who declared an attack on whom, until the Defender's next turn ends, and in this phase
			s.addEffect(efMark, p, []int{s.P[p].Stronghold}, def, "declared", untilTurnEndOf(def))
			s.addEffect(efMark, p, []int{s.P[p].Stronghold}, def, attackedThisPhase, UntilPhase)
		}
		if f.N&attackWager != 0 { // after the declaration; not to be negated
			for _, id := range s.P[def].Play {
				if s.isPersonality(id) {
					for _, c := range append([]int{id}, s.Attachments(id)...) {
						if c == id || s.typeOf(c) == "follower" {
							s.Cards[c].Bowed = false
						}
					}
				}
			}
			s.Say(s.Names[def], "'s Personalities and Followers straighten")
		}
		s.fire(engine.Event{Kind: OnDeclared, Player: p, N: def})
	case atAttInvite, atDefInvite:
		if err := s.answerInvite(f, a); err != nil {
			return err
		}
		f.Stage++
	case atAttInf, atDefInf, atAttCav, atDefCav:
		attacking := f.Stage == atAttInf || f.Stage == atAttCav
		if f.Stage == atAttInf && p == s.Attack.Attacker && len(a.Cards) == 0 && !s.assignedAny(p) && s.mustAssign(p) {
			return fmt.Errorf("this attack must have a unit: assign at least one")
		}
		if f.Stage == atAttInf && p != s.Attack.Attacker && len(a.Cards) == 0 && s.assignsOthers(p) {
			return fmt.Errorf("you assign %s: name a battlefield", s.describe(s.underhanded(p)[0]))
		}
		one := f.N&attackOneUnit != 0 && attacking
		if one && len(a.Cards) > 1 {
			return fmt.Errorf("only one Personality may assign to attack in this Attack Phase")
		}
		if err := s.assign(p, a, f.Stage >= atAttCav, attacking); err != nil {
			return err
		}
		if one && len(a.Cards) == 1 { // Retribution: he and his Followers get +1F
			x := &Ctx{S: s, P: p, Self: a.Cards[0]}
			for _, c := range append([]int{a.Cards[0]}, s.Attachments(a.Cards[0])...) {
				if c == a.Cards[0] || s.typeOf(c) == "follower" {
					x.Give(c, 1, 0, UntilTurn)
				}
			}
		}
		f.Turn += 1 << maneuverShift // the next opportunity in this stage
	case atChoose:
		s.Attack.Battle = a.N
		s.Say("the battle at ", s.Names[s.Attack.Defender], "'s Province ", strconv.Itoa(a.N), " is fought")
		f.Stage = atFighting
		s.Push(engine.Frame{Kind: kBattle, N: a.N})
		s.fire(engine.Event{Kind: OnEngaged, Player: s.Attack.Attacker, N: a.N})
		if a.Verb == "naval" {
			s.Attack.Naval, s.Attack.NavalWait = p+1, true
			s.Say(s.Names[p], " makes the battle a naval invasion")
		}
	}
	return nil
}

// assignedAny reports p with a unit at a battlefield.
func (s *State) assignedAny(p int) bool {
	return slices.ContainsFunc(s.P[p].Play, func(id int) bool { return s.Cards[id].Zone == ZBattle })
}

// What an additional Attack Phase changes (the attack frame's N).
const (
	attackWager    = 1 << iota // after the declaration, the Defender's Personalities and Followers straighten
	attackOneUnit              // the Attacker assigns one Personality, who with his Followers gets +1F
	attackRaid                 // a Raid attack (Attack.Raid)
	attackNoAllies             // nobody invites allies
)

// maneuverShift places, in the attack frame's Turn, the count of the
// opportunities to assign taken in the current Maneuvers stage (the bits
// below it are maneuversOver's).
const maneuverShift = 4

// kExtraAttack is an additional Attack Phase an effect declares (Player:
// the Attacker; Index: the Defender plus one, 0 for the Attacker's
// choice; N: what it changes; Labels[0]: the phase it interrupts).
const kExtraAttack = "extra-attack-phase"

// AdditionalAttack declares an additional Attack Phase now, for the
// attacker against the defender (-1: his choice), with what it changes
// (attackWager, attackOneUnit).
func (x *Ctx) AdditionalAttack(attacker, defender, changes int) {
	x.S.Push(engine.Frame{Kind: kExtraAttack, Player: attacker, Index: defender + 1, N: changes})
}

// Additional Attack Phases' changes, for the cards.
const (
	AttackWager    = attackWager
	AttackOneUnit  = attackOneUnit
	AttackNoAllies = attackNoAllies
)

// RaidAttack declares an additional Attack Phase that is a Raid attack
// for the player taking the action (Aramasu's Pride); after it ends, the
// registered choice then is asked with the number of its battles he won
// (n), if any.
func (x *Ctx) RaidAttack(then string) {
	x.S.Push(engine.Frame{Kind: kExtraAttack, Player: x.P, N: attackRaid, Labels: []string{"", then}})
}

// RaidBattle reports a battle of a Raid attack under way.
func (x *Ctx) RaidBattle() bool { return x.S.Attack.Raid && x.S.inBattle() }

// raidWon marks, on the Attacker's Stronghold, a Raid battle he won.
const raidWon = "raid-won"

// opposedMark marks a Personality opposed in this Attack Phase.
const opposedMark = "opposed-this-attack"

// rememberOpposed marks the Personalities opposed at a battlefield.
func (s *State) rememberOpposed(prov int) {
	att, def := s.army(prov, true), s.army(prov, false)
	if len(att) == 0 || len(def) == 0 {
		return
	}
	for _, id := range append(att, def...) {
		if !s.marked(id, efMark, opposedMark) {
			s.addEffect(efMark, int(s.Cards[id].Controller), []int{id}, 0, opposedMark, UntilAttack)
		}
	}
}

// OpposedThisAttack reports a Personality opposed at a battlefield in
// this Attack Phase (Text.RemembersOpposed keeps it).
func (x *Ctx) OpposedThisAttack(id int) bool { return x.S.marked(id, efMark, opposedMark) }

// extraAttackFrame runs an additional Attack Phase, then the Reactions
// to its end.
func extraAttackFrame(s *State, f *engine.Frame) engine.Status {
	switch f.Stage {
	case 0:
		if len(f.Labels) == 0 {
			f.Labels = []string{""}
		}
		f.Labels[0] = s.Phase
		s.Phase = phaseNames[4]
		s.Begin("4")
		s.Say("an additional Attack Phase for ", s.Names[f.Player])
		f.Stage = 1
		s.Push(engine.Frame{Kind: kAttack, Player: f.Player, Index: f.Index, N: f.N})
		return engine.Again
	case 1:
		s.Phase = f.Labels[0]
		f.Stage = 2
		if len(f.Labels) > 1 && f.Labels[1] != "" { // what comes of the Raid's battles won
			x := &Ctx{S: s, P: f.Player, Self: s.P[f.Player].Stronghold}
			if won := len(x.Marks(x.Self, raidWon)); won > 0 {
				for s.unmarkCard(x.Self, raidWon) {
				}
				x.Ask(f.Player, f.Labels[1], won, won)
				return engine.Again
			}
		}
		fallthrough
	case 2:
		f.Stage = 3
		if s.fire(engine.Event{Kind: OnPhaseEnded, Player: s.Active, N: 4}) {
			return engine.Again
		}
	}
	s.expire(UntilPhase)
	return engine.Done
}

// maneuversOver asks, once per segment (bit, kept in f.Turn), the
// Reactions after a Maneuvers Segment ends; it reports whether any was
// asked.
func (s *State) maneuversOver(f *engine.Frame, bit int) bool {
	if f.Turn&bit != 0 {
		return false
	}
	f.Turn |= bit
	return s.fire(engine.Event{Kind: OnManeuvered, Player: s.Attack.Attacker, N: bit})
}

// KeySeat reads a player key (player1 …), PlayerKey's inverse; -1 if
// it is none.
func KeySeat(key string) int {
	n, err := strconv.Atoi(key[min(len(key), len("player")):])
	if err != nil || len(key) < len("player") || key[:len("player")] != "player" {
		return -1
	}
	return n - 1
}

// assignable lists p's units that may assign now to an army: led by an
// unbowed Personality at home, Cavalry in 4.3 (LE-4.2, LE-4.3,
// LE-BOW-1).
func (s *State) assignable(p int, cavalry, attacking bool) []int {
	if s.holds&holdsUnderhand != 0 && p != s.Attack.Attacker && attacking && !cavalry {
		if u := s.underhanded(p); len(u) > 0 {
			return u // the Attacker's Personalities this player assigns instead of him
		}
	}
	var out []int
	for _, id := range s.P[p].Play {
		c := &s.Cards[id]
		if c.Zone == ZHome && (!c.Bowed || s.marked(id, efMark, "smile")) && s.isPersonality(id) && (!cavalry || s.cavalryUnit(id)) && !s.marked(id, efMark, keptHome) &&
			!(attacking && s.markedBy(id, extorted, s.Attack.Defender)) && !(s.holds&holdsUnderhand != 0 && s.marked(id, efMark, underhandMark)) {
			out = append(out, id)
		}
	}
	return out
}

// cavalryUnit reports a unit whose Personality and Followers all have
// the Cavalry trait (glossary, "Cavalry").
func (s *State) cavalryUnit(id int) bool {
	if !s.hasKeyword(id, "Cavalry") {
		return false
	}
	for _, a := range s.Attachments(id) {
		if d := s.def(a); d != nil && d.Type == "follower" && !s.hasKeyword(a, "Cavalry") {
			return false
		}
	}
	return true
}

// hasKeyword reports a keyword or trait the card has: printed, given by
// an attachment or its own trait, or by a lasting effect, and not taken
// away by one.
func (s *State) hasKeyword(id int, k string) bool {
	d := s.def(id)
	if d == nil {
		return false
	}
	has := d.HasKeyword(k)
	switch { // LE-KEYWORD-2: Human unless Nonhuman, Infantry unless Cavalry
	case strings.EqualFold(k, "Human") && (d.Type == "personality" || d.Type == "follower"):
		return !s.hasKeyword(id, "Nonhuman")
	case strings.EqualFold(k, "Infantry") && (d.Type == "personality" || d.Type == "follower"):
		return !s.hasKeyword(id, "Cavalry")
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

// assign moves p's chosen units to the battlefields named, all at once
// (assigning is not moving).
func (s *State) assign(p int, a engine.Answer, cavalry, attacking bool) error {
	if a.Verb != "assign" || len(a.Cards) != len(a.Labels) {
		return fmt.Errorf("assign CARD to N, one Province a unit")
	}
	units := s.assignable(p, cavalry, attacking)
	fields := make([]int, len(a.Cards))
	for i, id := range a.Cards {
		if !slices.Contains(units, id) {
			return fmt.Errorf("%s cannot assign now", s.describe(id))
		}
		if slices.Contains(a.Cards[:i], id) {
			return fmt.Errorf("%s is assigned twice", s.describe(id))
		}
		n, err := strconv.Atoi(a.Labels[i])
		if err != nil || !slices.Contains(s.Attack.Fields, n) || slices.Contains(s.Attack.Fought, n) {
			return fmt.Errorf("there is no battlefield at Province %q", a.Labels[i])
		}
		fields[i] = n
	}
	if len(a.Cards) > 0 {
		s.allyAssigned(p, attacking)
	}
	for i, id := range a.Cards {
		c := &s.Cards[id]
		c.Zone, c.Prov = ZBattle, int8(fields[i])
		side := "defends"
		if attacking {
			side = "attacks"
		}
		s.Say(s.Title(id), " ", side, " Province ", strconv.Itoa(fields[i]))
		if attacking && s.holds&holdsAttackMemory != 0 { // who attacked the Defender, until his next turn ends
			d := s.Attack.Defender
			s.addEffect(efMark, d, []int{id}, 0, "attacked", untilTurnEndOf(d))
		}
	}
	for i, id := range a.Cards { // after all have assigned
		s.remember(id, fields[i])
		s.cursed(id)
		for _, c := range append([]int{id}, s.Attachments(id)...) {
			if t := s.text(c); t != nil && t.Assigned != nil {
				t.Assigned(&Ctx{S: s, P: p, Self: c, From: ZBattle})
			}
		}
	}
	for i := len(a.Cards) - 1; i >= 0; i-- { // the Reactions to each, in the order assigned
		s.fire(engine.Event{Kind: OnAssigned, Player: p, Cards: engine.One(a.Cards[i])})
	}
	if len(a.Cards) == 0 {
		s.Say(s.Names[p], " assigns no units")
	}
	return nil
}

// battlesLeft lists the battlefields whose battles are yet to be fought.
func (s *State) battlesLeft() []int {
	var out []int
	for _, n := range s.Attack.Fields {
		if !slices.Contains(s.Attack.Fought, n) {
			out = append(out, n)
		}
	}
	return out
}

// battleFrame fights one battle: the Battle Action Segment (4.4), then
// the Resolution Segment (4.5).
func battleFrame(s *State, f *engine.Frame) engine.Status {
	switch f.Stage {
	case 0:
		if s.newEra() { // NE-4.3.A: the Engage Segment first
			s.Begin(stepEngage)
			f.Stage = 13
			s.Push(engine.Frame{Kind: kEngage})
		} else {
			s.Begin("4.4")
			f.Stage = 1
			s.Push(engine.Frame{Kind: kBattleActs})
		}
		if s.holds&holdsOpposedMemory != 0 {
			s.rememberOpposed(f.N)
		}
		if len(s.army(f.N, false)) > 0 {
			s.Use("battle", useKey(s.P[s.Attack.Defender].Stronghold, defendedUse)) // Gohei Sensei asks
		}
		s.Attack.Hush = s.Attack.Naval > 0   // LE-NAVAL-1: no Reactions before the first opportunity
		s.eachInPlay(func(id int, t *Text) { // what acts as the battle begins, before anyone acts in it
			if t.BattleBegins != nil {
				t.BattleBegins(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}, f.N)
			}
		})
		s.Attack.Hush = false
		return engine.Again
	case 13: // NE-4.3.B: the Engage Segment over, the Combat Segment
		s.Begin(s.step("4.4"))
		f.Stage = 1
		s.Push(engine.Frame{Kind: kBattleActs})
		s.combatBegins() // NE-ABILITY-NAVAL: the Attacker's opportunity first
		return engine.Again
	case 1: // the segment's end: a Delayed Terrain resolves (LE-TERRAIN-1)
		f.Stage = 5
		s.wedges(f.N)
		s.delayedTerrains()
		return engine.Again
	case 5: // the segment begins: its Reactions, then the totals
		s.Begin(s.step("4.5"))
		if s.holds&holdsOpposedMemory != 0 {
			s.rememberOpposed(f.N)
		}
		f.Stage = 6
		if s.fire(engine.Event{Kind: OnResolution, Player: s.Attack.Attacker, N: f.N}) {
			return engine.Again
		}
		fallthrough
	case 6: // the totals, counted once (LE-4.5-TOTALS)
		att, def := s.army(f.N, true), s.army(f.N, false)
		s.Attack.Resolved = append(s.Attack.Resolved, att...)
		s.Last = BattleResult{Province: f.N, Winner: -1, AttackerForce: s.sideForce(f.N, true), DefenderForce: s.sideForce(f.N, false)}
		s.resolving(att, s.Last.AttackerForce, s.Last.DefenderForce)
		s.resolving(def, s.Last.DefenderForce, s.Last.AttackerForce)
		f.Stage = 2
		if loser := s.losingLeader(); loser >= 0 && len(s.yuCards(loser)) > 0 {
			f.Stage = 3 // the losing army's Yu first (LE-YU-1)
			f.Player, f.Cards = loser, nil
			return s.askYu(f)
		}
		fallthrough
	case 2: // the Reactions before the cards it destroys are destroyed
		f.Stage = 8
		if held := s.spareProvince(f.N); s.spareResolution(s.victims(f.N)) || held {
			return engine.Again
		}
		fallthrough
	case 8:
		s.resolveBattle(f.N)
		s.lostBattleDoom()
		s.fire(engine.Event{Kind: OnBattleResolved, Player: s.Attack.Attacker, N: f.N})
		f.Stage = 9 // what its destructions set off is asked before the battle ends
		return engine.Again
	case 9:
		s.afterResolution(f.N)
		s.Attack.Fought = append(s.Attack.Fought, f.N)
		s.Attack.Battle, s.Attack.Naval, s.Attack.NavalWait, s.Attack.DefenderActed = 0, 0, false, false
		s.expire(UntilBattle)
		s.ResetUses("battle") // "once per battle"
		return engine.Done
	default: // 3, 4: Yu being used
		return s.askYu(f)
	}
}

// resolving runs the traits of an army's cards that act as its battle's
// resolution begins (Text.Resolving).
func (s *State) resolving(units []int, mine, theirs int) {
	for _, u := range units {
		for _, id := range append([]int{u}, s.Attachments(u)...) {
			if t := s.text(id); t != nil && t.Resolving != nil {
				t.Resolving(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id}, mine, theirs)
			}
		}
	}
}

// losingLeader is the leader of an army that loses to another at the
// battle being resolved, or -1 (a tie, or an army empty).
func (s *State) losingLeader() int {
	r := s.Last
	att, def := s.army(r.Province, true), s.army(r.Province, false)
	switch {
	case len(att) == 0 || len(def) == 0 || r.AttackerForce == r.DefenderForce:
		return -1
	case r.AttackerForce > r.DefenderForce:
		return s.Attack.Defender
	}
	return s.Attack.Attacker
}

// yuCards lists the cards of p's army at the battle being resolved with
// the Yu trait, and their values.
func (s *State) yuCards(p int) []int {
	var out []int
	for _, u := range s.army(s.Last.Province, p == s.Attack.Attacker) {
		for _, id := range append([]int{u}, s.Attachments(u)...) {
			if s.yu(id) > 0 {
				out = append(out, id)
			}
		}
	}
	return out
}

// yu is a card's Yu value ("Yu 2"), 0 without the trait.
func (s *State) yu(id int) int {
	yu := func(k string) int {
		n, ok := strings.CutPrefix(k, "Yu ")
		v, _ := strconv.Atoi(n)
		if !ok {
			return 0
		}
		return v
	}
	best := 0
	if d := s.def(id); d != nil {
		for _, k := range d.Keywords {
			best = max(best, yu(k))
		}
	}
	for i := range s.Effects.List { // Yu given (Hida's Avalanche)
		if l := &s.Effects.List[i]; l.Kind == efKeyword && slices.Contains(l.Cards, id) {
			best = max(best, yu(l.Label))
		}
	}
	if c := &s.Cards[id]; c.Zone == ZAttached && s.typeOf(id) == "follower" {
		if t := s.text(int(c.Parent)); t != nil {
			best += t.FollowerYu
		}
	}
	return best
}

// askYu asks the losing leader, while Yu is left, for an opposing
// Follower or Personality without Followers that unused Yu values could
// destroy together (f.Cards: the Yu cards used so far); then (stage 4,
// the card chosen in f.Index, plus one) which Yu cards destroy it, when
// more than one could.
func (s *State) askYu(f *engine.Frame) engine.Status {
	left := s.unusedYu(f)
	if f.Stage == 4 {
		s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "yu", Prompt: "which of your Yu cards destroy " + s.Title(f.Index-1) + "?",
			Open: []string{"choose"}, Among: left, Min: 1, Max: len(left)})
		return engine.Again
	}
	total := 0
	for _, id := range left {
		total += s.yu(id)
	}
	opts := []engine.Answer{engine.Pass}
	for _, id := range s.yuTargets(f.Player) {
		if s.Force(id) <= total {
			opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
		}
	}
	if len(opts) == 1 {
		f.Stage = 2
		return engine.Again
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "yu", Prompt: "destroy an opposing card with Yu?", Options: opts})
	return engine.Again
}

// unusedYu lists the losing army's Yu cards not used yet this battle.
func (s *State) unusedYu(f *engine.Frame) []int {
	var out []int
	for _, id := range s.yuCards(f.Player) {
		if !slices.Contains(f.Cards, id) {
			out = append(out, id)
		}
	}
	return out
}

// yuTargets are the cards Yu may destroy: Followers, and Personalities
// without Followers, of the army opposing p's.
func (s *State) yuTargets(p int) []int {
	var out []int
	for _, u := range s.army(s.Last.Province, p != s.Attack.Attacker) {
		followers := 0
		for _, a := range s.Attachments(u) {
			if d := s.def(a); d != nil && d.Type == "follower" {
				out = append(out, a)
				followers++
			}
		}
		if followers == 0 {
			out = append(out, u)
		}
	}
	return out
}

// answerYu takes the card Yu destroys, then the Yu cards that destroy it
// (one card may not destroy several; several may join on one), or ends
// the Yu. With one Yu card left, it is the one.
func answerYu(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "pass" {
		f.Stage = 2
		return nil
	}
	left := s.unusedYu(f)
	if f.Stage == 3 {
		target := a.Cards[0]
		if len(left) > 1 {
			f.Stage, f.Index = 4, target+1
			return nil
		}
		return s.yuDestroys(f, p, target, left)
	}
	total := 0
	for i, id := range a.Cards {
		if !slices.Contains(left, id) || slices.Contains(a.Cards[:i], id) {
			return fmt.Errorf("%s has no Yu left to use", s.describe(id))
		}
		total += s.yu(id)
	}
	target := f.Index - 1
	if total < s.Force(target) {
		return fmt.Errorf("Yu %d does not reach %s's Force of %d", total, s.Title(target), s.Force(target))
	}
	f.Stage, f.Index = 3, 0
	return s.yuDestroys(f, p, target, a.Cards)
}

// yuDestroys destroys a card with the Yu cards given: no Honor for it,
// and no change to the battle's outcome.
func (s *State) yuDestroys(f *engine.Frame, p, target int, with []int) error {
	f.Cards = append(append([]int(nil), f.Cards...), with...)
	s.Say(s.Names[p], " uses Yu to destroy ", s.Title(target))
	s.destroyBy(p, -1, target, ByYu)
	return nil
}

// army lists the units at the battlefield on one side: its leader's and
// his allies' (LE-MULTI-1).
func (s *State) army(prov int, attacking bool) []int {
	want := sideDefending
	if attacking {
		want = sideAttacking
	}
	var out []int
	for p := range s.P {
		if s.armySide(p) != want {
			continue
		}
		for _, id := range s.P[p].Play {
			if c := &s.Cards[id]; c.Zone == ZBattle && int(c.Prov) == prov {
				out = append(out, id)
			}
		}
	}
	return out
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

// lostBattleDoom destroys the cards marked to be destroyed if their
// marker lost the battle (Ring of Fire).
func (s *State) lostBattleDoom() {
	w := s.Last.Winner
	for i := 0; i < len(s.Effects.List); i++ {
		l := s.Effects.List[i]
		if l.Kind == efMark && l.Label == "destroy-if-lost" && w >= 0 && w != l.Player {
			for _, id := range l.Cards {
				s.destroyBy(l.Player, -1, id, ByEffect)
			}
		}
	}
}

// firstInBattle is who has the first opportunity in a battle: the
// Defender (LE-4.4), or the Attacker where an effect says so (Sneak
// Attack).
func (s *State) firstInBattle() int {
	if s.globalMark("attacker-first") || s.Attack.Naval == s.Attack.Attacker+1 { // Sneak Attack; LE-NAVAL-1
		return s.Attack.Attacker
	}
	return s.Attack.Defender
}

// battleChooser is who chooses the next battle: the Attacker, but a
// player with a card that says he does (Jiyu), the Defender first.
func (s *State) battleChooser() int {
	for _, p := range []int{s.Attack.Defender, s.Attack.Attacker} {
		for _, a := range s.Attached {
			if t := s.text(a); t != nil && t.Chooser && int(s.Cards[a].Controller) == p {
				return p
			}
		}
	}
	return s.Attack.Attacker
}

// brokeProvince runs the traits of the attacking army's cards that act
// after it destroys the Province (Text.BrokeProvince).
func (s *State) brokeProvince(prov, attacker int) {
	if s.provinceMarked(attacker, regionsFallMark) { // Scour the Earth
		for p := range s.P {
			for _, r := range append([]int(nil), s.P[p].Regions...) {
				s.Say(s.Title(r), " is destroyed")
				s.toDiscard(r, true)
			}
		}
	}
	for _, u := range s.army(prov, true) {
		if t := s.text(u); t != nil && t.BrokeProvince != nil {
			t.BrokeProvince(&Ctx{S: s, P: attacker, Self: u})
		}
	}
}

// victims are the units the battle's resolution will destroy, by the
// totals counted (LE-4.5): the loser's, both sides' in a tie.
func (s *State) victims(prov int) []int {
	att, def := s.army(prov, true), s.army(prov, false)
	r := s.Last
	switch {
	case len(att) == 0 || len(def) == 0:
		return nil
	case r.DefenderForce > r.AttackerForce:
		return att
	case r.DefenderForce == r.AttackerForce:
		return append(att[:len(att):len(att)], def...)
	}
	return def
}

// resolveBattle is the Resolution Segment at the Defender's Province
// prov (LE-4.5).
func (s *State) resolveBattle(prov int) {
	att, def := s.army(prov, true), s.army(prov, false)
	r := s.Last // the totals counted as the segment began
	af, df := r.AttackerForce, r.DefenderForce
	strength := s.Strength(s.Attack.Defender, prov)
	// destroyAll destroys units for the player by, and counts the cards
	// destroyed, and those of them by earns Honor for (not the units an
	// effect of his marked "no-honor": Crush the Unworthy).
	destroyAll := func(units []int, by int) (n, honor int) {
		for _, id := range units {
			if s.marked(id, efMark, "spared") { // its destruction negated (held.go)
				continue
			}
			k := s.destroyHow(id, by, ByResolution, -1)
			n += k
			if !s.markedBy(id, "no-honor", by) {
				honor += k
			}
		}
		return n, honor
	}
	attacker, defender := s.Attack.Attacker, s.Attack.Defender
	// gain is the Honor a side earns by the battle: with Dishonored
	// Personalities of its player in it (counted before the destruction)
	// it restores them instead (LE-DISHONOR-4).
	shamed := [2][]int{s.shamed(attacker, att), s.shamed(defender, def)}
	gain := func(p, n int, shamed []int) {
		if n <= 0 || !s.restore(shamed) {
			s.gainHonorFor(p, n, "for the enemy cards destroyed in the battle")
		}
	}
	s.sayBattle(prov, att, def, af, df, strength)
	if s.Attack.Raid { // a Raid battle: a winner, nothing destroyed
		switch {
		case len(att) > 0 && af > df:
			r.Winner = attacker
			s.addEffect(efMark, attacker, []int{s.P[attacker].Stronghold}, 0, raidWon, UntilTurn)
			s.Say(s.Names[attacker], " wins the Raid battle")
		case len(def) > 0 && df > af:
			r.Winner = defender
			s.Say(s.Names[defender], " wins the Raid battle")
		}
		s.Last = r
		return
	}
	kept := s.marked(s.P[defender].Stronghold, efMark, "province-kept") || // its destruction negated (held.go)
		s.spares(attacker, defender)
	switch {
	case len(def) == 0: // LE-4.5-UNDEFENDED: no winner either way
		switch {
		case len(att) > 0 && af > strength:
			s.Say(s.Names[attacker], "'s army is unopposed, stronger than the Province")
		case len(att) > 0:
			s.Say(s.Names[attacker], "'s army is unopposed, but not stronger than the Province")
		}
		if af > strength && !kept && s.destroyProvince(defender, prov) {
			r.ProvinceBroken = true
			s.brokeProvince(prov, attacker)
		}
	case len(att) == 0: // LE-4.5-EMPTY
	case df > af: // LE-4.5-DEFENDER
		r.Winner = defender
		s.Say(s.Names[defender], " wins the battle, and ", s.Names[attacker], "'s army is destroyed")
		n, honor := destroyAll(att, defender)
		r.Killed[1] = n
		gain(defender, 2*honor, shamed[1])
	case af == df: // LE-4.5-TIE
		s.Say("the battle is a tie, and both armies are destroyed")
		na, ha := destroyAll(att, defender)
		nd, hd := destroyAll(def, attacker)
		r.Killed = [2]int{nd, na}
		if s.newEra() { // NE-4.3.C-HONOR: 2 a card, a tie's too
			ha, hd = 2*ha, 2*hd
		}
		gain(attacker, hd, shamed[0])
		gain(defender, ha, shamed[1])
	default: // LE-4.5-ATTACKER
		r.Winner = attacker
		broken := af > df+strength && !kept
		s.Say(s.Names[attacker], " wins the battle, and ", s.Names[defender], "'s army is destroyed")
		n, honor := destroyAll(def, attacker)
		r.Killed[0] = n
		if broken && s.destroyProvince(defender, prov) {
			r.ProvinceBroken = true
			s.brokeProvince(prov, attacker)
		}
		gain(attacker, 2*honor, shamed[0])
	}
	s.Last = r
}

// wedges doubles, before the battle resolves, the Force of each
// Personality marked by a Wedge at it, and of his Followers.
func (s *State) wedges(prov int) {
	for i := 0; i < len(s.Effects.List); i++ {
		if l := s.Effects.List[i]; l.Kind == efMark && l.Label == "wedge" {
			id := l.Cards[0]
			if s.Cards[id].Zone != ZBattle || int(s.Cards[id].Prov) != prov {
				continue
			}
			x := &Ctx{S: s, P: l.Player, Self: id}
			for _, c := range append([]int{id}, s.Attachments(id)...) {
				if c == id || s.typeOf(c) == "follower" {
					x.Give(c, s.Force(c), 0, UntilBattle)
				}
			}
		}
	}
}

// spares reports an Attacker whose Sensei keeps him from destroying
// Provinces (Gohei Sensei): unless the defending army had a unit at some
// time during the battle, or the Defender controls none.
func (s *State) spares(attacker, defender int) bool {
	t := s.senseiText(attacker)
	if t == nil || !t.NoHollowConquest || s.Used("battle", useKey(s.P[defender].Stronghold, defendedUse)) > 0 {
		return false
	}
	for _, id := range s.P[defender].Play {
		if s.isPersonality(id) {
			return true
		}
	}
	return false
}

// senseiText is the text of the Sensei p has beside his Stronghold, or
// nil.
func (s *State) senseiText(p int) *Text {
	for _, id := range s.P[p].PreGame {
		if s.typeOf(id) == "sensei" {
			return s.text(id)
		}
	}
	return nil
}

// afterResolution ends a battle's resolution once the Reactions to what
// it did are taken (LE-4.5-AFTER): the attacking army's units go home
// bowed, the Defender's allies' too (LE-MULTI-5), the Terrains and
// Formations in play are destroyed.
func (s *State) afterResolution(prov int) {
	for _, id := range s.army(prov, true) {
		if s.conqueror(id) { // NE-CONQUEROR: home unbowed
			s.Cards[id].Zone, s.Cards[id].Prov = ZHome, 0
			continue
		}
		s.homeBowed(id)
	}
	s.alliesHome(prov)
	s.clearField()
}

// raidPirate reports a Pirate whom a Raid attack does not bow.
func (s *State) raidPirate(id int) bool { return s.Attack.Raid && s.hasKeyword(id, "Pirate") }

// endAttack sends home the units still at the battlefields: the
// Defender's as they are, the rest bowed, each as a unit (LE-4-END).
func (s *State) endAttack() {
	for id := range s.Cards {
		c := &s.Cards[id]
		if c.Zone != ZBattle {
			continue
		}
		if int(c.Controller) == s.Attack.Defender {
			c.Zone, c.Prov = ZHome, 0
		} else {
			s.homeBowed(id)
		}
	}
	s.Attack = Attack{}
	s.expire(UntilAttack)
	s.ResetUses("attack") // "once per Attack Phase"
}

// describe names a card for an error or the log, as players read them: by
// its title (its id would tell a player which card of the deck list it
// is); "no card" for a number that is none.
func (s *State) describe(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "no card"
	}
	return s.Title(id)
}

// ref names a card for the project's own faults (invariants): its title
// and id, which nobody at a table is told.
func (s *State) ref(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "#" + strconv.Itoa(id)
	}
	return s.Title(id) + " (#" + strconv.Itoa(id) + ")"
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

// rangedBonus is what a Ranged Attack of base strength gets from the
// army of the card performing it (Text.RangedDoubled).
func (s *State) rangedBonus(x *Ctx, base int) int {
	if s.holds&holdsArmyGrants == 0 {
		return 0
	}
	who := s.performer(x)
	if who < 0 {
		who = x.Self
	}
	u := s.unitOf(who)
	if s.Cards[u].Zone != ZBattle {
		return 0
	}
	for _, g := range s.P[s.Cards[u].Controller].Play {
		if t := s.text(g); t != nil && t.RangedDoubled && s.Cards[g].Zone == ZBattle && s.Cards[g].Prov == s.Cards[u].Prov {
			return base
		}
	}
	return 0
}

// forcedAttack reports p made to declare an attack this Attack Phase (An
// Empty Victory), and whom he may attack; he is not when he has no unit
// that could assign ("if legal").
func (s *State) forcedAttack(p int) (bool, []int) {
	if s.holds&holdsForcedAttack == 0 || !s.globalMark(emptyVictory) || len(s.assignable(p, false, true)) == 0 {
		return false, nil
	}
	top := s.topHonors()
	if !slices.Contains(top, p) {
		return false, nil
	}
	var defenders []int
	for _, q := range top {
		if q != p && s.Playing(q) {
			defenders = append(defenders, q)
		}
	}
	return len(defenders) > 0, defenders
}

// topHonors lists the players with one of the two highest Family Honor
// totals, or tied for the highest.
func (s *State) topHonors() []int {
	first, second := math.MinInt, math.MinInt
	for q := range s.P {
		if !s.Playing(q) {
			continue
		}
		switch h := s.P[q].Honor; {
		case h > first:
			first, second = h, first
		case h > second && h < first:
			second = h
		}
	}
	var out []int
	ties := 0
	for q := range s.P {
		if s.Playing(q) && s.P[q].Honor == first {
			ties++
		}
	}
	for q := range s.P {
		if s.Playing(q) && (s.P[q].Honor == first || ties == 1 && s.P[q].Honor == second) {
			out = append(out, q)
		}
	}
	return out
}

// mustAssign reports the Attacker of a forced attack who has a unit that
// could assign: he must assign one (in the Infantry Maneuvers, where
// Cavalry units may assign too).
func (s *State) mustAssign(p int) bool {
	forced, _ := s.forcedAttack(p)
	return forced && len(s.assignable(p, false, true)) > 0
}

// emptyVictory marks An Empty Victory's effect under way.
const emptyVictory = "empty-victory"

// ForceAttacks makes, until a timing point, the active player, when he
// has one of the two highest Family Honor totals or is tied for the
// highest, declare an attack on another such player as each Attack Phase
// begins, assigning at least one unit, if he legally can.
func (x *Ctx) ForceAttacks(until string) { x.MarkGame(emptyVictory, until) }

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

// LE-ENLIGHTENED-1: Elemental Open: target and bow an Enlightened
// Personality you control: straighten a target Ring.
func init() {
	registerKindAction("enlightened", holdsEnlightened, &Ability{
		Text: "bow your Enlightened Personality: straighten a Ring", Timing: Open, Keywords: []string{"Elemental"},
		If: func(x *Ctx) bool { return x.S.holds&holdsRing != 0 },
		Targets: []*Target{
			{Prompt: "choose your Enlightened Personality to bow", Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Mine(id) && x.Has(id, "Enlightened")
			}},
			{Prompt: "choose a Ring to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.S.inPlay(id) }},
		},
		Effect: func(x *Ctx) { x.Straighten(x.Targets[1]) },
	})
}

// opportunityTaken notes p's opportunity in a battle taken: the
// Defender's first, once he has acted or passed.
func (s *State) opportunityTaken(p int) {
	if p == s.Attack.Defender {
		s.Attack.DefenderActed = true
	}
}

// BeforeDefender reports a battle under way in which the Defender has
// not had his first opportunity to act yet.
func (x *Ctx) BeforeDefender() bool { return x.S.inBattle() && !x.S.Attack.DefenderActed }

// The words of the Attack Phase's choices (attackFrame, askYu).
func init() {
	AnswerWords("attack", Words{Pass: "do not attack"})
	AnswerWords("yu", Words{Pass: "destroy nothing with Yu"})
}

// sayBattle tells, as a battle resolves, the armies in it and their
// Force totals against the Province's strength.
func (s *State) sayBattle(prov int, att, def []int, af, df, strength int) {
	attacker, defender := s.Attack.Attacker, s.Attack.Defender
	where := "the battle at " + s.Names[defender] + "'s Province " + strconv.Itoa(prov)
	if s.Attack.Raid {
		where = "the Raid battle at " + s.Names[defender] + "'s Province " + strconv.Itoa(prov)
	}
	if len(att) == 0 && len(def) == 0 {
		s.Say(where, " has no army")
		return
	}
	s.Say(where, ", of strength ", strconv.Itoa(strength), ", resolves; ", s.armyWords(attacker, att, af), "; ", s.armyWords(defender, def, df))
}

// armyWords is an army for the log: its units and its Force total.
func (s *State) armyWords(p int, units []int, force int) string {
	if len(units) == 0 {
		return s.Names[p] + " has no army there"
	}
	names := make([]string, len(units))
	for i, id := range units {
		names[i] = s.publicTitle(id)
		if names[i] == "" {
			names[i] = "a face-down card"
		}
	}
	return s.Names[p] + "'s army, " + andList(names) + ", has " + strconv.Itoa(force) + " Force"
}

// attackedThisPhase marks, on the Attacker's Stronghold, the Defender of
// an attack declared this phase (N), where a card asks
// (Text.RemembersAttackers).
const attackedThisPhase = "attacked-this-phase"

// AttackedThisPhase is the player whom p attacked in the Attack Phase
// under way or just ended, or -1.
func (x *Ctx) AttackedThisPhase(p int) int {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == attackedThisPhase && l.Player == p {
			return l.N
		}
	}
	return -1
}
