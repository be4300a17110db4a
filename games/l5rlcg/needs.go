package l5rlcg

import "tessen/engine"

// What an action ability needs of the moment before it is asked in full
// (engine.Needs): a card text declares the timing its conditions fit
// (Ability.Needs), and its costs add what paying them asks of the card
// (Cost.Needs). An action window works out once what the moment offers
// its player (moment), and for each card what that card adds
// (cardMoment), and passes by the abilities whose needs are unmet
// without asking their conditions, costs and targets. Tests verify every
// declaration (engine.VerifyNeeds): they ask every ability anyway and
// fail on one that could be used though its needs were unmet.
const (
	// NeedConflict: its conditions hold only during a conflict ("during a
	// conflict", "while participating").
	NeedConflict engine.Needs = 1 << iota
	// NeedMilitary, NeedPolitical: only during a conflict of that type.
	NeedMilitary
	NeedPolitical
	// NeedAttacking, NeedDefending: only while its user is the attacking
	// (defending) player of the conflict.
	NeedAttacking
	NeedDefending
	// NeedConflictPhase: only during the conflict phase (5).
	NeedConflictPhase
	// NeedAtThisProvince: only during a conflict at its own card, the
	// attacked province.
	NeedAtThisProvince
	// needReady: its card unbowed, as a cost that bows it asks (BowSelf).
	needReady

	// noActions marks, in the index, a card whose text has no action: a
	// need no moment has.
	noActions engine.Needs = 1 << 63
)

// needs is what the ability asks of the moment: what it declares, and
// what its costs ask.
func (a *Ability) needs() engine.Needs {
	n := a.Needs
	for i := range a.Costs {
		n |= a.Costs[i].Needs
	}
	return n
}

// moment is what the moment offers player p's actions, the same for
// every card.
func (s *State) moment(p int) engine.Needs {
	var now engine.Needs
	if s.Phase == "conflict" {
		now |= NeedConflictPhase
	}
	if c := &s.Conf; c.Active {
		now |= NeedConflict
		switch c.Type {
		case "military":
			now |= NeedMilitary
		case "political":
			now |= NeedPolitical
		}
		if c.Attacker == p {
			now |= NeedAttacking
		}
		if c.Defender == p {
			now |= NeedDefending
		}
	}
	return now
}

// cardMoment adds to now what card id offers: unbowed, the attacked
// province (attacked, or -1).
func (s *State) cardMoment(now engine.Needs, id, attacked int) engine.Needs {
	if !s.Cards[id].Bowed {
		now |= needReady
	}
	if id == attacked {
		now |= NeedAtThisProvince
	}
	return now
}

// skipAction reports whether an action whose needs are need may be
// passed by for card id at the moment now (attacked: the attacked
// province): the card's own part of the moment is worked out only when
// now alone does not meet them, as most needs are met or are none.
func (s *State) skipAction(need, now engine.Needs, id, attacked int) bool {
	return !need.MetBy(now) && need.Skip(s.cardMoment(now, id, attacked))
}

// actionNeeds is what every action of text t needs (what they share),
// or noActions for a text without any: a card whose every action needs
// what the moment lacks is not looked at.
func actionNeeds(t *Text) engine.Needs {
	all, any := ^engine.Needs(0), false
	for _, a := range t.Abilities {
		if a.Timing == Action {
			all &= a.needs()
			any = true
		}
	}
	if !any {
		return noActions
	}
	return all
}
