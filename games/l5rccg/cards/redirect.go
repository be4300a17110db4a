package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

// Cards that redirect an action to another target (LE-REDIRECT-1).
func init() {
	// Kanjiro Sensei: Nonhuman Personalities its player owns cost 2 Gold
	// more; his Shugenja have "Battle: bow him: each Samurai of his army
	// gets +2F"; Reaction, once a battle: after an action in a battle
	// targets a Shugenja with a Spell, bow your performing Samurai there to
	// have it target him instead, if it could.
	Register("kanjiro-sensei", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) == "personality" && x.Has(card, "Nonhuman") {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{{Text: "a Shugenja with a Spell targeted, bow your Samurai there: the action targets him instead", Timing: Reaction, On: OnTargeted, Per: "battle",
			If: func(x *Ctx) bool {
				s := x.Subject()
				return x.S.Attack.Battle > 0 && x.Personality(s) && x.Has(s, "Shugenja") && hasSpell(x, s)
			},
			Targets: []*Target{{Prompt: "choose your performing Samurai at the Shugenja's location to bow", Performer: true, Bow: true, Anywhere: true,
				Filter: personality(func(x *Ctx, id int) bool {
					return x.Has(id, "Samurai") && x.Location(id) == x.Location(x.Subject()) && x.Mine(id) && slices.Contains(x.RedirectOptions(x.Subject(), nil), id)
				})}},
			Effect: func(x *Ctx) { x.Redirect(x.Subject(), x.Target()) }}},
	})
	RegisterRuleAction("kanjiro", &Ability{
		Text: "with Kanjiro Sensei, bow your Shugenja: each Samurai of his army +2F", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.ControlsTitle(x.P, "Kanjiro Sensei") },
		Targets: []*Target{{Prompt: "choose your performing Shugenja to bow", Performer: true, Bow: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Shugenja") })}},
		Effect: func(x *Ctx) {
			for _, u := range x.Army(x.Target()) {
				if x.Has(u, "Samurai") {
					x.Give(u, 2, 0, "")
				}
			}
		},
	})
	// Turn of Fortune: Kiho Reaction: an action targeting your Samurai
	// targets instead your chosen performing unbowed Monk or Shugenja, if
	// it could; or one targeting such a Monk or Shugenja of yours targets
	// one of your Samurai.
	monkOrShugenjaOf := func(x *Ctx, id int) bool {
		return x.Personality(id) && x.Mine(id) && !x.Card(id).Bowed && (x.Has(id, "Monk") || x.Has(id, "Shugenja"))
	}
	samuraiOf := func(x *Ctx, id int) bool { return x.Personality(id) && x.Mine(id) && x.Has(id, "Samurai") }
	Register("turn-of-fortune", &Text{Abilities: []*Ability{
		{Text: "your Samurai targeted: the action targets your Monk or Shugenja instead", Timing: Reaction, On: OnTargeted,
			If: func(x *Ctx) bool { return samuraiOf(x, x.Subject()) },
			Targets: []*Target{{Prompt: "choose your performing unbowed Monk or Shugenja to be targeted instead", Performer: true, Chosen: true, Anywhere: true,
				Filter: func(x *Ctx, id int) bool {
					return monkOrShugenjaOf(x, id) && slices.Contains(x.RedirectOptions(x.Subject(), nil), id)
				}}},
			Effect: func(x *Ctx) { x.Redirect(x.Subject(), x.Target()) }},
		{Text: "your Monk or Shugenja targeted: the action targets one of your Samurai instead", Timing: Reaction, On: OnTargeted, Same: 1,
			If: func(x *Ctx) bool {
				return monkOrShugenjaOf(x, x.Subject()) && len(x.RedirectOptions(x.Subject(), func(id int) bool { return samuraiOf(x, id) })) > 0
			},
			Effect: func(x *Ctx) { x.Ask(x.P, "fortune", 1, x.Subject()) }},
	}})
	RegisterChoice("fortune", &Choice{
		Prompt: "choose one of your Samurai the action targets instead",
		Options: func(x *Ctx, _, from int) []int {
			return x.RedirectOptions(from, func(id int) bool { return samuraiOf(x, id) })
		},
		Done: func(x *Ctx, _ int, chosen []int, from int) {
			for _, id := range chosen {
				x.Redirect(from, id)
			}
		},
	})
	// House of the Spring Chrysanthemum: bow for 2 Gold; Reaction: an
	// action targeting your unbowed Ninja Personality bows him, and if
	// another Ninja could be its target, targets the one its player
	// chooses instead.
	ninja := func(x *Ctx, id int) bool { return x.Personality(id) && x.Has(id, "Ninja") }
	Register("house-of-the-spring-chrysanthemum", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "your Ninja targeted: bow him; the action's player picks another Ninja for it", Timing: Reaction, On: OnTargeted,
		If: func(x *Ctx) bool { s := x.Subject(); return ninja(x, s) && x.Mine(s) && !x.Card(s).Bowed },
		Effect: func(x *Ctx) {
			s := x.Subject()
			x.Bow(s)
			if x.Card(s).Bowed && len(x.RedirectOptions(s, func(id int) bool { return ninja(x, id) })) > 0 {
				x.Ask(x.Ev.Player, "chrysanthemum", 1, s)
			}
		},
	}}})
	RegisterChoice("chrysanthemum", &Choice{
		Prompt: "choose another Ninja Personality your action targets instead",
		Options: func(x *Ctx, _, from int) []int {
			return x.RedirectOptions(from, func(id int) bool { return ninja(x, id) })
		},
		Done: func(x *Ctx, _ int, chosen []int, from int) {
			for _, id := range chosen {
				x.Redirect(from, id)
			}
		},
	})
}

func hasSpell(x *Ctx, id int) bool {
	for _, a := range x.Attachments(id) {
		if x.Type(a) == "spell" {
			return true
		}
	}
	return false
}
