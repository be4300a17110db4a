package l5rlcg_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
)

// newSkirmishGame starts a skirmish game of the clans' starter decks.
func newSkirmishGame(t testing.TB, seed uint64, clans ...string) (*l5rlcg.Game, engine.Record) {
	t.Helper()
	pl := l5rlcg.Players{Format: l5rlcg.FormatSkirmish}
	for _, c := range clans {
		d, err := deck.SkirmishStarter(c)
		if err != nil {
			t.Fatal(err)
		}
		pl.Decks = append(pl.Decks, d)
	}
	setup, _ := json.Marshal(pl)
	g, err := engine.New(l5rlcg.Name, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*l5rlcg.Game), engine.Record{Game: l5rlcg.Name, Seed: seed, Setup: setup}
}

// Learn to Play, "Game Setup": no stronghold, three facedown-filled
// provinces, 3 cards, 6 honor, no fate for the second player and no
// mulligan: the first decision is round 1's dynasty window.
func TestSkirmishSetup(t *testing.T) {
	g, _ := newSkirmishGame(t, 3, "lion", "crane", "crab")
	s := g.S
	if d := g.Pending(); d.Kind != "dynasty-action" || d.Players[0] != s.First || s.Round != 1 {
		t.Fatalf("round 1's dynasty window first, asked of the first player: %+v (round %d)", d, s.Round)
	}
	for p := range s.P {
		pl := &s.P[p]
		if pl.Honor != 6 || pl.Fate != 6 || len(pl.Hand) != 3 || pl.Stronghold != -1 {
			t.Errorf("player %d: honor %d fate %d hand %d stronghold %d; want 6, 6 (collected in 1.3), 3, none", p, pl.Honor, pl.Fate, len(pl.Hand), pl.Stronghold)
		}
		for i := range 3 {
			if len(pl.Dyn[i]) != 1 || s.Strength(pl.Prov[i]) != 3 && s.Card(pl.Dyn[i][0]).Facedown {
				t.Errorf("player %d province %d: %d cards, strength %d", p, i+1, len(pl.Dyn[i]), s.Strength(pl.Prov[i]))
			}
		}
		if pl.Prov[3] != -1 || pl.Prov[4] != -1 {
			t.Errorf("player %d has more than three provinces", p)
		}
	}
	if err := l5rlcg.CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
}

// Complete skirmish games from setup to a winner, random legal answers,
// invariants after every answer: two players across every clan pairing,
// and four players; fewer of three and of five.
func TestFullRandomSkirmishGames(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 70
	}
	for _, c := range []struct{ players, games int }{{2, n}, {4, n}, {3, n / 5}, {5, n / 5}} {
		players, ended := c.players, 0
		for i := 0; i < c.games; i++ {
			seats := make([]string, players)
			for k := range seats {
				seats[k] = deck.Clans[(i/(k*len(deck.Clans)+1)+k)%len(deck.Clans)]
			}
			seed := uint64(5000 + i)
			g, rec := newSkirmishGame(t, seed, seats...)
			playRandom(t, g, &rec, seed, 20000)
			if g.Over() {
				ended++
			} else {
				t.Errorf("%v (seed %d) did not end in 20000 answers (round %d)", seats, seed, g.S.Round)
			}
			if i < 10 {
				r, err := engine.Replay(rec)
				if err != nil || r.Hash() != g.Hash() {
					t.Fatalf("%v: replay differs (%v)", seats, err)
				}
			}
		}
		t.Logf("%d players: %d of %d games ended with a winner", players, ended, c.games)
	}
}

// BenchmarkRandomSkirmishGame plays whole skirmish games of the starter
// decks, setup to a winner, with random legal answers, quiet (as the bots'
// playouts run), for two and for four players.
func BenchmarkRandomSkirmishGame(b *testing.B) {
	asPlayed(b)
	for _, players := range []int{2, 4} {
		b.Run(fmt.Sprintf("players-%d", players), func(b *testing.B) {
			setups := make([]l5rlcg.Players, len(deck.Clans))
			for i := range setups {
				setups[i].Format = l5rlcg.FormatSkirmish
				for k := range players {
					d, _ := deck.SkirmishStarter(deck.Clans[(i+2*k)%len(deck.Clans)])
					setups[i].Decks = append(setups[i].Decks, d)
				}
			}
			benchRandomGames(b, setups, true)
		})
	}
}

