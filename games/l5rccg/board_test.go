package l5rccg_test

import (
	"strings"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rccg"
)

// The board a player reads names no card hidden from him (LE-AREA-7):
// over a random game, a title shows on p's board only where some copy of
// it is one p may see, and the opponent's hand is counted, not listed.
func TestBoardHidesWhatThePlayerCannotSee(t *testing.T) {
	g, _ := newGame(t, 11, "crane", "scorpion")
	rng := engine.NewRNG(11)
	for k := 0; !g.Over() && k < 3000; k++ {
		if k%25 == 0 {
			for p := range g.S.P {
				board := g.Board(p)
				seen := map[string]bool{}
				for id := range g.S.Cards {
					if g.S.Visible(p, id) {
						seen[g.S.Title(id)] = true
					}
				}
				for id := range g.S.Cards {
					if title := g.S.Title(id); !g.S.Visible(p, id) && !seen[title] && strings.Contains(board, title) {
						t.Fatalf("answer %d: player %d's board names %s, hidden from him:\n%s", k, p+1, title, board)
					}
				}
				if !strings.Contains(board, "YOU: Family Honor") || !strings.Contains(board, "OPPONENT: Family Honor") {
					t.Fatalf("a side is missing:\n%s", board)
				}
			}
		}
		as := g.Answers()
		d := g.Pending()
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
}

// Each answer a player is offered reads as words, a card's action by
// what it does.
func TestDescribeNamesEveryAnswer(t *testing.T) {
	g, _ := newGame(t, 12, "lion", "phoenix")
	rng := engine.NewRNG(12)
	used := false
	for k := 0; !g.Over() && k < 3000; k++ {
		as := g.Answers()
		p := g.Pending().Players[0]
		for _, a := range as {
			text := g.Describe(p, a)
			if text == "" {
				t.Fatalf("%v described as nothing", a)
			}
			for _, id := range a.Cards { // each card by its title, none left as a number
				if a.Verb != "pay" && !strings.Contains(text, g.S.Title(id)) {
					t.Fatalf("%v described as %q, without %q", a, text, g.S.Title(id))
				}
			}
			if a.Verb == "use" && a.N > 0 && strings.Contains(text, ": ") {
				used = true
			}
		}
		if err := g.Answer(p, as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	if !used {
		t.Error("no card's action was described by what it does")
	}
}

// A card put into a hand face-up (Asatte) is seen by every player while
// it stays there (LE-AREA-7); the rest of the hand stays its owner's.
func TestShownHandCardIsSeen(t *testing.T) {
	g, _ := newGame(t, 13, "crane", "scorpion")
	hand := g.S.P[1].Hand
	shown, kept := hand[0], hand[1]
	g.S.Cards[shown].Shown = true
	v := g.Redacted(0)
	if v.Cards[shown].Def == 0 || v.Cards[kept].Def != 0 {
		t.Fatalf("player 1 sees the shown card as %q and the other as %q", v.Cards[shown].Def, v.Cards[kept].Def)
	}
}

// Other players' hands are face-up while a player controls Bayushi Paneki
// (LE-AREA-7's exception): his opponent's hand is seen by both players,
// his own by himself alone.
func TestPanekiTurnsHandsFaceUp(t *testing.T) {
	pos := l5rccg.NewPosition(2)
	pos.Seats[0] = l5rccg.SeatSpec{InPlay: []l5rccg.CardSpec{{Card: "bayushi-paneki-exp3"}}, Hand: []l5rccg.CardSpec{{Card: "frenzy"}}}
	pos.Seats[1] = l5rccg.SeatSpec{Hand: []l5rccg.CardSpec{{Card: "treachery-and-deceit"}}}
	g, err := l5rccg.FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	theirs, mine := g.S.P[1].Hand[0], g.S.P[0].Hand[0]
	if !g.S.Visible(0, theirs) || !g.S.Visible(1, theirs) {
		t.Error("player 2's hand is not face-up for player 1")
	}
	if g.S.Visible(1, mine) {
		t.Error("player 1's own hand is face-up for player 2")
	}
}

// An answer is told to its player as their view reads it: Describe, which
// reads the game itself, says what it says of the player's view, of the
// answers offered and of one naming every card.
func TestDescribeReadsTheGameAsThePlayersView(t *testing.T) {
	for _, seed := range []uint64{3, 12} {
		g, _ := newGame(t, seed, "crab", "phoenix")
		enginetest.DescribeReadsTheView(t, g, seed, func() int { return len(g.S.Cards) }, func(p int) enginetest.Describer {
			return &l5rccg.Game{S: g.Redacted(p)}
		})
	}
}
