package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// attachable reports the card types played from hand onto a Personality.
func attachable(t string) bool { return t == "follower" || t == "item" || t == "spell" }

// bearers lists the Personalities p controls that could take the card
// from hand now, its Gold cost payable (LE-3-ATTACH).
func (s *State) bearers(p, card int) []int {
	var out []int
	s.eachBearer(p, card, func(id int) bool { out = append(out, id); return true })
	return out
}

// canAttach reports a Personality that could take the card now (asked
// of every card in hand at every opportunity: it stops at the first).
func (s *State) canAttach(p, card int) bool {
	if s.forbidden(p, card) {
		return false
	}
	found := false
	s.eachBearer(p, card, func(int) bool { found = true; return false })
	return found
}

// eachBearer visits the Personalities that could take the card, while
// visit says to go on.
func (s *State) eachBearer(p, card int, visit func(id int) bool) {
	d := s.def(card)
	if d == nil || !attachable(d.Type) || d.Unique && s.uniqueInPlay(d.Title) {
		return
	}
	gold := s.production(p, card)
	for _, id := range s.P[p].Play {
		if s.isPersonality(id) && (gold >= s.cost(p, card, id) || s.honorPays(id, card) >= 0) && s.mayAttach(card, id) && s.attachCostPayable(p, card, id) && !visit(id) {
			return
		}
	}
}

// mayAttach checks the card types' own restrictions: a Follower's Honor
// Requirement against the Personal Honor (LE-FOLLOWER-1), one Weapon and
// one Armor (LE-ITEM-1), Spells on Shugenja (LE-SPELL-1).
func (s *State) mayAttach(card, person int) bool {
	if s.holds&holdsNinjutsu != 0 && s.Cards[person].Facedown && s.inPlay(person) {
		return attachable(s.typeOf(card)) // a face-down Ninja takes any (LE-NINJUTSU-1)
	}
	d := s.def(card)
	if ct, pt := s.text(card), s.text(person); ct != nil && (ct.Bearer != nil || ct.Welcome != nil) || pt != nil && pt.Takes != nil { // the cards' own words
		p := int(s.Cards[person].Controller)
		x := s.borrow(p, card)
		ok := ct == nil || ct.Bearer == nil || ct.Bearer(x, person)
		welcome := ok && ct != nil && ct.Welcome != nil && ct.Welcome(x, person)
		s.giveBack()
		if ok && !welcome && pt != nil && pt.Takes != nil {
			ok = pt.Takes(s.borrow(p, person), card)
			s.giveBack()
		}
		if !ok {
			return false
		}
	}
	switch d.Type {
	case "follower":
		return d.NoHonorReq || s.personalHonor(person) >= d.HonorReq || s.hopeFor(person) >= 0
	case "spell":
		return s.hasKeyword(person, "Shugenja")
	case "item":
		for _, k := range []string{"Weapon", "Armor"} {
			if !d.HasKeyword(k) {
				continue
			}
			most := 1
			if k == "Weapon" && s.twoWeapons(person) {
				most = 2
			}
			n := 0
			for _, a := range s.Attached {
				if int(s.Cards[a].Parent) == person && s.hasKeyword(a, k) {
					n++
				}
			}
			if n >= most {
				return false
			}
		}
	}
	return true
}

