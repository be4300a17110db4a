package cards

import (
	. "tessen/games/l5rlcg"
)

// Lion holdings.
func init() {
	// Staging Ground: turn up to 2 facedown cards in your provinces faceup.
	Register("staging-ground", &Text{Abilities: []*Ability{{
		Text: "turn up to 2 facedown cards in your provinces faceup", Timing: Action,
		If: func(x *Ctx) bool { return len(facedownInProvinces(x)) > 0 },
		Pick: &Pick{UpTo: true, Prompt: "choose up to 2 facedown cards in your provinces",
			Count: func(x *Ctx) int { return 2 },
			From:  facedownInProvinces,
			Do:    func(x *Ctx, id int) { x.TurnFaceup(id) }},
	}}})

	// Hito District: no political conflict may be declared against its
	// province.
	Register("hito-district", &Text{Bars: []string{ActDeclare}, Says: "political conflicts cannot be declared against its province",
		Forbid: func(s *State, self int, a Act) bool {
			c := s.Card(self)
			return a.Kind == ActDeclare+":political" && a.Card == s.P[c.Owner].Prov[c.Prov]
		}})
}
