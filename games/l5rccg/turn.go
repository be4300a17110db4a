package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

func errNoSuchPlayer(p int) error { return fmt.Errorf("there is no player %d in the game", p+1) }

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

// regionOf is a Region attached to p's Province n once it has all the
// Regions it may take (one; two by The Khol Wall), or -1 while it has room.
func (s *State) regionOf(p, n int) int {
	room := 1
	if t := s.text(s.P[p].Stronghold); t != nil && t.TwoRegions {
		room = 2 // The Khol Wall
	}
	for _, id := range s.P[p].Regions {
		if int(s.Cards[id].Prov) == n && !s.freeRegion(id) {
			if room--; room == 0 {
				return id
			}
		}
	}
	return -1
}

// regionsAt lists every Region attached to p's Province n.
func (s *State) regionsAt(p, n int) []int {
	var out []int
	for _, id := range s.P[p].Regions {
		if int(s.Cards[id].Prov) == n {
			out = append(out, id)
		}
	}
	return out
}

// freeRegion reports a Region that does not count against its
// Province's one.
func (s *State) freeRegion(id int) bool {
	t := s.text(id)
	return t != nil && t.FreeRegion
}

// inPlay reports a card in play.
func (s *State) inPlay(id int) bool {
	switch s.Cards[id].Zone {
	case ZHome, ZBattle, ZAttached, ZStronghold, ZPreGame, ZRegion, ZField:
		return true
	}
	return false
}

// shadowlands reports a Shadowlands Horde player (their Stronghold has no
// Faction alignment: LE-FACTION-1).
func (s *State) shadowlands(p int) bool { return s.faction(p) == "shadowlands" }

// faction is p's Faction, as its Stronghold names it (a slug).
func (s *State) faction(p int) string {
	if d := s.def(s.P[p].Stronghold); d != nil && len(d.Clans) > 0 {
		return d.Clans[0]
	}
	return ""
}

// gainHonor changes p's Family Honor (LE-SHADOWLANDS-1: not for the
// Horde).
func (s *State) gainHonor(p, n int) { s.gainWhy(p, n, -1, "") }

// gainHonorFor is a gain or loss of Honor by the rules, said with why it
// happens ("for winning the battle").
func (s *State) gainHonorFor(p, n int, why string) { s.gainWhy(p, n, -1, why) }

// gainFrom changes p's Family Honor by an effect of a card (source; -1
// for the rules'): a gain is held for the Reactions before it.
func (s *State) gainFrom(p, n, source int) {
	why := ""
	if t := s.publicTitle(source); t != "" {
		why = "by " + t
	}
	s.gainWhy(p, n, source, why)
}

// gainWhy is gainFrom said with why the Honor changes, which the log
// tells (why travels with a gain or loss held for Reactions).
func (s *State) gainWhy(p, n, source int, why string) {
	if n == 0 || s.shadowlands(p) {
		return
	}
	if n > 0 {
		if ev := (engine.Event{Kind: OnBeforeGain, Player: p, N: n, Source: source}); s.mayReact(&ev) {
			s.Push(engine.Frame{Kind: kHeld, Player: p, Card: source, N: n, Labels: []string{heldGain, why}})
			return
		}
	}
	if n < 0 {
		s.lostHonorFrom(p, source) // NE-CLAN-HONOR
		if ev := (engine.Event{Kind: OnHonorLoss, Player: p, N: -n}); s.mayReact(&ev) {
			s.Push(engine.Frame{Kind: kHonorLoss, Player: p, N: -n, Labels: []string{why}})
			return
		}
	}
	s.applyGain(p, n, why)
}

// applyGain changes p's Family Honor now, a gain as the cards in play
// change it; the log says why, when it is known.
func (s *State) applyGain(p, n int, why string) {
	if s.shadowlands(p) { // LE-SHADOWLANDS-1: not a negation; nothing reacts to it
		return
	}
	if n > 0 {
		n = s.honorGain(p, n)
	}
	s.P[p].Honor += n
	if why != "" {
		why = " " + why
	}
	if n > 0 {
		s.Say(s.Names[p], " gains ", strconv.Itoa(n), " Honor", why)
	} else {
		s.Say(s.Names[p], " loses ", strconv.Itoa(-n), " Honor", why)
	}
}

