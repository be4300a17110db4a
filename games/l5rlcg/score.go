package l5rlcg

// Score rates the game for player p from what p may know (honor, fate,
// characters in play and their skill, provinces, rings, the conflict
// under way, p's own secret bid), for bots that compare the positions
// their answers lead to. It is a heuristic: the weights are
// fate-equivalents tuned by playing the greedy bot against the random one
// (docs/bots.md).
func (g *Game) Score(p int) float64 {
	s := g.S
	if s.Core.Over {
		if s.Core.Winner == p {
			return 1e6
		}
		return -1e6
	}
	if len(s.P) == 2 {
		o := 1 - p
		return s.sideScore(p, p) - s.sideScore(o, p) + s.conflictProspect(p) -
			s.exposure(p, o) + s.exposure(o, p)
	}
	// With more players: against the strongest opponent, the most
	// dangerous attacker and the most exposed target.
	best, threat, target := -1e9, 0.0, 0.0
	for o := range s.P {
		if o == p || !s.Playing(o) {
			continue
		}
		best = max(best, s.sideScore(o, p))
		threat, target = max(threat, s.exposure(p, o)), max(target, s.exposure(o, p))
	}
	return s.sideScore(p, p) - best + s.conflictProspect(p) - threat + target
}

// lastProvince reports a skirmish player with one unbroken province left:
// breaking it wins (a stronghold province's break, in the stronghold
// format).
func (s *State) lastProvince(q int) bool {
	return s.Skirmish() && s.unbrokenProvinces(q) == 1
}

// sideScore is what player q has, as p sees it (p knows its own bid).
func (s *State) sideScore(q, p int) float64 {
	pl := &s.P[q]
	v := 3*float64(pl.Honor) + 1*float64(pl.Fate) + 1.5*float64(len(pl.Hand))
	// Near an honor loss or win, every point weighs more.
	if low := s.rules().nearLoss; pl.Honor < low {
		v -= 6 * float64(low-pl.Honor)
	}
	if high := s.rules().nearWin; pl.Honor > high {
		v += 4 * float64(pl.Honor-high)
	}
	if q == p && pl.Secret > 0 { // one's own bid, known only to oneself:
		// cards to draw against the honor an average bid would take
		v += 1.5*float64(pl.Secret) - 3*float64(max(0, pl.Secret-3))
		if pl.Honor < 10 {
			v -= 3 * float64(pl.Secret)
		}
	}
	for _, id := range pl.Play {
		c := &s.Cards[id]
		worth := 2 + float64(s.Skill(id, "military")+s.Skill(id, "political"))
		// A character without fate leaves in the fate phase; each fate
		// on it (up to three) is worth part of another round in play.
		v += worth * (0.8 + 0.4*float64(min(c.Fate, 3)))
		if c.Bowed {
			v -= 1
		}
	}
	broken := 0
	for _, prov := range s.ProvinceCards(q) {
		if s.Cards[prov].Broken {
			broken++
		}
	}
	v -= 12 * float64(broken)
	switch {
	case s.Skirmish():
		v -= 12 * float64(broken) // each is a third of the game
	case broken >= 3:
		v -= 20 // the stronghold province is open to attack
	}
	for i := range s.Rings {
		if s.HasClaimedRing(q, i) {
			v += 2
		}
	}
	if s.Favor == q {
		v += 3
	}
	return v
}

// conflictProspect is what the conflict under way promises p before its
// result: the side ahead in skill (counting, before defenders are
// declared, every character the defender could still send) is likely to
// claim the ring, break the province, and make an unopposed defender lose
// honor. Without it, declaring or defending would look worth nothing.
func (s *State) conflictProspect(p int) float64 {
	cf := &s.Conf
	if !cf.Active || cf.Decided || (p != cf.Attacker && p != cf.Defender) {
		return 0
	}
	att, def := s.SideSkill(cf.Attacker), s.SideSkill(cf.Defender)
	if !cf.Defended {
		for _, id := range s.P[cf.Defender].Play {
			if c := &s.Cards[id]; !c.Bowed && !c.InConflict && s.canParticipate(id, true) {
				def += s.Skill(id, cf.Type)
			}
		}
	}
	const likely = 0.6 // cards in hand can still turn it
	gain := 0.0
	switch {
	case att >= def && att > 0:
		gain = 4
		prov := s.P[cf.Defender].Prov[cf.Prov]
		if att-def >= s.Strength(prov) && !s.Cards[prov].Broken {
			gain += 12
			if cf.Prov == StrongholdProv || s.lastProvince(cf.Defender) {
				gain += 1e3
			}
		}
		if def == 0 {
			gain += 3
		}
	case def > att:
		gain = -4
	}
	if p != cf.Attacker {
		gain = -gain
	}
	return likely * gain
}

// exposure is what q stands to lose to the conflicts opponent o may
// still declare this phase: for each type left to it, o's characters
// free to attack (ready, at home) against q's free to defend, and whether
// that margin breaks q's weakest province open to attack. Characters in
// the conflict under way count as spent: they bow when it ends. Without
// it, a bot sends everyone to attack and finds nobody home when the
// answer comes.
func (s *State) exposure(q, o int) float64 {
	if s.Phase != "conflict" || s.P[o].Opps == 0 {
		return 0
	}
	weakest, stronghold := -1, false
	var provs [StrongholdProv + 1]int
	for _, i := range s.eligibleProvinces(provs[:0], q) {
		if st := s.Strength(s.P[q].Prov[i]); weakest < 0 || st < weakest || (st == weakest && i == StrongholdProv) {
			weakest, stronghold = st, i == StrongholdProv
		}
	}
	stronghold = stronghold || s.lastProvince(q)
	sum, worst := 0.0, 0.0
	for _, t := range conflictTypes {
		if s.P[o].Declared(t) && !s.Skirmish() {
			continue
		}
		att, def := s.freeSkill(o, t), s.freeSkill(q, t)
		if att == 0 || att < def {
			continue
		}
		loss := 4.0 // the ring, and honor if q cannot oppose
		if weakest >= 0 && att-def >= weakest {
			loss += 12
			if stronghold {
				loss += 200
			}
		}
		sum, worst = sum+loss, max(worst, loss)
	}
	const likely = 0.5 // the opponent may not see it, or hold it back
	if s.P[o].Opps >= 2 {
		return likely * sum
	}
	return likely * worst
}

// freeSkill sums the t skill of p's characters free for a later conflict.
func (s *State) freeSkill(p int, t string) int {
	sum := 0
	for _, id := range s.P[p].Play {
		if c := &s.Cards[id]; !c.Bowed && !c.InConflict && !s.Dash(id, t) {
			sum += s.Skill(id, t)
		}
	}
	return sum
}
