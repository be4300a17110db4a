package l5rlcg

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"tessen/engine"
)

// The registered maker takes either two decks ({"decks": [...]}: new
// games from setup, the decks built once) or a Position (a game in
// progress).
func init() {
	engine.Register(Name, func(setup json.RawMessage) (engine.Starter, error) {
		// One reading for the usual case, two decks; a position is read
		// again as one.
		var decks Players
		if err := json.Unmarshal(setup, &decks); err != nil {
			return nil, fmt.Errorf("l5r-lcg setup: %w", err)
		}
		if decks.Decks != nil {
			t, err := newTable(decks)
			if err != nil {
				return nil, err
			}
			return func(seed uint64) (engine.Game, error) { return t.start(seed) }, nil
		}
		pos := NewPosition()
		if err := json.Unmarshal(setup, &pos); err != nil {
			return nil, fmt.Errorf("l5r-lcg setup: %w", err)
		}
		return func(seed uint64) (engine.Game, error) { return FromPosition(pos, seed) }, nil
	})
}

// Answers lists concrete legal answers to the pending decision: its
// options, and for free-form decisions (declaring a conflict, defenders,
// a selection, an order) a representative set of legal ones. Bots and
// random players choose among these. The list is read until the next
// call or answer: its memory then serves again.
func (g *Game) Answers() []engine.Answer {
	s := g.S
	d := s.Pending
	if d == nil {
		return nil
	}
	if len(d.Open) == 0 { // the options are all there is: shared, not copied
		return d.Options[:len(d.Options):len(d.Options)]
	}
	// Listed into the state's list of answers, which serves again at the
	// next call (a declaration has a hundred or two answers).
	if s.answers == nil {
		s.answers = takeAnswers()
	}
	out := append(s.answers[:0], d.Options...)
	defer func() { s.answers = out }()
	p := d.Players[0]
	for _, verb := range d.Open {
		switch verb {
		case "declare":
			out = s.declarations(out, p)
		case "defend":
			var all []int
			must := s.mustJoin(p, true) // mustjoin.go
			for _, id := range s.P[p].Play {
				if s.participantBar(id, p, true) == mayParticipate {
					all = append(all, id)
					if joinsAll(must, engine.One(id)) {
						out = append(out, engine.Answer{Verb: "defend", Cards: engine.One(id)})
					}
				}
			}
			if len(all) > 1 && !s.cannot(Act{ActDefendSeveral, all[0], p, -1}) {
				out = append(out, engine.Answer{Verb: "defend", Cards: all})
			}
		case "choose":
			if d.Min > 1 { // a selection of several: a few, kept if the game accepts them
				out = g.selections(out, p, d)
				break
			}
			for _, id := range d.Among {
				out = append(out, engine.Answer{Verb: "choose", Cards: engine.One(id)})
			}
		case "order":
			out = append(out, engine.Answer{Verb: "order", Cards: append([]int(nil), d.Among...)})
		}
	}
	return out[:len(out):len(out)] // a caller that appends copies
}

// selections appends a few selections of d.Min cards that the game
// accepts: neighbours in the list, then, if none is accepted (a choice of
// one card of each player's, say), the first combinations that are.
func (g *Game) selections(out []engine.Answer, p int, d *engine.Decision) []engine.Answer {
	found := len(out)
	// Tried on one copy while it refuses them: a refused answer changes
	// nothing (the engine's contract), so only an accepted one needs a
	// fresh copy for the next.
	var c engine.Game
	try := func(cards []int) {
		a := engine.Answer{Verb: "choose", Cards: append([]int(nil), cards...)}
		if c == nil {
			c = g.Clone()
		}
		if c.Answer(p, a) == nil {
			out = append(out, a)
			c = nil
		}
	}
	for start := 0; start+d.Min <= len(d.Among); start++ {
		try(d.Among[start : start+d.Min])
	}
	if len(out) > found {
		return out
	}
	// A card of each of several owners (The Perfect Gift's one of each
	// player's) lies deep in the order of combinations: the k-th card of
	// each owner's first.
	var owners [][]int
	for _, id := range d.Among {
		i := slices.IndexFunc(owners, func(l []int) bool { return g.S.Owner(l[0]) == g.S.Owner(id) })
		if i < 0 {
			owners = append(owners, nil)
			i = len(owners) - 1
		}
		owners[i] = append(owners[i], id)
	}
	if len(owners) >= d.Min && len(owners) > 1 {
		cards := make([]int, d.Min)
		for k := 0; k < len(d.Among) && len(out)-found < 4; k++ {
			for i := range cards {
				cards[i] = owners[i][k%len(owners[i])]
			}
			try(cards)
		}
		if len(out) > found {
			return out
		}
	}
	// Combinations in order, a bounded number of them.
	idx := make([]int, d.Min)
	for i := range idx {
		idx[i] = i
	}
	cards := make([]int, d.Min)
	for tries := 0; tries < 512 && len(out)-found < 4; tries++ {
		for i, k := range idx {
			cards[i] = d.Among[k]
		}
		try(cards)
		i := len(idx) - 1 // the next combination
		for i >= 0 && idx[i] == len(d.Among)-len(idx)+i {
			i--
		}
		if i < 0 {
			break
		}
		idx[i]++
		for j := i + 1; j < len(idx); j++ {
			idx[j] = idx[j-1] + 1
		}
	}
	return out
}

