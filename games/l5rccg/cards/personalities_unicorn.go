package cards

import (
	"slices"

	. "tessen/games/l5rccg"
)

// Personalities whose text is a trait for entering play.
func init() {
	Register("shinjo-nakaga", &Text{Says: "draw a card as he enters play", Enters: func(x *Ctx) { x.Draw(x.P, 1) }})
}

// Personalities whose Force or Chi follows a condition.
func init() {
	Register("utaku-keyo-le", &Text{Says: "+1F for each other Personality in her army with 3 or more Personal Honor", Stat: func(x *Ctx) (int, int) {
		return count(x.Army(x.Self), func(id int) bool { return id != x.Self && x.PersonalHonor(id) >= 3 }), 0
	}})
	Register("utaku-tama", &Text{Says: "+2F for each of her player's destroyed Provinces", Stat: func(x *Ctx) (int, int) { return 2 * x.ProvincesLost(x.Controller(x.Self)), 0 }})
	Register("utaku-yanmei", &Text{
		Says:  "takes only Cavalry Followers; +1F while attacking.",
		Takes: func(x *Ctx, card int) bool { return x.Type(card) != "follower" || x.Has(card, "Cavalry") },
		Stat: func(x *Ctx) (int, int) {
			if x.Attacking(x.Self) {
				return 1, 0
			}
			return 0, 0
		},
	})
}

// Personalities whose action straightens, bows or honors.
func init() {
	// Iuchi Hira: Air Limited: straighten a target Unicorn Clan
	// Personality of yours.
	Register("iuchi-hira", &Text{Abilities: []*Ability{{
		Text: "straighten your target Unicorn Clan Personality", Timing: Limited, Keywords: []string{"Air"},
		Targets: []*Target{{Prompt: "choose your Unicorn Clan Personality to straighten", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id) && x.Has(id, "Unicorn Clan")
		}}},
		Effect: func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
}

// Personalities of Regions and Storm Riders.
func init() {
	// Utaku Tarako: the other Personalities in her army have +1F while
	// their battlefield's Province has a Region; Battle: destroy your
	// Region to destroy an enemy Follower, Item, or Personality without
	// Followers or Items.
	Register("utaku-tarako", &Text{
		Aura: func(x *Ctx, id int) (int, int) {
			if id == x.Self || !x.Personality(id) || !x.InArmy(id) || !x.InArmy(x.Self) {
				return 0, 0
			}
			at := x.Location(x.Self)
			if x.Location(id) != at || x.Attacking(id) != x.Attacking(x.Self) || len(x.Regions(x.S.Attack.Defender, at)) == 0 {
				return 0, 0
			}
			return 1, 0
		},
		Abilities: []*Ability{{
			Text: "destroy your Region: destroy an enemy Follower, Item, or Personality without either", Timing: Battle,
			Targets: []*Target{
				{Prompt: "choose your Region to destroy", Region: true, Destroy: true, Filter: func(x *Ctx, id int) bool { return x.Mine(id) }},
				{Prompt: "choose the enemy card to destroy", Anywhere: true, Filter: func(x *Ctx, id int) bool {
					if !x.Enemy(id) {
						return false
					}
					switch x.Type(id) {
					case "follower", "item":
						return true
					case "personality":
						return count(x.Attachments(id), func(a int) bool { t := x.Type(a); return t == "follower" || t == "item" }) == 0
					}
					return false
				}},
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[1]) },
		}},
	})
}

// Personalities of duels and moves.
func init() {
	// Utaku Suyin: Reaction: after she moves to the current battlefield,
	// move home a target unit opposing her.
	Register("utaku-suyin", &Text{Abilities: []*Ability{{
		Text: "moved into the battle: send an opposing unit home", Timing: Reaction, On: OnMoved,
		If:      func(x *Ctx) bool { return bySelf(x) && x.Ev.N > 0 && x.Ev.N == x.S.Attack.Battle },
		Targets: []*Target{{Prompt: "choose a unit opposing her", Filter: func(x *Ctx, id int) bool { return x.Personality(id) && x.Opposes(id) }}},
		Effect:  func(x *Ctx) { x.MoveHome(x.Target()) },
	}}})
}

// Personalities with traits.
func init() {
	Register("moto-chen", &Text{Says: "may take two Weapons; may not lobby; being dishonorable does not take his Personal Honor to 0", TwoWeapons: true, NoLobby: true, KeepsHonor: true})
}

// Personalities with actions.
func init() {
	// Shinjo Shuilong: +2F/+2C while a Human of 0 Personal Honor opposes or
	// faces him; Limited, bow him: he challenges a Bandit, Pirate or
	// Unaligned Samurai; destroy the loser.
	Register("shinjo-shuilong", &Text{
		Stat: func(x *Ctx) (int, int) {
			base := func(id int) bool { return x.Personality(id) && x.Has(id, "Human") && x.PersonalHonor(id) == 0 }
			if facesAny(x, base) {
				return 2, 2
			}
			return 0, 0
		},
		Abilities: []*Ability{{Text: "bow him: he challenges a Bandit, Pirate or Unaligned Samurai; destroy the loser", Timing: Limited, Bow: true,
			Targets: []*Target{{Prompt: "choose a Bandit, Pirate or Unaligned Samurai", Filter: personality(func(x *Ctx, id int) bool {
				return !x.Mine(id) && (x.Has(id, "Bandit") || x.Has(id, "Pirate") || x.Has(id, "Unaligned") && x.Has(id, "Samurai"))
			})}},
			Duel: &DuelSpec{Self: true, Lose: func(x *Ctx, loser int) { x.Destroy(loser) }}}},
	})
	// Iuchi Tsung: Battle: destroy your Spell in his army: a Cavalry
	// Follower of the Spell's Focus Value in Force joins him.
	Register("iuchi-tsung", &Text{Abilities: []*Ability{{
		Text: "destroy your Spell in his army: a Cavalry Follower of its Focus Value", Timing: Battle,
		Targets: []*Target{{Prompt: "choose your Spell in his army to destroy", Destroy: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "spell" && x.Mine(id) && x.Location(id) == x.Location(x.Self)
		}}},
		Effect: func(x *Ctx) {
			if f := x.Create("created-cavalry-0", 0, x.Self); f >= 0 {
				x.Give(f, x.Focus(x.Target()), 0, UntilGame)
			}
		},
	}}})
	// Iuchi Ryoi: Maho Limited: an Item goes back to its owner's hand;
	// then remove an Item in your hand or discard pile from the game, or
	// Ryoi gets -2C for good.
	Register("iuchi-ryoi", &Text{Abilities: []*Ability{{
		Text: "an Item back to its owner's hand; remove one of yours from the game, or -2C for good", Timing: Limited, Keywords: []string{"Maho"},
		Targets: []*Target{{Prompt: "choose an Item", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "item" }}},
		Effect: func(x *Ctx) {
			x.ReturnToHand(x.Target())
			x.Ask(x.P, "ryoi", 1, 0)
		},
	}}})
	RegisterChoice("ryoi", &Choice{
		Prompt: "remove an Item in your hand or discard pile from the game? If you do not, Ryoi gets -2C for good",
		Words:  Words{Card: "remove %s from the game", Done: "remove none: Ryoi gets -2C"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range append(append([]int(nil), x.Hand(p)...), x.S.P[p].FateDiscard...) {
				if x.Type(id) == "item" {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.RemoveFromGame(id)
			}
			if len(chosen) == 0 {
				x.Give(x.Self, 0, -2, UntilGame)
			}
		},
	})
	// Moto Latomu: 1 Gold less with the Right Hand of the Emperor; Reaction:
	// after an action moves him to a battlefield, a Ranged 2 Attack, or 4
	// if he bows.
	movedIn := func(x *Ctx) bool { return bySelf(x) && x.Ev.N > 0 && x.Ev.N == x.S.Attack.Battle }
	Register("moto-latomu", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.ControlsTitle(x.P, "Right Hand of the Emperor") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "moved into the battle: Ranged 2 Attack", Timing: Reaction, On: OnMoved, If: movedIn, Ranged: 2},
			{Text: "moved into the battle, bow him: Ranged 4 Attack", Timing: Reaction, On: OnMoved, If: movedIn, Bow: true, Ranged: 4, Same: 1},
		},
	})
}

