package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// Produces is the Gold a card produces by bowing: the Stronghold's Gold
// Production (LE-STRONGHOLD-1), a Holding's by its text; 0 for others.
func (s *State) Produces(id int) int {
	if s.Cards[id].Zone == ZStronghold {
		if d := s.def(id); d != nil {
			return d.GoldProduction
		}
		return 0
	}
	if t := s.text(id); t != nil && !s.marked(id, efSilenced, "") {
		if t.Richer != "" && s.faction(int(s.Cards[id].Controller)) == t.Richer {
			return t.Produce + 1
		}
		return t.Produce
	}
	return 0
}

// goldSources lists p's unbowed cards that can produce Gold now, in the
// order they entered play, the Stronghold last.
func (s *State) goldSources(p int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if !s.Cards[id].Bowed && s.Produces(id) > 0 {
			out = append(out, id)
		}
	}
	if sh := s.P[p].Stronghold; sh >= 0 && !s.Cards[sh].Bowed && s.Produces(sh) > 0 {
		out = append(out, sh)
	}
	return out
}

// production is the most Gold p could produce for one cost now: what
// goldSources would list, summed without listing them.
func (s *State) production(p int) int {
	n := 0
	for _, id := range s.P[p].Play {
		if !s.Cards[id].Bowed {
			n += s.Produces(id)
		}
	}
	if sh := s.P[p].Stronghold; !s.Cards[sh].Bowed {
		n += s.Produces(sh)
	}
	return n
}

// payFrame asks which sources pay a Gold cost (N) and bows them
// (LE-GOLD-1): together they must produce enough; the excess is lost.
// Its Result tells the frame below whether the cost was paid.
func payFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	sources := s.goldSources(f.Player)
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "pay",
		Prompt: "pay " + strconv.Itoa(f.N) + " Gold for " + s.Title(f.Card) + ": pay SOURCE, ...", Open: []string{"pay"}, Among: sources, Min: 1, Max: len(sources)})
	return engine.Again
}

func answerPay(s *State, f *engine.Frame, p int, a engine.Answer) error {
	sources := s.goldSources(p)
	total := 0
	for i, id := range a.Cards {
		if !slices.Contains(sources, id) || slices.Contains(a.Cards[:i], id) {
			return fmt.Errorf("%s cannot produce Gold now", s.describe(id))
		}
		total += s.Produces(id)
	}
	if total < f.N {
		return fmt.Errorf("%d Gold does not pay a cost of %d", total, f.N)
	}
	for _, id := range a.Cards {
		s.Cards[id].Bowed = true
		if t := s.text(id); t != nil && t.ProduceLoss > 0 {
			s.gainHonor(p, -t.ProduceLoss)
		}
	}
	s.Say(s.Names[p], " pays ", strconv.Itoa(f.N), " Gold")
	f.Result = 1
	return nil
}
