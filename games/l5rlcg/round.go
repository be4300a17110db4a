package l5rlcg

import (
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// The phases of a round (RR Appendix I), each a frame whose Stage walks
// its numbered framework steps. A phase ends by pushing the next one.

// Stages at which a game set up "in a phase" starts: that phase's first
// action window (FORMAT.md).
var phaseStart = map[string]struct {
	kind  string
	stage int
	step  string
}{
	"dynasty":  {kDynasty, 3, "1.4"},
	"draw":     {kDraw, 5, "2.5"},
	"conflict": {kConflictPh, 1, "3.1"},
	"fate":     {kFate, 4, "4.4"},
	"regroup":  {kRegroup, 1, "5.1"},
}

// phaseBegins opens the reactions to a phase beginning ("after the draw
// phase begins").
func (s *State) phaseBegins() {
	s.emit(engine.Event{Kind: EvPhase, Player: -1, Source: -1, Label: s.Phase})
}

// endPhase ends a phase: its lasting effects expire, then the
// interrupts and reactions to its ending resolve, then the next phase.
func (s *State) endPhase(next string) {
	s.expire("phase")
	s.ResetUses("phase")
	s.Push(engine.Frame{Kind: next})
	s.emit(engine.Event{Kind: EvPhaseEnds, Player: -1, Source: -1, Label: s.Phase})
}

// endRound ends the round (5.6; in skirmish, with the fate phase): the
// lasting effects and limits of the phase and of the round are over.
func (s *State) endRound() {
	s.expire("phase")
	s.expire("round")
	s.ResetUses("phase")
	s.ResetUses("round")
	if len(s.Uses) == 0 { // every period is over: no card has a use left
		for id := range s.Cards {
			s.Cards[id].Used = false
		}
	}
}

func dynastyPhase(s *State, f *engine.Frame) engine.Status {
	st := engine.Again // Unchanged where a stage only marks a step or pushes frames
	switch f.Stage {
	case 0:
		s.Begin("1.1")
		s.Round++
		s.Phase = "dynasty"
		for p := range s.P {
			s.P[p].Passed, s.P[p].Limited = false, 0
		}
		s.Declared = nil
		s.phaseBegins()
	case 1:
		s.Begin("1.2")
		for _, p := range s.playerOrder() {
			for prov := range s.Provinces() {
				for _, id := range s.P[p].Dyn[prov] {
					s.turnFaceupInProvince(id)
				}
			}
		}
	case 2:
		s.Begin("1.3")
		amounts := make([]int, len(s.P))
		for _, p := range s.playerOrder() {
			if s.Skirmish() {
				amounts[p] = s.rules().fate
			} else {
				amounts[p] = s.def(s.P[p].Stronghold).Fate
			}
			s.gainFate(p, amounts[p])
		}
		s.collectedFate(amounts) // dynastyfate.go
	case 3:
		s.Begin("1.4")
		s.Push(engine.Frame{Kind: kDynWindow})
		st |= engine.Unchanged
	default:
		s.Begin("1.5")
		s.endPhase(kDraw)
		return engine.Done
	}
	f.Stage++
	return st
}

func drawPhase(s *State, f *engine.Frame) engine.Status {
	st := engine.Again // Unchanged where a stage only marks a step or pushes frames
	switch f.Stage {
	case 0:
		if wait, skipped := s.phaseWould(f, "draw"); wait {
			return engine.Again
		} else if skipped {
			s.Push(engine.Frame{Kind: kConflictPh}) // RR-PHASE-SKIP-1
			return engine.Done
		}
		s.Begin("2.1")
		s.Phase = "draw"
		s.phaseBegins()
	case 1:
		s.Begin("2.2")
		s.Push(engine.Frame{Kind: kBid})
		st |= engine.Unchanged
	case 2:
		s.Begin("2.3")
		s.revealBids("draw")
	case 3:
		s.Begin("2.4")
		s.transferBids()
	case 4:
		s.Begin("2.5")
		for p := range s.P {
			s.draw(p, s.bidDraw(p))
		}
	case 5:
		s.Push(engine.Frame{Kind: kWindow})
		st |= engine.Unchanged
	default:
		s.Begin("2.6")
		s.endPhase(kConflictPh)
		return engine.Done
	}
	f.Stage++
	return st
}

// The conflict phase: Turn is the player with the next conflict
// opportunity.
func conflictPhase(s *State, f *engine.Frame) engine.Status {
	switch f.Stage {
	case 0:
		s.Begin("3.1")
		s.Phase = "conflict"
		for p := range s.P {
			s.P[p].Opps, s.P[p].MilDone, s.P[p].PolDone, s.P[p].AgainstBy, s.P[p].LostThisPhase = s.rules().conflicts, false, false, [MaxSeats]int8{}, 0
			s.P[p].ExtraMil, s.P[p].ExtraPol = 0, 0
			if !s.Playing(p) {
				s.P[p].Opps = 0
			}
		}
		f.Turn = s.First
		f.Stage = 1
		s.phaseBegins()
	case 1: // the action window after 3.1 and after each conflict
		f.Stage = 2
		s.Push(engine.Frame{Kind: kWindow})
		return engine.Again | engine.Unchanged
	case 2:
		// Opportunities alternate between players who still have some.
		p := f.Turn
		for range s.P {
			if s.P[p].Opps > 0 {
				break
			}
			p = s.Next(p)
		}
		if s.P[p].Opps == 0 {
			f.Stage = 4
			return engine.Again | engine.Unchanged
		}
		f.Turn = s.Next(p)
		f.Stage = 3
		s.Push(engine.Frame{Kind: kDeclare, Player: p})
		return engine.Again | engine.Unchanged
	case 3:
		s.Begin("3.3")
		f.Stage = 1
		return engine.Again | engine.Unchanged
	case 4:
		s.Begin("3.4")
		s.Begin("3.4.1")
		f.Stage = 5
		if w := s.gloryCountWinner(); w >= 0 && s.Skirmish() {
			s.Begin("3.4.2")
			s.Favor = w // skirmish's Favor has no sides to choose
			s.Say(s.Names[w], " claims the Imperial Favor")
		} else if w >= 0 {
			s.Begin("3.4.2")
			s.Ask(engine.Decision{Players: engine.One(w), Kind: "favor", Prompt: "set the Imperial Favor to its military or political side",
				Options: s.chooseLabels(conflictTypes[:]...)})
		} else {
			s.Begin("3.4.2")
			s.Say("the glory count is tied: the Imperial Favor stays as it is")
		}
	default:
		s.Begin("3.5")
		s.endPhase(kFate)
		return engine.Done
	}
	return engine.Again
}

func answerFavor(s *State, f *engine.Frame, p int, a engine.Answer) error {
	s.claimFavor(p, a.Labels[0])
	return nil
}

// GloryCount is a player's total for the framework glory count: glory of
// ready characters plus 1 per claimed ring (RR "Glory Count").
func (s *State) GloryCount(p int) int {
	n := 0
	for _, id := range s.P[p].Play {
		if !s.Cards[id].Bowed {
			n += s.Glory(id)
		}
	}
	for i := range s.Rings {
		if s.HasClaimedRing(p, i) {
			n++
		}
	}
	return n + s.gloryCountBonus(p)
}

// gloryCountWinner is the player whose glory count is higher than each
// other player's, or -1 on a tie for the highest.
func (s *State) gloryCountWinner() int {
	counts := make([]string, 0, len(s.P))
	best, winner := -1, -1
	for p := range s.P {
		n := s.GloryCount(p)
		if !s.Playing(p) {
			continue
		}
		counts = append(counts, s.Names[p]+" "+strconv.Itoa(n))
		switch {
		case n > best:
			best, winner = n, p
		case n == best:
			winner = -1
		}
	}
	s.Say("glory count: ", strings.Join(counts, ", "))
	return winner
}

func fatePhase(s *State, f *engine.Frame) engine.Status {
	st := engine.Again // Unchanged where a stage only marks a step or pushes frames
	switch f.Stage {
	case 0:
		s.Begin("4.1")
		s.Phase = "fate"
		s.phaseBegins()
	case 1:
		s.Begin("4.2")
		// In player order, each character without fate is discarded, one
		// at a time (in the order they entered play: see docs).
		var evs []engine.Event
		for _, p := range s.playerOrder() {
			for _, id := range s.P[p].Play {
				if s.Cards[id].Fate == 0 {
					evs = append(evs, engine.Event{Kind: EvLeavePlay, Player: -1, Source: -1, Cards: engine.One(id), Label: "discard"})
				}
			}
		}
		s.emitAll(evs)
		st |= engine.Unchanged
	case 2:
		s.Begin("4.3")
		s.removeFatePhaseFate()
	case 3:
		if s.Skirmish() { // the Learn to Play puts no fate on rings
			st |= engine.Unchanged
			break
		}
		s.Begin("4.4")
		var rings []string
		for i := range s.Rings {
			if s.Rings[i].Claimed < 0 {
				s.Rings[i].Fate++
				rings = append(rings, RingNames[i])
			}
		}
		if !s.Quiet && len(rings) > 0 {
			s.Say("1 fate is placed on the ", andList(rings), " ", map[bool]string{true: "ring", false: "rings"}[len(rings) == 1])
		}
	case 4:
		s.Push(engine.Frame{Kind: kWindow})
		st |= engine.Unchanged
	case 5, 6, 7, 8:
		// Skirmish has no regroup phase: the fate phase goes on with its
		// steps 3-6, the regroup phase's 5.2-5.5 (docs/rules).
		if !s.Skirmish() {
			f.Stage = 9
			return engine.Again | engine.Unchanged
		}
		st = regroupStep(s, f.Stage-3)
	default:
		s.Begin("4.5")
		if s.Skirmish() {
			s.endRound()
			s.Push(engine.Frame{Kind: kDynasty})
			s.emit(engine.Event{Kind: EvPhaseEnds, Player: -1, Source: -1, Label: s.Phase})
			return engine.Done
		}
		s.endPhase(kRegroup)
		return engine.Done
	}
	f.Stage++
	return st
}

func regroupPhase(s *State, f *engine.Frame) engine.Status {
	st := engine.Again // Unchanged where a stage only marks a step or pushes frames
	switch f.Stage {
	case 0:
		if len(s.Effects.List) > 0 && s.extraFatePhase() {
			return engine.Done // a fate phase in its place, then a regroup phase (RR-EXTRA-PHASE-1)
		}
		s.Begin("5.1")
		s.Phase = "regroup"
		s.phaseBegins()
	case 1:
		s.Push(engine.Frame{Kind: kWindow})
		st |= engine.Unchanged
	case 2, 3, 4, 5:
		st = regroupStep(s, f.Stage)
	default:
		s.Begin("5.6")
		s.endRound()
		s.Push(engine.Frame{Kind: kDynasty})
		return engine.Done
	}
	f.Stage++
	return st
}

// regroupStep runs step 5.<stage> of the regroup phase, 5.2 to 5.5.
func regroupStep(s *State, stage int) engine.Status {
	switch stage {
	case 2:
		s.Begin("5.2")
		for id := range s.Cards {
			if s.inPlay(id) && (!s.Cards[id].Bowed || s.readiesInRegroup(id)) {
				s.Cards[id].Bowed = false
			}
		}
	case 3:
		s.Begin("5.3")
		// In player order: broken provinces are emptied (not in skirmish,
		// whose provinces are emptied as they break); each player may
		// discard faceup cards from the others.
		if !s.Skirmish() {
			for _, p := range s.playerOrder() {
				for prov := range s.Provinces() {
					if s.Cards[s.P[p].Prov[prov]].Broken {
						var cards []int
						for _, id := range append([]int(nil), s.P[p].Dyn[prov]...) {
							if !s.Cards[id].Facedown {
								s.discard(id)
								cards = append(cards, id)
							}
						}
						s.saidDiscarded(cards, " from "+s.brokenWords(p, prov))
						s.refill(p, prov, false)
					}
				}
			}
		}
		order := s.playerOrder()
		for i := len(order) - 1; i >= 0; i-- {
			s.Push(engine.Frame{Kind: kProvDiscard, Player: order[i]})
		}
	case 4:
		s.Begin("5.4")
		if s.returnRingsAnswered() { // RR-RING-RETURN-2
			return engine.Again
		}
		for i := range s.Rings {
			s.Rings[i].Claimed = -1
		}
	case 5:
		s.Begin("5.5")
		s.emit(engine.Event{Kind: EvPassToken, Player: s.First})
		return engine.Again | engine.Unchanged
	}
	return engine.Again
}

const kProvDiscard = "province-discard"

// provDiscardFrame is a player's optional discard of faceup dynasty cards
// from their provinces in 5.3 (unbroken ones: a broken one was emptied
// already); each emptied province refills facedown.
func provDiscardFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	among := s.discardableInProvinces(f.Player)
	if len(among) == 0 {
		return engine.Done
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "discard-provinces", Prompt: "discard faceup cards from your provinces, or pass",
		Options: passOnly, Open: chooseVerb, Among: among, Min: 1, Max: len(among)})
	return engine.Again
}

