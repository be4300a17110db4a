package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// Name is the game's name in the registry and in scenarios.
const Name = "l5r-ccg"

// Formats: the Lotus Edition rulebook, and New Era built on it (issue 14).
const (
	FormatLotus  = "lotus"
	FormatNewEra = "new-era"
)

// Frame kinds.
const (
	kTurn       = "turn"         // a player's turn, phases 1-6
	kActions    = "action-phase" // 3: rounds of actions
	kTarget     = "target"       // an action's target being chosen
	kAttack     = "attack-phase" // 4: declaration, maneuvers, battles
	kBattle     = "battle"       // 4.4-4.5 at one battlefield
	kBattleActs = "battle-actions"
	kRecruits   = "dynasty-phase" // 5: recruiting
	kRecruit    = "recruit"       // one card brought into play from a Province
	kPay        = "pay"           // a Gold cost paid
	kDiscard    = "discard"       // face-up Province cards (end of 5), or down to the hand size (6)
	kAttach     = "attach"        // a Follower, Item or Spell attached from hand (LE-3-ATTACH)
	kAbility    = "ability"       // an action of a card taken (LE-TAKE-1)
	kRanged     = "ranged"        // a Ranged Attack targeted by a choice, resolving (N: its strength)
)

var machine = build()

func build() *engine.Machine[*State] {
	m := engine.NewMachine[*State]()
	m.Handle(kTurn, engine.Step[*State]{Run: turnFrame})
	m.Handle(kSetup, engine.Step[*State]{Run: setupFrame})
	m.Handle(kActions, engine.Window[*State]{
		Kind:   "action",
		First:  func(s *State, f *engine.Frame) int { return s.Active },
		Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.actionOffers(p) },
		Take: func(s *State, f *engine.Frame, p int, a engine.Answer) error {
			return s.watchingRings(p, s.actionOffers, a, func() error { return s.takeAction(p, a) })
		},
		OnPass: func(s *State, f *engine.Frame, p int) {
			s.watchRings(p, s.offersIfWatched(p, s.actionOffers), engine.Pass)
		},
	}.Step())
	m.Handle(kTarget, engine.Step[*State]{Run: targetFrame, Answer: answerTarget})
	m.Handle(kAttack, engine.Step[*State]{Run: attackFrame, Answer: answerAttack})
	m.Handle(kBattle, engine.Step[*State]{Run: battleFrame, Answer: answerYu})
	m.Handle(kBattleActs, engine.Window[*State]{
		Kind:   "battle-action",
		First:  func(s *State, f *engine.Frame) int { return s.firstInBattle() }, // LE-4.4
		Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.abilityOffers(p) },
		Take: func(s *State, f *engine.Frame, p int, a engine.Answer) error {
			if err := s.watchingRings(p, s.abilityOffers, a, func() error { return s.takeAbility(p, a) }); err != nil {
				return err
			}
			s.opportunityTaken(p)
			return nil
		},
		OnPass: func(s *State, f *engine.Frame, p int) {
			s.navalAnswered(p)
			s.opportunityTaken(p)
			s.watchRings(p, s.offersIfWatched(p, s.abilityOffers), engine.Pass)
		},
	}.Step())
	m.Handle(kEngage, engageWindow.Step())
	m.Handle(kNavalFirst, engine.Step[*State]{Run: navalFrame, Answer: answerNaval})
	m.Handle(kAmbush, engine.Step[*State]{Run: ambushFrame})
	m.Handle(kOrder, engine.Step[*State]{Run: orderFrame, Answer: answerOrder})
	m.Handle(kRefill, engine.Step[*State]{Run: refillFrame})
	m.Handle(kRecruits, engine.Window[*State]{
		Kind: "dynasty", PassIsFinal: true, OnlyOffered: true,
		First:  func(s *State, f *engine.Frame) int { return s.Active },
		Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.dynastyOffers(p) },
		Take:   func(s *State, f *engine.Frame, p int, a engine.Answer) error { return s.takeDynasty(p, a) },
	}.Step())
	m.Handle(kRecruit, engine.Step[*State]{Run: recruitFrame, Answer: answerRecruit})
	m.Handle(kProclaim, engine.Step[*State]{Run: proclaimFrame, Answer: answerProclaim})
	m.Handle(kPay, engine.Step[*State]{Run: payFrame, Answer: answerPay})
	m.Handle(kFavor, engine.Step[*State]{Run: favorFrame, Answer: answerFavor})
	m.Handle(kExtra, engine.Step[*State]{Run: extraFrame, Answer: answerExtra})
	m.Handle(kExtraAttack, engine.Step[*State]{Run: extraAttackFrame})
	m.Handle(kBowSub, engine.Step[*State]{Run: bowSubFrame, Answer: answerBowSub})
	m.Handle(kDiscard, engine.Step[*State]{Run: discardFrame, Answer: answerDiscard})
	m.Handle(kAttach, engine.Step[*State]{Run: attachFrame, Answer: answerAttach})
	m.Handle(kAbility, engine.Step[*State]{Run: abilityFrame, Answer: answerAbility})
	m.Handle(kDuel, engine.Step[*State]{Run: duelFrame, Answer: answerDuel})
	m.Handle(kDuelThen, engine.Step[*State]{Run: duelThenFrame})
	m.Handle(kChoice, engine.Step[*State]{Run: choiceFrame, Answer: answerChoice})
	m.Handle(kReactions, reactionWindow.Step())
	m.Handle(kHonorLoss, engine.Step[*State]{Run: honorLossFrame})
	m.Handle(kHeld, engine.Step[*State]{Run: heldFrame})
	m.Handle(kReveal, engine.Step[*State]{Run: revealFrame})
	m.Handle(kRanged, engine.Step[*State]{Run: rangedFrame})
	m.Check = stateChecks
	m.CardName = (*State).nameFor
	return m
}

