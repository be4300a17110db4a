package l5rlcg

// ModNoOpponentEventTarget is a lasting effect that keeps a card from
// being chosen as a target by the events of the opponents of the player
// whose ability established it ("cannot be chosen as the target of
// opponents' events", Magnificent Triumph); an effect that does not
// target still applies (RR-TARGET-8). By any of their card abilities is
// ModOpponentsCannot's "opponents-cannot:target" (Mantra of Earth).
const ModNoOpponentEventTarget = "no-opponent-target:event"

// targetShielded reports whether such an effect bars a (an ActTarget).
func (s *State) targetShielded(a Act) bool {
	if a.Source < 0 {
		return false
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if a.By != l.Player && l.Kind == ModNoOpponentEventTarget && s.def(a.Source).Type == "event" && contains(l.Cards, a.Card) {
			return true
		}
	}
	return false
}