// discardableInProvinces lists the faceup cards p may discard in 5.3:
// those in unbroken provinces, or in skirmish in any ("any number of
// faceup cards from any of their provinces").
func (s *State) discardableInProvinces(p int) []int {
	var out []int
	for prov := range s.Provinces() {
		if s.Cards[s.P[p].Prov[prov]].Broken && !s.Skirmish() {
			continue
		}
		for _, id := range s.P[p].Dyn[prov] {
			if !s.Cards[id].Facedown {
				out = append(out, id)
			}
		}
	}
	return out
}

func answerProvDiscard(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "pass" {
		return nil
	}
	among := s.discardableInProvinces(p)
	if err := s.checkSelection(a.Cards, among, 1, len(among)); err != nil {
		return err
	}
	for _, id := range a.Cards {
		prov := s.Cards[id].Prov
		s.discard(id)
		s.refill(p, int(prov), false)
	}
	if !s.Quiet {
		s.Say(s.Names[p], " discards ", s.titles(a.Cards), " from their provinces")
	}
	return nil
}

// playerOrder is the first player, then clockwise each other player
// (Learn to Play, Appendix I: "in player order").
func (s *State) playerOrder() []int {
	order := make([]int, 0, len(s.P))
	for i := range s.P {
		if p := (s.First + i) % len(s.P); s.Playing(p) {
			order = append(order, p)
		}
	}
	return order
}

