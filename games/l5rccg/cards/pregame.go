package cards

import (
	"slices"
	"strconv"

	. "tessen/games/l5rccg"
)

// Cards whose traits act before the game begins (the setup, LE-SETUP-2).
func init() {
	Register("a-favor-returned", &Text{Says: "bow for 2 Gold, 3 paying for a Holding (the extra Gold only for it); before the game, a player who does not go first may put it into play from his deck, bowed: it does not straighten before his third Straighten Phase, and his Bamboo Harvesters and Legacy Holdings are removed from the game", Produce: 2,
		ProduceFor: func(x *Ctx, paying int) int {
			if paying >= 0 && x.Type(paying) == "holding" {
				return 1
			}
			return 0
		},
		BeforeShuffle: func(x *Ctx) {
			if !x.First(x.P) {
				x.Ask(x.P, "favor-returned", 1, 0)
			}
		},
	})
	RegisterChoice("favor-returned", &Choice{
		Prompt: "put A Favor Returned into play from your deck, bowed?",
		Words:  Words{Labels: map[string]string{"search": "put it into play"}, Pass: "leave it in your deck"},
		Labels: func(*Ctx, int, int) []string { return []string{"search"} },
		Picked: func(x *Ctx, p int, _ string, _ int) {
			x.DeckToPlay(x.Self, true)
			x.NoStraightenUntilThird(x.Self, p)
			for _, deck := range [][]int{x.S.P[p].DynastyDeck, x.S.P[p].FateDeck} {
				for _, id := range append([]int(nil), deck...) {
					if x.TitleOf(id) == "Bamboo Harvesters" || x.Type(id) == "holding" && x.Has(id, "Legacy") {
						x.RemoveFromGame(id)
					}
				}
			}
		},
	})
	// The High House of Light: before the game, up to five cards of its
	// player's Fate deck go under it face down; Repeatable Limited, bow it
	// (or bow your Ring instead): a card from under it to your hand.
	take := func(x *Ctx) { x.Ask(x.P, "high-house-take", 1, 0) }
	under := func(x *Ctx) bool { return len(x.Beneath(x.Self)) > 0 }
	Register("the-high-house-of-light", &Text{
		Setup: func(x *Ctx) { x.Ask(x.P, "high-house", 5, 0) },
		Abilities: []*Ability{
			{Text: "bow it: a card from under it to your hand", Timing: Limited, Any: true, Bow: true, If: under, Effect: take},
			{Text: "bow your Ring: a card from under it to your hand", Timing: Limited, Any: true, Same: 1, EvenBowed: true, If: under, Effect: take,
				Targets: []*Target{{Prompt: "choose your Ring to bow", Bow: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
					return x.Type(id) == "ring" && x.Mine(id)
				}}}},
		},
	})
	RegisterChoice("high-house", &Choice{
		Prompt:  "choose up to five cards of your Fate deck to put under The High House of Light",
		AtMost:  true,
		Options: func(x *Ctx, p, _ int) []int { return x.S.P[p].FateDeck },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.PutUnder(id, x.Self)
			}
			x.ShuffleFate(p)
		},
	})
	RegisterChoice("high-house-take", &Choice{
		Prompt:  "choose the card from under The High House of Light to take",
		Options: func(x *Ctx, _, _ int) []int { return x.Beneath(x.Self) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.UnderToHand(id)
			}
		},
	})
}

