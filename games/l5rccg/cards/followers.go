package cards

import (
	"strconv"

	. "tessen/games/l5rccg"
)

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

// Cards whose one ability is a Ranged Attack or Fear in a battle.
func init() {
	// Spearmen: Battle, bow this Follower: Ranged 2 Attack.
	Register("spearmen", &Text{Abilities: []*Ability{{Text: "bow it: Ranged 2 Attack", Timing: Battle, Bow: true, Ranged: 2}}})
}

func init() {
	// Cavalry Scouts: Reaction, bow: before a Ranged Attack destroys a card
	// in their army, negate it; Battle, bow: a Shugenja of theirs takes an
	// element keyword; another Battle action.
	Register("cavalry-scouts", &Text{Abilities: []*Ability{
		{Text: "a Ranged Attack would destroy a card of their army, bow: negate it", Timing: Reaction, On: OnBeforeDestroyed, Bow: true,
			If: func(x *Ctx) bool {
				v := x.Subject()
				return x.Ev.N == ByRanged && x.Bearer() >= 0 && x.InArmy(v) && x.InArmy(x.Bearer()) && !x.Opposes(v)
			},
			Effect: func(x *Ctx) { x.Negate() }},
		{Text: "bow: their Shugenja takes an element; another Battle action", Timing: Battle, Bow: true,
			Effect: func(x *Ctx) {
				if b := x.Bearer(); b >= 0 && x.Has(b, "Shugenja") {
					x.Ask(x.P, "element", 1, 0)
				}
				x.AdditionalAction()
			}},
	}})
	RegisterChoice("element", &Choice{
		Prompt: "choose the element the Shugenja takes",
		Words:  Words{Each: "%s", Pass: "take no element"},
		Labels: func(*Ctx, int, int) []string { return []string{"air", "earth", "fire", "water", "void"} },
		Picked: func(x *Ctx, _ int, e string, _ int) {
			if b := x.Bearer(); b >= 0 {
				x.GiveKeyword(b, map[string]string{"air": "Air", "earth": "Earth", "fire": "Fire", "water": "Water", "void": "Void"}[e], "")
			}
		},
	})
	// Shireikan: Reaction: before its Personality is destroyed, a 1F/1C/1PH
	// Bushi of your Clan is created where he is and takes his cards; the
	// Shireikan is removed from the game.
	Register("shireikan", &Text{Abilities: []*Ability{{
		Text: "its Personality would be destroyed: a Bushi of your Clan takes his cards", Timing: Reaction, On: OnBeforeDestroyed, Absent: true,
		If: func(x *Ctx) bool { return x.Subject() == x.Bearer() && x.Alignment(x.P) != "" },
		Effect: func(x *Ctx) {
			b := x.Bearer()
			bushi := x.Create("created-bushi-"+x.Faction(x.P), x.Location(b), -1)
			x.RemoveFromGame(x.Self)
			for _, a := range x.Attachments(b) {
				x.Transfer(a, bushi)
			}
		},
	}}})
}

// Cards that copy abilities (LE-COPY-1).
func init() {
	Register("scouting-party", &Text{Says: "before its player announces a Battle action, it may copy a printed Battle ability of a Follower in his discard pile (one that does not copy, not used its most times this turn) and take it, bowing itself for it: it has those abilities, each with \"bow this card\" among its costs (the copy is gone once the action resolves: it is the card's while the Follower is there to copy)", BorrowsBowing: true, Borrows: func(x *Ctx) []Borrowed {
		var out []Borrowed
		for _, id := range x.S.P[x.P].FateDiscard {
			if x.Type(id) != "follower" {
				continue
			}
			for _, i := range x.Copyable(id) {
				if a := x.AbilityOf(id, i); a.Timing == Battle || a.Timing == BattleOpen {
					out = append(out, Borrowed{Card: id, Index: i})
				}
			}
		}
		return out
	}})
}

// Cards that pay a cost of discarding the Imperial Favor instead of their
// player (LE-FAVOR-2), and what else they do.
func init() {
	Register("political-adjunct", &Text{Says: "only on a Samurai; in the Attack Phase, bowing and destroying it pays a cost of discarding the Imperial Favor", Bearer: onlyOn("Samurai"), FavorPayer: &FavorPayer{
		If: func(x *Ctx) bool { return x.S.Phase == "attack" && !x.Card(x.Self).Bowed },
		Pay: func(x *Ctx) {
			x.Bow(x.Self)
			x.Destroy(x.Self)
		},
	}})
}

