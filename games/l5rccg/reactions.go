package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// Reactions (LE-REACTION-1): a trigger (something that just happened,
// or is about to) opens a window in which each player, from the active
// one and in turn order, may take Reactions to it until all pass in a
// row; each printed Reaction answers a trigger once, and taking one uses
// no opportunity to act. Only a player holding a Reaction that could be
// taken is asked.

// The triggers the rules and cards react to (the engine's Event kinds;
// Cards[0] is the card it is about, Source and N the action that caused
// it, if any: its card and its ability's number).
const (
	OnAssigned          = "assigned"           // a unit assigned to a battlefield (Cards[0]: its Personality)
	OnEngaged           = "engaged"            // a battle is chosen to be fought (Cards[0]: none, N: its Province)
	OnDuelEntered       = "duel-entered"       // a Personality entered a duel
	OnChallengeRefuse   = "challenge-refused"  // a challenge was refused (Cards[0]: the challenger)
	OnTargeted          = "targeted"           // an action targeted a card
	OnResolved          = "resolved"           // an action resolved (Cards[0]: its card)
	OnBeforeResolve     = "before-resolve"     // an action is about to resolve, its costs paid (Cards[0]: its card; Player: who took it; N: its ability; M: its performer, -1 none)
	OnGiven             = "given"              // a card got a Force or Chi bonus or penalty (Cards[0]; Player: whose effect; N: Force; M: Chi; Source: its card)
	OnFavorDiscarded    = "favor-discarded"    // its holder discarded the Imperial Favor for an effect of his (Player; Source: its card)
	OnManeuvered        = "maneuvered"         // a Maneuvers Segment ended (N: 1 Infantry, 2 Cavalry)
	OnDestroyed         = "destroyed"          // a card was destroyed (Cards[0]: it; Player: its controller; N: whose effect, plus one; Source: how, By…; M: the battlefield it was at, 0 none)
	OnHonorLoss         = "honor-loss"         // a player is about to lose Honor (Player; N: how much)
	OnEntered           = "entered"            // a card entered play (Cards[0]; N: the zone it came from; Source: its Province, if from one)
	OnMoved             = "moved"              // a unit moved (Cards[0]: its Personality; N: the Province of the battlefield it moved to, 0 home; M: whose effect moved it, plus one; Source: the battlefield it left, 0 home)
	OnTurnEnds          = "turn-ends"          // the active player's turn is about to end (Player)
	OnTurnBegan         = "turn-began"         // a turn began, before its Straighten Phase (Player: the active player)
	OnAnnounced         = "announced"          // an action (not a Reaction) was announced, before its targets (Player: who took it; Source: its card; N: its ability)
	OnRingLetGo         = "ring-let-go"        // a player did not put into play a Ring of his hand he could have, at his opportunity (Cards[0]; Player)
	OnLeftHand          = "left-hand"          // a card left a hand other than by being played (Cards[0]; Player: whose hand)
	OnBeforeRefill      = "before-refill"      // a Province is about to refill (Player: its owner; N: its number)
	OnDuelWon           = "duel-won"           // a duel ended with a winner (Cards: winner, loser; Player: the winner's controller; N: 1 in a battle)
	OnBattleResolved    = "battle-resolved"    // a battle's resolution ended (N: its Province)
	OnEventResolved     = "event-resolved"     // an Event revealed resolved (Cards[0]; Player: its owner)
	OnPhaseEnded        = "phase-ended"        // a phase of the turn ended (Player: the active player; N: its number)
	OnChallenged        = "challenged"         // a challenge was issued (Cards: the challenged, the challenger; Player: the challenged's controller)
	OnBeforeEvent       = "before-event"       // an Event revealed is about to resolve (Cards[0]; Player: its owner)
	OnDeclared          = "declared"           // an attack was declared (Player: the Attacker; N: the Defender)
	OnStraightened      = "straightened"       // a Straighten Phase ended (Player: the active player)
	OnResolution        = "resolution"         // a Resolution Segment began, before its totals (N: its Province)
	OnBowed             = "bowed"              // an effect bowed a card (Cards[0]; Player: whose effect; Source: its card)
	OnDrew              = "drew"               // a player drew cards (Player; N: how many)
	OnProvinceDestroyed = "province-destroyed" // a Province was destroyed (Player: its owner; N: its number; Source: the Attacker who did, -1 none; Cards: his army there; M: how many more Provinces its owner had than him, before)
	OnEndDraw           = "end-draw"           // the End Phase's draw is about to be made (Player: the active player)
	OnRangedTargeted    = "ranged-targeted"    // a Ranged Attack was targeted (Cards[0]: the target; Player: whose; Source: its card; N: its performer, -1 none)
	// Before an effect (held.go): the Reactions may negate it.
	OnBeforeDestroyed = "before-destroyed" // a card is about to be destroyed (Cards[0]; Player: whose effect, -1 the rules'; N: how, By…; Source: the effect's card)
	OnBeforeBowed     = "before-bowed"     // a card is about to be bowed by an effect (Cards[0]; Player: whose effect; Source: its card)
	OnBeforeGain      = "before-gain"      // a player is about to gain Honor (Player; N: how much; Source: the effect's card, -1 the rules')
	OnBeforeProvince  = "before-province"  // a battle's resolution is about to destroy a Province (Player: the Defender; N: the Province)
	OnBeforePenalty   = "before-penalty"   // a card is about to get a Chi penalty from an effect (Cards[0]; Player: whose effect; N: the penalty; Source: its card)
)

