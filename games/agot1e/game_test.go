package agot1e_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/agot1e"
	"tessen/games/agot1e/deck"
)

// newGame is a game between the Houses' sample decks: a joust for two,
// a melee for more.
func newGame(t testing.TB, seed uint64, houses ...string) (*agot1e.Game, engine.Record) {
	t.Helper()
	pl := agot1e.Players{}
	for _, h := range houses {
		d, err := deck.Sample(h)
		if err != nil {
			t.Fatal(err)
		}
		pl.Decks = append(pl.Decks, d)
	}
	setup, _ := json.Marshal(pl)
	g, err := engine.New(agot1e.Name, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*agot1e.Game), engine.Record{Game: agot1e.Name, Seed: seed, Setup: setup}
}

// tables are the pairings the random games cycle through.
var tables = [][]string{
	{"stark", "lannister"}, {"baratheon", "targaryen"}, {"greyjoy", "stark"}, {"lannister", "baratheon"}, {"targaryen", "greyjoy"},
}

// playRandom plays a game to its end with random answers among the
// game's suggestions, checking the invariants after every answer, and
// returns its record.
func playRandom(t testing.TB, g *agot1e.Game, rec engine.Record, seed uint64, limit int) engine.Record {
	t.Helper()
	rng := engine.NewRNG(seed ^ 0x5bd1e995)
	for n := 0; !g.Over(); n++ {
		if n > limit {
			t.Fatalf("seed %d: no winner after %d answers (round %d)\n%s", seed, n, g.S.Round, g.Board(-1))
		}
		d := g.Pending()
		as := engine.Choices(g)
		if len(as) == 0 {
			t.Fatalf("seed %d: %s asks %s with nothing to answer (open %v)", seed, d.Kind, g.S.Names[d.Players[0]], d.Open)
		}
		p := d.Players[0] // the suggestions are its (a secret choice asks the rest next)
		a := as[rng.Intn(len(as))]
		if err := g.Answer(p, a); err != nil {
			t.Fatalf("seed %d: answer %d (%s by %s): %v", seed, n, g.Describe(p, a), g.S.Names[p], err)
		}
		rec.Moves = append(rec.Moves, engine.Move{Player: p, Answer: a})
		if err := g.S.CheckInvariants(); err != nil {
			t.Fatalf("seed %d: after answer %d (%s): %v", seed, n, g.Describe(p, a), err)
		}
	}
	return rec
}

// Random games play to a winner, joust and four-player melee, with the
// state whole after every answer (power and gold never negative, no card
// in two places), and a record replays to the same state (AG-WIN-2).
// Every tenth game asks every ability whatever its needs, and fails on
// one usable though they were unmet (engine.VerifyNeeds), and checks
// each step that says it changed nothing the state checks read
// (agot1e.VerifySteps).
func TestRandomGames(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 60
	}
	defer func() { engine.VerifyNeeds = false; agot1e.VerifySteps(false) }()
	for _, melee := range []bool{false, true} {
		for i := range n {
			engine.VerifyNeeds = i%10 == 0
			agot1e.VerifySteps(i%10 == 0)
			seed := uint64(i + 1)
			houses := tables[i%len(tables)]
			if melee {
				houses = []string{tables[i%len(tables)][0], tables[(i+1)%len(tables)][0], tables[(i+2)%len(tables)][0], tables[(i+3)%len(tables)][0]}
			}
			g, rec := newGame(t, seed, houses...)
			rec = playRandom(t, g, rec, seed, 20000)
			if g.Winner() < 0 {
				t.Fatalf("seed %d (%v): over without a winner", seed, houses)
			}
			if i%50 == 0 {
				r, err := engine.Replay(rec)
				if err != nil {
					t.Fatalf("seed %d: replay: %v", seed, err)
				}
				if r.Hash() != g.Hash() {
					t.Fatalf("seed %d: the replay reaches another state", seed)
				}
			}
		}
	}
}

