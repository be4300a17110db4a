package l5rccg_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
	_ "tessen/games/l5rccg/cards"
	"tessen/games/l5rccg/deck"
)

// testDeck is a Clan's sample deck.
func testDeck(t testing.TB, clan string) l5rccg.Deck { return formatDeck(t, l5rccg.FormatLotus, clan) }

// formatDeck is a Clan's sample deck for a format.
func formatDeck(t testing.TB, format, clan string) l5rccg.Deck {
	t.Helper()
	d, err := deck.SampleFor(format, clan)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func newGame(t testing.TB, seed uint64, clans ...string) (*l5rccg.Game, engine.Record) {
	t.Helper()
	return gameOf(t, seed, nil, clans...)
}

// gameOf is a Lotus game of the clans' sample decks, its seats named
// (nil: by their keys).
func gameOf(t testing.TB, seed uint64, names []string, clans ...string) (*l5rccg.Game, engine.Record) {
	t.Helper()
	return formatGame(t, l5rccg.FormatLotus, seed, names, clans...)
}

// formatGame is a game of a format between the clans' sample decks.
func formatGame(t testing.TB, format string, seed uint64, names []string, clans ...string) (*l5rccg.Game, engine.Record) {
	t.Helper()
	pl := l5rccg.Players{Format: format, Names: names}
	for _, c := range clans {
		pl.Decks = append(pl.Decks, formatDeck(t, format, c))
	}
	setup, _ := json.Marshal(pl)
	g, err := engine.New(l5rccg.Name, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*l5rccg.Game), engine.Record{Game: l5rccg.Name, Seed: seed, Setup: setup}
}

// LE-SETUP-1, LE-SETUP-2: four face-down Provinces, five cards, the
// Stronghold's Family Honor; the first player's turn begins.
func TestSetup(t *testing.T) {
	g, _ := newGame(t, 1, "crab", "crane")
	s := g.S
	for p := range s.P {
		pl := &s.P[p]
		if len(pl.Hand) != 5 || len(pl.Provinces) != 4 || len(pl.Play) != 0 {
			t.Errorf("%s: hand %d, Provinces %d, in play %d", s.Names[p], len(pl.Hand), len(pl.Provinces), len(pl.Play))
		}
		if d, _ := carddb.Std().Get(s.Cards[pl.Stronghold].Def.String()); pl.Honor != d.StartingHonor {
			t.Errorf("%s starts at %d Honor, not the Stronghold's %d", s.Names[p], pl.Honor, d.StartingHonor)
		}
	}
	if d := g.Pending(); d == nil || d.Kind != "action" || d.Players[0] != s.Active {
		t.Fatalf("the first decision is %+v, not the first player's action", d)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// Bad setups are refused with what is wrong.
func TestBadSetups(t *testing.T) {
	good := testDeck(t, "crab")
	for _, c := range []struct {
		pl   l5rccg.Players
		want string
	}{
		{l5rccg.Players{Decks: []l5rccg.Deck{good}}, "2 to 6 players"},
		{l5rccg.Players{Format: "jade", Decks: []l5rccg.Deck{good, good}}, `format "jade"`},
		{l5rccg.Players{Format: l5rccg.FormatNewEra, Decks: []l5rccg.Deck{formatDeck(t, l5rccg.FormatNewEra, "crane"), good}}, "no Sensei nor Wind"}, // NE-DECK-1
		{l5rccg.Players{Decks: []l5rccg.Deck{good, {Stronghold: "hida-kyuwa", Dynasty: good.Dynasty, Fate: good.Fate}}}, "not a Stronghold"},
		{l5rccg.Players{Decks: []l5rccg.Deck{good, {Stronghold: good.Stronghold, Dynasty: good.Fate, Fate: good.Fate}}}, "not a dynasty card"},
		{l5rccg.Players{Decks: []l5rccg.Deck{good, {Stronghold: good.Stronghold, Dynasty: []string{"nobody"}, Fate: good.Fate}}}, "at least 5"},
		{l5rccg.Players{Decks: []l5rccg.Deck{good, {Stronghold: good.Stronghold, Dynasty: append([]string{"nobody"}, good.Dynasty...), Fate: good.Fate}}}, `unknown card "nobody"`},
	} {
		b, _ := json.Marshal(c.pl)
		_, err := engine.New(l5rccg.Name, b, 1)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("setup %s: error %v, want one saying %q", b[:min(len(b), 60)], err, c.want)
		}
	}
}

// Whole games, random legal answers, invariants after every answer, and
// records that replay to the same state: 1,000 games across the eight
// sample decks (20 with -short), every one to a winner.
func TestRandomGames(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 20
	}
	randomGames(t, n, 2, l5rccg.FormatLotus)
}

// The same for New Era (NE-…): 1,000 games (20 with -short); more of
// them may be dead (docs/rulings.md, 25).
func TestRandomNewEraGames(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 20
	}
	randomGames(t, n, 2, l5rccg.FormatNewEra)
}

