package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// A choice cards of several types ask.
func init() {
	// The turn's end: one more card, if the player wishes.
	RegisterChoice("may-draw", &Choice{
		Prompt: "draw an additional card?",
		Words:  Words{Labels: map[string]string{"draw": "draw an additional card"}, Pass: "draw no more"},
		Labels: func(*Ctx, int, int) []string { return []string{"draw"} },
		Picked: func(x *Ctx, p int, _ string, n int) { x.Draw(p, n) },
	})
}

// mayWord registers a choice of one word, or a pass, that does what do
// does ("you may ..."), in words for people: says.
func mayWord(name, prompt, word, says string, do func(x *Ctx, chooser, n int)) {
	RegisterChoice(name, &Choice{
		Prompt: prompt,
		Labels: func(*Ctx, int, int) []string { return []string{word} },
		Words:  Words{Labels: map[string]string{word: says}, Pass: "do not"},
		Picked: func(x *Ctx, chooser int, _ string, n int) { do(x, chooser, n) },
	})
}

// reconChoice registers the choice of a Province at whose battlefields
// the player gains Reconnaissance this turn, and what else it gives there.
func reconChoice(name string, also func(x *Ctx, owner, n int)) {
	RegisterChoice(name, &Choice{
		Prompt: "choose the Province",
		Words:  Words{Each: "%s"},
		Labels: func(x *Ctx, _, _ int) []string { return x.ProvinceLabels() },
		Picked: func(x *Ctx, _ int, label string, _ int) {
			owner, n := ProvinceOfLabel(label)
			x.GiveRecon(owner, n)
			also(x, owner, n)
		},
	})
}

// equipForLess registers a choice of a card of some types from hand to
// attach to a Personality (the choice's n) for less Gold.
func equipForLess(name string, less int, types ...string) {
	RegisterChoice(name, &Choice{
		Prompt: "choose a card of your hand to attach to him for " + strconv.Itoa(less) + " Gold less, if you like", AtMost: true,
		Words: Words{Card: "attach %s", Done: "attach none"},
		Options: func(x *Ctx, p, person int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if contains(types, x.Type(id)) && x.MayHold(id, person) && x.CanPay(p, max(0, x.S.GoldCost(id)-less)) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, person int) {
			for _, id := range chosen {
				x.CostMore(id, -less, UntilTurn)
				x.Equip(id, person)
			}
		},
	})
}
