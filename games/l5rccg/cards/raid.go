package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

// The Mantis' Raids: an additional Attack Phase whose battles destroy
// nothing, and the Pirates who act in them.
func init() {
	// Aramasu's Pride: Raid Limited: an additional Attack Phase that is a
	// Raid attack; after it, up to one Holding for each battle won gets +4
	// Gold Production this turn.
	Register("aramasus-pride", &Text{Abilities: []*Ability{{
		Text: "an additional Attack Phase, a Raid: +4 Gold Production to a Holding for each battle won", Timing: Limited, Keywords: []string{"Raid"},
		Effect: func(x *Ctx) { x.RaidAttack("raid-spoils") },
	}}})
	RegisterChoice("raid-spoils", &Choice{
		Prompt: "choose up to one Holding for each Raid battle won: +4 Gold Production this turn",
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Type(id) == "holding" {
					out = append(out, id)
				}
			}
			return out
		},
		AtMost: true,
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.GiveProduction(id, 4, UntilTurn)
			}
		},
	})
	unopposed := func(prompt string) *Target {
		return &Target{Prompt: prompt, Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return !x.OpposedThisAttack(id) })}
	}
	// Tsuruchi Etsui: Raid Battle, once a battle, in a Raid battle: bow a
	// Personality anywhere not opposed this Attack Phase; he does not
	// straighten before your next turn begins.
	Register("tsuruchi-etsui", &Text{RemembersOpposed: true, Abilities: []*Ability{{
		Text: "in a Raid battle: bow a Personality not opposed this Attack Phase, kept bowed", Timing: Battle, Per: "battle", Keywords: []string{"Raid"},
		If:      func(x *Ctx) bool { return x.RaidBattle() },
		Targets: []*Target{unopposed("choose a Personality not opposed this Attack Phase")},
		Effect: func(x *Ctx) {
			x.Bow(x.Target())
			x.NoStraightenUntil(x.Target(), x.UntilTurnOf(x.P))
		},
	}}})
	// Tsuruchi Iyaken: 2 Gold less while you control a Pirate
	// Personality; Battle, bow him: bow a Personality anywhere not opposed
	// this Attack Phase; Raid Battle, once a battle, in a Raid battle:
	// Ranged 4 Attack.
	Register("tsuruchi-iyaken", &Text{RemembersOpposed: true,
		Discount: func(x *Ctx, _ int) int {
			if len(x.Controlled(x.P, func(id int) bool { return id != x.Self && x.Personality(id) && x.Has(id, "Pirate") })) > 0 {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "bow him: bow a Personality not opposed this Attack Phase", Timing: Battle, Bow: true,
				Targets: []*Target{unopposed("choose a Personality not opposed this Attack Phase")},
				Effect:  func(x *Ctx) { x.Bow(x.Target()) }},
			{Text: "in a Raid battle: Ranged 4 Attack", Timing: Battle, Per: "battle", Keywords: []string{"Raid"}, Ranged: 4,
				If: func(x *Ctx) bool { return x.RaidBattle() }},
		},
	})
	// Yoritomo Tokaro: Raid Battle, attacking in a Raid battle, bow him:
	// target a Holding of the Defender's and a Personality anywhere not
	// opposed this Attack Phase; lose 2 Honor; if the Defender gives you
	// the Holding, the Personality goes home bowed, else he is destroyed
	// after this Attack Phase.
	Register("yoritomo-tokaro", &Text{RemembersOpposed: true, Abilities: []*Ability{{
		Text: "bow him: the Defender gives you a Holding, or a Personality not opposed is destroyed", Timing: Battle, Bow: true, Keywords: []string{"Raid"},
		If: func(x *Ctx) bool { return x.RaidBattle() && x.Attacking(x.Self) },
		Targets: []*Target{
			{Prompt: "choose a Holding of the Defender's", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "holding" && x.Controller(id) == x.S.Attack.Defender
			}},
			unopposed("choose a Personality not opposed this Attack Phase"),
		},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -2)
			x.AskFor(x.Self, x.S.Attack.Defender, "tokaro", 1, x.Targets[0]<<16|x.Targets[1]) // both targets in the one number a choice keeps
		},
	}}})
	RegisterChoice("tokaro", &Choice{
		Prompt: "give Yoritomo Tokaro's player your Holding? If you do not, his target is destroyed after this Attack Phase",
		Words:  Words{Labels: map[string]string{"give": "give your Holding"}, Pass: "keep it: the target is destroyed later"},
		Labels: func(*Ctx, int, int) []string { return []string{"give"} },
		Picked: func(x *Ctx, _ int, _ string, n int) {
			holding, person := n>>16, n&0xffff
			x.TakeControl(holding, x.P, false)
			x.MoveHome(person)
			x.Bow(person)
		},
		Declined: func(x *Ctx, _, n int) { x.DestroyAtEnd(n&0xffff, UntilAttack) },
	})
}

