package cards

import (
	"slices"
	"strconv"

	. "tessen/games/l5rccg"
)

// Kiho duels.
func init() {
	// Drunken Mantis: Kiho Battle: your performing unbowed Monk has your
	// Samurai challenge an enemy Personality; penalties upon your
	// Samurai's Chi are ignored for the outcome; the loser bows.
	monk := targetPerformer("choose your performing unbowed Monk", false, "Monk")
	isMonk := monk.Filter
	monk.Filter = func(x *Ctx, id int) bool { return isMonk(x, id) && !x.Card(id).Bowed }
	Register("drunken-mantis", &Text{Abilities: []*Ability{{
		Text: "your unbowed Monk: your Samurai duels an enemy, his Chi penalties ignored; the loser bows", Timing: Battle,
		Targets: []*Target{monk,
			{Prompt: "choose your Samurai to challenge", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Has(id, "Samurai") })},
			enemyPersonality("choose the enemy Personality he challenges")},
		Duel: &DuelSpec{Skip: 1,
			StatOf: func(x *Ctx, id int) string {
				if id == x.Self { // the challenger: the Samurai
					return StatChiBonuses
				}
				return ""
			},
			Lose: func(x *Ctx, loser int) { x.Bow(loser) }},
	}}})
}

// Spies and seers of face-down cards.
func init() {
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

func init() {
	// Feeding on Flesh: Kiho Maho Battle, bow your performing Monk or
	// Shugenja: he has Shadowlands for good and makes a Ranged Attack as
	// strong as the Chi of the Personality of its target's unit; if that
	// Chi was above his own, he has -1C for good.
	Register("feeding-on-flesh", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: Shadowlands for good; a Ranged Attack of the target unit's Chi", Timing: Battle, Keywords: []string{"Maho"},
		Targets: []*Target{targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja")},
		Effect: func(x *Ctx) {
			x.GiveKeyword(x.Target(), "Shadowlands", UntilGame)
			x.AskFor(x.Target(), x.P, "flesh", 1, 0)
		},
	}}})
	RegisterChoice("flesh", &Choice{
		Prompt:  "choose the target of the Ranged Attack (its strength: the Chi of its unit's Personality)",
		Options: func(x *Ctx, _, _ int) []int { return x.RangedTargets() },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, t := range chosen {
				unit := t
				if x.Type(t) != "personality" {
					unit = x.BearerOf(t)
				}
				chi := x.Chi(unit)
				if chi > x.Chi(x.Self) {
					x.Give(x.Self, 0, -1, UntilGame)
				}
				x.LaunchRanged(t, chi)
			}
		},
	})
}

// Cards that redirect an action to another target (LE-REDIRECT-1).
func init() {
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
}

// Battle Strategies that move, bow and destroy.
func init() {
	// Hitsu-Do (Kiho): Battle: bow and destroy your performing Monk or
	// Shugenja: destroy a target enemy Follower, or Personality without
	// Followers, whose unit's Personality has no more Chi than he had.
	Register("hitsu-do", &Text{Abilities: []*Ability{{
		Text: "bow and destroy your Monk or Shugenja: destroy an enemy Follower or lone Personality of no more Chi", Timing: Battle, Keywords: []string{"Kiho"},
		Targets: []*Target{
			{Prompt: "choose your Monk or Shugenja to bow and destroy", Performer: true, Chosen: true, Bow: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Monk") || x.Has(id, "Shugenja")
			})},
			{Prompt: "choose the enemy Follower or Personality without Followers", Filter: func(x *Ctx, id int) bool {
				return enemyFollowerOrLoner(x, id) && x.Chi(x.Unit(id)[0]) <= x.Chi(x.Targets[0])
			}},
		},
		Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	// Palm Strike (Kiho): Battle: target your unbowed Monk without a
	// Weapon; bow a target enemy Personality without a Weapon.
	noWeapon := func(x *Ctx, id int) bool {
		return count(x.Attachments(id), func(a int) bool { return x.Has(a, "Weapon") }) == 0
	}
	Register("palm-strike", &Text{Abilities: []*Ability{{
		Text: "your unbowed Monk without a Weapon: bow an enemy Personality without a Weapon", Timing: Battle, Keywords: []string{"Kiho"},
		Targets: []*Target{
			{Prompt: "choose your unbowed Monk without a Weapon", Performer: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Monk") && !x.Card(id).Bowed && noWeapon(x, id)
			})},
			enemyPersonalityWith("choose an enemy Personality without a Weapon", noWeapon),
		},
		Effect: func(x *Ctx) { x.Bow(x.Targets[1]) },
	}}})
	// Fires of Jigoku: Battle: bow your performing Monk or Shugenja:
	// destroy a target enemy Shadowlands card whose Shadowlands is not
	// printed.
	Register("fires-of-jigoku", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: destroy an enemy card that became Shadowlands", Timing: Battle,
		Targets: []*Target{
			performer("choose your Monk or Shugenja to bow", true, "Monk", "Shugenja"),
			{Prompt: "choose an enemy Shadowlands card", Filter: func(x *Ctx, id int) bool {
				return x.Enemy(id) && x.Has(id, "Shadowlands") && !x.PrintedHas(id, "Shadowlands")
			}},
		},
		Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
	}}})
	// Written in Blood: Battle/Open: bow your performing Monk or Shugenja,
	// target a Personality: lose 3 Honor; he gets -1C, -2C in an army.
	Register("written-in-blood", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja, lose 3 Honor: -1C to a Personality, -2C in an army", Timing: BattleOpen,
		Targets: []*Target{
			performer("choose your Monk or Shugenja to bow", true, "Monk", "Shugenja"),
			{Prompt: "choose a Personality", Filter: personality(nil)},
		},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -3)
			if x.InArmy(x.Targets[1]) {
				x.Give(x.Targets[1], 0, -2, "")
			} else {
				x.Give(x.Targets[1], 0, -1, "")
			}
		},
	}}})
}

