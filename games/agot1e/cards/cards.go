// Package cards registers what the cards of AGoT 1e do beyond their
// printed facts, in the game's vocabulary (agot1e.Text), each described
// in the project's own words. A file holds a House's cards, neutral.go
// the rest, plots.go the plots.
package cards
