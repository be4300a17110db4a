package l5rlcg

import "tessen/engine"

// ModCopyOf is a lasting effect making a card a copy of another card's
// definition ("becomes a copy of", Miyako's Undertaking; RR-BECOMES-COPY-1): Cards
// is the card, N the copied definition's key. While it lasts the card's
// printed values, traits, keywords, text and title are the copied card's;
// what lies on the card (status tokens, fate, attachments), its
// controller and its owner are its own (docs/rulings.md, 36).
//
// The card index (defOf, textBy and the lists built from them) is built
// from each card's definition; index reads these overrides, and is built
// again as such an effect starts and ends: rarely, so it stays cheap.
const ModCopyOf = "copy-of"

// BecomeCopy makes card a copy of the card of until the timing point
// ("conflict": the end of the conflict).
func (x *Ctx) BecomeCopy(card, of int, until string) {
	if x.spares(card) || !x.S.inPlay(card) {
		return
	}
	was := x.S.Title(card)
	x.S.Effects.Add(engine.Lasting{Kind: ModCopyOf, Source: x.Self, Player: x.P, Cards: engine.One(card), N: int(x.S.Cards[of].Def), Until: until})
	x.S.index()
	if !x.S.Quiet {
		x.S.Say(was, " becomes a copy of ", x.S.Title(card))
	}
}

// copiedDefs lists the definitions lasting copy effects give cards (nil
// with none, as almost always).
func (s *State) copiedDefs() map[int]engine.DefKey {
	var out map[int]engine.DefKey
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModCopyOf && len(l.Cards) == 1 {
			if out == nil {
				out = map[int]engine.DefKey{}
			}
			out[l.Cards[0]] = engine.DefKey(l.N)
		}
	}
	return out
}

// isCopy reports whether a copy effect applies to card.
func (s *State) isCopy(card int) bool {
	_, ok := s.copiedDefs()[card]
	return ok
}

// uncopied rebuilds the index after copy effects expired.
func (s *State) uncopied(ended []engine.Lasting) {
	for _, l := range ended {
		if l.Kind == ModCopyOf {
			s.index()
			return
		}
	}
}