// Bids (2.2 and D.3): each player owes a secret bid of 1 to 5; Out marks
// who has bid; those who have not are asked the same decision again.
func bidFrame(s *State, f *engine.Frame) engine.Status {
	var owed []int
	for p := range s.P {
		if f.Out&(1<<p) == 0 && s.Playing(p) {
			owed = append(owed, p)
		}
	}
	if len(owed) == 0 {
		return engine.Done
	}
	opts := s.bidOptions()
	// A player some of whose bids a card forbids is asked alone (bidbar.go).
	for _, p := range owed {
		if o := s.bidOptionsFor(p); len(o) < len(opts) {
			s.AskTogether(f, engine.Decision{Players: engine.One(p), Kind: "bid", Prompt: "bid " + strconv.Itoa(o[0].N) + " to " + strconv.Itoa(o[len(o)-1].N) + " honor, in secret", Options: o})
			return engine.Again
		}
	}
	s.AskTogether(f, engine.Decision{Players: owed, Kind: "bid", Prompt: "bid 1 to " + strconv.Itoa(len(opts)) + " honor, in secret", Options: opts})
	return engine.Again
}

// bids are the honor dial's settings, the options of every bid.
var bids = []engine.Answer{{Verb: "bid", N: 1}, {Verb: "bid", N: 2}, {Verb: "bid", N: 3}, {Verb: "bid", N: 4}, {Verb: "bid", N: 5}}