// Game is a game of the L5R CCG behind the engine's one door.
type Game struct{ S *State }

var _ engine.Game = (*Game)(nil)

// Start runs a state to its first decision.
func Start(s *State) (*Game, error) {
	g := &Game{S: s}
	return g, machine.Run(s)
}

func (g *Game) Pending() *engine.Decision { return g.S.Pending }
func (g *Game) Over() bool                { return g.S.Core.Over }
func (g *Game) Winner() int               { return g.S.Core.Winner }
func (g *Game) Clone() engine.Game        { return &Game{S: g.S.Clone()} }
func (g *Game) Hash() uint64              { return engine.HashJSON(g.S) }

// Answer applies an answer; a refused one leaves the state unchanged.
func (g *Game) Answer(p int, a engine.Answer) error {
	if a.Verb == engine.Concede.Verb {
		return g.Concede(p)
	}
	return machine.Answer(g.S, p, a)
}

// Concede ends the game for p (LE-VICTORY-CONCEDE): the others win, or
// with more than two players play on without p.
func (g *Game) Concede(p int) error {
	s := g.S
	if s.Core.Over {
		return engine.ErrOver
	}
	if p < 0 || p >= len(s.P) || !s.Playing(p) {
		return errNoSuchPlayer(p)
	}
	s.Say(s.Names[p], " concedes")
	s.eliminate(p, "concession")
	if !s.Core.Over {
		return machine.Run(s)
	}
	return nil
}

// Ending says how the game was won, or "" while it goes on.
func (g *Game) Ending() string { return g.S.Victory }

// View is what player p may know (p = -1: a spectator): the table as p's
// seat draws it (TableView), cards named by their handles (Handles).
func (g *Game) View(p int) any { return g.Table(p) }

// Out reports whether p is out of the game while the others play on
// (engine.Eliminator).
func (g *Game) Out(p int) bool { return !g.S.Playing(p) }

// Redacted is the state as player p may know it, for the game's own
// drawing and words (Board, Table, Describe): cards p cannot see have no
// identity, and the random generator and the handles' key are hidden. Its
// card ids are the game's: it is never what a seat is sent.
func (g *Game) Redacted(p int) *State {
	v := g.S.Clone()
	v.RNG, v.Key = engine.RNG{}, 0
	for id := range v.Cards {
		if !g.S.Visible(p, id) {
			v.Cards[id].Def = 0 // the empty id
		}
	}
	v.index()
	if v.Pending != nil && !v.Pending.Asks(p) {
		v.Pending.Options, v.Pending.Among = nil, nil
	}
	return v
}

// beingPlayed reports a card an action under way is playing, attaching or
// paying for: it is still in its hand, and everyone has been told of it.
func (s *State) beingPlayed(id int) bool {
	for _, f := range s.Stack {
		if f.Card == id && (f.Kind == kAbility || f.Kind == kAttach || f.Kind == kPay) {
			return true
		}
	}
	return false
}

