package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// Answers lists concrete legal answers to the pending decision: its
// options, and for a free-form one (assigning units, paying Gold,
// discarding) a representative few. Bots and menus read it and never
// write it (without free-form verbs it is the decision's own list).
func (g *Game) Answers() []engine.Answer {
	s := g.S
	d := s.Pending
	if d == nil {
		return nil
	}
	if len(d.Open) == 0 {
		return d.Options // read-only, as the engine's decisions are
	}
	var fields []int
	more := 2 // pay, discard: two ways
	switch d.Kind {
	case "assign":
		fields = s.battlesLeft()
		more = (len(d.Among) + 1) * len(fields)
	case "yu", "discard":
		more = len(d.Among) + 2
	}
	// Listed into the state's list of answers, which serves again at the
	// next call (a list of answers is read before the next is asked for).
	out := slices.Grow(append(s.answers[:0], d.Options...), more)
	defer func() { s.answers = out }()
	switch d.Kind {
	case "assign":
		labels := make([]string, len(fields)) // shared by the answers, which nobody writes into
		for j, n := range fields {
			labels[j] = strconv.Itoa(n)
		}
		for _, id := range d.Among { // each unit alone, at each battlefield
			for j := range fields {
				out = append(out, engine.Answer{Verb: "assign", Cards: engine.One(id), Labels: labels[j : j+1 : j+1]})
			}
		}
		for _, n := range fields { // every unit at one battlefield
			a := engine.Answer{Verb: "assign", Cards: append([]int(nil), d.Among...)}
			for range d.Among {
				a.Labels = append(a.Labels, strconv.Itoa(n))
			}
			if len(d.Among) > 1 {
				out = append(out, a)
			}
		}
	case "pay":
		cost := s.Top().N
		back := slices.Clone(d.Among)
		slices.Reverse(back)
		for _, order := range [][]int{d.Among, back} { // as few as needed, from either end
			use, total := payInOrder(s, order, cost)
			if a := (engine.Answer{Verb: "pay", Cards: use}); total >= cost && !slices.ContainsFunc(out, a.Equal) {
				out = append(out, a)
			}
		}
	case "yu": // every Yu card left at once, and each alone that reaches the card's Force
		out = append(out, engine.Answer{Verb: "choose", Cards: append([]int(nil), d.Among...)})
		force := s.Force(s.Top().Index - 1)
		for _, id := range d.Among {
			if s.yu(id) >= force {
				out = append(out, engine.Answer{Verb: "choose", Cards: []int{id}})
			}
		}
	case "discard":
		if d.Min > 0 {
			out = append(out, engine.Answer{Verb: "discard", Cards: append([]int(nil), d.Among[:d.Min]...)},
				engine.Answer{Verb: "discard", Cards: append([]int(nil), d.Among[len(d.Among)-d.Min:]...)})
		} else {
			for _, id := range d.Among {
				out = append(out, engine.Answer{Verb: "discard", Cards: engine.One(id)})
			}
		}
	}
	return out
}

// payInOrder takes sources in order until they pay the cost together
// (PayTotalNow: a source that pays only with another waits for it), and
// reports them with what they produce.
func payInOrder(s *State, order []int, cost int) ([]int, int) {
	var use []int
	total := s.PayBonusNow()
	for _, id := range order {
		if total >= cost {
			break
		}
		use = append(use, id)
		if n, err := s.PayTotalNow(use); err == nil {
			total = n
		}
	}
	return use, total
}

// PayInOrder is payInOrder for the scenario runner: the fewest sources,
// in order, that pay the Gold cost being paid now.
func (s *State) PayInOrder(order []int) []int {
	use, _ := payInOrder(s, order, s.Top().N)
	return use
}
