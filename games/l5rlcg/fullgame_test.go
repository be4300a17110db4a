package l5rlcg_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

var soak = flag.Int("soak", 0, "play this many random full games (a long soak test)")

var clans = []string{"crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"}

// coreDeck builds a deck for a clan from the Core Set: its stronghold,
// one province per element, and three copies of each clan and neutral
// card of each side until the deck holds 40. It is a test deck, not one
// of the starter decks.
func coreDeck(clan string) l5rlcg.Deck {
	d := l5rlcg.Deck{Name: clan}
	elements := map[string]bool{}
	for _, c := range carddb.Std().All {
		if c.Pack != "01" || (c.Clan != clan && c.Clan != "neutral") || c.RoleOnly != "" {
			continue
		}
		switch {
		case c.Type == "stronghold" && c.Clan == clan:
			d.Stronghold = c.ID
		case c.Type == "province" && len(c.Elements) == 1 && !elements[c.Elements[0]]:
			elements[c.Elements[0]] = true
			d.Provinces = append(d.Provinces, c.ID)
		case c.Side == "dynasty":
			for i := 0; i < 3 && len(d.Dynasty) < 40; i++ {
				d.Dynasty = append(d.Dynasty, c.ID)
			}
		case c.Side == "conflict":
			for i := 0; i < 3 && len(d.Conflict) < 40; i++ {
				d.Conflict = append(d.Conflict, c.ID)
			}
		}
	}
	return d
}

func newFullGame(t testing.TB, a, b string, seed uint64) (*l5rlcg.Game, engine.Record) {
	t.Helper()
	return startGame(t, []l5rlcg.Deck{coreDeck(a), coreDeck(b)}, seed)
}

// startGame starts a stronghold game of these decks, and its record.
func startGame(t testing.TB, decks []l5rlcg.Deck, seed uint64) (*l5rlcg.Game, engine.Record) {
	t.Helper()
	setup, _ := json.Marshal(l5rlcg.Players{Decks: decks})
	g, err := engine.New(l5rlcg.Name, setup, seed)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return g.(*l5rlcg.Game), engine.Record{Game: l5rlcg.Name, Seed: seed, Setup: setup}
}

// Complete games from setup to a winner, random legal answers, every clan
// pairing, invariants after every answer.
func TestFullRandomGamesAcrossClans(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 28
	}
	if *soak > 0 {
		n = *soak
	}
	ended := 0
	for i := 0; i < n; i++ {
		a, b := clans[i%len(clans)], clans[(i/len(clans))%len(clans)]
		seed := uint64(1000 + i)
		g, rec := newFullGame(t, a, b, seed)
		playRandom(t, g, &rec, seed, 20000)
		if g.Over() {
			ended++
		} else {
			t.Errorf("%s vs %s (seed %d) did not end in 20000 answers (round %d)", a, b, seed, g.S.Round)
		}
		if i < 10 {
			r, err := engine.Replay(rec)
			if err != nil || r.Hash() != g.Hash() {
				t.Fatalf("%s vs %s: replay differs (%v)", a, b, err)
			}
		}
	}
	t.Logf("%d of %d games ended with a winner", ended, n)
}

func TestSetupSteps(t *testing.T) {
	g, _ := newFullGame(t, "crane", "lion", 7)
	s := g.S
	d := g.Pending()
	if d.Kind != "stronghold-province" || d.Players[0] != s.First {
		t.Fatalf("the first player chooses a stronghold province first: %+v", d)
	}
	if s.P[1-s.First].Fate != 1 || s.P[s.First].Fate != 0 {
		t.Fatalf("the second player gains 1 fate: %d and %d", s.P[0].Fate, s.P[1].Fate)
	}
	chosen := d.Options[2].Cards[0]
	if err := g.Answer(s.First, d.Options[2]); err != nil {
		t.Fatal(err)
	}
	if s.P[s.First].Prov[l5rlcg.StrongholdProv] != chosen {
		t.Fatal("the chosen province is not under the stronghold")
	}
	second := g.Pending().Players[0]
	if err := g.Answer(second, g.Pending().Options[0]); err != nil {
		t.Fatal(err)
	}
	// Province mulligan, in player order.
	d = g.Pending()
	if d.Kind != "mulligan-provinces" || d.Players[0] != s.First || len(d.Among) != 4 {
		t.Fatalf("province mulligan: %+v", d)
	}
	before := append([]int(nil), d.Among...)
	if err := g.Answer(s.First, engine.Answer{Verb: "choose", Cards: before[:2]}); err != nil {
		t.Fatal(err)
	}
	for _, id := range before[:2] {
		if s.Card(id).Zone != l5rlcg.ZDynastyDeck {
			t.Fatalf("a mulliganed card goes back into the deck: %+v", s.Card(id))
		}
	}
	if err := g.Answer(1-s.First, engine.Pass); err != nil {
		t.Fatal(err)
	}
	d = g.Pending()
	if d.Kind != "mulligan-hand" || len(s.P[0].Hand) != 4 || len(s.P[1].Hand) != 4 {
		t.Fatalf("each player draws 4: %+v", d)
	}
	g.Answer(s.First, engine.Pass)
	g.Answer(1-s.First, engine.Pass)
	if s.Phase != "dynasty" || s.Round != 1 || s.P[0].Honor != 11 && s.P[1].Honor != 11 {
		t.Fatalf("round 1 begins with starting honor: phase %s round %d honor %d/%d", s.Phase, s.Round, s.P[0].Honor, s.P[1].Honor)
	}
	if err := l5rlcg.CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
}