// Personalities of duels, Spells, Ranged Attacks and memory.
func init() {
	// Shinjo Xushen: assigned in an attack's Infantry Maneuvers, he has
	// +1F, and his Ranged Attacks +1 strength, for the attack; Battle, bow
	// him: Ranged 3 Attack.
	infantry := func(x *Ctx) int {
		if x.Marked(x.Self, "infantry") {
			return 1
		}
		return 0
	}
	Register("shinjo-xushen", &Text{
		Assigned: func(x *Ctx) {
			if x.InfantrySegment() {
				x.Mark(x.Self, "infantry", UntilAttack)
			}
		},
		Stat:      func(x *Ctx) (int, int) { return infantry(x), 0 },
		Abilities: []*Ability{{Text: "bow: Ranged 3 Attack", Timing: Battle, Bow: true, RangedOf: func(x *Ctx) int { return 3 + infantry(x) }}},
	})
	// Shinjo Tianyi: +2F in another player's turn; Battle/Open, bow him
	// (or a Weapon of yours): a Personality who attacked his player since
	// that player's last turn ended bows.
	attacker := []*Target{{Prompt: "choose a Personality who attacked you since your last turn", Filter: personality(func(x *Ctx, id int) bool {
		return x.AttackedBy(id, x.P)
	})}}
	Register("shinjo-tianyi", &Text{RemembersAttackers: true,
		Stat: func(x *Ctx) (int, int) {
			if x.OtherTurn() {
				return 2, 0
			}
			return 0, 0
		},
		Abilities: []*Ability{
			{Text: "bow: one who attacked you bows", Timing: BattleOpen, Bow: true, Targets: attacker,
				Effect: func(x *Ctx) { x.Bow(x.Target()) }},
			{Text: "bow your Weapon: one who attacked you bows", Timing: BattleOpen, Same: 1,
				Targets: append([]*Target{{Prompt: "choose your Weapon to bow", Anywhere: true, Bow: true, Filter: func(x *Ctx, id int) bool {
					return x.Type(id) == "item" && x.Has(id, "Weapon") && x.Controller(id) == x.P
				}}}, attacker...),
				Effect: func(x *Ctx) { x.Bow(x.Targets[1]) }},
		},
	})
}

// Cards that win Provinces.
func init() {
	// Moto Chagatai (Experienced 3): other players' effects will not move
	// his player's Unicorn Clan Personalities; Reaction, once a game: after
	// his army destroys a Province, his player gains one, to the right.
	Register("moto-chagatai-exp3", &Text{
		Unmoved: func(x *Ctx, id int) bool { return x.Has(id, "Unicorn Clan") },
		Abilities: []*Ability{{Text: "his army destroyed a Province: gain a Province", Timing: Reaction, On: OnProvinceDestroyed, Per: "game",
			If:     func(x *Ctx) bool { return x.Ev.Source == x.P && slices.Contains(x.Ev.Cards, x.Self) },
			Effect: func(x *Ctx) { x.GainProvince(x.P) }}},
	})
}

// Reconnaissance.
func init() {
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
