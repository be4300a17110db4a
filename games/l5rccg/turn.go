package l5rccg

import (
	"slices"
	"strconv"

	"tessen/engine"
)

// The turn (LE-TURN-1): the active player's six phases in order, each
// marked by its number (LE-1 Straighten, LE-2 Events, LE-3 Action, LE-4
// Attack, LE-5 Dynasty, LE-6 End), the Events Phase's revealing, the End
// Phase's draw, and what effects leave for a turn's beginning and end.
// The phases' own work has its files: action.go (LE-3), attack.go and
// battle.go (LE-4), dynasty.go (LE-5).

// phaseNames are the phases of a turn, by number (LE-1 … LE-6).
var phaseNames = [...]string{1: "straighten", 2: "events", 3: "action", 4: "attack", 5: "dynasty", 6: "end"}

// turnFrame runs the active player's turn, a phase a stage.
func turnFrame(s *State, f *engine.Frame) engine.Status {
	switch f.Stage {
	case 0: // the turn begins: LE-VICTORY-HONOR
		f.N = 0 // no phase of it has ended
		s.Begin("turn")
		s.Say("turn ", strconv.Itoa(s.Turn), ": ", s.Names[s.Active])
		for p := range s.P {
			s.P[p].FactionHonor, s.P[p].Lobbied = false, false
		}
		s.ResetUses("turn") // LE-CARDINAL-5: once a turn
		starts := s.atTurnStart(s.Active)
		s.expire(untilTurnOf(s.Active))
		s.promote(untilSecondTurnOf(s.Active), untilTurnOf(s.Active))
		s.promote(untilNextTurnEndOf(s.Active), untilTurnEndOf(s.Active))
		if s.P[s.Active].Honor >= 40 && !s.shadowlands(s.Active) && !s.severed(s.Active) {
			s.win(s.Active, "honor")
			return engine.Done
		}
		f.Stage = 12
		if len(starts) > 0 { // what effects left for this turn's beginning (LE-CARDINAL-3)
			s.pushInOrder(starts)
			return engine.Again
		}
		fallthrough
	case 12: // the Reactions after the turn began
		f.Stage = 1
		if s.fire(engine.Event{Kind: OnTurnBegan, Player: s.Active}) {
			return engine.Again
		}
		fallthrough
	case 1:
		s.beginPhase(1)
		f.Stage = 11 // what the phase's beginning asks, answered before the cards straighten
		return engine.Again
	case 11:
		s.straighten(s.Active)
		s.expire(untilStraightened(s.Active))
		s.promote(untilSecondStraightened(s.Active), untilStraightened(s.Active))
		f.Stage = 2
		if s.fire(engine.Event{Kind: OnStraightened, Player: s.Active}) {
			return engine.Again
		}
		fallthrough
	case 2:
		if s.phaseEnds(f, 1) {
			return engine.Again
		}
		s.beginPhase(2)
		f.Stage = 3
		s.Push(engine.Frame{Kind: kReveal, Player: s.Active})
		return engine.Again
	case 3:
		if s.phaseEnds(f, 2) {
			return engine.Again
		}
		s.beginPhase(3)
		f.Stage = 4
		s.Push(engine.Frame{Kind: kActions})
		return engine.Again
	case 4:
		if s.phaseEnds(f, 3) {
			return engine.Again
		}
		if !s.newEra() { // New Era's begins once the player chooses it (NE-3.3)
			s.beginPhase(4)
		}
		f.Stage = 5
		s.Push(engine.Frame{Kind: kAttack, Player: s.Active})
		return engine.Again
	case 5:
		if s.newEra() && s.Phase != phaseNames[4] { // NE-3.3: no Attack Phase to end
			f.N = max(f.N, 4)
		}
		if s.phaseEnds(f, 4) {
			return engine.Again
		}
		s.beginPhase(5)
		f.Stage = 6
		if !s.newEra() { // NE-5.3: New Era discards by its Dynasty action, not as the phase ends
			s.Push(engine.Frame{Kind: kDiscard, Player: s.Active, N: discardProvinces})
		}
		s.Push(engine.Frame{Kind: kRecruits})
		return engine.Again
	case 6:
		if s.phaseEnds(f, 5) {
			return engine.Again
		}
		s.beginPhase(6)
		f.Stage = 61
		if s.fire(engine.Event{Kind: OnEndDraw, Player: s.Active}) { // the Reactions before the draw
			return engine.Again
		}
		fallthrough
	case 61:
		f.Stage = 7
		if s.newEra() { // NE-6.3, NE-6.4: the turn's end, then the hand size
			f.Stage = 62
		} else {
			s.Push(engine.Frame{Kind: kDiscard, Player: s.Active, N: discardToHandSize})
		}
		s.endDraw(s.Active)
		return engine.Again
	case 62:
		f.Stage = 7
		s.neEndPhase()
		return engine.Again
	case 7: // the turn ends: what was left for then, and the Reactions before it
		if s.phaseEnds(f, 6) {
			return engine.Again
		}
		f.Stage = 8
		if !s.newEra() { // New Era's came before its discard (stage 62)
			s.turnEnds()
		}
		return engine.Again
	default: // the table passes to the next player
		if s.endsDishonored() { // NE-WIN-DISHONOR
			s.eliminate(s.Active, "dishonor")
			return engine.Done
		}
		if s.holds&holdsNinjutsu != 0 { // a bonus until a Ninja is singled out, or the turn ends
			for _, id := range s.markedCards(singledBonus) {
				s.expire(untilSingled(id))
			}
		}
		s.expire(UntilTurn)
		s.expire(untilTurnEndOf(s.Active))
		s.Active = s.Next(s.Active)
		s.Turn++
		f.Stage = 0
		return engine.Again
	}
}

