package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

// Personalities of Kiho, Gold and the Mantis.
func init() {
	Register("togashi-kansuke", &Text{Says: "he performs Kiho actions as if he were a Monk", KihoMonk: true})
	Register("asako-kinuye", &Text{Says: "her player loses 3 Honor as she enters play; she need not bow for a Maho Kiho action she performs", Enters: loseOnEntry(3), FreeBowFor: []string{"Maho", "Kiho"}})
	// Togashi Satsu (Experienced 2): he need not bow for a Kiho action he
	// performs; Reaction, even bowed: after a Resolution Segment begins, a
	// Personality gets his Force as a bonus.
	Register("togashi-satsu-exp2", &Text{FreeBowFor: []string{"Kiho"}, Abilities: []*Ability{{
		Text: "a Resolution Segment begins: a Personality gets his Force", Timing: Reaction, On: OnResolution, EvenBowed: true,
		Targets: []*Target{{Prompt: "choose a Personality to get Satsu's Force", Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.Give(x.Target(), x.Force(x.Self), 0, "") },
	}}})
	Register("barley-farm", &Text{Says: "bow for 1 Gold; Reaction: each Gold cost its player pays, it produces 1 Gold more, bowing or not", Produce: 1, PayBonus: func(*Ctx, int) int { return 1 }})
	Register("yoritomo-kikunojo", &Text{Says: "Reaction: paying for a Mantis Clan Personality, he produces 2 Gold that pays only for him", PayBonus: func(x *Ctx, paying int) int {
		if paying >= 0 && x.Type(paying) == "personality" && x.Has(paying, "Mantis Clan") {
			return 2
		}
		return 0
	}})
	// Yoritomo Katoa: Strategies his player owns cost 2 Gold less (never
	// below 1); Political Open, bow him: the next Political action taken
	// this game has its effects negated.
	Register("yoritomo-katoa-exp", &Text{
		CostOf: func(x *Ctx, card int) int {
			if x.Type(card) != "strategy" {
				return 0
			}
			return -min(2, max(0, x.Gold(card)-1))
		},
		Abilities: []*Ability{{Text: "bow: the next Political action's effects are negated", Timing: Open, Bow: true, Keywords: []string{"Political"},
			Effect: func(x *Ctx) { x.NegateNextPolitical() }}},
	})
	Register("hiruma-todori-exp", &Text{Says: "+2F while attacking a player who declared an attack against his player since that player's last turn ended", RemembersAttackers: true, Stat: func(x *Ctx) (int, int) {
		if x.Attacking(x.Self) && x.DeclaredAgainst(x.S.Attack.Defender, x.P) {
			return 2, 0
		}
		return 0, 0
	}})
	// Tsuruchi Terao: Battle, bow him: Ranged 4 Attack; Battle, bowed: he
	// moves to an adjacent battlefield.
	Register("tsuruchi-terao", &Text{Abilities: []*Ability{
		{Text: "bow: Ranged 4 Attack", Timing: Battle, Bow: true, Ranged: 4},
		{Text: "bowed: move to an adjacent battlefield", Timing: Battle, EvenBowed: true,
			If:     func(x *Ctx) bool { return x.Card(x.Self).Bowed && len(adjacentFields(x)) > 0 },
			Effect: func(x *Ctx) { x.Ask(x.P, "terao", 1, 0) }},
	}})
	RegisterChoice("terao", &Choice{
		Prompt: "choose the adjacent battlefield to move to",
		Words:  Words{Each: "move to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			var out []string
			for _, n := range adjacentFields(x) {
				out = append(out, strconv.Itoa(n))
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, _ int) {
			n, _ := strconv.Atoi(word)
			x.MoveTo(x.Self, n)
		},
	})
}

// adjacentFields are the battlefields beside the one the card is at: at
// the Provinces next to its own in the Defender's row.
func adjacentFields(x *Ctx) []int {
	at := x.Location(x.Self)
	if at == 0 {
		return nil
	}
	provs := x.S.P[x.S.Attack.Defender].Provinces
	var out []int
	for i, pr := range provs {
		if pr.Number != at {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j >= 0 && j < len(provs) && x.IsBattlefield(provs[j].Number) {
				out = append(out, provs[j].Number)
			}
		}
	}
	return out
}
