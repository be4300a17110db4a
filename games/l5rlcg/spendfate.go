package l5rlcg

// ActSpendFate is a player's spending fate from their fate pool: paying a
// card's fate cost, placing additional fate on a character played, or a
// cost that spends fate. A card's Forbid may prohibit it ("each player
// cannot spend fate from their fate pool", Blood of Onnotangu); the Act's
// By is the player, its Card -1.
const ActSpendFate = "spend-fate"

// cannotSpendFate reports whether p is forbidden to spend fate from their
// pool now.
func (s *State) cannotSpendFate(p int) bool {
	return len(s.live.barKinds) != 0 && s.forbids(Act{ActSpendFate, -1, p, -1})
}
