package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards that copy abilities (LE-COPY-1).
func init() {
	// Water Dragon: will not attach Followers or Items; Water Reaction,
	// after a turn begins: it copies, for the turn, an ability of a
	// Shugenja (one that does not itself copy).
	Register("water-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{{
		Text: "a turn began: copy an ability of a Shugenja for the turn", Timing: Reaction, On: OnTurnBegan, Keywords: []string{"Water"}, Copies: true,
		Targets: []*Target{{Prompt: "choose a Shugenja whose ability the Water Dragon copies", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Has(id, "Shugenja") && len(x.Copyable(id)) > 0
		}}},
		Effect: func(x *Ctx) { x.Ask(x.P, "copy-ability", 1, x.Target()) },
	}}})
	// copy-ability: the card whose effect asks copies, until the turn
	// ends, the ability of card n chosen by its number on the card.
	RegisterChoice("copy-ability", &Choice{
		Prompt: "choose the ability to copy",
		Word:   func(x *Ctx, label string, from int) string { return abilityWords(x, from, label, "copy") },
		Labels: func(x *Ctx, _, from int) []string { return abilityNumbers(x.Copyable(from)) },
		Picked: func(x *Ctx, _ int, label string, from int) {
			n, _ := strconv.Atoi(label)
			x.CopyAbility(x.Self, from, n-1, UntilTurn)
		},
	})
}

// Cards that create cards.
func init() {
	// Zeth: his player loses 3 Honor as he enters play; Reaction: after he
	// enters play, pay 2 Gold: create a 1F Shadowlands Goblin Follower on
	// him.
	Register("zeth", &Text{Enters: loseOnEntry(3), Abilities: []*Ability{{
		Text: "entering play, 2 Gold: a 1F Goblin Follower on him", Timing: Reaction, On: OnEntered, Gold: 2, If: bySelf, CreatesFollower: true,
		Effect: func(x *Ctx) { x.Create("created-goblin", 0, x.Self) },
	}}})
	Register("ratling-raider", &Text{Says: "as he enters play, two 2F/2C/2PH Ratling Personalities are created where he is", Enters: func(x *Ctx) {
		for range 2 {
			x.Create("created-ratling", x.Location(x.Self), -1)
		}
	}})
}

// noFollowersOrItems: "will not attach Followers or Items".
func noFollowersOrItems(x *Ctx, card int) bool {
	t := x.Type(card)
	return t != "follower" && t != "item"
}

// Personalities whose text is a trait for entering play.
func init() {
	for _, id := range []string{"goblin-wizard", "skub"} {
		Register(id, &Text{Says: "its player loses 4 Honor as it enters play", Enters: loseOnEntry(4)})
	}
	Register("otomo-taneji", &Text{Says: "gain 1 Honor as he enters play", Enters: func(x *Ctx) { x.GainHonor(x.P, 1) }})
}

// Personalities whose Force or Chi follows a condition.
func init() {
	// Voitagi: loses his player 5 Honor as he enters play; +2F/+2C while
	// opposed by, or facing in a duel, a Samurai; Battle: Fear 4.
	Register("voitagi-exp", &Text{
		Enters: loseOnEntry(5),
		Stat: func(x *Ctx) (int, int) {
			if facesAny(x, func(id int) bool { return x.Has(id, "Samurai") }) {
				return 2, 2
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "Fear 4", Timing: Battle, Fear: 4, Keywords: []string{"Fear"}}},
	})
}

// The Dragons of the elements: Unaligned Nonhuman Shugenja that take no
// Followers or Items.
func init() {
	Register("air-dragon", &Text{Says: "Ranged Attack, Spell and Kiho actions may not target it", Takes: noFollowersOrItems, Shroud: []string{"Ranged", "Spell", "Kiho"}})
	// Earth Dragon: Battle: +5F while defending (until the attack ends).
	Register("earth-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{{
		Text: "+5F while defending", Timing: Battle,
		Effect: func(x *Ctx) { x.GiveWhileDefending(x.Self, 5, UntilTurn) },
	}}})
	// Thunder Dragon: Battle, once per battle: bow a target enemy
	// Personality.
	Register("thunder-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{{
		Text: "bow a target enemy Personality", Timing: Battle, Per: "battle",
		Targets: []*Target{enemyPersonality("choose an enemy Personality to bow")},
		Effect:  func(x *Ctx) { x.Bow(x.Target()) },
	}}})
}

