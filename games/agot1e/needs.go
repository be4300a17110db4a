package agot1e

import "tessen/engine"

// What an ability needs of the moment before it is asked in full
// (engine.Needs), worked out from its costs once, as its text is
// registered. Each bit is a condition its costs are checked for anyway
// (canPay, AG-ABIL-1), so an ability whose needs are unmet could not be
// initiated: a listing works out what its player has once (moment) and
// what each card has (cardHas), and passes by the abilities that lack
// something without asking their conditions and targets. Tests ask them
// anyway (engine.VerifyNeeds) and panic on one that could be used.
const (
	needStanding      engine.Needs = 1 << iota // kneeling the card itself: it stands
	needInPlay                                 // kneeling, discarding or killing the card itself: it is in play
	needHouseStanding                          // kneeling one's House card: it stands
	needGold                                   // a gold cost: gold one may spend (AG-ABIL-4)
	needSpendNow                               // a gold cost: not in another's marshalling turn (AG-MARSH-3)
	needDeck                                   // discarding from one's deck: a card in it
	needLimitedFree                            // a Limited Response: none used this round (AG-KW-5)
)

// needsOf is what ability a's costs need of the moment.
func needsOf(a *Ability) engine.Needs {
	var n engine.Needs
	for _, c := range a.Costs {
		switch c.Kind {
		case "kneel-self":
			n |= needStanding | needInPlay
		case "discard-self", "kill-self":
			n |= needInPlay
		case "kneel-house":
			n |= needHouseStanding
		case "gold":
			if c.N > 0 {
				n |= needGold | needSpendNow
			}
		case "gold-x": // at least 1
			n |= needGold
		case "discard-deck":
			if c.N > 0 {
				n |= needDeck
			}
		}
	}
	if a.LimitedResponse {
		n |= needLimitedFree
	}
	return n
}

// moment is what player p has now of what abilities need, but for what
// each card has (cardHas).
func (s *State) moment(p int) engine.Needs {
	var now engine.Needs
	if !s.Cards[s.P[p].HouseCard].Kneeling {
		now |= needHouseStanding
	}
	if s.Spendable(p) > 0 {
		now |= needGold
	}
	if s.Phase != "marshalling" || p == s.Active {
		now |= needSpendNow
	}
	if len(s.P[p].Deck) > 0 {
		now |= needDeck
	}
	if s.Used("round", limitedResponseKey(p)) == 0 {
		now |= needLimitedFree
	}
	return now
}

// cardHas is what card id has of what its own abilities need.
func (s *State) cardHas(id int) engine.Needs {
	var has engine.Needs
	if s.InPlay(id) {
		has |= needInPlay
		if !s.Cards[id].Kneeling {
			has |= needStanding
		}
	}
	return has
}

// offerable is usable in a listing that worked out p's moment once
// (now): an ability whose needs are unmet is passed by unasked.
func (s *State) offerable(p, id, i int, a *Ability, gate *engine.Event, now engine.Needs) bool {
	now |= s.cardHas(id)
	if a.needs.Skip(now) {
		return false
	}
	ok := s.usable(p, id, i, gate)
	a.needs.Unmet(now, ok, func() string { return "agot1e: ability " + itoa(i) + " of " + s.name(id) })
	return ok
}
