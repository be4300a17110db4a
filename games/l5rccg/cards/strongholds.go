package cards

import (
	"slices"

	. "tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

// Cards that pay a cost of discarding the Imperial Favor instead of their
// player (LE-FAVOR-2), and what else they do.
func init() {
	scorpion := func(x *Ctx, id int) bool { return x.Has(id, "Scorpion Clan") }
	Register("the-hidden-catacombs-of-the-scorpion", &Text{
		Says:           "its player neither loses nor is eliminated by Dishonor; once a game, after his turn ends at -20 Family Honor or less, his Provinces' strengths are reduced to 0 for good; once a turn, bowing his Scorpion Clan Personality pays a cost of discarding the Imperial Favor.",
		NoDishonorLoss: true,
		TurnEnds: func(x *Ctx) {
			if x.S.Active == x.P && x.Honor(x.P) <= -20 && !x.PlayerMarked(x.P, "catacombs") {
				x.MarkPlayer(x.P, "catacombs", UntilGame)
				x.S.Say("The Hidden Catacombs of the Scorpion: ", x.S.Names[x.P], "'s Provinces' strengths are 0 from now on")
			}
		},
		StrengthOf: func(x *Ctx, p, _ int) int {
			if p == x.P && x.PlayerMarked(x.P, "catacombs") {
				return -1 << 20 // to 0, whatever else changes it
			}
			return 0
		},
		FavorPayer: &FavorPayer{Once: true,
			If:  func(x *Ctx) bool { return len(unbowedPersonalities(x, x.P, scorpion)) > 0 },
			Pay: func(x *Ctx) { x.Ask(x.P, "favor-bow-scorpion", 1, 0) },
		},
	})
	RegisterChoice("favor-bow-scorpion", &Choice{
		Prompt:  "choose your Scorpion Clan Personality to bow instead of discarding the Imperial Favor",
		Options: func(x *Ctx, p, _ int) []int { return unbowedPersonalities(x, p, scorpion) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
}

// Cards whose traits act before the game begins (the setup, LE-SETUP-2).
func init() {
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
		if x.Card(id).Def.String() == def {
			return true
		}
	}
	return false
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
}

// The One Tribe, who take what others threw away.
func init() {
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

// dead counts the dead Personalities in a player's discard pile.
func dead(x *Ctx, p int) int {
	return count(x.DeadIn(p), func(id int) bool { return x.Type(id) == "personality" })
}

// Strongholds (their numbers are the card data's: LE-STRONGHOLD-1).
func init() {
	// Depths of the Shinomen (Ratling): three Provinces; four copies of a
	// non-Unique Ratling card; Limited: bow your performing Ratling
	// Personality: a 2F/2C Ratling Personality is created.
	Register("depths-of-the-shinomen", &Text{Provinces: 3,
		DeckCopies: func(d *carddb.Def) int {
			if !d.Unique && d.HasKeyword("Ratling") {
				return 4
			}
			return 0
		},
		Abilities: []*Ability{{Text: "bow your Ratling: a 2F/2C Ratling Personality is created", Timing: Limited,
			Targets: []*Target{targetPerformer("choose your performing Ratling Personality to bow", true, "Ratling")},
			Effect:  func(x *Ctx) { x.Create("created-ratling-plain", 0, -1) }}},
	})
	// Watchtower of the East (Crab): each Province of its player has a
	// strength bonus of his dead Personalities, each other player's a
	// penalty of his; Heroic Battle: your performing Hero gives each
	// other Personality of his army his Yu in Force.
	Register("watchtower-of-the-east", &Text{
		StrengthOf: func(x *Ctx, p, _ int) int {
			if p == x.P {
				return dead(x, p)
			}
			return -dead(x, p)
		},
		Abilities: []*Ability{{Text: "your Hero: each other Personality of his army gets his Yu in Force", Timing: Battle, Keywords: []string{"Heroic"},
			Targets: []*Target{targetPerformer("choose your performing Hero", false, "Hero")},
			Effect: func(x *Ctx) {
				h := x.Target()
				for _, u := range x.Army(h) {
					if u != h {
						x.Give(u, x.Yu(h), 0, "")
					}
				}
			}}},
	})
	// The Jagged Maw (Shadowlands Horde): its player's Goblins, Ogres, Oni
	// and Trolls +1F; Open, bow it: a dead Personality of his comes back
	// into play free; it may stay bowed, and after it next straightens
	// that Personality is removed from the game.
	Register("the-jagged-maw", &Text{
		Aura: func(x *Ctx, id int) (int, int) {
			if x.Personality(id) && x.Controller(id) == x.P && (x.Has(id, "Goblin") || x.Has(id, "Ogre") || x.Has(id, "Oni") || x.Has(id, "Troll")) {
				return 1, 0
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "bow it: your dead Personality comes back into play", Timing: Open, Bow: true,
			If:     func(x *Ctx) bool { return dead(x, x.P) > 0 },
			Effect: func(x *Ctx) { x.Ask(x.P, "maw", 1, 0) }}},
		PhaseBegins: func(x *Ctx, phase int) {
			switch {
			case phase == 1 && x.Card(x.Self).Bowed && len(mawDead(x)) > 0:
				x.Mark(x.Self, "maw-bowed", UntilTurn)
				x.Ask(x.P, "maw-keep", 1, 0)
			case phase == 2 && x.Marked(x.Self, "maw-bowed") && !x.Card(x.Self).Bowed: // it straightened
				for _, id := range mawDead(x) {
					x.RemoveFromGame(id)
				}
			}
		},
	})
	RegisterChoice("maw", &Choice{
		Prompt: "choose your dead Personality to bring into play",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.DeadIn(p) {
				if x.Type(id) == "personality" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.BringBack(id)
				x.Mark(id, "maw", UntilGame)
			}
		},
	})
	RegisterChoice("maw-keep", &Choice{
		Prompt: "keep the Jagged Maw bowed, and its Personality in play?",
		Words:  Words{Labels: map[string]string{"keep": "keep it bowed"}, Pass: "let it straighten"},
		Labels: func(*Ctx, int, int) []string { return []string{"keep"} },
		Picked: func(x *Ctx, p int, _ string, _ int) { x.NoStraighten(x.Self, p) }, // through this Straighten Phase
	})
	// The Shiotome Halls (Unicorn): after a battle's resolution that
	// destroyed a Province or an army, its player, in the winning army,
	// may gain an Honor for each Battle Maiden there; Tireless Reaction,
	// once an Attack Phase: after an attack is declared on him, straighten
	// the unit of a Personality of his.
	Register("the-shiotome-halls", &Text{Abilities: []*Ability{
		{Text: "a battle won with destruction: an Honor for each Battle Maiden of the army", Timing: Reaction, On: OnBattleResolved, EvenBowed: true, Absent: true,
			If:     func(x *Ctx) bool { return x.S.Last.Winner == x.P && x.DestroyedInResolution(x.P) && maidens(x) > 0 },
			Effect: func(x *Ctx) { x.GainHonor(x.P, maidens(x)) }},
		{Text: "attacked: straighten the unit of your Personality", Timing: Reaction, On: OnDeclared, EvenBowed: true, Per: "attack", Absent: true,
			If:      func(x *Ctx) bool { return x.S.Attack.Defender == x.P },
			Targets: []*Target{{Prompt: "choose your Personality whose unit straightens", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
			Effect:  func(x *Ctx) { x.StraightenUnit(x.Target()) }},
	}})
	// The Steel Gardens of the Kenshinzen (Crane): Reaction: after a duel
	// its player won, another action; Tireless Battle, once a battle, bow
	// your performing Duelist: he challenges an enemy, whose player may
	// move him home and dishonor him to refuse; destroy the loser.
	Register("the-steel-gardens-of-the-kenshinzen", &Text{Abilities: []*Ability{
		{Text: "a duel you won: take another action", Timing: Reaction, On: OnDuelWon, EvenBowed: true, Absent: true,
			If:     func(x *Ctx) bool { return x.Ev.Player == x.P },
			Effect: func(x *Ctx) { x.AdditionalAction() }},
		{Text: "bow your Duelist: he challenges an enemy; refusing sends him home dishonored; destroy the loser", Timing: Battle, Per: "battle", EvenBowed: true,
			Targets: []*Target{
				targetPerformer("choose your performing Duelist to bow", true, "Duelist"),
				enemyPersonality("choose the enemy Personality he challenges"),
			},
			Duel: &DuelSpec{
				Refused: func(x *Ctx, challenged int) {
					x.MoveHome(challenged)
					x.Dishonor(challenged)
				},
				Lose: func(x *Ctx, loser int) { x.Destroy(loser) },
			}},
	}})
}

// The Khol Wall (Unicorn): Regions do not count towards its player's
// minimum deck size; his Provinces take two Regions; as his Action Phase
// begins, the cards of his Provinces with a Region turn face up; Battle,
// once a battle, bow his Region: two unbowed Personalities of one player
// switch locations.
func init() {
	Register("the-khol-wall", &Text{TwoRegions: true,
		FreeInDeck: func(d *carddb.Def) bool { return d.Type == "region" },
		PhaseBegins: func(x *Ctx, phase int) {
			if phase != 3 {
				return
			}
			for _, pr := range x.S.P[x.P].Provinces {
				if id := pr.Card; !pr.Destroyed && id >= 0 && x.HasRegion(x.P, pr.Number) {
					x.TurnFaceUp(id)
				}
			}
		},
		Abilities: []*Ability{{Text: "bow your Region: two unbowed Personalities of one player switch locations", Timing: Battle, Per: "battle",
			Targets: []*Target{
				{Prompt: "choose your Region to bow", Region: true, Chosen: true, Bow: true, Filter: func(x *Ctx, id int) bool { return x.Mine(id) }},
				{Prompt: "choose an unbowed Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Card(id).Bowed })},
				{Prompt: "choose another unbowed Personality of the same player", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
					return !x.Card(id).Bowed && id != x.Targets[1] && x.Controller(id) == x.Controller(x.Targets[1])
				})},
			},
			Effect: func(x *Ctx) {
				a, b := x.Targets[1], x.Targets[2]
				la, lb := x.Location(a), x.Location(b)
				x.MoveTo(a, lb)
				x.MoveTo(b, la)
			}}},
	})
}

// mawDead are the Personalities the Jagged Maw brought back.
func mawDead(x *Ctx) []int {
	var out []int
	for _, id := range x.InPlay(x.P) {
		if x.Marked(id, "maw") {
			out = append(out, id)
		}
	}
	return out
}

// maidens counts the Battle Maidens of the last battle's winning army.
func maidens(x *Ctx) int {
	n := 0
	for _, id := range x.InPlay(x.P) {
		if x.Personality(id) && x.Has(id, "Battle Maiden") && x.Location(id) == x.S.Last.Province {
			n++
		}
	}
	return n
}

// Strongholds of Spells, Dragons, Followers and Items.
func init() {
	// Morikage Toshi: Spells its player owns cost 2 Gold less; equipping a
	// Spell from hand is a Battle/Open action; Limited, bow your performing
	// Shugenja: a Spell or Kiho of the top four Fate cards may be shown
	// and taken.
	spellsInHand := func(x *Ctx) []int {
		var out []int
		for _, id := range x.Hand(x.P) {
			if x.Type(id) == "spell" && x.CanAttachNow(id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("morikage-toshi", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) == "spell" {
				return -2
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "equip a Spell from your hand", Timing: BattleOpen, Any: true,
				If:     func(x *Ctx) bool { return len(spellsInHand(x)) > 0 },
				Effect: func(x *Ctx) { x.Ask(x.P, "morikage-spell", 1, 0) }},
			{Text: "bow your Shugenja: a Spell or Kiho of your top four Fate cards to hand", Timing: Limited,
				Targets: []*Target{targetPerformer("choose your performing Shugenja to bow", true, "Shugenja")},
				Effect:  func(x *Ctx) { x.Ask(x.P, "morikage-four", 1, 0) }},
		},
	})
	RegisterChoice("morikage-spell", &Choice{
		Prompt:  "choose a Spell of your hand to equip",
		Options: func(x *Ctx, _, _ int) []int { return spellsInHand(x) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.AttachFromHand(id)
			}
		},
	})
	RegisterChoice("morikage-four", &Choice{
		Prompt: "choose a Spell or Kiho of your top four Fate cards to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			deck := x.S.P[p].FateDeck
			for _, id := range deck[:min(4, len(deck))] {
				if x.Type(id) == "spell" || x.Type(id) == "strategy" && x.Has(id, "Kiho") {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.FateToHand(id)
			}
		},
	})
	Register("temple-of-the-eight-guardians", &Text{Says: "Unaligned Nonhuman Dragons its player owns cost 3 Gold less, Phoenix Clan Nonhuman Dragons 2; once a turn, a Shugenja of his need not bow for his own ability or a Spell's", FreeShugenjaBow: true,
		CostOf: func(x *Ctx, card int) int {
			if !x.Has(card, "Dragon") || !x.Has(card, "Nonhuman") {
				return 0
			}
			switch {
			case x.Has(card, "Unaligned"):
				return -3
			case x.Has(card, "Phoenix Clan"):
				return -2
			}
			return 0
		}})
	Register("shiro-no-yojin", &Text{
		Says: "paying for a Follower or Item, it produces 2 Gold more; once a bowing that paid for a Samurai Personality, a Follower or Item may join him from hand, 2 Gold less, as he enters play",
		ProduceFor: func(x *Ctx, paying int) int {
			if paying < 0 {
				return 0
			}
			if t := x.Type(paying); t == "follower" || t == "item" {
				return 2
			}
			return 0
		},
		Produced: func(x *Ctx, paying int) {
			if paying >= 0 && x.Type(paying) == "personality" {
				x.Mark(paying, "paid-by-yojin", UntilTurn)
			}
		},
		Entered: func(x *Ctx, card int) {
			if x.Marked(card, "paid-by-yojin") && x.Has(card, "Samurai") {
				x.Ask(x.P, "yojin", 1, card)
			}
		},
	})
	equipForLess("yojin", 2, "follower", "item")
}

// Castle of the Wasp.
func init() {
	Register("castle-of-the-wasp", &Text{Says: "its player combines Ranged Attacks of different units; once a battle, an uncombined Ranged Attack from his attacking army may target the battlefield's Province instead, a strength penalty of its strength; once a battle, a card of his may ignore bowing for a Ranged Attack's cost, then targeting only an enemy card", CombinesAcross: true})
}

// Castle of the Swift Sword.
func init() {
	Register("castle-of-the-swift-sword", &Text{Says: "once a battle, its player plays a Terrain though one is in play, the others destroyed first, and draws a card after; once a turn, with a Tactician at the battle, he uses an ability a Formation in his hand gives, as the Strategy's only text, his Tacticians performing it whatever keywords it asks for", TerrainsAnyway: true})
}

// Shiro no Soshi.
func init() {
	// Shiro no Soshi: its player's non-Unique Ninja Personalities without
	// Ninjutsu have Ninjutsu, of their printed Gold Cost less 6; as a
	// Province of his is revealed, he may look at its card and keep a
	// Ninjutsu Personality face down; Repeatable Battle/Open: a face-down
	// Ninja not targeted by, nor performing, an action this turn gets +2F
	// until he is, or the turn ends.
	Register("shiro-no-soshi", &Text{GivesNinjutsu: true, Abilities: []*Ability{{
		Text: "a face-down Ninja not singled out this turn: +2F until he is", Timing: BattleOpen, Any: true,
		Targets: []*Target{{Prompt: "choose a face-down Ninja not targeted by nor performing an action this turn", Anywhere: true, Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Has(id, "Ninja") && x.NinjaUnsingled(id)
		}}},
		Effect: func(x *Ctx) { x.GiveUntilSingled(x.Target(), 2) },
	}}})
}
