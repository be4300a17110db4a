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