// What a seat is sent names no card it cannot see, in joust and melee:
// its bytes are the same once the hidden cards are dealt again
// (determinized) or moved among their places (engine's contract).
func TestHiddenStaysHidden(t *testing.T) {
	answers := 400
	if testing.Short() {
		answers = 80
	}
	for i, houses := range [][]string{{"stark", "lannister"}, {"greyjoy", "targaryen", "baratheon", "stark"}} {
		seed := uint64(7 + i)
		g, _ := newGame(t, seed, houses...)
		rng := engine.NewRNG(seed)
		for n := 0; n < answers && !g.Over(); n++ {
			enginetest.HiddenStaysHidden(t, g, len(g.S.P), fmt.Sprintf("%v, answer %d (%s)", houses, n, g.S.Phase), g.Determinize)
			d := g.Pending()
			as := g.Answers()
			if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A refused answer changes nothing (the engine's contract): answers of
// the wrong player, verbs and cards at random decisions.
func TestRefusalsChangeNothing(t *testing.T) {
	g, _ := newGame(t, 3, "stark", "baratheon")
	rng := engine.NewRNG(3)
	bad := []engine.Answer{{Verb: "challenge", Labels: []string{"naval"}}, {Verb: "play", Cards: []int{9999}},
		{Verb: "defend", Cards: []int{0}}, {Verb: "reveal", Cards: []int{1}}, {Verb: "choose", Labels: []string{"player9"}},
		{Verb: "save", Cards: []int{2}}, {Verb: "setup", Cards: []int{0, 0}}, {Verb: "bring", Cards: []int{-1}}}
	for n := 0; n < 1500 && !g.Over(); n++ {
		d := g.Pending()
		for _, a := range bad {
			if d.Offers(a) {
				continue
			}
			before := g.Hash()
			if err := g.Answer(d.Players[0], a); err == nil {
				t.Fatalf("answer %d: %v was taken at %s", n, a, d.Kind)
			}
			if g.Hash() != before {
				t.Fatalf("answer %d: the refused %v changed the game", n, a)
			}
		}
		as := g.Answers()
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
}

// moveHidden is a copy of g in which the cards p cannot see trade places
// among themselves, each owner's draw cards among the places of draw
// cards (hand, deck, Shadows, setup) and plots among plot places: where a
// determinization deals identities again, here the cards themselves move,
// so that a card named by anything but its place would be told apart.
// The cards the decision names stay where they are.
func moveHidden(g *agot1e.Game, p int, seed uint64) engine.Game {
	c := g.Clone().(*agot1e.Game)
	s, named := c.S, enginetest.Named(c.S.Pending)
	var pools [][]*int
	for q := range s.P {
		pl := &s.P[q]
		var draw, plots []*int
		add := func(list []int, to *[]*int) {
			for i := range list {
				if id := list[i]; !g.S.Visible(p, id) && !named[id] {
					*to = append(*to, &list[i])
				}
			}
		}
		add(pl.Hand, &draw)
		add(pl.Deck, &draw)
		add(pl.Shadows, &draw)
		add(pl.Setup, &draw)
		add(pl.PlotDeck, &plots)
		pools = append(pools, draw, plots)
	}
	enginetest.TradePlaces(seed, pools, func(id int) func(int) {
		was := s.Cards[id]
		return func(to int) {
			c := &s.Cards[to]
			c.Zone, c.Controller = was.Zone, was.Controller
		}
	})
	return c
}

// Melees of three, five and six play to a winner too, titles for all
// (AG-MELEE-1's default), and without titles at five and six when the
// switch says so.
func TestRandomMeleesOfEverySize(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 6
	}
	houses := []string{"stark", "lannister", "baratheon", "targaryen", "greyjoy", "stark"}
	for _, seats := range []int{3, 5, 6} {
		for i := range n {
			seed := uint64(5000 + 100*seats + i)
			pl := agot1e.Players{}
			if i%2 == 1 {
				pl.Rules = map[string]string{"AG-MELEE-1": "no"}
			}
			for k := range seats {
				d, err := deck.Sample(houses[(i+k)%len(houses)])
				if err != nil {
					t.Fatal(err)
				}
				pl.Decks = append(pl.Decks, d)
			}
			setup, _ := json.Marshal(pl)
			eg, err := engine.New(agot1e.Name, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*agot1e.Game)
			playRandom(t, g, engine.Record{Game: agot1e.Name, Seed: seed, Setup: setup}, seed, 40000)
			titled := false
			for p := range g.S.P {
				titled = titled || g.S.P[p].Title != ""
			}
			if want := seats <= 4 || i%2 == 0; titled != want && g.S.Round > 1 {
				t.Errorf("%d seats, switch %v: titles held %v", seats, pl.Rules, titled)
			}
		}
	}
}

// A player who concedes a melee leaves it; what he owns in play goes to
// the bottom of his deck, and the others play on to a winner (AG-WIN-4,
// AG-MELEE-10).
func TestConcedeInMelee(t *testing.T) {
	for seed := uint64(70); seed < 90; seed++ {
		concedeAt(t, seed, int(seed-70)*23+5)
	}
}

func concedeAt(t *testing.T, seed uint64, at int) {
	g, rec := newGame(t, seed, "stark", "lannister", "baratheon")
	rng := engine.NewRNG(seed)
	for n := 0; n < at && !g.Over(); n++ {
		as := g.Answers()
		if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	s := g.S
	inPlay := 0
	for id := range s.Cards {
		if int(s.Cards[id].Owner) == 1 && s.InPlay(id) && s.Def(id).Type != "house" {
			inPlay++
		}
	}
	deck := len(s.P[1].Deck)
	if err := g.Answer(1, engine.Concede); err != nil {
		t.Fatal(err)
	}
	if !g.Out(1) || g.Over() {
		t.Fatalf("after a concession: out %v, over %v", g.Out(1), g.Over())
	}
	if len(s.P[1].Deck) != deck+inPlay {
		t.Errorf("the conceding player's %d cards in play went elsewhere than his deck (%d → %d)", inPlay, deck, len(s.P[1].Deck))
	}
	if d := g.Pending(); d.Asks(1) {
		t.Errorf("a player out is asked %s", d.Kind)
	}
	playRandom(t, g, rec, seed, 20000)
	if g.Winner() == 1 {
		t.Errorf("the player who conceded won")
	}
}
