package l5rlcg_test

import (
	"fmt"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
)

// hiddenDefs lists the identities of the cards p cannot see.
func hiddenDefs(g *l5rlcg.Game, p int) map[string]int {
	out := map[string]int{}
	for id, c := range g.S.Cards {
		if !g.S.Visible(p, id) {
			out[c.Def.String()]++
		}
	}
	return out
}

// viewHash fingerprints p's view but for the log, which a
// determinization does not keep.
func viewHash(g *l5rlcg.Game, p int) uint64 {
	v := g.View(p).(*l5rlcg.State)
	v.Core.Log, v.Core.Quiet = nil, false
	return engine.HashJSON(v)
}

// A determinization keeps p's view, deals p's unseen cards again from
// the same cards, and does not depend on where they really were.
func TestDeterminizeKeepsTheViewAndHidesTheDeal(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			g, rec := newFullGame(t, clans[seed%7], clans[(seed+2)%7], seed)
			playRandom(t, g, &rec, seed, 40*int(seed))
			for p := 0; p < 2; p++ {
				moved := false
				for k := uint64(1); k <= 5; k++ {
					d := g.Determinize(p, k).(*l5rlcg.Game)
					if viewHash(d, p) != viewHash(g, p) {
						t.Fatalf("player %d's view changed by determinization %d", p, k)
					}
					if fmt.Sprint(hiddenDefs(d, p)) != fmt.Sprint(hiddenDefs(g, p)) {
						t.Fatalf("determinization %d changed which cards are unseen", k)
					}
					for id := range g.S.Cards {
						moved = moved || d.S.Cards[id].Def != g.S.Cards[id].Def
					}
					if err := l5rlcg.CheckInvariants(d.S); err != nil {
						t.Fatal(err)
					}
					// Another game p cannot tell from this one deals the same.
					other := g.Determinize(p, 100+k).(*l5rlcg.Game)
					if other.Determinize(p, k).Hash() != d.Hash() {
						t.Fatalf("determinization %d depends on the real places of hidden cards", k)
					}
				}
				if !moved {
					t.Fatalf("five determinizations for player %d moved no hidden card", p)
				}
			}
		})
	}
}

// A determinized game plays on to a legal end.
func TestDeterminizedGamePlaysOn(t *testing.T) {
	g, rec := newFullGame(t, "crane", "lion", 11)
	playRandom(t, g, &rec, 11, 120)
	d := g.Determinize(0, 5).(*l5rlcg.Game)
	playRandom(t, d, &rec, 12, 20000)
	if !d.Over() {
		t.Fatal("the determinized game did not end")
	}
}

// A card announced for play is known to every player while its costs and
// targets are chosen, even from the hand, and the determinizations of
// every decision of a game answer every legal answer without a fault.
func TestDeterminizeKeepsAnnouncedCards(t *testing.T) {
	announcedSeen := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, rec := newFullGame(t, clans[seed%7], clans[(seed+3)%7], seed)
		rng := engine.NewRNG(seed)
		for n := 0; !g.Over() && n < 400; n++ {
			for _, f := range g.S.Stack {
				if (f.Kind == "play" || f.Kind == "ability") && g.S.Cards[f.Card].Zone == l5rlcg.ZHand {
					announcedSeen++
					other := 1 - g.S.Cards[f.Card].Owner
					if d := g.Determinize(int(other), rng.Next()).(*l5rlcg.Game); d.S.Cards[f.Card].Def != g.S.Cards[f.Card].Def {
						t.Fatalf("seed %d: the card being played from hand was dealt again", seed)
					}
				}
			}
			for q := 0; q < 2; q++ {
				d := g.Determinize(q, rng.Next())
				who := d.Pending().AnswererFor(q)
				for _, a := range engine.Choices(d) {
					_ = d.Clone().Answer(who, a) // must not panic
				}
			}
			playRandom(t, g, &rec, rng.Next(), 1)
		}
	}
	if announcedSeen == 0 {
		t.Fatal("no card was seen being played from hand")
	}
}
