package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// Timing is when an action may be taken (LE-LIMITED-1, LE-OPEN-1,
// LE-BATTLE-1).
type Timing uint8

const (
	Limited    Timing = iota + 1 // your own Action Phase
	Open                         // any Action Phase, and Battle Action Segments
	Battle                       // Battle Action Segments
	BattleOpen                   // "Battle/Open": both
)

// Ability is one action a card prints, in tessen's vocabulary: when it
// may be taken, its conditions, costs, target and effect.
type Ability struct {
	Text   string // what it does, in tessen's own words
	Timing Timing
	// Any: "any number of times per turn"; without it an action is used
	// once a turn (LE-CARDINAL-5).
	Any bool
	// If holds its restrictions ("if you control a Terrain").
	If func(x *Ctx) bool
	// Gold is its Gold cost (an Action card's printed cost, or the
	// ability's own); Bow, the cost of bowing the card (LE-COST-1: a
	// bowed card cannot pay it).
	Gold int
	Bow  bool
	// Ranged is a "Ranged N Attack" (LE-RANGED-1), Fear a "Fear N"
	// (LE-FEAR-1): each targets implicitly, before any other target.
	Ranged, Fear int
	// Targets are its initial targeting requirements, chosen in order
	// (LE-TARGET-1); a later one's filter sees the earlier choices.
	Targets []*Target
	// Effect resolves it (LE-EFFECT-1).
	Effect func(x *Ctx)
	// Duel, if set, has its first target challenge its second once the
	// Effect has resolved (LE-DUEL-1).
	Duel *DuelSpec
}

// Target is a targeting requirement: which cards in play may be chosen.
type Target struct {
	Prompt string
	Filter func(x *Ctx, id int) bool
}

// Ctx is an action as it is taken: its player, its card, its targets.
type Ctx struct {
	S       *State
	P       int   // the player taking it
	Self    int   // the card it is on
	Targets []int // the targets chosen so far
}

// Target is the first target chosen, or -1.
func (x *Ctx) Target() int {
	if len(x.Targets) > 0 {
		return x.Targets[0]
	}
	return -1
}

// ability is a card's ith ability.
func (s *State) ability(card, i int) *Ability {
	if t := s.textOf(card); t != nil && i < len(t.Abilities) {
		return t.Abilities[i]
	}
	return nil
}

// inBattle reports a Battle Action Segment under way.
func (s *State) inBattle() bool { return s.Attack.Battle > 0 }

// timingFits: Limited in the player's own Action Phase, Open in any
// Action Phase or battle, Battle in battles.
func (s *State) timingFits(p int, t Timing) bool {
	battle := s.inBattle()
	switch t {
	case Limited:
		return !battle && s.Phase == "action" && p == s.Active
	case Open:
		return battle || s.Phase == "action"
	case Battle:
		return battle
	case BattleOpen:
		return battle || s.Phase == "action"
	}
	return false
}

// actionSources lists the cards whose actions p could take: the cards p
// controls in play and the Action cards in p's hand.
func (s *State) actionSources(p int) []int {
	var out []int
	for _, id := range s.P[p].Hand {
		if d := s.def(id); d != nil && d.Type == "strategy" && s.textOf(id) != nil {
			out = append(out, id)
		}
	}
	for _, id := range s.P[p].Play {
		if s.textOf(id) != nil {
			out = append(out, id)
		}
	}
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) == p && s.textOf(id) != nil {
			out = append(out, id)
		}
	}
	return out
}

// abilityOffers lists the actions p may take now: "play CARD" for an
// Action card in hand, "use CARD" for a card in play (N: which ability).
func (s *State) abilityOffers(p int) []engine.Answer {
	var out []engine.Answer
	for _, id := range s.actionSources(p) {
		verb := "use"
		if s.Cards[id].Zone == ZHand {
			verb = "play"
		}
		for i, a := range s.textOf(id).Abilities {
			if s.canTake(p, id, i, a) {
				out = append(out, engine.Answer{Verb: verb, Cards: engine.One(id), N: i + 1})
			}
		}
	}
	return out
}