// LE-MULTI: games of three to five players, where attacks invite allies,
// end as two players' do.
func TestRandomMultiplayerGames(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 6
	}
	for players := 3; players <= 5; players++ {
		randomGames(t, n/3, players, l5rccg.FormatLotus)
	}
}

// randomGames plays n games of random answers between the sample decks
// of the given number of players, each checking the invariants after
// every answer and every tenth replayed from its record to the same
// state, every fiftieth with every step's word that it changed nothing checked
// (VerifySteps) and every rules' action asked (engine.VerifyNeeds); they must end with a winner within 5,000 answers (8,000 in
// New Era), or be dead (at most 1%; in New Era, dead or stalled, at most
// 10%: docs/rulings.md 25).
func randomGames(t *testing.T, n, players int, format string) {
	clans := []string{"crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn"}
	limit := 5000
	if format == l5rccg.FormatNewEra { // no Province cards discarded as each Dynasty Phase ends (NE-5.3), nor a Clan discount (NE-ABILITY-RECRUIT): random games run longer
		limit = 8000
	}
	ended, deadlocked, stalled := 0, 0, 0
	defer l5rccg.VerifySteps(l5rccg.VerifySteps(false))
	defer func() { engine.VerifyNeeds = false }()
	for i := range n {
		var seats []string
		for k := range players {
			seats = append(seats, clans[(i+k*(i/len(clans)+1))%len(clans)])
		}
		label := strings.Join(seats, "-")
		seed := uint64(100 + i)
		l5rccg.VerifySteps(i%50 == 0)
		engine.VerifyNeeds = i%50 == 0 // the rules' actions a game has no card for are asked, and must not be usable
		g, rec := formatGame(t, format, seed, nil, seats...)
		rng := engine.NewRNG(seed)
		for k := 0; !g.Over() && k < limit; k++ {
			as := g.Answers()
			d := g.Pending()
			if len(as) == 0 {
				t.Fatalf("%s seed %d: nothing to answer to %s", label, seed, d.Kind)
			}
			p, ans := d.Players[0], randomAnswer(g, as, &rng)
			if err := g.Answer(p, ans); err != nil {
				t.Fatalf("%s seed %d answer %d (%s %v): %v", label, seed, k, d.Kind, ans, err)
			}
			rec.Moves = append(rec.Moves, engine.Move{Player: p, Answer: ans})
			if err := g.S.CheckInvariants(); err != nil {
				t.Fatalf("%s seed %d after answer %d (%s %v): %v", label, seed, k, d.Kind, ans, err)
			}
		}
		switch {
		case g.Over():
			ended++
		case dead(g):
			deadlocked++
		case format == l5rccg.FormatNewEra: // a stall random play makes (docs/rulings.md 25)
			stalled++
			t.Logf("%s seed %d: no winner within %d answers, and not dead", label, seed, limit)
		}
		if i%10 == 0 {
			r, err := engine.Replay(rec)
			if err != nil || r.Hash() != g.Hash() {
				t.Fatalf("%s: the record does not replay to the same state (%v)", label, err)
			}
		}
	}
	t.Logf("%s, %d players: %d of %d games ended with a winner, %d were dead, %d stalled", format, players, ended, n, deadlocked, stalled)
	most := n / 100
	if format == l5rccg.FormatNewEra { // random play commits New Era's Seppuku, an Open action, often (docs/rulings.md, 25)
		most = n/10 + 3 // the short run's 20 games (seeds 100 to 119) have 3
	}
	if ended+deadlocked+stalled < n || deadlocked+stalled > most {
		t.Errorf("%d players: only %d of %d random games ended with a winner within %d answers (%d dead, %d stalled)", players, ended, n, limit, deadlocked, stalled)
	}
}

// randomAnswer is random play's answer among as, the answers to g's
// pending decision, as the random bot gives it (ai.Random: never one that
// forfeits the game, New Era's Legacy without a Legacy Holding), but
// that New Era's Discard, offered again after each, is taken 1 time in 3
// it is chosen (or random play empties the Dynasty deck), and Proclaim,
// which costs nothing, always.
func randomAnswer(g *l5rccg.Game, as []engine.Answer, rng *engine.RNG) engine.Answer {
	p := g.Pending().Players[0]
	ans := as[rng.Intn(len(as))]
	discard := func(a engine.Answer) bool { return a.Verb == "use" && slices.Equal(a.Labels, []string{"discard"}) }
	if discard(ans) && len(as) > 1 && rng.Intn(3) != 0 {
		rest := slices.DeleteFunc(slices.Clone(as), discard)
		ans = rest[rng.Intn(len(rest))]
	}
	if g.Forfeits(p, ans) {
		rest := slices.DeleteFunc(slices.Clone(as), func(a engine.Answer) bool { return g.Forfeits(p, a) })
		if len(rest) > 0 {
			ans = rest[rng.Intn(len(rest))]
		}
	}
	if g.Pending().Kind == "proclaim" {
		ans = engine.Answer{Verb: "proclaim"}
	}
	return ans
}

