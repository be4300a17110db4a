package l5rlcg

import (
	"fmt"
	"strconv"

	"tessen/engine"
)

// duelFrame resolves a duel (D.1-D.9). The frame is a copy of the ability
// frame that started it: Player, Card and Index name the ability, Cards[0]
// its target, the challengee.
func duelFrame(s *State, f *engine.Frame) engine.Status {
	x := s.frameCtx(f)
	spec := s.ability(f.Card, f.Index).Duel
	d := &s.Duel
	switch f.Stage {
	case 0:
		s.Begin("D.1")
		s.Begin("D.2")
		challenger := f.Card
		if spec.Challenger != nil {
			challenger = spec.Challenger(x)
		}
		challengee := x.Target()
		if spec.Challengee != nil {
			challengee = spec.Challengee(x)
		}
		var several []int // a duel against several characters (duelseveral.go)
		if spec.EachTarget {
			if several = s.severalChallengees(f.Cards); len(several) > 0 {
				challengee = several[0]
			} else {
				challengee = -1
			}
			if len(several) < 2 {
				several = nil
			}
		}
		*d = Duel{Active: true, Type: spec.Type, Challenger: challenger, Challengee: challengee, Winner: -1, Loser: -1, Challengees: several}
		// A character that left play or the conflict cannot duel.
		if challengee < 0 || challenger < 0 || !s.inPlay(challenger) || !s.inPlay(challengee) {
			s.Say("the duel cannot take place")
			d.Active = false
			return engine.Done
		}
		s.Begin("D.3")
		// Only the duelling characters' controllers bid (with more than
		// two players the others are marked as having bid already).
		s.Push(engine.Frame{Kind: kBid, Out: s.allBut(s.duellists())})
	case 1:
		s.Begin("D.4")
		s.revealBids("duel", s.duellists()...)
	case 2:
		s.Begin("D.5")
		f.Stage = 3
		payer, diff := s.bidDifference(s.duellists())
		if spec.DiscardForHonor && diff > 0 && len(s.P[payer].Hand) >= diff {
			s.Ask(engine.Decision{Players: engine.One(payer), Kind: "duel-payment",
				Prompt: fmt.Sprintf("give %d honor, or discard %d cards from your hand instead", diff, diff), Options: s.chooseLabels(honorOrDiscard...)})
			return engine.Again
		}
		s.transferDuelBids()
		return engine.Again
	case 3:
		// The duel would resolve: a cancel may answer (RR-DUEL-CANCEL-1).
		s.emit(engine.Event{Kind: EvDuelWouldResolve, Player: f.Player, Source: f.Card, Cards: f.Cards})
	case 4:
		if f.Result == 0 {
			s.Say("the duel is cancelled")
			f.Stage = 5
			return engine.Again
		}
		s.Begin("D.6")
		var a, b int // the duel totals
		if s.Skirmish() {
			// Learn to Play, "Dueling": the higher skill adds 1 to its
			// controller's duel total; the bids are the rest of it.
			a, b = s.duelValue(d.Challenger, d.Type), s.duelValue(d.Challengee, d.Type)
			for _, c := range d.Challengees[min(1, len(d.Challengees)):] {
				b += s.duelValue(c, d.Type)
			}
			ta, tb := s.P[s.Controller(d.Challenger)].Bid, s.P[s.Controller(d.Challengee)].Bid
			switch {
			case a > b:
				ta++
			case b > a:
				tb++
			}
			a, b = ta, tb
		} else {
			kind := duelBidKind(d.Type)
			for _, c := range []int{d.Challenger, d.Challengee} {
				s.Effects.Add(engine.Lasting{Kind: kind, Source: f.Card, Player: s.Controller(c), Cards: engine.One(c), N: s.P[s.Controller(c)].Bid, Until: "duel"})
			}
			a, b = s.duelSkill(spec, d.Challenger), s.duelSkill(spec, d.Challengee)
			if d.Challengees != nil {
				b = s.challengeesTotal(spec, d)
			}
		}
		s.Begin("D.7")
		if d.Challengees != nil {
			spared := s.decideSeveral(a, b)
			for _, w := range d.Winners {
				s.markDuelist(ModWonDuel, w, f.Card)
			}
			if !s.Quiet {
				s.Say("duel: ", s.name(d.Challenger), " ", strconv.Itoa(a), ", ", s.challengeeNames(), " ", strconv.Itoa(b))
				for _, c := range spared {
					s.Say(s.name(c), " cannot lose the duel")
				}
			}
			s.Begin("D.8")
			if len(d.Winners) > 0 && spec.Result != nil {
				s.severalResult(x, spec.Result, spared)
				s.flush(x)
			}
			break
		}
		switch {
		case a > b:
			d.Winner, d.Loser = d.Challenger, d.Challengee
		case b > a:
			d.Winner, d.Loser = d.Challengee, d.Challenger
		}
		spared := -1 // a character that cannot lose duels (RR-DUEL-NO-LOSER-1)
		if d.Loser >= 0 && s.cannotLoseDuel(d.Loser) {
			spared, d.Loser = d.Loser, -1
		}
		s.markDuelist(ModWonDuel, d.Winner, f.Card)
		if !s.Quiet {
			s.Say("duel: ", s.name(d.Challenger), " ", strconv.Itoa(a), ", ", s.name(d.Challengee), " ", strconv.Itoa(b))
			if spared >= 0 {
				s.Say(s.name(d.Winner), " wins the duel; ", s.name(spared), " cannot lose it: the duel has no loser")
			}
		}
		s.Begin("D.8")
		if d.Winner >= 0 && spec.Result != nil {
			s.duelResult(x, spec.Result, d.Winner, spared)
			s.flush(x)
		}
	case 5:
		s.Begin("D.9")
		s.expire("duel")
		s.ResetUses("duel")
		winner, loser := d.Winner, d.Loser
		d.Active = false
		for _, l := range s.DuelLosers() {
			s.markDuelist(ModLostDuel, l, f.Card)
		}
		s.emit(engine.Event{Kind: EvDuelResolved, Player: f.Player, Cards: []int{winner, loser}})
		return engine.Done
	}
	f.Stage++
	return engine.Again
}

