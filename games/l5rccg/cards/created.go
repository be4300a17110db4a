package cards

import (
	. "tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

// The cards effects create (LE-TOKEN-2), in tessen's own names: each
// exists only in play.
func init() {
	follower := func(id, title string, force int, keywords ...string) {
		RegisterCreated(&carddb.Def{ID: id, Title: title, Type: "follower", Deck: "fate", Force: force, NoGold: true, NoHonorReq: true, Keywords: keywords})
	}
	person := func(id, title string, force, chi, ph int, keywords ...string) {
		RegisterCreated(&carddb.Def{ID: id, Title: title, Type: "personality", Deck: "dynasty", Force: force, Chi: chi, PersonalHonor: ph, NoGold: true, NoHonorReq: true, Keywords: keywords})
	}
	item := func(id, title string, keywords ...string) {
		RegisterCreated(&carddb.Def{ID: id, Title: title, Type: "item", Deck: "fate", NoGold: true, NoHonorReq: true, Keywords: keywords})
	}
	item("created-weapon", "Weapon (created)", "Weapon")
	item("created-armor", "Armor (created)", "Armor")
	item("created-wakizashi", "Wakizashi (created)", "Wakizashi", "Weapon")
	RegisterCreated(&carddb.Def{ID: "created-weapon-1-1", Title: "Weapon (created)", Type: "item", Deck: "fate", Force: 1, Chi: 1, NoGold: true, NoHonorReq: true, Keywords: []string{"Weapon"}})
	RegisterCreated(&carddb.Def{ID: "created-weapon-2-1", Title: "Weapon (created)", Type: "item", Deck: "fate", Force: 2, Chi: 1, NoGold: true, NoHonorReq: true, Keywords: []string{"Weapon"}})
	RegisterCreated(&carddb.Def{ID: "created-armor-1", Title: "Armor (created)", Type: "item", Deck: "fate", Force: 1, NoGold: true, NoHonorReq: true, Keywords: []string{"Armor"}})
	person("created-spirit", "Spirit (created)", 2, 2, 0, "Spirit")
	follower("created-goblin", "Goblin (created)", 1, "Shadowlands", "Nonhuman", "Goblin")
	follower("created-follower", "Follower (created)", 1)
	follower("created-cavalry", "Cavalry Follower (created)", 1, "Cavalry")
	follower("created-cavalry-0", "Cavalry Follower (created)", 0, "Cavalry")                    // its Force given as it is created
	follower("created-storm-rider", "Storm Rider Follower (created)", 0, "Naval", "Storm Rider") // its Force given as it is created
	follower("created-undead", "Undead Follower (created)", 1, "Shadowlands", "Undead")
	follower("created-ashigaru", "Ashigaru (created)", 1, "Ashigaru")
	follower("created-ratling-pack", "Ratling Pack (created)", 0, "Nonhuman", "Ratling", "Pack")
	person("created-ratling", "Ratling (created)", 2, 2, 2, "Nonhuman", "Ratling")
	person("created-ratling-plain", "Ratling (created)", 2, 2, 0, "Nonhuman", "Ratling")
	person("created-undead-champion", "Undead Champion (created)", 5, 2, 0, "Champion", "Shadowlands", "Undead")
	person("created-undead-2-2", "Undead (created)", 2, 2, 0, "Shadowlands", "Undead")
	person("created-duelist", "Samurai Duelist (created)", 5, 4, 3, "Samurai", "Duelist")
	person("created-legion", "Cavalry Samurai (created)", 4, 4, 4, "Cavalry", "Samurai")
	person("created-companion", "Spirit Companion (created)", 0, 0, 0, "Samurai", "Cavalry", "Spirit") // its base stats given as it is created
	person("created-geisha", "Geisha (created)", 0, 0, 0, "Geisha")                                    // its Chi given as it is created
	for _, clan := range []string{"crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn", "ratling"} {
		person("created-soldier-"+clan, "Soldier (created)", 2, 1, 2, Alignment(clan))
		person("created-bushi-"+clan, "Bushi (created)", 1, 1, 1, "Bushi", Alignment(clan))
	}
}

// Cards that create cards.
func init() {
	// Zeth: his player loses 3 Honor as he enters play; Reaction: after he
	// enters play, pay 2 Gold: create a 1F Shadowlands Goblin Follower on
	// him.
	Register("zeth", &Text{Enters: loseOnEntry(3), Abilities: []*Ability{{
		Text: "entering play, 2 Gold: a 1F Goblin Follower on him", Timing: Reaction, On: OnEntered, Gold: 2, If: bySelf, CreatesFollower: true,
		Effect: func(x *Ctx) { x.Create("created-goblin", 0, x.Self) },
	}}})
	Register("ratling-raider", &Text{Says: "as he enters play, two 2F/2C/2PH Ratling Personalities are created where he is", Enters: func(x *Ctx) {
		for range 2 {
			x.Create("created-ratling", x.Location(x.Self), -1)
		}
	}})
	// Summon Undead Champion: Maho Limited, bow its Shugenja and destroy
	// it: create a 5F/2C Undead Champion; lose 4 Honor.
	Register("summon-undead-champion", &Text{Abilities: []*Ability{{
		Text: "bow the Shugenja, destroy it: create a 5F/2C Undead Champion, lose 4 Honor", Timing: Limited, BowBearer: true, DestroySelf: true, Keywords: []string{"Maho"},
		Effect: func(x *Ctx) {
			x.Create("created-undead-champion", 0, -1)
			x.GainHonor(x.P, -4)
		},
	}}})
	// Outmaneuvered by Tactics: Battle: choose your performing Tactician:
	// two 2F/1C/2PH Personalities of your Clan are created at the
	// battlefield.
	Register("outmaneuvered-by-tactics", &Text{Abilities: []*Ability{{
		Text: "your Tactician: two 2F/1C/2PH Personalities of your Clan join the battle", Timing: Battle,
		Targets: []*Target{performer("choose your performing Tactician", false, "Tactician")},
		Effect: func(x *Ctx) {
			if x.Alignment(x.P) == "" {
				return // no Clan alignment to give them
			}
			id := "created-soldier-" + x.Faction(x.P)
			for range 2 {
				x.Create(id, x.S.Attack.Battle, -1)
			}
		},
	}}})
}

// Regions.
func init() {
	// Farmlands: Limited, 2 Gold: create a 1F Follower on your target
	// Personality.
	Register("farmlands", &Text{Abilities: []*Ability{{
		Text: "2 Gold: a 1F Follower on your Personality", Timing: Limited, Gold: 2, CreatesFollower: true,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Create("created-follower", 0, x.Target()) },
	}}})
	// Utaku Meadows: Limited, 3 Gold: create a 1F Cavalry Follower on your
	// target Personality.
	Register("utaku-meadows", &Text{Abilities: []*Ability{{
		Text: "3 Gold: a 1F Cavalry Follower on your Personality", Timing: Limited, Gold: 3, CreatesFollower: true,
		Targets: []*Target{{Prompt: "choose your Personality", Filter: personality(func(x *Ctx, id int) bool { return x.Mine(id) })}},
		Effect:  func(x *Ctx) { x.Create("created-cavalry", 0, x.Target()) },
	}}})
	// Ruins of Otosan Uchi: its Province has +2 strength; Limited, bow your
	// Stronghold and destroy it: destroy a target Region.
	Register("ruins-of-otosan-uchi", &Text{Strength: 2, Abilities: []*Ability{{
		Text: "bow your Stronghold, destroy it: destroy a Region", Timing: Limited, BowStronghold: true, DestroySelf: true,
		Targets: []*Target{{Prompt: "choose a Region to destroy", Region: true, Filter: func(x *Ctx, id int) bool { return id != x.Self }}},
		Effect:  func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	// Toturi's Grave: it does not count against its Province's one Region;
	// Battle, bow it and remove it from the game: each Follower of yours
	// gets +2F.
	Register("toturis-grave", &Text{FreeRegion: true, Abilities: []*Ability{{
		Text: "bow it, remove it from the game: +2F to each of your Followers", Timing: Battle, Bow: true,
		Effect: func(x *Ctx) {
			x.RemoveFromGame(x.Self)
			for _, u := range x.InPlay(x.P) {
				for _, a := range x.Attachments(u) {
					if x.Type(a) == "follower" {
						x.Give(a, 2, 0, "")
					}
				}
			}
		},
	}}})
	// Traitor's Grove: Limited: destroy a target Personality of your
	// Clan's alignment who lacks his controller's.
	Register("traitors-grove", &Text{Abilities: []*Ability{{
		Text: "destroy a Personality of your Clan serving another", Timing: Limited,
		Targets: []*Target{{Prompt: "choose a Personality of your Clan who lacks his controller's", Filter: personality(func(x *Ctx, id int) bool {
			mine, theirs := x.Alignment(x.P), x.Alignment(x.Controller(id))
			return mine != "" && x.Has(id, mine) && (theirs == "" || !x.Has(id, theirs))
		})}},
		Effect: func(x *Ctx) { x.Destroy(x.Target()) },
	}}})
	Register("big-stink", &Text{
		Says: "non-Goblin Personalities and Followers have -1F at its Province's battlefield; after a Goblin enters play from its Province, two 1F Goblin Followers are created on him",
		Aura: func(x *Ctx, id int) (int, int) {
			t := x.Type(id)
			if (t == "personality" || t == "follower") && !x.Has(id, "Goblin") && x.InArmy(id) &&
				x.Location(id) == int(x.Card(x.Self).Prov) && x.Owner(x.Self) == x.S.Attack.Defender {
				return -1, 0
			}
			return 0, 0
		},
		Arrived: func(x *Ctx, card int) {
			if x.Has(card, "Goblin") && x.Personality(card) {
				for range 2 {
					x.Create("created-goblin", 0, card)
				}
			}
		},
	})
}
