package l5rlcg

// An action ability marked Ability.AnyPlayer ("any player may trigger
// this ability", Kujira's Hireling) may be used by every player while its
// character is in play: the player who triggers it is the ability's
// player, paying its costs and making its choices (RR-ANY-PLAYER-1).

// anyPlayerMay reports whether p may use ability a of card id as any
// player may: a character in play.
func (s *State) anyPlayerMay(id int, a *Ability) bool {
	return a.AnyPlayer && s.Cards[id].Zone == ZPlay
}

// anyPlayerActs reports whether a card in play has an action any player
// may trigger.
func (s *State) anyPlayerActs(id int) bool {
	return s.ix.anyPlayer[id] && s.Cards[id].Zone == ZPlay && !s.blank(id)
}
