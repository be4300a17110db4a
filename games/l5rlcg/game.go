package l5rlcg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// Name is the game's name in the registry and in scenarios.
const Name = "l5r-lcg"

var machine = build()

func build() *engine.Machine[*State] {
	m := engine.NewMachine[*State]()
	m.Handle(kDynasty, engine.Step[*State]{Run: dynastyPhase})
	m.Handle(kDraw, engine.Step[*State]{Run: drawPhase})
	m.Handle(kConflictPh, engine.Step[*State]{Run: conflictPhase, Answer: answerFavor})
	m.Handle(kFate, engine.Step[*State]{Run: fatePhase})
	m.Handle(kRegroup, engine.Step[*State]{Run: regroupPhase})
	m.Handle(kProvDiscard, engine.Step[*State]{Run: provDiscardFrame, Answer: answerProvDiscard})
	m.Handle(kBid, engine.Step[*State]{Run: bidFrame, Answer: answerBid})
	m.Handle(kDeclare, engine.Step[*State]{Run: declareFrame, Answer: answerDeclare})
	m.Handle(kConflict, engine.Step[*State]{Run: conflictFrame, Answer: answerDefend})
	m.Handle(kRingEffect, engine.Step[*State]{Run: ringEffectFrame, Answer: answerRingEffect})
	m.Handle(kYesNo, engine.Step[*State]{Run: yesNoFrame, Answer: answerYesNo})
	m.Handle(kAbility, engine.Step[*State]{Run: resolveAbility, Answer: answerAbility})
	m.Handle(kSelect, engine.Step[*State]{Run: resolveSelect, Answer: answerSelect})
	m.Handle(kPick, engine.Step[*State]{Run: resolvePick, Answer: answerPick})
	m.Handle(kMay, engine.Step[*State]{Run: mayFrame, Answer: answerMay})
	m.Handle(kEachDiscard, engine.Step[*State]{Run: eachDiscardFrame, Answer: answerEachDiscard})
	m.Handle(kSecretCard, engine.Step[*State]{Run: secretCardFrame, Answer: answerSecretCard})
	m.Handle(kRingChoice, engine.Step[*State]{Run: ringChoiceFrame, Answer: answerRingChoice})
	m.Handle(kThen, engine.Step[*State]{Run: thenFrame})
	m.Handle(kPlay, engine.Step[*State]{Run: playFrame, Answer: answerPlay})
	m.Handle(kDuel, engine.Step[*State]{Run: duelFrame, Answer: answerDuel})
	m.Handle(kRestricted, engine.Step[*State]{Run: restrictedFrame, Answer: answerRestricted})
	m.Handle(kSetup, engine.Step[*State]{Run: setupFrame, Answer: answerSetup})
	m.Handle(kSupport, engine.Step[*State]{Run: supportFrame, Answer: answerSupport})
	m.Check = stateChecks
	m.CardName = (*State).nameFor
	m.Handle(kWindow, engine.Window[*State]{
		Kind: "action",
		// A conflict whose attacker or defender left the game ends at once.
		Closed: func(s *State, f *engine.Frame) bool { return s.Conf.Aborted },
		// In the conflict action window (3.2.2) the defender acts first.
		First: func(s *State, f *engine.Frame) int {
			if s.Conf.Active {
				if s.Conf.AttackerFirst {
					return s.Conf.Attacker
				}
				return s.Conf.Defender
			}
			return s.First
		},
		Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.actionOffers(p, false, -1) },
		Take:   func(s *State, f *engine.Frame, p int, a engine.Answer) error { return s.takeAction(p, a, false) },
	}.Step())
	m.Handle(kDynWindow, engine.Window[*State]{
		Kind:        "dynasty-action",
		PassIsFinal: true,
		First:       func(s *State, f *engine.Frame) int { return s.First },
		Offers:      func(s *State, f *engine.Frame, p int) []engine.Answer { return s.actionOffers(p, true, -1) },
		Take:        func(s *State, f *engine.Frame, p int, a engine.Answer) error { return s.takeAction(p, a, true) },
		// 1.4: the first player to pass gains 1 fate (not in skirmish,
		// whose Learn to Play gives none).
		OnPass: func(s *State, f *engine.Frame, p int) {
			s.P[p].Passed = true
			gained := 0
			if f.N == 0 && !s.Skirmish() {
				s.P[p].Fate++
				gained = 1
				s.Say(s.Names[p], " passes first and gains 1 fate")
			}
			f.N++
			s.passedDynasty(p, gained) // dynastyfate.go
		},
	}.Step())
	engine.Sequence[*State]{
		Responses:   func(s *State, f *engine.Frame, p int, t string) []engine.Answer { return s.respond(f, p, t) },
		Fire:        func(s *State, f *engine.Frame, p int, a engine.Answer, t string) error { return s.fire(f, p, a, t) },
		Apply:       func(s *State, f *engine.Frame) { s.apply(f) },
		FirstPlayer: func(s *State) int { return s.First },
		Notice:      func(s *State, f *engine.Frame) bool { return !happens(f.Ev.Kind) && f.Ev.Instead == nil }, // a replacement resolved in its place changes the game
		Possible:    func(s *State, f *engine.Frame) bool { return s.possible(f.Ev) },
		Unanswered: func(s *State, f *engine.Frame, t string) bool {
			if t == engine.AnyTiming {
				return s.unanswerable(f.Ev.Kind, allTimings)
			}
			return s.unanswerable(f.Ev.Kind, timingBit(t))
		},
	}.Register(m, kEvent)
	return m
}

