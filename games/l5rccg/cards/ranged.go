package cards

import . "tessen/games/l5rccg"

// rangedAtEnemy is where a Strategy's own Ranged Attack may go, with no
// performer to oppose: an enemy Follower, or an enemy Personality without
// Followers, at the battlefield.
func rangedAtEnemy(x *Ctx, id int) bool {
	switch x.Type(id) {
	case "follower":
		return x.Enemy(id)
	case "personality":
		for _, a := range x.Attachments(id) {
			if x.Type(a) == "follower" {
				return false
			}
		}
		return x.Enemy(id)
	}
	return false
}

// Cards that change a Ranged Attack's strength once it is targeted.
func init() {
	// No Hiding Place: Reaction, after you announce an action with a
	// Ranged Attack: it gets -1 strength, and may target a card at the
	// Defender's home besides those it may otherwise.
	Register("no-hiding-place", &Text{RangedReach: true, Abilities: []*Ability{{
		Text: "your Ranged Attack announced: -1 strength, and it may target the Defender's home", Timing: Reaction, On: OnAnnounced,
		If: func(x *Ctx) bool { return x.Ev.Player == x.P && x.AnnouncedRanged() },
		Effect: func(x *Ctx) {
			x.RangedBonus(-1)
			x.RangedHome(x.Ev.Source)
		},
	}}})
	// Daidoji Akagi: Battle, bow: Ranged 2 Attack; Reaction, even bowed:
	// after a Ranged Attack of an action he performed is targeted, discard
	// a card: it gets the card's Focus Value as strength.
	Register("daidoji-akagi", &Text{Abilities: []*Ability{
		{Text: "bow: Ranged 2 Attack", Timing: Battle, Bow: true, Ranged: 2},
		{Text: "his Ranged Attack targeted, discard a card: its Focus Value as strength", Timing: Reaction, On: OnRangedTargeted, EvenBowed: true, Discard: 1,
			If:     func(x *Ctx) bool { return x.Ev.Player == x.P && x.Ev.N == x.Self },
			Effect: func(x *Ctx) { x.RangedBonus(x.Focus(x.Discarded[0])) }},
	}})
	// Tsuruchi Technique: its abilities cost 1 Gold less for a Mantis Clan
	// player; Battle: Ranged 3 Attack; Reaction: after a Ranged Attack
	// performed by a card of your units is targeted, +3 strength.
	mantis := func(x *Ctx) int {
		if x.Clan(x.P, "mantis") {
			return -1
		}
		return 0
	}
	Register("tsuruchi-technique", &Text{Abilities: []*Ability{
		{Text: "Ranged 3 Attack", Timing: Battle, Ranged: 3, RangedTo: rangedAtEnemy, GoldOf: mantis},
		{Text: "a Ranged Attack of your units targeted: +3 strength", Timing: Reaction, On: OnRangedTargeted, GoldOf: mantis,
			If:     func(x *Ctx) bool { return x.Ev.N >= 0 && x.Controller(x.Ev.N) == x.P },
			Effect: func(x *Ctx) { x.RangedBonus(3) }},
	}})
	// Outer Walls: Battle, even with no units there: the battlefield's
	// Province +3 strength; Reaction: after a Ranged Attack is targeted, it
	// gets -2 strength.
	Register("outer-walls", &Text{Abilities: []*Ability{
		{Text: "the battlefield's Province +3 strength", Timing: Battle, Absent: true,
			Effect: func(x *Ctx) { x.StrengthBonus(x.S.Attack.Defender, x.S.Attack.Battle, 3, UntilTurn) }},
		{Text: "a Ranged Attack targeted: -2 strength", Timing: Reaction, On: OnRangedTargeted,
			Effect: func(x *Ctx) { x.RangedBonus(-2) }},
	}})
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

// Reconnaissance.
func init() {
	scoutish := func(x *Ctx, id int) bool { return x.Has(id, "Ninja") || x.Has(id, "Harrier") || x.Has(id, "Scout") }
	// Scour the Earth: Recon Limited: your performing Ninja, Harrier or
	// Scout, a Province: you have Reconnaissance at its battlefields this
	// turn, and if you destroy it as the Attacker this turn, every Region
	// in play is destroyed. Reaction: before a Ranged Attack from a Ninja,
	// Harrier or Scout of 3 Chi or more targets a card, it may target a
	// Personality even with Followers.
	Register("scour-the-earth", &Text{RangedReach: true, Abilities: []*Ability{
		{Text: "your Ninja, Harrier or Scout: Reconnaissance at a Province's battlefields; its fall fells every Region", Timing: Limited, Keywords: []string{"Recon"},
			Targets: []*Target{{Prompt: "choose your performing Ninja, Harrier or Scout Personality", Performer: true, Chosen: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
				return x.Personality(id) && scoutish(x, id)
			}}},
			Effect: func(x *Ctx) { x.Ask(x.P, "scour-the-earth", 1, 0) }},
		{Text: "a Ranged Attack of your Ninja, Harrier or Scout of 3 Chi or more may target a Personality with Followers", Timing: Reaction, On: OnAnnounced, Absent: true,
			If: func(x *Ctx) bool {
				by := x.AnnouncedBy()
				return x.Ev.Player == x.P && x.AnnouncedRanged() && by >= 0 && scoutish(x, by) && x.Chi(by) >= 3
			},
			Effect: func(x *Ctx) { x.RangedAnyPersonality(x.Ev.Source) }},
	}})
	reconChoice("scour-the-earth", func(x *Ctx, owner, n int) { x.RegionsFallWith(owner, n) })
	// Shinjo Fuyuko: Recon Open: a Province: you have Reconnaissance at its
	// battlefields this turn, and in its battles the ability "Battle, any
	// number of times a turn, your Personality: attach an Item from your
	// hand to him, 2 Gold less (to 1 at least); if it attached, draw a
	// card" (the rules' action `use recon-equip`).
	Register("shinjo-fuyuko", &Text{Abilities: []*Ability{{
		Text: "Reconnaissance at a Province's battlefields, and equipping there for less", Timing: Open, Keywords: []string{"Recon"},
		Effect: func(x *Ctx) { x.Ask(x.P, "shinjo-fuyuko", 1, 0) },
	}}})
	reconChoice("shinjo-fuyuko", func(x *Ctx, owner, n int) { x.MarkProvince(owner, n, "recon-equip", UntilTurn) })
	RegisterRuleAction("recon-equip", &Ability{
		Text: "your Personality: an Item from your hand, 2 Gold less; draw a card if it attached", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.ProvinceMarked(x.P, "recon-equip") },
		Targets: []*Target{{Prompt: "choose your Personality to attach an Item to", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id)
		}}},
		Effect: func(x *Ctx) { x.Ask(x.P, "recon-equip", 1, x.Target()) },
	})
	RegisterChoice("recon-equip", &Choice{
		Prompt: "choose an Item of your hand to attach, 2 Gold less",
		Options: func(x *Ctx, p, person int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if x.Type(id) == "item" && x.MayEquipFor(id, person, min(2, max(0, x.Gold(id)-1))) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, person int) {
			for _, id := range chosen {
				x.AskFor(id, x.P, "recon-equip-draw", 0, person) // once it has attached, or not
				x.CutCost(id, 2, 1, UntilEquipped)
				x.Equip(id, person)
			}
		},
	})
	RegisterChoice("recon-equip-draw", &Choice{
		Options: func(x *Ctx, _, _ int) []int { return nil },
		Done: func(x *Ctx, p int, _ []int, person int) {
			x.EndEquipCuts()
			if x.Card(x.Self).Zone == ZAttached && int(x.Card(x.Self).Parent) == person {
				x.Draw(p, 1)
			}
		},
	})
}

