package cards

import . "tessen/games/l5rccg"

// The Personality bowed to pay a cost of discarding the Imperial Favor
// (bowingForFavor, LE-FAVOR-2).
func init() {
	RegisterChoice("favor-bow", &Choice{
		Prompt:  "choose your Personality to bow, paying the cost of discarding the Imperial Favor",
		Options: func(x *Ctx, p, _ int) []int { return unbowedPersonalities(x, p, nil) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
}

// bowingForFavor is a Strategy's Political Reaction "when paying a cost
// of discarding the Imperial Favor, bow your performing Personality: this
// action pays that cost instead".
func bowingForFavor() *FavorPayer {
	return &FavorPayer{FromHand: true,
		If:  func(x *Ctx) bool { return len(unbowedPersonalities(x, x.P, nil)) > 0 },
		Pay: func(x *Ctx) { x.Ask(x.P, "favor-bow", 1, 0) },
	}
}

// unbowedPersonalities lists p's unbowed Personalities (that pass ok).
func unbowedPersonalities(x *Ctx, p int, ok func(x *Ctx, id int) bool) []int {
	var out []int
	for _, id := range x.InPlay(p) {
		if x.Personality(id) && !x.Card(id).Bowed && (ok == nil || ok(x, id)) {
			out = append(out, id)
		}
	}
	return out
}
