package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Personalities of Spells, Reactions and the Winds.
func init() {
	Register("isawa-sotatsu", &Text{
		Says: "Ranged Attacks at cards of her army are 1 weaker for each Spell in her army; once a turn, after a Spell of hers resolves, her player gains 1 Honor, or 2 if she is at the battle",
		ArmyScreen: func(x *Ctx) int {
			n := 0
			for _, u := range x.Army(x.Self) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "spell" {
						n++
					}
				}
			}
			return n
		},
		ActionResolved: func(x *Ctx, card int) {
			if x.Type(card) != "spell" || x.BearerOf(card) != x.Self || !x.FirstTime("turn", 0) {
				return
			}
			if x.AtBattle(x.Self) {
				x.GainHonor(x.P, 2)
			} else {
				x.GainHonor(x.P, 1)
			}
		},
	})
	Register("akodo-ieshige", &Text{Says: "before an action of a player whose unit opposes him resolves, he has +1F, if he is at the battle", BeforeAction: func(x *Ctx, player int) {
		if player == x.P || !x.AtBattle(x.Self) {
			return
		}
		for _, o := range x.Opposing(x.Self) {
			if x.Controller(o) == player {
				x.Give(x.Self, 1, 0, "")
				return
			}
		}
	}})
	// Tamori Shiki (Experienced): Reaction, once a phase: after a
	// Personality enters play, bow or straighten a Personality; he may
	// straighten himself while bowed.
	anyPersonality := func(x *Ctx) bool { return x.Personality(x.Subject()) }
	Register("tamori-shiki-exp", &Text{Abilities: []*Ability{
		{Text: "a Personality entered play: bow a Personality", Timing: Reaction, On: OnEntered, Per: "phase", If: anyPersonality,
			Targets: []*Target{{Prompt: "choose a Personality to bow", Anywhere: true, Filter: personality(nil)}},
			Effect:  func(x *Ctx) { x.Bow(x.Target()) }},
		{Text: "a Personality entered play: straighten a Personality (himself even bowed)", Timing: Reaction, On: OnEntered, Per: "phase", Same: 1, EvenBowed: true, If: anyPersonality,
			Targets: []*Target{{Prompt: "choose a Personality to straighten", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return !x.Card(x.Self).Bowed || id == x.Self
			})}},
			Effect: func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
	// Shiba Ningen (Experienced): Reaction: after his player draws,
	// discard a card: draw a card.
	Register("shiba-ningen-exp", &Text{Abilities: []*Ability{{
		Text: "you drew: discard a card, draw a card", Timing: Reaction, On: OnDrew, Discard: 1,
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Doji Koin: Reaction, bow him: after a card's effect bows another
	// player's honorable Personality, that player chooses whether he is
	// dishonored; if he is still honorable, gain 2 Honor.
	Register("doji-koin", &Text{Abilities: []*Ability{{
		Text: "an effect bowed an enemy's honorable Personality, bow: he is dishonored, or you gain 2 Honor", Timing: Reaction, On: OnBowed, Bow: true,
		If: func(x *Ctx) bool {
			id := x.Subject()
			return x.Personality(id) && x.Controller(id) != x.P && !x.Card(id).Dishonored && x.Ev.Source >= 0
		},
		Effect: func(x *Ctx) { x.Ask(x.Controller(x.Subject()), "koin", 1, x.Subject()) },
	}}})
	RegisterChoice("koin", &Choice{
		Prompt: "dishonor him, or let Doji Koin's player gain 2 Honor?",
		Words:  Words{Labels: map[string]string{"dishonor": "dishonor him"}, Pass: "Doji Koin's player gains 2 Honor"},
		Labels: func(*Ctx, int, int) []string { return []string{"dishonor"} },
		Picked: func(x *Ctx, _ int, _ string, id int) { x.Dishonor(id) },
		Declined: func(x *Ctx, _ int, _ int) {
			x.GainHonor(x.P, 2)
		},
	})
	// Daidoji Minoru: Political Battle, bow your Wind: a Personality moves
	// to a battlefield he is not at where he would be opposed, and his
	// unit straightens.
	Register("daidoji-minoru", &Text{Abilities: []*Ability{{
		Text: "bow your Wind: a Personality moves to another battlefield where he would be opposed, straightened", Timing: Battle, Keywords: []string{"Political"},
		If: func(x *Ctx) bool { return x.UnbowedWind(x.P) >= 0 },
		Targets: []*Target{{Prompt: "choose a Personality to move", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return len(opposedFields(x, id)) > 0
		})}},
		Effect: func(x *Ctx) {
			x.Bow(x.UnbowedWind(x.P))
			x.Ask(x.P, "minoru", 1, x.Target())
		},
	}}})
	RegisterChoice("minoru", &Choice{
		Prompt: "choose the battlefield he moves to",
		Words:  Words{Each: "move him to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, id int) []string {
			var out []string
			for _, n := range opposedFields(x, id) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, id int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(id, n)
			x.StraightenUnit(id)
		},
	})
}

// opposedFields are the battlefields a Personality is not at where a unit
// of the other side stands.
func opposedFields(x *Ctx, id int) []int {
	var out []int
	for _, n := range x.S.Attack.Fields {
		if !x.IsBattlefield(n) || x.Location(id) == n {
			continue
		}
		for _, o := range x.InPlay(-1) {
			if x.Personality(o) && x.Location(o) == n && x.Controller(o) != x.Controller(id) {
				out = append(out, n)
				break
			}
		}
	}
	return out
}
