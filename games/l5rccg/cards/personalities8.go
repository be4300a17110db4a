package cards

import . "tessen/games/l5rccg"

// Personalities of the Phoenix and the Scorpion.
func init() {
	Register("isawa-nomi", &Text{Says: "he holds one Spell at most, never gains Shadowlands, and once a turn a Spell equipped to him costs nothing", FreeSpell: true, NeverGains: []string{"Shadowlands"},
		Takes: func(x *Ctx, card int) bool {
			if x.Type(card) != "spell" {
				return true
			}
			for _, a := range x.Attachments(x.Self) {
				if x.Type(a) == "spell" {
					return false
				}
			}
			return true
		}})
	// Isawa Sueno: Air Reaction, 2 Gold: after an Unaligned Dragon enters
	// play from one of his player's Provinces, with City of Remembrance or
	// the Temple of the Eight Guardians for Stronghold, gain the Dragon's
	// Personal Honor; Air Tireless Battle/Open: straighten an Unaligned
	// Dragon.
	dragon := func(x *Ctx, id int) bool { return x.Has(id, "Dragon") && x.Has(id, "Unaligned") }
	Register("isawa-sueno", &Text{Abilities: []*Ability{
		{Text: "an Unaligned Dragon from your Province, 2 Gold: gain his Personal Honor", Timing: Reaction, On: OnEntered, Gold: 2, Keywords: []string{"Air"},
			If: func(x *Ctx) bool {
				id := x.Subject()
				sh := x.TitleOf(x.S.P[x.P].Stronghold)
				return x.Ev.N == int(ZProvince) && x.Mine(id) && x.Personality(id) && dragon(x, id) &&
					(sh == "City of Remembrance" || sh == "Temple of the Eight Guardians")
			},
			Effect: func(x *Ctx) { x.GainHonor(x.P, x.PersonalHonor(x.Subject())) }},
		{Text: "straighten an Unaligned Dragon", Timing: BattleOpen, EvenBowed: true, Keywords: []string{"Air"},
			Targets: []*Target{{Prompt: "choose an Unaligned Dragon to straighten", Filter: personality(dragon)}},
			Effect:  func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
	// Shosuro Ohan: Political Reaction, bow him: before another player not
	// below his starting Family Honor gains less Honor than Ohan's Chi,
	// not from a battle's resolution or an action that made a duel, Ohan's
	// player gains it instead.
	Register("shosuro-ohan", &Text{Abilities: []*Ability{{
		Text: "another's small gain of Honor, bow: you gain it instead", Timing: Reaction, On: OnBeforeGain, Bow: true, Keywords: []string{"Political"},
		If: func(x *Ctx) bool {
			q := x.Ev.Player
			return q != x.P && x.Honor(q) >= x.StartingHonor(q) && x.Ev.Source >= 0 && !x.FromDuelAction(x.Ev.Source) && x.Ev.N < x.Chi(x.Self)
		},
		Effect: func(x *Ctx) {
			n := x.Ev.N
			x.Negate()
			x.GainHonor(x.P, n)
		},
	}}})
	// Hoshi Matsuta: +2F for each Ring his player controls; Limited, bow
	// him and a Ring of his player's: an Event of his discard pile is
	// shuffled into his deck, and the next of its title to resolve for him
	// is removed from the game.
	Register("hoshi-matsuta", &Text{
		Stat: func(x *Ctx) (int, int) { return 2 * x.Rings(x.P), 0 },
		Abilities: []*Ability{{Text: "bow, bow your Ring: an Event of your discard pile back into your deck", Timing: Limited, Bow: true,
			Targets: []*Target{{Prompt: "choose your Ring to bow", Bow: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.Mine(id) }}},
			If: func(x *Ctx) bool {
				for _, id := range x.S.P[x.P].DynastyDiscard {
					if x.Type(id) == "event" {
						return true
					}
				}
				return false
			},
			Effect: func(x *Ctx) { x.Ask(x.P, "matsuta", 1, 0) }}},
	})
	RegisterChoice("matsuta", &Choice{
		Prompt: "choose an Event of your discard pile to shuffle into your deck",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].DynastyDiscard {
				if x.Type(id) == "event" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.EventToDeck(id)
				x.ExileEventTitle(p, x.TitleOf(id))
			}
		},
	})
}
