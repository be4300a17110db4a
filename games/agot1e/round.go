package agot1e

import (
	"tessen/engine"
)

// The round (AG-ROUND-1): seven phases, each opened by a framework window
// for its beginning with the Shadows bring-outs (AG-ROUND-2) and closed
// by one for its end with no save/cancel or response step (AG-ROUND-3).
const (
	kRound   = "round"
	kPhase   = "phase"
	kActions = "actions" // a player-action window (AG-TIME-1)
	kDeclare = "declare" // the active player's challenge opportunity (AG-CHAL-3)
	kBring   = "bring"   // the Shadows bring-outs at a phase's beginning (AG-SHAD-3)
	kReveal  = "reveal"  // the plots chosen in secret (AG-PLOT-3)
)

// Phases in the order a round plays them.
var Phases = []string{"plot", "draw", "marshalling", "challenges", "dominance", "standing", "taxation"}

func phaseIndex(p string) int {
	for i, x := range Phases {
		if x == p {
			return i
		}
	}
	return -1
}

// roundFrame plays the rounds, one after the other: Stage is the next
// phase's index.
func roundFrame(s *State, f *engine.Frame) engine.Status {
	if s.Over {
		return engine.Done
	}
	if f.Stage == 0 {
		s.Round++
		s.Begin("round")
		s.Say("Round ", itoa(s.Round), " begins")
		s.InitiativeWinner, s.Dominance = -1, -1
		s.ResetUses("round")
		for i := range s.P {
			s.P[i].Limited, s.P[i].Drawn = false, 0
		}
	}
	if f.Stage >= len(Phases) {
		s.Expire("round") // AG-ROUND-4
		f.Stage = 0
		return engine.Again
	}
	phase := Phases[f.Stage]
	f.Stage++
	if s.skips(phase) {
		s.Say("The ", phase, " phase is skipped")
		return engine.Again
	}
	s.Push(engine.Frame{Kind: kPhase, Labels: []string{phase}, Player: s.First})
	return engine.Again
}

// skips reports a phase a revealed plot skips this round (Planning
// Ahead: taxation).
func (s *State) skips(phase string) bool {
	for p := range s.clockwise(s.First) {
		if pl := s.P[p].Plot; pl >= 0 {
			if t := s.texts[pl]; t != nil && t.Skips == phase {
				return true
			}
		}
	}
	return false
}

// Expire ends the lasting effects of a period.
func (s *State) Expire(until string) {
	s.Effects.Expire(until)
}

// phase stages.
const (
	phBegin = iota // the framework window: the phase begins
	phBody         // the phase's own work, step by step (Frame.Index)
	phEnd          // the framework window: the phase ends
	phDone
)

func phaseFrame(s *State, f *engine.Frame) engine.Status {
	phase := f.Labels[0]
	switch f.Stage {
	case phBegin:
		f.Stage = phBody
		s.Phase = phase
		s.Begin(phase)
		for i := range s.P {
			s.P[i].Played, s.P[i].Challenged = nil, nil
		}
		s.ResetUses("phase")
		s.framework("phase-begins")
		return engine.Again
	case phBody:
		if s.Over {
			return engine.Done
		}
		if done := phaseBodies[phase](s, f); !done {
			return engine.Again
		}
		f.Stage = phEnd
		s.openWindow(engine.Event{Kind: "phase-ends", Player: s.First, Source: -1, Label: phase}, wFramework|wQuiet)
		return engine.Again
	case phEnd:
		f.Stage = phDone
		s.Expire("phase")
		return engine.Done
	}
	return engine.Done
}

// wQuiet: a window with no save/cancel and no response step (the end
// of a phase: AG-ROUND-3).
const wQuiet = 1 << 8

// phaseBodies do each phase's work between its beginning and its end,
// one step a call (Frame.Index counts them), reporting when it is done.
var phaseBodies = map[string]func(s *State, f *engine.Frame) bool{
	"plot": func(s *State, f *engine.Frame) bool {
		switch f.Index {
		case 0: // AG-PLOT-2
			f.Index++
			if s.Rules.PlotActions == "before-reveal" {
				s.actions()
			}
		case 1: // AG-PLOT-3 … AG-PLOT-8
			f.Index++
			s.framework("reveal-plots", "initiative", "first-player")
		case 2: // AG-PLOT-9
			f.Index++
			if s.Rules.PlotRotation == "after-revealed" {
				s.rotatePlots()
			}
			if s.Melee() && s.titled() { // AG-PLOT-12
				s.framework("titles")
			}
		case 3: // AG-PLOT-13
			f.Index++
			s.actions()
		default:
			return true
		}
		return false
	},
	"draw": func(s *State, f *engine.Frame) bool {
		return s.steps(f, func() { s.actions() }, func() { s.framework("draw") }, func() { s.actions() })
	},
	"marshalling": marshallingBody,
	"challenges":  challengesBody,
	"dominance": func(s *State, f *engine.Frame) bool {
		return s.steps(f, func() { s.framework("dominance") }, func() { s.actions() })
	},
	"standing": func(s *State, f *engine.Frame) bool {
		return s.steps(f, func() { s.framework("stand") }, func() { s.actions() })
	},
	"taxation": func(s *State, f *engine.Frame) bool {
		return s.steps(f, func() { s.framework("tax") }, func() { s.actions() })
	},
}

