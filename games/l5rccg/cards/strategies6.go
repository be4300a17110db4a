package cards

import . "tessen/games/l5rccg"

// Strategies that stand firm, take refuge and study.
func init() {
	// A Test of Courage: before an action resolves, a Personality of yours
	// at the battle will not be moved by it; you may not use his abilities
	// or target him with actions this turn.
	Register("a-test-of-courage", &Text{Abilities: []*Ability{{
		Text: "an action about to resolve: your Personality here will not be moved by it", Timing: Reaction, On: OnBeforeResolve,
		Targets: []*Target{{Prompt: "choose your Personality at the battlefield who will not move", Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.AtBattle(id)
		})}},
		Effect: func(x *Ctx) { x.StandFirm(x.Target(), x.Ev.Source) },
	}}})
	// Refugees: Battle, even with no units there for the Defender: a
	// Personality without Followers goes home and bows; his controller may
	// pay 1 Gold for a created 1F Ashigaru Follower on him.
	Register("refugees", &Text{Abilities: []*Ability{{
		Text: "a Personality without Followers goes home bowed; his player may pay 1 Gold for an Ashigaru", Timing: Battle, Absent: true,
		If: func(x *Ctx) bool { return x.P == x.S.Attack.Defender || x.InArmyOf(x.P) },
		Targets: []*Target{{Prompt: "choose a Personality without Followers", Filter: personality(func(x *Ctx, id int) bool {
			for _, a := range x.Attachments(id) {
				if x.Type(a) == "follower" {
					return false
				}
			}
			return true
		})}},
		Effect: func(x *Ctx) {
			t := x.Target()
			x.MoveHome(t)
			if x.Location(t) == 0 {
				x.Bow(t)
			}
			x.Ask(x.Controller(t), "refugees", 1, t)
		},
	}}})
	RegisterChoice("refugees", &Choice{
		Prompt: "pay 1 Gold for a created 1F Ashigaru Follower on him?",
		Words:  Words{Labels: map[string]string{"pay": "pay 1 Gold for the Ashigaru"}, Pass: "do not pay"},
		Labels: func(x *Ctx, p, _ int) []string {
			if x.CanPay(p, 1) {
				return []string{"pay"}
			}
			return nil
		},
		Picked: func(x *Ctx, p int, _ string, t int) { x.PayFor(p, 1, "ashigaru", t) },
	})
	RegisterChoice("ashigaru", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done: func(x *Ctx, _ int, _ []int, t int) {
			if x.Paid {
				x.Create("created-ashigaru", 0, t)
			}
		},
	})
	// Scroll Cache: Limited: Spells from your hand attach to your
	// Personalities, each 1 Gold less; if any attached, draw up to two.
	Register("scroll-cache", &Text{Abilities: []*Ability{{
		Text: "attach Spells from your hand, 1 Gold less each; then draw up to two", Timing: Limited,
		If:     func(x *Ctx) bool { return len(spellsToAttach(x)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "scroll-cache", 1, 0) },
	}}})
	RegisterChoice("scroll-cache", &Choice{
		Prompt:  "choose a Spell of your hand to attach for 1 Gold less, if you like",
		Words:   Words{Card: "attach %s", Done: "attach none"},
		AtMost:  true,
		Options: func(x *Ctx, _, _ int) []int { return spellsToAttach(x) },
		Done: func(x *Ctx, p int, chosen []int, attached int) {
			if len(chosen) == 0 {
				if attached > 0 {
					x.Ask(p, "scroll-draw", 1, 0)
				}
				return
			}
			x.Ask(p, "scroll-cache", 1, attached+1)           // the next, after this one attaches
			if x.S.GoldCost(chosen[0]) >= x.Gold(chosen[0]) { // not if another effect already lowers it
				x.CostMore(chosen[0], -1, UntilTurn)
			}
			x.AttachFromHand(chosen[0])
		},
	})
	RegisterChoice("scroll-draw", &Choice{
		Prompt: "draw up to two cards?",
		Words:  Words{Labels: map[string]string{"one": "draw 1 card", "two": "draw 2 cards"}, Pass: "draw none"},
		Labels: func(*Ctx, int, int) []string { return []string{"one", "two"} },
		Picked: func(x *Ctx, p int, word string, _ int) {
			if word == "two" {
				x.Draw(p, 2)
			} else {
				x.Draw(p, 1)
			}
		},
	})
}

// spellsToAttach are the Spells of the player's hand he could attach now,
// 1 Gold less.
func spellsToAttach(x *Ctx) []int {
	var out []int
	for _, id := range x.Hand(x.P) {
		if x.Type(id) == "spell" && x.CanAttachNow(id) {
			out = append(out, id)
		}
	}
	return out
}
