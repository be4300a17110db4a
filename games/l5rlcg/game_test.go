package l5rlcg_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/cards"
)

// testPosition is a conflict-phase position with a few characters and
// cards in hand on each side, enough for games to go several rounds.
func testPosition() l5rlcg.Position {
	pos := l5rlcg.NewPosition()
	cs := func(ids ...string) []l5rlcg.CardSpec {
		var out []l5rlcg.CardSpec
		for _, id := range ids {
			out = append(out, l5rlcg.CardSpec{Card: id})
		}
		return out
	}
	deck := func(n int, ids ...string) []l5rlcg.CardSpec {
		var out []l5rlcg.CardSpec
		for len(out) < n {
			out = append(out, cs(ids...)...)
		}
		return out
	}
	pos.Seats[0] = l5rlcg.SeatSpec{
		InPlay:       cs("akodo-toturi", "akodo-gunso", "doji-whisperer"),
		Hand:         cs("way-of-the-lion", "assassination", "for-shame"),
		DynastyDeck:  deck(12, "akodo-gunso", "doji-whisperer", "seppun-guardsman", "kaiu-envoy"),
		ConflictDeck: deck(12, "assassination", "way-of-the-lion", "fine-katana", "for-shame"),
	}
	pos.Seats[1] = l5rlcg.SeatSpec{
		InPlay:       cs("doji-hotaru", "borderlands-defender", "mirumoto-raitsugu"),
		Hand:         cs("forged-edict", "assassination", "unassuming-yojimbo"),
		DynastyDeck:  deck(12, "doji-challenger", "asahina-artisan", "doji-whisperer", "seppun-guardsman"),
		ConflictDeck: deck(12, "forged-edict", "fine-katana", "assassination", "unassuming-yojimbo"),
	}
	return pos
}

func newGame(t testing.TB, seed uint64) (*l5rlcg.Game, engine.Record) {
	t.Helper()
	setup, _ := json.Marshal(testPosition())
	g, err := engine.New(l5rlcg.Name, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*l5rlcg.Game), engine.Record{Game: l5rlcg.Name, Seed: seed, Setup: setup}
}

// playRandom answers with seeded random legal answers, checking the
// invariants after every one, and records the game.
func playRandom(t testing.TB, g *l5rlcg.Game, rec *engine.Record, seed uint64, maxMoves int) {
	t.Helper()
	rng := engine.NewRNG(seed)
	for i := 0; i < maxMoves && !g.Over(); i++ {
		as := g.Answers()
		if len(as) == 0 {
			t.Fatalf("move %d: decision %q offers no answer", i, g.Pending().Kind)
		}
		d := g.Pending()
		a := as[rng.Intn(len(as))]
		p := d.Players[rng.Intn(len(d.Players))]
		if err := g.Answer(p, a); err != nil {
			t.Fatalf("move %d: legal-looking answer %s to %s refused: %v", i, a, d.Kind, err)
		}
		rec.Moves = append(rec.Moves, engine.Move{Player: p, Answer: a})
		if err := l5rlcg.CheckInvariants(g.S); err != nil {
			t.Fatalf("move %d (%s to %s): %v", i, a, d.Kind, err)
		}
	}
}

func TestRandomGamesKeepInvariantsAndReplay(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			g, rec := newGame(t, seed)
			playRandom(t, g, &rec, seed, 3000)
			r, err := engine.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			if r.Hash() != g.Hash() {
				t.Fatal("the replayed record does not reach the same state hash")
			}
		})
	}
}

