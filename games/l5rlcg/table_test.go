package l5rlcg_test

import (
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
