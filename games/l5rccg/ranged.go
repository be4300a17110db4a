package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// Ranged Attacks and Fear (LE-RANGED-1, LE-RANGED-2, LE-FEAR-1): the
// targets they choose by themselves, the Ranged Attack frame and its
// Reactions, combining Ranged Attacks, and the words the cards use.

// Combined Ranged Attacks (LE-RANGED-2): once an action's Ranged Attack
// has its target, other actions producing Ranged Attacks, each of a
// different card of the same unit, each legal now and able to target it
// on its own, may join it: their costs are paid and their uses counted,
// and the one Ranged Attack has their total strength.

// combinedMark marks a card whose Ranged Attack joined another's, until
// that action resolves (N: its strength; Player, unlike other marks: the
// card of the action it joined); combining marks the card of an action
// announced to be joined by others ("combine CARD #N"), until they have.
const (
	combinedMark = "combined"
	combining    = "combining"
)

// mayCombine reports a card in play at a battlefield whose unit has
// another card with a Ranged Attack action that could be taken now: its
// own may be announced to be joined (LE-RANGED-2).
func (s *State) mayCombine(p, producer int, with *Ability) bool {
	if !s.inPlay(producer) || !s.atBattle(s.unitOf(producer)) {
		return false
	}
	u, copying := s.unitOf(producer), s.extrasNow()
	for _, c := range s.joinersFor(p, u, with.AcrossUnits) {
		t := s.text(c)
		if c == producer || !s.acts(c, t, copying) {
			continue
		}
		other := s.unitOf(c) != u && !s.wasp(p)
		found := false
		s.eachAbility(c, t, copying, func(i int, a *Ability) {
			found = found || a.ranged() && a.Timing != Reaction && (!other || a.AcrossUnits && with.AcrossUnits) && s.canTake(p, c, i, a)
		})
		if found {
			return true
		}
	}
	return false
}

// combinable lists the Ranged Attack actions that may join the action's
// own at its target: of the other cards of the producing card's unit,
// not joined yet, legal now, able to target it, and whose only costs are
// bowing (tessen joins no action with other costs yet).
func (s *State) combinable(x *Ctx, f *engine.Frame) []engine.Answer {
	producer, target := f.Card, f.Cards[0]
	if !s.inPlay(producer) {
		return nil
	}
	u := s.unitOf(producer)
	if !s.atBattle(u) {
		return nil
	}
	var out []engine.Answer
	copying := s.extrasNow()
	across := x.A != nil && x.A.AcrossUnits
	for _, c := range s.joinersFor(x.P, u, across) {
		t := s.text(c)
		if c == producer || !s.acts(c, t, copying) || s.markedBy(c, combinedMark, producer) {
			continue
		}
		other := s.unitOf(c) != u
		s.eachAbility(c, t, copying, func(i int, a *Ability) {
			if other && !s.wasp(x.P) && !(across && a.AcrossUnits) {
				return // another unit's: only what combines across units
			}
			if !a.ranged() || a.Timing == Reaction || len(a.Targets) > 0 || a.Gold > 0 || a.GoldOf != nil || a.GoldX || a.Discard > 0 ||
				a.FavorCost || a.DestroySelf || a.DestroyBearer || a.BowStronghold || !s.canTake(x.P, c, i, a) {
				return
			}
			if slices.Contains(s.targets(&Ctx{S: s, P: x.P, Self: c, A: a}, rangedTarget), target) {
				out = append(out, engine.Answer{Verb: "combine", Cards: engine.One(c), N: i + 1})
			}
		})
	}
	return out
}

// combine joins the Ranged Attack chosen to the action's own, or ends the
// joining (done).
func (s *State) combine(f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "done" {
		s.unmarkCard(f.Card, combining)
		return nil
	}
	x := &Ctx{S: s, P: p, Self: f.Card, A: s.ability(f.Card, f.Index), Targets: f.Cards}
	if !slices.ContainsFunc(s.combinable(x, f), a.Equal) {
		return fmt.Errorf("%q cannot join this Ranged Attack", a.String())
	}
	c, i := a.Cards[0], a.N-1
	ab := s.ability(c, i)
	_, per := ab.limit()
	s.Use(per, s.limitKey(c, i, ab))
	y := &Ctx{S: s, P: p, Self: c, A: ab}
	s.payCosts(y)
	strength := ab.Ranged
	if ab.RangedOf != nil {
		strength = ab.RangedOf(y)
	}
	s.addEffect(efMark, f.Card, []int{c}, strength, combinedMark, untilActionOf(f.Card))
	s.Say(s.Title(c), "'s Ranged ", fmt.Sprint(strength), " Attack joins ", s.Title(f.Card), "'s")
	return nil
}

// combined is the strength the Ranged Attacks joined to the action of
// card add to its own.
func (s *State) combined(card int) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == combinedMark && l.Player == card {
			n += l.N
		}
	}
	return n
}

