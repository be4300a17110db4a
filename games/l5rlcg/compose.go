package l5rlcg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// Parts is what the pending decision's open answers are made of
// (engine.Composer), for a person to compose any of them: a conflict's
// type, ring, province (with more than two players, the defending player
// first chosen by seat), attackers and the characters its covert
// attackers evade (3.2); defenders (3.2.1); else the selection asked.
// Each part offers what could be legal; the declaration as a whole is
// checked when answered, each broken rule named.
func (g *Game) Parts() []engine.Part {
	s := g.S
	d := s.Pending
	if d == nil || len(d.Players) == 0 {
		return nil
	}
	p := d.Players[0]
	switch d.Kind {
	case "declare":
		return s.declareParts(p)
	case "defend":
		defenders := s.mayTakePart(p, true)
		return []engine.Part{{Verb: "defend", Kind: engine.PartCards, Name: "defenders", Cards: defenders, Max: len(defenders)}}
	}
	return engine.Selections(d)
}

func (s *State) declareParts(p int) []engine.Part {
	types := engine.Part{Verb: "declare", Kind: engine.PartLabel, Name: "conflict type"}
	for _, t := range []string{"military", "political"} {
		if (s.Skirmish() || !s.P[p].Declared(t)) && !s.typeBarred(p, t) {
			types.Labels = append(types.Labels, t)
		}
	}
	rings := engine.Part{Verb: "declare", Kind: engine.PartLabel, Name: "ring"}
	for i, r := range s.Rings {
		if r.Claimed < 0 && !s.ringBarred(p, i) {
			rings.Labels = append(rings.Labels, RingNames[i])
		}
	}
	provs := engine.Part{Verb: "declare", Kind: engine.PartLabel, Name: "province"}
	seats := engine.Part{Verb: "declare", Kind: engine.PartLabel, Name: "defending player"}
	var eligible [StrongholdProv + 1]bool
	var opponents []int
	for q := range s.P {
		if q == p || !s.Playing(q) || len(s.P) == 2 && q != s.Opponent(p) {
			continue
		}
		opponents = append(opponents, q)
		seats.Labels = append(seats.Labels, strconv.Itoa(q+1))
		for _, i := range s.eligibleProvinces(nil, q) {
			eligible[i] = true
		}
	}
	for i, ok := range eligible {
		if ok {
			provs.Labels = append(provs.Labels, ProvinceLabel(i))
		}
	}
	parts := []engine.Part{types, rings, provs}
	if len(s.P) > 2 {
		parts = append(parts, seats)
	}
	var attackers []int
	saved := s.Conf
	for _, t := range types.Labels { // who may attack reads the conflict's type
		s.Conf = Conflict{Active: true, Type: t, Attacker: p, Defender: s.Opponent(p)}
		for _, id := range s.mayTakePart(p, false) {
			if !slices.Contains(attackers, id) {
				attackers = append(attackers, id)
			}
		}
	}
	s.Conf = saved
	parts = append(parts, engine.Part{Verb: "declare", Kind: engine.PartCards, Name: "attackers", Cards: attackers, Min: 1, Max: len(attackers)})
	covert := 0
	for _, id := range attackers {
		if s.HasKeyword(id, "covert") {
			covert++
		}
	}
	if covert > 0 {
		evade := engine.Part{Verb: "declare", Kind: engine.PartCards, Name: "characters evaded by covert", Max: covert}
		for _, q := range opponents {
			for _, id := range s.P[q].Play {
				if !s.HasKeyword(id, "covert") {
					evade.Cards = append(evade.Cards, id)
				}
			}
		}
		evade.Max = min(covert, len(evade.Cards))
		parts = append(parts, evade)
	}
	return parts
}

// mayTakePart is p's characters that may be declared on a side of the
// conflict s.Conf says.
func (s *State) mayTakePart(p int, defending bool) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if s.participantBar(id, p, defending) == mayParticipate {
			out = append(out, id)
		}
	}
	return out
}
