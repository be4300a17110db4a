package l5rlcg

// ModHandCostMore is an ability a character gains by a lasting effect
// ("the duel's loser gains: increase the cost to play each card in your
// hand by 1": Civil Discourse): while the character is in play, each card
// its controller plays from their hand costs N more (RR-COST-5). The
// increase follows the character's controller and ends with the effect
// or when the character leaves play.
const ModHandCostMore = "hand-cost-more"

// handCostIncrease sums the increases to the cost of playing a card from
// its owner's hand.
func (s *State) handCostIncrease(id int) int {
	if len(s.Effects.List) == 0 || s.Cards[id].Zone != ZHand {
		return 0
	}
	p, n := s.Owner(id), 0
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind != ModHandCostMore {
			continue
		}
		for _, c := range l.Cards {
			if s.inPlay(c) && s.Controller(c) == p {
				n += l.N
			}
		}
	}
	return n
}