// draw takes n Fate cards into p's hand.
func (s *State) draw(p, n int) {
	if s.anyEffect(efMark) && s.markedBy(s.P[p].Stronghold, endDrawsOnly, p) && (s.Phase != "end" || s.Active != p) {
		return // the Obi of Silence's vow
	}
	for range n {
		s.fromFateDeck(p, ZHand, &s.P[p].Hand)
	}
	if n > 0 {
		s.fire(engine.Event{Kind: OnDrew, Player: p, N: n})
	}
}

// losesAtTurnEnd marks a player who loses the game as the turn ends.
const losesAtTurnEnd = "loses-at-turn-end"

// LoseAtTurnEnd has p lose the game as this turn ends.
func (x *Ctx) LoseAtTurnEnd(p int) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, losesAtTurnEnd, UntilGame)
}

// attackedThisPhase marks, on the Attacker's Stronghold, the Defender of
// an attack declared this phase (N), where a card asks
// (Text.RemembersAttackers).
const attackedThisPhase = "attacked-this-phase"

// AttackedThisPhase is the player whom p attacked in the Attack Phase
// under way or just ended, or -1.
func (x *Ctx) AttackedThisPhase(p int) int {
	for i := range x.S.Effects.List {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == attackedThisPhase && l.Player == p {
			return l.N
		}
	}
	return -1
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

// fromFateDeck moves the top card of p's Fate deck to a zone and its
// list, if there is one.
func (s *State) fromFateDeck(p int, z Zone, list *[]int) {
	pl := &s.P[p]
	if len(pl.FateDeck) == 0 {
		return
	}
	id := pl.FateDeck[0]
	pl.FateDeck = pl.FateDeck[1:]
	s.Cards[id].Zone = z
	s.Cards[id].Inst++
	*list = append(*list, id)
}

// take removes a card from the list that holds it.
func (s *State) take(id int) {
	c := &s.Cards[id]
	p := &s.P[c.Owner]
	drop := func(l *[]int) { *l = slices.DeleteFunc(*l, func(x int) bool { return x == id }) }
	switch c.Zone {
	case ZHand:
		drop(&p.Hand)
		drop(&s.P[c.Controller].Hand) // a card of another's discard pile played as if in hand (Kan'ok'ticheck)
		c.Shown = false
		if s.holds&holdsLeftHand != 0 {
			s.leftHand(id)
		}
	case ZFateDeck:
		drop(&p.FateDeck)
	case ZDynastyDeck:
		drop(&p.DynastyDeck)
	case ZFateDiscard:
		drop(&p.FateDiscard)
	case ZDynastyDiscard:
		drop(&p.DynastyDiscard)
	case ZRemoved:
		drop(&p.Removed)
	case ZProvince:
		for i := range p.Provinces {
			if p.Provinces[i].Card == id {
				p.Provinces[i].Card = -1
			}
		}
	case ZHome, ZBattle:
		drop(&s.P[c.Controller].Play) // its effects stay on it (LE-DURATION-3), its tokens do not
		s.dropTokens(id)
	case ZAttached:
		drop(&s.Attached)
		s.dropTokens(id)
	case ZRegion:
		drop(&p.Regions)
	case ZPreGame: // a Wind replaced (Kyuden Otomo)
		drop(&p.PreGame)
	case ZField:
		drop(&p.Field)
	case ZFocus:
		drop(&p.Focus)
	case ZFocused:
		drop(&p.Focused)
	}
	c.Zone = ZNone
	c.Inst++
}

// toDiscard puts a card on its owner's discard pile for its deck,
// destroyed or discarded (LE-AREA-1), with its attachments (LE-STATE-6).
func (s *State) toDiscard(id int, destroyed bool) {
	for _, a := range s.Attachments(id) {
		s.toDiscard(a, destroyed)
	}
	s.removeUnder(id)
	exiled := s.inPlay(id) && s.marked(id, efMark, "exile-on-leave") || // Asako Takakazu's Spells
		(s.holds&holdsDiscardPlays != 0 || s.newEra()) && s.marked(id, efMark, exileWhenDiscarded) // NE-DISCIPLINE too
	s.take(id)
	c := &s.Cards[id]
	p := &s.P[c.Owner]
	c.Bowed, c.Facedown, c.Parent, c.Prov, c.Controller = false, false, -1, 0, c.Owner
	c.Destroyed = destroyed
	if c.Created || exiled { // LE-TOKEN-3: out of play, it is removed from the game
		c.Zone = ZRemoved
		p.Removed = append(p.Removed, id)
		return
	}
	if d := s.def(id); d != nil && d.Deck == "fate" {
		c.Zone = ZFateDiscard
		p.FateDiscard = append(p.FateDiscard, id)
	} else {
		c.Zone = ZDynastyDiscard
		p.DynastyDiscard = append(p.DynastyDiscard, id)
	}
	if t := s.text(id); t != nil && t.Discarded != nil {
		t.Discarded(&Ctx{S: s, P: int(c.Owner), Self: id})
	}
}

// destroy destroys a card in play: a Dishonored Personality costs its
// controller its printed Personal Honor (LE-DISHONOR-2). It returns how
// many cards were destroyed, attachments included.
func (s *State) destroy(id int) int { return s.destroyWith(id, -1) }

// destroyWith is destroy by a player's effect or army (causer; -1 for
// none): the Reactions after it learn whose (OnDestroyed's N: causer+1).
func (s *State) destroyWith(id, causer int) int { return s.destroyHow(id, causer, ByRule, -1) }

// destroyHow is destroyWith told how (By…): the Reactions after it learn
// (OnDestroyed's Source), and at which battlefield (its M).
func (s *State) destroyHow(id, causer, how, source int) int {
	return s.destroyWhy(id, causer, how, s.destroyedWhy(id, how, source))
}

// destroyBecause destroys a card by the rules, the log saying why
// ("with no Chi left").
func (s *State) destroyBecause(id int, why string) int { return s.destroyWhy(id, -1, ByRule, " "+why) }

// destroyWhy is destroyHow, the log saying why (" by a Ranged Attack").
func (s *State) destroyWhy(id, causer, how int, why string) int {
	c := &s.Cards[id]
	n := 1 + len(s.Attachments(id)) + len(s.under(id)) // an overlaid stack counts every card (LE-EXPERIENCED-3)
	owner, dishonored := int(c.Controller), c.Dishonored
	if s.holds&holdsFallen != 0 && s.isPersonality(id) {
		s.rememberFallen(id, owner, causer)
	}
	where := 0
	if u := &s.Cards[s.unitOf(id)]; u.Zone == ZBattle {
		where = int(u.Prov)
	}
	s.Say(s.Title(id), " is destroyed", why)
	expendable := s.neExpendables(id)
	s.toDiscard(id, true)
	s.witnessDestroyed(id, owner, where)
	s.neExpendable(expendable)
	if t := s.text(id); t != nil && t.Destroyed != nil {
		t.Destroyed(&Ctx{S: s, P: owner, Self: id}, where)
	}
	if dishonored {
		if d := s.def(id); d != nil && d.PersonalHonor > 0 {
			s.gainHonorFor(owner, -d.PersonalHonor, "as "+s.Title(id)+" dies dishonored")
		}
	}
	s.fire(engine.Event{Kind: OnDestroyed, Player: owner, Cards: engine.One(id), N: causer + 1, Source: how, M: where})
	return n
}

// Attachments lists the cards attached to id.
func (s *State) Attachments(id int) []int {
	var out []int
	for _, a := range s.Attached {
		if int(s.Cards[a].Parent) == id {
			out = append(out, a)
		}
	}
	return out
}

// refill fills p's empty Provinces face down from the Dynasty deck
// (LE-AREA-2).
func (s *State) refill(p int) {
	for _, pr := range s.P[p].Provinces {
		s.refillOne(p, pr.Number)
	}
}

// refillOne fills p's Province n if it is empty; when a Reaction may
// come before (The Shogun's Barracks), after it.
func (s *State) refillOne(p, n int) {
	pl := &s.P[p]
	pr := s.Province(p, n)
	if pr == nil || pr.Destroyed || pr.Card >= 0 || len(pl.DynastyDeck) == 0 {
		return
	}
	if s.holds&holdsBeforeRefill != 0 && s.refillHeld(p, n) {
		return
	}
	s.refillNow(p, n)
}

// refillNow fills p's empty Province n from the top of his Dynasty deck,
// face down (face up where an effect says so).
func (s *State) refillNow(p, n int) {
	pl := &s.P[p]
	pr := s.Province(p, n)
	if pr == nil || pr.Destroyed || pr.Card >= 0 || len(pl.DynastyDeck) == 0 {
		return
	}
	id := pl.DynastyDeck[0]
	pl.DynastyDeck = pl.DynastyDeck[1:]
	pr.Card = id
	c := &s.Cards[id]
	c.Inst++
	c.Zone, c.Facedown, c.Prov = ZProvince, true, int8(pr.Number)
	if s.takeFaceUpMark(p, n) {
		c.Facedown = false
		s.Say(s.Title(id), " is refilled face up")
	}
	if s.holds&holdsOpenProvinces != 0 {
		s.refilledOpen(p, id)
	}
}

// Province is p's Province numbered n, or nil.
func (s *State) Province(p, n int) *Province {
	for i := range s.P[p].Provinces {
		if s.P[p].Provinces[i].Number == n {
			return &s.P[p].Provinces[i]
		}
	}
	return nil
}

// ProvincesLeft counts p's Provinces not destroyed.
func (s *State) ProvincesLeft(p int) int {
	n := 0
	for _, pr := range s.P[p].Provinces {
		if !pr.Destroyed {
			n++
		}
	}
	return n
}

// destroyProvince destroys one of p's Provinces: its card is discarded
// (LE-AREA-3).
func (s *State) destroyProvince(p, n int) bool {
	pr := s.Province(p, n)
	if pr == nil || pr.Destroyed {
		return false
	}
	lostUse := useKey(s.P[p].Stronghold, provincesLostUse)
	if s.Used("turn", lostUse) > 0 && s.unmark("naga-storm") { // the Naga Storm: a second Province lost in a turn
		s.Say("the destruction of ", s.Names[p], "'s Province ", strconv.Itoa(n), " is negated")
		return false
	}
	s.Use("turn", lostUse)
	if pr.Card >= 0 {
		s.toDiscard(pr.Card, false)
	}
	for _, r := range append(s.regionsAt(p, n), s.fortificationsAt(p, n)...) {
		s.toDiscard(r, true) // what is attached to it is destroyed
	}
	for id := range s.Cards { // and what lies face down beneath it is discarded
		if c := &s.Cards[id]; c.Zone == ZBeneath && int(c.Owner) == p && int(c.Prov) == n {
			s.toDiscard(id, false)
		}
	}
	pr.Destroyed, pr.Card = true, -1
	s.Say(s.Names[p], "'s Province ", strconv.Itoa(n), " is destroyed")
	for _, id := range slices.Clone(s.P[p].Play) {
		if t := s.text(id); t != nil && t.ProvinceLost != nil && s.inPlay(id) {
			t.ProvinceLost(&Ctx{S: s, P: p, Self: id})
		}
	}
	by, army, more := -1, []int(nil), 0
	if s.Attack.Active && s.Attack.Defender == p {
		by, army = s.Attack.Attacker, s.army(n, true)
		more = s.ProvincesLeft(p) + 1 - s.ProvincesLeft(by) // how many more the owner had than the Attacker, before
	}
	s.boasted(p, n, army)
	s.fire(engine.Event{Kind: OnProvinceDestroyed, Player: p, N: n, Source: by, Cards: army, M: more})
	return true
}

// boasted carries out a Boastful Proclamation on a Province its battle's
// resolution destroyed: each Personality of the attacking army gets a
// +1F token, and the Attacker may draw a card.
func (s *State) boasted(p, n int, army []int) {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == "boast" && l.Player == p && l.N == n && len(army) > 0 {
			x := &Ctx{S: s, P: s.Attack.Attacker, Self: l.Cards[0]}
			for _, u := range army {
				x.Token(u, 1, 0)
			}
			x.Ask(x.P, "may-draw", 1, 1)
			return
		}
	}
}

