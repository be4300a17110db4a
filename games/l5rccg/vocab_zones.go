package l5rccg

import (
	"slices"
	"sort"
	"strconv"
	"sync"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// The vocabulary of cards out of play: drawing, the Fate and Dynasty
// decks, hands, discard piles, cards removed from the game or put face
// down under another or set aside for a while, naming a card.

// Draw draws cards from a player's Fate deck.
func (x *Ctx) Draw(p, n int) {
	x.S.draw(p, n)
	x.S.Say(x.S.Names[p], " draws ", strconv.Itoa(n))
}

// TopFate discards the top card of p's Fate deck and returns it, or -1.
func (x *Ctx) TopFate(p int) int {
	pl := &x.S.P[p]
	if len(pl.FateDeck) == 0 {
		return -1
	}
	id := pl.FateDeck[0]
	x.S.Say(x.S.Names[p], " discards ", x.S.Title(id), " from the top of the Fate deck")
	x.S.toDiscard(id, false)
	return id
}

// Shuffle shuffles a player's Fate deck.
func (x *Ctx) ShuffleFate(p int) { x.S.shuffle(x.S.P[p].FateDeck) }

// HandToFateDeck shuffles p's hand, but the card being played, into the
// Fate deck and says how many cards went.
func (x *Ctx) HandToFateDeck(p int) int {
	pl := &x.S.P[p]
	var kept []int
	n := 0
	for _, id := range pl.Hand {
		if id == x.Self {
			kept = append(kept, id)
			continue
		}
		x.S.Cards[id].Zone = ZFateDeck
		x.S.Cards[id].Inst++
		pl.FateDeck = append(pl.FateDeck, id)
		n++
	}
	pl.Hand = kept
	x.ShuffleFate(p)
	return n
}

// DeadIn lists the dead Personalities in p's Dynasty discard pile.
func (x *Ctx) DeadIn(p int) []int {
	var out []int
	for _, id := range x.S.P[p].DynastyDiscard {
		if x.S.Cards[id].Destroyed && x.S.typeOf(id) == "personality" {
			out = append(out, id)
		}
	}
	return out
}

// RemoveFromGame removes a card from the game, wherever it is.
func (x *Ctx) RemoveFromGame(id int) {
	s := x.S
	for _, a := range s.Attachments(id) {
		x.RemoveFromGame(a)
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Parent, c.Prov, c.Bowed = ZRemoved, -1, 0, false
	s.P[c.Owner].Removed = append(s.P[c.Owner].Removed, id)
	s.Say(s.Title(id), " is removed from the game")
}

// DiscardAtRandom discards a card at random from a player's hand, from
// the game's generator, and returns it (-1 for an empty hand).
func (x *Ctx) DiscardAtRandom(p int) int {
	hand := x.S.P[p].Hand
	if len(hand) == 0 {
		return -1
	}
	id := hand[x.S.RNG.Intn(len(hand))]
	x.S.Say(x.S.Names[p], " discards ", x.S.Title(id), " at random")
	x.S.toDiscard(id, false)
	return id
}

// DiscardFromHand discards a card from its owner's hand.
func (x *Ctx) DiscardFromHand(id int) {
	x.S.Say(x.S.Names[x.S.Cards[id].Owner], " discards ", x.S.Title(id))
	x.S.toDiscard(id, false)
}

// ReturnToHand puts a card in play back in its owner's hand (a created
// card, which exists only in play, is removed from the game instead).
func (x *Ctx) ReturnToHand(id int) {
	s := x.S
	if !s.inPlay(id) {
		return
	}
	if s.Cards[id].Created {
		x.RemoveFromGame(id)
		return
	}
	for _, a := range s.Attachments(id) {
		s.toDiscard(a, false)
	}
	s.take(id)
	c := &s.Cards[id]
	c.Zone, c.Parent, c.Prov, c.Bowed, c.Controller = ZHand, -1, 0, false, c.Owner
	s.P[c.Owner].Hand = append(s.P[c.Owner].Hand, id)
	s.Say(s.Title(id), " returns to ", s.Names[c.Owner], "'s hand")
}

// ShowTopFate shows the top card of p's Fate deck and returns it, or -1.
func (x *Ctx) ShowTopFate(p int) int {
	pl := &x.S.P[p]
	if len(pl.FateDeck) == 0 {
		return -1
	}
	x.S.Say(x.S.Names[p], " shows ", x.S.Title(pl.FateDeck[0]), " from the top of the Fate deck")
	return pl.FateDeck[0]
}

// ToFateBottom puts a card from hand at the bottom of its owner's Fate
// deck.
func (x *Ctx) ToFateBottom(id int) {
	if x.S.relocate(id, ZHand, ZFateDeck, false) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " puts a card at the bottom of the Fate deck")
	}
}