// The One Tribe, who take what others threw away.
func init() {
	// Kan'ok'ticheck: once a turn, his player may play a Strategy of any
	// player's discard pile as if it were in his hand, removed from the
	// game after it resolves; Battle, any number of times a turn: bow your
	// two performing Ratlings to destroy an enemy card without attached
	// cards.
	ratling := func(prompt string) *Target {
		return &Target{Prompt: prompt, Performer: true, Chosen: true, Bow: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Ratling") && !slices.Contains(x.Targets, id)
		})}
	}
	Register("kanokticheck-exp2", &Text{
		PlaysDiscards: &DiscardPlays{Per: "turn", Exile: true},
		Abilities: []*Ability{{
			Text: "bow your two Ratlings: destroy an enemy card without attached cards", Timing: Battle, Any: true,
			Targets: []*Target{
				ratling("choose your first performing Ratling to bow"),
				ratling("choose your second performing Ratling to bow"),
				{Prompt: "choose the enemy card to destroy", Filter: func(x *Ctx, id int) bool {
					t := x.Type(id)
					return x.Enemy(id) && (t == "personality" || t == "follower" || t == "item" || t == "spell") && len(x.Attachments(id)) == 0
				}},
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[2]) },
		}},
	})
	// The Warrens of the One Tribe: its player begins with three
	// Provinces; once a phase he may play a Fate card of any player's
	// discard pile as if it were in his hand; the Fate cards he plays are
	// removed from the game whenever they would be in a discard pile;
	// Limited: bow your performing Ratling, lose 1 Honor: the top card of
	// each player's Fate deck is discarded.
	Register("warrens-of-the-one-tribe", &Text{
		Provinces:     3,
		PlaysDiscards: &DiscardPlays{Fate: true, Per: "phase"},
		ExilesPlayed:  true,
		Abilities: []*Ability{{
			Text: "bow your Ratling, lose 1 Honor: each player discards his top Fate card", Timing: Limited,
			Targets: []*Target{targetPerformer("choose your performing Ratling to bow", true, "Ratling")},
			Effect: func(x *Ctx) {
				x.GainHonor(x.P, -1)
				for q := range x.S.P {
					x.TopFate(q)
				}
			},
		}},
	})
}

// The Mantis and the Ratlings of the Grasping Paw.
func init() {
	Register("yoritomo-kumiko-exp2", &Text{Says: "her player's Personalities and Followers have the Pirate and Naval keywords; Ranged Attacks performed by cards in her army get a bonus of their base strength", RangedDoubled: true, GrantsMine: func(x *Ctx, card int) []string {
		if t := x.Type(card); t == "personality" || t == "follower" {
			return []string{"Pirate", "Naval"}
		}
		return nil
	}})
	// Ik'krt: Reaction, bow him: before an action performed by a Follower
	// opposing him resolves, negate its effects.
	Register("ikkrt", &Text{Abilities: []*Ability{{
		Text: "bow him: negate an action performed by a Follower opposing him", Timing: Reaction, On: OnBeforeResolve, Bow: true,
		If: func(x *Ctx) bool {
			who := x.Ev.M
			return who >= 0 && x.Type(who) == "follower" && slices.Contains(x.Opposing(x.Self), x.BearerOf(who))
		},
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Ik'krt (experienced): actions on Followers opposing him cost, besides,
	// a Follower of their player's targeted and bowed; Limited: a Ratling
	// Follower of your discard pile to your hand.
	Register("ikkrt-exp", &Text{TaxesFollowers: true, Abilities: []*Ability{{
		Text: "a Ratling Follower of your discard pile to your hand", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Ratling Follower of your discard pile", Piles: true, Filter: func(x *Ctx, id int) bool {
			return x.Card(id).Zone == ZFateDiscard && x.Owner(id) == x.P && x.Type(id) == "follower" && x.Has(id, "Ratling")
		}}},
		Effect: func(x *Ctx) { x.DiscardToHand(x.Target()) },
	}}})
}