// ProvinceStrength is the strength of p's Provinces (LE-STRONGHOLD-1).
func (s *State) ProvinceStrength(p int) int {
	return max(0, s.strongholdStat(p, func(d *carddb.Def) int { return d.ProvinceStrength }))
}

// strongholdStat is one of the Stronghold's numbers as p's Sensei
// modifies it (LE-SENSEI-1).
func (s *State) strongholdStat(p int, of func(d *carddb.Def) int) int {
	n := 0
	if d := s.def(s.P[p].Stronghold); d != nil {
		n = of(d)
	}
	for _, id := range s.P[p].PreGame {
		if d := s.def(id); d != nil && d.Type == "sensei" {
			n += of(d)
		}
	}
	return n
}

// startingHonor is p's Starting Family Honor: the Stronghold's, as the
// Sensei modifies it, never below -19 (LE-SENSEI-1).
func (s *State) startingHonor(p int) int {
	return max(-19, s.strongholdStat(p, func(d *carddb.Def) int { return d.StartingHonor }))
}

// Strength is the strength of p's Province n now: the Stronghold's, with
// the bonuses and penalties on it or on all p's Provinces, and its
// Region's trait; never below 0 (LE-BONUS-2).
func (s *State) Strength(p, n int) int {
	v := s.ProvinceStrength(p)
	key := provinceLabel(n)
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efProvince && l.Player == p && (l.Label == key || l.Label == "") {
			v += l.N
		}
	}
	for _, r := range s.regionsAt(p, n) {
		if t := s.text(r); t != nil {
			v += t.Strength
			if s.Cards[r].Bowed {
				v += t.StrengthBowed
			}
		}
	}
	for q := range s.P { // a Stronghold's trait on Provinces (Watchtower of the East)
		if sh := s.P[q].Stronghold; sh >= 0 {
			if t := s.text(sh); t != nil && t.StrengthOf != nil {
				v += t.StrengthOf(&Ctx{S: s, P: q, Self: sh}, p, n)
			}
		}
	}
	return max(0, v)
}

