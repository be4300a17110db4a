package l5rccg

import "slices"

// Costs some cards add to targeting (Hida Kuon, Peasant Riots): a card to
// discard, paid with the action's other discards.

// riotsMark marks a player whose Yu Personalities, this turn, cost other
// players' Strategies a discard to target (Peasant Riots).
const riotsMark = "peasant-riots"

// Riot gives the player taking the action Peasant Riots' protection until
// the turn ends.
func (x *Ctx) Riot() {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, 0, riotsMark, UntilTurn)
}

// kuonUse counts, per phase, a player's first targeting of a Kuon
// player's Personalities.
func kuonUse(p int) int { return -1<<20 - 10 - p }

// guards lists the cards whose words make targeting id cost the action's
// player a discard: a Peasant Riots player's Stronghold (its mark), a
// Hida Kuon not yet so spent this phase on the player.
func (s *State) guards(x *Ctx, id int) []int {
	if !s.isPersonality(id) || !s.inPlay(id) {
		return nil
	}
	q := int(s.Cards[id].Controller)
	if q == x.P {
		return nil
	}
	var out []int
	if sh := s.P[q].Stronghold; s.typeOf(x.Self) == "strategy" && s.yu(id) > 0 && s.markedBy(sh, riotsMark, q) {
		out = append(out, sh)
	}
	for _, k := range s.P[q].Play {
		if t := s.text(k); t != nil && t.GuardsTargets && s.Used("phase", useKey(k, kuonUse(x.P))) == 0 {
			out = append(out, k)
		}
	}
	return out
}

// targetCost is how many more cards an action's targets make its player
// discard: one for each card that guards one it targets.
func (s *State) targetCost(x *Ctx) int {
	if s.holds&holdsTargetCosts == 0 || x.A == nil {
		return 0
	}
	var all []int
	for i, t := range x.A.targets() {
		if i < len(x.Targets) && x.Targets[i] >= 0 && !t.Chosen {
			for _, g := range s.guards(x, x.Targets[i]) {
				if !slices.Contains(all, g) {
					all = append(all, g)
				}
			}
		}
	}
	return len(all)
}

// spendTargetCost counts, once the costs are chosen, the targetings that
// Kuon's "the first time each phase" was spent on.
func (s *State) spendTargetCost(x *Ctx) {
	if s.holds&holdsTargetCosts == 0 || x.A == nil {
		return
	}
	for i, t := range x.A.targets() {
		if i >= len(x.Targets) || x.Targets[i] < 0 || t.Chosen || !s.isPersonality(x.Targets[i]) {
			continue
		}
		q := int(s.Cards[x.Targets[i]].Controller)
		if q == x.P {
			continue
		}
		for _, k := range s.P[q].Play {
			if tt := s.text(k); tt != nil && tt.GuardsTargets {
				s.Use("phase", useKey(k, kuonUse(x.P)))
			}
		}
	}
}

// handBesides is how many cards the action's player holds besides the
// action's own card.
func (s *State) handBesides(x *Ctx) int {
	n := len(s.P[x.P].Hand)
	if slices.Contains(s.P[x.P].Hand, x.Self) {
		n--
	}
	return n
}

// unbowed reports a card in play keeping an effect of causer's from
// bowing id (Text.Unbowed).
func (s *State) unbowed(causer, id int) bool {
	for q := range s.P {
		for _, k := range s.P[q].Play {
			if t := s.text(k); t != nil && t.Unbowed != nil && t.Unbowed(&Ctx{S: s, P: q, Self: k}, causer, id) {
				return true
			}
		}
	}
	return false
}
