package l5rccg

import (
	"strconv"
	"strings"

	"tessen/engine"
)

// Copying abilities (LE-COPY-1). A card that copies another card's
// ability has it, after its own, numbered on from them, for as long as
// the copy lasts; the copied ability acts for the card that has it ("this
// card", its title, "bow this Shugenja" all mean the copier).

// efCopy is a copy: Cards[0] has ability number Label (from 0) of card N.
const efCopy = "copy"

// abilities is a text's own abilities (none for a card without a text).
func (t *Text) abilities() []*Ability {
	if t == nil {
		return nil
	}
	return t.Abilities
}

// CopyAbility gives card to ability i (from 0) of card from, until a
// timing point.
func (x *Ctx) CopyAbility(to, from, i int, until string) {
	x.S.addEffect(efCopy, x.P, []int{to}, from, strconv.Itoa(i), until)
	x.S.Say(x.S.Title(to), " copies an ability of ", x.S.Title(from))
}

// AbilityOf is a card's ability i (from 0), or nil.
func (x *Ctx) AbilityOf(card, i int) *Ability { return x.S.ability(card, i) }

// freeCopy ends the Label of a copy used ignoring its costs.
const freeCopy = " free"

// UntilExtra is the timing point "after the additional action given
// ends, or if it is not taken" (ExtraCopied).
const UntilExtra = "extra-action"

// ExtraCopied gives card to ability i (from 0) of card from, with its
// costs ignored, and the player taking the action an additional Battle
// action now to use it, which he may pass; the copy is gone once that
// action ends, taken or not (Masagaro Sensei).
func (x *Ctx) ExtraCopied(to, from, i int) {
	x.S.addEffect(efCopy, x.P, []int{to}, from, strconv.Itoa(i)+freeCopy, UntilExtra)
	x.S.Say(x.S.Title(to), " copies an ability of ", x.S.Title(from))
	k := 0
	for j := range x.S.Effects.List {
		if l := &x.S.Effects.List[j]; l.Kind == efCopy && l.Cards[0] == to {
			k++
		}
	}
	n := len(x.S.text(to).abilities()) + k // its number, from 1
	x.S.Push(engine.Frame{Kind: kExtra, Player: x.P, Card: to, Index: -1, N: extraAny, Cards: []int{n}})
}

// Copyable lists the numbers (from 0) of a card's abilities that may be
// copied: those it has not lost, and that do not themselves copy.
func (x *Ctx) Copyable(card int) []int {
	var out []int
	for _, i := range x.Actions(card) {
		if !x.S.text(card).Abilities[i].Copies {
			out = append(out, i)
		}
	}
	return out
}

// Borrowed is an ability of another card that a card has while its text
// says so (Text.Borrows): card's ability Index (from 0).
type Borrowed struct{ Card, Index int }

// extraAbility is the kth ability a card has beyond its own: those it
// copies, in the order copied, then those it borrows; with the card and
// number (from 0) of the ability it is, and whether it is borrowed.
func (s *State) extraAbility(card, k int) (a *Ability, src, i int, borrowed bool) {
	if k < 0 {
		return nil, -1, 0, false
	}
	for j := range s.Effects.List {
		if l := &s.Effects.List[j]; l.Kind == efCopy && l.Cards[0] == card {
			if k == 0 {
				label, free := strings.CutSuffix(l.Label, freeCopy)
				n, _ := strconv.Atoi(label)
				a := s.ability(l.N, n)
				if free && a != nil && a.free != nil {
					a = a.free
				}
				return a, l.N, n, false
			}
			k--
		}
	}
	if t := s.text(card); t != nil && t.Borrows != nil && s.inPlay(card) {
		list := t.Borrows(&Ctx{S: s, P: int(s.Cards[card].Controller), Self: card})
		if k < len(list) {
			b := list[k]
			a := s.ability(b.Card, b.Index)
			if a != nil && a.withBow != nil && t.BorrowsBowing {
				a = a.withBow
			}
			return a, b.Card, b.Index, true
		}
		k -= len(list)
	}
	if s.holds&holdsGivers != 0 && s.inPlay(card) { // what the Terrains and Formations in play give it
		for p := range s.P {
			for _, f := range s.P[p].Field {
				if t := s.text(f); t != nil && t.Gives != nil {
					list := t.Gives(&Ctx{S: s, P: p, Self: f}, card)
					if k < len(list) {
						return list[k], f, -1, false
					}
					k -= len(list)
				}
			}
		}
		for j := range s.Effects.List {
			if l := &s.Effects.List[j]; l.Kind == efGift {
				list := gifts[l.Label](&Ctx{S: s, P: l.Player}, card)
				if k < len(list) {
					return list[k], -1, -1, false
				}
				k -= len(list)
			}
		}
	}
	return nil, -1, 0, false
}

// copiedAbility is the kth ability a card has beyond its own, or nil.
func (s *State) copiedAbility(card, k int) *Ability {
	a, _, _, _ := s.extraAbility(card, k)
	return a
}

// limitKey is what counts the uses of a card's ability i (from 0) for
// its limit: the card's own (or the one it shares a limit with), a
// copy's on the copier, a borrowed one's on the card it belongs to
// ("has not been used its maximum number of times this turn").
func (s *State) limitKey(card, i int, a *Ability) engine.UseKey {
	own := len(s.text(card).abilities())
	if i < own || s.holds&(holdsCopies|holdsGivers) == 0 {
		return useKey(card, a.limitIndex(i))
	}
	if _, src, n, borrowed := s.extraAbility(card, i-own); borrowed {
		return useKey(src, a.limitIndex(n))
	}
	return useKey(card, i)
}

// copying reports a card copying another's ability now (an efCopy
// effect): looked for once for every card asked about.
func (s *State) copying() bool { return s.holds&holdsCopies != 0 && s.anyEffect(efCopy) }

// extrasNow reports cards that may have abilities beyond their text's
// now: copies, or abilities a Terrain or Formation in play gives.
func (s *State) extrasNow() bool { return s.copying() || s.giving() }

// giving reports a Terrain or Formation in play giving abilities to
// cards (Text.Gives).
func (s *State) giving() bool {
	if s.holds&holdsGivers == 0 {
		return false
	}
	for p := range s.P {
		for _, f := range s.P[p].Field {
			if t := s.text(f); t != nil && t.Gives != nil {
				return true
			}
		}
	}
	return s.anyEffect(efGift)
}

// efGift is a gift of abilities every card it names has for a while
// (Label: the gift's name, RegisterGift).
const efGift = "gift"

// gifts are the registered gifts of abilities, by name.
var gifts = map[string]func(x *Ctx, card int) []*Ability{}

// RegisterGift names the abilities a gift gives a card (from package
// cards' init); a Text that makes gifts says so (Text.MakesGifts).
func RegisterGift(name string, give func(x *Ctx, card int) []*Ability) { gifts[name] = give }

// Gift gives, until a timing point, the abilities of a registered gift.
func (x *Ctx) Gift(name, until string) {
	x.S.addEffect(efGift, x.P, nil, 0, name, until)
}

// eachAbility visits a card's abilities with their numbers (from 0): its
// text's, then those it borrows or (copying: s.copying()) copies.
func (s *State) eachAbility(id int, t *Text, copying bool, visit func(i int, a *Ability)) {
	own := t.abilities()
	for i, a := range own {
		visit(i, a)
	}
	if !copying && (t == nil || t.Borrows == nil) { // (copying: extrasNow, given abilities too)
		return
	}
	for k := 0; ; k++ {
		a := s.copiedAbility(id, k)
		if a == nil {
			return
		}
		visit(len(own)+k, a)
	}
}