// The Dragon's hidden Samurai.
func init() {
	// Shiro Kitsuki: before the game, its player searches his Dynasty
	// deck for up to four non-Unique Dragon Clan Samurai Personalities of
	// different titles and attaches one face down to each of his
	// Provinces, out of play; Absent Battle, once a battle: with enemy
	// units at the battlefield, one of them is recruited into the battle
	// for nothing, and removed from the game after it; then another Battle
	// action.
	Register("shiro-kitsuki", &Text{
		Setup: func(x *Ctx) { x.Ask(x.P, "kitsuki", 1, 1) },
		Abilities: []*Ability{{
			Text: "a Samurai face down beneath your Province joins the battle until it ends; another Battle action", Timing: Battle, Absent: true, Per: "battle",
			Targets: []*Target{{Prompt: "choose a Personality face down beneath one of your Provinces", Beneath: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "personality" }}},
			Effect: func(x *Ctx) {
				if x.EnemyUnits() > 0 {
					x.RecruitBeneath(x.Target())
					x.RemoveAfter(x.Target(), UntilBattle)
				}
				x.ExtraAction(-1, -1, false)
			},
		}},
	})
	RegisterChoice("kitsuki", &Choice{
		Prompt: "choose a non-Unique Dragon Clan Samurai Personality of your Dynasty deck, of a title not chosen yet, to attach face down to your next Province, if you like",
		Words:  Words{Card: "attach %s", Done: "attach no more"},
		AtMost: true,
		Options: func(x *Ctx, p, n int) []int {
			var out []int
			for _, id := range x.S.P[p].DynastyDeck {
				if x.Type(id) == "personality" && !x.Unique(id) && x.Has(id, "Dragon Clan") && x.Has(id, "Samurai") && !beneathTitled(x, p, x.TitleOf(id)) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, n int) {
			for _, id := range chosen {
				x.PutBeneath(id, n)
				if x.S.Province(p, n+1) != nil {
					x.Ask(p, "kitsuki", 1, n+1)
				}
			}
		},
	})
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

// beneathTitled reports a card of a title face down beneath p's Provinces.
func beneathTitled(x *Ctx, p int, title string) bool {
	for _, id := range x.Beneaths(p) {
		if x.TitleOf(id) == title {
			return true
		}
	}
	return false
}

// Spells that call a companion.
func init() {
	// Companion Spirit: Limited, with a Human Shugenja, bow him and destroy
	// it: a Samurai Cavalry Spirit Personality is created, its base Force,
	// Chi, Gold Cost and Personal Honor his (printed).
	Register("companion-spirit", &Text{Abilities: []*Ability{{
		Text: "bow your Human Shugenja, destroy it: a Spirit of his stats joins you", Timing: Limited, BowBearer: true, DestroySelf: true,
		If: func(x *Ctx) bool { return x.Bearer() >= 0 && x.Has(x.Bearer(), "Human") },
		Effect: func(x *Ctx) {
			b := x.WasOn()
			if b < 0 {
				return
			}
			if id := x.Create("created-companion", 0, -1); id >= 0 {
				x.GiveBase(id, x.PrintedForce(b), x.PrintedChi(b), x.PrintedPH(b), x.Gold(b))
			}
		},
	}}})
}

// Assassins made for the occasion.
func init() {
	// Geisha Assassin (Gold *): Limited: another player's Personality is
	// challenged by a Geisha Personality created with Chi half the Gold
	// spent, rounded down; its player may not focus; the Geisha is removed
	// from the game after the duel; the loser is destroyed.
	const assassin = "geisha-assassin"
	Register("geisha-assassin", &Text{Abilities: []*Ability{{
		Text: "spend Gold: a Geisha of half its Chi duels another player's Personality; the loser is destroyed", Timing: Limited, GoldX: true,
		Targets: []*Target{{Prompt: "choose another player's Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Controller(id) != x.P })}},
		Effect: func(x *Ctx) {
			if g := x.Create("created-geisha", 0, -1); g >= 0 {
				x.GiveBase(g, 0, x.Spent()/2, 0, 0)
				x.Mark(g, assassin, UntilTurn)
				x.RemoveAfter(g, UntilDuel)
			}
		},
		Duel: &DuelSpec{NoFocus: true,
			ChallengerOf: func(x *Ctx) int {
				for _, id := range x.InPlay(x.P) {
					if x.Marked(id, assassin) {
						return id
					}
				}
				return -1
			},
			Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
	}}})
}

// Spells that hide a card for later.
func init() {
	// Cloak of Night: Limited, bow its Shugenja and destroy it, target your
	// Personality: an attachment from your hand goes under him face down,
	// out of play, and you gain for good "Battle/Open, once a game: turn
	// it face up; it attaches to him for nothing if it may, else it is
	// discarded".
	Register("cloak-of-night", &Text{HidesUnder: true, Abilities: []*Ability{{
		Text: "bow the Shugenja, destroy it: an attachment of your hand hidden under your Personality", Timing: Limited, BowBearer: true, DestroySelf: true,
		If: func(x *Ctx) bool {
			return slices.ContainsFunc(x.Hand(x.P), func(id int) bool { return attachment(x, id) && id != x.Self })
		},
		Targets: []*Target{{Prompt: "choose your Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Ask(x.P, "cloak-hide", 1, x.Target()) },
	}}})
	RegisterChoice("cloak-hide", &Choice{
		Prompt: "choose the attachment of your hand to hide under him",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if attachment(x, id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, person int) {
			for _, id := range chosen {
				if x.IsInPlay(person) {
					x.PutUnder(id, person)
					x.Mark(person, cloaked, UntilGame)
					x.MarkPlayer(p, cloaked, UntilGame)
				}
			}
		},
	})
	RegisterRuleAction(cloaked, &Ability{
		Text: "once a game: the card hidden under your Personality attaches to him, or is discarded", Timing: BattleOpen, Per: "game",
		If: func(x *Ctx) bool { return x.PlayerMarked(x.P, cloaked) && cloakedCard(x) >= 0 },
		Effect: func(x *Ctx) {
			id := cloakedCard(x)
			if id < 0 {
				return
			}
			person := x.Card(id).Parent
			x.S.Say(x.TitleOf(id), " is turned face up")
			if x.MayHold(id, int(person)) {
				x.AttachFree(id, int(person))
			} else {
				x.DiscardOut(id)
			}
		},
	})
}

// attachment reports a card that attaches to a Personality.
func attachment(x *Ctx, id int) bool {
	t := x.Type(id)
	return t == "follower" || t == "item" || t == "spell"
}

// cloaked marks a Personality, and his player, with a card hidden under
// him by a Cloak of Night; it names their action too.
const cloaked = "cloaked"

// cloakedCard is the card hidden under a Personality of the player's by
// his Cloak of Night, or -1.
func cloakedCard(x *Ctx) int {
	for _, person := range x.InPlay(x.P) {
		if x.Marked(person, "cloaked") {
			for _, id := range x.Beneath(person) {
				if x.Card(id).Facedown {
					return id
				}
			}
		}
	}
	return -1
}

// Strategies of broken ranks.
func init() {
	// Shattered Ranks: focused in a duel, its Focus Value has a bonus of
	// the Followers attached to the Personality it was focused for;
	// Reaction: before your Samurai at a battlefield is destroyed by an
	// action, destroy a card attached to him: the destruction is negated,
	// he moves home, and bows if he moved.
	Register("shattered-ranks", &Text{
		FocusedFor: func(x *Ctx, person int) int {
			n := 0
			for _, a := range x.Attachments(person) {
				if x.Type(a) == "follower" {
					n++
				}
			}
			return n
		},
		Abilities: []*Ability{{
			Text: "your Samurai about to be destroyed by an action, destroy a card on him: he lives, goes home, bows", Timing: Reaction, On: OnBeforeDestroyed, Absent: true,
			If: func(x *Ctx) bool {
				id := x.Subject()
				return len(x.Ev.Cards) == 1 && x.Ev.N != ByResolution && x.Ev.N != ByYu && x.Personality(id) && x.Mine(id) && x.Has(id, "Samurai") && x.InArmy(id)
			},
			Targets: []*Target{{Prompt: "choose a card attached to him to destroy", Destroy: true, Anywhere: true, Chosen: true, Filter: func(x *Ctx, id int) bool {
				return x.BearerOf(id) == x.Subject()
			}}},
			Effect: func(x *Ctx) {
				x.Negate()
				person := x.Subject()
				x.MoveHome(person)
				if !x.InArmy(person) {
					x.Bow(person)
				}
			},
		}},
	})
}

// Courtiers of the Crane's holdings.
func init() {
	// Kakita Osei: Reaction, after he enters play from a Province: pay for
	// a Holding of your Dynasty deck and bring it into play; Limited:
	// straighten a Holding whose Gold this turn all paid for one
	// attachment.
	Register("kakita-osei", &Text{RemembersProduction: true, Abilities: []*Ability{
		{Text: "entered play from a Province: recruit a Holding of your Dynasty deck", Timing: Reaction, On: OnEntered,
			If:     func(x *Ctx) bool { return x.Subject() == x.Self && x.Ev.N == int(ZProvince) },
			Effect: func(x *Ctx) { x.Ask(x.P, "osei-holding", 1, 0) }},
		{Text: "straighten a Holding whose Gold this turn all paid for one attachment", Timing: Limited,
			Targets: []*Target{{Prompt: "choose a bowed Holding whose Gold paid for one attachment this turn", Filter: func(x *Ctx, id int) bool {
				if x.Type(id) != "holding" || !x.Card(id).Bowed {
					return false
				}
				paid := x.PaidFor(id)
				return len(paid) > 0 && !slices.ContainsFunc(paid, func(c int) bool { return c < 0 || c != paid[0] || !attachment(x, c) })
			}}},
			Effect: func(x *Ctx) { x.Straighten(x.Target()) }},
	}})
	RegisterChoice("osei-holding", &Choice{
		Prompt: "choose a Holding of your Dynasty deck to pay for and bring into play, if you like",
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].DynastyDeck {
				if x.Type(id) == "holding" && x.CanPay(p, x.S.GoldCost(id)) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.PayFor(p, x.S.GoldCost(id), "osei-paid", id)
			}
			x.ShuffleDynasty(p)
		},
	})
	RegisterChoice("osei-paid", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, id int) {
			if x.Paid {
				x.DeckToPlay(id, true)
			}
		},
	})
}

// Maho treasures.
func init() {
	Register("ruby-of-iuchiban-exp", &Text{
		Says: "bringing it into play has the additional cost of targeting a bowed Personality other than its own; entering play, its player loses 4 Honor, and the target does not straighten while it stays in play",
		AttachCost: &Target{Prompt: "choose a bowed Personality other than the one it attaches to", Anywhere: true, Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Card(id).Bowed && id != x.Targets[0]
		}},
		Enters: func(x *Ctx) {
			x.GainHonor(x.P, -4)
			if t := x.AttachTarget(); t >= 0 && x.IsInPlay(t) {
				x.NoStraightenWhile(t, x.Self)
			}
		},
	})
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

// The Horde's Stronghold.
func init() {
	// Obsidian Halls of the Lost: its player neither gains nor loses
	// Honor and takes no Political action (the Horde's rules,
	// LE-SHADOWLANDS-1 and -2, as its Faction's); Limited, bow your
	// performing Shugenja, target a Personality: his controller chooses
	// Shadowlands for good, or a -4C token on him after your next turn
	// begins; Reaction, after an attack is declared: a Personality with
	// Shadowlands not printed on him may not assign, and will not move, to
	// battlefields this Attack Phase.
	const halls = "obsidian-halls"
	Register("obsidian-halls-of-the-lost", &Text{Abilities: []*Ability{
		{Text: "bow your Shugenja, target a Personality: Shadowlands for good, or a -4C token next turn, his controller's choice", Timing: Limited,
			Targets: []*Target{targetPerformer("choose your performing Shugenja to bow", true, "Shugenja"), {Prompt: "choose a Personality", Filter: personality(nil)}},
			Effect: func(x *Ctx) {
				x.Ask(x.Controller(x.Targets[1]), halls, 1, x.Targets[1])
			}},
		{Text: "an attack declared: a Personality tainted, not born Shadowlands, stays off the battlefields", Timing: Reaction, On: OnDeclared, Absent: true,
			Targets: []*Target{{Prompt: "choose a Shadowlands Personality without the printed Shadowlands keyword", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Shadowlands(id) && !x.PrintedHas(id, "Shadowlands")
			})}},
			Effect: func(x *Ctx) { x.KeepHome(x.Target(), UntilAttack) }},
	}})
	RegisterChoice(halls, &Choice{
		Prompt: "he takes the Shadowlands keyword for good, or a -4C token after that player's next turn begins?",
		Words:  Words{Labels: map[string]string{"shadowlands": "he takes the Shadowlands keyword"}, Pass: "he takes a -4C token later"},
		Labels: func(*Ctx, int, int) []string { return []string{"shadowlands"} },
		Picked: func(x *Ctx, _ int, _ string, id int) { x.GiveKeyword(id, "Shadowlands", UntilGame) },
		Declined: func(x *Ctx, _ int, id int) {
			x.AtTurnStart(x.P, halls+"-token", id)
		},
	})
	RegisterChoice(halls+"-token", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, id int) {
			if x.IsInPlay(id) {
				x.Token(id, 0, -4)
			}
		},
	})
}

