package cards

import . "tessen/games/agot1e"

func init() {
	// Rains of Autumn: no income bonuses from cards this round.
	Register("rains-of-autumn", &Text{NoIncomeBonuses: true,
		Says: "while revealed, characters, locations and attachments give no income bonus this round"})
	// Planning Ahead: no taxation phase this round.
	Register("planning-ahead", &Text{Skips: "taxation", Says: "while revealed, the taxation phase is skipped this round"})
}