// stateChecks applies the rules that act at once: a Personality whose
// Chi is 0 is destroyed (LE-PERSONALITY-2); a player below -19 Family
// Honor or without Provinces is out of the game (LE-VICTORY-MILITARY).
func stateChecks(s *State) bool {
	if s.Core.Over || s.Phase == "" {
		return true
	}
	for i := 0; s.holds&holdsClanOnly != 0 && i < len(s.Attached); i++ { // "if this Personality is ever not Lion Clan, destroy him"
		a := s.Attached[i]
		if t := s.text(a); t != nil && t.ClanOnly != "" {
			if bearer := int(s.Cards[a].Parent); !s.hasKeyword(bearer, t.ClanOnly) {
				s.destroy(bearer)
				i = -1 // the list changed: look again
			}
		}
	}
	var buf [16]int
	if low, fall := s.chiLows(buf[:0]); fall {
		for p := range s.P { // LE-PERSONALITY-2
			for i := 0; i < len(s.P[p].Play); i++ {
				id := s.P[p].Play[i]
				if !s.isPersonality(id) || !slices.Contains(low, id) && s.chiAbove0(id) {
					continue
				}
				if s.Chi(id) == 0 && !s.marked(id, efNoChiDeath, "") {
					s.addEffect(efMark, p, []int{id}, 0, "chi-death", UntilGame) // Chuda Mishime asks who died so
					s.destroyBecause(id, "with no Chi left")
					i--
				}
			}
		}
	}
	for p := range s.P {
		if !s.Playing(p) {
			continue
		}
		if s.holds&holdsRing != 0 && s.enlightened(p) { // LE-VICTORY-ENLIGHTENMENT
			s.win(p, "enlightenment")
			return true
		}
		switch {
		case s.P[p].Honor < -19 && !s.dishonorProof(p) && !s.newEra(): // LE-VICTORY-DISHONOR; New Era's at the turn's end
			s.eliminate(p, "dishonor")
		case s.ProvincesLeft(p) == 0:
			s.eliminate(p, "provinces")
		}
		if s.Core.Over {
			return true
		}
	}
	return true
}