// Events of the Dark Lord's court.
func init() {
	const kissed = "kachikos-kiss"
	Register("kachikos-kiss", &Text{Says: "revealed face up at its player's turn, the first time any copy resolves in the game: he loses 10 Honor, the Imperial Favor is removed from the game, Dark Lord's Favor may not be played for the rest of the game, and it is shuffled into his deck instead of discarded; any later time: the Favor returns to the game and Dark Lord's Favor may be played again", Bans: true, Event: func(x *Ctx) {
		if !x.GameMarked(kissed) {
			x.MarkGame(kissed, UntilGame)
			x.GainHonor(x.P, -10)
			x.RemoveFavor()
			for q := range x.S.P {
				x.BanTitle(q, "dark-lords-favor")
			}
			x.ToDeckAfter(x.Self)
			return
		}
		x.ReturnFavor()
		x.Unban("dark-lords-favor")
	}})
}

// Strategies that answer in kind.
func init() {
	// Aftershock: Reaction, after another player's action destroys, bows
	// or moves home a Personality of yours at the current battlefield: the
	// enemy leader targets a card of his army there, which is destroyed or
	// bowed the same way, or else its unit moves home.
	const (
		destroyed = iota + 1
		bowed
		movedHome
	)
	aftershock := func(kind int, on string, same int, ok func(x *Ctx) bool) *Ability {
		return &Ability{Text: "your Personality struck in the battle by another's action: the enemy's card suffers the same", Timing: Reaction, On: on, Absent: true, Same: same,
			If: func(x *Ctx) bool {
				return x.S.Attack.Active && x.S.Attack.Battle > 0 && (x.P == x.S.Attack.Attacker || x.P == x.S.Attack.Defender) && ok(x) &&
					len(enemyArmyCards(x)) > 0
			},
			Effect: func(x *Ctx) { x.Ask(enemyLeader(x), "aftershock", 1, kind) },
		}
	}
	Register("aftershock", &Text{Abilities: []*Ability{
		aftershock(destroyed, OnDestroyed, 0, func(x *Ctx) bool {
			id := x.Subject()
			return x.Ev.Player == x.P && x.Ev.N-1 >= 0 && x.Ev.N-1 != x.P && ByAction(x.Ev.Source) && x.Ev.M == x.S.Attack.Battle && x.Type(id) == "personality"
		}),
		aftershock(bowed, OnBowed, 1, func(x *Ctx) bool {
			id := x.Subject()
			return x.Ev.Player >= 0 && x.Ev.Player != x.P && x.Personality(id) && x.Mine(id) && x.Location(id) == x.S.Attack.Battle
		}),
		aftershock(movedHome, OnMoved, 1, func(x *Ctx) bool {
			id := x.Subject()
			return x.Ev.N == 0 && x.Ev.M-1 >= 0 && x.Ev.M-1 != x.P && x.Ev.Source == x.S.Attack.Battle && x.Personality(id) && x.Mine(id)
		}),
	}})
	RegisterChoice("aftershock", &Choice{
		Prompt:  "choose a card of your army at the battlefield (Aftershock)",
		Options: func(x *Ctx, _, _ int) []int { return enemyArmyCards(x) },
		Done: func(x *Ctx, _ int, chosen []int, kind int) {
			for _, id := range chosen {
				switch kind {
				case destroyed:
					x.Destroy(id)
				case bowed:
					x.Bow(id)
				default:
					x.MoveHome(x.UnitOf(id))
				}
			}
		},
	})
}

