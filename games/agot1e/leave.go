package agot1e

import (
	"slices"
	"strconv"

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
			continue // a "cannot" holds against every effect (AG-GEN-1)
		}
		dest := to
		if dest == ZDead && !s.IsType(id, "character") {
			dest = ZDiscard
		}
		if dest == ZDiscard && s.defs[id].HasKeyword("Deathbound") {
			dest = ZDead // AG-KW-3
		}
		if dest = s.instead(id, how, dest); dest == ZNone {
			continue // a replacement keeps it in play (AG-LEAVE-8)
		}
		c.Dying = dest
		s.Fresh = append(s.Fresh, id)
		if c.Side != NoSide {
			c.Side = NoSide // it leaves the challenge (AG-CHAL-14)
		}
		out = append(out, id)
		s.Say(s.name(id), " is ", how)
		s.gate(engine.Event{Kind: how, Player: int(c.Controller), Cards: engine.One(id), Source: by})
		if dest == ZDead {
			s.toDeadPile(id) // for responses it is there already (AG-LEAVE-3)
		}
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

// saveOffers are what p may do in a save window f (AG-TIME-5, AG-LEAVE-5):
// at step 2 of an event, cancel it with a save/cancel response; save a
// card at risk (f.Cards) by a save response or by discarding one of its
// duplicates (AG-LEAVE-6).
func (s *State) saveOffers(f *engine.Frame, p int) []engine.Answer {
	if f.Index >= 0 && s.windowAt(f.Index).N&(wCancelled|wFailed) != 0 {
		return nil
	}
	if f.At >= 0 && len(f.Cards) == 0 && s.uncancellable(&s.Gates[f.At]) {
		return nil // nothing to save and nothing to cancel (FAQ §4.3)
	}
	out := s.OptionList(4)
	for _, id := range s.atRisk(f) {
		if int(s.Cards[id].Controller) == p && len(s.duplicates(id)) > 0 {
			out = append(out, engine.Answer{Verb: "save", Cards: engine.One(id)})
		}
	}
	if f.At >= 0 {
		out = s.responsesTo(p, f.At, f.At+1, true, out)
	}
	return s.saveResponses(p, f, out)
}

// takeSave takes a save or cancel in save window f.
func (s *State) takeSave(f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "save" {
		if len(a.Cards) != 1 {
			return errf("AG-LEAVE-6", "save names one card")
		}
		id := a.Cards[0]
		if !slices.Contains(s.atRisk(f), id) || int(s.Cards[id].Controller) != p {
			return errf("AG-LEAVE-6", "%s is not about to leave play under your control", s.nameFor(p, id))
		}
		dups := s.duplicates(id)
		if len(dups) == 0 {
			return errf("AG-LEAVE-6", "%s has no duplicate to discard", s.name(id))
		}
		s.Say(s.Names[p], " discards a duplicate to save ", s.name(id))
		s.move(dups[len(dups)-1], int(s.Cards[dups[len(dups)-1]].Owner), ZDiscard, false)
		s.rescue(f, id)
		return nil
	}
	if len(a.Cards) == 1 && s.savesWith(a) {
		return s.takeSaveResponse(f, p, a)
	}
	if f.At < 0 {
		return errf("AG-TIME-17", "only saves may be played now")
	}
	return s.takeResponse(p, a, f.At, f.At+1, true)
}

// rescue takes card id out of harm's way in save window f: out of the
// event's targets at step 2, or no longer moribund in a window for saves
// only; the effect on it fails (AG-LEAVE-5).
func (s *State) rescue(f *engine.Frame, id int) {
	f.Cards = slices.DeleteFunc(slices.Clone(f.Cards), func(c int) bool { return c == id })
	if f.Index >= 0 {
		w := s.windowAt(f.Index)
		w.Ev.Cards = slices.DeleteFunc(slices.Clone(w.Ev.Cards), func(c int) bool { return c == id })
	} else if s.dying(id) {
		s.Cards[id].Dying = ZNone
		for _, a := range s.attachments(id) {
			if !s.Cards[a].Dup {
				s.Cards[a].Dying = ZNone
			}
		}
		for g := range s.Gates { // it did not leave: its leaving's gate closes
			if gt := &s.Gates[g]; len(gt.Cards) == 1 && gt.Cards[0] == id && (gt.Kind == "killed" || gt.Kind == "discarded" || gt.Kind == "returned") {
				gt.Kind = "closed"
			}
		}
	}
	s.gate(engine.Event{Kind: "saved", Player: int(s.Cards[id].Controller), Cards: engine.One(id)})
}

// saveFrame is the save window open now (the topmost), nil for none.
func (s *State) saveFrame() *engine.Frame {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if s.Stack[i].Kind == kSaves {
			return s.Stack[i]
		}
	}
	return nil
}