// endDraw is the End Phase's draw (LE-6): one card, or three for Master's
// Dojo, two of which go back; then any additional cards, after it.
func (s *State) endDraw(p int) {
	sh := s.P[p].Stronghold
	extra := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == "end-draw-extra" && l.Player == p {
			extra++
		}
	}
	x := &Ctx{S: s, P: p, Self: sh}
	if extra > 0 {
		x.Ask(p, "end-draw-extra", 1, extra) // after the draw, pushed first
	}
	if !s.markedBy(sh, "end-draw-three", p) {
		s.draw(p, 1)
		return
	}
	before := len(s.P[p].Hand)
	s.draw(p, 3)
	for _, id := range s.P[p].Hand[before:] {
		s.addEffect(efMark, p, []int{id}, 0, "drawn-three", UntilTurn)
	}
	x.Ask(p, "drawn-three", 1, 2)
}

// atTurnStart lists the choices effects left for the beginning of p's
// turn, as frames, in the order they were made.
func (s *State) atTurnStart(p int) []engine.Frame {
	var out []engine.Frame
	until := untilTurnOf(p)
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efAtStart && l.Until == until {
			out = append(out, engine.Frame{Kind: kChoice, Player: l.Player, Card: l.Cards[0], Index: l.Player, N: 1, Turn: l.N, Labels: []string{l.Label}})
		}
	}
	return out
}