// enemyLeader is the leader of the army opposing the player's: the
// Defender for the Attacker, the Attacker for the Defender.
func enemyLeader(x *Ctx) int {
	if x.AttackingSide() {
		return x.S.Attack.Defender
	}
	return x.S.Attack.Attacker
}

// enemyArmyCards lists the cards of the enemy leader's army at the
// current battlefield, attachments included.
func enemyArmyCards(x *Ctx) []int {
	q := enemyLeader(x)
	var out []int
	for _, u := range x.UnitsAt(q, x.S.Attack.Battle) {
		out = append(out, u)
		out = append(out, x.Attachments(u)...)
	}
	return out
}

// Tests of the Empire's champions.
func init() {
	const entry, score = "jade-entry", "jade-score"
	Register("test-of-the-jade-champion", &Text{Says: "revealed face up at its player's turn, from the player on his left in turn order, each player may choose his Shugenja and discard a card; the one player whose Shugenja's Chi plus the discard's Focus Value is higher than all others' gains 3 Honor, and his Shugenja becomes the Jade Champion for good: once a turn he need not bow for his player's Kiho action", Event: func(x *Ctx) {
		x.Ask(x.P, "jade-judge", 1, 0) // last, once every player has had his say
		x.Ask(x.S.Next(x.P), "jade-shugenja", 1, 1)
	}})
	RegisterChoice("jade-shugenja", &Choice{
		Prompt: "choose your Shugenja for the Test of the Jade Champion, and then a card to discard, if you like",
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			return x.Controlled(p, func(id int) bool { return x.Personality(id) && x.Has(id, "Shugenja") })
		},
		Done: func(x *Ctx, p int, chosen []int, k int) {
			if k < len(x.S.P) { // the next player's say, after this one's
				x.Ask(x.S.Next(p), "jade-shugenja", 1, k+1)
			}
			for _, id := range chosen {
				x.Mark(id, entry, UntilTurn)
				x.Ask(p, "jade-discard", 1, id)
			}
		},
	})
	RegisterChoice("jade-discard", &Choice{
		Prompt:  "choose the card to discard: its Focus Value adds to your Shugenja's Chi",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, p int, chosen []int, id int) {
			for _, c := range chosen {
				x.DiscardFromHand(c)
				x.S.Say(x.TitleOf(id), " scores ", strconv.Itoa(x.Chi(id)+x.Focus(c)))
				x.MarkN(id, score, x.Chi(id)+x.Focus(c), UntilTurn)
			}
		},
	})
	RegisterChoice("jade-judge", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, _ int) {
			best, top, tied := -1, -1, false
			for q := range x.S.P {
				for _, id := range x.InPlay(q) {
					for _, n := range x.Marks(id, score) {
						switch {
						case n > top:
							best, top, tied = id, n, false
						case n == top:
							tied = true
						}
					}
				}
			}
			if best < 0 || tied || !x.IsInPlay(best) {
				return
			}
			x.GainHonor(x.Controller(best), 3)
			x.GiveKeyword(best, "Jade Champion", UntilGame)
			x.Mark(best, JadeChampion, UntilGame)
		},
	})
}

