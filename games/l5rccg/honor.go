package l5rccg

import (
	"strconv"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// Honor: a player's Faction and his Family Honor, gained and lost (held
// for the Reactions before it, LE-TIMING-1), the Stronghold's numbers as
// a Sensei changes them, and a Personality's Personal Honor
// (LE-DISHONOR-3).

// shadowlands reports a Shadowlands Horde player (their Stronghold has no
// Faction alignment: LE-FACTION-1).
func (s *State) shadowlands(p int) bool { return s.faction(p) == "shadowlands" }

// faction is p's Faction, as its Stronghold names it (a slug).
func (s *State) faction(p int) string {
	if d := s.def(s.P[p].Stronghold); d != nil && len(d.Clans) > 0 {
		return d.Clans[0]
	}
	return ""
}

// gainHonor changes p's Family Honor (LE-SHADOWLANDS-1: not for the
// Horde).
func (s *State) gainHonor(p, n int) { s.gainWhy(p, n, -1, "") }

// gainHonorFor is a gain or loss of Honor by the rules, said with why it
// happens ("for winning the battle").
func (s *State) gainHonorFor(p, n int, why string) { s.gainWhy(p, n, -1, why) }

// gainFrom changes p's Family Honor by an effect of a card (source; -1
// for the rules'): a gain is held for the Reactions before it.
func (s *State) gainFrom(p, n, source int) {
	why := ""
	if t := s.publicTitle(source); t != "" {
		why = "by " + t
	}
	s.gainWhy(p, n, source, why)
}

// gainWhy is gainFrom said with why the Honor changes, which the log
// tells (why travels with a gain or loss held for Reactions).
func (s *State) gainWhy(p, n, source int, why string) {
	if n == 0 || s.shadowlands(p) {
		return
	}
	if n > 0 {
		if ev := (engine.Event{Kind: OnBeforeGain, Player: p, N: n, Source: source}); s.mayReact(&ev) {
			s.Push(engine.Frame{Kind: kHeld, Player: p, Card: source, N: n, Labels: []string{heldGain, why}})
			return
		}
	}
	if n < 0 {
		s.lostHonorFrom(p, source) // NE-CLAN-HONOR
		if ev := (engine.Event{Kind: OnHonorLoss, Player: p, N: -n}); s.mayReact(&ev) {
			s.Push(engine.Frame{Kind: kHonorLoss, Player: p, N: -n, Labels: []string{why}})
			return
		}
	}
	s.applyGain(p, n, why)
}

// applyGain changes p's Family Honor now, a gain as the cards in play
// change it; the log says why, when it is known.
func (s *State) applyGain(p, n int, why string) {
	if s.shadowlands(p) { // LE-SHADOWLANDS-1: not a negation; nothing reacts to it
		return
	}
	if n > 0 {
		n = s.honorGain(p, n)
	}
	s.P[p].Honor += n
	if why != "" {
		why = " " + why
	}
	if n > 0 {
		s.Say(s.Names[p], " gains ", strconv.Itoa(n), " Honor", why)
	} else {
		s.Say(s.Names[p], " loses ", strconv.Itoa(-n), " Honor", why)
	}
}

// strongholdStat is one of the Stronghold's numbers as p's Sensei
// modifies it (LE-SENSEI-1).
func (s *State) strongholdStat(p int, of func(d *carddb.Def) int) int {
	n := 0
	if d := s.def(s.P[p].Stronghold); d != nil {
		n = of(d)
	}
	for _, id := range s.P[p].PreGame {
		if d := s.def(id); d != nil && d.Type == "sensei" {
			n += of(d)
		}
	}
	return n
}

// startingHonor is p's Starting Family Honor: the Stronghold's, as the
// Sensei modifies it, never below -19 (LE-SENSEI-1).
func (s *State) startingHonor(p int) int {
	return max(-19, s.strongholdStat(p, func(d *carddb.Def) int { return d.StartingHonor }))
}

// personalHonor is a Personality's current Personal Honor: at most 0
// while Dishonored (LE-DISHONOR-3).
func (s *State) personalHonor(id int) int {
	d := s.def(id)
	if d == nil {
		return 0
	}
	n := d.PersonalHonor + s.lasting(id, efHonor)
	if s.Cards[id].Dishonored && (s.text(id) == nil || !s.text(id).KeepsHonor) {
		n = min(n, 0)
	}
	return max(0, n)
}

// dishonorProof reports a player whose Stronghold keeps him from losing
// by Dishonor.
func (s *State) dishonorProof(p int) bool {
	if s.P[p].Stronghold < 0 {
		return false
	}
	t := s.text(s.P[p].Stronghold)
	return t != nil && t.NoDishonorLoss
}

// severed reports a player with a card in play that keeps him from an
// Honor Victory and the Imperial Favor (Severed from the Emperor).
func (s *State) severed(p int) bool {
	return s.controlsWith(p, func(t *Text) bool { return t.Severs })
}