// Personalities whose action moves or duels.
func init() {
	// The Maw: loses his player 8 Honor as he enters play; takes no
	// Items; Tactical Battle: move a target enemy unit home, and bow it if
	// it moved.
	Register("the-maw", &Text{
		Enters: loseOnEntry(8),
		Takes:  func(x *Ctx, card int) bool { return x.Type(card) != "item" },
		Abilities: []*Ability{{
			Text: "move a target enemy unit home; bow it if it moved", Timing: Battle, Keywords: []string{"Tactical"},
			Targets: []*Target{enemyPersonality("choose an enemy unit to send home")},
			Effect: func(x *Ctx) {
				if x.InArmy(x.Target()) {
					x.MoveHome(x.Target())
					x.BowUnit(x.Target())
				}
			},
		}},
	})
}

func init() {
	Register("moshangoru", &Text{Says: "his player loses 2 Honor as he enters play; destroyed in a battle, he gives the enemy leader, until that player's next turn ends, the Reaction \"once in the game, when paying a Gold cost, produce 5 Gold for only that cost\"", Enters: loseOnEntry(2), Destroyed: func(x *Ctx, where int) {
		if l := x.EnemyLeader(); where > 0 && l >= 0 {
			x.GiveOnceGold(l, x.UntilNextTurnEnds(l))
		}
	}})
}

// Personalities with actions on their own card.
func init() {
	// Fire Dragon: Fire Battle, bow it: two consecutive Ranged 5 Attacks;
	// or one Ranged 10 Attack.
	Register("fire-dragon", &Text{Takes: noFollowersOrItems, Abilities: []*Ability{
		{Text: "bow it: two Ranged 5 Attacks", Timing: Battle, Bow: true, Ranged: 5, Keywords: []string{"Fire"},
			Effect: func(x *Ctx) { x.Ask(x.P, "ranged", 1, 5) }},
		{Text: "bow it: a Ranged 10 Attack", Timing: Battle, Bow: true, Ranged: 10, Keywords: []string{"Fire"}},
	}})
	// Shio no Oni: loses his player 4 Honor as he enters play; Battle:
	// destroy a target Region on the current battlefield's Province, and he
	// gets a +1F token.
	Register("shio-no-oni", &Text{Enters: loseOnEntry(4), Abilities: []*Ability{{
		Text: "destroy the Region of the battlefield's Province: a +1F token", Timing: Battle,
		Targets: []*Target{{Prompt: "choose the Region to destroy", Region: true, Filter: func(x *Ctx, id int) bool {
			return x.ProvinceOf(id) == x.S.Attack.Battle && x.Owner(id) == x.S.Attack.Defender
		}}},
		Effect: func(x *Ctx) {
			x.Destroy(x.Target())
			x.Token(x.Self, 1, 0)
		},
	}}})
}

// Personalities with traits.
func init() {
	Register("shukumei", &Text{Says: "as he enters play his player loses 5 Honor and a target Personality (he himself if there is no other) gets -1F/-1C for good", Enters: func(x *Ctx) {
		x.GainHonor(x.P, -5)
		x.Ask(x.P, "shukumei", 1, 0)
	}})
	RegisterChoice("shukumei", &Choice{
		Prompt: "choose the Personality to get -1F/-1C for good",
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, id := range x.InPlay(-1) {
				if x.Personality(id) && id != x.Self {
					out = append(out, id)
				}
			}
			if len(out) == 0 && x.Personality(x.Self) {
				out = append(out, x.Self)
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Give(id, -1, -1, UntilGame)
			}
		},
	})
}