// kReactions is a window of Reactions to a trigger.
const kReactions = "reactions"

// fire opens a Reaction window on a trigger if anyone could react, and
// reports whether it did.
func (s *State) fire(ev engine.Event) bool {
	if s.Core.Over || s.reacts&triggerBits[ev.Kind] == 0 || s.Attack.Hush {
		return false // nobody holds a Reaction to it: the event need not be kept
	}
	return s.fireHeld(ev)
}

// fireHeld is fire past its quick test. The event is looked at in the
// state's probe (it does not escape); it is copied into the frame only
// if someone may react.
func (s *State) fireHeld(ev engine.Event) bool {
	s.probe = ev
	if !s.mayReact(&s.probe) {
		return false
	}
	s.PushEvent(engine.Frame{Kind: kReactions}, s.probe)
	return true
}

// reactionOffers lists the Reactions p could take to a trigger now.
func (s *State) reactionOffers(p int, ev *engine.Event) []engine.Answer {
	var out []engine.Answer
	s.eachReaction(p, ev, true, func(a engine.Answer) bool {
		out = append(out, a)
		return true
	})
	return out
}

// eachReaction visits the Reactions p could take to a trigger now, until
// visit reports false; it reports whether it went through them all. In
// order, the cards are visited as actionSources lists them; otherwise
// (whether there is any) only the cards that could have a Reaction.
func (s *State) eachReaction(p int, ev *engine.Event, inOrder bool, visit func(engine.Answer) bool) bool {
	more := true
	copying, bit := s.extrasNow(), triggerBits[ev.Kind]
	card := func(id int, t *Text) bool {
		if t != nil && t.reacts&bit == 0 && t.Borrows == nil && !copying {
			return true // no Reaction of its own to this trigger, none borrowed or copied
		}
		s.eachAbility(id, t, copying, func(i int, a *Ability) {
			if more && a.Timing == Reaction && a.On == ev.Kind && !slices.Contains(ev.Used, reactionKey(id, i)) && s.canReact(p, id, i, a, ev) {
				more = visit(engine.Answer{Verb: s.verb(id), Cards: engine.One(id), N: i + 1})
			}
		})
		return more
	}
	if inOrder || copying {
		s.actionSources(p, card)
	} else {
		s.reactionSources(p, bit, card)
	}
	if !more {
		return false
	}
	for _, i := range ruleReactions {
		if r := &ruleActions[i]; ruleReacts&bit != 0 && r.Ability.On == ev.Kind && s.ruleLive(i) && r.fits(s) && s.canReact(p, s.P[p].Stronghold, -1-i, r.Ability, ev) {
			s.usedLive(i)
			if !visit(engine.Answer{Verb: "use", Labels: []string{r.Name}}) {
				return false
			}
		}
	}
	for _, a := range s.discardReactions(p, ev) {
		if !visit(a) {
			return false
		}
	}
	return true
}

// actionRef is how an event names the action that caused it (its N):
// a card's ability by its number from 1, a rules' action by its negative
// index; 0 is none. actionOf reads it back.
func actionRef(index int) int {
	if index >= 0 {
		return index + 1
	}
	return index
}

func (s *State) actionOf(card, ref int) *Ability {
	switch {
	case ref > 0:
		return s.ability(card, ref-1)
	case ref < 0:
		return s.ability(card, ref)
	}
	return nil
}

// reactionKey names a printed Reaction, used once a trigger.
func reactionKey(card, i int) string { return strconv.Itoa(card) + ":" + strconv.Itoa(i) }

