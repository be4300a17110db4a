package agot1e

import (
	"slices"

	"tessen/engine"
)

// leave removes cards from play by an effect of player by: each turns
// moribund (AG-TIME-6), stays where it is till its window's end step,
// and opens a gate for responses ("killed", "discarded", "returned",
// "leaves-play"). A card already moribund cannot be removed again
// (AG-LEAVE-3); a character killed goes to the dead pile, anything else
// killed to the discard pile (AG-LEAVE-9). It returns the cards that
// turned moribund.
func (s *State) leave(cards []int, to Zone, by int, how string) []int {
	var out []int
	for _, id := range cards {
		c := &s.Cards[id]
		if !s.InPlay(id) || c.Dying != ZNone || s.IsType(id, "house") || s.Cannot(id, "leave-"+how) {
			continue // AG-GEN-1: a card that cannot leave so stays
		}
		dest, how := to, how
		if r := s.instead(id, how); r != "" { // AG-LEAVE-8
			dest, how = leaveZone[r], r
		}
		if dest == ZDead && !s.IsType(id, "character") {
			dest = ZDiscard
		}
		if dest == ZDiscard && s.defs[id].HasKeyword("Deathbound") {
			dest = ZDead // AG-KW-3
		}
		c.Dying = dest
		if c.Side != NoSide {
			c.Side = NoSide // it leaves the challenge (AG-CHAL-14)
		}
		out = append(out, id)
		s.Say(s.name(id), " is ", how)
		s.gate(engine.Event{Kind: how, Player: int(c.Controller), Cards: engine.One(id), Source: by})
		// Its attachments leave with it, as passives of step 4 in the FAQ
		// (AG-TIME-7), discarded; duplicates go at the end step.
		for _, a := range s.attachments(id) {
			if !s.Cards[a].Dup && s.Cards[a].Dying == ZNone {
				s.Cards[a].Dying = ZDiscard
			}
		}
	}
	if len(out) > 0 {
		s.checkChallengeEmpty()
	}
	return out
}

// Kill kills characters (AG-LEAVE-1).
func (s *State) Kill(by int, cards ...int) []int { return s.leave(cards, ZDead, by, "killed") }

// Discard discards cards from play.
func (s *State) Discard(by int, cards ...int) []int { return s.leave(cards, ZDiscard, by, "discarded") }

// ReturnToHand returns cards in play to their owners' hands.
func (s *State) ReturnToHand(by int, cards ...int) []int {
	return s.leave(cards, ZHand, by, "returned")
}

// settleMoribund is the end step's work (AG-TIME-10, AG-LEAVE-2): every
// moribund card goes to its destination, its duplicates and attachments
// to their owners' discard piles, its power back to the pool.
func (s *State) settleMoribund() {
	for id := range s.Cards {
		c := &s.Cards[id]
		if c.Dying == ZNone || !s.InPlay(id) {
			continue
		}
		if c.Zone == ZPlay {
			for _, a := range s.attachments(id) {
				s.move(a, int(s.Cards[a].Owner), ZDiscard, false)
			}
		}
		s.move(id, int(c.Owner), c.Dying, false)
	}
}

// dying reports a card on its way out of play.
func (s *State) dying(id int) bool { return s.Cards[id].Dying != ZNone }

// doomed are the cards the event at step 2 of window w would remove.
func (s *State) doomed(w *engine.Frame) []int {
	if a := acts[w.Ev.Kind]; a != nil && a.Doomed != nil {
		return a.Doomed(s, w)
	}
	return nil
}

// saveOffers are what p may do at window w's step 2 (AG-TIME-5): cancel
// its event with a save/cancel response, or save a card it would remove,
// by a save response or by discarding a duplicate (AG-LEAVE-6).
func (s *State) saveOffers(w *engine.Frame, gate, p int) []engine.Answer {
	var out []engine.Answer
	if len(s.doomed(w)) == 0 && s.uncancellable(&s.Gates[gate]) {
		return nil // nothing to save and nothing to cancel (FAQ §4.3)
	}
	for _, id := range s.doomed(w) {
		if int(s.Cards[id].Controller) == p && len(s.duplicates(id)) > 0 {
			out = append(out, engine.Answer{Verb: "save", Cards: engine.One(id)})
		}
	}
	return s.responsesTo(p, gate, gate+1, true, out)
}

// takeSave takes a save or cancel at step 2.
func (s *State) takeSave(w *engine.Frame, gate, p int, a engine.Answer) error {
	if a.Verb == "save" {
		if len(a.Cards) != 1 {
			return errf("AG-LEAVE-6", "save names one card")
		}
		id := a.Cards[0]
		if !slices.Contains(s.doomed(w), id) || int(s.Cards[id].Controller) != p {
			return errf("AG-LEAVE-6", "%s is not about to leave play under your control", s.name(id))
		}
		dups := s.duplicates(id)
		if len(dups) == 0 {
			return errf("AG-LEAVE-6", "%s has no duplicate to discard", s.name(id))
		}
		s.Say(s.Names[p], " discards a duplicate to save ", s.name(id))
		s.move(dups[len(dups)-1], int(s.Cards[dups[len(dups)-1]].Owner), ZDiscard, false)
		s.saved(w, id)
		return nil
	}
	return s.takeResponse(p, a, gate, gate+1, true)
}

