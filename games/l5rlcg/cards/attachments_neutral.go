package cards

import (
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
}
