package cards

import . "tessen/games/l5rccg"

// Reactions before an effect (held.go), and traits that negate one.

// byAnother reports the held effect caused by another player's card.
func byAnother(x *Ctx) bool { return x.Ev.Player >= 0 && x.Ev.Player != x.P && x.Ev.Source >= 0 }

func init() {
	// Akodo Rokuro: Reaction: before another player's card's effect bows
	// your Lion Clan Personality, negate the bowing.
	Register("akodo-rokuro", &Text{Abilities: []*Ability{{
		Text: "another's effect would bow your Lion: negate it", Timing: Reaction, On: OnBeforeBowed, Absent: true,
		If: func(x *Ctx) bool {
			v := x.Subject()
			return byAnother(x) && x.Personality(v) && x.Mine(v) && x.Has(v, "Lion Clan")
		},
		Effect: func(x *Ctx) { x.Negate() },
	}}})
	// Essence of Tengoku: Reaction, bow it: before another player's card's
	// effect bows its Personality, negate the bowing.
	Register("essence-of-tengoku", &Text{Abilities: []*Ability{{
		Text: "another's effect would bow this Personality, bow it: negate it", Timing: Reaction, On: OnBeforeBowed, Bow: true, Absent: true,
		If:     func(x *Ctx) bool { return byAnother(x) && x.Subject() == x.Bearer() },
		Effect: func(x *Ctx) { x.Negate() },
	}}})
	// Doji Toshinobu: Political Reaction, bow him: before any player gains
	// Honor, lose 1 Honor and negate the gain.
	Register("doji-toshinobu", &Text{Abilities: []*Ability{{
		Text: "a player would gain Honor, bow him: lose 1 Honor, negate the gain", Timing: Reaction, On: OnBeforeGain, Bow: true, Absent: true, Keywords: []string{"Political"},
		Effect: func(x *Ctx) {
			x.GainHonor(x.P, -1)
			x.Negate()
		},
	}}})
	// Doji Takeji: 2 Gold less while you control a Crane Clan Duelist or
	// Courtier; Political Reaction: before any player gains Honor from a
	// Strategy, draw a card.
	Register("doji-takeji", &Text{
		Discount: func(x *Ctx, _ int) int {
			crane := func(id int) bool {
				return x.Personality(id) && x.Has(id, "Crane Clan") && (x.Has(id, "Duelist") || x.Has(id, "Courtier"))
			}
			if len(x.Controlled(x.P, crane)) > 0 {
				return 2
			}
			return 0
		},
		Abilities: []*Ability{{
			Text: "a player would gain Honor from a Strategy: draw a card", Timing: Reaction, On: OnBeforeGain, Absent: true, Keywords: []string{"Political"},
			If:     func(x *Ctx) bool { return x.Ev.Source >= 0 && x.Type(x.Ev.Source) == "strategy" },
			Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		}},
	})
	Register("hida-sozen", &Text{Says: "in an army with no opposing unit of greater total Force than his, his destruction is negated, but as a cost or by his own player's effects", Spared: func(x *Ctx, causer, _ int) bool {
		if !x.InArmy(x.Self) || causer == x.P {
			return false
		}
		mine := x.UnitForce(x.Self)
		for _, u := range x.Opposing(x.Self) {
			if x.UnitForce(u) > mine {
				return false
			}
		}
		return true
	}})
	// Plains of Amaterasu: Reaction, destroy it: before your non-
	// Shadowlands Personality defending at its Province's battlefield is
	// destroyed, negate that and move him home.
	Register("plains-of-amaterasu", &Text{Abilities: []*Ability{{
		Text: "your defender there would be destroyed, destroy it: negate that, move him home", Timing: Reaction, On: OnBeforeDestroyed, DestroySelf: true, Absent: true,
		If: func(x *Ctx) bool {
			v := x.Subject()
			return x.Personality(v) && x.Mine(v) && !x.Has(v, "Shadowlands") && x.Defending(v) && x.Location(v) == x.ProvinceOf(x.Self)
		},
		Effect: func(x *Ctx) {
			x.Negate()
			x.MoveHome(x.Subject())
		},
	}}})
	// Shrine to Jurojin: bow for 2 Gold; Reaction, bow: before a
	// dishonorable Personality is destroyed, rehonor him; yours, gain 2.
	Register("shrine-to-jurojin", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "a dishonorable Personality would be destroyed, bow: rehonor him (2 Honor if yours)", Timing: Reaction, On: OnBeforeDestroyed, Bow: true, Absent: true,
		If:      func(x *Ctx) bool { return x.Personality(x.Subject()) && x.Card(x.Subject()).Dishonored },
		Targets: []*Target{{Prompt: "choose the dishonorable Personality", Anywhere: true, Filter: func(x *Ctx, id int) bool { return id == x.Subject() }}},
		Effect: func(x *Ctx) {
			x.Rehonor(x.Target())
			if x.Mine(x.Target()) {
				x.GainHonor(x.P, 2)
			}
		},
	}}})
	// Cavalry Scouts: Reaction, bow: before a Ranged Attack destroys a card
	// in their army, negate it; Battle, bow: a Shugenja of theirs takes an
	// element keyword; another Battle action.
	Register("cavalry-scouts", &Text{Abilities: []*Ability{
		{Text: "a Ranged Attack would destroy a card of their army, bow: negate it", Timing: Reaction, On: OnBeforeDestroyed, Bow: true,
			If: func(x *Ctx) bool {
				v := x.Subject()
				return x.Ev.N == ByRanged && x.Bearer() >= 0 && x.InArmy(v) && x.InArmy(x.Bearer()) && !x.Opposes(v)
			},
			Effect: func(x *Ctx) { x.Negate() }},
		{Text: "bow: their Shugenja takes an element; another Battle action", Timing: Battle, Bow: true,
			Effect: func(x *Ctx) {
				if b := x.Bearer(); b >= 0 && x.Has(b, "Shugenja") {
					x.Ask(x.P, "element", 1, 0)
				}
				x.AdditionalAction()
			}},
	}})
	RegisterChoice("element", &Choice{
		Prompt: "choose the element the Shugenja takes",
		Words:  Words{Each: "%s", Pass: "take no element"},
		Labels: func(*Ctx, int, int) []string { return []string{"air", "earth", "fire", "water", "void"} },
		Picked: func(x *Ctx, _ int, e string, _ int) {
			if b := x.Bearer(); b >= 0 {
				x.GiveKeyword(b, map[string]string{"air": "Air", "earth": "Earth", "fire": "Fire", "water": "Water", "void": "Void"}[e], "")
			}
		},
	})
	// Shireikan: Reaction: before its Personality is destroyed, a 1F/1C/1PH
	// Bushi of your Clan is created where he is and takes his cards; the
	// Shireikan is removed from the game.
	Register("shireikan", &Text{Abilities: []*Ability{{
		Text: "its Personality would be destroyed: a Bushi of your Clan takes his cards", Timing: Reaction, On: OnBeforeDestroyed, Absent: true,
		If: func(x *Ctx) bool { return x.Subject() == x.Bearer() && x.Alignment(x.P) != "" },
		Effect: func(x *Ctx) {
			b := x.Bearer()
			bushi := x.Create("created-bushi-"+x.Faction(x.P), x.Location(b), -1)
			x.RemoveFromGame(x.Self)
			for _, a := range x.Attachments(b) {
				x.Transfer(a, bushi)
			}
		},
	}}})
}

// A Formation and a Terrain that negate destruction.
func init() {
	// Iron Pillar: formed by two Samurai or Bushi, each with a Follower or
	// Armor; before a Personality of your army is destroyed, your
	// performing Follower bows to negate it.
	guarded := both(keyed("Samurai", "Bushi"), with("follower", "armor"))
	formation("iron-pillar", []cond{guarded, guarded},
		&Ability{Text: "a Personality of your army would be destroyed, bow your Follower: negate it", Timing: Reaction, On: OnBeforeDestroyed,
			If: func(x *Ctx) bool { v := x.Subject(); return x.Personality(v) && x.Mine(v) && x.AtBattle(v) },
			Targets: []*Target{{Prompt: "choose your Follower to bow", Performer: true, Bow: true, Chosen: true, Filter: func(x *Ctx, id int) bool {
				return x.Type(id) == "follower" && x.Location(id) == x.S.Attack.Battle
			}}},
			Effect: func(x *Ctx) { x.Negate() }},
	)
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