// ShuffleDynasty shuffles a player's Dynasty deck.
func (x *Ctx) ShuffleDynasty(p int) { x.S.shuffle(x.S.P[p].DynastyDeck) }

// FateToHand puts a card of its owner's Fate deck in his hand, shown.
func (x *Ctx) FateToHand(id int) {
	if x.S.relocate(id, ZFateDeck, ZHand, false) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " takes ", x.S.Title(id), " from the Fate deck into hand")
	}
}

// DiscardToHand puts a card of its owner's discard pile in his hand.
func (x *Ctx) DiscardToHand(id int) {
	s := x.S
	if z := s.Cards[id].Zone; z != ZFateDiscard && z != ZDynastyDiscard {
		return
	}
	s.take(id)
	p := int(s.Cards[id].Owner)
	s.Cards[id].Zone, s.Cards[id].Destroyed = ZHand, false
	s.P[p].Hand = append(s.P[p].Hand, id)
	s.Say(s.Names[p], " takes ", s.Title(id), " from the discard pile into hand")
}

// DiscardToHandShown is DiscardToHand face-up: every player sees the
// card while it stays in the hand.
func (x *Ctx) DiscardToHandShown(id int) {
	x.DiscardToHand(id)
	if x.S.Cards[id].Zone == ZHand {
		x.S.Cards[id].Shown = true
	}
}

// DiscardFromPlay discards a card in play (not a destruction).
func (x *Ctx) DiscardFromPlay(id int) {
	if x.S.inPlay(id) {
		x.S.Say(x.S.Title(id), " is discarded")
		x.S.toDiscard(id, false)
	}
}

// ToDynastyBottom puts a card from a Province at the bottom of its
// owner's Dynasty deck.
func (x *Ctx) ToDynastyBottom(id int) {
	s := x.S
	s.take(id)
	p := &s.P[s.Cards[id].Owner]
	s.Cards[id].Zone, s.Cards[id].Prov, s.Cards[id].Facedown = ZDynastyDeck, 0, true
	p.DynastyDeck = append(p.DynastyDeck, id)
	s.Say(s.Title(id), " goes to the bottom of the Dynasty deck")
}

// DiscardFromProvince discards a card from a Province.
func (x *Ctx) DiscardFromProvince(id int) {
	if x.S.Cards[id].Zone == ZProvince {
		x.S.Say(x.S.Title(id), " is discarded from its Province")
		x.S.toDiscard(id, false)
	}
}

// ShuffleIntoDecks shuffles a card in play and its attachments into
// their owners' decks.
func (x *Ctx) ShuffleIntoDecks(id int) {
	s := x.S
	for _, c := range append(s.Attachments(id), id) {
		s.take(c)
		card := &s.Cards[c]
		p := &s.P[card.Owner]
		card.Parent, card.Prov, card.Bowed, card.Dishonored, card.Controller = -1, 0, false, false, card.Owner
		if d := s.def(c); d != nil && d.Deck == "fate" {
			card.Zone = ZFateDeck
			p.FateDeck = append(p.FateDeck, c)
			s.shuffle(p.FateDeck)
		} else {
			card.Zone, card.Facedown = ZDynastyDeck, true
			p.DynastyDeck = append(p.DynastyDeck, c)
			s.shuffle(p.DynastyDeck)
		}
		s.Say(s.Title(c), " is shuffled into its owner's deck")
	}
}

// FetchCopy puts another copy of a card's title in its owner's hand: from
// the Fate discard pile if one is there, else searched out of the Fate
// deck, which is then shuffled.
func (x *Ctx) FetchCopy(card int) {
	s := x.S
	p := int(s.Cards[card].Owner)
	title := s.Title(card)
	for _, id := range s.P[p].FateDiscard {
		if id != card && s.Title(id) == title {
			x.DiscardToHand(id)
			return
		}
	}
	for _, id := range s.P[p].FateDeck {
		if s.Title(id) == title {
			x.FateToHand(id)
			break
		}
	}
	x.ShuffleFate(p)
}

