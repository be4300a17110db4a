package l5rlcg

import "tessen/engine"

// ModBrokeThisPhase records, until the end of the phase, that a player
// broke a province of another (Player: the province's owner; N: the
// player who broke it). Some cards ask whether "your opponent has broken
// one or more of your provinces this phase" (Ikoma Anakazu); a province
// keeps only that it is broken, not when, so the phase's breaks are kept
// as lasting effects that expire with the phase (RR-BROKEN-THIS-PHASE-1).
const ModBrokeThisPhase = "broke-this-phase"

// noteBroken records a break for ProvincesBrokenBy.
func (s *State) noteBroken(prov, by int) {
	s.Effects.Add(engine.Lasting{Kind: ModBrokeThisPhase, Source: prov, Player: int(s.Cards[prov].Owner), N: by, Until: "phase"})
}

// ProvincesBrokenBy counts the provinces of owner that player by broke
// this phase (by < 0: anyone).
func (s *State) ProvincesBrokenBy(owner, by int) int {
	n := 0
	for _, l := range s.Effects.List {
		if l.Kind == ModBrokeThisPhase && l.Player == owner && (by < 0 || l.N == by) {
			n++
		}
	}
	return n
}
