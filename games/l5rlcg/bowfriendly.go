package l5rlcg

// BowFriendly: "bow a friendly [matching] character" as a cost (Benten's
// Touch, High Kick). The character is chosen as the cost is paid, among
// the ready ones the controller controls that pass f and could be bowed;
// it is bowed through its triggering condition like BowSelf.
func BowFriendly(f Filter) Cost {
	return Cost{Text: "bow a friendly character",
		Choices: func(x *Ctx) []int {
			var out []int
			for _, id := range x.S.P[x.P].Play {
				if (f == nil || f(x, id)) && CanBow(x, id) {
					out = append(out, id)
				}
			}
			return out
		},
		Pay: func(x *Ctx, id int) { x.Bow(id) }}
}
