package l5rlcg

import "tessen/engine"

// EvLastHonor is the condition "a player would lose their last honor"
// through an effect: a card ability's effect, a ring's effect or a
// framework step (an honor bid's transfer, the unopposed conflict's
// loss). Losing honor inside an effect otherwise happens at once, with no
// condition an interrupt could cancel; when the loss would leave the
// player with no honor and some card of the game could answer, it is
// raised instead, and the loss happens as the condition resolves (Duty:
// "when you would lose your last honor ... cancel that effect";
// RR-LAST-HONOR-1). Player: who would lose it; N: how much; M: the player
// it would go to, plus one (0: the general pool); Source: the card whose
// ability it is, or -1; Label "bid" for an honor bid's transfer.
//
// Costs (paying honor), the loss for a dishonored character leaving play
// and the one for running out of cards are no effect of this kind and
// happen at once (docs/rulings.md, 35).
const EvLastHonor = "would-lose-last-honor"

// lastHonorWould raises EvLastHonor for an effect's honor loss from p
// (to the player to, or -1 for the general pool) that would leave p with
// no honor, and reports whether it did: the caller then leaves the loss to
// the condition.
func (s *State) lastHonorWould(p, to, n, src int, label string) bool {
	if p < 0 || n <= 0 || s.Over || s.P[p].Honor <= 0 || n < s.P[p].Honor || s.unanswerable(EvLastHonor, allTimings) {
		return false
	}
	if s.honorBarred(p, ActLoseHonor) || to >= 0 && s.honorBarred(to, ActGainHonor) {
		return false // no honor would move
	}
	s.emit(engine.Event{Kind: EvLastHonor, Player: p, Source: src, N: n, M: to + 1, Label: label})
	return true
}

// effectLoseHonor is an effect's honor loss to the general pool, src the
// card whose ability it is (or -1).
func (s *State) effectLoseHonor(p, n, src int) {
	if !s.lastHonorWould(p, -1, n, src, "") {
		s.loseHonor(p, n)
	}
}

// effectTransferHonor is an effect's honor moving from one player to
// another (the Air ring's, a card's "take").
func (s *State) effectTransferHonor(from, to, n, src int) {
	if !s.lastHonorWould(from, to, n, src, "") {
		s.transferHonor(from, to, n)
	}
}

// applyLastHonor makes the loss happen once nothing cancelled it.
func (s *State) applyLastHonor(ev *engine.Event) {
	switch {
	case ev.M == 0:
		s.loseHonor(ev.Player, ev.N)
	case ev.Label == "bid":
		s.moveBidHonor(ev.Player, ev.M-1, ev.N)
	default:
		s.transferHonor(ev.Player, ev.M-1, ev.N)
	}
}
