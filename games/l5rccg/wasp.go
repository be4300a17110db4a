package l5rccg

import "tessen/engine"

// A Stronghold's rules for Ranged Attacks (Castle of the Wasp:
// Text.CombinesAcross): its player combines Ranged Attacks of different
// units; once a battle, an uncombined Ranged Attack from his attacking
// army may hit the battlefield's Province instead of an enemy card, its
// strength a penalty to the Province's; once a battle, a card of his may
// ignore bowing for a Ranged Attack's cost, which may then target only an
// enemy card.

// wasp reports p's Stronghold with those rules.
func (s *State) wasp(p int) bool {
	t := s.text(s.P[p].Stronghold)
	return t != nil && t.CombinesAcross
}

// The marks and counts: waspProvinceMark on the card of an action whose
// Ranged Attack hits the Province; the uses, once a battle, on the
// Stronghold.
const waspProvinceMark = "at-province"

// waspProvinceMay reports the Province open to the Ranged Attack of the
// action being announced (f): an uncombined one, from a card of p's
// attacking army.
func (s *State) waspProvinceMay(f *engine.Frame, a *Ability) bool {
	p, card := f.Player, f.Card
	return s.holds&holdsWasp != 0 && a.ranged() && s.wasp(p) && s.inPlay(card) && int(s.Cards[card].Controller) == p &&
		s.attacking(card) && !s.marked(card, efMark, combining) && s.Used("battle", useKey(s.P[p].Stronghold, waspProvinceUse)) == 0
}

// waspFreeMay reports a card of p's that may ignore bowing for the cost
// of the Ranged Attack action being paid (x).
func (s *State) waspFreeMay(x *Ctx) bool {
	a := x.A
	return s.holds&holdsWasp != 0 && a.ranged() && a.Bow && s.wasp(x.P) && int(s.Cards[x.Self].Controller) == x.P &&
		!s.marked(x.Self, efMark, waspProvinceMark) && s.Used("battle", useKey(s.P[x.P].Stronghold, waspFreeUse)) == 0
}

// atProvince reports an action whose Ranged Attack hits the Province.
func (s *State) atProvince(card int) bool {
	return s.holds&holdsWasp != 0 && s.marked(card, efMark, waspProvinceMark)
}

func init() {
	RegisterChoice("wasp-province", &Choice{
		Prompt: "target the battlefield's Province with this Ranged Attack, its strength taken from the Province's?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"province"} },
		Words:  Words{Labels: map[string]string{"province": "target the Province"}, Pass: "target a unit as usual"},
		Picked: func(x *Ctx, p int, _ string, card int) {
			s := x.S
			s.Use("battle", useKey(s.P[p].Stronghold, waspProvinceUse))
			s.addEffect(efMark, p, []int{card}, 0, waspProvinceMark, untilActionOf(card))
		},
	})
	RegisterChoice("wasp-free", &Choice{
		Prompt: "make this Ranged Attack without bowing for its cost?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"ignore"} },
		Words:  Words{Labels: map[string]string{"ignore": "do not bow for it"}, Pass: "bow for it as usual"},
		Picked: func(x *Ctx, p int, _ string, card int) {
			s := x.S
			s.Use("battle", useKey(s.P[p].Stronghold, waspFreeUse))
			s.addEffect(efMark, p, []int{card}, 0, bowPaidMark, untilActionOf(card))
			s.Say(s.Title(card), " does not bow for it")
		},
	})
}
