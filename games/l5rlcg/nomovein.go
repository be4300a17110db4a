package l5rlcg

// ModNoMoveToConflict is a player-wide lasting effect: the player's
// characters cannot be moved to the conflict (Kaito Nobukai's "characters
// cannot be moved to this conflict", restricting each player until the
// end of the conflict; RR-NO-MOVE-IN-1). Unlike ModNoMoveIn, it leaves
// playing a character into the conflict allowed: that is not moving it.
const ModNoMoveToConflict = "no-move-to-conflict"
