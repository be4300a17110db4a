package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

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

// Reinforce the Gates.
func init() {
	// opposedAt lists the battlefields with units on the side opposing
	// the unit's.
	opposedAt := func(x *Ctx, unit int) []int {
		var out []int
		for _, n := range x.S.Attack.Fields {
			if len(x.ArmyAt(n, !x.Attacking(unit))) > 0 {
				out = append(out, n)
			}
		}
		return out
	}
	// Reinforce the Gates: Reaction, after a player announces a Battle
	// action before the Defender's first opportunity in the battle: its
	// effects do not happen. Battle, even with no unit of yours there: an
	// unopposed unit at the battle moves to a battlefield where the side
	// opposing its own has units.
	Register("reinforce-the-gates", &Text{Abilities: []*Ability{
		{Text: "a Battle action announced before the Defender's first opportunity: its effects do not happen", Timing: Reaction, On: OnAnnounced, Absent: true,
			If: func(x *Ctx) bool {
				t := x.ActionTiming()
				return x.BeforeDefender() && (t == Battle || t == BattleOpen)
			},
			Effect: func(x *Ctx) { x.NegateAction() }},
		{Text: "an unopposed unit here moves to a battlefield where it is opposed", Timing: Battle, Absent: true,
			Targets: []*Target{{Prompt: "choose an unopposed unit at the battle", Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.AtBattle(id) && !x.Opposed(id) && len(opposedAt(x, id)) > 0
			}}},
			Effect: func(x *Ctx) { x.Ask(x.P, "reinforce-the-gates", 1, x.Target()) }},
	}})
	RegisterChoice("reinforce-the-gates", &Choice{
		Prompt: "choose the battlefield the unit moves to",
		Words:  Words{Each: "move it to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, unit int) []string {
			var out []string
			for _, n := range opposedAt(x, unit) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, label string, unit int) {
			n, _ := strconv.Atoi(label)
			x.MoveTo(unit, n)
		},
	})
}