// Choices the Followers ask.
func init() {
	// Strategist: up to three Followers or Battle cards discarded, as many
	// drawn.
	RegisterChoice("strategist", &Choice{
		Prompt: "discard up to three Followers or Battle Strategies, drawing as many",
		Words:  Words{Card: "discard %s", Done: "discard no more"},
		AtMost: true,
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.Hand(p) {
				if x.Type(id) == "follower" || x.Type(id) == "strategy" && x.BattleCard(id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.DiscardFromHand(id)
			}
			x.Draw(p, len(chosen))
		},
	})
	RegisterSearch("search-follower", true, func(x *Ctx, id int) bool { return x.Type(id) == "follower" })
	// Bloodspeaker Students: a Spell destroyed, or -2C for good to their
	// Personality.
	RegisterChoice("students", &Choice{
		Prompt: "destroy a Spell? If you do not, your Personality gets -2C for good",
		Words:  Words{Card: "destroy %s", Done: "destroy none: -2C for good"},
		AtMost: true,
		Options: func(x *Ctx, _, _ int) []int {
			var out []int
			for _, u := range x.InPlay(-1) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "spell" {
						out = append(out, a)
					}
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			if len(chosen) > 0 {
				x.Destroy(chosen[0])
			} else if b := x.Bearer(); b >= 0 {
				x.Give(b, 0, -2, UntilGame)
			}
		},
	})
	// The Iron Legion: a created Weapon, Armor, or both, on its
	// Personality.
	RegisterChoice("iron-legion", &Choice{
		Prompt: "create a +0F Weapon, Armor, or both for this Personality?",
		Words:  Words{Labels: map[string]string{"weapon": "create a Weapon", "armor": "create an Armor", "both": "create both"}, Pass: "create none"},
		Labels: func(*Ctx, int, int) []string { return []string{"weapon", "armor", "both"} },
		Picked: func(x *Ctx, _ int, what string, _ int) {
			b := x.Bearer()
			if b < 0 {
				return
			}
			if what != "armor" {
				x.Create("created-weapon", 0, b)
			}
			if what != "weapon" {
				x.Create("created-armor", 0, b)
			}
		},
	})
	// Traveling Ronin: back to hand at the turn's end, if still in play.
	RegisterChoice("ronin-return", &Choice{
		Prompt: "put the Traveling Ronin back in your hand?",
		Words:  Words{Labels: map[string]string{"return": "put it back in your hand"}, Pass: "leave it in play"},
		Labels: func(x *Ctx, _, _ int) []string {
			if x.Bearer() < 0 {
				return nil
			}
			return []string{"return"}
		},
		Picked: func(x *Ctx, _ int, _ string, _ int) { x.ReturnToHand(x.Self) },
	})
}

// fromHand reports a card entering play from its player's hand.
func fromHand(x *Ctx) bool { return x.From == ZHand }

// drawAtEnd: "after this Follower enters play from your hand, you may draw
// an additional card when this turn ends".
func drawAtEnd(x *Ctx) {
	if fromHand(x) {
		x.AtTurnEnd("may-draw", 1)
	}
}

