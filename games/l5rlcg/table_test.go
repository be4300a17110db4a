package l5rlcg_test

import (
	"slices"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rlcg"
)

// A table view draws p's own side last, with p's hand; another's hand is
// a count, and a spectator sees no hand at all; every card named is one
// the viewer's view shows.
func TestTableViewShowsWhatTheViewShows(t *testing.T) {
	g, _ := newFullGame(t, "crane", "lion", 11)
	rng := engine.NewRNG(11)
	for n := 0; n < 80 && !g.Over(); n++ {
		as := engine.Choices(g)
		if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []int{0, 1, -1} {
		tv := g.Table(p).(l5rlcg.TableView)
		view, hs := g.Redacted(p), g.Handles(p)
		if len(tv.Sides) != 2 || len(tv.Rings) != 5 {
			t.Fatalf("seat %d: %d sides, %d rings", p, len(tv.Sides), len(tv.Rings))
		}
		last := tv.Sides[len(tv.Sides)-1]
		if p >= 0 && (!last.You || last.Seat != p || len(last.Hand) != len(view.P[p].Hand)) {
			t.Fatalf("seat %d's own side: %+v", p, last)
		}
		for _, s := range tv.Sides {
			if s.Seat != p && len(s.Hand) > 0 {
				t.Fatalf("seat %d is shown seat %d's hand", p, s.Seat)
			}
			for _, pr := range s.Provinces {
				for _, c := range append([]l5rlcg.CardView{pr.Card}, pr.Cards...) {
					if c.Def != "" && view.Cards[engine.CardOf(hs, c.ID)].Def.String() != c.Def {
						t.Fatalf("seat %d is shown card %d as %s, which its view hides", p, c.ID, c.Def)
					}
				}
			}
			for _, ch := range s.Characters {
				if ch.Card.Title == "" || ch.Military == "" {
					t.Fatalf("a character in play drawn without its name or skills: %+v", ch)
				}
			}
		}
	}
}

// An answer is told to its player as their view reads it: Describe, which
// reads the game itself, says what it says of the player's view, of the
// answers offered and of one naming every card.
func TestDescribeReadsTheGameAsThePlayersView(t *testing.T) {
	for _, seed := range []uint64{5, 17} {
		g, _ := newFullGame(t, "scorpion", "phoenix", seed)
		enginetest.DescribeReadsTheView(t, g, seed, func() int { return len(g.S.Cards) }, func(p int) enginetest.Describer {
			return &l5rlcg.Game{S: g.Redacted(p)}
		})
	}
}

// Each side shows its revealed honor bid and, in the conflict phase, the
// conflicts it may still declare: two, one of each type, until it
// declares one, which takes that type away.
func TestTableShowsBidsAndConflictsLeft(t *testing.T) {
	g, _ := newFullGame(t, "crab", "scorpion", 7)
	rng := engine.NewRNG(7)
	for n := 0; n < 600 && !g.Over(); n++ {
		s := g.S
		for _, side := range g.Table(-1).(l5rlcg.TableView).Sides {
			pl := s.P[side.Seat]
			if side.Bid != pl.Bid || s.Round > 1 && side.Bid == 0 {
				t.Fatalf("round %d: seat %d shows bid %d, revealed %d", s.Round, side.Seat, side.Bid, pl.Bid)
			}
			c := side.Conflicts
			if (c != nil) != (s.Phase == "conflict") {
				t.Fatalf("%s phase: conflicts left shown: %+v", s.Phase, c)
			}
			if c == nil {
				continue
			}
			if c.Left != pl.Opps || pl.Opps == 2 && len(c.Types) != 2 {
				t.Fatalf("seat %d has %d conflicts left, shown %+v", side.Seat, pl.Opps, c)
			}
			if s.Conf.Active && s.Conf.Attacker == side.Seat && slices.Contains(c.Types, s.Conf.Type) {
				t.Fatalf("seat %d declared a %s conflict, still shown: %+v", side.Seat, s.Conf.Type, c)
			}
		}
		as := engine.Choices(g)
		if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
}

// A player out of a skirmish is shown out, on every seat's table, and is
// asked nothing more.
func TestEliminatedPlayerIsShownOutAndAskedNothing(t *testing.T) {
	g, _ := newSkirmishGame(t, 9, "lion", "crane", "crab")
	if err := g.Answer(1, engine.Concede); err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{0, 1, 2, -1} {
		for _, side := range g.Table(p).(l5rlcg.TableView).Sides {
			if side.Out != (side.Seat == 1) || side.Out && side.Conflicts != nil {
				t.Fatalf("seat %d's table: seat %d shown out %v", p, side.Seat, side.Out)
			}
		}
	}
	rng := engine.NewRNG(9)
	for n := 0; n < 400 && !g.Over(); n++ {
		d := g.Pending()
		if d.Asks(1) {
			t.Fatalf("the player out of the game is asked %+v", d)
		}
		as := engine.Choices(g)
		if err := g.Answer(d.Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
}