// Game is a game of L5R LCG behind the engine's one door.
type Game struct{ S *State }

var _ engine.Game = (*Game)(nil)

// Start runs a freshly built state to its first decision.
func Start(s *State) (*Game, error) {
	s.index()
	g := &Game{S: s}
	return g, machine.Run(s)
}

func (g *Game) Pending() *engine.Decision { return g.S.Pending }
func (g *Game) Over() bool                { return g.S.Core.Over }
func (g *Game) Winner() int               { return g.S.Core.Winner }
func (g *Game) Clone() engine.Game        { return &Game{S: g.S.Clone()} }
func (g *Game) Hash() uint64              { return engine.HashJSON(g.S) }

// Answer applies an answer; a refused one leaves the state unchanged.
// "concede" may be answered by either player at any time.
func (g *Game) Answer(p int, a engine.Answer) error {
	var err error
	if a.Verb == engine.Concede.Verb {
		err = g.Concede(p)
	} else {
		err = machine.Answer(g.S, p, a)
	}
	if g.S.Core.Over {
		g.S.giveUpAnswers()
	}
	return err
}

// Concede: p leaves the game, which p's opponent wins (with more than
// two players, the others play on).
func (g *Game) Concede(p int) error {
	if g.S.Core.Over {
		return engine.ErrOver
	}
	if p < 0 || p >= len(g.S.P) {
		return fmt.Errorf("no player %d", p)
	}
	if !g.S.Playing(p) {
		return fmt.Errorf("%s is out of the game already", g.S.Names[p])
	}
	g.S.Say(g.S.Names[p], " concedes")
	g.S.lose(p, "concession")
	if s := g.S; !s.Over && s.Pending != nil && s.Pending.Asks(p) {
		// The others play on: what waited on p is asked anew without p
		// (a window passes p by; a conflict p was in ends).
		s.Pending = nil
		return machine.Run(s)
	}
	return nil
}

// View is what player p may know (p = -1: a spectator, who sees only
// public cards): the table as p's seat draws it (TableView), cards named
// by their handles (Handles).
func (g *Game) View(p int) any { return g.Table(p) }

// Out reports whether p is out of the game while the others play on
// (engine.Eliminator).
func (g *Game) Out(p int) bool { return !g.S.Playing(p) }

// Redacted is the state as player p may know it, for the game's own
// drawing and words (Board, Table, Describe): every card p cannot see
// turned into an unknown card, the opponent's secret bid, the random
// generator and the handles' key hidden. Its card ids are the game's:
// it is never what a seat is sent.
func (g *Game) Redacted(p int) *State {
	v := g.S.Clone()
	v.RNG, v.Key = engine.RNG{}, 0
	for q := range v.P {
		if q != p {
			v.P[q].Secret = 0
		}
	}
	var hidden []int
	for id := range v.Cards {
		if !g.S.Visible(p, id) {
			hidden = append(hidden, id)
		}
	}
	v.hideIdentities(hidden)
	if v.Pending != nil && !v.Pending.Asks(p) {
		v.Pending.Options, v.Pending.Among = nil, nil
	}
	return v
}