func TestIllegalAnswerIsRefusedAndChangesNothing(t *testing.T) {
	g, _ := newGame(t, 1)
	// Pass the conflict phase's opening action window to reach 3.2.
	for g.Pending().Kind != "declare" {
		if err := g.Answer(g.Pending().Players[0], engine.Pass); err != nil {
			t.Fatal(err)
		}
	}
	before := g.Hash()
	toturi := findCard(g.S, "akodo-toturi")
	hotaru := findCard(g.S, "doji-hotaru")
	for _, bad := range []engine.Answer{
		{Verb: "declare", Labels: []string{"military", "air", "1"}, Cards: []int{hotaru}},          // not the attacker's character
		{Verb: "declare", Labels: []string{"military", "air", "stronghold"}, Cards: []int{toturi}}, // no three provinces broken
		{Verb: "declare", Labels: []string{"diplomatic", "air", "1"}, Cards: []int{toturi}},        // no such conflict type
		{Verb: "declare", Labels: []string{"military", "air", "1"}},                                // no attackers
		{Verb: "bid", N: 3}, // not a bid
	} {
		err := g.Answer(0, bad)
		if err == nil {
			t.Fatalf("%s was accepted", bad)
		}
		if g.Hash() != before {
			t.Fatalf("refusing %s changed the state", bad)
		}
		t.Logf("%s refused: %v", bad, err)
	}
	if err := g.Answer(1, engine.Pass); err == nil {
		t.Fatal("an answer from the player not asked was accepted")
	}
	// A refusal names the cards as the player knows them, not by number.
	err := g.Answer(0, engine.Answer{Verb: "use", Cards: []int{toturi, len(g.S.Cards) + 7}, N: 1})
	if want := `"use Akodo Toturi #` + strconv.Itoa(len(g.S.Cards)+7) + ` (no such card) 1" is not a legal answer to declare`; err == nil || err.Error() != want {
		t.Fatalf("refusal %v, want %s", err, want)
	}
}

func TestViewHidesTheOpponentsHand(t *testing.T) {
	g, _ := newGame(t, 1)
	v := g.Redacted(0)
	for _, id := range v.P[1].Hand {
		if v.Cards[id].Def != 0 {
			t.Fatalf("player 1 sees card %d (%s) in the opponent's hand", id, v.Cards[id].Def)
		}
	}
	for _, id := range v.P[0].Hand {
		if v.Cards[id].Def == 0 {
			t.Fatalf("player 1 cannot see their own card %d", id)
		}
	}
	for _, id := range v.P[0].ConflictDeck {
		if v.Cards[id].Def != 0 {
			t.Fatal("a deck's cards are hidden, even from their owner")
		}
	}
	if v.RNG != (engine.RNG{}) {
		t.Fatal("the generator's state would let a player predict shuffles")
	}
}

// A spectator's board names the seats and shows neither hand.
func TestSpectatorBoard(t *testing.T) {
	g, _ := newGame(t, 1)
	b := g.Board(-1)
	for _, want := range []string{"SEAT 1 (", "SEAT 2 ("} {
		if !strings.Contains(b, want) {
			t.Errorf("no %q on the spectator's board:\n%s", want, b)
		}
	}
	if strings.Contains(b, "Hand:") || strings.Contains(b, "YOU") {
		t.Fatalf("a spectator sees a hand:\n%s", b)
	}
}

func findCard(s *l5rlcg.State, def string) int {
	for _, c := range s.Cards {
		if c.Def.String() == def {
			return int(c.ID)
		}
	}
	panic("no " + def)
}

// RR "Setup" 6: each player looks at the cards placed in their provinces
// before deciding the mulligan, and at the new ones after it; the
// opponent sees none of them.
func TestProvinceMulliganSeesTheCards(t *testing.T) {
	g, _ := newFullGame(t, "crane", "lion", 11)
	for g.Pending().Kind == "stronghold-province" {
		d := g.Pending()
		if err := g.Answer(d.Players[0], d.Options[0]); err != nil {
			t.Fatal(err)
		}
	}
	d := g.Pending()
	p := d.Players[0]
	if d.Kind != "mulligan-provinces" || len(d.Among) != 4 {
		t.Fatalf("the province mulligan: %+v", d)
	}
	for _, id := range d.Among {
		if !g.S.Visible(p, id) || g.S.Visible(1-p, id) {
			t.Fatalf("%s: seen by its owner %v, by the opponent %v", g.S.Describe(id), g.S.Visible(p, id), g.S.Visible(1-p, id))
		}
	}
	if err := g.Answer(p, engine.Answer{Verb: "choose", Cards: d.Among[:1]}); err != nil {
		t.Fatal(err)
	}
	for prov := range 4 {
		for _, id := range g.S.P[p].Dyn[prov] {
			if !g.S.Visible(p, id) {
				t.Fatalf("the new card %s is not seen by its owner", g.S.Describe(id))
			}
		}
	}
}
