package l5rlcg

// enterDishonored labels a put-into-play whose character enters play
// dishonored ("that character enters play dishonored", From the Shadows):
// it takes the dishonored status token as it enters, which is no
// dishonoring, so nothing answers a dishonor (RR-ENTERS-DISHONORED-1).
const enterDishonored = "dishonored"

// PutIntoPlayDishonored puts a character into play as PutIntoPlay does,
// entering play with a dishonored status token.
func (x *Ctx) PutIntoPlayDishonored(card int, intoConflict bool) {
	n := 0
	if intoConflict {
		n = 1
	}
	x.act(EvPutIntoPlay, []int{card}, n, enterDishonored)
}

// putIntoPlayWith puts a character into play, with the status its
// put-into-play's label names (enterDishonored), if it did enter play.
func (s *State) putIntoPlayWith(id, p int, intoConflict bool, label string) {
	was := s.inPlay(id)
	s.putIntoPlay(id, p, intoConflict)
	if label == enterDishonored && !was && s.inPlay(id) {
		s.Cards[id].Status = Dishonored
		s.logCard(id, -1, "enters play dishonored")
	}
}
