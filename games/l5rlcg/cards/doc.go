// Package cards gives L5R LCG cards their behaviour, each ability written
// in the rules vocabulary of package l5rlcg and described in our words.
// Cards with no ability text (or keywords only) need no entry here.
//
// The files dot-import l5rlcg on purpose: a card reads as a sentence of
// the vocabulary (Character, Opponents, CanBow...), and this package
// holds nothing but card definitions.
//
// A card is found by its type and its clan, the "clan" of its card data
// (neutral included): each file holds one type of one clan, named
// <type>_<clan>.go (characters_crab.go, events_neutral.go, ...), for the
// types characters, attachments, events, holdings and provinces. The
// types with few cards per clan keep one file for all clans:
// strongholds.go and roles.go. A new card goes at the end of its file's
// init; a clan's first card of a type starts that file (there is no
// holdings_unicorn.go yet), with one init like the others. Texts are
// registered in a map, so neither the order of the cards nor the order
// of the files matters.
//
// A text shared by cards of several clans, registered in one loop, stays
// whole in the file of its first card, and the others' files say where
// it is (Doji Hotaru's is with Akodo Toturi's, in characters_lion.go).
// words.go holds the phrases cards of several files share; a helper only
// one card uses is declared just before its Register call.
package cards
