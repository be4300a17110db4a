package deck

// packs are the L5R LCG's packs, as deck lists may name them after a card
// (fiveringsdb's Pack.json): the two digits of our data ids (its FFG
// number), its fiveringsdb id and its name.
var packs = [][3]string{
	{"01", "core", "Core Set"},
	{"02", "tears-of-amaterasu", "Tears of Amaterasu"},
	{"03", "for-honor-and-glory", "For Honor and Glory"},
	{"04", "into-the-forbidden-city", "Into the Forbidden City"},
	{"05", "the-chrysanthemum-throne", "The Chrysanthemum Throne"},
	{"06", "fate-has-no-secrets", "Fate Has No Secrets"},
	{"07", "meditations-on-the-ephemeral", "Meditations on the Ephemeral"},
	{"08", "disciples-of-the-void", "Disciples of the Void"},
	{"09", "breath-of-the-kami", "Breath of the Kami"},
	{"10", "tainted-lands", "Tainted Lands"},
	{"11", "the-fires-within", "The Fires Within"},
	{"12", "the-ebb-and-flow", "The Ebb and Flow"},
	{"13", "all-and-nothing", "All and Nothing"},
	{"14", "elements-unbound", "Elements Unbound"},
	{"15", "underhand-of-the-emperor", "Underhand of the Emperor"},
	{"16", "children-of-the-empire", "Children of the Empire"},
	{"17", "warriors-of-the-wind", "Warriors of the Wind"},
	{"18", "masters-of-the-court", "Masters of the Court"},
	{"19", "for-the-empire", "For the Empire"},
	{"20", "bonds-of-blood", "Bonds of Blood"},
	{"21", "justice-for-satsume", "Justice for Satsume"},
	{"22", "the-children-of-heaven", "The Children of Heaven"},
	{"23", "a-champion-s-foresight", "A Champion's Foresight"},
	{"24", "shoju-s-duty", "Shoju's Duty"},
	{"25", "seekers-of-wisdom", "Seekers of Wisdom"},
	{"26", "defenders-of-rokugan", "Defenders of Rokugan"},
	{"27", "the-emperor-s-legion", "The Emperor's Legion"},
	{"29", "rokugan-at-war", "Rokugan at War"},
	{"30", "spreading-shadows", "Spreading Shadows"},
	{"31", "in-pursuit-of-truth", "In Pursuit of Truth"},
	{"32", "campaigns-of-conquest", "Campaigns of Conquest"},
	{"33", "as-honor-demands", "As Honor Demands"},
	{"34", "atonement", "Atonement"},
	{"36", "twisted-loyalties", "Twisted Loyalties"},
	{"37", "honor-in-flames", "Honor in Flames"},
	{"38", "a-crimson-offering", "A Crimson Offering"},
	{"39", "the-temptation-of-the-scorpion", "The Temptation of the Scorpion"},
	{"40", "coils-of-power", "Coils of Power"},
	{"41", "peace-at-any-cost", "Peace at Any Cost"},
}

// sets lists every name and code of the packs, for decklist.Format.
func sets() []string {
	var out []string
	for _, p := range packs {
		out = append(out, p[:]...)
	}
	return out
}
