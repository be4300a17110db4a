package cards

import (
	"slices"
	"strings"

	. "tessen/games/l5rccg"
)

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

func init() {
	// Essence of Tengoku: Reaction, bow it: before another player's card's
	// effect bows its Personality, negate the bowing.
	Register("essence-of-tengoku", &Text{Abilities: []*Ability{{
		Text: "another's effect would bow this Personality, bow it: negate it", Timing: Reaction, On: OnBeforeBowed, Bow: true, Absent: true,
		If:     func(x *Ctx) bool { return byAnother(x) && x.Subject() == x.Bearer() },
		Effect: func(x *Ctx) { x.Negate() },
	}}})
}

// Items, Followers and a Region of battles.
func init() {
	// Yumi of Fire: 1 Gold less for a Unicorn Clan player; it may be
	// attached from hand as a Battle action, after which its player may
	// take another Battle action to use it; Battle, bow its Personality:
	// two Ranged 3 Attacks, one after the other.
	Register("yumi-of-fire", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.Clan(x.P, "unicorn") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			{Text: "attach it from your hand; then another Battle action", Timing: Battle, FromHand: true,
				If: func(x *Ctx) bool { return x.CanAttachNow(x.Self) },
				Effect: func(x *Ctx) {
					x.AdditionalAction()
					x.AttachFromHand(x.Self)
				}},
			{Text: "bow its Personality: two Ranged 3 Attacks", Timing: Battle, BowBearer: true, Ranged: 3,
				Effect: func(x *Ctx) { x.Ask(x.P, "ranged", 1, 3) }},
		},
	})
}

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

// Champions who act even if bowed or dead, and an Obi of silence.
func init() {
	// Obi of Silence: its Personality will not issue challenges;
	// Reaction: after he is challenged, bow it: draw a card; Limited,
	// even from the discard pile, with your Fate deck empty: shuffle your
	// Fate discard pile into it, and draw no more cards outside your End
	// Phase.
	Register("obi-of-silence", &Text{NoChallenges: true, Abilities: []*Ability{
		{Text: "its Personality challenged, bow it: draw a card", Timing: Reaction, On: OnChallenged, Bow: true, Absent: true,
			If:     func(x *Ctx) bool { return x.Subject() == x.Bearer() },
			Effect: func(x *Ctx) { x.Draw(x.P, 1) }},
		{Text: "your Fate deck empty, even from the discard pile: reshuffle it, and draw only in your End Phase", Timing: Limited, EvenDiscarded: true,
			If: func(x *Ctx) bool { return len(x.S.P[x.P].FateDeck) == 0 && x.Owner(x.Self) == x.P },
			Effect: func(x *Ctx) {
				x.FateDiscardToDeck(x.P)
				x.DrawOnlyInEndPhase(x.P)
			}},
	}})
}

// Maho treasures.
func init() {
	Register("ruby-of-iuchiban-exp", &Text{
		Says: "bringing it into play has the additional cost of targeting a bowed Personality other than its own; entering play, its player loses 4 Honor, and the target does not straighten while it stays in play",
		AttachCost: &Target{Prompt: "choose a bowed Personality other than the one it attaches to", Anywhere: true, Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Card(id).Bowed && id != x.Targets[0]
		}},
		Enters: func(x *Ctx) {
			x.GainHonor(x.P, -4)
			if t := x.AttachTarget(); t >= 0 && x.IsInPlay(t) {
				x.NoStraightenWhile(t, x.Self)
			}
		},
	})
}

