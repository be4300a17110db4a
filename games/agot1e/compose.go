package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
)

// Parts is what the pending decision's open answers are made of
// (engine.Composer), for the first player asked: see PartsFor.
func (g *Game) Parts() []engine.Part {
	d := g.S.Pending
	if d == nil || len(d.Players) == 0 {
		return nil
	}
	return g.PartsFor(d.Players[0])
}

// PartsFor is what player p's open answers to the pending decision are
// made of (engine.SeatComposer), for a person to compose any of them: a
// challenge's type, in melee the player challenged, and its attackers
// (AG-CHAL-4, AG-CHAL-5, AG-MELEE-5); defenders (AG-CHAL-10); setup cards
// (AG-SETUP-6); the plot p reveals, of p's own plot deck, each player
// asked at once choosing in secret (AG-PLOT-3); the cards of a choice;
// the passives in the order they resolve (AG-GEN-9). Each part offers
// what could be legal; the answer as a whole is checked when given, the
// rule it breaks named.
func (g *Game) PartsFor(p int) []engine.Part {
	s := g.S
	d := s.Pending
	if d == nil || !d.Asks(p) {
		return nil
	}
	var out []engine.Part
	for _, verb := range d.Open {
		switch verb {
		case "challenge":
			out = append(out, s.challengeParts(p)...)
		case "defend":
			among := s.mayDefend(p)
			out = append(out, engine.Part{Verb: verb, Kind: engine.PartCards, Name: "defenders", Cards: among, Max: len(among)})
		case "setup":
			among := s.setupable(p)
			out = append(out, engine.Part{Verb: verb, Kind: engine.PartCards, Name: "setup cards", Cards: among, Max: len(among)})
		case "reveal":
			plots := slices.Clone(s.P[p].PlotDeck)
			out = append(out, engine.Part{Verb: verb, Kind: engine.PartCards, Name: "plot", Cards: plots, Min: 1, Max: 1})
		case "choose":
			out = append(out, engine.Part{Verb: verb, Kind: engine.PartCards, Name: chosenWhat(d.Prompt), Cards: d.Among,
				Min: d.Min, Max: max(d.Max, d.Min)})
		case "order":
			n := len(d.Among)
			out = append(out, engine.Part{Verb: verb, Kind: engine.PartCards, Name: "passive effects, first to last", Cards: d.Among, Min: n, Max: n})
		}
	}
	return out
}

// challengeParts: the challenge types p may still initiate with someone
// to attack, then in melee the opponents p's title lets him challenge,
// then the characters that may attack in a challenge of any of those
// types (the type chosen decides which of them may).
func (s *State) challengeParts(p int) []engine.Part {
	types := engine.Part{Verb: "challenge", Kind: engine.PartLabel, Name: "challenge type"}
	opps := engine.Part{Verb: "challenge", Kind: engine.PartLabel, Name: "opponent"}
	for _, q := range s.Opponents(p) {
		if !s.supports(s.P[p].Title, s.P[q].Title) {
			opps.Labels = append(opps.Labels, PlayerLabel(q))
		}
	}
	var attackers []int
	for _, t := range ChallengeTypes {
		if len(opps.Labels) == 0 {
			continue
		}
		att := s.mayAttack(p, t) // none for a type p may not initiate now (AG-CHAL-4)
		if len(att) == 0 {
			continue
		}
		types.Labels = append(types.Labels, t)
		for _, id := range att {
			if !slices.Contains(attackers, id) {
				attackers = append(attackers, id)
			}
		}
	}
	slices.SortFunc(attackers, func(a, b int) int { return slices.Index(s.P[p].Play, a) - slices.Index(s.P[p].Play, b) })
	out := []engine.Part{types}
	if s.Melee() {
		out = append(out, opps)
	}
	return append(out, engine.Part{Verb: "challenge", Kind: engine.PartCards, Name: "attackers", Cards: attackers,
		Min: 1, Max: len(attackers)})
}

// chosenWhat names what a choice's prompt asks for ("choose 2 characters
// to kill for military claim": "characters to kill for military claim").
func chosenWhat(prompt string) string {
	w := strings.TrimPrefix(prompt, "choose ")
	if i := strings.IndexByte(w, ' '); i > 0 && strings.Trim(w[:i], "0123456789") == "" {
		w = w[i+1:]
	}
	w = strings.TrimPrefix(strings.TrimPrefix(w, "a "), "an ")
	if w == "" {
		return "cards chosen"
	}
	return w
}
