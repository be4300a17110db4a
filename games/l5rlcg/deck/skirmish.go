package deck

import (
	"fmt"
	"sort"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// skirmishBanned is the Learn to Play's banned list for the skirmish
// format, by card id.
var skirmishBanned = []string{
	"guest-of-honor", "charge", "karada-district", "the-imperial-palace",
	"way-of-the-chrysanthemum", "master-of-gisei-toshi", "kanjo-district", "alibi-artist",
	"hidden-moon-dojo", "mirumoto-daisho", "prayers-to-ebisu", "chronicler-of-conquests",
}

// skirmishInfluence is the influence every skirmish deck has.
const skirmishInfluence = 6

// CheckSkirmish lists every skirmish deckbuilding rule the deck breaks
// (Learn to Play, "Deckbuilding"; docs/rules/l5r-lcg-skirmish.md): no
// stronghold, role or provinces; 30 to 40 dynasty and 30 to 40 conflict
// cards of one clan, with up to 6 influence of one other clan's conflict
// cards; 2 copies of a title at most; no role-only or banned card. The
// deck's clan is the clan most of its clan cards belong to.
func CheckSkirmish(d l5rlcg.Deck) []Problem {
	var out []Problem
	bad := func(rule, format string, args ...any) {
		out = append(out, Problem{rule, fmt.Sprintf(format, args...)})
	}
	get := func(id string) *carddb.Def { def, _ := l5rlcg.Cards().Get(id); return def }
	if d.Stronghold != "" || d.Role != "" || len(d.Provinces) > 0 {
		bad("SK-DECK-1", "a skirmish deck has no stronghold, role or provinces")
	}
	sizeRules(d, 30, 40, "SK-DECK-1", bad)
	clan := SkirmishClan(d)
	if clan == "" {
		bad("SK-DECK-2", "a deck is built around one clan, and this one has no clan card")
	} else {
		clanRules(d, clan, skirmishInfluence, "a skirmish deck", clanRuleIDs{"SK-DECK-2", "SK-DECK-2", "SK-DECK-2"}, bad)
	}
	copyRules(d, 2, "SK-DECK-3", bad)
	var banned []string
	for _, id := range unique(append(append([]string(nil), d.Dynasty...), d.Conflict...)) {
		c := get(id)
		if c.RoleOnly != "" {
			bad("SK-DECK-4", "%s needs a %s role, and skirmish has no roles", c.Title, c.RoleOnly)
		}
		for _, b := range skirmishBanned {
			if c.ID == b {
				banned = append(banned, c.Title)
			}
		}
	}
	sort.Strings(banned)
	for _, t := range banned {
		bad("SK-DECK-4", "%s is on the skirmish banned list", t)
	}
	return out
}

// SkirmishClan is the clan a skirmish deck is built around: the clan of
// most of its dynasty deck's clan cards (dynasty cards are never out of
// clan), else of its conflict deck's; "" for a deck of neutral cards.
func SkirmishClan(d l5rlcg.Deck) string {
	for _, ids := range [][]string{d.Dynasty, d.Conflict} {
		counts := map[string]int{}
		for _, id := range ids {
			if c, ok := l5rlcg.Cards().Get(id); ok && c.Clan != "neutral" {
				counts[c.Clan]++
			}
		}
		best := ""
		for _, clan := range sortedKeys(counts) {
			if best == "" || counts[clan] > counts[best] {
				best = clan
			}
		}
		if best != "" {
			return best
		}
	}
	return ""
}
