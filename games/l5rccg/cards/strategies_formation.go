package cards

import . "tessen/games/l5rccg"

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
}

// cond is one condition of a Formation's "Formed by", met by one of its
// player's Personalities at the battlefield.
type cond func(x *Ctx, id int) bool

// keyed: a Personality with any of the keywords; with: one with an
// attachment of a kind ("follower", "item"; "armor" for an Armor Item).
func keyed(keywords ...string) cond {
	return func(x *Ctx, id int) bool {
		for _, k := range keywords {
			if x.Has(id, k) {
				return true
			}
		}
		return false
	}
}

func with(kinds ...string) cond {
	return func(x *Ctx, id int) bool {
		for _, a := range x.Attachments(id) {
			for _, k := range kinds {
				if x.Type(a) == k || k == "armor" && x.Has(a, "Armor") {
					return true
				}
			}
		}
		return false
	}
}

func both(a, b cond) cond { return func(x *Ctx, id int) bool { return a(x, id) && b(x, id) } }

// formedAt reports the Formation's player meeting its conditions at a
// battlefield, each by a separate Personality (LE-FORMATION-1).
func formedAt(x *Ctx, at int, conds []cond) bool {
	fs := make([]func(int) bool, len(conds))
	for i, c := range conds {
		fs[i] = func(id int) bool { return c(x, id) }
	}
	return x.FormedBy(x.P, at, fs...)
}

// formation registers a Formation of the base set's template: "Battle:
// if you are formed at the current battlefield, put this card into play
// there, discard your other Formations, and you may take an additional
// Battle action"; the abilities it gives may be used any number of times
// a turn (unless they say otherwise) while it is in play at the current
// battlefield and formed there (LE-FORMATION-1). Only the leaders play
// Formations (LE-MULTI-4).
func formation(id string, conds []cond, gives ...*Ability) {
	Register(id, formationText(conds, gives...))
}

// formationText is a Formation's text of the base set's template.
func formationText(conds []cond, gives ...*Ability) *Text {
	play := &Ability{Text: "formed here: put it into play, then take another Battle action if you wish", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.Leading() && formedAt(x, x.S.Attack.Battle, conds) },
		Effect: func(x *Ctx) {
			x.IntoBattle()
			x.AdditionalAction()
		}}
	abilities := []*Ability{play}
	for _, a := range gives {
		a.Any = a.Times == 0
		own, effect := a.If, a.Effect
		a.If = func(x *Ctx) bool {
			if x.Card(x.Self).Zone == ZHand { // from hand by a Stronghold's rule, unformed
				return x.FormationFromHand() && (own == nil || own(x))
			}
			at := x.Location(x.Self)
			return x.Card(x.Self).Zone == ZField && at == x.S.Attack.Battle && formedAt(x, at, conds) && (own == nil || own(x))
		}
		a.Effect = func(x *Ctx) {
			if x.Card(x.Self).Zone == ZHand {
				x.UseFormationFromHand()
			}
			if effect != nil {
				effect(x)
			}
		}
		for _, t := range a.Targets { // a Tactician performs it from hand, whatever keywords it asks for
			if t.Performer && t.Filter != nil {
				filter := t.Filter
				t.Filter = func(x *Ctx, id int) bool {
					return filter(x, id) || x.Card(x.Self).Zone == ZHand && x.Personality(id) && x.Has(id, "Tactician")
				}
			}
		}
		abilities = append(abilities, a)
	}
	return &Text{Abilities: abilities}
}

