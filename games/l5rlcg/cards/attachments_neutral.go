package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Neutral attachments.
func init() {
	// Cloud the Mind: only with a Shugenja of yours; the attached
	// character's text box is blank (its traits stay).
	Register("cloud-the-mind", &Text{
		Says:   "play only while you control a Shugenja; the attached character's text is blank",
		PlayIf: func(s *State, p int) bool { return s.CountTrait(p, "shugenja", false) > 0 },
		Blanks: func(s *State, self, card int) bool { return s.Parent(self) == card },
	})

	// Finger of Jade: on a character you control; when an ability that
	// targets that character would initiate, sacrifice this to cancel it.
	Register("finger-of-jade", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "sacrifice it: cancel an ability that targets the attached character", Timing: Interrupt, Would: true, On: EvInitiate,
		If: TargetsParent, Costs: []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Tattered Missive: on a Courtier you control; bow that character to
	// search the top 5 cards of your conflict deck for a card.
	Register("tattered-missive", &Text{Says: "attach to a Courtier you control",
		AttachTo: func(s *State, p, char int) bool { return s.Controller(char) == p && s.HasTrait(char, "courtier") },
		Abilities: []*Ability{{
			Text: "bow the attached character: search the top 5 cards of your conflict deck for a card", Timing: Action,
			If:    func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 },
			Costs: []Cost{BowParent()},
			Pick:  search(nil),
		}}})

	// Unveiled Destiny (Seeker role only): while the attached character
	// attacks, the contested ring also has the element of its
	// controller's role.
	Register("unveiled-destiny", &Text{Says: "while the attached character attacks, the contested ring has your role's element too",
		RingGains: func(s *State, self int) int {
			char := s.Parent(self)
			if char < 0 || !s.Participating(char) || s.Controller(char) != s.Conf.Attacker {
				return -1
			}
			return slices.Index(RingNames[:], s.RoleElement(s.Controller(self)))
		}})
}
