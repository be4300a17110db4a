package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Sensei (their numbers on the Stronghold are the card data's,
// LE-SENSEI-1) and Winds.
func init() {
	// Kedamono Sensei (Crane): no Honor for its player while an action
	// that creates a duel resolves; his Harriers +2F while attacking a more
	// honorable player; Absent Battle: up to two of his defending
	// Personalities elsewhere come to the battle.
	Register("kedamono-sensei", &Text{
		Gains: func(x *Ctx, p, n int) int {
			if p == x.P && x.InDuelAction() {
				return 0
			}
			return n
		},
		Aura: func(x *Ctx, id int) (int, int) {
			if x.Controller(id) == x.P && x.Has(id, "Harrier") && x.Attacking(id) && x.Honor(x.S.Attack.Defender) > x.Honor(x.P) {
				return 2, 0
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "up to two of your defending Personalities elsewhere come to the battle", Timing: Battle, Absent: true,
			Effect: func(x *Ctx) { x.Ask(x.P, "kedamono", 2, 0) }}},
	})
	RegisterChoice("kedamono", &Choice{
		Prompt: "choose up to two of your defending Personalities at another battlefield to move here",
		Words:  Words{Card: "move %s here", Done: "move no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && x.Defending(id) && !x.AtBattle(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.MoveTo(id, x.S.Attack.Battle)
			}
		},
	})
	// Mirumoto Sensei (Dragon): a first Weapon on a Dragon Clan Samurai of
	// his player's brings a created Wakizashi; Battle, once a battle, bow
	// two Weapons of your performing Samurai: he challenges an enemy
	// Personality; destroy the loser.
	weaponOf := func(prompt string, other bool) *Target {
		return &Target{Prompt: prompt, Anywhere: true, Chosen: true, Bow: true, Filter: func(x *Ctx, id int) bool {
			return x.Has(id, "Weapon") && x.Card(id).Zone == ZAttached && x.BearerOf(id) == x.Targets[0] && (!other || id != x.Targets[2])
		}}
	}
	Register("mirumoto-sensei", &Text{
		Entered: func(x *Ctx, card int) {
			b := x.BearerOf(card)
			if b < 0 || !x.Has(card, "Weapon") || !x.Has(b, "Dragon Clan") || !x.Has(b, "Samurai") {
				return
			}
			weapons := 0
			for _, a := range x.Attachments(b) {
				if x.Has(a, "Weapon") {
					weapons++
				}
			}
			if weapons == 1 {
				x.Create("created-wakizashi", 0, b)
			}
		},
		Abilities: []*Ability{{Text: "bow two Weapons of your Samurai: he challenges an enemy; destroy the loser", Timing: Battle, Per: "battle",
			Targets: []*Target{
				performer("choose your performing Samurai", false, "Samurai"),
				enemyPersonality("choose the enemy Personality he challenges"),
				weaponOf("choose a Weapon of his to bow", false),
				weaponOf("choose another Weapon of his to bow", true),
			},
			Duel: &DuelSpec{Lose: func(x *Ctx, loser int) { x.Destroy(loser) }}}},
	})
	// Omoni Sensei (Shadowlands Horde): the non-Goblin Personalities its
	// player owns cost 2 more; Reaction, twice a turn, once a Province:
	// after a Goblin enters play from one of his Provinces, it refills
	// face up.
	Register("omoni-sensei", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) == "personality" && !x.Has(card, "Goblin") {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{{Text: "a Goblin entered play from your Province: it refills face up", Timing: Reaction, On: OnEntered, Times: 2, Per: "turn", Absent: true,
			If: func(x *Ctx) bool {
				g := x.Subject()
				n := x.EnteredFrom()
				return x.Ev.N == int(ZProvince) && x.Controller(g) == x.P && x.Has(g, "Goblin") && x.Personality(g) && n > 0 &&
					!x.Marked(x.S.P[x.P].Stronghold, "omoni-"+strconv.Itoa(n))
			},
			Effect: func(x *Ctx) {
				n := x.EnteredFrom()
				x.MarkGame("omoni-"+strconv.Itoa(n), UntilTurn)
				x.RefillFaceUp(n)
			}}},
	})
	// Tasu Sensei (Scorpion): the non-Courtier Personalities its player
	// owns cost 1 more; Reaction: before another player loses Honor,
	// negate it and gain as much; Reaction: after a Shadowlands
	// Personality is destroyed by his action or army, gain 2 Honor.
	Register("tasu-sensei", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) == "personality" && !x.Has(card, "Courtier") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "another would lose Honor: negate it and gain as much", Timing: Reaction, On: OnHonorLoss, Absent: true,
				If:     func(x *Ctx) bool { return x.Ev.Player != x.P && x.Ev.N > 0 },
				Effect: func(x *Ctx) { x.GainHonor(x.P, x.NegateLoss()) }},
			{Text: "a Shadowlands Personality destroyed by you: gain 2 Honor", Timing: Reaction, On: OnDestroyed, Absent: true,
				If: func(x *Ctx) bool {
					return x.Ev.N == x.P+1 && x.Type(x.Subject()) == "personality" && x.Has(x.Subject(), "Shadowlands")
				},
				Effect: func(x *Ctx) { x.GainHonor(x.P, 2) }},
		},
	})
	// Tomorrow Sensei (Ratling): Limited: discard a Ratling Personality of
	// your Province, which refills face up; draw a card; Repeatable
	// Battle, discard a card: move home your Ratling Personality, once a
	// battle each.
	Register("tomorrow-sensei", &Text{Abilities: []*Ability{
		{Text: "discard your Ratling from a Province, refilled face up; draw a card", Timing: Limited,
			Targets: []*Target{{Prompt: "choose a Ratling Personality in your Provinces", InProvince: true, Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "personality" && x.Has(id, "Ratling")
			}}},
			Effect: func(x *Ctx) {
				n := x.ProvinceNumber(x.Target())
				x.DiscardFromProvince(x.Target())
				x.RefillFaceUp(n)
				x.Draw(x.P, 1)
			}},
		{Text: "discard a card: your Ratling goes home", Timing: Battle, Any: true, Discard: 1,
			Targets: []*Target{{Prompt: "choose your Ratling Personality", Filter: personality(func(x *Ctx, id int) bool {
				return x.Mine(id) && x.Has(id, "Ratling") && !x.Marked(id, "tomorrow")
			})}},
			Effect: func(x *Ctx) {
				x.Mark(x.Target(), "tomorrow", UntilBattle)
				x.MoveHome(x.Target())
			}},
	}})
	// Tsusung Sensei (Unicorn): its player's Personalities cost 1 more but
	// Shugenja and Baraunghar; Battle: bow your Spell to straighten your
	// Shugenja; Battle, once a battle: bow your Spell: Fear of its Gold
	// Cost that frightens Personalities as Followers.
	yourSpell := &Target{Prompt: "choose your Spell to bow", Anywhere: true, Chosen: true, Bow: true, Filter: func(x *Ctx, id int) bool {
		return x.Type(id) == "spell" && x.Mine(id)
	}}
	Register("tsusung-sensei", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) == "personality" && !x.Has(card, "Shugenja") && !x.Has(card, "Baraunghar") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "bow your Spell: straighten your Shugenja", Timing: Battle,
				Targets: []*Target{yourSpell, {Prompt: "choose your Shugenja to straighten", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
					return x.Mine(id) && x.Has(id, "Shugenja")
				})}},
				Effect: func(x *Ctx) { x.Straighten(x.Targets[1]) }},
			{Text: "bow your Spell: Fear of its Gold Cost, Personalities included", Timing: Battle, Per: "battle",
				Targets: []*Target{yourSpell, {Prompt: "choose the opposing unit to frighten", Filter: personality(func(x *Ctx, id int) bool {
					return !x.Mine(id) && x.AtBattle(id)
				})}},
				Effect: func(x *Ctx) { x.FearAll(x.Gold(x.Targets[0]), x.Targets[1]) }},
		},
	})
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

