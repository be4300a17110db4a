package cards

import (
	"slices"
	"strings"

	. "tessen/games/l5rccg"
)

// Items that look into hands.
func init() {
	// Obsidian Mirror: Limited, bow its Personality and choose a player:
	// lose 1 Honor and name a card; that player discards a copy of it
	// from his hand, if he holds one.
	Register("obsidian-mirror", &Text{Abilities: []*Ability{{
		Text: "bow its Personality, lose 1 Honor: a player discards a copy of a card you name", Timing: Limited, BowBearer: true,
		Effect: func(x *Ctx) {
			x.Ask(x.P, "mirror-player", 1, 0)
			x.GainHonor(x.P, -1) // first: a loss may be reacted to
		},
	}}})
	RegisterChoice("mirror-player", &Choice{
		Prompt: "choose the player whose hand the Mirror looks into",
		Words:  Words{Each: "look into the hand of %s"},
		Labels: func(x *Ctx, _, _ int) []string {
			out := make([]string, len(x.S.P))
			for q := range x.S.P {
				out[q] = PlayerKey(q)
			}
			return out
		},
		Picked: func(x *Ctx, p int, word string, _ int) { x.Ask(p, "mirror-name", 1, KeySeat(word)) },
	})
	RegisterChoice("mirror-name", &Choice{
		Prompt: "name a card: the player discards a copy of it from his hand",
		Words:  Words{Each: "name %s"},
		Labels: func(x *Ctx, _, _ int) []string { return x.Nameable() },
		Picked: func(x *Ctx, _ int, word string, q int) {
			if id := x.CopyInHand(q, word); id >= 0 {
				x.DiscardFromHand(id)
			}
		},
	})
}

// Holdings that undo Events.
func init() {
	// Shrine of the Sun: bow for 2 Gold; Limited, bow it and destroy it:
	// an Event another player owns, in a discard pile or in play, has all
	// its ongoing effects ended and is shuffled into its owner's deck.
	Register("shrine-of-the-sun", &Text{Produce: 2, Abilities: []*Ability{{
		Text: "bow and destroy it: end another player's Event's effects, shuffle it into his deck", Timing: Limited, Bow: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose another player's Event in a discard pile or in play", Piles: true, Anywhere: true, Filter: func(x *Ctx, id int) bool {
			return x.Type(id) == "event" && x.Owner(id) != x.P
		}}},
		Effect: func(x *Ctx) {
			x.EndEffectsOf(x.Target())
			x.ShuffleIntoDecks(x.Target())
		},
	}}})
}

// The Ratlings' Unique Weapon.
func init() {
	// Asatte (Ratling): its Personality has a minimum Chi of 5 and is
	// destroyed whenever he is not Ratling; once a turn, after it enters
	// its owner's discard pile, he may take it into his hand face-up;
	// Battle: take zero or more additional Battle actions, up to the
	// number of different Tribe keywords in its army.
	ancestral("asatte", "Ratling", &Text{
		Discarded: func(x *Ctx) {
			if !x.Marked(x.Self, "asatte-returned") {
				x.Ask(x.P, "asatte-return", 1, 0)
			}
		},
		Abilities: []*Ability{{
			Text: "additional Battle actions, one for each Tribe in its army", Timing: Battle,
			If:     func(x *Ctx) bool { return x.Bearer() >= 0 && tribes(x, x.Bearer()) > 0 },
			Effect: func(x *Ctx) { x.ExtraActions(tribes(x, x.Bearer())) },
		}},
	})
	RegisterChoice("asatte-return", &Choice{
		Prompt: "take Asatte from your discard pile into your hand, face up, or leave it?",
		Words:  Words{Labels: map[string]string{"hand": "take it into your hand"}, Pass: "leave it in the discard pile"},
		Labels: func(x *Ctx, _, _ int) []string { return []string{"hand"} },
		Picked: func(x *Ctx, _ int, _ string, _ int) {
			x.Mark(x.Self, "asatte-returned", UntilTurn)
			x.DiscardToHandShown(x.Self)
		},
	})
}

// tribes counts the different Tribe keywords ("Third Whisker Tribe") of
// the cards in a card's army, attachments included.
func tribes(x *Ctx, id int) int {
	var seen []string
	for _, u := range x.Army(id) {
		for _, c := range append([]int{u}, x.Attachments(u)...) {
			for _, k := range x.Keywords(c) {
				if strings.HasSuffix(k, " Tribe") && !contains(seen, k) {
					seen = append(seen, k)
				}
			}
		}
	}
	return len(seen)
}

// Personalities who reach into the discard pile.
func init() {
	Register("tamori-noriko", &Text{Says: "her player may play a Ring of his discard pile by its own text, bowing her as an additional cost; one Ring a turn so, however many Noriko he controls", PlaysDiscards: &DiscardPlays{Rings: true, Own: true, Bow: true, Shared: true, Per: "turn"}})
}

// Personalities who pay with their hand.
func init() {
	Register("asahina-yoshino", &Text{Says: "Reaction, when paying a Gold cost, bow her and discard a card: produce Gold equal to its Focus Value", GoldByDiscard: true})
}

