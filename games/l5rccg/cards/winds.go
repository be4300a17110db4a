package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

// Underhand of the Emperor.
func init() {
	// Underhand of the Emperor (a Wind): Favor Political Repeatable Open,
	// not in your turn, discard the Imperial Favor: a Personality of the
	// active player's is dishonored, if that player so chooses; if not,
	// he must declare an attack this turn, and you assign that Personality
	// in its Infantry Maneuvers, after him. Political Reaction: after you
	// bring a Personality into play having paid at least his printed Gold
	// Cost, bow your performing Courtier: gain 1 Honor.
	Register("underhand-of-the-emperor", &Text{AssignsOthers: true, Abilities: []*Ability{
		{Text: "not your turn, discard the Favor: the active player dishonors his Personality, or must attack with you assigning him", Timing: Open, Any: true,
			Keywords: []string{"Favor", "Political"}, FavorCost: true,
			If: func(x *Ctx) bool { return x.S.Active != x.P },
			Targets: []*Target{{Prompt: "choose a Personality of the active player's", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Controller(id) == x.S.Active
			}}},
			Effect: func(x *Ctx) { x.Ask(x.S.Active, "underhand", 1, x.Target()) }},
		{Text: "you brought a Personality into play at his printed cost or more, bow your Courtier: gain 1 Honor", Timing: Reaction, On: OnEntered,
			Keywords: []string{"Political"},
			If: func(x *Ctx) bool {
				id := x.Ev.Cards[0]
				return x.Ev.Player == x.P && x.Ev.N == int(ZProvince) && x.Personality(id) && x.PaidPrinted(id)
			},
			Targets: []*Target{{Prompt: "choose your performing Courtier to bow", Performer: true, Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Has(id, "Courtier")
			}}},
			Effect: func(x *Ctx) { x.GainHonor(x.P, 1) }},
	}})
	// underhand: the active player dishonors his Personality n (choose
	// dishonor), or (pass, or he was dishonored already) must attack, the
	// Wind's player assigning him.
	RegisterChoice("underhand", &Choice{
		Prompt: "dishonor your Personality? If you do not, you must attack this turn, and the Wind's player assigns him",
		Words:  Words{Labels: map[string]string{"dishonor": "dishonor him"}, Pass: "do not: you must attack this turn"},
		Labels: func(x *Ctx, _, _ int) []string { return []string{"dishonor"} },
		Picked: func(x *Ctx, p int, _ string, id int) {
			if x.Card(id).Dishonored || !x.Personality(id) {
				x.MustAttack(p, id)
				return
			}
			x.Dishonor(id)
		},
		Declined: func(x *Ctx, p, id int) { x.MustAttack(p, id) },
	})
}

// The Winds of the Emperor's court.
func init() {
	// Voice of the Emperor: Favor Political Repeatable Reaction: after a
	// Personality bows to perform a Spell's or Kiho action, discard the
	// Imperial Favor: he straightens and you draw a card; Political
	// Limited, bow your performing Monk or Shugenja: a Ring of your hand
	// comes into play, not counting toward an Enlightenment Victory, and
	// back to your hand as the turn ends if it is still in play.
	Register("voice-of-the-emperor", &Text{Abilities: []*Ability{
		{Text: "a Personality bowed for a Spell or Kiho: discard the Favor, he straightens, draw a card", Timing: Reaction, On: OnBeforeResolve,
			Any: true, Absent: true, FavorCost: true, Keywords: []string{"Favor", "Political"},
			If: func(x *Ctx) bool {
				who := x.Ev.M
				return who >= 0 && x.Personality(who) && x.Card(who).Bowed && (x.Type(x.Subject()) == "spell" || x.ActionKeyword("Kiho"))
			},
			Effect: func(x *Ctx) {
				x.Straighten(x.Ev.M)
				x.Draw(x.P, 1)
			}},
		{Text: "bow your Monk or Shugenja: a Ring of your hand into play, until the turn ends", Timing: Limited, Keywords: []string{"Political"},
			If: func(x *Ctx) bool {
				return slices.ContainsFunc(x.Hand(x.P), func(id int) bool { return x.Type(id) == "ring" })
			},
			Targets: []*Target{targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja")},
			Effect:  func(x *Ctx) { x.Ask(x.P, "voice-ring", 1, 0) }},
	}})
	RegisterChoice("voice-ring", &Choice{
		Prompt: "choose the Ring of your hand to put into play",
		Options: func(x *Ctx, p, _ int) []int {
			return slices.DeleteFunc(slices.Clone(x.Hand(p)), func(id int) bool { return x.Type(id) != "ring" })
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.HandToPlay(id)
				x.Mark(id, "no-enlightenment", UntilTurn)
				x.AtTurnEnd("voice-ring-back", id)
			}
		},
	})
	RegisterChoice("voice-ring-back", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, id int) {
			if x.IsInPlay(id) {
				x.ReturnToHand(id)
			}
		},
	})
}