// Visible reports whether p may know which card id is (LE-AREA-7): a
// hand is its owner's (but for a card being played from it, announced to
// all), decks and face-down Province cards nobody's.
func (s *State) Visible(p, id int) bool {
	c := &s.Cards[id]
	if s.holds&holdsLooks != 0 && s.markedBy(id, lookedAt, p) { // looked at this turn (Bayushi Baku)
		return true
	}
	switch c.Zone {
	case ZHand:
		return int(c.Controller) == p || c.Shown || s.holds&holdsHandsOpen != 0 && s.handFaceUp(int(c.Controller)) || s.beingPlayed(id)
	case ZDynastyDeck, ZFateDeck:
		return false
	case ZFocused: // face down until revealed; in New Era its owner may look
		return s.newEra() && s.neFocusedSeen(p, id)
	case ZFocus:
		return int(c.Owner) == p // a pool only its owner sees
	case ZProvince:
		return !c.Facedown || int(c.Owner) == p && s.kept(id)
	case ZHome, ZBattle: // a face-down Ninja: his controller sees his face
		return !c.Facedown || int(c.Controller) == p
	case ZUnder: // face down under a card: its owner's to look at
		return !c.Facedown || int(c.Owner) == p
	case ZBeneath:
		return int(c.Owner) == p
	}
	return true
}

// handFaceUp reports p's hand face-up for every player: another player
// controls a card that says other players' hands are (Bayushi Paneki).
func (s *State) handFaceUp(p int) bool {
	for q := range s.P {
		if q != p && s.controlsWith(q, func(t *Text) bool { return t.HandsFaceUp }) {
			return true
		}
	}
	return false
}

// limitedAnyTurn reports p able to take Limited actions in other players'
// Action Phases (Bayushi Paneki).
func (s *State) limitedAnyTurn(p int) bool {
	return s.controlsWith(p, func(t *Text) bool { return t.HandsFaceUp })
}

// controlsWith reports p controlling a card in play whose text passes.
func (s *State) controlsWith(p int, ok func(t *Text) bool) bool {
	for _, id := range s.P[p].Play {
		if t := s.text(id); t != nil && ok(t) {
			return true
		}
	}
	return false
}

// Handles is how player p is told of each card (engine.Handler): by a
// handle of its instance if p may see it, else by its place.
func (g *Game) Handles(p int) []int {
	s := g.S
	return engine.HandlesOf(s.Key, len(s.Cards), func(id int) bool { return s.Visible(p, id) },
		func(id int) int { return int(s.Cards[id].Inst) },
		func(id int) int {
			seat, slot := s.place(id)
			return engine.Place(seat, int(s.Cards[id].Zone), slot)
		})
}

// place is where a card lies as a player points at it: whose area, and
// the slot in it (its place in a hand, a deck or play; a Province's
// number; under which card, and which of those under it).
func (s *State) place(id int) (seat, slot int) {
	c := &s.Cards[id]
	pl := &s.P[c.Owner]
	switch c.Zone {
	case ZHand:
		return int(c.Controller), slices.Index(s.P[c.Controller].Hand, id)
	case ZHome, ZBattle:
		return int(c.Controller), slices.Index(s.P[c.Controller].Play, id)
	case ZFateDeck:
		return int(c.Owner), slices.Index(pl.FateDeck, id)
	case ZDynastyDeck:
		return int(c.Owner), slices.Index(pl.DynastyDeck, id)
	case ZFocus:
		return int(c.Owner), slices.Index(pl.Focus, id)
	case ZFocused:
		return int(c.Owner), slices.Index(pl.Focused, id)
	case ZUnder:
		seat, slot = s.place(int(c.Parent))
		return seat, slot<<8 | s.sibling(id)
	}
	return int(c.Owner), int(c.Prov)<<16 | s.sibling(id)
}

// sibling is how many cards lie with id (the same owner, area, Province
// and card above) and come before it.
func (s *State) sibling(id int) int {
	c, n := &s.Cards[id], 0
	for o := range id {
		if x := &s.Cards[o]; x.Zone == c.Zone && x.Owner == c.Owner && x.Prov == c.Prov && x.Parent == c.Parent {
			n++
		}
	}
	return n
}

func errNoSuchPlayer(p int) error { return fmt.Errorf("there is no player %d in the game", p+1) }