// saveResponses adds p's save responses usable now: abilities with
// Saves whose target may be a card at risk (AG-LEAVE-5).
func (s *State) saveResponses(p int, f *engine.Frame, out []engine.Answer) []engine.Answer {
	if !s.saving {
		return out
	}
	now := s.moment(p)
	add := func(id int, verb string) {
		t := s.texts[id]
		if t == nil || s.has[id]&hasSave == 0 {
			return
		}
		for i, a := range t.Abilities {
			if a.Saves && s.offerable(p, id, i, a, nil, now) {
				out = append(out, engine.Answer{Verb: verb, Cards: engine.One(id), N: i})
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
		} else {
			add(id, "trigger") // a card's save from the hand, where it says so (AG-ABIL-8)
		}
	}
	return out
}

// savesWith reports an answer naming a save response.
func (s *State) savesWith(a engine.Answer) bool {
	ab := s.ability(a.Cards[0], a.N)
	return ab != nil && ab.Saves
}

// takeSaveResponse uses a save response: it resolves through steps 1–4
// in a sub-window, its target chosen among the cards at risk.
func (s *State) takeSaveResponse(f *engine.Frame, p int, a engine.Answer) error {
	offers := s.saveResponses(p, f, nil)
	if !slices.ContainsFunc(offers, func(o engine.Answer) bool { return o.Verb == a.Verb && o.Cards[0] == a.Cards[0] && o.N == a.N }) {
		return errf("AG-LEAVE-5", "%s cannot save a card now", s.nameFor(p, a.Cards[0]))
	}
	s.Say(s.Names[p], " uses ", s.name(a.Cards[0]))
	s.openWindow(engine.Event{Kind: "ability", Player: p, Source: a.Cards[0], N: a.N}, wSub)
	return nil
}

// AtRisk lists the cards the save window open now may save.
func (x *Ctx) AtRisk() []int {
	if f := x.S.saveFrame(); f != nil {
		return x.S.atRisk(f)
	}
	return nil
}

// Save saves a card at risk (AG-LEAVE-5): it stays in play.
func (x *Ctx) Save(id int) {
	if f := x.S.saveFrame(); f != nil && slices.Contains(x.S.atRisk(f), id) {
		x.S.Say(x.S.name(id), " is saved")
		x.S.rescue(f, id)
		return
	}
	x.Failed = true
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
	if !s.heardAny(from, to) {
		return out // no card of the game answers these triggers
	}
	now := s.moment(p)
	add := func(id int, verb string) {
		t := s.texts[id]
		if t == nil || s.has[id]&hasResponse == 0 || s.Cards[id].Dup { // a duplicate has no text (AG-MARSH-7)
			return
		}
		for i, a := range t.Abilities {
			if a.Timing != Response || a.Cancels != cancels {
				continue
			}
			for g := to - 1; g >= from; g-- {
				gate := &s.Gates[g]
				if !a.answers(gate.Kind) || usedOn(gate, id, i) {
					continue
				}
				if s.offerable(p, id, i, a, gate, now) {
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
		// an event attached by its own effect answers nothing from play
		// (AG-ABIL-8)
		if int(s.Cards[id].Controller) == p && s.defs[id].Type != "event" {
			add(id, "trigger")
		}
	}
	for _, id := range s.P[p].Hand {
		if s.IsType(id, "event") {
			add(id, "play")
		}
	}
	for _, id := range s.outOfPlayUsers(p) { // AG-ABIL-8: Khal Drogo from the hand
		add(id, "trigger")
	}
	return out
}

func useKey(id, i int) string { return itoa(id) + "/" + itoa(i) }

// usedOn reports ability i of card id used on gate (its useKey among the
// gate's Used), without making the key: the listings ask it of every
// response and passive for every open gate, and most gates have none.
func usedOn(gate *engine.Event, id, i int) bool {
	if len(gate.Used) == 0 {
		return false
	}
	var buf [24]byte
	k := strconv.AppendInt(buf[:0], int64(id), 10)
	k = append(k, '/')
	k = strconv.AppendInt(k, int64(i), 10)
	for _, u := range gate.Used {
		if u == string(k) {
			return true
		}
	}
	return false
}

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
	if !s.heardAny(at, len(s.Gates)) {
		return out
	}
	add := func(id int) {
		t := s.texts[id]
		if t == nil || s.Cards[id].Dup { // a duplicate has no text (AG-MARSH-7)
			return
		}
		for i, a := range t.Abilities {
			if a.Timing != Passive {
				continue
			}
			for g := at; g < len(s.Gates); g++ {
				gate := &s.Gates[g]
				if !a.answers(gate.Kind) || usedOn(gate, id, i) {
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
	for p := range s.clockwise(s.First) {
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

// heardAny reports a trigger among the gates [from, to) that some card of
// the game answers (State.heard).
func (s *State) heardAny(from, to int) bool {
	for g := max(from, 0); g < to && g < len(s.Gates); g++ {
		if s.heard[s.Gates[g].Kind] {
			return true
		}
	}
	return false
}
