package cards

import . "tessen/games/l5rccg"

// The actions some cards give players beyond their own text, each
// taken as "use NAME" and granted by the card named with it
// (RegisterGrantedAction: a game without that card never asks it);
// together, as players are offered them in the order they register.
func init() {
	// A Soul of Thunder's challenge (events.go).
	RegisterGrantedAction("thunder", []string{"a-soul-of-thunder"}, &Ability{
		Text: "your unbowed Personality challenges the Soul of Thunder's; destroy the loser", Timing: Limited, Any: true,
		If: func(x *Ctx) bool { return len(thunderTargets(x)) > 0 },
		Targets: []*Target{
			{Prompt: "choose your unbowed Personality to challenge", Performer: true, Filter: personality(func(x *Ctx, id int) bool { return !x.Card(id).Bowed })},
			{Prompt: "choose the Soul of Thunder's Personality", Anywhere: true, Filter: func(x *Ctx, id int) bool {
				for _, t := range thunderTargets(x) {
					if t == id {
						return true
					}
				}
				return false
			}},
		},
		Duel: &DuelSpec{Lose: func(x *Ctx, loser int) { x.Destroy(loser) }},
	})

	// A Champion's Heart (events.go).
	RegisterGrantedAction("champions-heart", []string{"a-champions-heart"}, &Ability{
		Text: "another discarded the Imperial Favor, bow your honorable Personality: take it", Timing: Reaction, On: OnFavorDiscarded, Keywords: []string{"Political"},
		If: func(x *Ctx) bool { return x.Ev.Player != x.P && x.PlayerMarked(x.P, "champions-heart") },
		Targets: []*Target{{Prompt: "choose your performing Personality of 1 or more Personal Honor to bow", Performer: true, Bow: true, Anywhere: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.PersonalHonor(id) >= 1 })}},
		Effect: func(x *Ctx) { x.TakeFavor(x.P) },
	})

	// The Shogun's Armory (regions.go).
	RegisterGrantedAction("armory", []string{"the-shoguns-armory"}, &Ability{
		Text: "with the Shogun's Armory: equip an Item from your hand", Timing: Battle, Any: true,
		If:     func(x *Ctx) bool { return x.HasRegionTitled(x.P, "The Shogun's Armory") && len(itemsInHand(x)) > 0 },
		Effect: func(x *Ctx) { x.Ask(x.P, "armory-equip", 1, 0) },
	})
	RegisterChoice("armory-equip", &Choice{
		Prompt:  "choose an Item of your hand to equip",
		Options: func(x *Ctx, _, _ int) []int { return itemsInHand(x) },
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.AttachFromHand(id)
			}
		},
	})

	// Cloak of Night (spells.go).
	RegisterGrantedAction(cloaked, []string{"cloak-of-night"}, &Ability{
		Text: "once a game: the card hidden under your Personality attaches to him, or is discarded", Timing: BattleOpen, Per: "game",
		If: func(x *Ctx) bool { return x.PlayerMarked(x.P, cloaked) && cloakedCard(x) >= 0 },
		Effect: func(x *Ctx) {
			id := cloakedCard(x)
			if id < 0 {
				return
			}
			person := x.Card(id).Parent
			x.S.Say(x.TitleOf(id), " is turned face up")
			if x.MayHold(id, int(person)) {
				x.AttachFree(id, int(person))
			} else {
				x.DiscardOut(id)
			}
		},
	})

	// Gifts and Favors (holdings.go).
	const title = "Gifts and Favors"
	RegisterGrantedAction("fetch-gifts-and-favors", []string{"gifts-and-favors"}, &Ability{ // named apart from the card: its copy not in play acts
		Text: "your Dynasty Phase over, no Gold Holding brought in: bow your Stronghold to fetch Gifts and Favors, or be out", Timing: Reaction, On: OnPhaseEnded, BowStronghold: true,
		If: func(x *Ctx) bool {
			if x.Ev.Player != x.P || x.Ev.N != 5 || x.GoldHoldingEntered(x.P) {
				return false
			}
			for id := range x.S.Cards {
				if x.Owner(id) == x.P && x.TitleOf(id) == title && !x.IsInPlay(id) {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) {
			for _, id := range x.S.P[x.P].DynastyDeck {
				if x.TitleOf(id) == title {
					x.DeckToPlay(id, true)
					x.ShuffleDynasty(x.P)
					return
				}
			}
			x.ShuffleDynasty(x.P)
			for _, pr := range x.S.P[x.P].Provinces {
				if id := pr.Card; id >= 0 && x.Card(id).Facedown && x.TitleOf(id) == title {
					x.RecruitInto(id, 0)
					x.Bow(id)
					return
				}
			}
			x.EliminateFor(x.P, "Gifts and Favors found none")
		},
	})

	// Shinjo Fuyuko (personalities_unicorn.go).
	RegisterGrantedAction("recon-equip", []string{"shinjo-fuyuko"}, &Ability{
		Text: "your Personality: an Item from your hand, 2 Gold less; draw a card if it attached", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.ProvinceMarked(x.P, "recon-equip") },
		Targets: []*Target{{Prompt: "choose your Personality to attach an Item to", Filter: func(x *Ctx, id int) bool {
			return x.Personality(id) && x.Mine(id)
		}}},
		Effect: func(x *Ctx) { x.Ask(x.P, "recon-equip", 1, x.Target()) },
	})

	// Kanjiro Sensei (senseis.go).
	RegisterGrantedAction("kanjiro", []string{"kanjiro-sensei"}, &Ability{
		Text: "with Kanjiro Sensei, bow your Shugenja: each Samurai of his army +2F", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.ControlsTitle(x.P, "Kanjiro Sensei") },
		Targets: []*Target{{Prompt: "choose your performing Shugenja to bow", Performer: true, Bow: true,
			Filter: personality(func(x *Ctx, id int) bool { return x.Has(id, "Shugenja") })}},
		Effect: func(x *Ctx) {
			for _, u := range x.Army(x.Target()) {
				if x.Has(u, "Samurai") {
					x.Give(u, 2, 0, "")
				}
			}
		},
	})

	// Officers' Council (strategies_limited.go).
	RegisterGrantedAction("council", []string{"officers-council"}, &Ability{
		Text: "bow your Personality given the Council's action: bow an enemy card without unbowed attachments", Timing: Battle, Any: true,
		If: func(x *Ctx) bool { return x.AnyMarked("council") },
		Targets: []*Target{
			{Prompt: "choose your performing Personality given the Council's action to bow", Performer: true, Chosen: true, Bow: true,
				Filter: personality(func(x *Ctx, id int) bool { return x.Marked(id, "council") })},
			{Prompt: "choose an enemy card without unbowed attachments to bow", Filter: enemyCard(func(x *Ctx, id int) bool {
				for _, a := range x.Attachments(id) {
					if !x.Card(a).Bowed {
						return false
					}
				}
				return true
			})},
		},
		Effect: func(x *Ctx) { x.Bow(x.Targets[1]) },
	})
}

// thunderTargets are the Personalities another player's Soul of Thunder
// marked.
func thunderTargets(x *Ctx) []int {
	var out []int
	for _, id := range x.InPlay(-1) {
		if x.Personality(id) && !x.Mine(id) && x.Marked(id, "soul-of-thunder") {
			out = append(out, id)
		}
	}
	return out
}

// itemsInHand are the Items of the player's hand he could attach now.
func itemsInHand(x *Ctx) []int {
	var out []int
	for _, id := range x.Hand(x.P) {
		if x.Type(id) == "item" && x.CanAttachNow(id) {
			out = append(out, id)
		}
	}
	return out
}

// cloaked marks a Personality, and his player, with a card hidden under
// him by a Cloak of Night; it names their action too.
const cloaked = "cloaked"

// cloakedCard is the card hidden under a Personality of the player's by
// his Cloak of Night, or -1.
func cloakedCard(x *Ctx) int {
	for _, person := range x.InPlay(x.P) {
		if x.Marked(person, "cloaked") {
			for _, id := range x.Beneath(person) {
				if x.Card(id).Facedown {
					return id
				}
			}
		}
	}
	return -1
}