// Brutal Confrontation.
func init() {
	enemy := &Target{Prompt: "choose an enemy Personality to challenge", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Enemy(id) }}
	destroy := func(x *Ctx, loser int) { x.Destroy(loser) }
	gift := []*Ability{
		{Text: "bow him: Ranged 3 Attack (Brutal Confrontation's)", Timing: Battle, Any: true, Bow: true, Ranged: 3},
		{Text: "bow him: a duel of Force with an enemy Personality, the loser destroyed (Brutal Confrontation's)", Timing: Battle, Any: true, Bow: true,
			Targets: []*Target{enemy}, Duel: &DuelSpec{Self: true, Stat: "force", Lose: destroy}},
		{Text: "bow him: a duel of Chi with an enemy Personality, the loser destroyed (Brutal Confrontation's)", Timing: Battle, Any: true, Bow: true,
			Targets: []*Target{enemy}, Duel: &DuelSpec{Self: true, Lose: destroy}},
	}
	// Brutal Confrontation: Battle: until the battle ends, every
	// Personality at it has "Repeatable Battle, bow him: Ranged 3 Attack"
	// (combining as his own) and "Repeatable Battle, bow him: challenge an
	// enemy Personality to a duel of Force or Chi (two abilities, one a
	// stat); destroy the loser"; with two units or more in your army
	// there, you may use one of these at once, as an additional action.
	RegisterGift("brutal-confrontation", func(x *Ctx, card int) []*Ability {
		if x.S.Attack.Battle > 0 && x.Personality(card) && x.AtBattle(card) {
			return gift
		}
		return nil
	})
	Register("brutal-confrontation", &Text{MakesGifts: true, Abilities: []*Ability{{
		Text: "until the battle ends, each Personality here may bow for Ranged 3 or a duel to the death", Timing: Battle,
		Effect: func(x *Ctx) {
			x.Gift("brutal-confrontation", UntilBattle)
			if x.Units(x.AttackingSide()) >= 2 {
				x.ExtraGiftAction("brutal-confrontation")
			}
		},
	}}})
}

// reconChoice registers the choice of a Province at whose battlefields
// the player gains Reconnaissance this turn, and what else it gives there.
func reconChoice(name string, also func(x *Ctx, owner, n int)) {
	RegisterChoice(name, &Choice{
		Prompt: "choose the Province",
		Words:  Words{Each: "%s"},
		Labels: func(x *Ctx, _, _ int) []string { return x.ProvinceLabels() },
		Picked: func(x *Ctx, _ int, label string, _ int) {
			owner, n := ProvinceOfLabel(label)
			x.GiveRecon(owner, n)
			also(x, owner, n)
		},
	})
}