// steps runs a phase body's steps in order, one a call.
func (s *State) steps(f *engine.Frame, steps ...func()) bool {
	if f.Index >= len(steps) {
		return true
	}
	f.Index++
	steps[f.Index-1]()
	return false
}

// actions opens a player-action window (AG-TIME-1).
func (s *State) actions() { s.Push(engine.Frame{Kind: kActions, Player: s.First}) }

// marshallingBody: each player in turn from the first is active, counts
// income and marshals (AG-MARSH-1, AG-MARSH-2, AG-MARSH-9). Frame.Turn
// counts the turns taken; Index 0 starts a turn, 1 ends it.
func marshallingBody(s *State, f *engine.Frame) bool {
	turns := s.order(s.First)
	if f.Index == 1 {
		f.Index = 0
		f.Turn++
	}
	if f.Turn >= len(turns) {
		return true
	}
	s.Active = turns[f.Turn]
	f.Index = 1
	s.Push(engine.Frame{Kind: kActions, Player: s.First})
	s.framework("income")
	return false
}

// challengesBody: each player in turn from the first is active, and
// before each of his challenge opportunities comes a player-action window
// (AG-CHAL-1 … AG-CHAL-3, AG-CHAL-21). Frame.Turn counts the turns.
func challengesBody(s *State, f *engine.Frame) bool {
	turns := s.order(s.First)
	if f.Index == 2 { // the active player is done
		f.Index = 0
		f.Turn++
	}
	if f.Turn >= len(turns) {
		return true
	}
	s.Active = turns[f.Turn]
	if f.Index == 0 {
		f.Index = 1
		s.Push(engine.Frame{Kind: kDeclare, Player: s.Active, At: len(s.Stack) - 1})
		s.actions()
		return false
	}
	// a challenge was resolved (or not started): the next opportunity
	f.Index = 0
	return false
}

func init() {
	acts["phase-begins"] = &Act{Execute: func(s *State, f *engine.Frame) {
		s.gate(engine.Event{Kind: "phase-begins", Label: s.Phase, Player: s.First})
		s.Push(engine.Frame{Kind: kBring, Player: s.First})
	}}
	acts["phase-ends"] = &Act{Execute: func(s *State, f *engine.Frame) {
		s.gate(engine.Event{Kind: "phase-ends", Label: s.Phase, Player: s.First})
	}}
	acts["draw"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-DRAW-1
		for p := range s.clockwise(s.First) {
			n := 2
			if s.Melee() && s.P[p].Title == "master-of-laws" { // AG-MELEE-9, within the cap
				if s.Rules.TitleDraw == "free" {
					n++
				} else if s.drawRoom(p) > 0 {
					n++
					s.P[p].Drawn++
				}
			}
			s.draw(p, n)
		}
	}}
	acts["income"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-MARSH-2
		p := s.Active
		n := s.income(p)
		s.P[p].Gold += n
		s.Say(s.Names[p], " collects ", itoa(n), " gold")
	}}
	acts["stand"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-STAND-1
		for id := range s.Cards {
			if c := &s.Cards[id]; c.Kneeling && s.InPlay(id) && !s.staysKneeling(id) && !s.Cannot(id, "stand") {
				c.Kneeling = false
				// "after a card stands" answers the framework's stand too
				// (AG-STAND-1, AG-TIME-9)
				s.gate(engine.Event{Kind: "stood", Player: int(c.Controller), Cards: engine.One(id), Source: -1})
			}
		}
		s.Say("Every kneeling card stands")
	}}
	acts["tax"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-TAX-1
		for i := range s.P {
			s.P[i].Gold = 0
		}
		if s.Rules.TaxTokens == "return" {
			for id := range s.Cards {
				s.Cards[id].Gold = 0
			}
		}
		s.Say("Unspent gold returns to the treasury")
	}}
}

// staysKneeling reports a card an effect keeps from standing.
func (s *State) staysKneeling(id int) bool {
	for _, l := range s.Effects.List {
		if l.Kind == "no-stand" && containsInt(l.Cards, id) {
			return true
		}
	}
	return false
}

