package l5rlcg

import "tessen/engine"

// PlaceFateFrom places n fate taken from player from's fate pool on a
// card ("place 1 fate from an opponent's fate pool on it", Goblin
// Sneak): as much as that pool holds, the placing a game action the
// reactions to fate placed answer.
func (x *Ctx) PlaceFateFrom(from, card, n int) {
	if from < 0 {
		return
	}
	n = min(n, x.S.P[from].Fate)
	if n <= 0 {
		return
	}
	x.S.P[from].Fate -= n
	x.acts = append(x.acts, engine.Event{Kind: EvPlaceFate, Player: x.P, Cards: engine.One(card), Source: x.Self, N: n})
}

// playAllowed checks a card's own play restriction (Text.PlayIf) for p:
// an event played from hand for its ability meets it as any card played
// does (RR "Play Restrictions": Censure, "play only if you have the
// Imperial Favor"), and a limited card only as a player's first limited card
// of the round (limitedevents.go).
func (s *State) playAllowed(p, id int) bool {
	if len(s.Effects.List) > 0 && s.nameBarred(p, id) || s.limitedBarred(p, id) {
		return false
	}
	t := textOf(s, id)
	return t == nil || t.PlayIf == nil || t.PlayIf(s, p)
}