// monkOrShugenja is a performing Monk or Shugenja of the player's, bowed
// as a cost when bow is set.
func monkOrShugenja(bow bool) *Target {
	return performer("choose your performing Monk or Shugenja", bow, "Monk", "Shugenja")
}

// Kiho and other Strategies of the Action Phase.
func init() {
	// Banish All Shadows: Kiho Limited, bow your unbowed Monk or Shugenja:
	// one of the top four cards of your Fate deck to hand; the deck is
	// shuffled.
	Register("banish-all-shadows", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: one of your top four Fate cards to hand", Timing: Limited,
		Targets: []*Target{targetPerformer("choose your unbowed Monk or Shugenja to bow", true, "Monk", "Shugenja")},
		Effect:  func(x *Ctx) { x.Ask(x.P, "top-four", 1, 0) },
	}}})
	RegisterChoice("top-four", &Choice{
		Prompt: "choose one of the top four cards of your Fate deck to put in your hand",
		Options: func(x *Ctx, p, _ int) []int {
			deck := x.S.P[p].FateDeck
			return deck[:min(4, len(deck))]
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
			x.ShuffleFate(p)
		},
	})
	// Blessing of the Dragon: Fire Kiho Open, bow your Monk or Shugenja: a
	// Personality gets +2F; if either is Dragon Clan or Fire, you may draw
	// a card.
	Register("blessing-of-the-dragon", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: +2F to a Personality; a card for the Dragon or Fire", Timing: Open,
		Targets: []*Target{
			targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja"),
			{Prompt: "choose a Personality to get +2F", Anywhere: true, Filter: personality(nil)},
		},
		Effect: func(x *Ctx) {
			x.Give(x.Targets[1], 2, 0, "")
			for _, id := range x.Targets {
				if x.Has(id, "Dragon Clan") || x.Has(id, "Fire") {
					x.Ask(x.P, "may-draw", 1, 1)
					return
				}
			}
		},
	}}})
	// Freezing the Lifeblood: Open, bow your Monk or Shugenja: a bowed
	// Personality takes a Sleep token, lost instead of his next
	// straightening.
	Register("freezing-the-lifeblood", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: a Sleep token on a bowed Personality", Timing: Open,
		Targets: []*Target{
			monkOrShugenja(true),
			{Prompt: "choose a bowed Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Card(id).Bowed })},
		},
		Effect: func(x *Ctx) { x.SleepToken(x.Targets[1]) },
	}}})
	// Shinsei's Smile: Kiho Open, bow your Monk or Shugenja: a Personality
	// of no more Chi than his assigns and counts his Force while bowed this
	// turn.
	Register("shinseis-smile", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: a Personality assigns and fights while bowed this turn", Timing: Open,
		Targets: []*Target{
			monkOrShugenja(true),
			{Prompt: "choose a Personality of no more Chi than your performer", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Chi(id) <= x.Chi(x.Targets[0])
			})},
		},
		Effect: func(x *Ctx) { x.Mark(x.Targets[1], "smile", UntilTurn) },
	}}})
}

