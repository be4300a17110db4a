package cards

import (
	"slices"
	"strconv"

	. "tessen/games/l5rccg"
)

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

// Cards that create cards.
func init() {
	// Summon Undead Champion: Maho Limited, bow its Shugenja and destroy
	// it: create a 5F/2C Undead Champion; lose 4 Honor.
	Register("summon-undead-champion", &Text{Abilities: []*Ability{{
		Text: "bow the Shugenja, destroy it: create a 5F/2C Undead Champion, lose 4 Honor", Timing: Limited, BowBearer: true, DestroySelf: true, Keywords: []string{"Maho"},
		Effect: func(x *Ctx) {
			x.Create("created-undead-champion", 0, -1)
			x.GainHonor(x.P, -4)
		},
	}}})
}

// Essence of Air.
func init() {
	// Essence of Air (a Spell): Limited, bow its Shugenja: every card in
	// your Provinces is turned face up; while he stays bowed (you may keep
	// him from straightening), or until your Provinces have refilled his
	// Chi times in one turn, they refill face up, and the cards so
	// refilled have no cost reduced.
	Register("essence-of-air", &Text{OpensProvinces: true, Abilities: []*Ability{{
		Text: "bow the Shugenja: your Provinces' cards face up; while he stays bowed, they refill face up at full price", Timing: Limited, BowBearer: true,
		Effect: func(x *Ctx) {
			if b := x.Bearer(); b >= 0 {
				x.OpenProvinces(b)
			}
		},
	}}})
}

// Spells.
func init() {
	// Hunger of the Earth: Battle, even from home: destroy it and your
	// performing Samurai there: destroy an enemy card without attachments,
	// or an enemy unit, of lower total Gold Cost than his unit; gain 2
	// Honor.
	Register("hunger-of-the-earth", &Text{Abilities: []*Ability{{
		Text: "destroy it and your Samurai there: destroy a cheaper enemy card or unit; gain 2 Honor", Timing: Battle, Absent: true, DestroySelf: true,
		Targets: []*Target{
			{Prompt: "choose your performing Samurai at the battle to destroy", Performer: true, Chosen: true, Destroy: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Samurai") && x.AtBattle(id)
			})},
			{Prompt: "choose an enemy card without attachments, or an enemy Personality for his unit", Filter: enemyCard(func(x *Ctx, id int) bool {
				if x.Personality(id) {
					return x.UnitGold(id) < x.UnitGold(x.Targets[0])
				}
				return len(x.Attachments(id)) == 0 && x.Gold(id) < x.UnitGold(x.Targets[0])
			})},
		},
		Effect: func(x *Ctx) {
			x.Destroy(x.Targets[1])
			x.GainHonor(x.P, 2)
		},
	}}})
	// Essence of Gaki-do: Battle, even from home, bow this Shugenja and any
	// of your other Shugenja anywhere: as many 2F/2C Spirits are created
	// at the battle, removed after it.
	Register("essence-of-gaki-do", &Text{Abilities: []*Ability{{
		Text: "bow this Shugenja and others of yours: a 2F/2C Spirit for each, for the battle", Timing: Battle, Absent: true, BowBearer: true,
		Effect: func(x *Ctx) { x.Ask(x.P, "gaki-do", 9, 0) },
	}}})
	RegisterChoice("gaki-do", &Choice{
		Prompt: "bow your other unbowed Shugenja, each bringing a Spirit",
		Words:  Words{Card: "bow %s", Done: "bow no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.InPlay(p) {
				if x.Personality(id) && x.Has(id, "Shugenja") && !x.Card(id).Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
			for range len(chosen) + 1 { // the Spell's Shugenja too
				if s := x.Create("created-spirit", x.S.Attack.Battle, -1); s >= 0 {
					x.DiscardAtEnd(s, UntilBattle)
				}
			}
		},
	})
	// My Life for the Phoenix: Ritual Battle: bow this Shugenja and two
	// other performing Shugenja of yours there: up to two enemy units bow
	// and go home; or bow and destroy this Shugenja, bow four others and
	// destroy it: up to three enemy units are destroyed.
	Register("my-life-for-the-phoenix", &Text{Abilities: []*Ability{
		{Text: "bow this Shugenja and two more: up to two enemy units bow and go home", Timing: Battle, BowBearer: true, Keywords: []string{"Ritual"},
			Targets: RitualCasters(2),
			Effect:  func(x *Ctx) { x.Ask(x.P, "phoenix-home", 2, 0) }},
		{Text: "bow and destroy this Shugenja, bow four more, destroy it: up to three enemy units destroyed", Timing: Battle, BowBearer: true, DestroyBearer: true, DestroySelf: true, Keywords: []string{"Ritual"},
			Targets: RitualCasters(4),
			Effect: func(x *Ctx) {
				x.Ask(x.P, "phoenix-destroy", 3, 0)
			}},
	}})
	enemyUnits := func(x *Ctx, _, _ int) []int {
		var out []int
		for _, id := range x.InPlay(-1) {
			if x.Personality(id) && x.Enemy(id) {
				out = append(out, id)
			}
		}
		return out
	}
	RegisterChoice("phoenix-home", &Choice{Prompt: "choose up to two enemy units to bow and send home", AtMost: true, Options: enemyUnits,
		Words: Words{Card: "bow %s and send him home", Done: "choose no more"},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.BowUnit(u)
				x.MoveHome(u)
			}
		}})
	RegisterChoice("phoenix-destroy", &Choice{Prompt: "choose up to three enemy units to destroy", AtMost: true, Options: enemyUnits,
		Words: Words{Card: "destroy %s", Done: "destroy no more"},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, u := range chosen {
				x.Destroy(u)
			}
		}})
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
}