// dead reports a game nobody can win any more by the Lotus rules, which
// have no loss for an empty deck: no player has a Personality in play, in
// a Province or in his Dynasty deck, so no battle can be won and no
// Personality can lobby or duel. Random play reaches it, rarely: real
// players would concede (docs/rulings.md).
func dead(g *l5rccg.Game) bool {
	s := g.S
	personality := func(id int) bool { // a created card counts as one: not dead
		d, ok := carddb.Std().Get(s.Cards[id].Def.String())
		return !ok || d.Type == "personality"
	}
	for p := range s.P {
		if len(s.P[p].DynastyDeck) > 0 {
			return false
		}
		for _, id := range s.P[p].Play {
			if personality(id) {
				return false
			}
		}
		for _, pr := range s.P[p].Provinces {
			if pr.Card >= 0 && personality(pr.Card) {
				return false
			}
		}
	}
	return true
}

// LE-VICTORY-CONCEDE: a player may concede at any decision; with two
// players the other wins, by concession. A player not in the game cannot.
func TestConcede(t *testing.T) {
	g, _ := newGame(t, 3, "lion", "dragon")
	if err := g.Answer(7, engine.Answer{Verb: "concede"}); err == nil {
		t.Error("a player not in the game conceded")
	}
	if err := g.Answer(1-g.S.Active, engine.Answer{Verb: "concede"}); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Winner() != g.S.Active || g.Ending() != "concession" {
		t.Fatalf("over %v, winner %d, ending %q", g.Over(), g.Winner(), g.Ending())
	}
	if err := g.Answer(g.S.Active, engine.Pass); err == nil {
		t.Error("an answer was taken after the game ended")
	}
}

// A Stronghold's own number of Provinces (Depths of the Shinomen: three)
// and a Sensei's change to the Starting Family Honor (Tomorrow Sensei:
// -1) hold from the game's beginning (LE-SETUP-1, LE-SENSEI-1).
func TestStrongholdAndSenseiAtSetup(t *testing.T) {
	ratling := testDeck(t, "crab")
	ratling.Stronghold, ratling.Sensei = "depths-of-the-shinomen", "tomorrow-sensei"
	setup, _ := json.Marshal(l5rccg.Players{Decks: []l5rccg.Deck{ratling, testDeck(t, "crane")}})
	g, err := engine.New(l5rccg.Name, setup, 7)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*l5rccg.Game).S
	sh, _ := carddb.Std().Get("depths-of-the-shinomen")
	se, _ := carddb.Std().Get("tomorrow-sensei")
	if n := len(s.P[0].Provinces); n != 3 {
		t.Errorf("the Depths of the Shinomen's player has %d Provinces, not 3", n)
	}
	if n := len(s.P[1].Provinces); n != 4 {
		t.Errorf("the other player has %d Provinces, not 4", n)
	}
	if want := sh.StartingHonor + se.StartingHonor; s.P[0].Honor != want {
		t.Errorf("the Depths of the Shinomen with Tomorrow Sensei begin at %d Honor, not %d", s.P[0].Honor, want)
	}
	if want := max(0, sh.ProvinceStrength+se.ProvinceStrength); s.Strength(0, 1) != want {
		t.Errorf("their Provinces' strength is %d, not %d", s.Strength(0, 1), want)
	}
}