func answerBid(s *State, f *engine.Frame, p int, a engine.Answer) error {
	s.P[p].Secret = a.N
	f.Out |= 1 << p
	return nil
}

// revealBids turns the dials up (2.3, D.4) and opens the reactions to
// their reveal, which may change what the bids count for: every player's,
// or only the named players' (a duel's).
func (s *State) revealBids(label string, only ...int) {
	var bids []string
	for p := range s.P {
		if len(only) > 0 && !slices.Contains(only, p) {
			continue
		}
		s.P[p].Bid, s.P[p].Secret = s.P[p].Secret, 0
		bids = append(bids, s.Names[p]+" "+strconv.Itoa(s.P[p].Bid))
	}
	s.Say("honor bids: ", strings.Join(bids, ", "))
	s.emit(engine.Event{Kind: EvBids, Player: -1, Label: label})
}

// transferBids: the higher bidder gives the difference to the lower
// (2.4, D.5). With more than two players (Learn to Play, Appendix I),
// each player gives 1 honor to each opponent who bid lower, in player
// order.
func (s *State) transferBids() {
	if len(s.P) > 2 {
		for _, p := range s.playerOrder() {
			for _, q := range s.playerOrder() {
				if s.P[q].Bid < s.P[p].Bid {
					s.giveBidHonor(p, q, 1)
				}
			}
		}
		return
	}
	if payer, d := s.bidDifference([]int{0, 1}); d > 0 {
		s.giveBidHonor(payer, 1-payer, d)
	}
}

// bidDifference is, of two players, the higher bidder and how much
// higher the bid is (the first of them on equal bids).
func (s *State) bidDifference(pair []int) (payer, diff int) {
	a, b := pair[0], pair[1]
	d := s.P[a].Bid - s.P[b].Bid
	if d >= 0 {
		return a, d
	}
	return b, -d
}
