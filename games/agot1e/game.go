package agot1e

import (
	"fmt"
	"slices"

	"tessen/engine"
)

var machine = build()

func build() *engine.Machine[*State] {
	m := engine.NewMachine[*State]()
	m.Handle(kPregame, engine.Step[*State]{Run: pregameFrame, Answer: answerPregame})
	m.Handle(kRound, engine.Step[*State]{Run: roundFrame})
	m.Handle(kPhase, engine.Step[*State]{Run: phaseFrame})
	m.Handle(kActions, actionWindow.Step())
	m.Handle(kWindow, engine.Step[*State]{Run: windowFrame})
	m.Handle(kSaves, saveWindow.Step())
	m.Handle(kResponses, responseWindow.Step())
	m.Handle(kPassives, engine.Step[*State]{Run: passivesFrame, Answer: answerPassives})
	m.Handle(kChoose, engine.Step[*State]{Run: chooseFrame, Answer: answerChoose})
	m.Handle(kOption, engine.Step[*State]{Run: optionFrame, Answer: answerOption})
	m.Handle(kReveal, engine.Step[*State]{Run: revealFrame, Answer: answerReveal})
	m.Handle(kBring, engine.Step[*State]{Run: bringFrame, Answer: answerBring})
	m.Handle(kDeclare, engine.Step[*State]{Run: declareFrame, Answer: answerDeclare})
	m.Handle(kChallenge, engine.Step[*State]{Run: challengeFrame})
	m.Handle(kPick, engine.Step[*State]{Run: pickFrame})
	m.Handle(kDefend, engine.Step[*State]{Run: defendFrame, Answer: answerDefend})
	m.Check = stateChecks
	m.CardName = (*State).nameFor
	return m
}

// Game is a game of AGoT 1e behind the engine's one door.
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
func (g *Game) Ending() string            { return g.S.Victory }
func (g *Game) Out(p int) bool            { return !g.S.Playing(p) }

// Answer applies an answer; a refused one leaves the state unchanged.
func (g *Game) Answer(p int, a engine.Answer) error {
	if a.Verb == engine.Concede.Verb {
		return g.Concede(p)
	}
	return machine.Answer(g.S, p, a)
}

// Concede takes p out (AG-WIN-4): the others win, or in melee play on.
func (g *Game) Concede(p int) error {
	s := g.S
	if s.Core.Over {
		return engine.ErrOver
	}
	if p < 0 || p >= len(s.P) || !s.Playing(p) {
		return fmt.Errorf("no player %d in the game", p)
	}
	if s.Rules.Concede == "no" {
		return errf("AG-WIN-4", "this game's rules take no concession")
	}
	s.Say(s.Names[p], " concedes")
	s.eliminate(p, "concession")
	// A decision he owed is answered for him, as plainly as it can be
	// (a pass, none, his first choice), so the others play on.
	for d := s.Pending; d != nil && d.Asks(p) && !s.Core.Over; d = s.Pending {
		as := g.AnswersFor(p)
		if len(d.Players) == 1 {
			as = g.Answers()
		}
		a := as[0]
		for _, o := range as {
			if o.Verb == "pass" || o.Verb == "done" || len(o.Cards) == 0 && o.Verb != "choose" {
				a = o
				break
			}
		}
		if err := machine.Answer(s, p, a); err != nil {
			return err
		}
	}
	return nil
}

