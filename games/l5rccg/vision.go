package l5rccg

import (
	"slices"

	"tessen/engine"
)

// A Ring a player could have put into play and did not (A Vision of
// Truth): when he answers an opportunity (an action, a Reaction, or a
// pass) otherwise than by the Ring's own action or Reaction that puts it
// into play, the Reactions to it are asked, once a turn for each Ring.

// declinedMark marks a Ring whose chance has been let go this turn.
const declinedMark = "ring-declined"

// ringChances lists the Rings of p's hand whose putting into play the
// offers hold (each Ring's first ability: ringWith).
func (s *State) ringChances(p int, offers []engine.Answer) []int {
	var out []int
	for _, o := range offers {
		if o.Verb == "play" && o.N == 1 && len(o.Cards) == 1 && s.typeOf(o.Cards[0]) == "ring" && !slices.Contains(out, o.Cards[0]) {
			out = append(out, o.Cards[0])
		}
	}
	return out
}

// ringsLetGo fires, for each Ring of chances p did not put into play by
// his answer, the Reactions to his letting it go.
func (s *State) ringsLetGo(p int, chances []int, taken engine.Answer) {
	for _, id := range chances {
		if len(taken.Cards) == 1 && taken.Cards[0] == id || s.marked(id, efMark, declinedMark) {
			continue
		}
		s.addEffect(efMark, p, []int{id}, 0, declinedMark, UntilTurn)
		s.fire(engine.Event{Kind: OnRingLetGo, Player: p, Cards: engine.One(id)})
	}
}

// watchRings wraps a window's taking of answers (take) and passing, when
// a card of the game answers a Ring let go (holdsRingWatch).
func (s *State) watchRings(p int, offers []engine.Answer, taken engine.Answer) {
	if s.holds&holdsRingWatch != 0 {
		s.ringsLetGo(p, s.ringChances(p, offers), taken)
	}
}

// watchingRings takes an answer (take) at an opportunity whose offers
// list gives, firing for the Rings the answer lets go.
func (s *State) watchingRings(p int, list func(int) []engine.Answer, a engine.Answer, take func() error) error {
	offers := s.offersIfWatched(p, list)
	if err := take(); err != nil {
		return err
	}
	s.watchRings(p, offers, a)
	return nil
}

// offersIfWatched lists p's offers when a card answers a Ring let go
// (nothing otherwise: listing them costs).
func (s *State) offersIfWatched(p int, list func(int) []engine.Answer) []engine.Answer {
	if s.holds&holdsRingWatch == 0 || !slices.ContainsFunc(s.P[p].Hand, func(id int) bool { return s.typeOf(id) == "ring" }) {
		return nil // no Ring in hand: none to let go
	}
	return list(p)
}