// attachFrame plays a Follower, Item or Spell from hand: its Personality
// chosen, its Gold paid, then it attaches.
func attachFrame(s *State, f *engine.Frame) engine.Status {
	p, card := f.Player, f.Card
	switch f.Stage {
	case 0:
		f.Stage = 1
		if s.Cards[card].Zone == ZHand {
			s.played(p, card)
		}
		opts := []engine.Answer{}
		for _, id := range s.bearers(p, card) {
			opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
		}
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "target", Prompt: "attach " + s.Title(card) + " to which Personality?", Options: opts})
		return engine.Again
	case 1:
		if t := s.text(card); len(f.Cards) == 1 && t != nil && t.AttachCost != nil { // its additional cost of targeting (answerAttach)
			ts := s.attachTargets(p, card, f.Cards[0])
			if len(ts) == 0 {
				return engine.Done // it cannot be paid
			}
			opts := []engine.Answer{}
			for _, id := range ts {
				opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
			}
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "target", Prompt: s.text(card).AttachCost.Prompt, Options: opts})
			return engine.Again
		}
		f.Stage = 2
		if len(f.Cards) == 0 {
			return engine.Done
		}
		cost := s.cost(p, card, f.Cards[0])
		if s.freeEquip(f.Cards[0], card) { // counted as it is used
			s.Use("turn", useKey(f.Cards[0], freeSpellUse))
			s.Say(s.Title(card), " costs nothing to equip to ", s.Title(f.Cards[0]))
		}
		if cost > 0 && s.honorPays(f.Cards[0], card) >= 0 { // Gold or Honor: asked (answerSpellCost)
			f.Stage = spellCostStage
			opts := []engine.Answer{{Verb: "choose", Labels: []string{"honor"}}}
			if s.production(p, card) >= cost {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{"gold"}})
			}
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "spell-cost", Prompt: "pay for " + s.Title(card) + " in Gold, or lose " +
				strconv.Itoa(s.def(card).Gold) + " Honor instead?", Options: opts})
			return engine.Again
		}
		if cost > 0 {
			s.Push(engine.Frame{Kind: kPay, Player: p, Card: card, Index: payCard, N: cost})
			return engine.Again
		}
		f.Result = 1
		fallthrough
	default:
		if f.Result == 0 || len(f.Cards) == 0 {
			return engine.Done
		}
		person, from := f.Cards[0], s.Cards[card].Zone
		if from == ZHand { // attached from hand by an effect too: played
			s.played(p, card)
		}
		if d := s.def(card); d.Type == "follower" && !d.NoHonorReq && s.personalHonor(person) < d.HonorReq {
			if h := s.hopeFor(person); h >= 0 { // its Honor Requirement lowered to 1
				s.Use("turn", useKey(h, hopeUse))
				s.Say(s.Title(h), ": ", s.Title(card), " has an Honor Requirement of 1")
			}
		}
		s.take(card)
		c := &s.Cards[card]
		c.Zone, c.Parent, c.Controller = ZAttached, int32(person), s.Cards[person].Controller
		s.Attached = append(s.Attached, card)
		s.Say(s.Names[p], " attaches ", s.Title(card), " to ", s.Title(person))
		s.entered(p, card, from)
		return engine.Done
	}
}

// spellCostStage is the attach frame's stage asking how a Spell is paid
// for, in Gold or in Honor.
const spellCostStage = 3

// honorPays is the unbowed card attached to a Personality that lets a
// Spell attaching to him be paid for in Honor, or -1.
func (s *State) honorPays(person, card int) int {
	if s.holds&holdsHonorCosts == 0 || person < 0 || s.typeOf(card) != "spell" {
		return -1
	}
	for _, a := range s.Attachments(person) {
		if t := s.text(a); t != nil && t.SpellsForHonor && !s.Cards[a].Bowed && !s.marked(a, efSilenced, "") {
			return a
		}
	}
	return -1
}

// answerSpellCost pays for a Spell in Gold (a pay frame) or in Honor:
// its base Gold Cost lost.
func answerSpellCost(s *State, f *engine.Frame, p int, a engine.Answer) error {
	card := f.Card
	word := ""
	if a.Verb == "choose" && len(a.Labels) == 1 && len(a.Cards) == 0 {
		word = a.Labels[0]
	}
	gold := word == "gold" && s.production(p, card) >= s.cost(p, card, f.Cards[0])
	if word != "honor" && !gold {
		return fmt.Errorf("choose honor, or gold with Gold enough to pay")
	}
	f.Stage = 2
	if gold {
		s.Push(engine.Frame{Kind: kPay, Player: p, Card: card, Index: payCard, N: s.cost(p, card, f.Cards[0])})
		return nil
	}
	n := s.def(card).Gold
	s.Say(s.Names[p], " pays for ", s.Title(card), " with ", strconv.Itoa(n), " Honor (", s.Title(s.honorPays(f.Cards[0], card)), ")")
	s.gainHonor(p, -n)
	f.Result = 1
	return nil
}

