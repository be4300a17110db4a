package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// Lasting effects (LE-EFFECT-4: an effect that names no duration lasts
// until the turn ends; "permanently" means until the game ends). They are
// the engine's: a kind, the cards they touch, an amount, a label, and the
// timing point that ends them.
const (
	UntilBattle = "battle" // the current battle ends
	UntilAttack = "attack" // the Attack Phase ends
	UntilTurn   = "turn"   // the turn ends (the default)
	UntilGame   = "game"   // permanently
	UntilToken  = "token"  // a token's: while its card stays in play (LE-TOKEN-3)
	UntilDuel   = "duel"   // the duel under way ends
	UntilPhase  = "phase"  // the next phase begins (the Reactions to this one's end are over)
)

// labelBase labels the printed value a created card is given: a part of
// its base stat, not a bonus or a penalty (Companion Spirit).
const labelBase = "base"

// WhileDefending and WhileAttacking label a bonus that counts only while
// its card defends, or attacks.
const (
	WhileDefending = "while defending"
	WhileAttacking = "while attacking"
)

// attacking reports a card in the attacking army at a battlefield.
func (s *State) attacking(id int) bool { return s.inArmy(id, sideAttacking) }

// defending reports a card in the defending army at a battlefield.
func (s *State) defending(id int) bool { return s.inArmy(id, sideDefending) }

// inArmy reports a card whose unit is at a battlefield in an army of a
// side: its controller's (LE-MULTI-1).
func (s *State) inArmy(id, side int) bool {
	u := s.unitOf(id)
	return s.Attack.Active && s.Cards[u].Zone == ZBattle && s.armySide(int(s.Cards[u].Controller)) == side
}

// The kinds of lasting effect.
const (
	efForce      = "force"          // N Force
	efChi        = "chi"            // N Chi
	efHonor      = "honor"          // N Personal Honor
	efKeyword    = "keyword"        // the cards have the keyword Label
	efUnkeyword  = "unkeyword"      // the cards lose the keyword Label
	efProvince   = "province"       // N strength for Player's Province numbered Label ("": all of them)
	efSilenced   = "silenced"       // the cards' abilities may not be used
	efNoChiDeath = "chi-death"      // the cards are not destroyed for 0 Chi
	efMark       = "mark"           // a record on the cards (Label: what of)
	efDoom       = "doom"           // at its end, destroy the cards' Followers (Label: what)
	efBowAtEnd   = "bow-at-end"     // at its end, bow the cards
	efNoStraight = "no-straighten"  // the cards do not straighten
	efCost       = "cost"           // N Gold off the cards\' Gold Cost
	efAtEnd      = "at-end"         // as the turn ends, Player is asked the choice Label (its n: N)
	efAtStart    = "at-start"       // as Player\'s next turn begins, he is asked the choice Label
	efProduce    = "produce"        // N more Gold the cards produce
	efDestroyEnd = "destroy-at-end" // at its end, destroy the cards
	efDiscardEnd = "discard-at-end" // at its end, discard the cards
	efRemoveEnd  = "remove-at-end"  // at its end, remove the cards from the game
	efLendEnd    = "lend-at-end"    // at its end, the cards go back to the control of player N
	efArmy       = "army"           // N total Force for Player's army at the battlefield of Province Label
	efPenaltyEnd = "penalty-at-end" // at its end, the cards get an N Chi penalty of Player's, until Label
	efArmOnEntry = "arm-on-entry"   // as the card enters play, a card is created on it (Label: which)
	efFocus      = "focus"          // N Focus Value of the cards, focused
	efTokens     = "tokens"         // N tokens of the kind Label on the cards (UntilToken)
	efAura       = "aura"           // the aura of Cards[0] (an Event resolved) acts for Player
	efFallenGain = "fallen-gain"    // at its end, Player gains N Honor if one of the cards has been destroyed
)

// provinceLabel is the Label of a strength change of Province n ("" for
// all the player's Provinces).
func provinceLabel(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// untilTurnOf is the timing point "until p's next turn begins";
// untilStraightened, "until after p's next Straighten Phase ends".
func untilTurnOf(p int) string       { return "turn-of-" + PlayerKey(p) }
func untilStraightened(p int) string { return "straightened-" + PlayerKey(p) }

// untilSecondStraightened is "until after p's second Straighten Phase
// from now ends": after p's next one it becomes untilStraightened(p).
func untilSecondStraightened(p int) string { return "second-straightened-" + PlayerKey(p) }

// untilActionOf is "until the action of this card has resolved".
func untilActionOf(card int) string { return "action-" + strconv.Itoa(card) }

// untilNextTurnEndOf is "until p's next turn ends" said in p's own turn:
// at his next turn's beginning it becomes untilTurnEndOf(p).
func untilNextTurnEndOf(p int) string { return "next-turn-end-of-" + PlayerKey(p) }

// untilTurnEndOf is "until p's next turn ends" (p's own turn, if it is).
func untilTurnEndOf(p int) string { return "turn-end-of-" + PlayerKey(p) }

// untilSecondTurnOf is "until p's second turn from now begins": at p's
// next turn it becomes untilTurnOf(p).
func untilSecondTurnOf(p int) string { return "second-turn-of-" + PlayerKey(p) }

// promote moves the effects lasting until one timing point to another.
func (s *State) promote(from, to string) {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Until == from {
			l.Until = to
		}
	}
}

