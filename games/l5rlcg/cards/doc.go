// Package cards gives L5R LCG cards their behaviour, each ability written
// in the rules vocabulary of package l5rlcg and described in our words.
// Cards with no ability text (or keywords only) need no entry here.
//
// The files dot-import l5rlcg on purpose: a card reads as a sentence of
// the vocabulary (Character, Opponents, CanBow...), and this package
// holds nothing but card definitions. The cards are grouped by type, one
// file each (characters.go, attachments.go, events.go, holdings.go,
// provinces.go, strongholds.go, roles.go); words.go holds the phrases
// several cards share.
package cards