func answerAttach(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if f.Stage == spellCostStage {
		return answerSpellCost(s, f, p, a)
	}
	if len(f.Cards) == 1 { // the additional cost's target
		if len(a.Cards) != 1 || !slices.Contains(s.attachTargets(p, f.Card, f.Cards[0]), a.Cards[0]) {
			return fmt.Errorf("choose a target for %s's additional cost", s.Title(f.Card))
		}
		s.addEffect(efMark, p, []int{f.Card}, a.Cards[0], attachTargetMark, UntilGame)
		f.Cards = append(f.Cards[:1:1], a.Cards[0])
		return nil
	}
	if len(a.Cards) != 1 || !slices.Contains(s.bearers(p, f.Card), a.Cards[0]) {
		return fmt.Errorf("choose one Personality of yours that may take %s", s.Title(f.Card))
	}
	f.Cards = []int{a.Cards[0]}
	return nil
}

// attachTargets lists what a card's additional cost of targeting may
// target as it attaches to a Personality (Text.AttachCost), none for a
// card without one.
func (s *State) attachTargets(p, card, person int) []int {
	t := s.text(card)
	if t == nil || t.AttachCost == nil {
		return nil
	}
	x := s.borrow(p, card)
	defer s.giveBack()
	x.Targets = []int{person}
	return s.targets(x, t.AttachCost)
}

// attachCostPayable: a card without an additional cost of targeting, or
// one with a target for it.
func (s *State) attachCostPayable(p, card, person int) bool {
	t := s.text(card)
	return t == nil || t.AttachCost == nil || len(s.attachTargets(p, card, person)) > 0
}

// attachTargetMark records on an attachment the target of its additional
// cost (its N).
const attachTargetMark = "attach-target"

// AttachTarget is what the card's additional cost of targeting targeted as
// it came into play, or -1.
func (x *Ctx) AttachTarget() int {
	if n := x.Marks(x.Self, attachTargetMark); len(n) > 0 {
		return n[len(n)-1]
	}
	return -1
}

