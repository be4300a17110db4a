package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// Parts is what the pending decision's open answers are made of
// (engine.Composer), for a person to compose any of them: the units
// assigned to the battlefields, each to one (LE-4.2, LE-4.3), at least
// one where the attack must have a unit; else the selection asked (cards
// to discard, Holdings to pay with, ...). The answer as a whole is checked
// when answered, each broken rule named.
func (g *Game) Parts() []engine.Part {
	s := g.S
	d := s.Pending
	if d != nil && d.Kind == "assign" {
		fields := engine.Part{Verb: "assign", Kind: engine.PartEach, Name: "units to send to each battlefield", Cards: d.Among, Max: len(d.Among)}
		for _, n := range s.Attack.Fields {
			if !slices.Contains(s.Attack.Fought, n) {
				fields.Labels = append(fields.Labels, strconv.Itoa(n))
			}
		}
		if len(d.Options) == 0 { // no "assign none": a unit is owed
			fields.Min = 1
		}
		return []engine.Part{fields}
	}
	return engine.Selections(d)
}