// Cards whose abilities are Reactions (LE-REACTION-1).
func init() {
	// Tsi Blade: Reaction: after its Personality is assigned, bow it: draw
	// a card.
	Register("tsi-blade", &Text{Abilities: []*Ability{{
		Text: "its Personality assigned: bow it, draw a card", Timing: Reaction, On: OnAssigned, Bow: true, If: byBearer,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	// Gleaming Wakizashi: only on a Samurai or Bushi; Reaction: after its
	// Personality enters a duel, bow it: draw a card.
	Register("gleaming-wakizashi", &Text{Bearer: onlyOn("Samurai", "Bushi"), Abilities: []*Ability{{
		Text: "its Personality enters a duel: bow it, draw a card", Timing: Reaction, On: OnDuelEntered, Bow: true, If: byBearer,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}

// Cards that destroy or need Terrains.
func init() {
	// Miya's Map: Battle: discard a Formation or Terrain to destroy one at
	// its unit's battlefield.
	fieldCard := func(x *Ctx, id int) bool { return x.Has(id, "Terrain") || x.Has(id, "Formation") }
	Register("miyas-map", &Text{Abilities: []*Ability{{
		Text: "discard a Formation or Terrain: destroy one at the battlefield", Timing: Battle, Discard: 1, DiscardOf: fieldCard,
		Targets: []*Target{{Prompt: "choose the Formation or Terrain to destroy", Field: true, Filter: func(x *Ctx, id int) bool {
			return fieldCard(x, id) && x.Location(id) == x.Location(x.Self)
		}}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
}

// ancestral registers one of the Clans' Unique Weapons: its Personality
// has a minimum Chi of 5 and is destroyed whenever he lacks the Clan's
// keyword; the rest of the text is the card's own.
func ancestral(id, clan string, t *Text) {
	t.MinChi, t.ClanOnly = 5, clan
	Register(id, t)
}

// The Unique Weapons.
func init() {
	// Daitan (Lion): Fear upon cards of its army has -3 strength;
	// Reaction, bow it: after its Personality is assigned, a 2F/1C/2PH
	// Lion Clan Personality is created where he is.
	ancestral("daitan", "Lion Clan", &Text{FearShield: 3, Abilities: []*Ability{{
		Text: "its Personality assigned, bow it: a Lion Clan Personality joins him", Timing: Reaction, On: OnAssigned, Bow: true,
		If:     byBearer,
		Effect: func(x *Ctx) { x.Create("created-soldier-lion", x.Location(x.Bearer()), -1) },
	}}})
	// Jiyu (Unicorn): its player chooses the order of the battles; Absent
	// Tireless Battle: with a unit in the enemy army, its Personality
	// moves to the battle and his unit straightens.
	ancestral("jiyu", "Unicorn Clan", &Text{Chooser: true, Abilities: []*Ability{{
		Text: "its Personality rides into the battle and straightens", Timing: Battle, Absent: true, EvenBowed: true,
		If: func(x *Ctx) bool { return x.Bearer() >= 0 && x.EnemyUnits() > 0 },
		Effect: func(x *Ctx) {
			b := x.Bearer()
			x.MoveTo(b, x.S.Attack.Battle)
			x.StraightenUnit(b)
		},
	}}})
	// Kettei (Crab): other players' effects do not move its Personality
	// home; Reaction, once a game, even bowed: before a battle's resolution
	// destroys a Province, negate that.
	ancestral("kettei", "Crab Clan", &Text{NoMoveHome: true, Abilities: []*Ability{{
		Text: "a Province about to fall to a battle's resolution: it stands", Timing: Reaction, On: OnBeforeProvince, Per: "game", EvenBowed: true, Absent: true,
		Effect: func(x *Ctx) { x.Negate() },
	}}})
	// Nokemono (Shadowlands): its player loses 4 Honor as it enters play;
	// Fear from its army frightens Personalities as Followers; Fear
	// Battle: Fear 4.
	ancestral("nokemono", "Shadowlands", &Text{Enters: loseOnEntry(4), FearAll: true,
		Abilities: []*Ability{{Text: "Fear 4", Timing: Battle, Fear: 4}}})
	// Shinjitsu (Scorpion): its player's bowed Ninja count their Force;
	// Battle, bow it: your Personality and an enemy Personality with no
	// more cards in his unit go home.
	ancestral("shinjitsu", "Scorpion Clan", &Text{BowedNinja: true, Abilities: []*Ability{{
		Text: "bow it: your Personality and an enemy one with no more cards in his unit go home", Timing: Battle, Bow: true,
		Targets: []*Target{
			{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })},
			enemyPersonalityWith("choose an enemy Personality with no more cards in his unit", func(x *Ctx, id int) bool {
				return len(x.Unit(id)) <= len(x.Unit(x.Targets[0]))
			}),
		},
		Effect: func(x *Ctx) {
			x.MoveHome(x.Targets[0])
			x.MoveHome(x.Targets[1])
		},
	}}})
	// Tomodachi (Crane): its player's focused cards go under his deck;
	// Reaction: after a duel his Personality won, straighten a
	// Personality.
	ancestral("tomodachi", "Crane Clan", &Text{FocusKept: true, Abilities: []*Ability{{
		Text: "a duel your Personality won: straighten a Personality", Timing: Reaction, On: OnDuelWon, Absent: true,
		If:      func(x *Ctx) bool { return x.Ev.Player == x.P },
		Targets: []*Target{{Prompt: "choose a Personality to straighten", Anywhere: true, Filter: personality(nil)}},
		Effect:  func(x *Ctx) { x.Straighten(x.Target()) },
	}}})
	// Yogen (Dragon): before each turn ends, its player's Rings in his
	// discard pile go to his hand; Battle/Open: discard a Ring of yours
	// from play to straighten your Ring or Personality.
	ancestral("yogen", "Dragon Clan", &Text{
		TurnEnds: func(x *Ctx) {
			for _, id := range x.S.P[x.P].FateDiscard {
				if x.Type(id) == "ring" {
					x.DiscardToHand(id)
				}
			}
		},
		Abilities: []*Ability{{Text: "discard your Ring from play: straighten your Ring or Personality", Timing: BattleOpen, Absent: true,
			Targets: []*Target{
				{Prompt: "choose your Ring to discard", Anywhere: true, Filter: func(x *Ctx, id int) bool { return x.Type(id) == "ring" && x.Mine(id) }},
				{Prompt: "choose your Ring or Personality to straighten", Anywhere: true, Filter: func(x *Ctx, id int) bool {
					return x.Mine(id) && id != x.Targets[0] && (x.Type(id) == "ring" || x.Personality(id))
				}},
			},
			Effect: func(x *Ctx) {
				x.DiscardFromPlay(x.Targets[0])
				x.Straighten(x.Targets[1])
			}}},
	})
}

// Other Items.
func init() {
	// Eyes of Ninube: its Personality has Shadowlands; Battle, opposed: he
	// gets +3F, bows an opposing card of lower Force without attachments
	// if there is one, and gets -3C; at his minimum Chi he is destroyed.
	Register("eyes-of-ninube", &Text{Grants: []string{"Shadowlands"}, Abilities: []*Ability{{
		Text: "+3F, bow an opposing card of lower Force, -3C; destroyed at his minimum Chi", Timing: Battle,
		If: opposedBearer,
		Effect: func(x *Ctx) {
			b := x.Bearer()
			x.Give(b, 3, 0, "")
			x.Ask(x.P, "ninube", 1, b) // then -3C, in order
		},
	}}})
	RegisterChoice("ninube", &Choice{
		Prompt: "choose a card opposing him of lower Force and without attachments to bow",
		Options: func(x *Ctx, _, b int) []int {
			var out []int
			for _, u := range x.Opposing(b) {
				for _, c := range x.Unit(u) {
					if len(x.Attachments(c)) == 0 && x.Force(c) < x.Force(b) && !x.Card(c).Bowed {
						out = append(out, c)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, b int) {
			for _, id := range chosen {
				x.Bow(id)
			}
			x.Give(b, 0, -3, "")
			if x.Chi(b) == x.MinChi(b) {
				x.Destroy(b)
			}
		},
	})
	// Fireworks: Reaction, destroy it: after an Event resolves, gain 2
	// Honor; Battle, destroy it: Ranged 3 Attack; Fear Battle, destroy
	// it: Fear 2, 5 against Nonhumans.
	Register("fireworks", &Text{Abilities: []*Ability{
		{Text: "an Event resolved, destroy it: gain 2 Honor", Timing: Reaction, On: OnEventResolved, DestroySelf: true, Absent: true,
			Effect: func(x *Ctx) { x.GainHonor(x.P, 2) }},
		{Text: "destroy it: Ranged 3 Attack", Timing: Battle, DestroySelf: true, Ranged: 3},
		{Text: "destroy it: Fear 2, with 3 more against Nonhumans", Timing: Battle, DestroySelf: true,
			Targets: []*Target{{Prompt: "choose the opposing unit to frighten", Filter: personality(func(x *Ctx, id int) bool { return x.Opposes(id) })}},
			Effect: func(x *Ctx) {
				x.FearBy(x.Target(), func(id int) int {
					if x.Has(id, "Nonhuman") {
						return 5
					}
					return 2
				})
			}},
	}})
}

// Cards that pay a cost of bowing a Personality instead.
func init() {
	ancestral("shori", "Mantis Clan", &Text{Says: "before a Human Personality of its player's bows as the cost of a Raid action or a Ranged Attack, 1 Gold may pay it instead", BowSubstitute: &BowSubstitute{
		If: func(x *Ctx, person, card int, a *Ability) bool {
			return x.Controller(person) == x.P && x.Has(person, "Human") && (x.ActionHasWord(card, a, "Raid") || a.Ranged > 0 || a.RangedOf != nil) && x.Production(x.P) >= 1
		},
		Pay: func(x *Ctx, _, _ int) { x.PayGold(1) },
	}})
	Register("the-tricksters-mask", &Text{Says: "before its Personality bows to pay a cost of an action he performs, bowing it may pay instead; he then may not perform that action again this turn", BowSubstitute: &BowSubstitute{
		If: func(x *Ctx, person, _ int, _ *Ability) bool { return person == x.Bearer() && !x.Card(x.Self).Bowed },
		Pay: func(x *Ctx, person, card int) {
			x.Bow(x.Self)
			x.Mask(person, card)
		},
	}})
}

// Kyoryoku.
func init() {
	// Kyoryoku (Phoenix): the Personalities of its army perform the
	// actions of the Spells in your hand as if on Kiho Strategies, their
	// Gold Costs ignored; Reaction: after a Spell enters play from your
	// hand, draw a card.
	ancestral("kyoryoku", "Phoenix Clan", &Text{KihoSpells: true, Abilities: []*Ability{{
		Text: "a Spell entered play from your hand: draw a card", Timing: Reaction, On: OnEntered, Absent: true,
		If: func(x *Ctx) bool {
			return x.Ev.Player == x.P && x.Ev.N == int(ZHand) && len(x.Ev.Cards) == 1 && x.Type(x.Ev.Cards[0]) == "spell"
		},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
}