// Holdings won by the sword.
func init() {
	// Contested Holding (5 Gold): Limited, bow your performing
	// Personality, target a Holding of another player who controls a
	// Personality: yours challenges that player's Personalities; refused,
	// or won, the Holding bows and comes under your control; lost, your
	// Personality is destroyed.
	take := func(x *Ctx) {
		if h := x.Targets[1]; x.IsInPlay(h) {
			x.Bow(h)
			x.TakeControl(h, x.P, false)
		}
	}
	Register("contested-holding", &Text{Abilities: []*Ability{{
		Text: "bow your Personality: he challenges a player's Personalities for one of his Holdings", Timing: Limited,
		Targets: []*Target{
			targetPerformer("choose your performing Personality to bow", true),
			{Prompt: "choose a Holding of another player who controls a Personality", Filter: func(x *Ctx, id int) bool {
				q := x.Controller(id)
				return x.Type(id) == "holding" && q != x.P && len(x.Controlled(q, func(c int) bool { return x.Personality(c) })) > 0
			}},
		},
		Duel: &DuelSpec{
			OpenTo:  func(x *Ctx) int { return x.Controller(x.Targets[1]) },
			Refused: func(x *Ctx, _ int) { take(x) },
			Lose: func(x *Ctx, loser int) {
				if x.Mine(loser) {
					x.Destroy(loser)
				} else {
					take(x)
				}
			},
		},
	}}})
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

// The Crab's stances.
func init() {
	// Stance of the Wall (Heroic): Battle: your performing Personality,
	// targeted by Shell of Stone's ability this turn: his army's total
	// Force is raised by 5 for the battle; you may target a Personality
	// opposing him, who bows and is destroyed.
	Register("stance-of-the-wall", &Text{Abilities: []*Ability{{
		Text: "your Personality of the Shell of Stone: +5 to his army's total; an opposing Personality bows and is destroyed", Timing: Battle, Keywords: []string{"Heroic"},
		Targets: []*Target{{Prompt: "choose your performing Personality whom Shell of Stone targeted this turn", Performer: true, Chosen: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.Marked(id, "shell-of-stone") })}},
		Effect: func(x *Ctx) {
			x.RaiseArmy(x.Target(), 5)
			x.Ask(x.P, "stance-of-the-wall", 1, x.Target())
		},
	}}})
	RegisterChoice("stance-of-the-wall", &Choice{
		Prompt: "choose a Personality opposing him to bow and destroy, if you like",
		AtMost: true,
		Options: func(x *Ctx, _, person int) []int {
			var out []int
			for _, u := range x.Opposing(person) {
				if x.Personality(u) {
					out = append(out, u)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
				x.Destroy(id)
			}
		},
	})
}