// Followers that change their Personality.
func init() {
	Register("shokushu-no-oni", &Text{Says: "entering play, it gives its Personality the Shadowlands keyword for good; Reaction: a Spell attaching to him may be paid for by losing Honor equal to its base Gold Cost instead", SpellsForHonor: true, Enters: func(x *Ctx) {
		if b := x.Bearer(); b >= 0 {
			x.GiveKeyword(b, "Shadowlands", UntilGame)
		}
	}})
}

// Regions of the Ratlings.
func init() {
	// Ratling Village: Reaction, a Ratling Personality paid for from its
	// Province: 2 Gold less (to a minimum of 1), or a Ratling Follower
	// from hand attached to him for nothing once he enters play; Limited,
	// 1 Gold: a 0F Nonhuman Ratling Pack Follower joins your Ratling
	// Personality.
	Register("ratling-village", &Text{AidsRecruit: "Ratling", Abilities: []*Ability{{
		Text: "1 Gold: a 0F Ratling Pack Follower joins your Ratling Personality", Timing: Limited, Gold: 1, CreatesFollower: true,
		Targets: []*Target{{Prompt: "choose your Ratling Personality", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.Has(id, "Ratling")
		})}},
		Effect: func(x *Ctx) { x.Create("created-ratling-pack", 0, x.Target()) },
	}}})
}

// Banners.
func init() {
	// Hero's Banner: only on a Samurai or Bushi; it is equipped as a
	// Battle action; Personalities with Followers in its army have +1F,
	// and Personalities with no attached cards opposing it -1F; Reaction:
	// before it is destroyed in an army, it goes to its player's hand
	// instead, and the next copy he pays to attach this battle costs
	// nothing.
	const free = "banner-free"
	Register("heros-banner", &Text{EquipsInBattle: true,
		Bearer: func(x *Ctx, id int) bool { return x.Has(id, "Samurai") || x.Has(id, "Bushi") },
		Discount: func(x *Ctx, _ int) int {
			if x.PlayerMarked(x.P, free) {
				return x.Gold(x.Self)
			}
			return 0
		},
		Enters: func(x *Ctx) { x.UnmarkPlayer(x.P, free) },
		Aura: func(x *Ctx, id int) (int, int) {
			b := x.Bearer()
			if b < 0 || !x.InArmy(b) || !x.Personality(id) || !x.InArmy(id) {
				return 0, 0
			}
			switch {
			case slices.Contains(x.Army(b), id) && hasFollower(x, id):
				return 1, 0
			case slices.Contains(x.Opposing(b), id) && len(x.Attachments(id)) == 0:
				return -1, 0
			}
			return 0, 0
		},
		Abilities: []*Ability{
			{Text: "equip it from your hand", Timing: Battle, FromHand: true, Any: true, // the rules' equipping, moved: no limit of a card's action
				If:     func(x *Ctx) bool { return x.CanAttachNow(x.Self) },
				Effect: func(x *Ctx) { x.AttachFromHand(x.Self) }},
			{Text: "about to be destroyed in an army: to your hand; your next copy this battle free", Timing: Reaction, On: OnBeforeDestroyed, Absent: true,
				If: func(x *Ctx) bool { // itself, or its Personality, whose attachments go with him
					b := x.Bearer()
					return b >= 0 && x.InArmy(b) && (slices.Contains(x.Ev.Cards, x.Self) || slices.Contains(x.Ev.Cards, b))
				},
				Effect: func(x *Ctx) {
					if slices.Contains(x.Ev.Cards, x.Self) && len(x.Ev.Cards) == 1 {
						x.Negate()
					}
					x.ReturnToHand(x.Self) // out of the destruction, his goes on
					x.MarkPlayer(x.P, free, UntilBattle)
				}},
		},
	})
}

// hasFollower reports a Personality with a Follower attached.
func hasFollower(x *Ctx, id int) bool {
	for _, a := range x.Attachments(id) {
		if x.Type(a) == "follower" {
			return true
		}
	}
	return false
}

// Kiho duels.
func init() {
	// Drunken Mantis: Kiho Battle: your performing unbowed Monk has your
	// Samurai challenge an enemy Personality; penalties upon your
	// Samurai's Chi are ignored for the outcome; the loser bows.
	monk := targetPerformer("choose your performing unbowed Monk", false, "Monk")
	isMonk := monk.Filter
	monk.Filter = func(x *Ctx, id int) bool { return isMonk(x, id) && !x.Card(id).Bowed }
	Register("drunken-mantis", &Text{Abilities: []*Ability{{
		Text: "your unbowed Monk: your Samurai duels an enemy, his Chi penalties ignored; the loser bows", Timing: Battle,
		Targets: []*Target{monk,
			{Prompt: "choose your Samurai to challenge", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) && x.Has(id, "Samurai") })},
			enemyPersonality("choose the enemy Personality he challenges")},
		Duel: &DuelSpec{Skip: 1,
			StatOf: func(x *Ctx, id int) string {
				if id == x.Self { // the challenger: the Samurai
					return StatChiBonuses
				}
				return ""
			},
			Lose: func(x *Ctx, loser int) { x.Bow(loser) }},
	}}})
}
