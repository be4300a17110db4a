package l5rlcg

import "tessen/engine"

// ModEnteredFromHand marks a character that entered play from a player's
// hand this phase, played or put into play (Soshi Shadowshaper asks for
// one): the framework sets it as the character enters play, until the end
// of the phase, and it ends as the character leaves play, as every lasting
// effect on a card does (RR-ENTERED-FROM-HAND-1).
const ModEnteredFromHand = "entered-from-hand"

// noteEnteredFromHand marks a character entering play under p's control,
// if it came from a hand.
func (s *State) noteEnteredFromHand(id, p int, fromHand bool) {
	if fromHand {
		s.Effects.Add(engine.Lasting{Kind: ModEnteredFromHand, Source: -1, Player: p, Cards: engine.One(id), Until: "phase"})
	}
}

// EnteredFromHandThisPhase reports a character in play that entered play
// from a player's hand this phase.
func (s *State) EnteredFromHandThisPhase(id int) bool {
	return s.countLasting(id, ModEnteredFromHand) > 0
}