// chiLows lists, into buf, the cards whose Chi something lowers: a
// penalty, or an attachment of negative Chi upon it (Auras raise Chi
// only). It reports whether any Personality's Chi may be 0: one is
// lowered, or one has no printed Chi or a trait that changes it.
func (s *State) chiLows(buf []int) (low []int, fall bool) {
	low = buf
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efChi && l.N < 0 {
			low = append(low, l.Cards...)
		}
	}
	for _, a := range s.Attached {
		if d := s.def(a); d != nil && d.Chi < 0 {
			low = append(low, int(s.Cards[a].Parent))
		}
	}
	if len(low) > 0 {
		return low, true
	}
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if s.isPersonality(id) && !s.chiAbove0(id) {
				return low, true
			}
		}
	}
	return low, false
}

// chiAbove0 reports a Personality whose Chi is above 0 if nothing lowers
// it: a printed Chi above 0 and a trait that raises it if anything.
func (s *State) chiAbove0(id int) bool {
	if s.def(id).Chi <= 0 {
		return false
	}
	t := s.text(id)
	if t == nil || t.Stat == nil {
		return true
	}
	_, chi := t.Stat(s.borrow(int(s.Cards[id].Controller), id))
	s.giveBack()
	return chi >= 0
}

// eliminate takes p out of the game; the last player left wins by
// military victory (the Lotus rules count winning by eliminating every
// opponent so, whatever eliminated them).
func (s *State) eliminate(p int, why string) {
	s.Eliminate(p)
	s.Say(s.Names[p], " is out of the game", outWords[why])
	left, last := 0, -1
	for q := range s.P {
		if s.Playing(q) {
			left, last = left+1, q
		}
	}
	if left == 1 {
		ending := "military"
		switch {
		case why == "concession" && len(s.P) == 2:
			ending = "concession"
		case why == "dishonor" && s.newEra(): // NE-WIN-DISHONOR: a victory of its own
			ending = "dishonor"
		}
		s.win(last, ending)
	}
}