// Strategies that level the field.
func init() {
	// In Search of the Future: Battle, even without a unit there: the
	// Force bonuses upon cards at the battlefield are reduced to +0F until
	// the turn ends, but those a card gave itself or a card of its unit.
	Register("in-search-of-the-future", &Text{SuppressesBonuses: true, Abilities: []*Ability{{
		Text: "Force bonuses at the battlefield reduced to +0F, but a unit's own", Timing: Battle, Absent: true,
		Effect: func(x *Ctx) { x.SuppressForceBonuses(x.S.Attack.Battle) },
	}}})
}

// The Emerald Champion's test.
func init() {
	const champ, lost = "emerald-champion", "emerald-lost"
	Register("test-of-the-emerald-champion", &Text{Says: "revealed face up at its player's turn, his Personality challenges, from the player on his left in turn order, each other player, who may accept with any Personality of his; each winner gains 3 Honor, each loser is destroyed; if his Personality lost none of these duels, he is removed from the game and his player gains a Province left of his leftmost", Event: func(x *Ctx) { x.Ask(x.P, champ, 1, 0) }})
	RegisterChoice(champ, &Choice{
		Prompt:  "choose your Personality for the Test of the Emerald Champion",
		Options: func(x *Ctx, p, _ int) []int { return x.Controlled(p, func(id int) bool { return x.Personality(id) }) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Mark(id, champ, UntilTurn)
				x.Ask(p, "emerald-end", 1, id) // once the duels are over
				var order []int
				for q := x.S.Next(p); q != p; q = x.S.Next(q) {
					order = append(order, q)
				}
				for i := len(order) - 1; i >= 0; i-- { // the first is fought first
					x.ChallengeOpenLater(champ, id, order[i])
				}
			}
		},
	})
	RegisterDuel(champ, &DuelSpec{
		Win: func(x *Ctx, winner, _ int) { x.GainHonor(x.Controller(winner), 3) },
		Lose: func(x *Ctx, loser int) {
			if x.Marked(loser, champ) {
				x.Mark(loser, lost, UntilTurn)
			}
			x.Destroy(loser)
		},
	})
	RegisterChoice("emerald-end", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, id int) {
			if x.IsInPlay(id) && !x.Marked(id, lost) {
				x.RemoveFromGame(id)
				x.GainProvinceLeft(p)
			}
		},
	})
}

// The Otomo's palace.
func init() {
	// Kyuden Otomo: a Favor token of it may be discarded instead of the
	// Imperial Favor; lobbying, its player may add a Favor token to it
	// instead of taking the Favor; Political Open: name a legal Wind you
	// do not control: your Wind is removed from the game, and the named
	// one comes into play from outside the game.
	Register("kyuden-otomo", &Text{LobbyToken: true,
		FavorPayer: &FavorPayer{
			If:  func(x *Ctx) bool { return x.Tokens(x.Self, FavorTokens) > 0 },
			Pay: func(x *Ctx) { x.RemoveToken(x.Self, FavorTokens) },
		},
		Abilities: []*Ability{{
			Text: "name a Wind: it replaces yours", Timing: Open, Keywords: []string{"Political"},
			Effect: func(x *Ctx) { x.Ask(x.P, "otomo-wind", 1, 0) },
		}},
	})
	RegisterChoice("otomo-wind", &Choice{
		Prompt: "name a Wind you do not control to bring into play from outside the game",
		Words:  Words{Each: "bring %s into play", Pass: "bring none"},
		Labels: func(x *Ctx, p, _ int) []string {
			var out []string
			for _, w := range x.LegalWinds() {
				if !controlsDef(x, p, w) {
					out = append(out, w)
				}
			}
			return out
		},
		Picked: func(x *Ctx, p int, word string, _ int) {
			for _, id := range slices.Clone(x.S.P[p].PreGame) {
				if x.Type(id) == "wind" {
					x.RemoveFromGame(id)
					break
				}
			}
			x.BringWind(p, word)
		},
	})
}

