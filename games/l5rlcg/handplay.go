package l5rlcg

// ModNoHandPlay is a player-wide lasting effect (Ctx.Restrict): its
// player cannot play cards from their hand, events, characters or
// attachments, until it expires ("each player cannot play cards from his
// or her hand until the end of the conflict", Akodo Toturi of the
// Imperial cycle; RR-HAND-PLAY-1). Abilities of cards in play, and cards
// played from elsewhere as if they were in hand, are not affected.
const ModNoHandPlay = "no-hand-play"

// handPlayBarred reports whether p cannot play cards from hand now; the
// lasting effects are looked at only when there are some.
func (s *State) handPlayBarred(p int) bool {
	return len(s.Effects.List) > 0 && s.HasRestriction(p, ModNoHandPlay)
}