// Personalities with traits as they enter play or are destroyed.
func init() {
	// Ashura: his player loses 5 Honor as he enters play; destroyed at a
	// battlefield, he destroys a Follower or a Personality without
	// Followers there; Battle: Fear 4.
	Register("ashura", &Text{Enters: loseOnEntry(5),
		Destroyed: func(x *Ctx, where int) {
			if where > 0 {
				x.Ask(x.P, "ashura", 1, where)
			}
		},
		Abilities: []*Ability{{Text: "Fear 4", Timing: Battle, Fear: 4}}})
	RegisterChoice("ashura", &Choice{
		Prompt: "choose a Follower, or a Personality without Followers, at that battlefield to destroy",
		Options: func(x *Ctx, _, at int) []int {
			var out []int
			for _, u := range x.InPlay(-1) {
				if !x.Personality(u) || x.Location(u) != at {
					continue
				}
				fs := followersOf(x, u)
				if len(fs) == 0 {
					out = append(out, u)
				}
				out = append(out, fs...)
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Destroy(id)
			}
		},
	})
	Register("void-dragon", &Text{Says: "takes no Followers or Items; once a turn, after an attacking army with him destroys a Province in the resolution, his player may discard the Defender's hand", Takes: noFollowersOrItems, BrokeProvince: func(x *Ctx) {
		if !x.Marked(x.Self, "broke") {
			x.Mark(x.Self, "broke", UntilTurn)
			x.Ask(x.P, "void-dragon", 1, x.S.Attack.Defender)
		}
	}})
	mayWord("void-dragon", "discard the Defender's hand?", "discard", "discard it", func(x *Ctx, _, defender int) {
		for len(x.Hand(defender)) > 0 {
			x.DiscardFromHand(x.Hand(defender)[0])
		}
	})
}

// Personalities with actions.
func init() {
	// Brukash: his player loses 4 Honor as he enters play; Battle: destroy
	// your performing Goblin in his army: Fear of the Goblin's Force that
	// frightens Personalities too.
	Register("brukash", &Text{Enters: loseOnEntry(4), Abilities: []*Ability{{
		Text: "destroy your Goblin: Fear of his Force, Personalities included", Timing: Battle,
		Targets: []*Target{
			{Prompt: "choose your performing Goblin to destroy", Performer: true, Chosen: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Goblin") && x.Location(id) == x.Location(x.Self)
			})},
			{Prompt: "choose the opposing unit to frighten", Filter: personality(func(x *Ctx, id int) bool { return x.Opposes(id) })},
		},
		Effect: func(x *Ctx) { x.FearAll(x.Force(x.Targets[0]), x.Targets[1]) },
	}}})
}

// Personalities of Spells kept, curses and the Shadowlands.
func init() {
	Register("daigotsu-koshiro", &Text{Says: "his player loses 4 Honor as he enters play; he joins no player of 1 or more Family Honor; as a battle of his army's begins, the other Personalities of his army with Personal Honor bow", Enters: loseOnEntry(4),
		JoinsOnly: func(x *Ctx) bool { return x.Honor(x.P) < 1 },
		BattleBegins: func(x *Ctx, prov int) {
			if x.Location(x.Self) != prov {
				return
			}
			for _, id := range x.Army(x.Self) {
				if id != x.Self && x.PersonalHonor(id) >= 1 {
					x.Bow(id)
				}
			}
		}})
}

func init() {
	// Chuda Mishime: his player loses 3 Honor as he enters play; Maho
	// Battle/Open: a Personality's Chi comes down to his base Chi; Maho
	// Limited, bow him: the Personality most recently destroyed for 0 Chi
	// is removed from the game; lose 2 Honor; a 2F/2C Undead is created.
	Register("chuda-mishime", &Text{Enters: loseOnEntry(3), Abilities: []*Ability{
		{Text: "a Personality's Chi down to his base Chi", Timing: BattleOpen, Keywords: []string{"Maho"},
			Targets: []*Target{{Prompt: "choose a Personality whose Chi is above his base Chi", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Chi(id) > x.PrintedChi(id)
			})}},
			Effect: func(x *Ctx) { setChi(x, x.Target(), x.PrintedChi(x.Target()), "") }},
		{Text: "bow: the last to die of 0 Chi removed from the game; lose 2 Honor; a 2F/2C Undead", Timing: Limited, Bow: true, Keywords: []string{"Maho"},
			If: func(x *Ctx) bool { return x.LastChiDeath() >= 0 },
			Effect: func(x *Ctx) {
				x.RemoveFromGame(x.LastChiDeath())
				x.GainHonor(x.P, -2)
				x.Create("created-undead-2-2", 0, -1)
			}},
	}})
}