// FateDiscardToDeck shuffles p's Fate discard pile into his Fate deck.
func (x *Ctx) FateDiscardToDeck(p int) {
	for _, id := range slices.Clone(x.S.P[p].FateDiscard) {
		x.S.relocate(id, ZFateDiscard, ZFateDeck, true)
	}
	x.ShuffleFate(p)
	x.S.Say(x.S.Names[p], " shuffles the Fate discard pile into the Fate deck")
}

// DiscardToFateDeck puts a card of its owner's Fate discard pile on top
// of his Fate deck (a shuffle usually follows).
func (x *Ctx) DiscardToFateDeck(id int) {
	if x.S.relocate(id, ZFateDiscard, ZFateDeck, true) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " puts ", x.S.Title(id), " from the discard pile into the Fate deck")
	}
}

// relocate moves a card of its owner's from one zone out of play to
// another (its list's top, or bottom), reporting whether it was there.
func (s *State) relocate(id int, from, to Zone, top bool) bool {
	if s.Cards[id].Zone != from {
		return false
	}
	s.take(id)
	p := &s.P[s.Cards[id].Owner]
	list := map[Zone]*[]int{ZHand: &p.Hand, ZFateDeck: &p.FateDeck, ZDynastyDeck: &p.DynastyDeck}[to]
	s.Cards[id].Zone = to
	if top {
		*list = append([]int{id}, *list...)
	} else {
		*list = append(*list, id)
	}
	return true
}

// HandToTop puts a card from its owner's hand on top of his Fate deck.
func (x *Ctx) HandToTop(id int) {
	if x.S.relocate(id, ZHand, ZFateDeck, true) {
		x.S.Say(x.S.Names[x.S.Cards[id].Owner], " puts a card from hand on top of the Fate deck")
	}
}

// ExileOnLeave has a card removed from the game the next time it leaves
// play, instead of going to a discard pile.
func (x *Ctx) ExileOnLeave(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, "exile-on-leave", UntilGame)
}

// ExileEventTitle has the next Event of a title that resolves for p
// removed from the game instead of discarded.
func (x *Ctx) ExileEventTitle(p int, title string) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, "exile-event:"+title, UntilGame)
}

// EventToDeck shuffles an Event of a discard pile into its owner's
// Dynasty deck.
func (x *Ctx) EventToDeck(id int) {
	s := x.S
	if s.relocate(id, ZDynastyDiscard, ZDynastyDeck, false) {
		s.shuffle(s.P[s.Cards[id].Owner].DynastyDeck)
		s.Say(s.Names[s.Cards[id].Owner], " shuffles ", s.Title(id), " into the Dynasty deck")
	}
}

// LastChiDeath is the Personality most recently destroyed for having 0
// Chi who is still dead in a discard pile, or -1.
func (x *Ctx) LastChiDeath() int {
	for i := len(x.S.Effects.List) - 1; i >= 0; i-- {
		if l := &x.S.Effects.List[i]; l.Kind == efMark && l.Label == "chi-death" {
			if id := l.Cards[0]; x.S.Cards[id].Zone == ZDynastyDiscard {
				return id
			}
		}
	}
	return -1
}

// ReorderTop puts the top cards of p's Fate deck in the order given, the
// first on top.
func (x *Ctx) ReorderTop(p int, order []int) {
	deck := x.S.P[p].FateDeck
	rest := slices.DeleteFunc(slices.Clone(deck), func(id int) bool { return slices.Contains(order, id) })
	x.S.P[p].FateDeck = append(slices.Clone(order), rest...)
	x.S.Say(x.S.Names[p], " puts back ", strconv.Itoa(len(order)), " cards in the order of his choice")
}

// nameable is every Fate card a player may name ("name a card"): each
// title legal in the format once, by the id of its first card; the list
// is the format's, not the decks' in the game, which would tell what the
// other players hold.
var nameable = sync.OnceValue(func() []string {
	seen := map[string]bool{}
	var out []string
	for _, d := range carddb.Std().All {
		if d.Deck == "fate" && !seen[d.Title] {
			seen[d.Title] = true
			out = append(out, d.ID)
		}
	}
	sort.Strings(out)
	return out
})