// outWords say why a player leaves the game, for the log.
var outWords = map[string]string{"concession": ", conceding", "a Desperate Wager lost": ", having lost a Desperate Wager",
	"dishonor": ", dishonored: their Family Honor is -20 or less", "provinces": ", all their Provinces destroyed"}

// victoryWords say how a player wins, for the log.
var victoryWords = map[string]string{"honor": " an Honor victory", "enlightenment": " an Enlightenment victory",
	"military": " a military victory", "concession": ": the other player concedes", "dishonor": " a Dishonor victory"}

// win ends the game.
func (s *State) win(p int, how string) {
	s.Victory = how
	s.Say(s.Names[p], " wins", victoryWords[how])
	s.End(p)
}

// actionOffers lists what p may do at an opportunity of the Action Phase
// (LE-3): the active player's Limited actions, lobbying (LE-LOBBY-1) and
// attaching a Follower, Item or Spell from hand (LE-3-ATTACH).
func (s *State) actionOffers(p int) []engine.Answer {
	out := s.abilityOffers(p) // the cards' own actions
	if p != s.Active {
		return out
	}
	if s.canLobby(p) {
		out = append(out, engine.Answer{Verb: "use", Labels: []string{"lobby"}})
	}
	for _, id := range s.P[p].Hand {
		if t := s.text(id); (t == nil || !t.EquipsInBattle) && s.canAttach(p, id) {
			out = append(out, engine.Answer{Verb: "play", Cards: engine.One(id)})
		}
	}
	return append(out, s.discardOffers(p, true)...)
}

// takeAction carries out an action chosen in the Action Phase.
// The answer is one the window offered (the engine admits no other).
func (s *State) takeAction(p int, a engine.Answer) error {
	if a.N > 0 || a.Verb == "use" && !(len(a.Labels) == 1 && a.Labels[0] == "lobby") { // a card's action, or a rules' one
		return s.takeAbility(p, a)
	}
	if a.Verb == "play" {
		s.borrowDiscard(p, a.Cards[0])
		s.Push(engine.Frame{Kind: kAttach, Player: p, Card: a.Cards[0]})
		return nil
	}
	// Lobbying: choose and bow the Personality, then take the Favor.
	s.P[p].Lobbied = true
	s.Push(engine.Frame{Kind: kTarget, Player: p, Labels: []string{"lobby"}})
	return nil
}

// canLobby: Political Limited, once a turn, with more Family Honor than
// each other player and a Personality to bow whose Personal Honor is
// above 0 (LE-LOBBY-1; not for the Horde, LE-SHADOWLANDS-2).
func (s *State) canLobby(p int) bool {
	if s.P[p].Lobbied || s.shadowlands(p) && !s.darkLobby(p) || s.Favor == p || s.severed(p) || s.favorGone() {
		return false
	}
	for q := range s.P {
		if q != p && s.Playing(q) && s.lobbyHonor(q) >= s.lobbyHonor(p) {
			return false
		}
	}
	return len(s.lobbyists(p)) > 0
}