// turnEnds asks the choices effects left for the turn's end, in the
// order they were made, after the Reactions to the turn's ending.
func (s *State) turnEnds() {
	for p := range s.P {
		if s.Playing(p) && s.anyEffect(efMark) && s.markedBy(s.P[p].Stronghold, losesAtTurnEnd, p) {
			s.eliminate(p, "a Desperate Wager lost")
		}
	}
	for _, id := range slices.Clone(s.Attached) {
		if t := s.text(id); t != nil && t.TurnEnds != nil && s.inPlay(id) {
			t.TurnEnds(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id})
		}
	}
	s.eachInPlay(func(id int, t *Text) {
		if t.TurnEnds != nil {
			t.TurnEnds(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id})
		}
	})
	for p := range s.P {
		if sh := s.P[p].Stronghold; sh < 0 {
			continue
		} else if t := s.text(sh); t != nil && t.TurnEnds != nil {
			t.TurnEnds(&Ctx{S: s, P: p, Self: s.P[p].Stronghold})
		}
	}
	for _, id := range slices.Clone(s.P[s.Active].FateDiscard) { // the Path of Wisdom, from the discard pile
		if t := s.text(id); t != nil && t.TurnEnds != nil {
			t.TurnEnds(&Ctx{S: s, P: s.Active, Self: id})
		}
	}
	var ends []engine.Frame
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efAtEnd {
			ends = append(ends, engine.Frame{Kind: kChoice, Player: l.Player, Card: l.Cards[0], Index: l.Player, N: 1, Turn: l.N, Labels: []string{l.Label}})
		}
	}
	s.pushInOrder(ends) // LE-CARDINAL-3
	s.fire(engine.Event{Kind: OnTurnEnds, Player: s.Active})
}

// phaseEnds opens, once, the Reactions to the end of the turn's phase n
// (the turn frame's N: the last phase whose end was answered); it
// reports whether any were asked.
func (s *State) phaseEnds(f *engine.Frame, n int) bool {
	if f.N >= n {
		return false
	}
	f.N = n
	return s.fire(engine.Event{Kind: OnPhaseEnded, Player: s.Active, N: n})
}

// beginPhase marks a phase of the turn by its number.
func (s *State) beginPhase(n int) {
	s.expire(UntilPhase)
	s.Phase = phaseNames[n]
	s.ResetUses("phase") // "once per phase"
	s.Begin(strconv.Itoa(n))
	if n == 1 && s.holds&holdsOpenProvinces != 0 {
		s.keepOpen(s.Active)
	}
	has := func(id int) bool { t := s.text(id); return t != nil && t.PhaseBegins != nil }
	if !has(s.P[s.Active].Stronghold) && !slices.ContainsFunc(s.P[s.Active].Play, has) {
		return // most phases of most games: nothing to copy the list for
	}
	for _, id := range append([]int{s.P[s.Active].Stronghold}, s.P[s.Active].Play...) { // those in play as it begins
		if t := s.text(id); t != nil && t.PhaseBegins != nil && s.inPlay(id) {
			t.PhaseBegins(&Ctx{S: s, P: s.Active, Self: id}, n)
		}
	}
}

// straighten straightens p's bowed cards and Stronghold (LE-1).
func (s *State) straighten(p int) {
	for id := range s.Cards {
		if c := &s.Cards[id]; c.Bowed && s.inPlay(id) && (int(c.Controller) == p || s.text(id) != nil && s.text(id).Straightens) && !s.marked(id, efNoStraight, "") {
			if s.wake(id) { // a Sleep token goes instead
				continue
			}
			c.Bowed = false
		}
	}
}

// wake removes one Sleep token from a card, reporting whether it had one
// (Freezing the Lifeblood: "remove one Sleep token instead of
// straightening him").
func (s *State) wake(id int) bool {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == "sleep" && slices.Contains(l.Cards, id) {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			s.Say(s.Title(id), " loses a Sleep token instead of straightening")
			return true
		}
	}
	return false
}

// kReveal is the Events Phase's revealing (LE-2): Player's Provinces,
// N the next to look at; Stage 1 while the Event revealed in Province N
// (Card) resolves.
const kReveal = "reveal"

