package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

func init() {
	// Hitomi Munoto: Repeatable Reaction: before another player's Event
	// resolves, as it is revealed or by an action of it, that player
	// chooses: its effects are negated, or Munoto gets +2F/+2C for good.
	choose := func(action int) func(x *Ctx) {
		return func(x *Ctx) { x.Ask(x.Ev.Player, "munoto", 1, action) }
	}
	theirs := func(x *Ctx) bool { return x.Ev.Player != x.P }
	Register("hitomi-munoto", &Text{Abilities: []*Ability{
		{Text: "another's Event about to resolve: its player negates it or gives Munoto +2F/+2C", Timing: Reaction, On: OnBeforeEvent, Any: true, Absent: true,
			If: theirs, Effect: choose(0)},
		{Text: "another's Event's action about to resolve: its player negates it or gives Munoto +2F/+2C", Timing: Reaction, On: OnBeforeResolve, Any: true, Absent: true, Same: 1,
			If: func(x *Ctx) bool { return theirs(x) && x.Type(x.Subject()) == "event" }, Effect: choose(1)},
	}})
	RegisterChoice("munoto", &Choice{
		Prompt: "Hitomi Munoto: negate your Event's effects, or he gets +2F/+2C for good?",
		Words:  Words{Labels: map[string]string{"negate": "negate the Event's effects", "strength": "he gets +2F/+2C for good"}, Pass: "he gets +2F/+2C for good"},
		Labels: func(*Ctx, int, int) []string { return []string{"negate", "strength"} },
		Picked: func(x *Ctx, _ int, word string, action int) {
			switch {
			case word == "strength":
				x.Give(x.Self, 2, 2, UntilGame)
			case action == 1:
				x.NegateAction()
			default:
				x.NegateEvent()
			}
		},
		Declined: func(x *Ctx, _, _ int) { x.Give(x.Self, 2, 2, UntilGame) }, // passing keeps the Event
	})
}

// Holdings and others of the End Phase's draw and the duel's focus.
func init() {
	// Tamori Aoki: Reaction: before his player's End Phase draw, discard a
	// card: draw an additional card after it.
	Register("tamori-aoki", &Text{Abilities: []*Ability{{
		Text: "discard a card: an additional card after the End Phase's draw", Timing: Reaction, On: OnEndDraw, Discard: 1,
		If:     func(x *Ctx) bool { return x.Ev.Player == x.P },
		Effect: func(x *Ctx) { x.EndDrawExtra() },
	}}})
}

// Personalities who reach into the discard pile.
func init() {
	Register("tamori-noriko", &Text{Says: "her player may play a Ring of his discard pile by its own text, bowing her as an additional cost; one Ring a turn so, however many Noriko he controls", PlaysDiscards: &DiscardPlays{Rings: true, Own: true, Bow: true, Shared: true, Per: "turn"}})
}

// Personalities whose action gives Force.
func init() {
	Register("hitomi-kazu", &Text{Says: "after he is assigned to an attacking army he gets +2F/-2C, and his player gains 2 Honor", Assigned: func(x *Ctx) {
		if x.Attacking(x.Self) {
			x.Give(x.Self, 2, -2, "")
			x.GainHonor(x.P, 2)
		}
	}})
	Register("togashi-nyima", &Text{Says: "after one of his player's Provinces is destroyed, he gets +2F permanently", ProvinceLost: func(x *Ctx) { x.Give(x.Self, 2, 0, UntilGame) }})
}

