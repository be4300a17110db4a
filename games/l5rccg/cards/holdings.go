// Package cards gives the L5R CCG's cards their behaviour, in tessen's
// own words and the game's vocabulary (l5rccg.Text). The printed facts
// (cost, Force, Chi, keywords) are the card data's (games/l5rccg/carddb).
package cards

import . "tessen/games/l5rccg"

// Holdings.
func init() {
	// Large Farm: bow it for 2 Gold.
	Register("large-farm", &Text{Produce: 2})
	// Silk Works: bow it for 4 Gold.
	Register("silk-works", &Text{Produce: 4})
	// The Great Clans' mines and markets: bow for 2 Gold, or 3 for a
	// player of their Clan.
	for id, clan := range map[string]string{
		"copper-mine": "lion", "geisha-house": "scorpion", "gold-mine": "dragon", "iron-mine": "crab",
		"kobune-port": "mantis", "marketplace": "crane", "silver-mine": "phoenix", "stables": "unicorn",
	} {
		Register(id, &Text{Produce: 2, Richer: clan})
	}
}