// Formations.
func init() {
	samuraiOrBushi := keyed("Samurai", "Bushi")
	// Direct Assault: formed by four Samurai or Bushi, each with a Follower
	// or Item; your Personality bows his whole unit to destroy an enemy
	// Personality's unit, or a Holding of a player with a unit in the
	// enemy army.
	equipped := both(samuraiOrBushi, with("follower", "item"))
	formation("direct-assault", []cond{equipped, equipped, equipped, equipped},
		&Ability{Text: "bow your Personality's unit: destroy an enemy Personality's unit", Timing: Battle,
			Targets: []*Target{
				{Prompt: "choose your Personality to bow his unit", Performer: true, BowUnit: true, Filter: personality(nil)},
				enemyPersonality("choose the enemy Personality whose unit to destroy"),
			},
			Effect: func(x *Ctx) {
				for _, c := range x.Unit(x.Targets[1]) {
					x.Destroy(c)
				}
			}},
		&Ability{Text: "bow your Personality's unit: destroy a Holding of a player with a unit in the enemy army", Timing: Battle, Same: 2,
			Targets: []*Target{
				{Prompt: "choose your Personality to bow his unit", Performer: true, BowUnit: true, Filter: personality(nil)},
				{Prompt: "choose the Holding to destroy", Anywhere: true, Filter: func(x *Ctx, id int) bool {
					return x.Type(id) == "holding" && x.Controller(id) == x.EnemyLeader()
				}},
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) }},
	)
	// Endless Horde: formed by a Personality with a Follower and a Samurai
	// or Bushi with a Follower; your performing Follower bows to destroy
	// an enemy Follower, Item, or Personality without Followers or Items.
	formation("endless-horde", []cond{with("follower"), both(samuraiOrBushi, with("follower"))},
		&Ability{Text: "bow your Follower: destroy an enemy Follower, Item, or Personality without either", Timing: Battle,
			Targets: []*Target{
				{Prompt: "choose your Follower to bow", Performer: true, Bow: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "follower" }},
				{Prompt: "choose the enemy card to destroy", Filter: enemyCard(func(x *Ctx, id int) bool {
					switch x.Type(id) {
					case "follower", "item":
						return true
					case "personality":
						return len(followersOf(x, id)) == 0 && !with("item")(x, id)
					}
					return false
				})},
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) }},
	)
	// Kiss of the Scorpion: formed by two Samurai and a Ninja; twice a
	// battle, bow an enemy Personality without attachments, or any, if
	// your performing Personality bows for it.
	formation("kiss-of-the-scorpion", []cond{keyed("Samurai"), keyed("Samurai"), keyed("Ninja")},
		&Ability{Text: "bow an enemy Personality without attachments", Timing: Battle, Times: 2, Per: "battle",
			Targets: []*Target{enemyPersonalityWith("choose an enemy Personality without attachments", func(x *Ctx, id int) bool { return len(x.Attachments(id)) == 0 })},
			Effect:  func(x *Ctx) { x.Bow(x.Target()) }},
		&Ability{Text: "bow your Personality: bow an enemy Personality", Timing: Battle, Times: 2, Per: "battle", Same: 2,
			Targets: []*Target{
				{Prompt: "choose your Personality to bow", Performer: true, Bow: true, Chosen: true, Filter: personality(nil)},
				enemyPersonality("choose the enemy Personality to bow"),
			},
			Effect: func(x *Ctx) { x.Bow(x.Targets[1]) }},
	)
	// Rain of Death: formed by two Personalities with the printed
	// Tactician keyword; Tactical: your Tactician makes two Ranged 3
	// Attacks in a row, or is bowed and destroyed to destroy two enemy
	// cards without unbowed attachments.
	printedTactician := func(x *Ctx, id int) bool { return x.PrintedHas(id, "Tactician") }
	noUnbowed := func(x *Ctx, id int) bool {
		for _, a := range x.Attachments(id) {
			if !x.Card(a).Bowed {
				return false
			}
		}
		return true
	}
	formation("rain-of-death", []cond{printedTactician, printedTactician},
		&Ability{Text: "your Tactician: two Ranged 3 Attacks in a row", Timing: Battle, Keywords: []string{"Tactical"}, Ranged: 3,
			Targets: []*Target{performer("choose your performing Tactician", false, "Tactician")},
			Effect:  func(x *Ctx) { x.Ask(x.P, "ranged", 1, 3) }},
		&Ability{Text: "bow and destroy your Tactician: destroy two enemy cards without unbowed attachments", Timing: Battle, Keywords: []string{"Tactical"},
			Targets: []*Target{
				{Prompt: "choose your performing Tactician to bow and destroy", Performer: true, Chosen: true, Bow: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Tactician") })},
				{Prompt: "choose an enemy card to destroy", Filter: enemyCard(noUnbowed)},
				{Prompt: "choose another enemy card to destroy", Filter: enemyCard(func(x *Ctx, id int) bool { return id != x.Targets[1] && noUnbowed(x, id) })},
			},
			Effect: func(x *Ctx) {
				x.Destroy(x.Targets[1])
				x.Destroy(x.Targets[2])
			}},
	)
	// Supply Lines: formed by two Samurai; your performing Personality
	// takes a non-Unique Item or Follower from the Fate deck, paying for
	// it.
	formation("supply-lines", []cond{keyed("Samurai"), keyed("Samurai")},
		&Ability{Text: "your Personality: a non-Unique Item or Follower from the Fate deck, attached and paid for", Timing: Battle,
			Targets: []*Target{performer("choose your performing Personality", false)},
			Effect:  func(x *Ctx) { x.Ask(x.P, "supply-lines", 1, x.Target()) }},
	)
	RegisterChoice("supply-lines", &Choice{
		Prompt: "choose a non-Unique Item or Follower of your Fate deck to attach, paying for it",
		Options: func(x *Ctx, p, person int) []int {
			var out []int
			for _, id := range x.S.P[p].FateDeck {
				if t := x.Type(id); (t == "item" || t == "follower") && !x.Unique(id) && x.MayEquip(id, person) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, person int) {
			for _, id := range chosen {
				x.Equip(id, person)
			}
			x.ShuffleFate(p)
		},
	})
}

// Archer Squad.
func init() {
	// Archer Squad (a Reserve Formation, formed by three Samurai or Bushi):
	// while formed, its player's Personalities at its battlefield have
	// "Repeatable Battle, bow him: Ranged 3 Attack", and those of
	// different units may combine these.
	conds := []cond{keyed("Samurai", "Bushi"), keyed("Samurai", "Bushi"), keyed("Samurai", "Bushi")}
	volley := &Ability{Text: "bow him: Ranged 3 Attack (Archer Squad's)", Timing: Battle, Any: true, Bow: true, Ranged: 3, AcrossUnits: true}
	t := formationText(conds)
	t.Gives = func(x *Ctx, card int) []*Ability {
		at := x.Location(x.Self)
		if x.Card(x.Self).Zone != ZField || at != x.S.Attack.Battle || !x.Personality(card) || !x.Mine(card) || x.Location(card) != at || !formedAt(x, at, conds) {
			return nil
		}
		return []*Ability{volley}
	}
	Register("archer-squad", t)
}
