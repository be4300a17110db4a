package deck

import (
	"embed"
	"fmt"
	"sort"
	"strings"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// Clans are the seven clans of the Core Set.
var Clans = []string{"crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"}

//go:embed samples/*.txt samples/skirmish/*.txt
var samples embed.FS

// Sample is the shipped starter deck of a clan: a legal stronghold-format
// deck built from Core Set cards alone (three copies of a title at most,
// as three Core Sets give), every one of which tessen plays in full.
func Sample(clan string) (l5rlcg.Deck, error) { return shipped("samples/", "sample deck", clan) }

// shipped reads a clan's deck shipped in a folder of samples.
func shipped(folder, what, clan string) (l5rlcg.Deck, error) {
	b, err := samples.ReadFile(folder + clan + ".txt")
	if err != nil {
		return l5rlcg.Deck{}, fmt.Errorf("no %s for %q (clans: %s)", what, clan, strings.Join(Clans, ", "))
	}
	d, err := Parse(b)
	d.Name = clan
	return d, err
}

// SkirmishStarter is a clan's skirmish starter deck as the Learn to Play
// builds it ("Create Decks"): every card of the clan in one Core Set but
// its stronghold and province, and one copy of each neutral dynasty and
// conflict card but the role-only Keeper and Seeker Initiates. Made for a
// first game, it is not a tournament deck (CheckSkirmish: 19 to 21
// dynasty and 23 to 25 conflict cards, and Charge! is banned).
func SkirmishStarter(clan string) (l5rlcg.Deck, error) {
	return shipped("samples/skirmish/", "skirmish starter deck", clan)
}

// Build makes a legal deck for a clan from the cards that usable accepts:
// the clan's Core Set stronghold, one province per element, three copies
// of each in-clan and neutral dynasty card up to 40, and of conflict
// cards up to 40 with at most 10 characters, completed with out-of-clan
// conflict cards bought with influence if need be. It is how the sample
// decks were made.
func Build(clan string, usable func(*carddb.Def) bool) (l5rlcg.Deck, error) {
	d := l5rlcg.Deck{Name: clan}
	db := carddb.Std()
	all := carddb.Sorted(db.All)
	taken := map[string]bool{}
	ok := func(c *carddb.Def) bool {
		return usable(c) && !c.Restrict && c.RoleOnly == "" && !taken[c.Title] && c.Pack != "zz"
	}
	for _, c := range all {
		if c.Type == "stronghold" && c.Clan == clan && c.Pack == "01" {
			d.Stronghold = c.ID
		}
	}
	if d.Stronghold == "" {
		return d, fmt.Errorf("no Core Set stronghold for %q", clan)
	}
	sh, _ := carddb.Std().Get(d.Stronghold)
	elements := map[string]bool{}
	for _, want := range []string{clan, "neutral"} { // the clan's own province first
		for _, c := range all {
			if c.Type == "province" && c.Clan == want && len(c.Elements) == 1 && !elements[c.Elements[0]] && c.Elements[0] != "all" && ok(c) {
				elements[c.Elements[0]] = true
				taken[c.Title] = true
				d.Provinces = append(d.Provinces, db.Key(c))
			}
		}
	}
	chars, influence := 0, sh.Influence
	for _, inClan := range []bool{true, false} {
		for _, c := range all {
			if !ok(c) || c.Type == "stronghold" || c.Type == "province" || c.Type == "role" {
				continue
			}
			home := c.Clan == clan || c.Clan == "neutral"
			if home != inClan {
				continue
			}
			switch {
			case c.Side == "dynasty" && home:
				for i := 0; i < 3 && len(d.Dynasty) < 40; i++ {
					d.Dynasty = append(d.Dynasty, db.Key(c))
				}
			case c.Side == "conflict" && (c.Type != "character" || chars+3 <= 10):
				n := 0
				for i := 0; i < 3 && len(d.Conflict) < 40; i++ {
					if !home && (c.InfCost == 0 || c.InfCost > influence || !splashOK(d, clan, c.Clan)) {
						break
					}
					if !home {
						influence -= c.InfCost
					}
					d.Conflict = append(d.Conflict, db.Key(c))
					n++
				}
				if c.Type == "character" {
					chars += n
				}
			default:
				continue
			}
			taken[c.Title] = true
		}
	}
	if p := Check(d); len(p) > 0 {
		return d, fmt.Errorf("no legal %s deck from these cards: %v", clan, p)
	}
	return d, nil
}

// splashOK: out-of-clan conflict cards must all come from one clan.
func splashOK(d l5rlcg.Deck, clan, other string) bool {
	for _, id := range d.Conflict {
		c, _ := carddb.Std().Get(id)
		if c.Clan != clan && c.Clan != "neutral" && c.Clan != other {
			return false
		}
	}
	return true
}

// Format writes a deck as a plain-text list, one title a line with its
// count, grouped by where it goes.
func Format(d l5rlcg.Deck) string {
	var b strings.Builder
	section := func(name string, ids []string) {
		if len(ids) == 0 {
			return
		}
		fmt.Fprintf(&b, "# %s (%d)\n", name, len(ids))
		// A title names its earliest printing; a later one is written by
		// its data id.
		counts := map[string]int{}
		var order []string
		for _, id := range ids {
			c, _ := carddb.Std().Get(id)
			name := c.Title
			if carddb.Std().Key(c) != c.ID {
				name = c.DataID
			}
			if counts[name] == 0 {
				order = append(order, name)
			}
			counts[name]++
		}
		sort.Strings(order)
		for _, t := range order {
			fmt.Fprintf(&b, "%dx %s\n", counts[t], t)
		}
	}
	section("Stronghold", splitNonEmpty(d.Stronghold))
	section("Role", splitNonEmpty(d.Role))
	section("Provinces", d.Provinces)
	section("Dynasty deck", d.Dynasty)
	section("Conflict deck", d.Conflict)
	return b.String()
}