// Battle Strategies.
func init() {
	// Master of the Rolling River: Kiho Water Battle, bow your Monk or
	// Shugenja anywhere: your Personality at a battlefield moves to
	// another.
	Register("master-of-the-rolling-river", &Text{Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja anywhere: your Personality moves to another battlefield", Timing: Battle, Absent: true,
		Targets: []*Target{
			{Prompt: "choose your performing Monk or Shugenja to bow", Performer: true, Chosen: true, Bow: true, Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Monk") || x.Has(id, "Shugenja")
			})},
			{Prompt: "choose your Personality at a battlefield", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.InArmy(id) })},
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "rolling-river", 1, x.Targets[1]) },
	}}})
	RegisterChoice("rolling-river", &Choice{
		Prompt: "choose the battlefield he moves to",
		Words:  Words{Each: "move him to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, id int) []string {
			var out []string
			for _, n := range x.S.Attack.Fields {
				if n != x.Location(id) {
					out = append(out, strconv.Itoa(n))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, id int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(id, n)
		},
	})
	// Shifting Fortunes: Kiho Maho Battle, your unbowed Monk: a
	// Personality's Force and Chi switch; or two Personalities of one
	// army switch Forces, or Chis.
	unbowedMonk := &Target{Prompt: "choose your performing unbowed Monk", Performer: true, Chosen: true, Filter: personality(func(x *Ctx, id int) bool {
		return x.Has(id, "Monk") && !x.Card(id).Bowed
	})}
	twoOfOneArmy := []*Target{unbowedMonk,
		{Prompt: "choose a Personality in an army", Filter: personality(func(x *Ctx, id int) bool { return x.InArmy(id) })},
		{Prompt: "choose another Personality of the same army", Filter: personality(func(x *Ctx, id int) bool {
			return id != x.Targets[1] && x.InArmy(id) && x.Location(id) == x.Location(x.Targets[1]) && !x.OpposedBy(id, x.Targets[1])
		})},
	}
	Register("shifting-fortunes", &Text{Abilities: []*Ability{
		{Text: "your Monk: a Personality's Force and Chi switch", Timing: Battle,
			Targets: []*Target{unbowedMonk, {Prompt: "choose a Personality", Filter: personality(nil)}},
			Effect: func(x *Ctx) {
				t := x.Targets[1]
				f, c := x.Force(t), x.Chi(t)
				setForce(x, t, c, "")
				setChi(x, t, f, "")
			}},
		{Text: "your Monk: two Personalities of one army switch Forces", Timing: Battle, Same: 1, Targets: twoOfOneArmy,
			Effect: func(x *Ctx) {
				a, b := x.Targets[1], x.Targets[2]
				fa, fb := x.Force(a), x.Force(b)
				setForce(x, a, fb, "")
				setForce(x, b, fa, "")
			}},
		{Text: "your Monk: two Personalities of one army switch Chis", Timing: Battle, Same: 1, Targets: twoOfOneArmy,
			Effect: func(x *Ctx) {
				a, b := x.Targets[1], x.Targets[2]
				ca, cb := x.Chi(a), x.Chi(b)
				setChi(x, a, cb, "")
				setChi(x, b, ca, "")
			}},
	}})
}

// Dark bargains, fates refused, wedges and pigeons.
func init() {
	// The Future is Unwritten: Kiho Void Limited, bow your performing Monk
	// or Shugenja and choose another player: draw four cards and discard
	// three; that player may name one of the three, or The Future is
	// Unwritten, which you may not play for the rest of the game.
	Register("the-future-is-unwritten", &Text{Bans: true, Abilities: []*Ability{{
		Text: "bow your Monk or Shugenja: draw four, discard three; another names a title you may play no more", Timing: Limited,
		Targets: []*Target{targetPerformer("choose your performing Monk or Shugenja to bow", true, "Monk", "Shugenja")},
		Effect: func(x *Ctx) {
			x.Draw(x.P, 4)
			x.Ask(x.P, "unwritten", 3, 0)
		},
	}}})
	RegisterChoice("unwritten", &Choice{
		Prompt:  "choose three cards to discard",
		Options: func(x *Ctx, p, _ int) []int { return x.Hand(p) },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Mark(id, "unwritten", UntilTurn)
				x.DiscardFromHand(id)
			}
			for q := range x.S.P {
				if q != p {
					x.Ask(q, "unwritten-name", 1, 0)
				}
			}
		},
	})
	RegisterChoice("unwritten-name", &Choice{
		Prompt: "name one of the cards discarded, or The Future Is Unwritten: its player may play it no more",
		Words:  Words{Each: "name %s", Pass: "name none"},
		Labels: func(x *Ctx, _, _ int) []string {
			out := []string{"the-future-is-unwritten"}
			for _, id := range x.S.P[x.P].FateDiscard {
				if def := x.Card(id).Def.String(); x.Marked(id, "unwritten") && !contains(out, def) {
					out = append(out, def)
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) { x.BanTitle(x.P, word) },
	})
}
