package cards

import (
	"slices"
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards that copy abilities (LE-COPY-1).
func init() {
	// Orochi Sensei: Limited, 3 Gold, remove a Storm Rider Personality of
	// your discard pile from the game: an Orochi gets a created Naval
	// Storm Rider Follower whose base Force is his printed Force, with
	// his abilities for the rest of the game.
	Register("orochi-sensei", &Text{Abilities: []*Ability{{
		Text: "3 Gold, a Storm Rider of your discard pile removed: a Follower of his Force and abilities on an Orochi", Timing: Limited, Gold: 3, Copies: true, CreatesFollower: true,
		Targets: []*Target{
			{Prompt: "choose a Storm Rider Personality of your discard pile to remove from the game", Piles: true, Filter: func(x *Ctx, id int) bool {
				return x.Card(id).Zone == ZDynastyDiscard && x.Owner(id) == x.P && x.Type(id) == "personality" && x.Has(id, "Storm Rider")
			}},
			{Prompt: "choose an Orochi to take the Follower", Filter: orochi},
		},
		Effect: func(x *Ctx) {
			rider, orochi := x.Targets[0], x.Targets[1]
			x.RemoveFromGame(rider)
			if f := x.Create("created-storm-rider", 0, orochi); f >= 0 {
				x.GiveBase(f, x.PrintedForce(rider), 0, 0, 0)
				for _, i := range x.Copyable(rider) {
					x.CopyAbility(f, rider, i, UntilGame)
				}
			}
		},
	}}})
	// Masagaro Sensei: its player's Personalities have at most 4 Force
	// while they have no Followers; Tireless Battle, twice a battle,
	// discard a Follower from hand: his opposed performing Follower
	// copies a Battle ability of the discarded one (not one that copies)
	// and may use it at once, ignoring its costs, as an additional Battle
	// action; the copy is gone once that action ends, or if he passes it.
	battleAbilities := func(x *Ctx, id int) []int {
		var out []int
		for _, i := range x.Copyable(id) {
			if a := x.AbilityOf(id, i); a.Timing == Battle || a.Timing == BattleOpen {
				out = append(out, i)
			}
		}
		return out
	}
	Register("masagaro-sensei", &Text{MaxForceAlone: 4, Abilities: []*Ability{{
		Text: "twice a battle, discard a Follower: your opposed Follower uses one of its Battle abilities now, ignoring costs", Timing: Battle, Times: 2, Per: "battle",
		Keywords: []string{"Tireless"}, Copies: true, Discard: 1,
		DiscardOf: func(x *Ctx, id int) bool { return x.Type(id) == "follower" && len(battleAbilities(x, id)) > 0 },
		Targets: []*Target{{Prompt: "choose your opposed performing Follower", Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "follower" && x.Mine(id) && x.Opposed(id)
		}}},
		Effect: func(x *Ctx) {
			from := x.Discarded[0]
			if list := battleAbilities(x, from); len(list) == 1 {
				x.ExtraCopied(x.Target(), from, list[0])
			} else {
				x.Ask(x.P, "masagaro-sensei", 1, x.Target())
			}
		},
	}}})
	// masagaro-sensei: which Battle ability of the Follower just
	// discarded (the top of the Fate discard pile) Follower n copies.
	RegisterChoice("masagaro-sensei", &Choice{
		Prompt: "choose the Battle ability of the discarded Follower to copy",
		Word: func(x *Ctx, label string, _ int) string {
			pile := x.S.P[x.P].FateDiscard
			return abilityWords(x, pile[len(pile)-1], label, "copy")
		},
		Labels: func(x *Ctx, p, _ int) []string {
			pile := x.S.P[p].FateDiscard
			return abilityNumbers(battleAbilities(x, pile[len(pile)-1]))
		},
		Picked: func(x *Ctx, p int, label string, to int) {
			n, _ := strconv.Atoi(label)
			pile := x.S.P[p].FateDiscard
			x.ExtraCopied(to, pile[len(pile)-1], n-1)
		},
	})
}

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
}

func hasSpell(x *Ctx, id int) bool {
	for _, a := range x.Attachments(id) {
		if x.Type(a) == "spell" {
			return true
		}
	}
	return false
}

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
