package l5rccg_test

import (
	"fmt"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

// What a seat is sent names no card it cannot see, neither what it is
// nor, by a number or an order, which card it is: the same bytes for
// every deal of what that seat cannot see, for every player and a
// spectator, at every decision of random games of two to four players
// (issue 26).
func TestSeatsAreSentNothingOfHiddenCards(t *testing.T) {
	tables := [][]string{{"crab", "crane"}, {"scorpion", "mantis"}, {"lion", "dragon", "phoenix"}, {"unicorn", "crane", "crab", "scorpion"}}
	answers := 300
	if testing.Short() {
		answers = 80
	}
	for i, clans := range tables {
		seed := uint64(30 + i)
		g, _ := newGame(t, seed, clans...)
		rng := engine.NewRNG(seed)
		for n := 0; n < answers && !g.Over(); n++ {
			enginetest.HiddenStaysHidden(t, g, len(g.S.P), fmt.Sprintf("%v, answer %d (%s)", clans, n, g.S.Phase),
				g.Determinize, func(p int, seed uint64) engine.Game { return moveHidden(g, p, seed) })
			as := g.Answers()
			d := g.Pending()
			if err := g.Answer(d.Players[rng.Intn(len(d.Players))], as[rng.Intn(len(as))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// moveHidden is a copy of g in which the cards p cannot see trade places
// among themselves, each owner's cards of one back among the places of
// that back (hand and Fate deck; Dynasty deck and Provinces): where a
// determinization deals identities again, here the cards themselves move,
// so that a card named by anything but its place would be told apart. The
// cards the decision offers stay where they are: it names them.
func moveHidden(g *l5rccg.Game, p int, seed uint64) engine.Game {
	c := g.Clone().(*l5rccg.Game)
	s, named := c.S, enginetest.Named(c.S.Pending)
	var pools [][]*int
	for q := range s.P {
		pl := &s.P[q]
		var backs [2][]*int
		add := func(k int, at *int) {
			if *at >= 0 && !g.S.Visible(p, *at) && !named[*at] && s.Cards[*at].Owner == int8(q) {
				backs[k] = append(backs[k], at)
			}
		}
		for _, l := range []*[]int{&pl.Hand, &pl.FateDeck} {
			for i := range *l {
				add(0, &(*l)[i])
			}
		}
		for i := range pl.DynastyDeck {
			add(1, &pl.DynastyDeck[i])
		}
		for i := range pl.Provinces {
			add(1, &pl.Provinces[i].Card)
		}
		pools = append(pools, backs[:]...)
	}
	enginetest.TradePlaces(seed, pools, func(id int) func(int) {
		was := s.Cards[id]
		return func(to int) {
			c := &s.Cards[to]
			c.Zone, c.Prov, c.Facedown, c.Controller = was.Zone, was.Prov, was.Facedown, was.Controller
		}
	})
	return c
}

// A determinization deals p's own hidden cards from p's deck (p knows its
// list) and another player's from the base set's cards and those of theirs
// p sees, never from their deck list: two games that differ only in what
// the opponent's hidden cards are deal alike (issue 26).
func TestDeterminizeKnowsNoOpponentsDeckList(t *testing.T) {
	g, _ := newGame(t, 41, "crab", "crane")
	rng := engine.NewRNG(41)
	for n := 0; n < 120 && !g.Over(); n++ {
		as := g.Answers()
		if err := g.Answer(g.Pending().Players[0], as[rng.Intn(len(as))]); err != nil {
			t.Fatal(err)
		}
	}
	hidden := func(g *l5rccg.Game, p, owner int) map[string]int {
		out := map[string]int{}
		for id, c := range g.S.Cards {
			if int(c.Owner) == owner && !g.S.Visible(p, id) {
				out[c.Def.String()]++
			}
		}
		return out
	}
	for p := range 2 {
		for k := uint64(1); k <= 4; k++ {
			d := g.Determinize(p, k).(*l5rccg.Game)
			if fmt.Sprint(hidden(d, p, p)) != fmt.Sprint(hidden(g, p, p)) {
				t.Fatalf("determinization %d changed which of player %d's own cards are hidden", k, p)
			}
			for def := range hidden(d, p, 1-p) {
				if c, ok := carddb.Std().Get(def); !ok || !c.Base {
					t.Fatalf("determinization %d dealt the opponent %s, no base set card", k, def)
				}
			}
			other := g.Determinize(p, 100+k).(*l5rccg.Game) // the opponent's hidden cards others
			if fmt.Sprint(hidden(other, p, 1-p)) == fmt.Sprint(hidden(g, p, 1-p)) {
				t.Fatal("a determinization dealt the opponent the cards they hold")
			}
			if other.Determinize(p, k).Hash() != d.Hash() {
				t.Fatalf("determinization %d depends on the opponent's real hidden cards", k)
			}
		}
	}
}

// Every answer of an open verb the game offers (the bots' representative
// answers) is made of the parts its decision describes, for a person to
// compose (issue 27), with two and three players.
func TestPartsMakeEveryOfferedAnswer(t *testing.T) {
	for i, clans := range [][]string{{"crab", "crane"}, {"lion", "dragon", "phoenix"}, {"mantis", "unicorn"}} {
		g, _ := newGame(t, uint64(60+i), clans...)
		rng := engine.NewRNG(uint64(i))
		for n := 0; n < 3000 && !g.Over(); n++ {
			enginetest.PartsMakeEveryAnswer(t, g, fmt.Sprintf("%v, answer %d (%s)", clans, n, g.S.Phase))
			as := g.Answers()
			d := g.Pending()
			if err := g.Answer(d.Players[rng.Intn(len(d.Players))], as[rng.Intn(len(as))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