// lastsFor is the timing point that ends an effect: the one it names, or
// for an effect that names none, the turn's end (LE-DURATION-1: "if a
// cost or effect does not say how long it lasts, it lasts until the turn
// ends"). No effect of this game lasts merely while its card is in play,
// the engine's meaning of no timing point: a lasting bonus that a card's
// own text keeps is its trait, counted where the stat is (Text.Stat,
// attached cards' printed stats), not an effect.
func lastsFor(until string) string {
	if until == "" {
		return UntilTurn
	}
	return until
}

// addEffect establishes a lasting effect on cards.
func (s *State) addEffect(kind string, p int, cards []int, n int, label, until string) {
	until = lastsFor(until)
	s.Effects.Add(engine.Lasting{Kind: kind, Player: p, Cards: cards, N: n, Label: label, Until: until})
}

// sourced marks the lasting effects established since the effect count
// was since as an Event's (Source: its id + 1): "all its ongoing effects"
// are what its resolution and the choices it asked established.
func (s *State) sourced(card, since int) {
	if card < 0 || s.typeOf(card) != "event" {
		return
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Seq > since {
			l.Source = card + 1
		}
	}
}

// endEffectsOf ends an Event's ongoing effects (Shrine of the Sun): those
// it established and its aura; what they would have done at their end is
// not done.
func (s *State) endEffectsOf(card int) {
	out := s.Effects.List[:0]
	for _, l := range s.Effects.List {
		if l.Source != card+1 && !(l.Kind == efAura && len(l.Cards) > 0 && l.Cards[0] == card) {
			out = append(out, l)
		}
	}
	clear(s.Effects.List[len(out):])
	s.Effects.List = out
}

// lasting totals the amounts of the effects of a kind on a card.
func (s *State) lasting(id int, kind string) int { return s.lastingSum(id, kind, false) }

// lastingBonuses totals the bonuses (not the penalties) of the effects
// of a kind on a card.
func (s *State) lastingBonuses(id int, kind string) int { return s.lastingSum(id, kind, true) }

func (s *State) lastingSum(id int, kind string, bonusesOnly bool) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == kind && (l.N > 0 || !bonusesOnly || l.Label == labelBase) && slices.Contains(l.Cards, id) && (l.Label == "" || l.Label == labelBase || l.Label == WhileDefending && s.defending(id) || l.Label == WhileAttacking && s.attacking(id)) {
			if kind == efForce && l.N > 0 && l.Label != labelBase && s.holds&holdsSuppress != 0 && s.suppressed(id, l.Seq) {
				continue // In Search of the Future
			}
			n += l.N
		}
	}
	return n
}

// dropTokens removes the tokens on a card leaving play (LE-TOKEN-3):
// unlike other effects, they do not stay on it (LE-DURATION-3).
func (s *State) dropTokens(id int) {
	out := s.Effects.List[:0]
	for _, l := range s.Effects.List {
		if l.Until != UntilToken || !slices.Contains(l.Cards, id) {
			out = append(out, l)
		}
	}
	clear(s.Effects.List[len(out):])
	s.Effects.List = out
}

// anyEffect reports a lasting effect of a kind on any card.
func (s *State) anyEffect(kind string) bool {
	for i := range s.Effects.List {
		if s.Effects.List[i].Kind == kind {
			return true
		}
	}
	return false
}

// marked reports a lasting effect of a kind and label on a card.
func (s *State) marked(id int, kind, label string) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == kind && l.Label == label && slices.Contains(l.Cards, id) {
			return true
		}
	}
	return false
}

// markedBy reports a card marked by an effect of player p's.
func (s *State) markedBy(id int, label string, p int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label && l.Player == p && slices.Contains(l.Cards, id) {
			return true
		}
	}
	return false
}