// Learn to Play, Appendix I, "Declaring Conflicts": a conflict
// opportunity a card grants is taken after every player's first, and
// additional ones in turn order (SK-N-EXTRA). Player 1 holds two (as a
// card granting one would leave it); every player passes each.
func TestAdditionalConflictOpportunitiesComeLast(t *testing.T) {
	pos := l5rlcg.NewPositionOf(l5rlcg.FormatSkirmish, 3)
	for p := range pos.Seats {
		pos.Seats[p].InPlay = []l5rlcg.CardSpec{{Card: "doji-whisperer"}}
	}
	pos.First = 1
	g, err := l5rlcg.FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	g.S.P[0].Opps, g.S.P[2].Opps = 2, 2
	var order []int
	for g.S.Phase == "conflict" && len(order) < 10 {
		d := g.Pending()
		if d.Kind == "declare" {
			order = append(order, d.Players[0])
		}
		if err := g.Answer(d.Players[0], engine.Pass); err != nil {
			t.Fatal(err)
		}
	}
	if want := []int{1, 2, 0, 2, 0}; !slices.Equal(order, want) {
		t.Fatalf("conflict opportunities went to seats %v, want %v (first player 2; players 1 and 3 hold one more)", order, want)
	}
}

// Learn to Play, "Support": with more than two players, the others may
// help pay a Support card's fate cost, in turn from its player's left;
// help that falls short leaves the card unplayed and nothing paid
// (SK-N-SUPPORT). No card has the keyword yet, so the card gains it.
func TestSupportLetsOthersHelpPay(t *testing.T) {
	for _, c := range []struct {
		name    string
		support bool
		help    []int // player 2's and player 3's answers
		fate    []int // then
		where   l5rlcg.Zone
	}{
		{"without Support", false, nil, []int{2, 1, 5}, l5rlcg.ZProvince},
		{"enough help", true, []int{1, 2}, []int{0, 0, 3}, l5rlcg.ZPlay},
		{"too little", true, []int{1, 1}, []int{2, 1, 5}, l5rlcg.ZProvince},
	} {
		pos := l5rlcg.NewPositionOf(l5rlcg.FormatSkirmish, 3)
		pos.Phase, pos.First = "dynasty", 2
		for p, f := range []int{2, 1, 5} {
			pos.Seats[p].Fate = &f
		}
		pos.Seats[0].DynastyInProvinces = [][]l5rlcg.CardSpec{{{Card: "doji-hotaru"}}} // cost 5
		g, err := l5rlcg.FromPosition(pos, 1)
		if err != nil {
			t.Fatal(err)
		}
		hotaru := g.S.P[0].Dyn[0][0]
		if c.support {
			g.S.Effects.Add(engine.Lasting{Kind: l5rlcg.ModKeyword + ":support", Source: -1, Player: -1, Cards: []int{hotaru}, N: 1})
		}
		if err := g.Answer(2, engine.Pass); err != nil { // player 3 passes; player 1's offers are listed anew
			t.Fatal(err)
		}
		play := engine.Answer{Verb: "play", Cards: []int{hotaru}}
		if offered := slices.ContainsFunc(g.Answers(), play.Equal); offered != c.support {
			t.Fatalf("%s: a 5-fate card offered to a player with 2 fate: %v", c.name, offered)
		}
		if c.support {
			if err := g.Answer(0, play); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
		}
		for i, n := range c.help {
			if d := g.Pending(); d.Kind != "support" || d.Players[0] != i+1 {
				t.Fatalf("%s: %s is asked %q, not player %d for help", c.name, g.S.Names[d.Players[0]], d.Kind, i+2)
			}
			if err := g.Answer(i+1, engine.Answer{Verb: "fate", N: n}); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
		}
		for p, want := range c.fate {
			if got := g.S.P[p].Fate; got != want {
				t.Errorf("%s: player %d has %d fate, want %d", c.name, p+1, got, want)
			}
		}
		if z := g.S.Cards[hotaru].Zone; z != c.where {
			t.Errorf("%s: the card is in zone %v, want %v", c.name, z, c.where)
		}
	}
}