// controlsDef reports p controlling a card of a definition, beside his
// Stronghold or in play.
func controlsDef(x *Ctx, p int, def string) bool {
	for _, id := range append(slices.Clone(x.S.P[p].PreGame), x.InPlay(p)...) {
		if x.Card(id).Def == def {
			return true
		}
	}
	return false
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

// Events that set the Great Clans against each other.
func init() {
	Register("an-empty-victory", &Text{Says: "revealed face up at its player's turn, until his turn two turns from now begins, the active player, with one of the two highest Family Honor totals or tied for the highest, must declare an attack on another such player as the Attack Phase begins and assign at least one unit, if he legally can", ForcesAttacks: true, Event: func(x *Ctx) { x.ForceAttacks(x.UntilSecondTurn()) }})
}

// The Crab's palace.
func init() {
	// Kyuden Toketsu: Tireless Reaction: before a Crab Clan Personality is
	// destroyed by a card's effect, or gets a Chi penalty from one, it is
	// delayed until before the turn ends; Battle: your performing Crab
	// Clan Personality bows an enemy Personality whose unit has less total
	// Force than his.
	crab := func(x *Ctx) bool { id := x.Subject(); return x.Personality(id) && x.Has(id, "Crab Clan") }
	Register("kyuden-toketsu", &Text{Abilities: []*Ability{
		{Text: "a Crab Clan Personality about to be destroyed by an effect: it happens as the turn ends", Timing: Reaction, On: OnBeforeDestroyed, EvenBowed: true, Absent: true,
			If: func(x *Ctx) bool { return crab(x) && ByAction(x.Ev.N) },
			Effect: func(x *Ctx) {
				x.Negate()
				x.DestroyAtEnd(x.Subject(), UntilTurn)
			}},
		{Text: "a Crab Clan Personality about to get a Chi penalty: it comes as the turn ends", Timing: Reaction, On: OnBeforePenalty, EvenBowed: true, Absent: true, Same: 1,
			If: crab, Effect: func(x *Ctx) { x.DelayPenalty() }},
		{Text: "your Crab Clan Personality bows an enemy of a weaker unit", Timing: Battle,
			Targets: []*Target{
				targetPerformer("choose your performing Crab Clan Personality", false, "Crab Clan"),
				enemyPersonalityWith("choose an enemy Personality whose unit has less total Force", func(x *Ctx, id int) bool {
					return x.UnitForce(id) < x.UnitForce(x.Targets[0])
				}),
			},
			Effect: func(x *Ctx) { x.Bow(x.Targets[1]) }},
	}})
}

// The Scorpion Champion.
func init() {
	// Bayushi Paneki: other players' hands are face-up; his player may
	// take Limited actions in other players' Action Phases; Limited, in
	// his player's turn: a card of his hand and a card of another
	// player's hand switch hands.
	Register("bayushi-paneki-exp3", &Text{HandsFaceUp: true, Abilities: []*Ability{{
		Text: "your turn: switch a card of your hand with one of another player's", Timing: Limited,
		If: func(x *Ctx) bool {
			if x.Active() != x.P || len(x.Hand(x.P)) == 0 {
				return false
			}
			for q := range x.S.P {
				if q != x.P && len(x.Hand(q)) > 0 {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "paneki-mine", 1, 0) },
	}}})
	RegisterChoice("paneki-mine", &Choice{
		Prompt:  "choose the card of your hand to give",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Ask(p, "paneki-theirs", 1, id)
			}
		},
	})
	RegisterChoice("paneki-theirs", &Choice{
		Prompt: "choose the card of another player's hand to take",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for q := range x.S.P {
				if q != p {
					out = append(out, x.Hand(q)...)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, mine int) {
			for _, id := range chosen {
				x.SwitchHands(mine, id)
			}
		},
	})
}

// Spies and seers of face-down cards.
func init() {
	// Bayushi Baku: Limited, -2C to him for good: look at up to four
	// face-down cards (decks, other players' hands, face-down Province
	// cards); you may pay 2 Gold to discard one of them.
	Register("bayushi-baku-exp3", &Text{Looks: true, Abilities: []*Ability{{
		Text: "-2C for good: look at up to four face-down cards; 2 Gold: discard one", Timing: Limited,
		Effect: func(x *Ctx) {
			x.Give(x.Self, 0, -2, UntilGame)
			x.Ask(x.P, "baku-look", 4, 0)
		},
	}}})
	RegisterChoice("baku-look", &Choice{
		Prompt:  "choose up to four face-down cards to look at",
		Words:   Words{Card: "look at %s", Done: "look at no more"},
		AtMost:  true,
		Options: func(x *Ctx, p, _ int) []int { return x.FaceDownCards(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.LookAt(id)
				x.Mark(id, "baku-seen", UntilTurn)
			}
			if len(chosen) > 0 && x.CanPay(p, 2) {
				x.Ask(p, "baku-pay", 1, 0)
			}
		},
	})
	RegisterChoice("baku-pay", &Choice{
		Prompt: "pay 2 Gold to discard one of them?",
		Words:  Words{Labels: map[string]string{"pay": "pay 2 Gold"}, Pass: "do not pay"},
		Labels: func(*Ctx, int, int) []string { return []string{"pay"} },
		Picked: func(x *Ctx, p int, _ string, _ int) { x.PayFor(p, 2, "baku-discard", 0) },
	})
	RegisterChoice("baku-discard", &Choice{
		Prompt: "choose the card to discard",
		Options: func(x *Ctx, p, _ int) []int {
			if !x.Paid {
				return nil
			}
			var out []int
			for _, id := range x.FaceDownCards(p) {
				if x.Marked(id, "baku-seen") {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardOutOfPlay(id)
			}
		},
	})
	// Wisdom the Wind Brings (Kiho): Battle/Open, bow your performing Monk
	// or Shugenja: look at as many face-down cards as his Chi; discard any
	// of them that are in your decks.
	Register("wisdom-the-wind-brings", &Text{Looks: true, Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: look at face-down cards, as many as his Chi; discard those of your decks you like", Timing: BattleOpen,
		Targets: []*Target{targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja")},
		Effect:  func(x *Ctx) { x.Ask(x.P, "wisdom-look", x.Chi(x.Target()), 0) },
	}}})
	RegisterChoice("wisdom-look", &Choice{
		Prompt:  "choose the face-down cards to look at",
		Options: func(x *Ctx, p, _ int) []int { return x.FaceDownCards(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.LookAt(id)
				if z := x.Card(id).Zone; x.Owner(id) == p && (z == ZDynastyDeck || z == ZFateDeck) {
					x.Mark(id, "wisdom-seen", UntilTurn)
				}
			}
			x.Ask(p, "wisdom-discard", len(chosen), 0)
		},
	})
	RegisterChoice("wisdom-discard", &Choice{
		Prompt: "choose the cards of your decks to discard",
		Words:  Words{Card: "discard %s", Done: "discard no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.FaceDownCards(p) {
				if x.Marked(id, "wisdom-seen") && x.Owner(id) == p {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardOutOfPlay(id)
			}
		},
	})
}

// Events that loose arrows at every home.
func init() {
	Register("unexpected-confrontation", &Text{Says: "revealed face up at its player's turn, from him in turn order, each player discards the top card of his Fate deck and targets a Ranged Attack of its Focus Value, which may target a card at the home of the player on his left as if that player's units were the enemy army (a Follower, or a Personality without Followers)", Event: func(x *Ctx) { x.Ask(x.P, "confrontation-top", 1, 1) }})
	RegisterChoice("confrontation-top", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, k int) {
			if k < len(x.S.P) { // the next player's, after this one's attack
				x.Ask(x.S.Next(p), "confrontation-top", 1, k+1)
			}
			if top := x.TopFate(p); top >= 0 {
				x.Ask(p, "confrontation", 1, x.Focus(top))
			}
		},
	})
	RegisterChoice("confrontation", &Choice{
		Prompt: "choose the target of your Ranged Attack at the home of the player on your left, if any",
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(x.S.Next(p)) {
				if x.Location(id) != 0 {
					continue
				}
				if rangedAtHome(x, id) {
					out = append(out, id)
				}
				for _, a := range x.Attachments(id) {
					if x.Type(a) == "follower" {
						out = append(out, a)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, strength int) {
			for _, id := range chosen {
				y := *x
				y.P = p
				y.LaunchRanged(id, strength)
			}
		},
	})
}

// rangedAtHome reports a card a Ranged Attack could target as if in an
// army: a Personality without Followers.
func rangedAtHome(x *Ctx, id int) bool {
	return x.Personality(id) && !slices.ContainsFunc(x.Attachments(id), func(a int) bool { return x.Type(a) == "follower" })
}

// Holdings that call their own.
func init() {
	const title = "Gifts and Favors"
	Register("gifts-and-favors", &Text{Says: "bow for 2 Gold; after its owner's Dynasty Phase ends, a copy of his not in play, if he brought no Gold-producing Holding into play this turn, lets him bow his Stronghold to search his Dynasty deck, then his face-down Provinces, for a Gifts and Favors and put the first found into play bowed, for nothing; finding none, he is out of the game", Produce: 2, RemembersHoldings: true})
	RegisterRuleAction("fetch-gifts-and-favors", &Ability{ // named apart from the card: its copy not in play acts
		Text: "your Dynasty Phase over, no Gold Holding brought in: bow your Stronghold to fetch Gifts and Favors, or be out", Timing: Reaction, On: OnPhaseEnded, BowStronghold: true,
		If: func(x *Ctx) bool {
			if x.Ev.Player != x.P || x.Ev.N != 5 || x.GoldHoldingEntered(x.P) {
				return false
			}
			for id := range x.S.Cards {
				if x.Owner(id) == x.P && x.TitleOf(id) == title && !x.IsInPlay(id) {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) {
			for _, id := range x.S.P[x.P].DynastyDeck {
				if x.TitleOf(id) == title {
					x.DeckToPlay(id, true)
					x.ShuffleDynasty(x.P)
					return
				}
			}
			x.ShuffleDynasty(x.P)
			for _, pr := range x.S.P[x.P].Provinces {
				if id := pr.Card; id >= 0 && x.Card(id).Facedown && x.TitleOf(id) == title {
					x.RecruitInto(id, 0)
					x.Bow(id)
					return
				}
			}
			x.EliminateFor(x.P, "Gifts and Favors found none")
		},
	})
}
