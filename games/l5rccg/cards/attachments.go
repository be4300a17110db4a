package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// onlyOn is an attachment's restriction to Personalities with any of
// some keywords ("will only attach to a Samurai or Bushi").
func onlyOn(keywords ...string) func(x *Ctx, person int) bool {
	return func(x *Ctx, person int) bool {
		for _, k := range keywords {
			if x.Has(person, k) {
				return true
			}
		}
		return false
	}
}

// enemyFollowerOrLoner: an enemy Follower, or an enemy Personality
// without Followers (what Ranged Attacks and such destroy).
func enemyFollowerOrLoner(x *Ctx, id int) bool {
	if !x.Enemy(id) {
		return false
	}
	switch x.Type(id) {
	case "follower":
		return true
	case "personality":
		return count(x.Attachments(id), func(a int) bool { return x.Type(a) == "follower" }) == 0
	}
	return false
}

// Followers.
func init() {
	Register("disciplined-infantry", &Text{Says: "only on a Samurai or Bushi; +1F while its player controls a Formation", Bearer: onlyOn("Samurai", "Bushi"), Stat: func(x *Ctx) (int, int) {
		if count(x.InPlay(x.Controller(x.Self)), func(id int) bool { return x.Has(id, "Formation") }) > 0 {
			return 1, 0
		}
		return 0, 0
	}})
	Register("lions-pride", &Text{Says: "only on a Tactician", Bearer: onlyOn("Tactician")})
	// Ratling Archers: +2F while on a Ratling; Battle: Ranged 2 Attack.
	Register("ratling-archers", &Text{
		Stat: func(x *Ctx) (int, int) {
			if b := x.Bearer(); b >= 0 && x.Has(b, "Ratling") {
				return 2, 0
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "Ranged 2 Attack", Timing: Battle, Ranged: 2}},
	})
	// Tsuruchi's Legion: Battle, twice per battle: Ranged 2 Attack.
	Register("tsuruchis-legion", &Text{Abilities: []*Ability{{Text: "Ranged 2 Attack, twice a battle", Timing: Battle, Per: "battle", Times: 2, Ranged: 2}}})
	// Goblin Chuckers: its player loses 2 Honor as it enters play; Battle,
	// bow it: Ranged 2 Attack.
	Register("goblin-chuckers", &Text{Enters: loseOnEntry(2), Abilities: []*Ability{{Text: "bow it: Ranged 2 Attack", Timing: Battle, Bow: true, Ranged: 2}}})
	// Skeletal Troops: its player loses 2 Honor as it is attached from
	// hand; Battle: Fear 3.
	Register("skeletal-troops", &Text{Enters: loseOnEntry(2), Abilities: []*Ability{{Text: "Fear 3", Timing: Battle, Fear: 3}}})
	// Kuruma Date: its player loses 4 Honor as it enters play; Ranged
	// Attacks may not target its unit; Battle, bow it: destroy a target
	// enemy Follower, or Personality without Followers.
	Register("kuruma-date", &Text{Enters: loseOnEntry(4), ShroudUnit: []string{"Ranged"}, Abilities: []*Ability{{
		Text: "bow it: destroy an enemy Follower, or Personality without Followers", Timing: Battle, Bow: true,
		Targets: []*Target{{Prompt: "choose an enemy Follower, or Personality without Followers", Filter: enemyFollowerOrLoner}},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Daidoji Gunso: Battle: a target enemy card gets -2F, and is
	// destroyed if that leaves it 0F.
	Register("daidoji-gunso", &Text{Abilities: []*Ability{{
		Text: "-2F to an enemy card; destroy it at 0F", Timing: Battle,
		Targets: []*Target{{Prompt: "choose an enemy card", Filter: func(x *Ctx, id int) bool {
			t := x.Type(id)
			return x.Enemy(id) && (t == "personality" || t == "follower" || t == "item")
		}}},
		Effect: func(x *Ctx) {
			x.Give(x.Target(), -2, 0, "")
			if x.Force(x.Target()) == 0 {
				x.Destroy(x.Target())
			}
		},
	}}})
	Register("corrupt-adjunct", &Text{Says: "as it enters play its Personality is dishonored and permanently gains Shadowlands", Enters: func(x *Ctx) {
		if b := x.Bearer(); b >= 0 {
			x.Dishonor(b)
			x.GiveKeyword(b, "Shadowlands", UntilGame)
		}
	}})
	Register("weary-attendants", &Text{Says: "a Shugenja while on a Samurai, a Samurai while on a Shugenja", Keywords: func(x *Ctx) []string {
		var out []string
		if b := x.Bearer(); b >= 0 {
			if x.Has(b, "Samurai") {
				out = append(out, "Shugenja")
			}
			if x.Has(b, "Shugenja") {
				out = append(out, "Samurai")
			}
		}
		return out
	}})
	Register("ogre-warriors", &Text{Says: "may attach to an Ogre whatever he refuses; Ranged Attacks may not target it", Welcome: func(x *Ctx, person int) bool { return x.Has(person, "Ogre") }, Shroud: []string{"Ranged"}})
}

// Items.
func init() {
	Register("fan-of-command", &Text{Says: "its Personality is a Tactician", Grants: []string{"Tactician"}})
	// Hellbeast: its player loses 4 Honor as it is attached from hand; its
	// Personality has Cavalry; Battle: Fear 2.
	Register("hellbeast", &Text{Enters: loseOnEntry(4), Grants: []string{"Cavalry"}, Abilities: []*Ability{{Text: "Fear 2", Timing: Battle, Fear: 2}}})
	Register("daruma", &Text{Says: "2 Gold less on a Crab Clan Personality", Discount: func(x *Ctx, person int) int {
		if person >= 0 && x.Has(person, "Crab Clan") {
			return 2
		}
		return 0
	}})
	Register("ceremonial-armor", &Text{Says: "4 Gold less on a Personality of Gold Cost 9 or more; Ranged Attacks on its unit have -2 strength", Screen: 2, Discount: func(x *Ctx, person int) int {
		if person >= 0 && x.Gold(person) >= 9 {
			return 4
		}
		return 0
	}})
	Register("utaku-saddle-cutter", &Text{Says: "its Personality is dishonored as it is attached from hand", Enters: func(x *Ctx) {
		if b := x.Bearer(); b >= 0 && x.From == ZHand {
			x.Dishonor(b)
		}
	}})
	// Shinjo Horsebow: Battle, bow it: Ranged 2 Attack; Battle, bow its
	// Cavalry Personality: Ranged 4 Attack.
	Register("shinjo-horsebow", &Text{Abilities: []*Ability{
		{Text: "bow it: Ranged 2 Attack", Timing: Battle, Bow: true, Ranged: 2},
		{Text: "bow its Cavalry Personality: Ranged 4 Attack", Timing: Battle, BowBearer: true, Ranged: 4,
			If: func(x *Ctx) bool { return x.Bearer() >= 0 && x.Has(x.Bearer(), "Cavalry") }},
	}})
	// Menhari-gata: its Personality is a Tactician; Tactical Battle:
	// discard a card: a target enemy Personality gets a Force penalty
	// equal to its Focus Value.
	Register("menhari-gata", &Text{Grants: []string{"Tactician"}, Abilities: []*Ability{{
		Text: "discard a card: an enemy Personality gets -F equal to its Focus Value", Timing: Battle, Keywords: []string{"Tactical"}, Discard: 1,
		Targets: []*Target{enemyPersonality("choose an enemy Personality")},
		Effect: func(x *Ctx) {
			if len(x.Discarded) > 0 {
				x.Give(x.Target(), -x.Focus(x.Discarded[0]), 0, "")
			}
		},
	}}})
}

// Spells.
func init() {
	// Fist of Osano-Wo: Limited, bow its Shugenja and destroy it: destroy
	// a target Holding.
	Register("fist-of-osano-wo", &Text{Abilities: []*Ability{{
		Text: "bow the Shugenja, destroy it: destroy a target Holding", Timing: Limited, BowBearer: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose a Holding to destroy", Filter: func(x *Ctx, id int) bool { return x.Type(id) == "holding" }}},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Walking the Way: Limited, bow its Shugenja and destroy it: search
	// the Fate deck for a card to put in hand.
	Register("walking-the-way", &Text{Abilities: []*Ability{{
		Text: "bow the Shugenja, destroy it: search your Fate deck for a card", Timing: Limited, BowBearer: true, DestroySelf: true,
		Effect: func(x *Ctx) { x.Ask(x.P, "search-fate", 1, 0) },
	}}})
	// The Fire from Within: Battle, bow its Shugenja: two consecutive
	// Ranged Attacks of his Chi; or one of twice his Chi.
	chi := func(x *Ctx) int {
		if b := x.Bearer(); b >= 0 {
			return x.Chi(b)
		}
		return 0
	}
	Register("the-fire-from-within", &Text{Abilities: []*Ability{
		{Text: "bow the Shugenja: two Ranged Attacks of his Chi", Timing: Battle, BowBearer: true, RangedOf: chi,
			Effect: func(x *Ctx) { x.Ask(x.P, "ranged", 1, chi(x)) }},
		{Text: "bow the Shugenja: a Ranged Attack of twice his Chi", Timing: Battle, BowBearer: true,
			RangedOf: func(x *Ctx) int { return 2 * chi(x) }},
	}})
	// Kuro's Fire: Battle, bow its Shugenja: announce up to his Chi Ranged
	// Attacks, of base strengths totalling up to his Force plus Chi; they
	// resolve one after another in the order announced, each targeted as
	// it resolves.
	const kuro = "kuro-strength" // an announced Ranged Attack's strength, marked on the Spell in order
	announced := func(x *Ctx) []int { return x.Marks(x.Self, kuro) }
	left := func(x *Ctx) (attacks, strength int) {
		b := x.Bearer()
		if b < 0 {
			return 0, 0
		}
		total := 0
		for _, n := range announced(x) {
			total += n
		}
		return x.Chi(b) - len(announced(x)), x.Force(b) + x.Chi(b) - total
	}
	resolve := func(x *Ctx) { // last announced pushed first: the first resolves first
		list := announced(x)
		for range list {
			x.Unmark(x.Self, kuro)
		}
		for i := len(list) - 1; i >= 0; i-- {
			x.Ask(x.P, "ranged", 1, list[i])
		}
	}
	Register("kuros-fire", &Text{Abilities: []*Ability{{
		Text: "bow the Shugenja: Ranged Attacks, at most his Chi of them, of strengths totalling his Force and Chi at most", Timing: Battle, BowBearer: true,
		Effect: func(x *Ctx) { x.Ask(x.P, "kuros-fire", 1, 0) },
	}}})
	RegisterChoice("kuros-fire", &Choice{
		Prompt: "announce a Ranged Attack of what strength? Pass to resolve those announced",
		Words:  Words{Each: "announce a Ranged %s Attack", Pass: "resolve the Ranged Attacks announced"},
		Labels: func(x *Ctx, _, _ int) []string {
			attacks, strength := left(x)
			var out []string
			for n := 1; attacks > 0 && n <= strength; n++ {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, p int, label string, _ int) {
			n, _ := strconv.Atoi(label)
			x.S.Say("a Ranged ", label, " Attack is announced")
			x.MarkN(x.Self, kuro, n, UntilTurn)
			if attacks, strength := left(x); attacks > 0 && strength > 0 {
				x.Ask(p, "kuros-fire", 1, 0)
				return
			}
			resolve(x)
		},
		Declined: func(x *Ctx, _, _ int) { resolve(x) },
	})
}

// Spells that move.
func init() {
	// Ride Through the Night: Battle, even from home, bow the Shugenja:
	// your Samurai moves to the battlefield, which has enemy units; the
	// Defender, if he moved, gains 2 Honor.
	Register("ride-through-the-night", &Text{Abilities: []*Ability{{
		Text: "bow the Shugenja: your Samurai rides into the battle; the Defender gains 2 Honor", Timing: Battle, BowBearer: true, Absent: true,
		If: func(x *Ctx) bool { return x.EnemyUnits() > 0 },
		Targets: []*Target{{Prompt: "choose your Samurai", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.Has(id, "Samurai") && !x.AtBattle(id)
		})}},
		Effect: func(x *Ctx) {
			if x.AtBattle(x.Target()) {
				return
			}
			x.MoveTo(x.Target(), x.S.Attack.Battle)
			if x.AtBattle(x.Target()) && x.P == x.S.Attack.Defender {
				x.GainHonor(x.P, 2)
			}
		},
	}}})
}

// Suitengu's Surge.
func init() {
	// Suitengu's Surge (a Spell): Reaction, bow its Shugenja, after an
	// action targets your unit: that unit leaves the game as it is (bowed
	// or not, with its attachments and tokens) and comes back to its
	// owner's home, under his control, as the next turn begins, without
	// entering play.
	Register("suitengus-surge", &Text{Abilities: []*Ability{{
		Text: "an action targeted your unit, bow the Shugenja: the unit leaves the game until the next turn begins, as it is", Timing: Reaction, On: OnTargeted, BowBearer: true,
		If:      func(x *Ctx) bool { id := x.Ev.Cards[0]; return x.Personality(id) && x.Mine(id) },
		Targets: []*Target{{Prompt: "the unit targeted", Anywhere: true, Filter: func(x *Ctx, id int) bool { return id == x.Ev.Cards[0] }}},
		Effect:  func(x *Ctx) { x.SetAside(x.Target()) },
	}}})
}
