package carddb

// ClanRoles are the Keeper and Seeker roles each clan may take in the
// stronghold format (RR "Role Cards": the clan roles of sanctioned
// play), as the card data gives them: its primary role, then its
// secondary. Other roles are open to every clan.
var ClanRoles = map[string][2]string{
	"crab":     {"seeker-of-void", "keeper-of-air"},
	"crane":    {"seeker-of-void", "keeper-of-air"},
	"dragon":   {"keeper-of-water", "seeker-of-air"},
	"lion":     {"seeker-of-air", "seeker-of-earth"},
	"phoenix":  {"seeker-of-void", "seeker-of-earth"},
	"scorpion": {"keeper-of-air", "keeper-of-earth"},
	"unicorn":  {"keeper-of-water", "keeper-of-earth"},
}