// saved takes card id out of the event's reach: the effect on it fails
// (AG-LEAVE-5).
func (s *State) saved(w *engine.Frame, id int) {
	w.Ev.Cards = slices.DeleteFunc(slices.Clone(w.Ev.Cards), func(c int) bool { return c == id })
	s.gate(engine.Event{Kind: "saved", Player: int(s.Cards[id].Controller), Cards: engine.One(id)})
}

// responseOffers are the responses p may use in a window whose gates
// start at index at (AG-TIME-8, AG-TIME-9).
func (s *State) responseOffers(at, p int) []engine.Answer {
	return s.responsesTo(p, at, len(s.Gates), false, nil)
}

// responsesTo lists p's responses to the gates [from, to): the
// "Response:" abilities of cards p controls in play and of events in p's
// hand, each once per gate (AG-TIME-14); with cancels, only save/cancel
// responses, to the event of step 2.
func (s *State) responsesTo(p, from, to int, cancels bool, out []engine.Answer) []engine.Answer {
	add := func(id int, verb string) {
		t := s.texts[id]
		if t == nil {
			return
		}
		for i, a := range t.Abilities {
			if a.Timing != Response || a.Cancels != cancels {
				continue
			}
			for g := to - 1; g >= from; g-- {
				gate := &s.Gates[g]
				if gate.Kind != a.On || slices.Contains(gate.Used, useKey(id, i)) {
					continue
				}
				if s.usable(p, id, i, gate) {
					out = append(out, engine.Answer{Verb: verb, Cards: engine.One(id), N: i, Labels: []string{gateLabel(g)}})
					break
				}
			}
		}
	}
	for _, id := range s.P[p].Play {
		add(id, "trigger")
	}
	for _, id := range s.Attached {
		if int(s.Cards[id].Controller) == p {
			add(id, "trigger")
		}
	}
	for _, id := range s.P[p].Hand {
		if s.IsType(id, "event") {
			add(id, "play")
		}
	}
	return out
}

func useKey(id, i int) string { return itoa(id) + "/" + itoa(i) }

func gateLabel(g int) string { return "gate-" + itoa(g) }

func gateIndex(l []string) int {
	if len(l) == 0 || len(l[0]) < 6 {
		return -1
	}
	return atoi(l[0][5:])
}

// takeResponse uses a response to a gate: it resolves through steps 1–4
// in a sub-window (AG-TIME-8).
func (s *State) takeResponse(p int, a engine.Answer, from, to int, cancels bool) error {
	if len(a.Cards) != 1 {
		return errf("AG-TIME-3", "name the card whose response you use")
	}
	offers := s.responsesTo(p, from, to, cancels, nil)
	var pick *engine.Answer
	for i := range offers {
		o := &offers[i]
		if o.Verb == a.Verb && o.Cards[0] == a.Cards[0] && (o.N == a.N) {
			pick = o
			break
		}
	}
	if pick == nil {
		return errf("AG-TIME-9", "%s has no response to what happened in this window", s.name(a.Cards[0]))
	}
	g := gateIndex(pick.Labels)
	s.Gates[g].Used = append(s.Gates[g].Used, useKey(pick.Cards[0], pick.N))
	s.Say(s.Names[p], " uses ", s.name(pick.Cards[0]))
	s.openWindow(engine.Event{Kind: "ability", Player: p, Source: pick.Cards[0], N: pick.N, M: g + 1}, wSub)
	return nil
}

// passives are the passive abilities set off by the gates from at on
// and not yet resolved for them (AG-TIME-7, AG-TIME-13): of cards in play
// and of the revealed plots.
func (s *State) passives(at int) []engine.Answer {
	var out []engine.Answer
	add := func(id int) {
		t := s.texts[id]
		if t == nil {
			return
		}
		for i, a := range t.Abilities {
			if a.Timing != Passive {
				continue
			}
			for g := at; g < len(s.Gates); g++ {
				gate := &s.Gates[g]
				if gate.Kind != a.On || slices.Contains(gate.Used, useKey(id, i)) {
					continue
				}
				p := int(s.Cards[id].Controller)
				if s.usable(p, id, i, gate) {
					out = append(out, engine.Answer{Verb: "passive", Cards: engine.One(id), N: i, Labels: []string{gateLabel(g)}})
					break
				}
			}
		}
	}
	for _, p := range s.order(s.First) {
		for _, id := range s.P[p].Play {
			add(id)
		}
		if pl := s.P[p].Plot; pl >= 0 {
			add(pl)
		}
	}
	for _, id := range s.Attached {
		add(id)
	}
	return out
}

// firePassive resolves a passive through steps 1–4 (AG-TIME-7).
func (s *State) firePassive(at int, a engine.Answer) {
	g := gateIndex(a.Labels)
	s.Gates[g].Used = append(s.Gates[g].Used, useKey(a.Cards[0], a.N))
	p := int(s.Cards[a.Cards[0]].Controller)
	s.openWindow(engine.Event{Kind: "ability", Player: p, Source: a.Cards[0], N: a.N, M: g + 1}, wSub)
}
