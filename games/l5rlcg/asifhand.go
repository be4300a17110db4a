package l5rlcg

// Playing a card as if it were in one's hand (RR-AS-IF-IN-HAND-1): a
// lasting ModAsIfInHand on a card out of play names, as its Player, who may
// play it so: its owner (Artisan Academy's top card) or another player
// (Stolen Secrets' card taken from an opponent's deck). The player pays
// its cost and plays it as from hand; an event goes to its owner's discard
// pile, a character or an attachment comes into play under that player's
// control.

// MayPlayAsIfInHand lets the controller play a card out of play (in a
// conflict deck, or removed from the game) as if it were in their hand,
// until a timing point ("": as long as it stays where it is).
func (x *Ctx) MayPlayAsIfInHand(id int, until string) {
	x.Lasting(ModAsIfInHand, 0, until, id)
}

// RemoveFacedown removes a card (from a deck) from the game facedown, to
// its owner's removed area; the controller knows which card it is.
func (x *Ctx) RemoveFacedown(id int) {
	s := x.S
	s.place(id, ZRemoved, s.Owner(id), 0, false)
	s.Cards[id].Facedown = true
	s.LookAt(x.P, id)
	s.Say(s.Names[x.P], " removes a card of ", s.Names[s.Owner(id)], "'s from the game facedown")
}

// asIfInHand reports a card out of play that p may play as if from hand.
func (s *State) asIfInHand(p, id int) bool {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModAsIfInHand && l.Player == p && contains(l.Cards, id) {
			return true
		}
	}
	return false
}

// asIfInHandCards appends the cards p may play as if from hand, beside
// p's hand.
func (s *State) asIfInHandCards(out []int, p int) []int {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind != ModAsIfInHand || l.Player != p {
			continue
		}
		for _, id := range l.Cards {
			if s.inHand(p, id) && s.Cards[id].Zone != ZHand && !contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}