// eliminate takes p out of the game; with one player left, he wins. In
// melee what p owns leaves play for the bottom of its owner's deck
// (AG-WIN-4, AG-MELEE-10).
func (s *State) eliminate(p int, why string) {
	s.Eliminate(p)
	left := s.order(0)
	if len(left) == 1 {
		s.win(left[0], "the last player left ("+why+")")
		return
	}
	var leaving []int // what he owns or controls, in play or in Shadows
	for id := range s.Cards {
		c := &s.Cards[id]
		if !s.IsType(id, "house") && (s.InPlay(id) && (int(c.Owner) == p || int(c.Controller) == p) || c.Zone == ZShadows && int(c.Owner) == p) {
			leaving = append(leaving, id)
		}
	}
	for _, id := range leaving { // another's attachment on a card that leaves is discarded (AG-LEAVE-2)
		for _, a := range s.attachments(id) {
			if !slices.Contains(leaving, a) {
				s.move(a, int(s.Cards[a].Owner), ZDiscard, false)
			}
		}
	}
	for _, id := range leaving {
		if s.Cards[id].Zone != ZDeck {
			s.move(id, int(s.Cards[id].Owner), ZDeck, false)
		}
	}
}

// win ends the game.
func (s *State) win(p int, how string) {
	s.Victory = how
	s.Say(s.Names[p], " wins the game: ", how)
	s.End(p)
}

// WinningPower is the power that wins the game (AG-WIN-2).
const WinningPower = 15

// stateChecks run after every step: a player with the winning power wins
// at once, even mid-window (AG-WIN-2, AG-WIN-3).
func stateChecks(s *State) bool {
	s.checkAttachments() // AG-CARD-6
	if len(s.trackers) > 0 {
		s.noteStr() // Text.TracksStr
	}
	var reached []int
	for p := range s.clockwise(s.First) {
		if s.TotalPower(p) >= s.powerToWin(p) { // AG-WIN-2: cards may lower it
			reached = append(reached, p)
		}
	}
	switch {
	case len(reached) == 1, len(reached) > 1 && s.Rules.Simultaneous == "first-player":
		s.win(reached[0], fmt.Sprintf("%d power", s.TotalPower(reached[0])))
		return true
	}
	// A character in a terminal state is killed (AG-LEAVE-7).
	return !s.checkDoom()
}

// Visible reports whether p may know which card id is (AG-GEN-7): a
// hand, Shadows and setup cards are their holder's; decks and plot decks
// nobody's but a plot deck its owner's; the rest everyone's.
func (s *State) Visible(p, id int) bool {
	c := &s.Cards[id]
	for _, k := range s.Peeks {
		if k.Player == p && k.Card == id && k.Inst == c.Inst {
			return true // a card p looks at (State.Peeks)
		}
	}
	switch c.Zone {
	case ZHand, ZShadows, ZSetup:
		return int(s.holder(id)) == p
	case ZPlotDeck: // its owner's, and his who reveals from it (plot decks switched)
		return int(s.holder(id)) == p || p >= 0 && p < len(s.P) && s.plotsOf(p) == s.holder(id)
	case ZDeck:
		return false
	}
	return true
}

// Handles is how player p is told of each card (engine.Handler): by a
// handle of its instance if p may see it, else by its place.
func (g *Game) Handles(p int) []int {
	s := g.S
	return engine.HandlesOf(s.Key, len(s.Cards), func(id int) bool { return s.Visible(p, id) },
		func(id int) int { return int(s.Cards[id].Inst) },
		func(id int) int {
			h := s.holder(id)
			l := s.list(h, s.Cards[id].Zone)
			slot := -1
			if l != nil {
				slot = slices.Index(*l, id)
			}
			return engine.Place(h, int(s.Cards[id].Zone), slot)
		})
}

// Redacted is the state as player p may know it: cards p cannot see
// have no identity, and the random generator and key are hidden.
func (g *Game) Redacted(p int) *State {
	v := g.S.Clone()
	v.RNG, v.Key = engine.RNG{}, 0
	for id := range v.Cards {
		if !g.S.Visible(p, id) {
			v.Cards[id].Def = 0 // no identity (engine.DefKey: the empty id)
		}
	}
	for i := range v.P {
		if i != p {
			v.P[i].Chosen = -1 // a plot chosen in secret (AG-PLOT-3)
		}
	}
	v.index()
	if v.Pending != nil && !v.Pending.Asks(p) {
		v.Pending.Options, v.Pending.Among = nil, nil
	}
	return v
}