// revealFrame turns the player's face-down Province cards up, left to
// right: an Event resolves (what it asks answered first) and is
// discarded, a Region attaches to its Province if it may (else it is
// discarded), and the Province refills face down before the next one is
// looked at. An Event or Region already face up there acts the same.
func revealFrame(s *State, f *engine.Frame) engine.Status {
	p := f.Player
	for ; f.N < len(s.P[p].Provinces); f.N++ {
		pr := &s.P[p].Provinces[f.N]
		if f.Stage == 3 { // the Reactions before the Event resolves are over
			f.Stage = 1
			if len(f.Labels) > 0 && f.Labels[0] == negatedAction {
				f.Labels = nil
			} else if t := s.text(f.Card); t != nil && t.Event != nil {
				since := s.Effects.Next
				t.Event(&Ctx{S: s, P: p, Self: f.Card})
				s.sourced(f.Card, since)
			}
			return engine.Again
		}
		if f.Stage == 1 { // the Event revealed here has resolved
			f.Stage = 2
			if s.fire(engine.Event{Kind: OnEventResolved, Player: p, Cards: engine.One(f.Card)}) {
				return engine.Again
			}
		}
		if f.Stage == 2 {
			f.Stage = 0
			if s.Cards[f.Card].Zone == ZProvince {
				switch {
				case s.unmarkCard(s.P[p].Stronghold, "exile-event:"+s.Title(f.Card)): // Hoshi Matsuta's
					(&Ctx{S: s, P: p}).RemoveFromGame(f.Card)
				case s.unmarkCard(f.Card, eventToDeck): // Kachiko's Kiss
					s.toDiscard(f.Card, false)
					(&Ctx{S: s, P: p}).EventToDeck(f.Card)
				default:
					s.toDiscard(f.Card, false)
				}
			}
			s.refillOne(p, pr.Number)
			continue
		}
		if pr.Destroyed || pr.Card < 0 {
			continue
		}
		id := pr.Card
		if s.holds&holdsNinjutsu != 0 && s.Cards[id].Facedown { // a Ninjutsu Personality kept face down (Shiro no Soshi)
			if s.kept(id) {
				continue
			}
			if s.keepsNinja(p, id) && !s.marked(id, efMark, "to-reveal") {
				(&Ctx{S: s, P: p, Self: id}).Ask(p, "keep-face-down", 1, id)
				return engine.Again
			}
		}
		if s.Cards[id].Facedown {
			s.Cards[id].Facedown = false
			s.Say(s.Names[p], " reveals ", s.Title(id), " in Province ", strconv.Itoa(pr.Number))
		}
		switch s.def(id).Type { // face up already, an Event or Region acts all the same (LE-2)
		case "event": // LE-EVENT-1, after the Reactions before it resolves
			f.Stage, f.Card = 3, id
			s.fire(engine.Event{Kind: OnBeforeEvent, Player: p, Cards: engine.One(id)})
			return engine.Again
		case "region": // LE-REGION-1: one a Province (but one that says it does not count); LE-SINGULAR-1: one of a name
			if !s.freeRegion(id) && s.regionOf(p, pr.Number) >= 0 || s.singularRegionHeld(p, id) {
				s.toDiscard(id, false)
			} else {
				s.take(id)
				c := &s.Cards[id]
				c.Zone, c.Prov, c.Controller = ZRegion, int8(pr.Number), int8(p)
				s.P[p].Regions = append(s.P[p].Regions, id)
				s.Say(s.Title(id), " attaches to Province ", strconv.Itoa(pr.Number))
			}
			s.refillOne(p, pr.Number)
		}
	}
	return engine.Done
}

// losesAtTurnEnd marks a player who loses the game as the turn ends.
const losesAtTurnEnd = "loses-at-turn-end"

// LoseAtTurnEnd has p lose the game as this turn ends.
func (x *Ctx) LoseAtTurnEnd(p int) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, losesAtTurnEnd, UntilGame)
}

// endDrawsOnly marks a player who draws no cards outside his own End
// Phase until the game ends.
const endDrawsOnly = "end-draws-only"

// DrawOnlyInEndPhase keeps p from drawing cards outside his own End Phase
// until the game ends.
func (x *Ctx) DrawOnlyInEndPhase(p int) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, endDrawsOnly, UntilGame)
	x.S.Say(x.S.Names[p], " will draw cards only in his End Phase")
}