func init() {
	// Gohei Sensei: its player destroys no Province as the Attacker
	// unless the defending army had a unit in the battle or the Defender
	// controls none; Reaction: after the Maneuvers, your attacking
	// Tactician draws a Personality of the Defender's from another place
	// to his battlefield, straightened with his unit.
	Register("gohei-sensei", &Text{NoHollowConquest: true, Abilities: []*Ability{{
		Text: "the Maneuvers over, your attacking Tactician: the Defender's Personality elsewhere comes to his battlefield", Timing: Reaction, On: OnManeuvered,
		If: func(x *Ctx) bool { return x.Ev.N == 2 && x.P == x.S.Attack.Attacker },
		Targets: []*Target{{Prompt: "choose your performing attacking Tactician", Performer: true, Anywhere: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Tactician") && x.Attacking(id) })}},
		Effect: func(x *Ctx) { x.Ask(x.S.Attack.Defender, "gohei", 1, x.Target()) },
	}}})
	RegisterChoice("gohei", &Choice{
		Prompt: "choose one of your Personalities elsewhere to go to the Tactician's battlefield, straightened",
		Options: func(x *Ctx, p, tactician int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && x.Location(id) != x.Location(tactician) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, tactician int) {
			for _, id := range chosen {
				x.StraightenUnit(id)
				x.MoveTo(id, x.Location(tactician))
			}
		},
	})
}