// joinersFor lists the cards whose Ranged Attacks may join one of unit
// u's: the unit's own (LE-RANGED-2), or, for a player whose Stronghold
// lets him combine across units (Castle of the Wasp) or for an ability
// that combines across them (Ability.AcrossUnits), those of all his
// units at its battlefield.
func (s *State) joinersFor(p, u int, across bool) []int {
	if !across && (s.holds&holdsWasp == 0 || !s.wasp(p)) {
		return append([]int{u}, s.Attachments(u)...)
	}
	var out []int
	for _, o := range s.P[p].Play {
		if c := &s.Cards[o]; c.Zone == ZBattle && c.Prov == s.Cards[u].Prov && s.isPersonality(o) {
			out = append(append(out, o), s.Attachments(o)...)
		}
	}
	return out
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

// ranged reports an action that is a Ranged Attack.
func (a *Ability) ranged() bool { return a.Ranged > 0 || a.RangedOf != nil }

// rangedTarget and fearTarget are the targets Ranged Attacks and Fear
// choose by themselves: an opposing Follower or Personality without
// Followers; an opposing unit.
var (
	rangedTarget = &Target{Prompt: "choose the target of the Ranged Attack: an opposing Follower, or Personality without Followers",
		Filter: func(x *Ctx, id int) bool {
			if x.A != nil && x.A.RangedTo != nil && x.A.RangedTo(x, id) {
				return true
			}
			if self := x.S.rangedProducer(x); !x.S.opposes(self, id) && !x.S.rangedHome(x.Self, id) {
				return false
			}
			switch x.Type(id) {
			case "follower":
				return true
			case "personality":
				return !slices.ContainsFunc(x.S.Attachments(id), func(a int) bool { return x.Type(a) == "follower" }) ||
					x.S.holds&holdsRangedReach != 0 && x.S.marked(x.Self, efMark, rangedAnyMark)
			}
			return false
		}}
	fearTarget = &Target{Prompt: "choose the opposing unit to frighten",
		Filter: func(x *Ctx, id int) bool { return x.Type(id) == "personality" && x.S.opposes(x.Self, id) }}
)

// AnnouncedRanged reports the action a Reaction answers making a Ranged
// Attack.
func (x *Ctx) AnnouncedRanged() bool { return x.announced().ranged() }

// rangedOpen marks an action's frame (Turn) whose Ranged Attack's
// targeting the Reactions answer: RangedBonus finds it under their own.
const rangedOpen = 1

// rangedFrame resolves a Ranged Attack whose target a choice made: first
// the Reactions to its targeting, which may change its strength (N).
func rangedFrame(s *State, f *engine.Frame) engine.Status {
	x := &Ctx{S: s, P: f.Player, Self: f.Card}
	if f.Stage == 0 {
		f.Stage = 1
		if s.fire(engine.Event{Kind: OnRangedTargeted, Player: f.Player, Cards: f.Cards, Source: f.Card, N: s.performer(x)}) {
			return engine.Again
		}
	}
	x.RangedAttack(f.N, f.Cards[0])
	return engine.Done
}

// RangedBonus changes the strength of the Ranged Attack whose targeting
// the Reaction answers.
func (x *Ctx) RangedBonus(n int) {
	for i := len(x.S.Stack) - 1; i >= 0; i-- {
		if f := x.S.Stack[i]; f.Kind == kRanged || f.Kind == kAbility && f.Turn == rangedOpen {
			f.N += n
			x.S.Say("the Ranged Attack gets ", signed(n), " strength")
			return
		}
	}
}

// LaunchRanged makes a Ranged Attack of a strength at a target chosen by an
// effect, from the card whose effect it is: it resolves after the
// Reactions to its targeting (OnRangedTargeted), as the rules' own do.
func (x *Ctx) LaunchRanged(target, strength int) {
	x.S.Push(engine.Frame{Kind: kRanged, Player: x.P, Card: x.Self, Cards: engine.One(target), N: strength})
}

// RangedAttack destroys its target if its strength is at least the
// target's own Force (LE-RANGED-1).
func (x *Ctx) RangedAttack(strength, target int) { x.rangedAgainst(strength, target, x.S.Force, "") }

// rangedAgainst destroys the target of a Ranged Attack if its strength,
// less what screens the target, is at least the target's stat.
func (x *Ctx) rangedAgainst(strength, target int, stat func(int) int, against string) {
	if !x.S.inPlay(target) {
		return
	}
	strength -= x.S.screen(target)
	if strength >= stat(target) {
		x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack", against, " hits ", x.S.Title(target))
		x.S.destroyBy(x.P, x.Self, target, ByRanged)
		return
	}
	x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack", against, " fails against ", x.S.Title(target))
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

// RangedAttackChi is a Ranged Attack compared against the target's Chi.
func (x *Ctx) RangedAttackChi(strength, target int) {
	x.rangedAgainst(strength, target, x.S.Chi, " against Chi")
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

// FearBy is Fear on a unit's Followers whose strength depends on the
// card it affects.
func (x *Ctx) FearBy(unit int, strength func(id int) int) {
	for _, a := range x.S.Attachments(x.S.unitOf(unit)) {
		if x.Type(a) == "follower" {
			x.frighten(a, strength(a))
		}
	}
}

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

// rangedAnyMark marks the card of an action whose Ranged Attack may
// target a Personality with Followers, until it resolves.
const rangedAnyMark = "ranged-any-personality"

// RangedAnyPersonality lets the Ranged Attack of the action of card
// target a Personality even if he has Followers (Scour the Earth).
func (x *Ctx) RangedAnyPersonality(card int) {
	x.S.addEffect(efMark, x.P, []int{card}, 0, rangedAnyMark, untilActionOf(card))
}

// rangedProducer is the card a Ranged Attack of the action comes from,
// for what it may target: its own card, or for a Spell of the hand used
// as a Kiho its performer (before he is chosen, one of the army that may
// perform it, all on one side at one battlefield).
func (s *State) rangedProducer(x *Ctx) int {
	if s.holds&holdsKihoSpells == 0 || s.typeOf(x.Self) != "spell" || s.Cards[x.Self].Zone == ZAttached {
		return x.Self
	}
	if b := s.kihoBearer(x.Self); b >= 0 {
		return b
	}
	if b := (&Ctx{S: s, Self: x.Self}).WasOn(); b >= 0 { // its action over, the Spell discarded: what it asks after
		return b
	}
	if army := s.kihoArmy(x.P); len(army) > 0 && s.Cards[x.Self].Zone == ZHand {
		return army[0]
	}
	return x.Self
}
