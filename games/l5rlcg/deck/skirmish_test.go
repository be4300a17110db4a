package deck

import (
	"slices"
	"strings"
	"testing"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// legalSkirmishDeck is a legal skirmish deck for a clan: two copies of
// in-clan and neutral cards, 40 of each side, nothing role-only or banned.
func legalSkirmishDeck(t *testing.T, clan string) l5rlcg.Deck {
	t.Helper()
	var d l5rlcg.Deck
	seen := map[string]bool{}
	for _, c := range carddb.Std().All {
		if (c.Clan != clan && c.Clan != "neutral") || c.RoleOnly != "" || seen[c.Title] || c.Pack == "zz" ||
			slices.Contains(skirmishBanned, c.ID) || c.Type == "stronghold" || c.Type == "province" || c.Type == "role" {
			continue
		}
		seen[c.Title] = true
		side := &d.Dynasty
		if c.Side == "conflict" {
			side = &d.Conflict
		}
		for i := 0; i < 2 && len(*side) < 40; i++ {
			*side = append(*side, c.ID)
		}
	}
	if p := CheckSkirmish(d); len(p) > 0 {
		t.Fatalf("the %s skirmish test deck is not legal: %v", clan, p)
	}
	return d
}

// Each skirmish deckbuilding rule, broken once, is reported with its ID
// (docs/rules/l5r-lcg-skirmish.md).
func TestEachSkirmishRuleIsReported(t *testing.T) {
	for _, c := range []struct {
		rule, want string
		change     func(d *l5rlcg.Deck)
	}{
		{"SK-DECK-1", "no stronghold", func(d *l5rlcg.Deck) { d.Stronghold = "shizuka-toshi" }},
		{"SK-DECK-1", "dynasty deck holds 29", func(d *l5rlcg.Deck) { d.Dynasty = d.Dynasty[:29] }},
		{"SK-DECK-2", "the dynasty deck takes only crane", func(d *l5rlcg.Deck) { d.Dynasty[0] = "akodo-toturi" }},
		{"SK-DECK-2", "cost 8 influence", func(d *l5rlcg.Deck) {
			for i, id := range []string{"for-greater-glory", "for-greater-glory", "sashimono"} {
				d.Conflict[i] = id
			}
		}},
		{"SK-DECK-3", "3 copies of", func(d *l5rlcg.Deck) { d.Conflict[2] = d.Conflict[0] }},
		{"SK-DECK-4", "needs a keeper role", func(d *l5rlcg.Deck) { d.Dynasty[0] = "keeper-initiate" }},
		{"SK-DECK-4", "Charge! is on the skirmish banned list", func(d *l5rlcg.Deck) { d.Conflict[0] = "charge" }},
	} {
		d := legalSkirmishDeck(t, "crane")
		d.Dynasty = slices.Clone(d.Dynasty)
		d.Conflict = slices.Clone(d.Conflict)
		c.change(&d)
		found := false
		for _, p := range CheckSkirmish(d) {
			found = found || (p.Rule == c.rule && strings.Contains(p.Text, c.want))
		}
		if !found {
			t.Errorf("%s (%q) not reported: %v", c.rule, c.want, CheckSkirmish(d))
		}
	}
}

func TestEveryClanHasALegalSkirmishDeck(t *testing.T) {
	for _, clan := range Clans {
		if got := SkirmishClan(legalSkirmishDeck(t, clan)); got != clan {
			t.Errorf("a %s deck is read as %q", clan, got)
		}
	}
}

// The banned list names cards that exist.
func TestSkirmishBannedCardsExist(t *testing.T) {
	for _, id := range skirmishBanned {
		if _, ok := l5rlcg.Cards().Get(id); !ok {
			t.Errorf("banned card %q is not in the card data", id)
		}
	}
}

// The starter decks are the Learn to Play's: skirmish decks of one clan,
// short of the tournament minimum and holding cards of the banned list
// (Charge!, and for the Crane Guest of Honor), nothing else.
func TestSkirmishStartersAreTheLearnToPlays(t *testing.T) {
	for _, clan := range Clans {
		d, err := SkirmishStarter(clan)
		if err != nil {
			t.Fatal(err)
		}
		if SkirmishClan(d) != clan {
			t.Errorf("the %s starter is read as %s", clan, SkirmishClan(d))
		}
		for _, p := range CheckSkirmish(d) {
			if !strings.Contains(p.Text, "must hold 30 to 40") && !strings.Contains(p.Text, "banned list") {
				t.Errorf("%s starter: %v", clan, p)
			}
		}
	}
}
