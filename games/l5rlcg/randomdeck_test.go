package l5rlcg_test

import (
	"slices"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
	"tessen/games/l5rlcg/deck"
)

// newRandomDeckGame starts a game of two decks drawn at random
// (deck.Random) from every card tessen plays in full.
func newRandomDeckGame(t testing.TB, seed uint64) (*l5rlcg.Game, engine.Record) {
	t.Helper()
	rng := engine.NewRNG(seed)
	var decks []l5rlcg.Deck
	for range 2 {
		d, err := deck.Random(&rng, deck.PlaysInFull)
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, d)
	}
	return startGame(t, decks, seed)
}

// Games of random legal decks drawn from every card tessen plays in full,
// setup to a winner, random legal answers, the invariants after every
// answer (RR-DECK-1, RR-DECK-2: the decks are checked as drawn). It
// reports the cards of the pool no game used: never played, put into
// play, nor its ability used.
func TestRandomDeckGames(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 60
	}
	if *soak > 0 {
		n = *soak
	}
	used := map[string]bool{}
	db := carddb.Std()
	for i := range n {
		seed := uint64(5000 + i)
		g, rec := newRandomDeckGame(t, seed)
		rng := engine.NewRNG(seed)
		for m := 0; m < 20000 && !g.Over(); m++ {
			d, as := g.Pending(), g.Answers()
			if len(as) == 0 {
				t.Fatalf("seed %d, answer %d: the decision %q (%s) offers no answer; the log ends %q", seed, m, d.Kind, d.Prompt, g.S.Log[max(0, len(g.S.Log)-4):])
			}
			a := as[rng.Intn(len(as))]
			p := d.Players[rng.Intn(len(d.Players))]
			if err := g.Answer(p, a); err != nil {
				t.Fatalf("seed %d, answer %d: %s to %s refused: %v", seed, m, a, d.Kind, err)
			}
			rec.Moves = append(rec.Moves, engine.Move{Player: p, Answer: a})
			if err := l5rlcg.CheckInvariants(g.S); err != nil {
				t.Fatalf("seed %d, answer %d (%s to %s): %v", seed, m, a, d.Kind, err)
			}
			if (a.Verb == "play" || a.Verb == "use" || a.Verb == "trigger") && len(a.Cards) > 0 && a.Cards[0] < len(g.S.Cards) {
				used[g.S.Cards[a.Cards[0]].Def.String()] = true
			}
			for _, c := range g.S.Cards {
				if c.Zone == l5rlcg.ZPlay || c.Zone == l5rlcg.ZAttached {
					used[c.Def.String()] = true
				}
			}
		}
		if !g.Over() {
			t.Errorf("seed %d did not end in 20000 answers (round %d)", seed, g.S.Round)
		}
		if i < 5 {
			if r, err := engine.Replay(rec); err != nil || r.Hash() != g.Hash() {
				t.Fatalf("seed %d: the replay differs (%v)", seed, err)
			}
		}
	}
	var never []string
	for _, c := range carddb.Sorted(db.All) {
		if key := db.Key(c); c.Pack != "zz" && deck.PlaysInFull(c) && c.Type != "stronghold" && c.Type != "province" && c.Type != "role" && !used[key] && !slices.Contains(never, key) {
			never = append(never, key)
		}
	}
	t.Logf("%d games; cards of the pool no game used (%d): %v", n, len(never), never)
}
