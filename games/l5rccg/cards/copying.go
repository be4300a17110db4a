package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// abilityNumbers labels abilities, given by index, with their numbers on
// the card (counting from 1), the way players name them in "use CARD #N".
func abilityNumbers(indexes []int) []string {
	out := make([]string, 0, len(indexes))
	for _, i := range indexes {
		out = append(out, strconv.Itoa(i+1))
	}
	return out
}

// abilityWords says a choice of one of a card's abilities by its number
// (label, from 1): what choosing it does (verb: "copy") and the
// ability's own words.
func abilityWords(x *Ctx, card int, label, verb string) string {
	n, err := strconv.Atoi(label)
	if err != nil {
		return ""
	}
	if a := x.AbilityOf(card, n-1); a != nil && a.Text != "" {
		return verb + " " + a.Text
	}
	return ""
}
