package deck

import (
	"embed"
	"fmt"
	"slices"
	"sort"
	"strings"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// Clans are the seven clans of the Core Set, and the names of their
// sample decks of Core Set cards.
var Clans = []string{"crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"}

// PoolSamples are the sample decks of the card pool beyond the Core Set,
// one a clan, around the clan's first role (carddb.ClanRoles), named
// clan-role; SampleLabels says what each sample deck is, for a table.
var PoolSamples, SampleLabels = poolSamples()

func poolSamples() ([]string, map[string]string) {
	var names []string
	labels := map[string]string{}
	for _, clan := range Clans {
		role := carddb.ClanRoles[clan][0]
		name := clan + "-" + role
		names = append(names, name)
		r, _ := carddb.Std().Get(role)
		title := strings.ToUpper(clan[:1]) + clan[1:]
		labels[clan] = title + ": the Core Set"
		labels[name] = fmt.Sprintf("%s, %s: the card pool", title, r.Title)
	}
	return names, labels
}

// poolRecipe is the clan and role of a pool sample.
func poolRecipe(name string) (clan, role string) {
	clan, role, _ = strings.Cut(name, "-")
	return clan, role
}

//go:embed samples/*.txt samples/skirmish/*.txt
var samples embed.FS

// Sample is a shipped sample deck, every card of which tessen plays in
// full: a clan's (by its name) built from Core Set cards alone (three
// copies of a title at most, as three Core Sets give), or one of the
// card pool's (PoolSamples).
func Sample(name string) (l5rlcg.Deck, error) {
	return shipped("samples/", "sample deck", name, append(slices.Clone(Clans), PoolSamples...))
}

// shipped reads a deck shipped in a folder of samples.
func shipped(folder, what, name string, names []string) (l5rlcg.Deck, error) {
	b, err := samples.ReadFile(folder + name + ".txt")
	if err != nil {
		return l5rlcg.Deck{}, fmt.Errorf("no %s %q (there are: %s)", what, name, strings.Join(names, ", "))
	}
	d, err := Parse(b)
	d.Name = name
	return d, err
}

// SkirmishStarter is a clan's skirmish starter deck as the Learn to Play
// builds it ("Create Decks"): every card of the clan in one Core Set but
// its stronghold and province, and one copy of each neutral dynasty and
// conflict card but the role-only Keeper and Seeker Initiates. Made for a
// first game, it is not a tournament deck (CheckSkirmish: 19 to 21
// dynasty and 23 to 25 conflict cards, and Charge! is banned).
func SkirmishStarter(clan string) (l5rlcg.Deck, error) {
	return shipped("samples/skirmish/", "skirmish starter deck", clan, Clans)
}

// Build makes a legal deck for a clan from the cards that usable accepts:
// the clan's Core Set stronghold, one province per element, three copies
// of each in-clan and neutral dynasty card up to 40, and of conflict
// cards up to 40 with at most 10 characters, completed with out-of-clan
// conflict cards bought with influence if need be. It is how the Core
// Set sample decks were made.
func Build(clan string, usable func(*carddb.Def) bool) (l5rlcg.Deck, error) {
	return build(recipe{name: clan, clan: clan, usable: usable})
}

// BuildWithRole makes a deck the same way around a role (its role-only
// cards allowed, a Keeper's influence added), from the newest cards
// first: the clan's newest stronghold usable accepts, then cards by
// pack, latest first. It is how the pool's sample decks were made.
func BuildWithRole(name, clan, role string, usable func(*carddb.Def) bool) (l5rlcg.Deck, error) {
	r, ok := carddb.Std().Get(role)
	if !ok || r.Type != "role" {
		return l5rlcg.Deck{}, fmt.Errorf("no role %q", role)
	}
	return build(recipe{name: name, clan: clan, role: r, usable: usable, newest: true})
}

// recipe is what build makes a deck from.
type recipe struct {
	name, clan string
	role       *carddb.Def // nil: none
	usable     func(*carddb.Def) bool
	newest     bool // the latest packs first (else the Core Set's stronghold, cards in data order)
}

func build(r recipe) (l5rlcg.Deck, error) {
	clan := r.clan
	d := l5rlcg.Deck{Name: r.name}
	db := carddb.Std()
	all := carddb.Sorted(db.All)
	if r.newest {
		sort.SliceStable(all, func(i, j int) bool { return all[i].Pack > all[j].Pack })
	}
	taken := map[string]bool{}
	roleAllows := func(c *carddb.Def) bool {
		return c.RoleOnly == "" || r.role != nil && r.role.HasTrait(c.RoleOnly)
	}
	ok := func(c *carddb.Def) bool {
		return r.usable(c) && !c.Restrict && roleAllows(c) && !taken[c.Title] && c.Pack != "zz"
	}
	for _, c := range all {
		if c.Type == "stronghold" && c.Clan == clan && (r.newest && r.usable(c) || c.Pack == "01") && d.Stronghold == "" {
			d.Stronghold = c.ID
		}
	}
	if d.Stronghold == "" {
		return d, fmt.Errorf("no stronghold for %q", clan)
	}
	sh, _ := carddb.Std().Get(d.Stronghold)
	if r.role != nil {
		d.Role = r.role.ID
	}
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
	if r.role != nil && r.role.HasTrait("keeper") {
		influence += 3 // RR "Role Cards": a Keeper raises the influence value
	}
	for _, inClan := range []bool{true, false} {
		for _, c := range all {
			if !ok(c) || c.Type == "stronghold" || c.Type == "province" || c.Type == "role" {
				continue
			}
			home := c.Clan == clan || c.Clan == "neutral"
			if home != inClan {
				continue
			}
			copies := 3
			if c.DeckLimit > 0 && c.DeckLimit < copies {
				copies = c.DeckLimit // RR-DECK-LIMITS-1
			}
			switch {
			case c.Side == "dynasty" && home:
				for i := 0; i < copies && len(d.Dynasty) < 40; i++ {
					d.Dynasty = append(d.Dynasty, db.Key(c))
				}
			case c.Side == "conflict" && (c.Type != "character" || chars+copies <= 10):
				n := 0
				for i := 0; i < copies && len(d.Conflict) < 40; i++ {
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