// LE-3-MOVE: Limited, any number of times per turn, target and bow two or
// more of your Personalities (tessen takes up to four): move any of the
// cards attached to them each onto another of them, where it could be
// attached; each card moves once.
func init() {
	mine := func(x *Ctx, id int) bool { return x.Personality(id) && x.Mine(id) && !slices.Contains(x.Targets, id) }
	more := &Target{Prompt: "choose another Personality of yours to bow, if you like", Bow: true, Optional: true, Filter: mine}
	RegisterRuleAction("move", &Ability{
		Text: "bow two or more of your Personalities: move cards attached to them among them", Timing: Limited, Any: true,
		If: func(x *Ctx) bool { // looked at first: most of the time there is nothing to move
			unbowed, equipped := 0, false
			for _, id := range x.S.P[x.P].Play {
				if x.S.isPersonality(id) && !x.S.Cards[id].Bowed {
					unbowed++
					equipped = equipped || x.S.attachedAny(id)
				}
			}
			return unbowed >= 2 && equipped
		},
		Targets: []*Target{
			{Prompt: "choose a Personality of yours to bow", Bow: true, Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Mine(id) }},
			{Prompt: "choose another Personality of yours to bow", Bow: true, Filter: func(x *Ctx, id int) bool {
				a := x.Targets[0]
				return mine(x, id) && (canMove(x, a, id) || canMove(x, id, a) || x.S.attachedAny(a) || x.S.attachedAny(id))
			}},
			more, more,
		},
		Effect: func(x *Ctx) {
			a := x.Targets[0]
			for _, b := range x.Targets[1:] {
				if b >= 0 {
					x.S.addEffect(efMark, x.P, []int{a}, b, movePartner, UntilTurn)
				}
			}
			x.Ask(x.P, movePartner, 1, a)
		},
	})
	// move-attachments: a card attached to one of the group to move (n:
	// the group's first), or done; then where, when more than one of the
	// others could take it.
	RegisterChoice(movePartner, &Choice{
		Prompt: "choose a card to move onto another of the Personalities, if you like", AtMost: true,
		Words: Words{Card: "move %s", Done: "move no more"},
		Options: func(x *Ctx, _, a int) []int {
			group := moveGroup(x, a)
			var out []int
			for _, c := range x.S.Attached {
				if from := int(x.S.Cards[c].Parent); slices.Contains(group, from) && !x.S.marked(c, efMark, movedMark) && len(destinations(x, group, c)) > 0 {
					out = append(out, c)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, a int) {
			if len(chosen) == 0 { // done
				for x.S.unmarkCard(a, movePartner) {
				}
				x.S.expire(moving)
				return
			}
			c := chosen[0]
			x.S.addEffect(efMark, p, []int{c}, a, movedMark, moving)
			x.Ask(p, movePartner, 1, a) // the next card, once this one has moved
			if to := destinations(x, moveGroup(x, a), c); len(to) == 1 {
				x.Transfer(c, to[0])
			} else {
				x.Ask(p, moveTo, 1, c)
			}
		},
	})
	RegisterChoice(moveTo, &Choice{
		Prompt: "choose the Personality it moves onto",
		Options: func(x *Ctx, _, c int) []int {
			if a := x.Marks(c, movedMark); len(a) > 0 {
				return destinations(x, moveGroup(x, a[0]), c)
			}
			return nil
		},
		Done: func(x *Ctx, _ int, chosen []int, c int) {
			for _, to := range chosen {
				x.Transfer(c, to)
			}
		},
	})
}

// movePartner marks the first Personality of a move (N: another of the
// group; one mark each); movedMark, a card moved by it (N: the first),
// until the move is over (moving); moveTo is the choice of where a card
// moves.
const (
	movePartner = "move-attachments"
	movedMark   = "moved-by-move"
	moving      = "moving"
	moveTo      = "move-to"
)

// moveGroup is the Personalities of a move: the first, and the others.
func moveGroup(x *Ctx, a int) []int { return append([]int{a}, x.Marks(a, movePartner)...) }

// destinations lists the Personalities of the group other than the one a
// card is on that could take it.
func destinations(x *Ctx, group []int, c int) []int {
	var out []int
	for _, to := range group {
		if to != int(x.S.Cards[c].Parent) && x.S.mayAttach(c, to) {
			out = append(out, to)
		}
	}
	return out
}

// canMove reports a card attached to a that could be attached to b.
func canMove(x *Ctx, a, b int) bool {
	for _, c := range x.S.Attached {
		if int(x.S.Cards[c].Parent) == a && x.S.mayAttach(c, b) {
			return true
		}
	}
	return false
}

// attachedAny reports a card with a card attached to it.
func (s *State) attachedAny(id int) bool {
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == id {
			return true
		}
	}
	return false
}

// hopeFor is the Region of the Personality's controller that would lower
// a Follower's Honor Requirement to 1 for him (Text.LowersHonorReq: once
// a turn; he needs 1 Personal Honor), or -1.
func (s *State) hopeFor(person int) int {
	if s.holds&holdsRegionGold == 0 || s.personalHonor(person) < 1 {
		return -1
	}
	for _, r := range s.P[s.Cards[person].Controller].Regions {
		if t := s.text(r); t != nil && t.LowersHonorReq && s.Used("turn", useKey(r, hopeUse)) == 0 {
			return r
		}
	}
	return -1
}

func init() {
	AnswerWords("spell-cost", Words{Labels: map[string]string{"gold": "pay its cost in Gold", "honor": "lose Honor instead of paying Gold"}})
}