// duellists are the controllers of the duelling characters, challenger's
// first.
func (s *State) duellists() []int {
	return []int{s.Controller(s.Duel.Challenger), s.Controller(s.Duel.Challengee)}
}

// allBut marks every player but the ones named (a frame's Out).
func (s *State) allBut(players []int) int {
	out := 1<<len(s.P) - 1
	for _, p := range players {
		out &^= 1 << p
	}
	return out
}

// transferDuelBids is D.5: between the two duellists' controllers, the
// higher bidder gives the difference, with any number of players.
func (s *State) transferDuelBids() {
	pair := s.duellists()
	if payer, d := s.bidDifference(pair); d > 0 {
		s.giveBidHonor(payer, s.otherOf(pair, payer), d)
	}
}

// otherOf is the one of a pair that is not p.
func (s *State) otherOf(pair []int, p int) int {
	if pair[0] == p {
		return pair[1]
	}
	return pair[0]
}

// answerDuel takes the choice of paying a duel's bid difference in cards
// instead of honor (Duelist Training), then the cards.
func answerDuel(s *State, f *engine.Frame, p int, a engine.Answer) error {
	_, diff := s.bidDifference(s.duellists())
	if len(a.Labels) == 1 {
		if a.Labels[0] == "honor" {
			s.transferDuelBids()
			return nil
		}
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "duel-discard", Prompt: fmt.Sprintf("discard %d cards", diff),
			Open: chooseVerb, Among: append([]int(nil), s.P[p].Hand...), Min: diff, Max: diff})
		return nil
	}
	if err := s.checkSelection(a.Cards, s.P[p].Hand, diff, diff); err != nil {
		return err
	}
	for _, id := range a.Cards {
		s.discard(id)
	}
	if !s.Quiet {
		s.Say(s.Names[p], " discards ", s.titles(a.Cards), " instead of giving ", strconv.Itoa(diff), " honor")
	}
	return nil
}
