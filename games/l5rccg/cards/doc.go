// Package cards gives the L5R CCG's cards their behaviour, in tessen's
// own words and the game's vocabulary (l5rccg.Text). The printed facts
// (cost, Force, Chi, keywords) are the card data's (games/l5rccg/carddb).
package cards
