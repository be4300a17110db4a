package cards

import (
	"slices"
	"strings"

	"tessen/engine"
	. "tessen/games/l5rccg"
)

// Cards whose one ability is a Ranged Attack or Fear in a battle.
func init() {
	// Yoee'trr: Battle, bow him: Ranged 3 Attack.
	Register("yoeetrr", &Text{Abilities: []*Ability{{Text: "bow him: Ranged 3 Attack", Timing: Battle, Bow: true, Ranged: 3}}})
}

// Personalities whose action gives Force.
func init() {
	// Pep'trchek: Battle, once per battle: your target Ratling
	// Personality gets +1F for each Ratling Follower in his unit.
	Register("peptrchek", &Text{Abilities: []*Ability{{
		Text: "your Ratling Personality: +1F for each Ratling Follower in his unit", Timing: Battle, Per: "battle",
		Targets: []*Target{{Prompt: "choose your Ratling Personality", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id) && x.Has(id, "Ratling")
		}}},
		Effect: func(x *Ctx) {
			n := count(x.Attachments(x.Target()), func(a int) bool { return x.Type(a) == "follower" && x.Has(a, "Ratling") })
			x.Give(x.Target(), n, 0, "")
		},
	}}})
}

// Personalities with actions on their own card.
func init() {
	// D'gr'n-ki: costs 1 less for each Ratling of printed Gold Cost 7 or
	// more his player has in play or dead in his discard pile; Battle, bow
	// him: Ranged 2 Attack, Ranged 4 against a Ratling or Human.
	Register("dgrn-ki", &Text{
		Discount: func(x *Ctx, _ int) int {
			big := func(id int) bool { return x.Has(id, "Ratling") && x.Type(id) == "personality" && x.Gold(id) >= 7 }
			return count(x.InPlay(x.P), big) + count(x.DeadIn(x.P), big)
		},
		Abilities: []*Ability{{Text: "bow him: Ranged 2 Attack, 4 against a Ratling or Human", Timing: Battle, Bow: true,
			RangedOf: func(x *Ctx) int {
				if t := x.Target(); t >= 0 && (x.Has(t, "Ratling") || x.Has(t, "Human")) {
					return 4
				}
				return 2
			}}},
	})
	// Por'ee-rep: Open, in another player's turn, bow him: straighten a
	// target Gold-producing Holding of yours.
	Register("poree-rep", &Text{Abilities: []*Ability{{
		Text: "in another's turn, bow him: straighten your Gold-producing Holding", Timing: Open, Bow: true,
		If:      func(x *Ctx) bool { return x.Active() != x.P },
		Targets: []*Target{{Prompt: "choose your Gold-producing Holding", Filter: func(x *Ctx, id int) bool { return x.Mine(id) && x.Type(id) == "holding" && x.S.Produces(id) > 0 }}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Ratling Conjuror: takes no Spell of Gold Cost 4 or more; Battle/Open,
	// bow him and discard a card: every Ratling gets +1F.
	Register("ratling-conjuror", &Text{
		Takes: func(x *Ctx, card int) bool { return x.Type(card) != "spell" || x.Gold(card) < 4 },
		Abilities: []*Ability{{Text: "bow him, discard a card: +1F to every Ratling", Timing: BattleOpen, Bow: true, Discard: 1,
			Effect: func(x *Ctx) {
				for _, u := range x.InPlay(-1) {
					for _, c := range x.Unit(u) {
						if x.Has(c, "Ratling") && (x.Type(c) == "personality" || x.Type(c) == "follower") {
							x.Give(c, 1, 0, "")
						}
					}
				}
			}}},
	})
}

// Personalities with traits as they enter play or are destroyed.
func init() {
	Register("nachincheck", &Text{Says: "entering play, he may take a Tribe keyword another Ratling Personality of his player's has, while he is in play", Enters: func(x *Ctx) { x.Ask(x.P, "nachincheck", 1, 0) }})
	RegisterChoice("nachincheck", &Choice{
		Prompt: "choose a Tribe keyword for Nachin'chek, if you like",
		Words:  Words{Each: "take the %s keyword", Pass: "take none"},
		Labels: func(x *Ctx, p, _ int) []string {
			var out []string
			for _, id := range x.InPlay(p) {
				if id == x.Self || !x.Personality(id) || !x.Has(id, "Ratling") {
					continue
				}
				for _, k := range x.Keywords(id) {
					if strings.HasSuffix(k, "Tribe") && !contains(out, engine.Slug(k)) {
						out = append(out, engine.Slug(k))
					}
				}
			}
			return out
		},
		Picked: func(x *Ctx, p int, word string, _ int) { // the word is the keyword's slug
			for _, id := range x.InPlay(p) {
				for _, k := range x.Keywords(id) {
					if engine.Slug(k) == word {
						x.GiveKeyword(x.Self, k, UntilToken)
						return
					}
				}
			}
		},
	})
}

// Personalities with actions.
func init() {
	// Achirin: up to six copies in a deck; with three Third Whisker Tribe
	// Ratlings, Limited, bow him: turn a face-down Province card face up.
	Register("achirin", &Text{Copies: 6, Abilities: []*Ability{{
		Text: "with three Third Whisker Ratlings, bow him: turn a face-down Province card face up", Timing: Limited, Bow: true,
		If: func(x *Ctx) bool {
			return len(x.Controlled(x.P, func(id int) bool { return x.Personality(id) && x.Has(id, "Third Whisker Tribe") })) >= 3
		},
		Effect: func(x *Ctx) { x.Ask(x.P, "face-up", 1, 0) },
	}}})
	RegisterChoice("face-up", &Choice{
		Prompt: "choose a face-down Province card to turn face up",
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, p := range x.TurnOrder() {
				for _, id := range x.ProvinceCards(p) {
					if x.Card(id).Facedown {
						out = append(out, id)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.TurnFaceUp(id)
			}
		},
	})
}

// Personalities that answer bonuses and penalties, and targeting.
func init() {
	// Ep'kee: Reaction, bow him: after a Personality opposing him gets a
	// Force bonus, the bonus is reduced to +0F.
	Register("epkee", &Text{Abilities: []*Ability{{
		Text: "a Personality opposing him got a Force bonus, bow: it is reduced to +0F", Timing: Reaction, On: OnGiven, Bow: true,
		If:     func(x *Ctx) bool { return x.Ev.N > 0 && x.Personality(x.Subject()) && x.Opposes(x.Subject()) },
		Effect: func(x *Ctx) { x.CancelBonus() },
	}}})
}

// The One Tribe, who take what others threw away.
func init() {
	// Kan'ok'ticheck: once a turn, his player may play a Strategy of any
	// player's discard pile as if it were in his hand, removed from the
	// game after it resolves; Battle, any number of times a turn: bow your
	// two performing Ratlings to destroy an enemy card without attached
	// cards.
	ratling := func(prompt string) *Target {
		return &Target{Prompt: prompt, Performer: true, Chosen: true, Bow: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Has(id, "Ratling") && !slices.Contains(x.Targets, id)
		})}
	}
	Register("kanokticheck-exp2", &Text{
		PlaysDiscards: &DiscardPlays{Per: "turn", Exile: true},
		Abilities: []*Ability{{
			Text: "bow your two Ratlings: destroy an enemy card without attached cards", Timing: Battle, Any: true,
			Targets: []*Target{
				ratling("choose your first performing Ratling to bow"),
				ratling("choose your second performing Ratling to bow"),
				{Prompt: "choose the enemy card to destroy", Filter: func(x *Ctx, id int) bool {
					t := x.Type(id)
					return x.Enemy(id) && (t == "personality" || t == "follower" || t == "item" || t == "spell") && len(x.Attachments(id)) == 0
				}},
			},
			Effect: func(x *Ctx) { x.Destroy(x.Targets[2]) },
		}},
	})
}

// The Mantis and the Ratlings of the Grasping Paw.
func init() {
	// Ik'krt: Reaction, bow him: before an action performed by a Follower
	// opposing him resolves, negate its effects.
	Register("ikkrt", &Text{Abilities: []*Ability{{
		Text: "bow him: negate an action performed by a Follower opposing him", Timing: Reaction, On: OnBeforeResolve, Bow: true,
		If: func(x *Ctx) bool {
			who := x.Ev.M
			return who >= 0 && x.Type(who) == "follower" && slices.Contains(x.Opposing(x.Self), x.BearerOf(who))
		},
		Effect: func(x *Ctx) { x.NegateAction() },
	}}})
	// Ik'krt (experienced): actions on Followers opposing him cost, besides,
	// a Follower of their player's targeted and bowed; Limited: a Ratling
	// Follower of your discard pile to your hand.
	Register("ikkrt-exp", &Text{TaxesFollowers: true, Abilities: []*Ability{{
		Text: "a Ratling Follower of your discard pile to your hand", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Ratling Follower of your discard pile", Piles: true, Filter: func(x *Ctx, id int) bool {
			return x.Card(id).Zone == ZFateDiscard && x.Owner(id) == x.P && x.Type(id) == "follower" && x.Has(id, "Ratling")
		}}},
		Effect: func(x *Ctx) { x.DiscardToHand(x.Target()) },
	}}})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Gran-otik: Reaction: after a battle is engaged at his battlefield,
	// bow him: Ranged 3 Attack.
	Register("gran-otik", &Text{Abilities: []*Ability{{
		Text: "a battle engaged where he is: bow him, Ranged 3 Attack", Timing: Reaction, On: OnEngaged, Bow: true, Ranged: 3,
		If: func(x *Ctx) bool { return x.Location(x.Self) == x.Ev.N },
	}}})
}
