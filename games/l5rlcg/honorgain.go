package l5rlcg

import "tessen/engine"

// EvGainHonor is a notice: a player gained honor through a card effect
// (Player; N: how much; Source: the card), gaining it or taking it from
// another player ("after an opponent gains 1 or more honor through a card
// effect", Shiotome Heroine; RR-GAINS-3). Honor from the framework (the
// bids, a ring's effect, an honored character leaving play) is not one.
const EvGainHonor = "gain-honor"

// gainedHonor queues the notice of p's gaining n honor by this ability.
func (x *Ctx) gainedHonor(p, n int) {
	if p >= 0 && n > 0 {
		x.acts = append(x.acts, engine.Event{Kind: EvGainHonor, Player: p, N: n, Source: x.Self})
	}
}