// A copy shares nothing with its original: over random games of two and
// three players, a copy taken every few answers keeps its hash while the
// original plays on, and plays on itself to the same hash as the
// original did from there.
func TestCloneIsIndependent(t *testing.T) {
	for _, clans := range [][]string{{"crab", "scorpion"}, {"lion", "mantis", "unicorn"}} {
		g, _ := newGame(t, 7, clans...)
		rng := engine.NewRNG(7)
		for k := 0; !g.Over() && k < 2000; k++ {
			if k%40 == 0 {
				c := g.Clone().(*l5rccg.Game)
				before := c.Hash()
				probe := engine.NewRNG(uint64(k))
				var moves []engine.Move
				for j := 0; j < 15 && !g.Over(); j++ {
					as, p := g.Answers(), g.Pending().Players[0]
					a := as[probe.Intn(len(as))]
					if err := g.Answer(p, a); err != nil {
						t.Fatal(err)
					}
					moves = append(moves, engine.Move{Player: p, Answer: a})
				}
				if c.Hash() != before {
					t.Fatalf("answer %d: a copy changed as its original played on", k)
				}
				for i, m := range moves {
					if err := c.Answer(m.Player, m.Answer); err != nil {
						t.Fatalf("answer %d+%d (%v): the copy refused what the original took: %v", k, i, m.Answer, err)
					}
				}
				if c.Hash() != g.Hash() {
					t.Fatalf("answer %d: the copy played the same answers to another state", k)
				}
				continue
			}
			as, d := g.Answers(), g.Pending()
			if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A table view draws p's own side last, with p's hand; no side shows a
// card p's view hides; units carry their Force and Chi as counted now.
func TestTableViewShowsWhatTheViewShows(t *testing.T) {
	g, _ := newGame(t, 12, "crane", "lion")
	rng := engine.NewRNG(12)
	for n := 0; n < 200 && !g.Over(); n++ {
		as := g.Answers()
		if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []int{0, 1, -1} {
		tv := g.Table(p).(l5rccg.TableView)
		view, hs := g.Redacted(p), g.Handles(p)
		last := tv.Sides[len(tv.Sides)-1]
		if p >= 0 && (!last.You || last.Seat != p || len(last.Hand) != len(view.P[p].Hand)) {
			t.Fatalf("seat %d's own side: %+v", p, last)
		}
		check := func(c l5rccg.CardView) {
			if c.Def != "" && view.Cards[engine.CardOf(hs, c.ID)].Def.String() != c.Def {
				t.Fatalf("seat %d is shown card %d as %s, which its view hides", p, c.ID, c.Def)
			}
		}
		units := 0
		for _, s := range tv.Sides {
			for _, pr := range s.Provinces {
				if pr.Card != nil {
					check(*pr.Card)
				}
			}
			for _, c := range s.Hand {
				check(c)
			}
			for _, u := range s.Units {
				check(u.Card)
				if u.Card.Title == "" || u.Force != view.Force(engine.CardOf(hs, u.Card.ID)) {
					t.Fatalf("a unit drawn without its name or Force: %+v", u)
				}
				units++
			}
		}
		if units == 0 {
			t.Fatal("two hundred answers in, no unit in play to draw")
		}
	}
}

// Each side shows its Gold Production, and while a player pays a Gold
// cost every seat is shown who pays what, and the Gold the payer has to
// pay it with.
func TestTableShowsGoldProductionAndPayment(t *testing.T) {
	g, _ := newGame(t, 14, "crab", "mantis")
	rng := engine.NewRNG(14)
	pays := 0
	for n := 0; n < 300 && !g.Over(); n++ {
		d := g.Pending()
		for _, p := range []int{0, 1, -1} {
			tv := g.Table(p).(l5rccg.TableView)
			for _, s := range tv.Sides {
				if s.Production <= 0 {
					t.Fatalf("seat %d is shown seat %d producing %d Gold a turn", p, s.Seat, s.Production)
				}
			}
			if (tv.Pay != nil) != (d.Kind == "pay") {
				t.Fatalf("a %s decision, the payment shown: %+v", d.Kind, tv.Pay)
			}
			if tv.Pay != nil && (tv.Pay.Player != d.Players[0] || tv.Pay.Cost <= 0 || tv.Pay.Available < tv.Pay.Cost) {
				t.Fatalf("seat %d is shown a payment as %+v (%+v)", p, tv.Pay, d)
			}
		}
		if d.Kind == "pay" {
			pays++
		}
		as := g.Answers()
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	if pays == 0 {
		t.Fatal("three hundred answers and no Gold cost paid")
	}
}

// A player who concedes a game of three is shown out on every table, and
// asked nothing more.
func TestEliminatedPlayerIsShownOut(t *testing.T) {
	g, _ := newGame(t, 15, "crab", "crane", "lion")
	if err := g.Answer(1, engine.Concede); err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(15)
	for n := 0; n < 200 && !g.Over(); n++ {
		for _, p := range []int{0, 1, 2, -1} {
			for _, s := range g.Table(p).(l5rccg.TableView).Sides {
				if s.Out != (s.Seat == 1) || !g.Out(1) {
					t.Fatalf("seat %d's table: seat %d shown out %v", p, s.Seat, s.Out)
				}
			}
		}
		d := g.Pending()
		if d.Asks(1) {
			t.Fatalf("the player out of the game is asked %+v", d)
		}
		as := g.Answers()
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
}