// hideIdentities turns cards into unknown ones: no definition, no text.
// The view's lookups by card id are its own, so that nothing read from
// it describes a hidden card.
func (s *State) hideIdentities(ids []int) {
	if len(ids) == 0 {
		return
	}
	ix := *s.ix
	ix.defOf, ix.textBy = slices.Clone(ix.defOf), slices.Clone(ix.textBy)
	for _, id := range ids {
		s.Cards[id].Def = 0
		ix.defOf[id], ix.textBy[id] = nil, nil
		if b := s.bodyOf(id); b != nil { // a facedown character: its body is seen (RR-FACEDOWN-CHAR-1)
			ix.defOf[id] = b.def()
		}
	}
	s.ix = &ix
}

// Visible reports whether player p may know which card id is: by where
// it is, or because p looked at it or it is being played or used.
func (s *State) Visible(p, id int) bool {
	c := &s.Cards[id]
	open := true
	switch c.Zone {
	case ZHand:
		open = int(c.Owner) == p
	case ZConflictDeck, ZDynastyDeck:
		open = false
	case ZProvince:
		open = !c.Facedown || int(c.Owner) == p && s.seesOwnFacedown(p)
	case ZProvinceCard:
		open = !c.Facedown || int(c.Owner) == p
	case ZRemoved: // facedown under a card (RR-UNDER-1)
		open = !c.Facedown || int(c.Owner) == p
	case ZPlay: // in play facedown as a character (RR-FACEDOWN-CHAR-1)
		open = !c.Facedown || int(c.Owner) == p
	}
	return open || (p >= 0 && s.knows(p, c)) || s.announced(id)
}

// announced reports a card being played or used: from the moment a
// player says so, every player knows it, even while it is still in hand
// or on top of a deck as its costs and targets are chosen.
func (s *State) announced(id int) bool {
	for _, f := range s.Stack {
		if f.Card == id && (f.Kind == kPlay || f.Kind == kAbility) {
			return true
		}
	}
	return false
}

// PassedInWindow reports whether p passed at their last opportunity in
// the action window open now (or passed step 1.4 this phase), with no
// action taken since.
func (s *State) PassedInWindow(p int) bool {
	if s.P[p].Passed {
		return true
	}
	for i := len(s.Stack) - 1; i >= 0; i-- {
		f := s.Stack[i]
		if f.Kind != kWindow && f.Kind != kDynWindow {
			continue
		}
		// The last f.Passes opportunities, before the current turn, were passes.
		for k, q := 1, f.Turn; k <= f.Passes; k++ {
			q = (q + s.Players - 1) % s.Players
			if q == p {
				return true
			}
		}
		return false
	}
	return false
}

// Instance names one instance of a card (Card.Inst); it reads and
// writes as "id.inst".
type Instance struct{ ID, Inst int32 }

func instanceOf(c *Card) Instance { return Instance{c.ID, c.Inst} }

func (i Instance) MarshalText() ([]byte, error) {
	b := strconv.AppendInt(nil, int64(i.ID), 10)
	return strconv.AppendInt(append(b, '.'), int64(i.Inst), 10), nil
}

func (i *Instance) UnmarshalText(b []byte) error {
	id, inst, ok := strings.Cut(string(b), ".")
	x, err1 := strconv.ParseInt(id, 10, 32)
	y, err2 := strconv.ParseInt(inst, 10, 32)
	if !ok || err1 != nil || err2 != nil {
		return fmt.Errorf("a known card named %q, not id.inst", b)
	}
	*i = Instance{int32(x), int32(y)}
	return nil
}

// knows reports whether p looked at this instance of c.
func (s *State) knows(p int, c *Card) bool { return slices.Contains(s.P[p].Known, instanceOf(c)) }

// LookAt lets p know a hidden card until it moves (RR "Reveal" and
// "look at" effects).
func (s *State) LookAt(p, id int) {
	if c := &s.Cards[id]; !s.knows(p, c) {
		s.P[p].Known = append(s.P[p].Known, instanceOf(c))
	}
}

// Ending says how the game was won ("25 honor", "stronghold province
// broken", ...), or "" while it goes on.
func (g *Game) Ending() string { return g.S.Victory }

// Handles is how player p is told of each card (engine.Handler): by a
// handle of its instance if p may see it, else by its place (whose area,
// which province, where in its list).
func (g *Game) Handles(p int) []int {
	s := g.S
	return engine.HandlesOf(s.Key, len(s.Cards), func(id int) bool { return s.Visible(p, id) },
		func(id int) int { return int(s.Cards[id].Inst) },
		func(id int) int {
			c := &s.Cards[id]
			slot := int(c.Prov) << 16
			if l := s.list(c); l != nil {
				slot += slices.Index(*l, id)
			}
			return engine.Place(int(c.Owner), int(c.Zone), slot)
		})
}
