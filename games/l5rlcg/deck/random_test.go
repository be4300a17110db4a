package deck

import (
	"reflect"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// Random decks are legal (RR-DECK-1, RR-DECK-2, RR-INFLUENCE-1,
// RR-RESTRICTED-LIST-1, RR-ROLE-2: Check finds nothing), the same for the
// same seed, and various: every clan, with and without a role, with and
// without out-of-clan cards.
func TestRandomDecksAreLegalSeededAndVarious(t *testing.T) {
	clans, roles, splashes := map[string]bool{}, 0, 0
	for seed := uint64(1); seed <= 300; seed++ {
		rng := engine.NewRNG(seed)
		d, err := Random(&rng, PlaysInFull)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if p := Check(d); len(p) > 0 {
			t.Fatalf("seed %d: %v", seed, p)
		}
		again := engine.NewRNG(seed)
		if e, _ := Random(&again, PlaysInFull); !reflect.DeepEqual(d, e) {
			t.Fatalf("seed %d drew two decks", seed)
		}
		sh, _ := carddb.Std().Get(d.Stronghold)
		clans[sh.Clan] = true
		if d.Role != "" {
			roles++
		}
		for _, id := range append(d.Conflict, d.Dynasty...) {
			if c, _ := carddb.Std().Get(id); !PlaysInFull(c) {
				t.Fatalf("seed %d: %s does not play in full", seed, id)
			} else if c.Clan != sh.Clan && c.Clan != "neutral" {
				splashes++
				break
			}
		}
	}
	if len(clans) < len(Clans) || roles == 0 || roles == 300 || splashes == 0 {
		t.Fatalf("300 decks: clans %v, %d with a role, %d with out-of-clan cards", clans, roles, splashes)
	}
}

// Too few usable cards for a legal deck is said, not looped over.
func TestRandomDeckFromTooFewCards(t *testing.T) {
	rng := engine.NewRNG(1)
	onlyStrongholds := func(c *carddb.Def) bool { return c.Type == "stronghold" }
	if _, err := Random(&rng, onlyStrongholds); err == nil || !strings.Contains(err.Error(), "no legal deck") {
		t.Fatalf("got %v", err)
	}
	if _, err := Random(&rng, func(*carddb.Def) bool { return false }); err == nil || !strings.Contains(err.Error(), "no stronghold") {
		t.Fatalf("got %v", err)
	}
}