// canReact: a Reaction's limit, conditions, costs and targets, as for
// any action, with the trigger it answers in view.
func (s *State) canReact(p, card, i int, a *Ability, ev *engine.Event) bool {
	return s.canTakeAt(p, card, i, a, ev)
}

// reactionWindow is the Reactions' window: from the active player.
var reactionWindow = engine.Window[*State]{
	Kind: "reaction", OnlyOffered: true,
	First:  func(s *State, f *engine.Frame) int { return s.Active },
	Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.reactionOffers(p, f.Ev) },
	OnPass: func(s *State, f *engine.Frame, p int) {
		s.watchRings(p, s.offersIfWatched(p, func(p int) []engine.Answer { return s.reactionOffers(p, f.Ev) }), engine.Pass)
	},
	Take: func(s *State, f *engine.Frame, p int, a engine.Answer) error { // one the window offered: the engine admits no other
		defer s.watchRings(p, s.offersIfWatched(p, func(p int) []engine.Answer { return s.reactionOffers(p, f.Ev) }), a)
		card, index := s.P[p].Stronghold, -1
		if len(a.Cards) == 1 {
			card, index = a.Cards[0], a.N-1
			s.borrowDiscard(p, card) // a Reaction of a card of a discard pile, as if in hand
		} else {
			index = -1 - s.ruleIndex(a.Labels[0])
		}
		f.Ev.Used = append(f.Ev.Used[:len(f.Ev.Used):len(f.Ev.Used)], reactionKey(card, index))
		ev := *f.Ev
		s.PushEvent(engine.Frame{Kind: kAbility, Player: p, Card: card, Index: index}, ev)
		return nil
	},
}

// kHonorLoss is an Honor loss about to happen from an action, held while
// the Reactions before it are taken (seppuku may shrink it): Player loses
// N; Cards are the Samurai and Courtiers of his the action targeted or
// that performed it.
const kHonorLoss = "honor-loss"

// honorLossFrame opens the window before the loss, then applies it.
func honorLossFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage == 0 {
		f.Stage = 1
		if s.fire(engine.Event{Kind: OnHonorLoss, Player: f.Player, N: f.N, Cards: f.Cards}) {
			return engine.Again
		}
	}
	if !s.shadowlands(f.Player) {
		s.applyGain(f.Player, -f.N, label(f, 0))
	}
	return engine.Done
}

// NegateLoss negates the loss of Honor being held for Reactions: its
// player loses nothing; it reports how much that was.
func (x *Ctx) NegateLoss() int {
	f := x.S.pendingLoss()
	if f == nil {
		return 0
	}
	n := f.N
	f.N = 0
	return n
}

// pendingLoss is the Honor loss being held for Reactions, or nil.
func (s *State) pendingLoss() *engine.Frame {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if s.Stack[i].Kind == kHonorLoss {
			return s.Stack[i]
		}
	}
	return nil
}

// seppukuCandidates are the Samurai and Courtiers p controls that an
// action targeted or that performed it: who may commit seppuku before p
// loses Honor from it (LE-SEPPUKU-1).
func (s *State) seppukuCandidates(x *Ctx, p int) []int {
	var out []int
	for _, id := range append([]int{s.performer(x)}, x.Targets...) {
		if id >= 0 && s.inPlay(id) && s.isPersonality(id) && int(s.Cards[id].Controller) == p && !s.marked(id, efMark, "disgraced") &&
			(s.hasKeyword(id, "Samurai") || s.hasKeyword(id, "Courtier")) && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// The rules' Reaction of seppuku (LE-SEPPUKU-1): before its player loses
// Honor from an action that targeted or was performed by a Samurai or
// Courtier of his, the loss becomes 1 and he commits seppuku: restored
// to Honor and destroyed, which nothing negates.
func init() { RegisterFormatAction(FormatLotus, "seppuku", seppuku) } // init: the rule refers back to them

var seppuku = &Ability{
	Text: "before a loss of Honor from an action on or by him: the loss becomes 1; he commits seppuku", Timing: Reaction, On: OnHonorLoss, Any: true,
	If: func(x *Ctx) bool { return x.Ev.Player == x.P },
	Targets: []*Target{{Prompt: "choose the Personality who commits seppuku", Chosen: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
		return slices.Contains(x.Ev.Cards, id)
	}}},
	Effect: func(x *Ctx) {
		if f := x.S.pendingLoss(); f != nil {
			f.N = min(f.N, 1)
		}
		x.S.Say(x.S.Title(x.Target()), " commits seppuku")
		x.S.rehonor(x.Target())
		x.S.destroy(x.Target())
	},
}
