package l5rlcg

import "tessen/engine"

// ModNoPlayNamedFromHand is a player-wide lasting effect on a name (its
// Label, a card title): its player cannot play cards of that title from
// their hand (Gossip: "each opponent cannot play cards from his or her
// hand with that name"; RR-NAMED-2). Unlike ModNoPlayNamed, the name need
// not be a card in the game, and cards played from elsewhere are free.
const ModNoPlayNamedFromHand = "no-play-named-from-hand"

// ForbidNamedFromHand keeps p from playing cards titled title from their
// hand until a timing point.
func (x *Ctx) ForbidNamedFromHand(p int, title, until string) {
	if p < 0 {
		return
	}
	x.S.Effects.Add(engine.Lasting{Kind: ModNoPlayNamedFromHand, Source: x.Self, Player: p, Label: title, Until: until})
	x.S.Say(x.S.Names[p], " cannot play cards named ", title, " from their hand")
}