// The Winds of the Dark Lord.
func init() {
	// Black Heart of the Empire: its player's Lobby is not Political and
	// bows a Shadowlands Personality (even of 0 Personal Honor); for any
	// Lobby his Family Honor counts as his Personalities' total printed
	// Force if that is higher than every other player's; Favor Repeatable
	// Battle, discard the Imperial Favor: each card of a Personality's
	// unit has its Force reduced to 0, and he takes Shadowlands for good.
	Register("black-heart-of-the-empire", &Text{DarkLobby: true, Abilities: []*Ability{{
		Text: "discard the Favor: a unit's Force to 0, its Personality Shadowlands for good", Timing: Battle, Any: true, FavorCost: true, Keywords: []string{"Favor"},
		Targets: []*Target{{Prompt: "choose a Personality", Filter: personality(nil)}},
		Effect: func(x *Ctx) {
			for _, id := range append([]int{x.Target()}, x.Attachments(x.Target())...) {
				if (id == x.Target() || x.Type(id) == "follower") && x.Force(id) > 0 { // an Item's Force is its Personality's
					x.Give(id, -x.Force(id), 0, "")
				}
			}
			x.GiveKeyword(x.Target(), "Shadowlands", UntilGame)
		},
	}}})
}

// Sensei (their numbers on the Stronghold are the card data's,
// LE-SENSEI-1) and Winds.
func init() {
	// Left Hand of the Emperor: Favor Political Repeatable Battle, discard
	// the Imperial Favor: an enemy attacking Personality goes home;
	// Political Limited, bow your performing Courtier: rehonor a
	// dishonorable Personality.
	Register("left-hand-of-the-emperor", &Text{Abilities: []*Ability{
		{Text: "discard the Imperial Favor: an enemy attacker goes home", Timing: Battle, Any: true, Keywords: []string{"Favor", "Political"}, FavorCost: true,
			Targets: []*Target{enemyPersonalityWith("choose an enemy attacking Personality", func(x *Ctx, id int) bool { return x.Attacking(id) })},
			Effect:  func(x *Ctx) { x.MoveHome(x.Target()) }},
		{Text: "bow your Courtier: rehonor a dishonorable Personality", Timing: Limited, Keywords: []string{"Political"},
			Targets: []*Target{
				targetPerformer("choose your performing Courtier to bow", true, "Courtier"),
				{Prompt: "choose a dishonorable Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Card(id).Dishonored })},
			},
			Effect: func(x *Ctx) { x.Rehonor(x.Targets[1]) }},
	}})
	// Right Hand of the Emperor: Favor Political Repeatable Battle, with
	// an opposed Personality of yours there, discard the Imperial Favor:
	// your Personality anywhere comes to the battle; Political Limited,
	// your Personality, discard a card: face-up non-Personality cards of
	// your Provinces go under your Dynasty deck, refilled face up.
	Register("right-hand-of-the-emperor", &Text{Abilities: []*Ability{
		{Text: "discard the Imperial Favor: your Personality comes to the battle", Timing: Battle, Any: true, Keywords: []string{"Favor", "Political"}, FavorCost: true,
			If: func(x *Ctx) bool {
				for _, id := range x.InPlay(x.P) {
					if x.Personality(id) && x.AtBattle(id) && x.Opposed(id) {
						return true
					}
				}
				return false
			},
			Targets: []*Target{{Prompt: "choose your Personality to bring to the battle", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Mine(id) && !x.AtBattle(id)
			})}},
			Effect: func(x *Ctx) { x.MoveTo(x.Target(), x.S.Attack.Battle) }},
		{Text: "your Personality, discard a card: face-up cards of your Provinces under the deck, refilled face up", Timing: Limited, Discard: 1, Keywords: []string{"Political"},
			Targets: []*Target{{Prompt: "choose your Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
			Effect:  func(x *Ctx) { x.Ask(x.P, "right-hand", 4, 0) }},
	}})
	RegisterChoice("right-hand", &Choice{
		Prompt: "choose face-up non-Personality cards in your Provinces to put under your Dynasty deck",
		Words:  Words{Card: "put %s under your Dynasty deck", Done: "put no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.ProvinceCards(p) {
				if !x.Card(id).Facedown && x.Type(id) != "personality" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				n := x.ProvinceNumber(id)
				x.ToDynastyBottom(id)
				x.RefillFaceUp(n)
			}
		},
	})
}