// canTake: its timing, once a turn, its conditions, its Gold, a target,
// and in a battle the Rules of Presence and Relevance.
func (s *State) canTake(p, card, i int, a *Ability) bool {
	if !s.timingFits(p, a.Timing) {
		return false
	}
	c := &s.Cards[card]
	if c.Zone != ZHand && c.Bowed {
		return false // LE-BOW-1: abilities of a bowed card wait
	}
	if !a.Any && s.Used("turn", useKey(card, i)) > 0 {
		return false
	}
	x := &Ctx{S: s, P: p, Self: card}
	if a.If != nil && !a.If(x) {
		return false
	}
	if s.production(p) < a.Gold {
		return false
	}
	if s.inBattle() && !s.present(p) { // LE-4.4-PRESENCE
		return false
	}
	return s.targetsExist(x, a.targets())
}

// rangedTarget and fearTarget are the targets Ranged Attacks and Fear
// choose by themselves: an opposing Follower or Personality without
// Followers; an opposing unit.
var (
	rangedTarget = &Target{Prompt: "choose the target of the Ranged Attack: an opposing Follower, or Personality without Followers",
		Filter: func(x *Ctx, id int) bool {
			if !x.S.opposes(x.Self, id) {
				return false
			}
			switch x.Type(id) {
			case "follower":
				return true
			case "personality":
				return !slices.ContainsFunc(x.S.Attachments(id), func(a int) bool { return x.Type(a) == "follower" })
			}
			return false
		}}
	fearTarget = &Target{Prompt: "choose the opposing unit to frighten",
		Filter: func(x *Ctx, id int) bool { return x.Type(id) == "personality" && x.S.opposes(x.Self, id) }}
)