// answerLists hold the lists of answers that finished games listed into,
// for new games (a sim plays thousands, a search's playouts more): a
// declaration's list is a hundred or two answers long.
var answerLists = sync.Pool{New: func() any { return new([]engine.Answer) }}

func takeAnswers() []engine.Answer { return *answerLists.Get().(*[]engine.Answer) }

// giveUpAnswers hands the state's list of answers on, once the game is
// over: no answer is listed after the last one.
func (s *State) giveUpAnswers() {
	if s.answers != nil {
		l := s.answers[:0]
		s.answers = nil
		answerLists.Put(&l)
	}
}

// declarationLabels are the labels of every declaration (type, ring,
// province), made once and shared by the answers that name them.
var declarationLabels = func() (out [len(conflictTypes)][len(RingNames)][StrongholdProv + 1][]string) {
	for t, typ := range conflictTypes {
		for r, ring := range RingNames {
			for prov := range out[t][r] {
				out[t][r][prov] = []string{typ, ring, ProvinceLabel(prov)}
			}
		}
	}
	return out
}()

// declarations appends to out the legal conflict declarations for p: for
// each type and ring and province, all eligible attackers together and
// each alone.
func (s *State) declarations(out []engine.Answer, p int) []engine.Answer {
	if len(s.P) > 2 {
		for def := range s.P {
			if def != p && s.Playing(def) {
				out = s.declarationsAgainst(out, p, def)
			}
		}
		return out
	}
	return s.declarationsAgainst(out, p, s.Opponent(p))
}

// declarationsAgainst appends p's legal declarations against def.
func (s *State) declarationsAgainst(out []engine.Answer, p, def int) []engine.Answer {
	// The attackers each type may declare, offered all together and each
	// alone. The answers share these lists and their labels (answers are
	// read, never changed in place): a declaration has a hundred or two.
	var eligible, must [len(conflictTypes)][]int
	buf := make([]int, 0, len(conflictTypes)*len(s.P[p].Play)) // both types' lists in one
	total := 0
	var provBuf [StrongholdProv + 1]int
	provs := s.eligibleProvinces(provBuf[:0], def)
	unclaimed := s.UnclaimedRings()
	for t, typ := range conflictTypes {
		if (s.P[p].Declared(typ) && !s.Skirmish()) || s.P[p].Opps == 0 {
			continue
		}
		saved := s.Conf
		s.Conf = Conflict{Type: s.conflictTypeAs(p, typ), Attacker: p, Defender: def} // militaryconflicts.go
		start := len(buf)
		for _, id := range s.P[p].Play {
			if s.participantBar(id, p, false) == mayParticipate {
				buf = append(buf, id)
			}
		}
		must[t] = s.mustJoin(p, false) // mustjoin.go
		s.Conf = saved
		eligible[t] = buf[start:len(buf):len(buf)]
		if n := len(eligible[t]); n > 0 {
			groups := 1 // all together, and each alone when there are several
			if n > 1 {
				groups += n
			}
			total += unclaimed * len(provs) * groups
		}
	}
	if cap(out)-len(out) < total {
		out = slices.Grow(out, max(total, cap(out))) // the list serves again: room to spare
	}
	for t := range conflictTypes {
		for ring := range s.Rings {
			all := eligible[t]
			if len(all) == 0 || s.Rings[ring].Claimed >= 0 || s.ringBarred(p, ring) {
				continue
			}
			if all = s.declarableFor(all, p, def, conflictTypes[t], ring); len(all) == 0 {
				continue
			}
			for _, prov := range provs {
				if s.declarationBarred(p, def, prov, conflictTypes[t]) {
					continue
				}
				labels := declarationLabels[t][ring][prov]
				if len(s.P) > 2 { // the defender named too
					labels = append(labels[:3:3], SeatLabel(def))
				}
				out = append(out, engine.Answer{Verb: "declare", Cards: all, Labels: labels})
				if len(all) > 1 {
					for _, id := range all {
						if joinsAll(must[t], engine.One(id)) {
							out = append(out, engine.Answer{Verb: "declare", Cards: engine.One(id), Labels: labels})
						}
					}
				}
			}
		}
	}
	return out
}
