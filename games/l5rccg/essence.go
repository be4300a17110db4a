package l5rccg

import "strconv"

// Provinces opened by a Shugenja (Essence of Air): while he stays bowed,
// or until his player's Provinces have refilled as many times in one
// turn as his Chi, they refill face up, the cards so refilled keeping
// their full costs, and his player may keep him from straightening.

// Marks: openedMark on the Shugenja whose effect is under way;
// fullPriceMark on a card refilled face up by it, whose costs are not
// reduced.
const (
	openedMark    = "provinces-opened"
	fullPriceMark = "full-price"
)

// OpenProvinces turns every card in the player's Provinces face up and
// starts the effect of the Shugenja (Text.OpensProvinces on his Spell).
func (x *Ctx) OpenProvinces(shugenja int) {
	s := x.S
	for _, pr := range s.P[x.P].Provinces {
		if pr.Card >= 0 && s.Cards[pr.Card].Facedown {
			s.Cards[pr.Card].Facedown = false
			s.Say(s.Title(pr.Card), " is turned face up in Province ", strconv.Itoa(pr.Number))
		}
	}
	s.addEffect(efMark, x.P, []int{shugenja}, 0, openedMark, UntilGame)
}

// opener is p's Shugenja whose effect keeps p's Provinces open now, or -1.
func (s *State) opener(p int) int {
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == openedMark && l.Player == p {
			if id := l.Cards[0]; s.inPlay(id) && s.Cards[id].Bowed {
				return id
			}
		}
	}
	return -1
}

// refilledOpen turns a card just refilled into p's Province face up while
// a Shugenja keeps them open, counting the refills of the turn: once they
// reach his Chi, the effect ends.
func (s *State) refilledOpen(p, id int) {
	sh := s.opener(p)
	if sh < 0 {
		return
	}
	s.Cards[id].Facedown = false
	s.addEffect(efMark, p, []int{id}, 0, fullPriceMark, UntilGame)
	s.Say(s.Title(id), " is refilled face up")
	key := useKey(sh, openedRefills)
	s.Use("turn", key)
	if s.Used("turn", key) >= s.Chi(sh) {
		s.unmarkCard(sh, openedMark)
		s.Say(s.Title(sh), "'s Provinces close again")
	}
}

// fullPrice reports a card refilled face up whose costs are not reduced.
func (s *State) fullPrice(id int) bool {
	return s.holds&holdsOpenProvinces != 0 && s.marked(id, efMark, fullPriceMark)
}

// keepOpen asks p, as his Straighten Phase begins, whether his bowed
// Shugenja keeping his Provinces open stays bowed.
func (s *State) keepOpen(p int) {
	if sh := s.opener(p); sh >= 0 {
		(&Ctx{S: s, P: p, Self: sh}).Ask(p, keepBowed, 1, sh)
	}
}

// keepBowed is the choice of keeping a Shugenja bowed (keep).
const keepBowed = "keep-bowed"

func init() {
	RegisterChoice(keepBowed, &Choice{
		Prompt: "keep him bowed, so that his effect goes on?",
		Labels: func(x *Ctx, _, _ int) []string { return []string{"keep"} },
		Words:  Words{Labels: map[string]string{"keep": "keep him bowed"}, Pass: "let him straighten"},
		Picked: func(x *Ctx, p int, _ string, sh int) {
			x.S.addEffect(efNoStraight, p, []int{sh}, 0, "", untilStraightened(p))
		},
	})
}
