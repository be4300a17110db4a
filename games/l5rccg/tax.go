package l5rccg

// Actions on Followers opposing a card that taxes them (Text.TaxesFollowers:
// Ik'krt) have the additional cost of targeting and bowing a Follower of
// their player's, which need not be the one whose action it is.

// followerTax is the choice of the Follower bowed for that cost (n: the
// action's card).
const followerTax = "follower-tax"

// taxed reports an action of a card that is a Follower opposing a card
// that taxes them.
func (s *State) taxed(card int) bool {
	if s.typeOf(card) != "follower" || !s.inPlay(card) {
		return false
	}
	for id := range s.Cards {
		if t := s.text(id); t != nil && t.TaxesFollowers && s.inPlay(id) && s.opposes(id, card) {
			return true
		}
	}
	return false
}

// followerTaxed reports the action being taken owing the cost.
func (s *State) followerTaxed(x *Ctx) bool {
	return x.A != nil && x.A.Timing != Reaction && s.taxed(x.Self)
}

// taxFollowers lists the Followers p could bow for the cost of the
// action a of card: his unbowed ones, not the card itself when the
// action bows it anyway.
func (s *State) taxFollowers(p, card int, a *Ability) []int {
	var out []int
	for _, id := range s.Attached {
		c := &s.Cards[id]
		if int(c.Controller) == p && !c.Bowed && s.typeOf(id) == "follower" && !(a.Bow && id == card) && !s.neverBows(id) {
			out = append(out, id)
		}
	}
	return out
}

// followerTaxPayable reports the cost payable, or not owed.
func (s *State) followerTaxPayable(p, card int, a *Ability) bool {
	return a.Timing == Reaction || !s.taxed(card) || len(s.taxFollowers(p, card, a)) > 0
}

func init() {
	RegisterChoice(followerTax, &Choice{
		Prompt: "choose your Follower to bow for the action's additional cost",
		Options: func(x *Ctx, p, card int) []int {
			return x.S.taxFollowers(p, card, x.S.takingAction(card))
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.S.bow(id)
			}
		},
	})
}

// takingAction is the action of a card being taken now (the innermost
// ability frame of the card), or an ability of no costs.
func (s *State) takingAction(card int) *Ability {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if f := s.Stack[i]; f.Kind == kAbility && f.Card == card {
			if a := s.ability(f.Card, f.Index); a != nil {
				return a
			}
		}
	}
	return noAction
}