// Followers.
func init() {
	// Ashigaru Archers and Spearmen: from hand, a card more at the turn's
	// end; Battle, bow: Ranged 2 (1) Attack.
	for id, n := range map[string]int{"ashigaru-archers": 2, "ashigaru-spearmen": 1} {
		Register(id, &Text{Enters: drawAtEnd, Abilities: []*Ability{{
			Text: "bow: a Ranged Attack", Timing: Battle, Bow: true, Ranged: n,
		}}})
	}
	// Berserkers: Battle: +2F; after the battle, destroyed if they were in
	// its resolution and their side had no more than twice the other's
	// Force.
	Register("berserkers", &Text{
		Abilities: []*Ability{{Text: "+2F; after the battle, destroyed unless their side had more than twice the Force", Timing: Battle,
			Effect: func(x *Ctx) {
				x.Give(x.Self, 2, 0, "")
				x.Mark(x.Self, "berserk", UntilBattle)
			}}},
		Resolving: func(x *Ctx, mine, theirs int) {
			if x.Marked(x.Self, "berserk") && mine <= 2*theirs {
				x.DestroyAtEnd(x.Self, UntilBattle)
			}
		},
	})
	// Tattooed Acolytes: Tireless Battle: with an opposed Monk, destroy
	// them: draw two cards.
	Register("tattooed-acolytes", &Text{Abilities: []*Ability{{
		Text: "an opposed Monk's: destroy them, draw two cards", Timing: Battle, EvenBowed: true, DestroySelf: true,
		If:     func(x *Ctx) bool { return opposedBearer(x) && x.Has(x.Bearer(), "Monk") },
		Effect: func(x *Ctx) { x.Draw(x.P, 2) },
	}}})
	// Strategist: Battle: with an opposed Tactician, bow it and discard up
	// to three Followers or Battle Strategies: draw as many.
	Register("strategist", &Text{Abilities: []*Ability{{
		Text: "an opposed Tactician's, bow it: discard up to three Followers or Battle Strategies, draw as many", Timing: Battle, Bow: true,
		If:     func(x *Ctx) bool { return opposedBearer(x) && x.Has(x.Bearer(), "Tactician") },
		Effect: func(x *Ctx) { x.Ask(x.P, "strategist", 3, 0) },
	}}})
	// Emerald Magistrates: Battle: a player with a card opposing them
	// discards two cards; their Force drops to 0.
	Register("emerald-magistrates", &Text{Abilities: []*Ability{{
		Text: "a player opposing them discards two cards; their Force drops to 0", Timing: Battle,
		Targets: []*Target{{Prompt: "choose a card opposing them: its controller discards two", Filter: func(x *Ctx, id int) bool { return x.OpposedBy(id, x.Self) }}},
		Effect: func(x *Ctx) {
			x.Ask(x.Controller(x.Target()), "discard", 2, 0)
			setForce(x, x.Self, 0, "")
		},
	}}})
	Register("the-legion-of-two-thousand", &Text{Says: "entering play, its player may search the Fate deck for a Follower", Enters: func(x *Ctx) { x.Ask(x.P, "search-follower", 1, 0) }})
	// Bloodspeaker Students: entering play, lose 1 Honor and destroy a
	// Spell, or their Personality gets -2C for good; Maho Battle: Fear 2.
	Register("bloodspeaker-students", &Text{
		Enters: func(x *Ctx) {
			x.GainHonor(x.P, -1)
			x.Ask(x.P, "students", 1, 0)
		},
		Abilities: []*Ability{{Text: "Fear 2", Timing: Battle, Fear: 2, Keywords: []string{"Maho"}}},
	})
	// Master of the Bells: Limited, bow and destroy it: destroy a
	// Shadowlands card (not a Stronghold) of a player who controls fewer
	// than twice as many Shadowlands cards as you control Masters.
	Register("master-of-the-bells", &Text{Abilities: []*Ability{{
		Text: "bow, destroy it: destroy a Shadowlands card of a player not twice as Shadowlands as you have Masters", Timing: Limited, Bow: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose a Shadowlands card to destroy", Filter: func(x *Ctx, id int) bool {
			if !x.Has(id, "Shadowlands") || x.Type(id) == "stronghold" {
				return false
			}
			masters := len(x.Controlled(x.P, func(c int) bool { return x.TitleOf(c) == x.TitleOf(x.Self) }))
			return len(x.Controlled(x.Controller(id), func(c int) bool { return x.Has(c, "Shadowlands") })) < 2*masters
		}}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Tactical Advisors: Battle, once a battle, with their unit opposed,
	// discard a card: the enemy leader discards one at random, and their
	// Personality gets its Focus Value in Force.
	Register("tactical-advisors", &Text{Abilities: []*Ability{{
		Text: "discard a card: the enemy leader discards one at random; its Focus Value in Force", Timing: Battle, Per: "battle", Discard: 1,
		If: opposedBearer,
		Effect: func(x *Ctx) {
			if id := x.DiscardAtRandom(x.EnemyLeader()); id >= 0 && x.Bearer() >= 0 {
				x.Give(x.Bearer(), x.Focus(id), 0, "")
			}
		},
	}}})
	Register("the-iron-legion", &Text{
		Says:   "only on a Samurai, Bushi or Crab Clan Personality; from hand, it may bring a created Weapon and Armor; Ranged Attacks may not target it.",
		Bearer: onlyOn("Samurai", "Bushi", "Crab Clan"),
		Shroud: []string{"Ranged"},
		Enters: func(x *Ctx) {
			if fromHand(x) {
				x.Ask(x.P, "iron-legion", 1, 0)
			}
		},
	})
	// Traveling Ronin: Battle/Open, from hand: attach it to your
	// Personality, paying its costs; at the turn's end it may go back to
	// hand.
	Register("traveling-ronin", &Text{Abilities: []*Ability{{
		Text: "from hand: attach it to your Personality, paying its costs; back to hand at the turn's end if you wish", Timing: BattleOpen, FromHand: true,
		Targets: []*Target{{Prompt: "choose your Personality to take it", Filter: personality(func(x *Ctx, id int) bool {
			return x.Mine(id) && x.MayEquip(x.Self, id)
		})}},
		Effect: func(x *Ctx) {
			x.Equip(x.Self, x.Target())
			x.AtTurnEnd("ronin-return", 0)
		},
	}}})
}

// Saboteur.
func init() {
	// Saboteur: Reaction, destroy it, as its player announces an action of
	// a Strategy: once the action resolves, he gains 2 Honor if its
	// effects destroyed a card that opposed the Saboteur just before it
	// was destroyed.
	Register("saboteur", &Text{Abilities: []*Ability{{
		Text: "your Strategy's action announced, destroy it: 2 Honor if the action destroys a card that opposed it", Timing: Reaction, On: OnAnnounced, DestroySelf: true,
		If: func(x *Ctx) bool { return x.Ev.Player == x.P && x.Type(x.Ev.Source) == "strategy" },
		Effect: func(x *Ctx) {
			var opposed []int
			if b := x.WasOn(); b >= 0 { // its unit's, as it was destroyed for the cost
				for _, u := range x.Opposing(b) {
					opposed = append(append(opposed, u), x.Attachments(u)...)
				}
			}
			x.HonorIfDestroyed(opposed, 2, x.Ev.Source)
		},
	}}})
}

// Items, Followers and a Region of battles.
func init() {
	// Silent Warriors: Battle, for the Defender with a Crane Clan
	// Personality: his unit and another of his at the same place move to a
	// place; or the same, destroying it: 2 Honor, a card drawn, and
	// another Battle action.
	warriors := func(destroy bool) *Ability {
		a := &Ability{Text: "with another unit of yours here, move both to a place", Timing: Battle, Absent: true,
			If: func(x *Ctx) bool {
				b := x.Bearer()
				return b >= 0 && x.P == x.S.Attack.Defender && x.Has(b, "Crane Clan")
			},
			Targets: []*Target{{Prompt: "choose another unit of yours at the same place", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
				return x.Mine(id) && id != x.Bearer() && x.Location(id) == x.Location(x.Bearer())
			})}},
			Effect: func(x *Ctx) {
				x.Mark(x.Bearer(), "moving-together", UntilTurn)
				if destroy { // "as a cost": its Personality known first
					x.Destroy(x.Self)
					x.GainHonor(x.P, 2)
					x.Draw(x.P, 1)
					x.AdditionalAction()
				}
				x.Ask(x.P, "warriors-move", 1, x.Target())
			}}
		if destroy {
			a.Text, a.Same = "destroy it: the same, 2 Honor, a card and another Battle action", 1
		}
		return a
	}
	Register("silent-warriors", &Text{Abilities: []*Ability{warriors(false), warriors(true)}})
	RegisterChoice("warriors-move", &Choice{
		Prompt: "choose where the units move: home, or a battlefield",
		Words:  Words{Labels: map[string]string{"home": "move them home"}, Each: "move them to the battlefield at Province %s"},
		Labels: func(x *Ctx, _, other int) []string {
			out := []string{}
			if x.Location(other) != 0 {
				out = append(out, "home")
			}
			for _, n := range x.S.Attack.Fields {
				if x.IsBattlefield(n) && n != x.Location(other) {
					out = append(out, strconv.Itoa(n))
				}
			}
			return out
		},
		Picked: func(x *Ctx, _ int, word string, other int) {
			to := 0
			if word != "home" {
				to, _ = strconv.Atoi(word)
			}
			for _, id := range x.InPlay(x.Controller(other)) {
				if x.Marked(id, "moving-together") {
					x.Unmark(id, "moving-together")
					x.MoveTo(id, to)
				}
			}
			x.MoveTo(other, to)
		},
	})
}

