package cards

import . "tessen/games/l5rccg"

// Cards whose one ability is a Ranged Attack or Fear in a battle.
func init() {
	// Moshi Amika: Battle, bow her: Ranged 4 Attack.
	Register("moshi-amika", &Text{Abilities: []*Ability{{Text: "bow her: Ranged 4 Attack", Timing: Battle, Bow: true, Ranged: 4}}})
	// Yoee'trr: Battle, bow him: Ranged 3 Attack.
	Register("yoeetrr", &Text{Abilities: []*Ability{{Text: "bow him: Ranged 3 Attack", Timing: Battle, Bow: true, Ranged: 3}}})
	// Spearmen: Battle, bow this Follower: Ranged 2 Attack.
	Register("spearmen", &Text{Abilities: []*Ability{{Text: "bow it: Ranged 2 Attack", Timing: Battle, Bow: true, Ranged: 2}}})
	// Matsu Agoro: Battle: Fear 3.
	Register("matsu-agoro", &Text{Abilities: []*Ability{{Text: "Fear 3", Timing: Battle, Fear: 3}}})
}