func ExampleNewGame() {
	g, _ := l5rlcg.NewGame(l5rlcg.Players{Decks: []l5rlcg.Deck{coreDeck("crab"), coreDeck("unicorn")}}, 1)
	fmt.Println(g.Pending().Kind)
	// Output: stronghold-province
}

// A setup is read and dealt once (engine.Prepare) and starts games from
// several goroutines at once, as a sim does: each game is the one a fresh
// engine.New would play with its seed, so the shared table is never
// written.
func TestOneSetupStartsGamesAtOnce(t *testing.T) {
	setup, _ := json.Marshal(l5rlcg.Players{Decks: []l5rlcg.Deck{coreDeck("crab"), coreDeck("scorpion")}})
	start, err := engine.Prepare(l5rlcg.Name, setup)
	if err != nil {
		t.Fatal(err)
	}
	play := func(g engine.Game, seed uint64) uint64 {
		rng := engine.NewRNG(seed)
		for n := 0; !g.Over() && n < 20000; n++ {
			as := g.(*l5rlcg.Game).Answers()
			if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
				return 0
			}
		}
		return g.Hash()
	}
	const games = 4
	var got [games]uint64
	done := make(chan bool)
	for i := range games {
		go func() {
			defer func() { done <- true }()
			if g, err := start(uint64(i)); err == nil {
				got[i] = play(g, uint64(i))
			}
		}()
	}
	for range games {
		<-done
	}
	for i := range games {
		g, err := engine.New(l5rlcg.Name, setup, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		if want := play(g, uint64(i)); got[i] != want || want == 0 {
			t.Errorf("game %d from the shared setup hashes %x; a fresh game with its seed %x", i, got[i], want)
		}
	}
}

var update = flag.Bool("update", false, "write testdata/trajectories.golden anew")

// Seeded random games pass through the same states as when the golden
// file was written (enginetest.FollowTrajectories): 21 games, three for
// each clan.
func TestSeededGamesFollowTheGoldenTrajectories(t *testing.T) {
	// As played: the shortcuts that the other tests verify are taken.
	engine.VerifyNeeds = false
	steps := l5rlcg.VerifySteps(false)
	defer func() {
		engine.VerifyNeeds = true
		l5rlcg.VerifySteps(steps)
	}()
	var games []enginetest.Trajectory
	for i := range 3 * len(clans) {
		a, d := clans[i%len(clans)], clans[(i+1+i/len(clans))%len(clans)] // three other clans each
		g, _ := newFullGame(t, a, d, uint64(500+i))
		games = append(games, enginetest.Trajectory{Name: a + "-" + d, Game: g, Seed: uint64(500 + i), Log: func() string { return fmt.Sprint(g.S.Log) }})
	}
	enginetest.FollowTrajectories(t, "testdata/trajectories.golden", *update, 20000, games)
}

// An action window's offers are listed into memory the state reuses once
// they are answered; a copy made while they are pending keeps its own.
func TestCopyKeepsPendingOffersWhenTheOriginalListsAgain(t *testing.T) {
	g, _ := newFullGame(t, "crane", "lion", 9)
	rng := engine.NewRNG(9)
	for n := 0; !g.Over() && n < 5000; n++ {
		d := g.Pending()
		if d.Kind == "action" && len(d.Options) > 1 {
			c := g.Clone().(*l5rlcg.Game)
			want := fmt.Sprint(c.Pending().Options)
			for k := 0; k < 20 && !g.Over(); k++ { // the original plays on, listing again
				as := g.Answers()
				if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
					t.Fatal(err)
				}
			}
			if got := fmt.Sprint(c.Pending().Options); got != want {
				t.Fatalf("the copy's pending offers changed with the original's play:\n%s\nnow\n%s", want, got)
			}
			return
		}
		as := g.Answers()
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no action window with offers came")
}