// Nameable lists the card ids a player may name, one for each Fate title.
func (x *Ctx) Nameable() []string { return nameable() }

// CopyInHand is a card of p's hand titled as the card def names, or -1.
func (x *Ctx) CopyInHand(p int, def string) int {
	d, ok := defs().Get(def)
	if !ok {
		return -1
	}
	for _, id := range x.S.P[p].Hand {
		if x.S.Title(id) == d.Title {
			return id
		}
	}
	return -1
}

// PutUnder puts a card out of play face down under a card in play (a
// Stronghold's "put them under this Stronghold, face-down"); its owner
// may look at it.
func (x *Ctx) PutUnder(card, host int) {
	x.S.putFaceDown(card, ZUnder, host, 0)
	x.S.Say(x.S.Names[x.S.Cards[card].Owner], " puts a card under ", x.S.Title(host))
}

// putFaceDown puts a card face down and out of play: under a card (host)
// or beneath its owner's Province prov.
func (s *State) putFaceDown(card int, z Zone, host, prov int) {
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Parent, c.Prov, c.Facedown, c.Bowed, c.Controller = z, int32(host), int8(prov), true, false, c.Owner
}

// cardsWhere lists the cards whose state passes a test.
func (s *State) cardsWhere(ok func(c *Card) bool) []int {
	var out []int
	for id := range s.Cards {
		if ok(&s.Cards[id]) {
			out = append(out, id)
		}
	}
	return out
}

// Beneath lists the cards under a card (PutUnder's).
func (x *Ctx) Beneath(host int) []int {
	return x.S.cardsWhere(func(c *Card) bool { return c.Zone == ZUnder && int(c.Parent) == host })
}

// UnderToHand puts a card from under another into its owner's hand.
func (x *Ctx) UnderToHand(id int) {
	s := x.S
	c := &s.Cards[id]
	if c.Zone != ZUnder {
		return
	}
	p := int(c.Owner)
	c.Zone, c.Parent, c.Facedown, c.Controller = ZHand, -1, false, c.Owner
	s.P[p].Hand = append(s.P[p].Hand, id)
	s.Say(s.Names[p], " takes a card from under ", s.Title(s.P[p].Stronghold), " into hand")
}

// PutBeneath attaches a card of its owner's face down and out of play to
// his Province n (Shiro Kitsuki's Personalities).
func (x *Ctx) PutBeneath(card, n int) {
	x.S.putFaceDown(card, ZBeneath, -1, n)
	x.S.Say(x.S.Names[x.S.Cards[card].Owner], " attaches a card face down to Province ", strconv.Itoa(n))
}

// Beneaths lists the cards face down beneath p's Provinces.
func (x *Ctx) Beneaths(p int) []int {
	return x.S.cardsWhere(func(c *Card) bool { return c.Zone == ZBeneath && int(c.Owner) == p })
}

// DiscardOut discards a card out of play (one put under another).
func (x *Ctx) DiscardOut(id int) {
	x.S.Say(x.S.Title(id), " is discarded")
	x.S.toDiscard(id, false)
}

// eventToDeck marks an Event resolving that goes into its owner's deck,
// shuffled, instead of to his discard pile.
const eventToDeck = "event-to-deck"

// ToDeckAfter has the Event resolving shuffled into its owner's Dynasty
// deck instead of discarded.
func (x *Ctx) ToDeckAfter(event int) {
	x.S.addEffect(efMark, x.P, []int{event}, 0, eventToDeck, UntilTurn)
}

// SwitchHands switches a card of one player's hand with a card of
// another's: each goes to the other hand, its owner unchanged.
func (x *Ctx) SwitchHands(a, b int) {
	s := x.S
	pa, pb := int(s.Cards[a].Controller), int(s.Cards[b].Controller)
	if s.Cards[a].Zone != ZHand || s.Cards[b].Zone != ZHand || pa == pb {
		return
	}
	s.take(a)
	s.take(b)
	s.Cards[a].Zone, s.Cards[a].Controller = ZHand, int8(pb)
	s.Cards[b].Zone, s.Cards[b].Controller = ZHand, int8(pa)
	s.P[pb].Hand = append(s.P[pb].Hand, a)
	s.P[pa].Hand = append(s.P[pa].Hand, b)
	s.Say(s.Names[pa], " and ", s.Names[pb], " switch a card of their hands")
}

