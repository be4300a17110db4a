package l5rlcg

import "tessen/engine"

// Playing a card from out of play "as if it were in your hand" by an
// effect (Togashi Mitsu, from the conflict discard pile): it is played
// as from hand, its cost paid and its restrictions met, once the effect
// that allows it has resolved; an event may be sent to the bottom of its
// owner's conflict deck instead of the discard pile after it resolves
// (RR-AS-IF-IN-HAND-3).

// ModToDeckBottom marks an event to go to the bottom of its owner's
// conflict deck, not the discard pile, once it has resolved.
const ModToDeckBottom = "to-deck-bottom"

// CanPlayAsIfInHand reports whether p could play the card now as if it
// were in p's hand: an event whose action could be initiated and paid
// for, an attachment with a character to go on, or a character it could
// play.
func (s *State) CanPlayAsIfInHand(p, id int) bool {
	if s.Owner(id) != p || !s.playAllowed(p, id) {
		return false
	}
	switch s.def(id).Type {
	case "event":
		i := s.actionIndex(id, 1)
		if i < 0 {
			return false
		}
		cost := s.fateCost(id)
		return cost <= s.fateFor(p, id) && s.couldInitiate(p, id, i, s.ability(id, i), cost, nil, nil)
	case "attachment":
		return !(s.P[p].Limited > 0 && s.HasKeyword(id, "limited")) && s.canAttachSomewhere(p, id)
	case "character": // a conflict character (Warm Welcome)
		return s.canPlayCharacter(p, id)
	}
	return false
}

// PlayAsIfInHand plays the card as if it were in the controller's hand,
// once the effect has resolved; an event goes to the bottom of the
// conflict deck afterwards if bottom is set.
func (x *Ctx) PlayAsIfInHand(id int, bottom bool) {
	s := x.S
	if !s.CanPlayAsIfInHand(x.P, id) {
		return
	}
	switch s.def(id).Type {
	case "character": // played as from hand: into the conflict or home
		x.then = append(x.then, &engine.Frame{Kind: kPlay, Player: x.P, Card: id, N: int(ZHand)})
		return
	case "attachment":
		x.PlayFrom(id)
		return
	}
	if bottom {
		s.Effects.Add(engine.Lasting{Kind: ModToDeckBottom, Source: x.Self, Player: x.P, Cards: engine.One(id), Until: "round"})
	}
	x.then = append(x.then, &engine.Frame{Kind: kAbility, Player: x.P, Card: id, Index: s.actionIndex(id, 1), Labels: abilityLabels(true)})
}

// eventResolved puts an event that has resolved (or was cancelled) where
// it goes: its owner's discard pile, or the bottom of the conflict deck
// if marked so.
func (s *State) eventResolved(id int) {
	if s.removedAfterPlay(id) {
		return
	}
	if len(s.Effects.List) > 0 && s.countLasting(id, ModToDeckBottom) > 0 {
		s.Effects.Forget(id)
		s.place(id, ZConflictDeck, s.Owner(id), 0, false)
		s.Say(s.Title(id), " goes to the bottom of its owner's conflict deck")
		return
	}
	s.discard(id)
}
