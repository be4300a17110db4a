package l5rccg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// A battle: its Battle Action Segment (LE-4.4: a round of actions from
// the Defender) and its Resolution Segment (LE-4.5: the armies' totals,
// what is destroyed, the Province, Honor, Yu), the armies at a
// battlefield (LE-MULTI-1), and the battle told in the log.

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
