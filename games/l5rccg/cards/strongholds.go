package cards

import (
	. "tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

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
