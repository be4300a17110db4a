package l5rlcg

import "strconv"

// LoseFate: p loses n fate from their fate pool to the general token
// pool, as much as they have (Ikebana Artisan's "then, lose 1 fate").
// Losing fate is not spending it: what forbids spending does not stop it,
// and nobody gains it (RR-LOSE-FATE-1; Vassal Fields too).
func (x *Ctx) LoseFate(p, n int) {
	s := x.S
	if p < 0 {
		return
	}
	n = min(n, s.P[p].Fate)
	s.P[p].Fate -= n
	if !s.Quiet && n > 0 {
		s.Say(s.Names[p], " loses ", strconv.Itoa(n), " fate")
	}
}