// draw has p draw n cards one at a time, as many as the deck holds
// (AG-WIN-5).
func (s *State) draw(p, n int) int {
	drawn := 0
	for ; drawn < n; drawn++ {
		if len(s.P[p].Deck) == 0 {
			if s.Rules.EmptyDeck == "loses" {
				s.Say(s.Names[p], " must draw from an empty deck")
				s.eliminate(p, "an empty deck")
			}
			break
		}
		s.move(s.P[p].Deck[0], p, ZHand, false)
	}
	if drawn > 0 {
		s.Say(s.Names[p], " draws ", count(drawn, "card"))
	}
	return drawn
}

// drawRoom is how many more cards p may draw this round beyond the draw
// phase's (AG-DRAW-2).
func (s *State) drawRoom(p int) int { return max(0, 3-s.P[p].Drawn) }

// DrawExtra has p draw up to n cards by an effect, within the draw cap.
func (s *State) DrawExtra(p, n int) int {
	n = min(n, s.drawRoom(p))
	got := s.draw(p, n)
	s.P[p].Drawn += got
	return got
}

// income is what p collects: his plot's gold and the income bonuses of
// the cards he controls, kneeling or not (AG-MARSH-2).
func (s *State) income(p int) int {
	n := 0
	if pl := s.P[p].Plot; pl >= 0 {
		n += s.PlotIncome(p)
	}
	if !s.noIncomeBonuses() {
		for _, id := range s.P[p].Play {
			if !s.IsType(id, "house") && !s.blank(id) { // a blank text box gives no bonus (AG-CARD-9)
				n += s.defs[id].Income
			}
		}
		for _, id := range s.Attached {
			if int(s.Cards[id].Controller) == p && !s.Cards[id].Dup && !s.blank(id) {
				n += s.defs[id].Income
			}
		}
	}
	n += s.sumMods(modIncome, func(t *Text, self int) int {
		if t.Income == nil {
			return 0
		}
		return t.Income(s, self, p)
	})
	return max(0, n)
}

// noIncomeBonuses reports a revealed plot that stops income bonuses this
// round (Rains of Autumn).
func (s *State) noIncomeBonuses() bool {
	for p := range s.clockwise(s.First) {
		if pl := s.P[p].Plot; pl >= 0 {
			if t := s.texts[pl]; t != nil && t.NoIncomeBonuses {
				return true
			}
		}
	}
	return false
}

// influence is what card id gives for influence costs.
func (s *State) influence(id int) int {
	if s.Cards[id].Dup || s.blank(id) { // AG-CARD-9
		return 0
	}
	return s.defs[id].Influence
}

// actionWindow is a player-action window: the first player acts first,
// the opportunity passes clockwise after each action, and it closes when
// every player passes in a row (AG-TIME-1).
var actionWindow = engine.Window[*State]{
	Kind:   "action",
	First:  func(s *State, f *engine.Frame) int { return s.First },
	Offers: func(s *State, f *engine.Frame, p int) []engine.Answer { return s.actionOffers(p) },
	Take:   func(s *State, f *engine.Frame, p int, a engine.Answer) error { return s.takeAction(p, a) },
}

func init() {
	acts["dominance"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-DOM-2, AG-DOM-3
		best, winners := -1, []int(nil)
		for p := range s.clockwise(s.First) {
			n := s.dominanceStr(p)
			switch {
			case n > best:
				best, winners = n, []int{p}
			case n == best:
				winners = append(winners, p)
			}
		}
		if len(winners) != 1 {
			s.Dominance = -1
			s.Say("Nobody wins dominance (a tie at ", itoa(best), ")")
			return
		}
		s.Dominance = winners[0]
		s.Say(s.Names[s.Dominance], " wins dominance with ", itoa(best))
		s.ClaimPower(s.Dominance, 1)
		s.gate(engine.Event{Kind: "dominance-won", Player: s.Dominance})
	}}
}

// dominanceStr is what p counts for dominance: the STR of his standing
// characters, and (by switch) his unspent gold (AG-DOM-2).
func (s *State) dominanceStr(p int) int {
	n := 0
	for _, id := range s.P[p].Play {
		if s.IsType(id, "character") && !s.Cards[id].Kneeling {
			n += s.Str(id)
		}
	}
	if s.Rules.DominanceGold == "yes" {
		n += s.P[p].Gold
	}
	n += s.sumMods(modDominance, func(t *Text, self int) int {
		if t.Dominance == nil {
			return 0
		}
		return t.Dominance(s, self, p)
	})
	return n
}