// Followers that change their Personality.
func init() {
	Register("shokushu-no-oni", &Text{Says: "entering play, it gives its Personality the Shadowlands keyword for good; Reaction: a Spell attaching to him may be paid for by losing Honor equal to its base Gold Cost instead", SpellsForHonor: true, Enters: func(x *Ctx) {
		if b := x.Bearer(); b >= 0 {
			x.GiveKeyword(b, "Shadowlands", UntilGame)
		}
	}})
}

// Followers.
func init() {
	// Brothers in Arms: only on a Samurai; Reaction: after it enters play
	// from hand, another copy comes to hand, from the Fate discard pile
	// first, else from the deck.
	Register("brothers-in-arms", &Text{Bearer: onlyOn("Samurai"), Abilities: []*Ability{{
		Text: "entered from hand: another Brothers in Arms to hand", Timing: Reaction, On: OnEntered, Absent: true,
		If:     func(x *Ctx) bool { return bySelf(x) && x.Ev.N == int(ZHand) },
		Effect: func(x *Ctx) { x.FetchCopy(x.Self) },
	}}})
	// Omoidasu: 1 Gold less on a Lion Clan Personality; Political
	// Reaction, bow it: after its Personality wins a duel, or after a
	// battle its army won with destruction, gain 2 Honor or give him +1
	// Personal Honor for good.
	omoidasu := func(text, on string, when func(x *Ctx) bool) *Ability {
		return &Ability{Text: text, Timing: Reaction, On: on, Bow: true, Absent: true, Keywords: []string{"Political"},
			If:     func(x *Ctx) bool { return x.Bearer() >= 0 && when(x) },
			Effect: func(x *Ctx) { x.Ask(x.P, "omoidasu", 1, x.Bearer()) }}
	}
	Register("omoidasu", &Text{
		Discount: func(x *Ctx, person int) int {
			if person >= 0 && x.Has(person, "Lion Clan") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{
			omoidasu("its Personality won a duel, bow it: 2 Honor or +1 Personal Honor", OnDuelWon, func(x *Ctx) bool { return x.Ev.Cards[0] == x.Bearer() }),
			omoidasu("its army won with destruction, bow it: 2 Honor or +1 Personal Honor", OnBattleResolved, func(x *Ctx) bool {
				return x.S.Last.Winner == x.P && x.DestroyedInResolution(x.P) && x.Location(x.Bearer()) == x.S.Last.Province
			}),
		},
	})
	RegisterChoice("omoidasu", &Choice{
		Prompt: "gain 2 Honor, or +1 Personal Honor for good?",
		Words:  Words{Labels: map[string]string{"honor": "gain 2 Honor", "personal-honor": "+1 Personal Honor for good"}},
		Labels: func(*Ctx, int, int) []string { return []string{"honor", "personal-honor"} },
		Picked: func(x *Ctx, p int, word string, b int) {
			if word == "honor" {
				x.GainHonor(p, 2)
			} else {
				x.GiveHonor(b, 1, UntilGame)
			}
		},
	})
	// Wayward Yojimbo: Reaction: after a Straighten Phase ends, or after
	// another player targets its Personality in an Action Phase, it moves
	// to another Personality of its player's.
	toAnother := []*Target{{Prompt: "choose another Personality of yours to take it", Anywhere: true, Filter: personality(func(x *Ctx, id int) bool {
		return x.Mine(id) && id != x.Bearer() && x.MayHold(x.Self, id)
	})}}
	Register("wayward-yojimbo", &Text{Abilities: []*Ability{
		{Text: "a Straighten Phase over: it moves to another Personality of yours", Timing: Reaction, On: OnStraightened, EvenBowed: true, Absent: true,
			Targets: toAnother, Effect: func(x *Ctx) { x.Transfer(x.Self, x.Target()) }},
		{Text: "its Personality targeted by another in an Action Phase: it moves to another of yours", Timing: Reaction, On: OnTargeted, EvenBowed: true, Absent: true,
			If:      func(x *Ctx) bool { return x.S.Phase == "action" && x.Ev.Player != x.P && x.Subject() == x.Bearer() },
			Targets: toAnother, Effect: func(x *Ctx) { x.Transfer(x.Self, x.Target()) }},
	}})
}

// Cards that destroy or need Terrains.
func init() {
	// Crippled Bone Runner: 1 Gold less for a Ratling player; Battle, bow
	// it and destroy it: destroy a Terrain.
	Register("crippled-bone-runner", &Text{
		Discount: func(x *Ctx, _ int) int {
			if x.Clan(x.P, "ratling") {
				return 1
			}
			return 0
		},
		Abilities: []*Ability{{Text: "bow, destroy it: destroy a Terrain", Timing: Battle, Bow: true, DestroySelf: true,
			Targets: []*Target{aTerrain("choose the Terrain to destroy")},
			Effect:  func(x *Ctx) { x.Destroy(x.Target()) }}},
	})
}

// Cards that pay a cost of bowing a Personality instead.
func init() {
	Register("bloodsmith", &Text{Says: "its Personality's Spell actions are Maho; before he bows as a cost of a Spell or Kiho action, bowing it may pay instead, and he is dishonored", MahoSpells: true, BowSubstitute: &BowSubstitute{
		If: func(x *Ctx, person, card int, a *Ability) bool {
			return person == x.Bearer() && !x.Card(x.Self).Bowed && (x.Type(card) == "spell" || x.ActionHasWord(card, a, "Kiho"))
		},
		Pay: func(x *Ctx, person, _ int) {
			x.Bow(x.Self)
			x.Dishonor(person)
		},
	}})
}
