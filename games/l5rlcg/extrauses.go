package l5rlcg

import "tessen/engine"

// ModExtraUse is a lasting effect on a card that lets its controller
// trigger one of its printed abilities (N: the ability's index) once more
// than its limit allows in the limit's period: "you may trigger each of
// that holding's triggered abilities an additional time this round (or
// specified period)" (Kaiu Inventor, Smuggling Deal; RR-LIMIT-3). It
// lasts the period of the ability's limit (the round, unless the limit is
// per phase, or per conflict during one), and does not change a maximum
// ("Max N per period", RR-MAX-1). Way of the Dragon's Text.ExtraUses is
// the constant form.
const ModExtraUse = "extra-use"

// TriggeredAbilities lists the indexes of a card's printed abilities its
// controller may trigger (actions, reactions and interrupts, not forced
// ones), none while its text box is blank.
func (s *State) TriggeredAbilities(id int) []int {
	var out []int
	if t := textOf(s, id); t != nil && !s.blank(id) {
		for i, a := range t.Abilities {
			if a.Timing == Action || a.Timing == Reaction || a.Timing == Interrupt {
				out = append(out, i)
			}
		}
	}
	return out
}

// AllowExtraUse lets card's ability index be triggered an additional
// time in its limit's period.
func (x *Ctx) AllowExtraUse(card, index int) {
	t := textOf(x.S, card)
	if t == nil || index >= len(t.Abilities) {
		return
	}
	until := "round"
	switch limitOr(t.Abilities[index].Limit).Per {
	case "phase":
		until = "phase"
	case "conflict":
		if x.S.Conf.Active {
			until = "conflict"
		}
	}
	x.S.Effects.Add(engine.Lasting{Kind: ModExtraUse, Source: x.Self, Player: x.P, Cards: engine.One(card), N: index, Until: until})
}

// extraUsesGranted counts the additional uses lasting effects allow one
// ability of a card.
func (s *State) extraUsesGranted(card, index int) int {
	n := 0
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == ModExtraUse && l.N == index && contains(l.Cards, card) {
			n++
		}
	}
	return n
}
