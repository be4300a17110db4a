package l5rccg

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"tessen/engine"
)

// The Attack Phase (LE-4): the declaration (4.1), the Maneuvers
// Segments (4.2 Infantry, 4.3 Cavalry) in which units assign to
// battlefields, then the battles in the order the Attacker chooses (each
// in battle.go: 4.4, 4.5), and the attack's end (LE-4-END); additional,
// Raid and forced attacks.

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

// The words of the Attack Phase's choices (attackFrame, askYu).
func init() {
	AnswerWords("attack", Words{Pass: "do not attack"})
	AnswerWords("yu", Words{Pass: "destroy nothing with Yu"})
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
