package deck

import (
	"fmt"
	"slices"

	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// PlaysInFull reports a card whose every ability tessen has written (its
// text registered: the caller imports games/l5rlcg/cards) or that has
// none beyond keywords.
func PlaysInFull(c *carddb.Def) bool {
	return !c.Abilities || l5rlcg.Implemented(carddb.Std().Key(c))
}

// randomTries bounds the drafts Random makes before it gives up: a draft
// is checked by Check, and one the checker refuses is drawn again.
const randomTries = 50

// Random draws a legal stronghold-format deck from the cards usable
// accepts, as the random generator decides: a stronghold of any clan, a
// role or none, five provinces of the clan or neutral covering the five
// elements, 40 to 45 dynasty cards of the clan or neutral, and 40 to 45
// conflict cards with at most 10 characters, out-of-clan ones from one
// other clan as its influence allows; one to three copies of a title, at
// most one card of the restricted list. Each draft is checked (Check),
// so what it returns is legal; it fails only when usable leaves too few
// cards for a legal deck.
func Random(rng *engine.RNG, usable func(*carddb.Def) bool) (l5rlcg.Deck, error) {
	pool := randomPool(usable)
	if len(pool.strongholds) == 0 {
		return l5rlcg.Deck{}, fmt.Errorf("no stronghold among the usable cards")
	}
	var problems []Problem
	for range randomTries {
		d := pool.draft(rng)
		if problems = Check(d); len(problems) == 0 {
			return d, nil
		}
	}
	return l5rlcg.Deck{}, fmt.Errorf("no legal deck drawn in %d tries from the usable cards; the last draft: %v", randomTries, problems)
}

// cardPool is the usable cards by what a deck takes them for, one
// printing a title, in the data's order (so a seed draws the same deck).
type cardPool struct {
	strongholds, roles, provinces, dynasty, conflict []*carddb.Def
}

func randomPool(usable func(*carddb.Def) bool) cardPool {
	var p cardPool
	seen := map[string]bool{}
	db := carddb.Std()
	for _, c := range carddb.Sorted(db.All) {
		if c.Pack == "zz" || seen[c.Title] || !usable(c) {
			continue
		}
		seen[c.Title] = true
		switch {
		case c.Type == "stronghold":
			p.strongholds = append(p.strongholds, c)
		case c.Type == "role":
			p.roles = append(p.roles, c)
		case c.Type == "province":
			p.provinces = append(p.provinces, c)
		case c.Side == "dynasty":
			p.dynasty = append(p.dynasty, c)
		case c.Side == "conflict":
			p.conflict = append(p.conflict, c)
		}
	}
	return p
}

// draft draws one deck, which may break a rule Random then checks.
func (p cardPool) draft(rng *engine.RNG) l5rlcg.Deck {
	db := carddb.Std()
	sh := p.strongholds[rng.Intn(len(p.strongholds))]
	clan := sh.Clan
	d := l5rlcg.Deck{Name: "random " + clan, Stronghold: db.Key(sh)}
	var role *carddb.Def
	if len(p.roles) > 0 && rng.Intn(2) == 0 {
		role = p.roles[rng.Intn(len(p.roles))]
		d.Role = db.Key(role)
	}
	restricted := false
	fits := func(c *carddb.Def) bool { // the role's cards only with it; one restricted card
		if c.RoleOnly != "" && (role == nil || !role.HasTrait(c.RoleOnly)) {
			return false
		}
		return !c.Restrict || !restricted
	}
	take := func(c *carddb.Def) {
		restricted = restricted || c.Restrict
	}

	// Five provinces, one per element.
	covered := map[string]bool{}
	for _, c := range shuffled(rng, p.provinces) {
		if len(d.Provinces) == 5 {
			break
		}
		if (c.Clan == clan || c.Clan == "neutral") && len(c.Elements) == 1 && c.Elements[0] != "all" && !covered[c.Elements[0]] && fits(c) {
			covered[c.Elements[0]] = true
			d.Provinces = append(d.Provinces, db.Key(c))
			take(c)
		}
	}

	// The dynasty deck: the clan's and neutral cards.
	size := 40 + rng.Intn(6)
	for _, c := range shuffled(rng, p.dynasty) {
		if (c.Clan == clan || c.Clan == "neutral") && fits(c) {
			for n := copies(rng, c); n > 0 && len(d.Dynasty) < size; n-- {
				d.Dynasty = append(d.Dynasty, db.Key(c))
			}
			take(c)
		}
	}

	// The conflict deck: the clan's, neutral, and one other clan's as the
	// influence goes (a Keeper raises it by 3, as Check counts).
	influence := sh.Influence
	if role != nil && role.HasTrait("keeper") {
		influence += 3
	}
	splash := "" // the one other clan, if any
	if others := otherClans(p.conflict, clan); len(others) > 0 {
		splash = others[rng.Intn(len(others))]
	}
	size, chars := 40+rng.Intn(6), 0
	for _, c := range shuffled(rng, p.conflict) {
		home := c.Clan == clan || c.Clan == "neutral"
		if !home && (c.Clan != splash || c.InfCost == 0) || !fits(c) {
			continue
		}
		for n := copies(rng, c); n > 0 && len(d.Conflict) < size; n-- {
			if c.Type == "character" && chars == 10 || !home && c.InfCost > influence {
				break
			}
			if c.Type == "character" {
				chars++
			}
			if !home {
				influence -= c.InfCost
			}
			d.Conflict = append(d.Conflict, db.Key(c))
			take(c)
		}
	}
	return d
}

// copies is how many of a title a deck takes: one to three, as the
// card's deck limit allows.
func copies(rng *engine.RNG, c *carddb.Def) int {
	most := 3
	if c.DeckLimit > 0 {
		most = min(most, c.DeckLimit)
	}
	return 1 + rng.Intn(most)
}

// otherClans lists the clans whose conflict cards a deck of clan may
// take with influence.
func otherClans(conflict []*carddb.Def, clan string) []string {
	var out []string
	for _, c := range conflict {
		if c.Clan != clan && c.Clan != "neutral" && c.InfCost > 0 && !slices.Contains(out, c.Clan) {
			out = append(out, c.Clan)
		}
	}
	return out
}

// shuffled is a shuffled copy of cards.
func shuffled(rng *engine.RNG, cards []*carddb.Def) []*carddb.Def {
	out := slices.Clone(cards)
	engine.Shuffle(rng, out)
	return out
}
