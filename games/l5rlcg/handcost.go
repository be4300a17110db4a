package l5rlcg

// ModHandCost: a constant modifier a card adds to itself while its
// condition holds, making each card its controller's opponents play from
// their hand cost that much more ("increase the cost for your opponent
// to play cards from his or her hand by 1", Utaku Tetsuko;
// RR-HAND-COST-1). Cards played from elsewhere (a province, a discard
// pile) cost what they cost.
const ModHandCost = "hand-cost"

// handCostIncrease sums the increases the cards in play that p's
// opponents control set on what p plays from hand.
func (s *State) handCostIncrease(p int) int {
	n := s.handCostGained(p)
	live := s.inPlayNow()
	if !(modKind{kind: ModHandCost}).among(live.modKinds) {
		return n
	}
	for _, m := range live.mods {
		if c := s.Controller(m); c >= 0 && c != p && (modKind{kind: ModHandCost}).among(textOf(s, m).ModKinds) {
			n += s.modSum(m, ModHandCost)
		}
	}
	return n
}

// ModHandCostMore is the same increase as an ability a character gains by
// a lasting effect ("the duel's loser gains: increase the cost to play
// each card in your hand by 1": Civil Discourse): while the character is
// in play, each card its controller plays from their hand costs N more
// (RR-HAND-COST-2). It follows the character's controller and ends with
// the effect or when the character leaves play.
const ModHandCostMore = "hand-cost-more"

// handCostGained sums the gained increases on p's cards from hand.
func (s *State) handCostGained(p int) int {
	n := 0
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
