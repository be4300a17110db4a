package l5rlcg

import (
	"fmt"
	"strings"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// printed is a card's printed facts as an LCG player reads them off the
// card: what it is, its cost, skills, glory, strength, traits and
// keywords; only the facts its type prints.
func printed(d *carddb.Def) engine.CardInfo {
	info := engine.CardInfo{Title: d.Title}
	kind := d.Type
	if d.Unique {
		kind = "unique " + kind
	}
	if d.Side == "dynasty" || d.Side == "conflict" {
		kind += ", " + d.Side + " deck"
	}
	info.Add("Type", engine.Capital(kind))
	info.Add("Clan", engine.Words(d.Clan))
	if !d.NoCost {
		info.Add("Cost", fmt.Sprintf("%d fate", d.Cost))
	}
	switch d.Type {
	case "character":
		info.Add("Skills", skill(d.Military, d.MilDash)+" military, "+skill(d.Political, d.PolDash)+" political")
		info.Add("Glory", fmt.Sprint(d.Glory))
	case "attachment":
		info.Add("Skills", fmt.Sprintf("%+d military, %+d political", d.MilBonus, d.PolBonus))
	case "province":
		info.Add("Strength", fmt.Sprint(d.Strength))
		info.Add("Element", engine.Words(strings.Join(d.Elements, " or ")))
	case "holding", "stronghold":
		info.Add("Strength", fmt.Sprintf("%+d to its province", d.StrBonus))
	}
	if d.Type == "stronghold" {
		info.Add("Fate", fmt.Sprintf("%d each round", d.Fate))
		info.Add("Honor", fmt.Sprintf("%d to start", d.Honor))
		info.Add("Influence", fmt.Sprint(d.Influence))
	}
	if d.InfCost > 0 {
		info.Add("Influence cost", fmt.Sprint(d.InfCost))
	}
	if d.RoleOnly != "" {
		info.Add("Role", "only in a deck with a "+engine.Words(d.RoleOnly)+" role")
	}
	info.Add("Traits", sentences(d.Traits))
	info.Add("Keywords", sentences(d.Keywords))
	return info
}

// skill is a printed skill: a number, or a dash for none.
func skill(n int, dash bool) string {
	if dash {
		return "–"
	}
	return fmt.Sprint(n)
}

// sentences prints traits and keywords as the cards do: "Bushi. Courtier.
// Mantis Clan." (from the data's "mantis-clan").
func sentences(words []string) string {
	var out []string
	for _, w := range words {
		out = append(out, engine.Words(w)+".")
	}
	return strings.Join(out, " ")
}
