package l5rlcg

import "slices"

// liveCards are the cards with constant abilities (modifiers, game-wide
// prohibitions, blanking, prohibitions on the card they are attached to)
// that are in play: the only ones a value read
// or a "cannot" must ask. Being in play depends on a card's zone and
// face alone, which change only through place and turnFace; each change
// counts in State.moved, and the lists are made again when it moved on.
type liveCards struct {
	at                           uint64 // moved+1 when made; 0: never
	mods, forbid, blanks, guards []int
	modKinds                     []string // every kind the mods declare
}

// inPlayNow gives the live lists, remade if a card moved since.
func (s *State) inPlayNow() *liveCards {
	if s.live.at != s.moved+1 {
		s.live = s.makeLive()
	}
	return &s.live
}

func (s *State) makeLive() liveCards {
	l := liveCards{at: s.moved + 1, mods: s.inPlayOf(s.withMods),
		forbid: s.inPlayOf(s.withForbid), blanks: s.inPlayOf(s.withBlanks), guards: s.inPlayOf(s.withGuards)}
	switch len(l.mods) {
	case 0:
	case 1: // one card's kinds, shared (never written)
		l.modKinds = textOf(s, l.mods[0]).ModKinds
	default:
		var kinds [8]string
		all := kinds[:0]
		for _, m := range l.mods {
			for _, k := range textOf(s, m).ModKinds {
				if !slices.Contains(all, k) {
					all = append(all, k)
				}
			}
		}
		l.modKinds = slices.Clone(all)
	}
	return l
}

// inPlayAll is every card in play, in id order: the cards a target is
// chosen among. Made when first asked after a card moved (many moves
// come between two questions, and many questions between two moves).
func (s *State) inPlayAll() []int {
	if s.allInPlay.at != s.moved+1 {
		var buf [64]int
		s.allInPlay.at, s.allInPlay.ids = s.moved+1, s.inPlayOf(s.placedCards(buf[:0]))
	}
	return s.allInPlay.ids
}

// inPlayOf filters ids to those in play, in a new list (copies of a
// state share the old one).
func (s *State) inPlayOf(ids []int) []int {
	var out []int
	for _, id := range ids {
		if s.inPlay(id) {
			out = append(out, id)
		}
	}
	return out
}

// turnFace turns a card face down or face up.
func (s *State) turnFace(id int, down bool) {
	s.Cards[id].Facedown = down
	s.moved++
}
