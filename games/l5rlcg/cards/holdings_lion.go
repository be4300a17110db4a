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

	// Tactician's Camp: its controller's honored characters get +1
	// military.
	Register("tacticians-camp", &Text{Says: "each honored character you control gets +1 military", ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			for _, id := range s.Seat(s.Controller(self)).Play {
				if s.Card(id).Status == Honored {
					add(id, ModMil, 1)
				}
			}
		}})

	// Ancestral Armory: sacrifice it to return a Weapon attachment from
	// your conflict discard pile to your hand.
	Register("ancestral-armory", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: return a Weapon attachment from your conflict discard pile to your hand", Timing: Action,
		Costs: []Cost{SacrificeSelf()},
		Target: &Target{Prompt: "choose a Weapon attachment in your conflict discard pile", In: []Zone{ZConflictDiscard},
			Filter: func(x *Ctx, id int) bool {
				return InOwnDiscard(x, id) && x.S.Printed(id).Type == "attachment" && x.S.HasTrait(id, "weapon")
			}},
		Effect: func(x *Ctx) {
			x.TakeToHand(x.Target())
			x.S.Say(x.S.Names[x.P], " returns ", x.S.Title(x.Target()), " from the discard pile")
		},
	}}})
}
