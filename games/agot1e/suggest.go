package agot1e

import (
	"slices"

	"tessen/engine"
)

// Answers lists a representative set of legal answers to the pending
// decision (engine.Suggester), for the bots: those of the first player
// asked (AnswersFor).
func (g *Game) Answers() []engine.Answer {
	d := g.S.Pending
	if d == nil || len(d.Players) == 0 {
		return nil
	}
	return g.AnswersFor(d.Players[0])
}

// AnswersFor lists a representative set of player p's legal answers to
// the pending decision (engine.SeatSuggester): every listed option, and
// for the open verbs a few declarations a player would make. The plot
// phase asks every player at once, each for a plot of his own plot deck.
func (g *Game) AnswersFor(p int) []engine.Answer {
	s := g.S
	d := s.Pending
	if d == nil || !d.Asks(p) {
		return nil
	}
	if len(d.Open) == 0 {
		return d.Options // read only, as the decision's
	}
	out := append(s.answers[:0], d.Options...) // the list of the last call: read until the next
	defer func() { s.answers = out[:0] }()
	for _, verb := range d.Open {
		switch verb {
		case "setup":
			out = append(out, s.setupSuggestions(p)...)
		case "reveal":
			for _, id := range s.P[s.plotsOf(p)].PlotDeck { // plot decks may be switched
				out = append(out, engine.Answer{Verb: "reveal", Cards: engine.One(id)})
			}
		case "challenge":
			out = append(out, s.challengeSuggestions(p)...)
		case "defend":
			out = append(out, s.defendSuggestions(p, d.Among)...)
		case "choose":
			if f := s.Top(); f != nil && f.Kind == kChoose && len(f.Labels) > 1 && f.Labels[1] == "influence" {
				out = append(out, s.influenceSuggestion(f))
				continue
			}
			out = append(out, chooseSuggestions(d)...)
		case "order":
			out = append(out, engine.Answer{Verb: "order", Cards: slices.Clone(d.Among)})
		}
	}
	return out
}

// setupSuggestions: no setup cards, and the cards of the hand taken in
// order of cost, most expensive first, then cheapest first, as far as 5
// gold goes (AG-SETUP-6).
func (s *State) setupSuggestions(p int) []engine.Answer {
	out := []engine.Answer{{Verb: "setup"}}
	cands := slices.DeleteFunc(s.setupable(p), func(id int) bool { return s.IsType(id, "attachment") })
	for _, desc := range []bool{true, false} {
		sorted := slices.Clone(cands)
		slices.SortStableFunc(sorted, func(a, b int) int {
			if desc {
				return s.setupCost(p, b) - s.setupCost(p, a)
			}
			return s.setupCost(p, a) - s.setupCost(p, b)
		})
		var pick []int
		for _, id := range sorted {
			if s.checkSetup(p, append(slices.Clone(pick), id)) == nil {
				pick = append(pick, id)
			}
		}
		if len(pick) > 0 {
			out = append(out, engine.Answer{Verb: "setup", Cards: pick})
		}
	}
	return out
}

// challengeSuggestions: for each challenge p may initiate, against each
// opponent he may attack (named in melee; a joust's is the only one),
// with every eligible character, and with the strongest alone.
func (s *State) challengeSuggestions(p int) []engine.Answer {
	var out []engine.Answer
	for _, t := range ChallengeTypes {
		if !s.MayInitiate(p, t) {
			continue
		}
		att := s.mayAttack(p, t)
		if len(att) == 0 {
			continue
		}
		best := att[0]
		for _, id := range att {
			if s.Str(id) > s.Str(best) {
				best = id
			}
		}
		for _, q := range s.Opponents(p) {
			if s.supports(s.P[p].Title, s.P[q].Title) || s.Barred(p, q, barWord(t)) {
				continue
			}
			labels := []string{t}
			if s.Melee() { // a joust's challenge names no opponent: there is one
				labels = append(labels, PlayerLabel(q))
			}
			if s.tollsOf(att) <= s.P[p].Gold { // Text.Toll
				out = append(out, engine.Answer{Verb: "challenge", Labels: labels, Cards: slices.Clone(att)})
			}
			if len(att) > 1 {
				out = append(out, engine.Answer{Verb: "challenge", Labels: labels, Cards: []int{best}})
			}
		}
	}
	return out
}

// defendSuggestions: no defenders, all of them, the strongest alone.
func (s *State) defendSuggestions(p int, among []int) []engine.Answer {
	out := []engine.Answer{{Verb: "defend"}}
	if len(among) == 0 {
		return out
	}
	if s.tollsOf(among) <= s.P[p].Gold { // Text.Toll
		out = append(out, engine.Answer{Verb: "defend", Cards: slices.Clone(among)})
	}
	if len(among) > 1 {
		best := among[0]
		for _, id := range among {
			if s.Str(id) > s.Str(best) {
				best = id
			}
		}
		out = append(out, engine.Answer{Verb: "defend", Cards: []int{best}})
	}
	return out
}

// chooseSuggestions: each card alone where one is chosen; else the first
// cards the least allows, and all the most allows.
func chooseSuggestions(d *engine.Decision) []engine.Answer {
	out := make([]engine.Answer, 0, len(d.Among)+3) // at most one a card and three more: made once
	if d.Min <= 1 && d.Max >= 1 {
		for _, id := range d.Among {
			out = append(out, engine.Answer{Verb: "choose", Cards: engine.One(id)})
		}
	}
	if d.Min == 0 {
		out = append(out, engine.Answer{Verb: "choose"})
	}
	if d.Min > 1 && d.Min <= len(d.Among) {
		out = append(out, engine.Answer{Verb: "choose", Cards: slices.Clone(d.Among[:d.Min])})
	}
	if d.Max > 1 && d.Max <= len(d.Among) && d.Max != d.Min {
		out = append(out, engine.Answer{Verb: "choose", Cards: slices.Clone(d.Among[:d.Max])})
	}
	return out
}

// influenceSuggestion kneels for an influence cost the cards that give
// the most first, as few as the cost needs (AG-ABIL-5).
func (s *State) influenceSuggestion(f *engine.Frame) engine.Answer {
	cards := slices.Clone(f.Cards)
	slices.SortStableFunc(cards, func(a, b int) int { return s.influence(b) - s.influence(a) })
	var pick []int
	n := 0
	for _, c := range cards {
		if n >= f.N {
			break
		}
		pick = append(pick, c)
		n += s.influence(c)
	}
	return engine.Answer{Verb: "choose", Cards: pick}
}
