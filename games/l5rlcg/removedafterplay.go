package l5rlcg

import "tessen/engine"

// ModRemovedAfterPlay marks an event played from out of the hand to be
// removed from the game once it has resolved (or been cancelled), not
// put in its discard pile ("play a Spell event from your conflict discard
// pile as if it were in your hand. Remove that event from the game",
// Kyūden Isawa; RR-AS-IF-IN-HAND-4).
const ModRemovedAfterPlay = "removed-after-play"

// PlayAsIfInHandRemoved plays an event as if it were in the controller's
// hand (PlayAsIfInHand) and removes it from the game afterwards.
func (x *Ctx) PlayAsIfInHandRemoved(id int) {
	if !x.S.CanPlayAsIfInHand(x.P, id) {
		return
	}
	x.S.Effects.Add(engine.Lasting{Kind: ModRemovedAfterPlay, Source: x.Self, Player: x.P, Cards: engine.One(id), Until: "round"})
	x.PlayAsIfInHand(id, false)
}

// removedAfterPlay removes a resolved event so marked, and reports it.
func (s *State) removedAfterPlay(id int) bool {
	if len(s.Effects.List) == 0 || s.countLasting(id, ModRemovedAfterPlay) == 0 {
		return false
	}
	s.Effects.Forget(id)
	s.place(id, ZRemoved, s.Owner(id), 0, false)
	s.Say(s.Title(id), " is removed from the game")
	return true
}