// Personalities with actions on their own card.
func init() {
	// Togashi Kazuki: +1F for each Ring his player controls; Open: another
	// target Personality of yours takes Kazuki's Force, or his Chi.
	Register("togashi-kazuki", &Text{
		Stat: func(x *Ctx) (int, int) { return x.Rings(x.Controller(x.Self)), 0 },
		Abilities: []*Ability{
			{Text: "another Personality of yours takes his Force", Timing: Open,
				Targets: []*Target{{Prompt: "choose another Personality of yours", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && id != x.Self })}},
				Effect:  func(x *Ctx) { setForce(x, x.Target(), x.Force(x.Self), "") }},
			{Text: "another Personality of yours takes his Chi", Timing: Open, Same: 1,
				Targets: []*Target{{Prompt: "choose another Personality of yours", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && id != x.Self })}},
				Effect:  func(x *Ctx) { setChi(x, x.Target(), x.Chi(x.Self), "") }},
		},
	})
	// Togashi Tsuri: Battle, once per battle each: copy the Force of a
	// target enemy Personality of higher Chi; copy the Chi of one of
	// higher Force.
	Register("togashi-tsuri", &Text{Abilities: []*Ability{
		{Text: "copy the Force of an enemy of higher Chi", Timing: Battle, Per: "battle",
			Targets: []*Target{enemyPersonalityWith("choose an enemy Personality of higher Chi", func(x *Ctx, id int) bool { return x.Chi(id) > x.Chi(x.Self) })},
			Effect:  func(x *Ctx) { setForce(x, x.Self, x.Force(x.Target()), "") }},
		{Text: "copy the Chi of an enemy of higher Force", Timing: Battle, Per: "battle",
			Targets: []*Target{enemyPersonalityWith("choose an enemy Personality of higher Force", func(x *Ctx, id int) bool { return x.Force(id) > x.Force(x.Self) })},
			Effect:  func(x *Ctx) { setChi(x, x.Self, x.Chi(x.Target()), "") }},
	}})
}

// Personalities of duels and moves.
func init() {
	Register("mirumoto-kenzo", &Text{Says: "after the first duel he wins each turn, he gets +1 Personal Honor and +2F for good", WonDuel: func(x *Ctx) {
		if !x.Marked(x.Self, "won-duel") {
			x.Mark(x.Self, "won-duel", UntilTurn)
			x.Give(x.Self, 2, 0, UntilGame)
			x.GiveHonor(x.Self, 1, UntilGame)
		}
	}})
}

// Personalities with actions.
func init() {
	// Hitomi Suguhara: Battle, once a battle, bow a Ring of yours: he duels
	// an enemy Personality, both by Force; bow the loser.
	Register("hitomi-suguhara", &Text{Abilities: []*Ability{{
		Text: "bow your Ring: a duel of Force with an enemy; bow the loser", Timing: Battle, Per: "battle",
		Targets: []*Target{
			enemyPersonality("choose the enemy Personality he duels"),
			{Prompt: "choose your Ring to bow", Anywhere: true, Chosen: true, Bow: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.Mine(id) }},
		},
		Duel: &DuelSpec{Self: true, Stat: "force", Lose: func(x *Ctx, loser int) { x.Bow(loser) }},
	}}})
}

// Personalities of Kiho, Gold and the Mantis.
func init() {
	Register("togashi-kansuke", &Text{Says: "he performs Kiho actions as if he were a Monk", KihoMonk: true})
	// Togashi Satsu (Experienced 2): he need not bow for a Kiho action he
	// performs; Reaction, even bowed: after a Resolution Segment begins, a
	// Personality gets his Force as a bonus.
	Register("togashi-satsu-exp2", &Text{FreeBowFor: []string{"Kiho"}, Abilities: []*Ability{{
		Text: "a Resolution Segment begins: a Personality gets his Force", Timing: Reaction, On: OnResolution, EvenBowed: true,
		Targets: []*Target{{Prompt: "choose a Personality to get Satsu's Force", Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.Give(x.Target(), x.Force(x.Self), 0, "") },
	}}})
}

// Personalities of Spells, Reactions and the Winds.
func init() {
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
}

// Personalities of the Phoenix and the Scorpion.
func init() {
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

// The Dragon's hidden Samurai.
func init() {
	// Mirumoto Kawanari: Battle, defending, destroy him: up to two
	// Personalities face down beneath your Provinces are recruited into
	// your army at the battle, each for 7 Gold less than its cost.
	beneath := func(prompt string) *Target {
		return &Target{Prompt: prompt, Beneath: true, Optional: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "personality" && !slices.Contains(x.Targets, id)
		}}
	}
	Register("mirumoto-kawanari", &Text{Abilities: []*Ability{{
		Text: "defending, destroy him: up to two Personalities beneath your Provinces join the battle, each 7 Gold less", Timing: Battle, DestroySelf: true,
		If: func(x *Ctx) bool { return x.Defending(x.Self) },
		GoldOf: func(x *Ctx) int {
			n := 0
			for _, id := range x.Targets {
				if id >= 0 {
					n += max(0, x.Gold(id)-7)
				}
			}
			return n
		},
		Targets: []*Target{beneath("choose a Personality face down beneath your Province, if you like"), beneath("choose another, if you like")},
		Effect: func(x *Ctx) {
			for _, id := range x.Targets {
				if id >= 0 {
					x.RecruitBeneath(id)
				}
			}
		},
	}}})
}