// Dragons of the Shadowlands.
func init() {
	// Shadow Dragon: will not bow; after its player's Straighten Phase
	// ends, dead in his discard pile, he may bring it into play paying its
	// costs; Battle: it moves home from the battle, and a non-Unique
	// Personality comes under its player's control until the battle ends.
	Register("shadow-dragon-exp", &Text{NeverBows: true, Abilities: []*Ability{
		{Text: "dead after your Straighten Phase: pay for it to return to play", Timing: Reaction, On: OnStraightened, EvenDiscarded: true, Absent: true,
			If: func(x *Ctx) bool {
				c := x.Card(x.Self)
				return x.Ev.Player == x.P && c.Zone == ZDynastyDiscard && c.Destroyed && !x.UniqueInPlay(x.Self)
			},
			GoldOf: func(x *Ctx) int { return x.S.GoldCost(x.Self) },
			Effect: func(x *Ctx) { x.BringBack(x.Self) }},
		{Text: "go home from the battle: take control of a non-Unique Personality until it ends", Timing: Battle,
			If: func(x *Ctx) bool { return x.Location(x.Self) == x.S.Attack.Battle },
			Targets: []*Target{{Prompt: "choose a non-Unique Personality to take control of", Filter: personality(func(x *Ctx, id int) bool {
				return !x.Unique(id) && !x.Mine(id)
			})}},
			Effect: func(x *Ctx) {
				x.MoveHome(x.Self)
				x.TakeControlUntil(x.Target(), x.P, UntilBattle)
			}},
	}})
}

// The Dark Lord.
func init() {
	// Daigotsu: no player but a Shadowlands Horde player controls him;
	// after any action resolves, the Personalities who performed it take
	// the Shadowlands keyword for good; Battle/Open: bow a Shadowlands
	// card of any player's to bow or straighten a Shadowlands card (while
	// he is bowed, only to straighten himself: then the action is
	// Tireless).
	const turn = "daigotsu-straighten"
	Register("daigotsu-exp", &Text{TaintsPerformers: true,
		JoinsOnly: func(x *Ctx) bool { return x.Faction(x.P) == "shadowlands" },
		Abilities: []*Ability{{
			Text: "bow a Shadowlands card: bow or straighten a Shadowlands card", Timing: BattleOpen, EvenBowed: true,
			Targets: []*Target{
				{Prompt: "choose a Shadowlands card to bow", Bow: true, Filter: func(x *Ctx, id int) bool { return x.Shadowlands(id) && x.IsInPlay(id) }},
				{Prompt: "choose a Shadowlands card to bow or straighten", Filter: func(x *Ctx, id int) bool {
					if x.Card(x.Self).Bowed { // Tireless only to straighten himself
						return id == x.Self
					}
					return x.Shadowlands(id) && x.IsInPlay(id)
				}},
			},
			Effect: func(x *Ctx) {
				if t := x.Targets[1]; t == x.Self && x.Card(t).Bowed {
					x.Straighten(t)
					return
				}
				x.Ask(x.P, turn, 1, x.Targets[1])
			},
		}},
	})
	RegisterChoice(turn, &Choice{
		Prompt: "bow it, or straighten it?",
		Words:  Words{Labels: map[string]string{"bow": "bow it", "straighten": "straighten it"}},
		Labels: func(*Ctx, int, int) []string { return []string{"bow", "straighten"} },
		Picked: func(x *Ctx, _ int, word string, id int) {
			if word == "bow" {
				x.Bow(id)
			} else {
				x.Straighten(id)
			}
		},
	})
}
