package l5rccg_test

import (
	"fmt"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rccg"
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
	s, rng := c.S, engine.NewRNG(seed)
	named := map[int]bool{}
	if d := s.Pending; d != nil {
		for _, a := range d.Options {
			for _, id := range a.Cards {
				named[id] = true
			}
		}
		for _, id := range d.Among {
			named[id] = true
		}
	}
	type slot struct {
		at   *int
		card l5rccg.Card
	}
	for q := range s.P {
		pl := &s.P[q]
		var pools [2][]slot
		add := func(k int, at *int) {
			if *at >= 0 && !g.S.Visible(p, *at) && !named[*at] && s.Cards[*at].Owner == int8(q) {
				pools[k] = append(pools[k], slot{at, s.Cards[*at]})
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
		for _, pool := range pools {
			ids := make([]int, len(pool))
			for i, sl := range pool {
				ids[i] = *sl.at
			}
			engine.Shuffle(&rng, ids)
			for i, sl := range pool {
				*sl.at = ids[i]
				card := &s.Cards[ids[i]]
				card.Zone, card.Prov, card.Facedown, card.Controller = sl.card.Zone, sl.card.Prov, sl.card.Facedown, sl.card.Controller
			}
		}
	}
	return c
}
