package deck

import (
	"fmt"
	"sort"
	"strings"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// Problem is one way a deck breaks the deckbuilding rules: the rule's ID
// in docs/rules/l5r-lcg.md and what is wrong.
type Problem struct {
	Rule string
	Text string
}

func (p Problem) String() string { return p.Rule + ": " + p.Text }

// Check lists every deckbuilding rule the deck breaks, for the
// stronghold format; an empty list means the deck is legal.
func Check(d l5rlcg.Deck) []Problem {
	var out []Problem
	bad := func(rule, format string, args ...any) {
		out = append(out, Problem{rule, fmt.Sprintf(format, args...)})
	}
	db := l5rlcg.Cards()
	get := func(id string) *carddb.Def { def, _ := db.Get(id); return def }

	strongholds := splitNonEmpty(d.Stronghold)
	if len(strongholds) != 1 {
		bad("RR-DECK-1", "a deck has exactly 1 stronghold; this one has %d", len(strongholds))
		return out // clan and influence come from the stronghold
	}
	sh := get(strongholds[0])
	clan := sh.Clan
	influence := sh.Influence
	roles := splitNonEmpty(d.Role)
	var role *carddb.Def
	switch {
	case len(roles) > 1:
		bad("RR-DECK-1", "a deck may use at most 1 role; this one has %d", len(roles))
	case len(roles) == 1:
		role = get(roles[0])
		if role.HasTrait("keeper") {
			influence += 3 // every Keeper role raises the influence value by 3
		}
		if supported(role) != "" {
			influence += 8 // a Support role raises it by 8, for its clan's cards only
		}
		roleEligibility(clan, role, bad)
	}
	roleElement := ""
	if role != nil {
		for _, e := range l5rlcg.RingNames {
			if role.HasTrait(e) {
				roleElement = e
			}
		}
	}

	// Deck sizes and clans.
	sizeRules(d, 40, 45, "RR-DECK-1", bad)
	clanRules(d, clan, influence, deckOf(sh, role), clanRuleIDs{"RR-DECK-1", "RR-DECK-1", "RR-INFLUENCE-1"}, bad)
	if other := supported(role); other != "" {
		for _, id := range unique(d.Conflict) {
			if c := get(id); c.Clan != clan && c.Clan != "neutral" && c.Clan != other {
				bad("RR-ROLE-3", "%s lets influence be spent on %s cards only; %s is a %s card", role.Title, other, c.Title, c.Clan)
			}
		}
	}
	chars := 0
	for _, id := range d.Conflict {
		if get(id).Type == "character" {
			chars++
		}
	}
	if chars > 10 {
		bad("RR-DECK-2", "the conflict deck holds %d characters; at most 10 are allowed", chars)
	}

	copyRules(d, 3, "RR-DECK-2", bad)

	// Provinces: five, one per element (a Seeker may take a second of its
	// element instead of one other), in-clan or neutral, one copy each.
	if len(d.Provinces) != 5 {
		bad("RR-DECK-2", "a deck has exactly 5 provinces; this one has %d", len(d.Provinces))
	}
	elements, wild := map[string]int{}, 0
	for _, id := range d.Provinces {
		c := get(id)
		if c.Clan != clan && c.Clan != "neutral" {
			bad("RR-DECK-2", "%s is a %s province: provinces must be %s or neutral", c.Title, c.Clan, clan)
		}
		for _, e := range c.Elements {
			if e == "all" { // a province of every element fills any one slot
				wild++
			}
			elements[e]++
		}
	}
	for _, title := range sortedKeys(countTitles(d.Provinces, get)) {
		if countTitles(d.Provinces, get)[title] > 1 {
			bad("RR-DECK-2", "%s is included more than once among the provinces", title)
		}
	}
	if len(d.Provinces) == 5 {
		var missing []string
		for _, e := range l5rlcg.RingNames {
			if elements[e] == 0 {
				missing = append(missing, e)
			}
		}
		seekerSwap := role != nil && role.HasTrait("seeker") && len(missing) == 1 && elements[roleElement] == 2
		if len(missing) > wild && !seekerSwap {
			bad("RR-DECK-2", "the provinces must cover every element; missing: %s", strings.Join(missing, ", "))
		}
	}

	// The restricted list, and role-only cards.
	var restricted []string
	all := append(append(append([]string(nil), d.Dynasty...), d.Conflict...), d.Provinces...)
	for title := range countTitles(all, get) {
		if c := get(carddb.Slug(title)); c != nil && c.Restrict {
			restricted = append(restricted, title)
		}
	}
	sort.Strings(restricted)
	if len(restricted) > 1 {
		bad("RR-RESTRICTED-LIST-1", "a deck may hold only 1 card from the restricted list; this one holds %s", strings.Join(restricted, ", "))
	}
	for _, id := range unique(all) {
		c := get(id)
		if c.RoleOnly == "" {
			continue
		}
		if role == nil || !role.HasTrait(c.RoleOnly) {
			bad("RR-ROLE-2", "%s needs a %s role", c.Title, c.RoleOnly)
		}
	}
	return out
}

// sizeRules checks that each deck holds lo to hi cards.
func sizeRules(d l5rlcg.Deck, lo, hi int, rule string, bad func(rule, format string, args ...any)) {
	for _, side := range []struct {
		name string
		ids  []string
	}{{"dynasty", d.Dynasty}, {"conflict", d.Conflict}} {
		if n := len(side.ids); n < lo || n > hi {
			bad(rule, "the %s deck holds %d cards; it must hold %d to %d", side.name, n, lo, hi)
		}
	}
}

// clanRuleIDs name the rules clanRules checks: the dynasty deck's clan,
// the one clan out-of-clan conflict cards come from, and influence.
type clanRuleIDs struct{ dynasty, splash, influence string }

// clanRules checks the cards' clans: dynasty cards in-clan or neutral;
// conflict cards in-clan, neutral, or from one other clan and paid for
// with the influence the deck has (what gives it: from).
func clanRules(d l5rlcg.Deck, clan string, influence int, from string, ids clanRuleIDs, bad func(rule, format string, args ...any)) {
	get := func(id string) *carddb.Def { def, _ := l5rlcg.Cards().Get(id); return def }
	for _, id := range unique(d.Dynasty) {
		if c := get(id); c.Clan != clan && c.Clan != "neutral" {
			bad(ids.dynasty, "%s is a %s card: the dynasty deck takes only %s and neutral cards", c.Title, c.Clan, clan)
		}
	}
	splash, spent := "", 0
	for _, id := range d.Conflict {
		c := get(id)
		if c.Clan == clan || c.Clan == "neutral" {
			continue
		}
		if c.InfCost == 0 {
			bad(ids.influence, "%s (%s) has no influence cost, so it cannot be taken out of clan", c.Title, c.Clan)
			continue
		}
		if splash == "" {
			splash = c.Clan
		}
		if c.Clan != splash {
			bad(ids.splash, "%s is %s, but out-of-clan conflict cards must all come from one clan (%s)", c.Title, c.Clan, splash)
			continue
		}
		spent += c.InfCost
	}
	if spent > influence {
		bad(ids.influence, "the out-of-clan cards cost %d influence; %s gives %d", spent, from, influence)
	}
}

// copyRules checks the copies of each title across both decks: at most
// max (rule), or a card's own "Limit X per deck" (RR-DECK-LIMITS-1).
func copyRules(d l5rlcg.Deck, most int, rule string, bad func(rule, format string, args ...any)) {
	get := func(id string) *carddb.Def { def, _ := l5rlcg.Cards().Get(id); return def }
	copies := map[string]int{}
	for _, id := range append(append([]string(nil), d.Dynasty...), d.Conflict...) {
		copies[get(id).Title]++
	}
	for _, title := range sortedKeys(copies) {
		c := get(carddb.Slug(title))
		limit, why := most, rule
		if c != nil && c.DeckLimit > 0 && c.DeckLimit < most {
			limit, why = c.DeckLimit, "RR-DECK-LIMITS-1"
		}
		if copies[title] > limit {
			bad(why, "%d copies of %s; at most %d are allowed", copies[title], title, limit)
		}
	}
}

func deckOf(sh, role *carddb.Def) string {
	if role == nil {
		return sh.Title
	}
	return sh.Title + " with " + role.Title
}

func splitNonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

func unique(ids []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

func countTitles(ids []string, get func(string) *carddb.Def) map[string]int {
	out := map[string]int{}
	for _, id := range ids {
		out[get(id).Title]++
	}
	return out
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// supported is the clan whose cards a Support role's influence buys (its
// clan trait: Support of the Phoenix), or "" for another role or none.
func supported(role *carddb.Def) string {
	if role == nil {
		return ""
	}
	for _, t := range role.Traits {
		if _, ok := carddb.ClanRoles[t]; ok {
			return t
		}
	}
	return ""
}

// roleEligibility: a Keeper or Seeker role must be one of the clan's
// roles (carddb.ClanRoles); other roles are open to every clan (RR
// "Role Cards").
func roleEligibility(clan string, role *carddb.Def, bad func(rule, format string, args ...any)) {
	if !role.HasTrait("keeper") && !role.HasTrait("seeker") {
		return
	}
	eligible, known := carddb.ClanRoles[clan]
	if !known || carddb.Std().Key(role) == eligible[0] || carddb.Std().Key(role) == eligible[1] {
		return
	}
	title := func(id string) string {
		if c, ok := carddb.Std().Get(id); ok {
			return c.Title
		}
		return id
	}
	bad("RR-ROLE-2", "a %s deck may take %s or %s as its Keeper or Seeker role (the clan roles); not %s", clan, title(eligible[0]), title(eligible[1]), role.Title)
}
