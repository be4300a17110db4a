package l5rccg

import (
	"strconv"
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

// CopyAbility gives the card whose effect this is ability i (from 0) of
// card from, until a timing point.
func (x *Ctx) CopyAbility(from, i int, until string) {
	x.S.addEffect(efCopy, x.P, []int{x.Self}, from, strconv.Itoa(i), until)
	x.S.Say(x.S.Title(x.Self), " copies an ability of ", x.S.Title(from))
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

// copiedAbility is the kth ability a card copies now, or nil.
func (s *State) copiedAbility(card, k int) *Ability {
	if k < 0 {
		return nil
	}
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efCopy && l.Cards[0] == card {
			if k == 0 {
				n, _ := strconv.Atoi(l.Label)
				return s.ability(l.N, n)
			}
			k--
		}
	}
	return nil
}

// eachAbility visits a card's abilities with their numbers (from 0): its
// text's, then those it copies.
func (s *State) eachAbility(id int, t *Text, visit func(i int, a *Ability)) {
	own := t.abilities()
	for i, a := range own {
		visit(i, a)
	}
	if s.holds&holdsCopies == 0 {
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