// lookedAt marks a face-down card a player (the mark's) looked at this
// turn: he sees it (State.Visible).
const lookedAt = "looked-at"

// FaceDownCards lists the cards face-down to p ("cards in decks and hands
// are face-down"): the decks, the other players' hands, and the face-down
// Province cards.
func (x *Ctx) FaceDownCards(p int) []int {
	var out []int
	for q := range x.S.P {
		pl := &x.S.P[q]
		out = append(out, pl.DynastyDeck...)
		out = append(out, pl.FateDeck...)
		if q != p {
			out = append(out, pl.Hand...)
		}
		for _, pr := range pl.Provinces {
			if pr.Card >= 0 && x.S.Cards[pr.Card].Facedown {
				out = append(out, pr.Card)
			}
		}
	}
	return out
}

// LookAt lets the player look at a face-down card: he sees it this turn.
func (x *Ctx) LookAt(id int) {
	x.S.addEffect(efMark, x.P, []int{id}, 0, lookedAt, UntilTurn)
	x.S.Say(x.S.Names[x.P], " looks at a face-down card")
}

// DiscardOutOfPlay discards a card from a deck, a hand or a Province.
func (x *Ctx) DiscardOutOfPlay(id int) {
	s := x.S
	switch c := &s.Cards[id]; c.Zone {
	case ZProvince:
		owner, prov := int(c.Owner), int(c.Prov)
		x.DiscardFromProvince(id)
		s.refillOne(owner, prov)
	case ZHand, ZDynastyDeck, ZFateDeck:
		s.Say(s.Names[c.Owner], " discards ", s.Title(id))
		s.toDiscard(id, false)
	}
}

// A unit removed from the game for a while, in the state it was in
// (Suitengu's Surge): its cards keep their bowed status, their
// attachments and their tokens out of the game, and come back to their
// owner's home, under his control, as the next turn begins, without
// entering play.

// efReturn is such a removal: at its end the unit (Cards[0]) and its
// attachments (Cards[1:]) return, bowed as they were (bit i of N: Cards[i]
// was bowed; a card out of play is never bowed).
const efReturn = "return-at"

// SetAside removes a unit from the game until the next turn begins.
func (x *Ctx) SetAside(unit int) {
	s := x.S
	if !s.inPlay(unit) || !s.isPersonality(unit) {
		return
	}
	cards := s.unitCards(unit)
	bowed := 0
	for i, id := range cards { // not take: its tokens stay
		c := &s.Cards[id]
		if c.Bowed {
			bowed |= 1 << i
		}
		c.Bowed = false
		if id == unit {
			s.P[c.Controller].Play = slices.DeleteFunc(s.P[c.Controller].Play, func(r int) bool { return r == id })
		} else {
			s.Attached = slices.DeleteFunc(s.Attached, func(r int) bool { return r == id })
		}
		c.Zone, c.Prov = ZRemoved, 0
		s.P[c.Owner].Removed = append(s.P[c.Owner].Removed, id)
	}
	s.addEffect(efReturn, int(s.Cards[unit].Owner), cards, bowed, "", untilTurnOf(s.Next(s.Active)))
	s.Say(s.Title(unit), "'s unit is removed from the game until the next turn begins")
}

// returnAside brings a unit set aside back to its owner's home as it
// was, without its entering play.
func (s *State) returnAside(l *engine.Lasting) {
	unit := l.Cards[0]
	if s.Cards[unit].Zone != ZRemoved {
		return
	}
	p := l.Player
	for i, id := range l.Cards {
		c := &s.Cards[id]
		if c.Zone != ZRemoved {
			continue
		}
		s.P[c.Owner].Removed = slices.DeleteFunc(s.P[c.Owner].Removed, func(r int) bool { return r == id })
		c.Controller, c.Bowed = int8(p), l.N&(1<<i) != 0
		if i == 0 {
			c.Zone, c.Parent = ZHome, -1
			s.P[p].Play = append(s.P[p].Play, id)
			continue
		}
		c.Zone, c.Parent = ZAttached, int32(unit)
		s.Attached = append(s.Attached, id)
	}
	s.Say(s.Title(unit), "'s unit returns to ", s.Names[p], "'s home")
}
