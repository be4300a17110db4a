package l5rccg

import "tessen/engine"

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

// actionResolving reports an action's effects resolving now.
func (s *State) actionResolving() bool {
	for _, f := range s.Stack {
		if f.Kind == kAbility && f.Stage >= abResolve {
			return true
		}
	}
	return false
}
