package l5rccg

import (
	"slices"

	"tessen/engine"
)

// Actions offered: what a player may do at an opportunity (the Action
// Phase's, LE-3, and any round of actions: LE-LIMITED-1, LE-OPEN-1,
// LE-BATTLE-1), which cards' actions he could take, and whether he can
// take one now (its timing, limit, conditions, costs and targets, and the
// Rule of Presence, LE-4.4-PRESENCE). What an action is: abilities.go;
// taking it: take.go.

// actionOffers lists what p may do at an opportunity of the Action Phase
// (LE-3): the active player's Limited actions, lobbying (LE-LOBBY-1) and
// attaching a Follower, Item or Spell from hand (LE-3-ATTACH).
func (s *State) actionOffers(p int) []engine.Answer {
	out := s.abilityOffers(p) // the cards' own actions
	if p != s.Active {
		return out
	}
	if s.canLobby(p) {
		out = engine.Offer(out, lobbyOffer)
	}
	for _, id := range s.P[p].Hand {
		if t := s.text(id); (t == nil || !t.EquipsInBattle) && s.canAttach(p, id) {
			out = engine.Offer(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
		}
	}
	return append(out, s.discardOffers(p, true)...)
}

// lobbyOffer is lobbying for the Imperial Favor as offered (read, never
// written).
var lobbyOffer = engine.Answer{Verb: "use", Labels: []string{"lobby"}}

// takeAction carries out an action chosen in the Action Phase.
// The answer is one the window offered (the engine admits no other).
func (s *State) takeAction(p int, a engine.Answer) error {
	if a.N > 0 || a.Verb == "use" && !(len(a.Labels) == 1 && a.Labels[0] == "lobby") { // a card's action, or a rules' one
		return s.takeAbility(p, a)
	}
	if a.Verb == "play" {
		s.borrowDiscard(p, a.Cards[0])
		s.Push(engine.Frame{Kind: kAttach, Player: p, Card: a.Cards[0]})
		return nil
	}
	// Lobbying: choose and bow the Personality, then take the Favor.
	s.P[p].Lobbied = true
	s.Push(engine.Frame{Kind: kTarget, Player: p, Labels: []string{"lobby"}})
	return nil
}

// actionResolving reports an action's effects resolving now.
func (s *State) actionResolving() bool {
	for _, f := range s.Stack {
		if f.Kind == kAbility && f.Stage >= abResolve {
			return true
		}
	}
	return false
}

// inBattle reports a Battle Action Segment under way.
func (s *State) inBattle() bool { return s.Attack.Battle > 0 }

// timingFits: Limited in the player's own Action Phase, Open in any
// Action Phase or battle, Battle in battles.
func (s *State) timingFits(p int, t Timing) bool {
	battle := s.inBattle()
	if engaging := battle && s.Step == stepEngage; engaging || t == Engage { // NE-4.3.A: Engage actions only, and only there
		return engaging && t == Engage
	}
	switch t {
	case Limited:
		return !battle && s.Phase == "action" && (p == s.Active || s.holds&holdsHandsOpen != 0 && s.limitedAnyTurn(p))
	case Open:
		return battle || s.Phase == "action"
	case Battle:
		return battle
	case BattleOpen:
		return battle || s.Phase == "action"
	case Dynasty:
		return s.dynastyFits(p)
	}
	return false
}

// verb is how a card's action is taken: "play" from hand, "use" in play.
func (s *State) verb(id int) string {
	if s.Cards[id].Zone == ZHand {
		return "play"
	}
	return "use"
}

// acts reports a card with abilities: its text's, or ones it borrows,
// or (copying: some card copies abilities now) ones it copies.
func (s *State) acts(id int, t *Text, copying bool) bool {
	if t != nil && (len(t.Abilities) > 0 || t.Borrows != nil) {
		return true
	}
	return copying && s.copiedAbility(id, 0) != nil
}

// actionSources lists the cards whose actions p could take: the cards p
// controls in play and the Action cards in p's hand, until visit reports
// false.
// They are visited in place: listing offers is done at every decision,
// and a list would be made for nothing.
func (s *State) actionSources(p int, visit func(id int, t *Text) bool) {
	copying := s.extrasNow()
	for _, id := range s.P[p].Hand {
		if t := s.text(id); t != nil && s.handActs(p, id, t) {
			if !visit(id, t) {
				return
			}
		}
	}
	for _, id := range s.P[p].Play {
		if t := s.text(id); s.acts(id, t, copying) {
			if !visit(id, t) {
				return
			}
		}
	}
	for _, id := range s.Attached {
		if t := s.text(id); s.acts(id, t, copying) && int(s.Cards[id].Controller) == p {
			if !visit(id, t) {
				return
			}
		}
	}
	for _, id := range s.P[p].Regions {
		if t := s.text(id); s.acts(id, t, copying) {
			if !visit(id, t) {
				return
			}
		}
	}
	for q := range s.P { // his Terrains and Formations; others' whose abilities everyone has
		for _, id := range s.P[q].Field {
			if t := s.text(id); s.acts(id, t, copying) && (q == p || t.everyone) {
				if !visit(id, t) {
					return
				}
			}
		}
	}
	for _, pile := range [][]int{s.P[p].DynastyDiscard, s.P[p].FateDiscard} { // "even if he is dead"
		if s.holds&holdsDiscardActions == 0 {
			break
		}
		for _, id := range pile {
			if t := s.text(id); t != nil && t.fromDiscard {
				if !visit(id, t) {
					return
				}
			}
		}
	}
	for _, id := range s.P[p].PreGame { // a Sensei's, a Wind's
		if t := s.text(id); s.acts(id, t, copying) {
			if !visit(id, t) {
				return
			}
		}
	}
	if sh := s.P[p].Stronghold; sh >= 0 {
		if t := s.text(sh); s.acts(sh, t, copying) {
			if !visit(sh, t) {
				return
			}
		}
	}
}

// handActs reports a card in p's hand with actions p may take from there:
// its own from hand, a Strategy's, or a Spell's used as a Kiho.
func (s *State) handActs(p, id int, t *Text) bool {
	return len(t.Abilities) > 0 && (t.fromHand || s.typeOf(id) == "strategy" || s.holds&holdsKihoSpells != 0 && s.kihoSpell(p, id))
}

// reactionSources is actionSources for the cards that could have a
// Reaction of their own to the triggers of bit (State.reactors), in no
// particular order, while no card copies or is given another's
// (extrasNow).
func (s *State) reactionSources(p int, bit uint64, visit func(id int, t *Text) bool) {
	for _, id := range s.reactors {
		if t := s.text(id); t != nil && (t.reacts&bit != 0 || t.Borrows != nil) && s.sourceFor(p, id, t) && !visit(id, t) {
			return
		}
	}
}

// sourceFor reports whether p could take the actions of card id, of text
// t, where it is: what actionSources asks of each card it visits, while
// no card copies another's.
func (s *State) sourceFor(p, id int, t *Text) bool {
	c := &s.Cards[id]
	if c.Zone == ZHand {
		return slices.Contains(s.P[p].Hand, id) && s.handActs(p, id, t)
	}
	if !s.acts(id, t, false) {
		return false
	}
	switch c.Zone {
	case ZHome, ZBattle:
		return slices.Contains(s.P[p].Play, id)
	case ZAttached:
		return int(c.Controller) == p && slices.Contains(s.Attached, id)
	case ZRegion:
		return slices.Contains(s.P[p].Regions, id)
	case ZField:
		for q := range s.P {
			if slices.Contains(s.P[q].Field, id) {
				return q == p || t.everyone
			}
		}
	case ZFateDiscard, ZDynastyDiscard:
		return s.holds&holdsDiscardActions != 0 && t.fromDiscard && (slices.Contains(s.P[p].FateDiscard, id) || slices.Contains(s.P[p].DynastyDiscard, id))
	case ZPreGame:
		return slices.Contains(s.P[p].PreGame, id)
	case ZStronghold:
		return s.P[p].Stronghold == id
	}
	return false
}

// abilityOffers lists the actions p may take now: "play CARD" for an
// Action card in hand, "use CARD" for a card in play (N: which ability).
func (s *State) abilityOffers(p int) []engine.Answer {
	var out []engine.Answer
	copying, now := s.extrasNow(), s.moment(p)
	s.actionSources(p, func(id int, t *Text) bool {
		s.eachAbility(id, t, copying, func(i int, a *Ability) {
			if a.Timing != Reaction && s.mayTake(p, id, i, a, now) {
				out = engine.Offer(out, engine.Answer{Verb: s.verb(id), Cards: engine.One(id), N: i + 1})
				if a.ranged() && s.inBattle() && s.mayCombine(p, id, a) {
					out = engine.Offer(out, engine.Answer{Verb: "combine", Cards: engine.One(id), N: i + 1})
				}
			}
		})
		return true
	})
	for i := range ruleActions {
		if r := &ruleActions[i]; r.Ability.Timing != Reaction && s.ruleLive(i) && r.fits(s) && s.mayTake(p, s.P[p].Stronghold, -1-i, r.Ability, now) {
			s.usedLive(i)
			out = engine.Offer(out, r.offer)
		}
	}
	out = append(out, s.neDisciplineOffers(p)...)
	return append(out, s.discardOffers(p, false)...)
}

// canTake: its timing, its limit, its conditions, its costs payable, a
// target for each requirement, and in a battle the Rules of Presence and
// Relevance.
func (s *State) canTake(p, card, i int, a *Ability) bool { return s.canTakeAt(p, card, i, a, nil) }

// canTakeAt is canTake in view of a trigger: a Reaction only to its own,
// and not bound by the Rule of Presence, which binds Battle and Open
// actions.
func (s *State) canTakeAt(p, card, i int, a *Ability, ev *engine.Event) bool {
	if a.Timing == Reaction {
		return ev != nil && ev.Kind == a.On && s.canTakeNow(p, card, i, a, ev)
	}
	return a.needs().MetBy(s.moment(p)) && s.canTakeNow(p, card, i, a, ev) // its timing, LE-4.4-PRESENCE
}

// mayTake is canTake in a listing that worked out the moment once (now):
// an action whose needs it does not meet is passed by unasked.
func (s *State) mayTake(p, card, i int, a *Ability, now engine.Needs) bool {
	return a.needs().MetBy(now) && s.canTakeNow(p, card, i, a, nil)
}

// canTakeNow is canTakeAt once the ability's timing and presence are
// known to be met.
func (s *State) canTakeNow(p, card, i int, a *Ability, ev *engine.Event) bool {
	if s.awayFromBattle(card, a) { // NE-LOCATION
		return false
	}
	c := &s.Cards[card]
	discarded := c.Zone == ZDynastyDiscard || c.Zone == ZFateDiscard
	if discarded && !a.EvenDiscarded {
		return false
	}
	kiho := s.holds&holdsKihoSpells != 0 && s.kihoSpell(p, card)
	if a.FromHand != (c.Zone == ZHand) && s.typeOf(card) != "strategy" && i >= 0 && !discarded && !kiho {
		return false // an action from hand only there; the others only in play
	}
	if kiho && (len(s.kihoPerformers(p, a)) == 0 || !s.inBattle()) {
		return false // a Spell as a Kiho: somebody of the army performs it
	}
	if c.Zone == ZHand && (s.forbidden(p, card) || s.navalHeld(p, card)) {
		return false
	}
	if c.Zone == ZField && int(c.Controller) != p && !a.Everyone {
		return false // another's Terrain or Formation: only what everyone has
	}
	if i >= 0 && c.Zone != ZHand && !discarded && (c.Bowed && !a.EvenBowed || s.marked(card, efSilenced, "")) {
		return false // LE-BOW-1: abilities of a bowed card wait
	}
	if i >= 0 && s.holds&holdsAbilityLoss != 0 && s.abilityLost(card, i) {
		return false
	}
	if i >= 0 && c.Zone != ZHand && s.masked(card) { // The Trickster's Mask
		return false
	}
	if c.Zone == ZRegion && a.Timing == Battle && (int(c.Prov) != s.Attack.Battle || int(c.Owner) != s.Attack.Defender) {
		return false // LE-4.4: a Region's Battle action only at its Province's battle
	}
	if times, per := a.limit(); s.typeOf(card) != "wind" && s.Used(per, s.limitKey(card, i, a)) >= times { // LE-WIND-1: no limit
		return false
	}
	if s.holds&holdsFollowerTax != 0 && i >= 0 && !s.followerTaxPayable(p, card, a) {
		return false
	}
	if a.Bow && (c.Bowed || s.neverBows(card)) || a.BowBearer && !kiho && (c.Zone != ZAttached || s.Cards[c.Parent].Bowed || s.neverBows(int(c.Parent))) || a.BowStronghold && s.Cards[s.P[p].Stronghold].Bowed {
		return false // LE-COST-1: a bowed card cannot pay a cost of bowing
	}
	x := s.borrow(p, card)
	defer s.giveBack()
	x.A, x.Ev = a, ev
	if a.If != nil && !a.If(x) {
		return false
	}
	if a.FavorCost && !s.favorPayable(p, card) {
		return false
	}
	if a.Discard > 0 {
		hand := 0
		for _, id := range s.P[p].Hand {
			if id != card && (a.DiscardOf == nil || a.DiscardOf(x, id)) {
				hand++
			}
		}
		if hand < a.Discard {
			return false
		}
	}
	if cost := s.goldCost(x); cost > 0 {
		gold := s.production(p, -1)
		if a.Bow && !c.Bowed && i >= 0 {
			gold -= s.Produces(card) // it bows for the action: it cannot pay too
		}
		if gold < cost {
			return false
		}
	}
	if who := s.performer(x); who >= 0 && s.hasWord(a, "Tactical") && s.isPersonality(who) && !s.tactician(who) {
		return false // LE-TACTICIAN-1
	}
	if s.shadowlands(p) && s.actionWord(card, a, "Political") {
		return false // LE-SHADOWLANDS-2
	}
	return s.targetsExist(x, a.targets())
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

// beenPresent reports p holding a Personality whose having been at the
// current battlefield this Attack Phase counts as presence (Doji Ran).
func (s *State) beenPresent(p int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == "been-at" && l.N == s.Attack.Battle && l.Player == p {
			if t := s.text(l.Cards[0]); t != nil && t.PresenceIfBeen {
				return true
			}
		}
	}
	return false
}

// remember notes a card of a Text.PresenceIfBeen having been at a
// battlefield this Attack Phase.
func (s *State) remember(id, at int) {
	if s.holds&holdsBeenAt != 0 && at > 0 {
		s.addEffect(efMark, int(s.Cards[id].Controller), []int{id}, at, "been-at", UntilAttack)
	}
}