// lobbyists are the Personalities p could bow to lobby: with Personal
// Honor, or, his Lobby the Black Heart's, Shadowlands ones.
func (s *State) lobbyists(p int) []int {
	dark := s.darkLobby(p)
	var out []int
	for _, id := range s.P[p].Play {
		if !s.isPersonality(id) || s.Cards[id].Bowed || s.text(id) != nil && s.text(id).NoLobby {
			continue
		}
		if dark && s.hasKeyword(id, "Shadowlands") || !dark && s.personalHonor(id) > 0 {
			out = append(out, id)
		}
	}
	return out
}

// darkLobby reports p's Lobby changed by a card of his (Text.DarkLobby):
// not Political, bowing a Shadowlands Personality.
func (s *State) darkLobby(p int) bool {
	for _, id := range s.P[p].PreGame { // a Wind's
		if t := s.text(id); t != nil && t.DarkLobby {
			return true
		}
	}
	return false
}

// lobbyHonor is p's Family Honor as lobbying compares it: with the Black
// Heart, the total printed Force of his Personalities if it is higher
// than every other player's Family Honor.
func (s *State) lobbyHonor(p int) int {
	h := s.P[p].Honor
	if !s.darkLobby(p) {
		return h
	}
	force := 0
	for _, id := range s.P[p].Play {
		if d := s.def(id); d != nil && d.Type == "personality" {
			force += d.Force
		}
	}
	for q := range s.P {
		if q != p && s.P[q].Honor >= force {
			return h
		}
	}
	return max(h, force)
}

// targetFrame asks for an action's target: the Personality that lobbies.
func targetFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	opts := make([]engine.Answer, 0, 4)
	for _, id := range s.lobbyists(f.Player) {
		opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "target", Prompt: "bow a Personality to lobby for the Imperial Favor", Options: opts})
	return engine.Again
}

func answerTarget(s *State, f *engine.Frame, p int, a engine.Answer) error {
	id := a.Cards[0]
	s.Cards[id].Bowed = true
	if t := s.text(s.P[p].Stronghold); t != nil && t.LobbyToken { // a Favor token instead, if he likes
		s.Say(s.Names[p], " bows ", s.Title(id), " to lobby")
		(&Ctx{S: s, P: p, Self: s.P[p].Stronghold}).Ask(p, lobbyToken, 1, 0)
		return nil
	}
	s.Favor = p
	s.Say(s.Names[p], " bows ", s.Title(id), " and gains the Imperial Favor")
	return nil
}

// lobbyToken is the choice, lobbying, of a Favor token on the Stronghold
// instead of the Imperial Favor (Text.LobbyToken).
const lobbyToken = "lobby-token"

// FavorTokens is the kind of token Kyuden Otomo holds.
const FavorTokens = "favor"

func init() {
	RegisterChoice(lobbyToken, &Choice{
		Prompt: "add a Favor token to your Stronghold instead of taking the Imperial Favor?",
		Labels: func(*Ctx, int, int) []string { return []string{"token"} },
		Words:  Words{Labels: map[string]string{"token": "add a Favor token to your Stronghold"}, Pass: "take the Imperial Favor"},
		Picked: func(x *Ctx, p int, _ string, _ int) {
			x.AddTokens(x.S.P[p].Stronghold, FavorTokens, 1)
			x.S.Say(x.S.Names[p], " adds a Favor token to ", x.S.Title(x.S.P[p].Stronghold))
		},
		Declined: func(x *Ctx, p int, _ int) {
			x.S.Favor = p
			x.S.Say(x.S.Names[p], " gains the Imperial Favor")
		},
	})
}

// isPersonality reports a Personality.
func (s *State) isPersonality(id int) bool {
	d := s.def(id)
	return d != nil && d.Type == "personality"
}

// personalHonor is a Personality's current Personal Honor: at most 0
// while Dishonored (LE-DISHONOR-3).
func (s *State) personalHonor(id int) int {
	d := s.def(id)
	if d == nil {
		return 0
	}
	n := d.PersonalHonor + s.lasting(id, efHonor)
	if s.Cards[id].Dishonored && (s.text(id) == nil || !s.text(id).KeepsHonor) {
		n = min(n, 0)
	}
	return max(0, n)
}

// elements are the five Rings' elements (LE-VICTORY-ENLIGHTENMENT).
var elements = [...]string{"Air", "Earth", "Fire", "Water", "Void"}

