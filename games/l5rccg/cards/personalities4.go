package cards

import . "tessen/games/l5rccg"

// Personalities of duels, Spells, Ranged Attacks and memory.
func init() {
	// Kakita Funaki: Political Limited, bow him: another player's
	// Personality may challenge him; if he does not, his abilities may
	// not be used until Funaki's player's next turn begins; the duel's
	// loser is destroyed.
	Register("kakita-funaki", &Text{Abilities: []*Ability{{
		Text: "bow: an enemy may challenge him, or lose his abilities until your next turn; destroy the loser", Timing: Limited, Bow: true, Keywords: []string{"Political"},
		Targets: []*Target{{Prompt: "choose another player's Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool { return x.Controller(id) != x.P })}},
		Duel: &DuelSpec{AgainstSelf: true, ChallengerMay: true,
			Refused: func(x *Ctx, declined int) { x.Silence(declined, x.UntilTurnOf(x.P)) },
			Lose:    func(x *Ctx, loser int) { x.Destroy(loser) }},
	}}})
	// Hiruma Tamiyo: Battle, paying its Gold Cost: a Follower of your Fate
	// discard pile joins her.
	Register("hiruma-tamiyo", &Text{Abilities: []*Ability{{
		Text: "equip her with a Follower of your discard pile, paying for it", Timing: Battle,
		If:     func(x *Ctx) bool { return len(discardFollowersFor(x, x.P, x.Self)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "tamiyo", 1, x.Self) },
	}}})
	RegisterChoice("tamiyo", &Choice{
		Prompt:  "choose a Follower of your Fate discard pile to attach to her, paying for it",
		Options: func(x *Ctx, p, her int) []int { return discardFollowersFor(x, p, her) },
		Done: func(x *Ctx, _ int, chosen []int, her int) {
			for _, id := range chosen {
				x.Equip(id, her)
			}
		},
	})
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
	// Shosuro Mikado: 2 Gold less while his player controls a Scorpion
	// Clan Courtier; Political Ninja Reaction, bow him: after a Political
	// Strategy his player played resolves, draw a card; Political Ninja
	// Limited, bow him: of the top three Fate cards, a Political Strategy
	// may be shown and taken into hand.
	Register("shosuro-mikado", &Text{
		Discount: func(x *Ctx, _ int) int {
			for _, id := range x.InPlay(x.P) {
				if x.Personality(id) && x.Has(id, "Scorpion Clan") && x.Has(id, "Courtier") {
					return 2
				}
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "a Political Strategy of yours resolved, bow: draw a card", Timing: Reaction, On: OnResolved, Bow: true, Keywords: []string{"Political", "Ninja"},
				If: func(x *Ctx) bool {
					c := x.Subject()
					return x.Ev.Player == x.P && x.Type(c) == "strategy" && x.HasWord(c, "Political")
				},
				Effect: func(x *Ctx) { x.Draw(x.P, 1) }},
			{Text: "bow: a Political Strategy of your top three Fate cards to hand", Timing: Limited, Bow: true, Keywords: []string{"Political", "Ninja"},
				Effect: func(x *Ctx) { x.Ask(x.P, "mikado", 1, 0) }},
		},
	})
	RegisterChoice("mikado", &Choice{
		Prompt: "choose a Political Strategy of the top three cards of your Fate deck to show and take, if you like", AtMost: true,
		Words: Words{Card: "take %s", Done: "take none"},
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			deck := x.S.P[p].FateDeck
			for _, id := range deck[:min(3, len(deck))] {
				if x.Type(id) == "strategy" && x.HasWord(id, "Political") {
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
	// Isawa Miliko: while she is in an army, the Spells her player owns
	// cost 1 Gold less for each Spell in her army; Reaction: after she
	// assigns, a Shugenja at her battlefield is a Samurai and a Yojimbo
	// this turn.
	Register("isawa-miliko", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) != "spell" || !x.InArmy(x.Self) {
				return 0
			}
			n := 0
			for _, u := range x.Army(x.Self) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "spell" {
						n++
					}
				}
			}
			return -n
		},
		Abilities: []*Ability{{Text: "she assigned: a Shugenja at her battlefield is a Samurai and a Yojimbo", Timing: Reaction, On: OnAssigned, If: bySelf,
			Targets: []*Target{{Prompt: "choose a Shugenja at her battlefield", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Has(id, "Shugenja") && x.Location(id) == x.Location(x.Self)
			})}},
			Effect: func(x *Ctx) {
				x.GiveKeyword(x.Target(), "Samurai", "")
				x.GiveKeyword(x.Target(), "Yojimbo", "")
			}}},
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

// discardFollowersFor lists the Followers of p's Fate discard pile that
// may join a Personality, their cost payable.
func discardFollowersFor(x *Ctx, p, person int) []int {
	var out []int
	for _, id := range x.S.P[p].FateDiscard {
		if x.Type(id) == "follower" && x.MayEquip(id, person) {
			out = append(out, id)
		}
	}
	return out
}
