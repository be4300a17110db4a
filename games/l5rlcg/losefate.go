package l5rlcg

import "strconv"

// LoseFate has player p lose n fate from their fate pool ("your opponent
// loses 1 fate", Vassal Fields): as much as the pool holds goes back to
// the general token pool. Losing is neither spending (no ActSpendFate to
// forbid it) nor giving: no player gains it (RR-LOSE-FATE-1). The verbs
// for honor and the other pools were there; fate lost had none.
func (x *Ctx) LoseFate(p, n int) {
	if p < 0 {
		return
	}
	n = min(n, x.S.P[p].Fate)
	if n <= 0 {
		return
	}
	x.S.P[p].Fate -= n
	if !x.S.Quiet {
		x.S.Say(x.S.Names[p], " loses ", strconv.Itoa(n), " fate")
	}
}