// enlightened reports p controlling a Ring of each element in play.
func (s *State) enlightened(p int) bool {
	have := 0
	for _, id := range s.P[p].Play {
		if s.typeOf(id) != "ring" || s.marked(id, efMark, "no-enlightenment") {
			continue
		}
		for i, e := range elements {
			if s.hasKeyword(id, e) {
				have |= 1 << i
			}
		}
	}
	return have == 1<<len(elements)-1
}

// dishonorProof reports a player whose Stronghold keeps him from losing
// by Dishonor.
func (s *State) dishonorProof(p int) bool {
	if s.P[p].Stronghold < 0 {
		return false
	}
	t := s.text(s.P[p].Stronghold)
	return t != nil && t.NoDishonorLoss
}

// severed reports a player with a card in play that keeps him from an
// Honor Victory and the Imperial Favor (Severed from the Emperor).
func (s *State) severed(p int) bool {
	return s.controlsWith(p, func(t *Text) bool { return t.Severs })
}

// rememberFallen keeps, on its controller's Stronghold, a Personality
// about to be destroyed: by another player's action this phase
// ("fallen-by", N: that player), or in a Resolution Segment ("fallen-in-
// resolution", N: his Chi).
func (s *State) rememberFallen(id, owner, causer int) {
	sh := []int{s.P[owner].Stronghold}
	if causer >= 0 && causer != owner && s.actionResolving() {
		s.addEffect(efMark, owner, sh, causer, "fallen-by", UntilPhase)
	}
	if s.inStep("4.5") {
		s.addEffect(efMark, owner, sh, s.Chi(id), "fallen-in-resolution", UntilBattle)
	}
}

// actionResolving reports an action's effects resolving now.
func (s *State) actionResolving() bool {
	for _, f := range s.Stack {
		if f.Kind == kAbility && f.Stage >= abResolve {
			return true
		}
	}
	return false
}

// kRefill refills a Province once the Reactions before it are taken
// (Player: its owner; N: its number).
const kRefill = "refill"

// refillHeld opens the Reactions before p's Province n refills, when any
// could be taken, and reports whether the refill waits for them.
func (s *State) refillHeld(p, n int) bool {
	ev := engine.Event{Kind: OnBeforeRefill, Player: p, N: n}
	if !s.mayReact(&ev) {
		return false
	}
	s.PushEvent(engine.Frame{Kind: kRefill, Player: p, N: n}, ev)
	return true
}

func refillFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage == 0 {
		f.Stage = 1
		s.PushEvent(engine.Frame{Kind: kReactions}, *f.Ev)
		return engine.Again
	}
	s.refillNow(f.Player, f.N)
	return engine.Done
}

// refillFaceUpMark marks, on a player's Stronghold, the Province about to
// refill as refilling face up.
const refillFaceUpMark = "refill-face-up"

// RefilledFaceUp has the Province whose refill a Reaction answers refill
// face up.
func (x *Ctx) RefilledFaceUp() {
	x.S.addEffect(efMark, x.Ev.Player, []int{x.S.P[x.Ev.Player].Stronghold}, x.Ev.N, refillFaceUpMark, UntilTurn)
}

// takeFaceUpMark ends the mark that has p's Province n refill face up,
// reporting whether there was one.
func (s *State) takeFaceUpMark(p, n int) bool {
	if !s.anyEffect(efMark) {
		return false
	}
	sh := s.P[p].Stronghold
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == refillFaceUpMark && l.N == n && len(l.Cards) == 1 && l.Cards[0] == sh {
			s.Effects.List = slices.Delete(s.Effects.List, i, i+1)
			return true
		}
	}
	return false
}

// singularRegionHeld reports a Region that may not join p for a Region
// of its title he controls already: a non-Unique Region is Singular
// (LE-SINGULAR-1).
func (s *State) singularRegionHeld(p, id int) bool {
	d := s.def(id)
	if d.Unique && !d.HasKeyword("Singular") {
		return false
	}
	return slices.ContainsFunc(s.P[p].Regions, func(r int) bool { return r != id && s.Title(r) == d.Title })
}

// destroyedWhy says, for the log, how a card comes to be destroyed.
func (s *State) destroyedWhy(id, how, source int) string {
	switch how {
	case ByResolution:
		return " as the battle resolves"
	case ByRanged:
		return " by a Ranged Attack"
	case ByYu:
		return " by Yu"
	case ByEffect:
		if t := s.publicTitle(source); t != "" && source != id {
			return " by " + t
		}
	}
	return ""
}
