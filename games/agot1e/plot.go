package agot1e

import (
	"slices"

	"tessen/engine"
)

// The plot phase's framework events (AG-PLOT-3 … AG-PLOT-9) and the
// melee's titles (AG-PLOT-12, AG-MELEE-3).
func init() {
	acts["reveal-plots"] = &Act{
		// Every player chooses a plot in secret (kReveal); all are
		// revealed together (AG-PLOT-3).
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			if f.Index == 0 {
				f.Index = 1
				for i := range s.P {
					s.P[i].Chosen = -1
				}
				s.Push(engine.Frame{Kind: kReveal})
				return false, true
			}
			if f.Index == 1 && s.plotWindow() {
				// a card lets players act between choosing and
				// revealing (Text.PlotWindow: Dragonstone Port)
				f.Index = 2
				s.actions()
				return false, true
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			for p := range s.clockwise(s.First) {
				pl := &s.P[p]
				if pl.Chosen < 0 {
					continue
				}
				if old := pl.Plot; old >= 0 {
					s.move(old, int(s.Cards[old].Owner), ZUsed, false) // its owner's pile (AG-GEN-5)
				}
				s.move(pl.Chosen, p, ZPlot, false)
				s.Cards[pl.Chosen].Controller = int8(p) // another's plot, with plot decks switched
				s.Say(s.Names[p], " reveals ", s.name(pl.Chosen))
				s.gate(engine.Event{Kind: "revealed", Player: p, Cards: engine.One(pl.Chosen)})
				pl.Chosen = -1
			}
			if s.Rules.PlotRotation == "at-reveal" {
				s.rotatePlots()
			}
		},
	}
	acts["initiative"] = &Act{Execute: func(s *State, f *engine.Frame) { // AG-PLOT-5, AG-PLOT-6
		best, tied := -1, []int(nil)
		for p := range s.clockwise(s.First) {
			n := s.Initiative(p)
			switch {
			case n > best:
				best, tied = n, []int{p}
			case n == best:
				tied = append(tied, p)
			}
		}
		if len(tied) > 1 { // the least total power wins the tie
			least := -1
			var fewest []int
			for _, p := range tied {
				switch pw := s.TotalPower(p); {
				case least < 0 || pw < least:
					least, fewest = pw, []int{p}
				case pw == least:
					fewest = append(fewest, p)
				}
			}
			tied = fewest
		}
		s.InitiativeWinner = tied[s.RNG.Intn(len(tied))]
		s.Say(s.Names[s.InitiativeWinner], " wins initiative")
		s.gate(engine.Event{Kind: "initiative-won", Player: s.InitiativeWinner})
	}}
	acts["first-player"] = &Act{ // AG-PLOT-7
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			if f.Index == 0 {
				f.Index = 1
				s.Push(engine.Frame{Kind: kOption, Player: s.InitiativeWinner, At: len(s.Stack) - 1, Labels: []string{"name the first player", "players"}})
				return false, true
			}
			return true, true
		},
		Execute: func(s *State, f *engine.Frame) {
			s.First = s.playerOf(f.Ev.Label)
			s.Say(s.Names[s.First], " is the first player")
		},
	}
	acts["titles"] = &Act{ // AG-PLOT-12, AG-MELEE-3
		Initiate: func(s *State, f *engine.Frame) (bool, bool) {
			order := s.order(s.First)
			if f.Index == 0 {
				for _, p := range order {
					s.P[p].Last, s.P[p].Title = s.P[p].Title, ""
				}
			}
			if f.Index >= len(order) {
				return true, true
			}
			p := order[f.Index]
			f.Index++
			s.Push(engine.Frame{Kind: kOption, Player: p, At: len(s.Stack) - 1, Labels: []string{"select a title", "title"}})
			return false, true
		},
	}
}

// initiative is p's initiative: his plot's and his cards' modifiers
// (AG-PLOT-5).
func (s *State) Initiative(p int) int {
	n := 0
	if pl := s.P[p].Plot; pl >= 0 {
		n = s.setValue(pl, "set-initiative", s.defs[pl].Initiative)
	}
	for _, id := range s.P[p].Play {
		if !s.IsType(id, "house") && !s.blank(id) { // AG-CARD-9
			n += s.defs[id].Initiative
		}
	}
	n += s.sumMods(modInitiative, func(t *Text, self int) int {
		if t.Initiative == nil {
			return 0
		}
		return t.Initiative(s, self, p)
	})
	return max(0, n)
}

// rotatePlots returns the used pile of each player whose plot deck is
// empty to his plot deck (AG-PLOT-9).
func (s *State) rotatePlots() {
	for p := range s.clockwise(s.First) {
		if pl := &s.P[p]; len(pl.PlotDeck) == 0 && len(pl.Used) > 0 {
			for _, id := range slices.Clone(pl.Used) {
				s.move(id, p, ZPlotDeck, false)
			}
			s.Say(s.Names[p], " takes back the used plots")
		}
	}
}

// revealFrame asks every player at once for the plot he chooses, in
// secret (AG-PLOT-3); each answers in any order, and those who have not
// are asked the same decision again.
func revealFrame(s *State, f *engine.Frame) engine.Status {
	var owe []int
	for p := range s.clockwise(s.First) {
		if s.P[p].Chosen < 0 && len(s.P[s.plotsOf(p)].PlotDeck) > 0 {
			owe = append(owe, p)
		}
	}
	if len(owe) == 0 {
		return engine.Done
	}
	s.AskTogether(f, engine.Decision{Players: owe, Kind: "plot", Prompt: "choose your plot", Open: []string{"reveal"}})
	return engine.Again
}

func answerReveal(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb != "reveal" || len(a.Cards) != 1 {
		return errf("AG-PLOT-3", "reveal one plot of your plot deck")
	}
	if !slices.Contains(s.P[s.plotsOf(p)].PlotDeck, a.Cards[0]) { // plot decks may be switched
		return errf("AG-PLOT-3", "%s is not in your plot deck", s.nameFor(p, a.Cards[0]))
	}
	s.P[p].Chosen = a.Cards[0]
	return nil
}

// Titles are the melee's six titles (AG-MELEE-2).
var Titles = []string{"hand-of-the-king", "master-of-coin", "master-of-laws", "master-of-whispers", "crown-regent",
	"lord-commander-of-the-kingsguard"}

// titled reports a melee that plays with titles (AG-MELEE-1).
func (s *State) titled() bool { return s.Melee() && (len(s.P) <= 4 || s.Rules.TitlesAtSix == "yes") }

// titleFree reports whether p may select title t this round: nobody took
// it, and (by switch) it is not the one p held last round.
func (s *State) titleFree(p int, t string) bool {
	for q := range s.clockwise(s.First) {
		if s.P[q].Title == t {
			return false
		}
	}
	return s.Rules.RetakeTitle == "yes" || s.P[p].Last != t
}

func init() {
	optionSets["title"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, t := range Titles {
			if s.titleFree(f.Player, t) {
				out = append(out, engine.Answer{Verb: "title", Labels: []string{t}})
			}
		}
		return out
	}
	optionTakes["title"] = func(s *State, f *engine.Frame, p int, a engine.Answer) {
		s.P[p].Title = a.Labels[0]
		s.Say(s.Names[p], " takes the title ", titleWords(a.Labels[0]))
	}
}