// targets are an ability's targeting requirements in order: the one its
// Ranged Attack or Fear brings, then its own.
func (a *Ability) targets() []*Target {
	switch {
	case a.Ranged > 0:
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
	side := func(u int) bool { return int(s.Cards[u].Controller) == s.Attack.Attacker }
	return side(ua) != side(ub)
}

// targetsExist reports a choice for every targeting requirement in turn
// (LE-TARGET-1: enough valid targets, or the action cannot be taken).
func (s *State) targetsExist(x *Ctx, ts []*Target) bool {
	if len(ts) == 0 {
		return true
	}
	for _, id := range s.targets(x, ts[0]) {
		x.Targets = append(x.Targets, id)
		ok := s.targetsExist(x, ts[1:])
		x.Targets = x.Targets[:len(x.Targets)-1]
		if ok {
			return true
		}
	}
	return false
}

// present reports p controlling a unit at the current battlefield.
func (s *State) present(p int) bool {
	for _, id := range s.P[p].Play {
		if c := &s.Cards[id]; c.Zone == ZBattle && int(c.Prov) == s.Attack.Battle {
			return true
		}
	}
	return false
}

// targets lists what a target may be: cards in play passing its filter
// (the Personalities and Holdings, and the cards attached to them) and,
// in a battle, at its battlefield (LE-4.4-RELEVANCE).
func (s *State) targets(x *Ctx, t *Target) []int {
	var out []int
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if s.inBattle() && !s.atBattle(id) {
				continue
			}
			if t.Filter(x, id) {
				out = append(out, id)
			}
		}
	}
	for _, id := range s.Attached {
		if s.inBattle() && !s.atBattle(s.unitOf(id)) {
			continue
		}
		if t.Filter(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// atBattle reports a card at the current battlefield.
func (s *State) atBattle(id int) bool {
	c := &s.Cards[id]
	return c.Zone == ZBattle && int(c.Prov) == s.Attack.Battle
}

// useKey names an ability of a card for its once-a-turn count.
func useKey(card, i int) engine.UseKey { return engine.UseKey{uint64(card), uint64(i)} }

// takeAbility starts an action chosen at an opportunity.
func (s *State) takeAbility(p int, a engine.Answer) error {
	if !slices.ContainsFunc(s.abilityOffers(p), a.Equal) {
		return fmt.Errorf("%q is not something %s can do now", a.String(), s.Names[p])
	}
	s.Push(engine.Frame{Kind: kAbility, Player: p, Card: a.Cards[0], Index: a.N - 1})
	return nil
}

// The ability frame's stages.
const (
	abAnnounce = iota // announce it
	abTarget          // choose its targets, one a step (f.Cards so far)
	abPay             // pay its Gold
	abResolve         // its effect, then its duel
	abDuelOver        // what the duel's result does
)

// abilityFrame takes an action (LE-TAKE-1): its targets, its costs, its
// effect, its duel; an Action card from hand is then discarded
// (LE-EFFECT-3).
func abilityFrame(s *State, f *engine.Frame) engine.Status {
	a := s.ability(f.Card, f.Index)
	x := &Ctx{S: s, P: f.Player, Self: f.Card, Targets: f.Cards}
	switch f.Stage {
	case abAnnounce:
		f.Stage = abTarget
		verb := " uses "
		if s.Cards[f.Card].Zone == ZHand {
			verb = " plays "
		}
		s.Say(s.Names[f.Player], verb, s.Title(f.Card))
		if !a.Any {
			s.Use("turn", useKey(f.Card, f.Index))
		}
		fallthrough
	case abTarget:
		if ts := a.targets(); len(f.Cards) < len(ts) {
			k := len(f.Cards)
			var opts []engine.Answer
			for _, id := range s.targets(x, ts[k]) {
				x.Targets = append(f.Cards[:k:k], id)
				if s.targetsExist(x, ts[k+1:]) { // a choice that leaves the later ones possible
					opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
				}
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "target", Prompt: ts[k].Prompt, Options: opts})
			return engine.Again
		}
		f.Stage = abPay
		fallthrough
	case abPay:
		f.Stage = abResolve
		if a.Bow {
			s.Cards[f.Card].Bowed = true
		}
		if a.Gold > 0 {
			s.Push(engine.Frame{Kind: kPay, Player: f.Player, Card: f.Card, N: a.Gold})
			return engine.Again
		}
		f.Result = 1
		fallthrough
	case abResolve:
		if f.Result == 0 {
			return engine.Done
		}
		switch {
		case a.Ranged > 0:
			x.RangedAttack(a.Ranged, x.Target())
			x.Targets = x.Targets[1:]
		case a.Fear > 0:
			x.Fear(a.Fear, x.Target())
			x.Targets = x.Targets[1:]
		}
		if a.Effect != nil {
			a.Effect(x)
		}
		if s.Cards[f.Card].Zone == ZHand { // played from hand and still there
			s.toDiscard(f.Card, false)
		}
		if a.Duel != nil && len(f.Cards) >= 2 {
			f.Stage = abDuelOver
			s.challenge(f.Cards[0], f.Cards[1], a.Duel)
			return engine.Again
		}
		return engine.Done
	default: // abDuelOver
		s.duelResult(x, a.Duel)
		return engine.Done
	}
}

func answerAbility(s *State, f *engine.Frame, p int, a engine.Answer) error {
	f.Cards = append(f.Cards[:len(f.Cards):len(f.Cards)], a.Cards[0]) // its own: frames share their lists
	return nil
}

// The vocabulary's verbs, for the cards' effects.

// Destroy destroys a card in play.
func (x *Ctx) Destroy(id int) { x.S.destroy(id) }

// MoveHome moves a unit at a battlefield home, unbowed (not assigning).
func (x *Ctx) MoveHome(id int) {
	if c := &x.S.Cards[id]; c.Zone == ZBattle {
		c.Zone, c.Prov = ZHome, 0
		x.S.Say(x.S.Title(id), " moves home")
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

// GainHonor changes a player's Family Honor.
func (x *Ctx) GainHonor(p, n int) { x.S.gainHonor(p, n) }

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
	if strength >= x.S.Force(target) {
		x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack destroys ", x.S.Title(target))
		x.S.destroy(target)
		return
	}
	x.S.Say("a Ranged ", strconv.Itoa(strength), " Attack fails against ", x.S.Title(target))
}

// Fear bows each Follower in the target unit whose Force is at most its
// strength, but Undead ones (LE-FEAR-1).
func (x *Ctx) Fear(strength, unit int) {
	for _, a := range x.S.Attachments(unit) {
		if x.Type(a) == "follower" && !x.S.Cards[a].Bowed && x.S.Force(a) <= strength && !x.S.hasKeyword(a, "Undead") {
			x.S.Cards[a].Bowed = true
			x.S.Say(x.S.Title(a), " bows in fear")
		}
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
