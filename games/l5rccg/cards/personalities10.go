package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// A Scorpion who assigns late, and a Crane who studies challenges.
func init() {
	// Bayushi Sunetra (Experienced 2): Limited, bow your performing Ninja:
	// lose 4 Honor; another player's Personality gets -3C; Reaction: after
	// a Maneuvers Segment ends, she assigns to a battlefield.
	Register("bayushi-sunetra-exp2", &Text{Abilities: []*Ability{
		{Text: "bow your Ninja, lose 4 Honor: another player's Personality -3C", Timing: Limited,
			Targets: []*Target{
				targetPerformer("choose your performing Ninja to bow", true, "Ninja"),
				{Prompt: "choose another player's Personality to get -3C", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Mine(id) })},
			},
			Effect: func(x *Ctx) {
				x.GainHonor(x.P, -4)
				x.Give(x.Targets[1], 0, -3, "")
			}},
		{Text: "a Maneuvers Segment ended: she assigns to a battlefield", Timing: Reaction, On: OnManeuvered,
			If: func(x *Ctx) bool {
				return x.Location(x.Self) == 0 && !x.Card(x.Self).Bowed && (x.P == x.S.Attack.Attacker || x.P == x.S.Attack.Defender) && len(openFields(x)) > 0
			},
			Effect: func(x *Ctx) { x.Ask(x.P, "sunetra", 1, 0) }},
	}})
	RegisterChoice("sunetra", &Choice{
		Prompt: "choose the battlefield she assigns to",
		Words:  Words{Each: "assign her to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for _, n := range openFields(x) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(x.Self, n)
		},
	})
	// Asahina Kasai: Fire Political Limited, bow him: of the top four Fate
	// cards, a Strategy whose ability makes a challenge may be shown and
	// taken; the rest go back in the order his player chooses.
	Register("asahina-kasai", &Text{Abilities: []*Ability{{
		Text: "bow: a challenging Strategy of your top four Fate cards to hand; the rest in your order", Timing: Limited, Bow: true, Keywords: []string{"Fire", "Political"},
		Effect: func(x *Ctx) { x.Ask(x.P, "kasai-pick", 1, min(4, len(x.S.P[x.P].FateDeck))) },
	}}})
	RegisterChoice("kasai-pick", &Choice{
		Prompt: "choose a Strategy that makes a challenge to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, looked int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck[:looked] {
				if x.Type(id) == "strategy" && x.FromDuelAction(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, looked int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
			if left := looked - len(chosen); left > 1 { // the rest, in the order he chooses
				x.Ask(p, "kasai-order", left, left)
			}
		},
	})
	RegisterChoice("kasai-order", &Choice{
		Prompt:  "choose the cards looked at in the order they go back, the top first",
		Options: func(x *Ctx, p, left int) []int { return x.S.P[p].FateDeck[:left] },
		Done:    func(x *Ctx, p int, chosen []int, _ int) { x.ReorderTop(p, chosen) },
	})
}

// openFields are the battlefields of the attack whose battles are yet to
// be fought.
func openFields(x *Ctx) []int {
	var out []int
	for _, n := range x.S.Attack.Fields {
		if x.IsBattlefield(n) {
			out = append(out, n)
		}
	}
	return out
}
