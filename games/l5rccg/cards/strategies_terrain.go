package cards

import . "tessen/games/l5rccg"

// A Formation and a Terrain that negate destruction.
func init() {
	// Explored Territory: the first time, while it is in play, another
	// player's action would destroy a card of yours at its battlefield,
	// that is negated and you draw a card.
	Register("explored-territory", &Text{Abilities: []*Ability{intoBattle()},
		SparesOther: func(x *Ctx, id, causer, how int) bool {
			if causer < 0 || causer == x.P || how == ByResolution || how == ByYu || x.Controller(id) != x.P || x.Location(id) != x.Location(x.Self) || x.Marked(x.Self, "spared-one") {
				return false
			}
			x.Mark(x.Self, "spared-one", UntilGame)
			x.Draw(x.P, 1)
			return true
		}})
}

// intoBattle is a Terrain's own action: "Battle: if there are no Terrains
// at the current battlefield, put this card into play there".
func intoBattle() *Ability {
	return &Ability{Text: "put it into play at the battlefield", Timing: Battle,
		If:     func(x *Ctx) bool { return (x.Terrain() < 0 || x.TerrainAnyway()) && !x.GameMarked("winter") },
		Effect: func(x *Ctx) { x.TerrainInPlay() }}
}

// atBattle lists the cards of the units at the current battlefield that
// pass a test (Personalities and Followers).
func atBattle(x *Ctx, ok func(id int) bool) []int {
	var out []int
	for _, u := range x.InPlay(-1) {
		if !x.Personality(u) || !x.AtBattle(u) {
			continue
		}
		for _, c := range x.Unit(u) {
			if (x.Personality(c) || x.Type(c) == "follower") && ok(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// The leaders' choices the Delayed Terrains ask: each marks what its
// leader chose; the Defender's, asked last, carries the Terrain out.
func init() {
	leaderChoice := func(name, prompt string, carry func(x *Ctx)) {
		RegisterChoice(name, &Choice{
			Prompt: prompt,
			Options: func(x *Ctx, p, _ int) []int {
				var out []int
				for _, id := range x.InPlay(p) {
					if x.Personality(id) && x.AtBattle(id) {
						out = append(out, id)
					}
				}
				return out
			},
			Done: func(x *Ctx, p int, chosen []int, last int) {
				for _, id := range chosen {
					x.Mark(id, name, UntilBattle)
				}
				if last == 1 {
					carry(x)
				}
			},
		})
	}
	// Encircled Terrain: each leader keeps one Personality; the rest go
	// home.
	leaderChoice("encircled", "choose the one Personality of yours to stay at the battlefield", func(x *Ctx) {
		for _, id := range atBattle(x, func(id int) bool { return x.Personality(id) && !x.Marked(id, "encircled") }) {
			x.MoveHome(id)
		}
	})
	// Mountains of the Phoenix: each leader's chosen unit is destroyed.
	leaderChoice("mountains", "choose a unit of yours to be destroyed", func(x *Ctx) {
		for _, id := range atBattle(x, func(id int) bool { return x.Personality(id) && x.Marked(id, "mountains") }) {
			x.Destroy(id)
		}
	})
}

// leadersChoose asks the Attacker, then the Defender (ruling: the Attacker
// is the active player, who would decide the order), a choice; the
// Defender's carries it out.
func leadersChoose(x *Ctx, name string) {
	x.Ask(x.S.Attack.Defender, name, 1, 1) // asked second: pushed first
	x.Ask(x.S.Attack.Attacker, name, 1, 0)
}

// Terrains.
func init() {
	// Heart of Rokugan: before the battle resolves, your Humans there get
	// +1F and every Nonhuman there -1F.
	Register("heart-of-rokugan", &Text{Abilities: []*Ability{intoBattle()}, Delayed: func(x *Ctx) {
		for _, id := range atBattle(x, func(int) bool { return true }) {
			switch {
			case x.Has(id, "Nonhuman"):
				x.Give(id, -1, 0, UntilBattle)
			case x.Has(id, "Human") && x.Controller(id) == x.P:
				x.Give(id, 1, 0, UntilBattle)
			}
		}
	}})
	// Three Stone River: before the battle resolves, each Personality there
	// falls to the Force of his strongest Follower, or to 1 without one.
	Register("three-stone-river", &Text{Abilities: []*Ability{intoBattle()}, Delayed: func(x *Ctx) {
		for _, id := range atBattle(x, func(id int) bool { return x.Personality(id) }) {
			most := 1
			if fs := followersOf(x, id); len(fs) > 0 {
				most = 0
				for _, f := range fs {
					most = max(most, x.Force(f))
				}
			}
			if x.Force(id) > most {
				setForce(x, id, most, UntilBattle)
			}
		}
	}})
	// Mountains of the Phoenix: before the battle resolves, each leader
	// chooses a unit of his own there; the chosen are destroyed.
	Register("mountains-of-the-phoenix", &Text{Abilities: []*Ability{intoBattle()}, Delayed: func(x *Ctx) { leadersChoose(x, "mountains") }})
	// Encircled Terrain: Battle: destroy any Terrain and take its place;
	// before the battle resolves, each leader keeps one Personality there
	// and the rest go home.
	Register("encircled-terrain", &Text{
		Abilities: []*Ability{{Text: "destroy the Terrain in play, if any, and put it into play", Timing: Battle,
			If: func(x *Ctx) bool { return !x.GameMarked("winter") },
			Effect: func(x *Ctx) {
				if t := x.Terrain(); t >= 0 {
					x.Destroy(t)
				}
				x.IntoBattle()
			}}},
		Delayed: func(x *Ctx) { leadersChoose(x, "encircled") },
	})
	// Field of Glorious Slaughter: after a card at its battlefield that its
	// player does not control is destroyed, he gains 2 Honor.
	Register("field-of-glorious-slaughter", &Text{Abilities: []*Ability{intoBattle()},
		OtherDestroyed: func(x *Ctx, _, owner, where int) {
			if where > 0 && where == x.Location(x.Self) && owner != x.P {
				x.GainHonor(x.P, 2)
			}
		}})
	// Where the Sun Walked: Fear destroys instead of bowing.
	Register("where-the-sun-walked", &Text{Abilities: []*Ability{intoBattle()}, FearDestroys: true})
	// Battlefield of Shallow Graves: the enemy leader's Honor gains are
	// doubled; before the battle resolves, each enemy Personality there
	// falls to half his Force, rounded up.
	Register("battlefield-of-shallow-graves", &Text{Abilities: []*Ability{intoBattle()},
		Gains: func(x *Ctx, p, n int) int {
			if p == x.EnemyLeader() {
				return 2 * n
			}
			return n
		},
		Delayed: func(x *Ctx) {
			for _, id := range atBattle(x, func(id int) bool { return x.Personality(id) && x.Enemy(id) }) {
				f := x.Force(id)
				setForce(x, id, (f+1)/2, UntilBattle)
			}
		},
	})
}

// Come One at a Time.
func init() {
	// lone is the one Personality defending at the Terrain's battlefield,
	// or -1 (none, or more than one).
	lone := func(x *Ctx) int {
		if d := x.ArmyAt(x.Location(x.Self), false); len(d) == 1 {
			return d[0]
		}
		return -1
	}
	here := func(x *Ctx) bool {
		return x.Card(x.Self).Zone == ZField && x.Location(x.Self) == x.S.Attack.Battle && lone(x) >= 0
	}
	// Come One at a Time: Battle: destroy a Terrain in play (if able), put
	// this one into play, and take an additional action it gives. While
	// exactly one Personality defends here, he has "Repeatable Battle:
	// challenge an enemy Personality; destroy the loser" (an ability of
	// his, Gives: FORMAT.md 1.1), and every player has "Repeatable Battle:
	// move your attacking Personality home, bowing him as he moves".
	challenge := &Ability{Text: "he challenges an enemy Personality; the loser is destroyed (Come One at a Time's)", Timing: Battle, Any: true,
		Targets: []*Target{{Prompt: "choose an enemy Personality to challenge", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) }}},
		Duel:    &DuelSpec{Self: true, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }}}
	Register("come-one-at-a-time", &Text{Gives: func(x *Ctx, card int) []*Ability {
		if !here(x) || card != lone(x) {
			return nil
		}
		return []*Ability{challenge}
	}, Abilities: []*Ability{
		{Text: "destroy a Terrain; put this one into play; take an action it gives", Timing: Battle,
			If: func(x *Ctx) bool { return !x.GameMarked("winter") },
			Effect: func(x *Ctx) {
				if t := x.Terrain(); t >= 0 {
					x.Destroy(t)
				}
				x.IntoBattle()
				if x.Card(x.Self).Zone == ZField {
					x.ExtraAction(x.Self, -1, false)
				}
			}},
		{Text: "your attacking Personality moves home, bowing as he moves", Timing: Battle, Any: true, Everyone: true,
			If: here,
			Targets: []*Target{{Prompt: "choose your attacking Personality to move home", Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && x.Mine(id) && x.Attacking(id) && x.Location(id) == x.Location(x.Self)
			}}},
			Effect: func(x *Ctx) {
				x.MoveHome(x.Target())
				if x.Location(x.Target()) == 0 { // he bows as he moves: not if the move fails (LE-EFFECT-1)
					x.Bow(x.Target())
				}
			}},
	}})
}
