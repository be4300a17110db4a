package l5rccg

import (
	"fmt"
	"strings"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// printed is a card's printed facts as a CCG player reads them off the
// card: what it is, its Gold cost, Force and Chi, Personal Honor, Honor
// Requirement, Focus value, a Stronghold's numbers, and its keywords and
// traits as printed; only the facts its type prints.
func printed(d *carddb.Def) engine.CardInfo {
	info := engine.CardInfo{Title: d.Title}
	kind := engine.Capital(d.Type)
	if d.Deck == "pre-game" {
		kind += ", pre-game" // beside the Stronghold, in no deck
	} else {
		kind += ", " + engine.Capital(d.Deck) + " deck"
	}
	info.Add("Type", kind)
	var clans []string
	for _, c := range d.Clans {
		clans = append(clans, engine.Words(c))
	}
	info.Add("Clan", strings.Join(clans, ", "))
	switch {
	case d.GoldX:
		info.Add("Gold cost", "X")
	case !d.NoGold && d.Type != "stronghold" && (d.Gold > 0 || d.Type == "personality" || d.Type == "holding"):
		info.Add("Gold cost", fmt.Sprint(d.Gold))
	}
	switch d.Type {
	case "personality", "follower":
		info.Add("Force", number(d.Force, d.ForceX, "%d"))
		info.Add("Chi", number(d.Chi, d.ChiX, "%d"))
	case "item", "spell":
		// what it gives its bearer, if anything
		if d.Force != 0 || d.ForceX {
			info.Add("Force", number(d.Force, d.ForceX, "%+d"))
		}
		if d.Chi != 0 || d.ChiX {
			info.Add("Chi", number(d.Chi, d.ChiX, "%+d"))
		}
	}
	if d.Type == "personality" {
		info.Add("Personal Honor", fmt.Sprint(d.PersonalHonor))
	}
	switch {
	case d.Type == "personality" && d.NoHonorReq:
		info.Add("Honor Requirement", "–")
	case d.HonorReq > 0 || d.Type == "personality":
		info.Add("Honor Requirement", fmt.Sprint(d.HonorReq))
	}
	if d.Deck == "fate" {
		info.Add("Focus", fmt.Sprint(d.Focus))
	}
	if d.Type == "stronghold" {
		info.Add("Province Strength", fmt.Sprint(d.ProvinceStrength))
		info.Add("Starting Family Honor", fmt.Sprint(d.StartingHonor))
		if !d.NoProduction {
			info.Add("Gold Production", fmt.Sprint(d.GoldProduction))
		}
	}
	info.Add("Keywords", strings.Join(d.Keywords, " • "))
	return info
}

// number is a printed Force or Chi: X, or n as format writes it.
func number(n int, x bool, format string) string {
	if x {
		return "X"
	}
	return fmt.Sprintf(format, n)
}