// expire ends the effects that last until a timing point, and does what
// ends with them (a doom destroys its card's Followers).
func (s *State) expire(until string) {
	for _, l := range s.Effects.Expire(until) {
		if l.Kind == efBowAtEnd {
			for _, id := range l.Cards {
				if s.inPlay(id) && !s.Cards[id].Bowed {
					s.Cards[id].Bowed = true
					s.Say(s.Title(id), " bows")
				}
			}
		}
		if l.Kind == efReturn {
			s.returnAside(&l)
		}
		if l.Kind == efFallenGain && slices.ContainsFunc(l.Cards, func(id int) bool { return !s.inPlay(id) && s.Cards[id].Destroyed }) {
			s.gainHonor(l.Player, l.N)
		}
		if l.Kind == efDiscardEnd {
			for _, id := range l.Cards {
				if s.inPlay(id) {
					s.Say(s.Title(id), " is discarded")
					s.toDiscard(id, false)
				}
			}
		}
		if l.Kind == efPenaltyEnd {
			until := l.Label
			if until == UntilTurn { // it comes as the turn ends: it ends with it
				until = UntilPhase
			}
			for _, id := range l.Cards {
				if s.modify(l.Player, -1, id, 0, l.N, until) {
					s.Say(s.Title(id), " gets ", signed(l.N), "C")
				}
			}
		}
		if l.Kind == efLendEnd {
			for _, id := range l.Cards {
				if s.inPlay(id) {
					(&Ctx{S: s, P: l.N}).TakeControl(id, l.N, false)
				}
			}
		}
		if l.Kind == efRemoveEnd {
			for _, id := range l.Cards {
				if s.inPlay(id) {
					(&Ctx{S: s, P: l.Player}).RemoveFromGame(id)
				}
			}
		}
		if l.Kind == efDestroyEnd {
			for _, id := range l.Cards {
				if s.inPlay(id) {
					s.destroy(id)
				}
			}
		}
		if l.Kind == efDoom {
			for _, id := range l.Cards {
				for _, a := range s.Attachments(id) {
					if s.inPlay(id) && s.typeOf(a) == "follower" {
						s.destroy(a)
					}
				}
			}
		}
	}
}

// typeOf is a card's type, "" for an unknown card.
func (s *State) typeOf(id int) string {
	if d := s.def(id); d != nil {
		return d.Type
	}
	return ""
}

// moveEffects carries the lasting effects on one card over to another
// that takes its place (an overlay: LE-EXPERIENCED-2).
func (s *State) moveEffects(from, to int) {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if j := slices.Index(l.Cards, from); j >= 0 {
			l.Cards = slices.Clone(l.Cards) // its own: lists may be shared
			l.Cards[j] = to
		}
	}
}

// dishonor makes a Personality Dishonored (LE-DISHONOR-1).
func (s *State) dishonor(id int) {
	if c := &s.Cards[id]; !c.Dishonored && s.isPersonality(id) {
		c.Dishonored = true
		s.Say(s.Title(id), " is dishonored")
	}
}

// restoreInstead is LE-DISHONOR-4 for a gain of Honor by p that comes of
// the cards given (an action's performer and targets, a unit's leader,
// a battle's army): if any is a Dishonored Personality p controls, the
// gain restores each of them to Honor instead, and is not made even for
// those that cannot be restored (destroyed, or never to be again). It
// reports whether the gain was taken so.
func (s *State) restoreInstead(p int, cards []int) bool { return s.restore(s.shamed(p, cards)) }

// shamed lists p's Dishonored Personalities among cards (a -1 among
// them, no card, is passed over).
func (s *State) shamed(p int, cards []int) []int {
	var out []int
	for _, id := range cards {
		if id >= 0 && s.Cards[id].Dishonored && int(s.Cards[id].Controller) == p && s.isPersonality(id) && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// restore restores to Honor those of the shamed still in play, in place
// of a gain of Honor: it reports whether there were any, so the gain is
// not made.
func (s *State) restore(shamed []int) bool {
	for _, id := range shamed {
		if s.inPlay(id) {
			s.rehonor(id)
		}
	}
	return len(shamed) > 0
}

// rehonor restores a Dishonored Personality to Honorable status.
func (s *State) rehonor(id int) {
	if s.marked(id, efMark, "disgraced") { // never again (Dishonorable Challenge)
		return
	}
	if c := &s.Cards[id]; c.Dishonored {
		c.Dishonored = false
		s.Say(s.Title(id), " is restored to honor")
		for s.unmarkCard(id, extorted) { // Extortion lasts until he is rehonored
		}
	}
}

// auras totals what the auras of Strongholds, Sensei, Regions and a few
// Personalities do to a card's Force or Chi (few cards have one, so each
// is asked).
func (s *State) auras(id int, kind string) int {
	n := 0
	add := func(p, r int) {
		if t := s.text(r); t != nil && t.Aura != nil {
			f, c := t.Aura(s.borrow(p, r), id)
			s.giveBack()
			if kind == efForce {
				n += f
			} else {
				n += c
			}
		}
	}
	for p := range s.P {
		add(p, s.P[p].Stronghold)
		for _, r := range s.P[p].PreGame {
			add(p, r)
		}
		for _, r := range s.P[p].Regions {
			add(p, r)
		}
	}
	if s.holds&holdsPersonAura != 0 {
		for p := range s.P {
			for _, r := range s.P[p].Play {
				if s.isPersonality(r) {
					add(p, r)
				}
			}
		}
	}
	if s.holds&holdsAttachAura != 0 { // an attachment's, on other cards than its Personality (Hero's Banner)
		for _, r := range s.Attached {
			add(int(s.Cards[r].Controller), r)
		}
	}
	if s.holds&holdsEventAura != 0 { // an Event's aura, lasting after it resolved
		for i := range s.Effects.List {
			if l := &s.Effects.List[i]; l.Kind == efAura {
				add(l.Player, l.Cards[0])
			}
		}
	}
	return n
}
