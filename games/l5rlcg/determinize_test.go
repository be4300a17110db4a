package l5rlcg_test

import (
	"fmt"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// hiddenDefs lists the identities of owner's cards p cannot see.
func hiddenDefs(g *l5rlcg.Game, p, owner int) map[string]int {
	out := map[string]int{}
	for id, c := range g.S.Cards {
		if !g.S.Visible(p, id) && int(c.Owner) == owner {
			out[c.Def.String()]++
		}
	}
	return out
}

// sides counts owner's cards p cannot see by their backs.
func sides(g *l5rlcg.Game, p, owner int) map[string]int {
	out := map[string]int{}
	for id, c := range g.S.Cards {
		if !g.S.Visible(p, id) && int(c.Owner) == owner {
			d, _ := carddb.Std().Get(c.Def.String())
			out[d.Side]++
		}
	}
	return out
}

// viewHash fingerprints p's view but for the log, which a
// determinization does not keep.
func viewHash(g *l5rlcg.Game, p int) uint64 {
	v := g.Redacted(p)
	v.Core.Log, v.Core.Quiet = nil, false
	return engine.HashJSON(v)
}

// A determinization keeps p's view, deals p's unseen cards again from
// the same cards (p knows their own deck list), the opponent's from the
// Core Set's cards of their clan and the cards of theirs p sees (p does
// not know their deck list), and depends neither on where the hidden
// cards really are nor on what the opponent's are (issue 26).
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
					if fmt.Sprint(hiddenDefs(d, p, p)) != fmt.Sprint(hiddenDefs(g, p, p)) {
						t.Fatalf("determinization %d changed which of player %d's own cards are unseen", k, p)
					}
					if fmt.Sprint(sides(d, p, 1-p)) != fmt.Sprint(sides(g, p, 1-p)) {
						t.Fatalf("determinization %d dealt the opponent's hidden cards of other backs", k)
					}
					sh, _ := carddb.Std().Get(g.S.Cards[g.S.P[1-p].Stronghold].Def.String())
					seen := map[string]bool{}
					for id, c := range g.S.Cards {
						seen[c.Def.String()] = seen[c.Def.String()] || g.S.Visible(p, id) && int(c.Owner) == 1-p
					}
					for def := range hiddenDefs(d, p, 1-p) {
						if c, _ := carddb.Std().Get(def); !seen[def] && (c.Pack != "01" || c.Clan != sh.Clan && c.Clan != "neutral") {
							t.Fatalf("determinization %d dealt the opponent %s, of pack %s and clan %s, neither seen, nor a %s or neutral Core Set card", k, def, c.Pack, c.Clan, sh.Clan)
						}
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

// What a seat is sent names no card it cannot see, neither what it is
// nor, by a number or an order, which card it is: the same bytes for
// every deal of what that seat cannot see, for every player and a
// spectator, at every decision of random games of both formats (issue
// 26), through cards seen and hidden again (shuffled back, returned
// face down, drawn).
func TestSeatsAreSentNothingOfHiddenCards(t *testing.T) {
	games := []func(seed uint64) *l5rlcg.Game{
		func(seed uint64) *l5rlcg.Game {
			g, _ := newFullGame(t, clans[seed%7], clans[(seed+3)%7], seed)
			return g
		},
		func(seed uint64) *l5rlcg.Game { g, _ := newSkirmishGame(t, seed, "lion", "crane"); return g },
		func(seed uint64) *l5rlcg.Game {
			g, _ := newSkirmishGame(t, seed, "crab", "dragon", "phoenix")
			return g
		},
		func(seed uint64) *l5rlcg.Game {
			g, _ := newSkirmishGame(t, seed, "scorpion", "unicorn", "lion", "crane", "crab")
			return g
		},
	}
	answers := 300
	if testing.Short() {
		answers = 80
	}
	for i, start := range games {
		for seed := uint64(1); seed <= 2; seed++ {
			g := start(seed + uint64(10*i))
			rng := engine.NewRNG(seed)
			for n := 0; n < answers && !g.Over(); n++ {
				enginetest.HiddenStaysHidden(t, g, len(g.S.P), fmt.Sprintf("game %d seed %d, answer %d (%s)", i, seed, n, g.S.Step),
					g.Determinize, func(p int, seed uint64) engine.Game { return moveHidden(g, p, seed) })
				as := engine.Choices(g)
				d := g.Pending()
				if err := g.Answer(d.Players[rng.Intn(len(d.Players))], as[rng.Intn(len(as))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// moveHidden is a copy of g in which the cards p cannot see trade places
// among themselves, each owner's cards of one back among the places of
// that back (hand and conflict deck; dynasty deck and provinces; province
// cards): where a determinization deals identities again, here the cards
// themselves move, so that a card named by anything but its place would
// be told apart. The cards the decision offers stay where they are: it
// names them.
func moveHidden(g *l5rlcg.Game, p int, seed uint64) engine.Game {
	c := g.Clone().(*l5rlcg.Game)
	s, named := c.S, enginetest.Named(c.S.Pending)
	var pools [][]*int
	for q := range s.P {
		pl := &s.P[q]
		var backs [3][]*int
		add := func(k int, at *int) {
			if *at >= 0 && !g.S.Visible(p, *at) && !named[*at] {
				backs[k] = append(backs[k], at)
			}
		}
		for _, l := range []*[]int{&pl.Hand, &pl.ConflictDeck} {
			for i := range *l {
				add(0, &(*l)[i])
			}
		}
		for i := range pl.DynastyDeck {
			add(1, &pl.DynastyDeck[i])
		}
		for prov := range pl.Dyn {
			for i := range pl.Dyn[prov] {
				add(1, &pl.Dyn[prov][i])
			}
			add(2, &pl.Prov[prov])
		}
		pools = append(pools, backs[:]...)
	}
	enginetest.TradePlaces(seed, pools, func(id int) func(int) {
		was := s.Cards[id]
		return func(to int) {
			c := &s.Cards[to]
			c.Zone, c.Prov, c.Facedown = was.Zone, was.Prov, was.Facedown
		}
	})
	return c
}

// Every answer of an open verb the game offers (the bots' representative
// answers) is made of the parts its decision describes, for a person to
// compose (issue 27), in both formats.
func TestPartsMakeEveryOfferedAnswer(t *testing.T) {
	for i, g := range []*l5rlcg.Game{func() *l5rlcg.Game { g, _ := newFullGame(t, "crane", "scorpion", 5); return g }(),
		func() *l5rlcg.Game { g, _ := newFullGame(t, "dragon", "lion", 6); return g }(),
		func() *l5rlcg.Game { g, _ := newSkirmishGame(t, 7, "crab", "dragon", "phoenix"); return g }()} {
		rng := engine.NewRNG(uint64(i))
		for n := 0; n < 3000 && !g.Over(); n++ {
			enginetest.PartsMakeEveryAnswer(t, g, fmt.Sprintf("game %d, answer %d (%s)", i, n, g.S.Step))
			as := engine.Choices(g)
			d := g.Pending()
			if err := g.Answer(d.Players[rng.Intn(len(d.Players))], as[rng.Intn(len(as))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// An action offered on one deal and answered on another is checked
// anew: a determinization that deals another card into the place of an
// event offered from an opponent's hand refuses the stale offer, which
// names a card that can no longer be played so.
func TestStaleOfferAfterDeterminizeIsRefused(t *testing.T) {
	refused := 0
	for seed := uint64(1); seed <= 6 && refused == 0; seed++ {
		g, rec := newFullGame(t, clans[seed%7], clans[(seed+3)%7], seed)
		rng := engine.NewRNG(seed)
		for n := 0; !g.Over() && n < 600 && refused == 0; n++ {
			d := g.Pending()
			if d.Kind == "action" {
				q := d.Players[0]
				for _, a := range d.Options {
					if a.Verb != "play" || a.N == 0 || g.S.Cards[a.Cards[0]].Zone != l5rlcg.ZHand {
						continue
					}
					for k := uint64(0); k < 20 && refused == 0; k++ {
						r := g.Determinize(1-q, k).(*l5rlcg.Game)
						if r.S.Printed(a.Cards[0]).Type == "event" {
							continue // perhaps still playable: no proof either way
						}
						if err := r.Answer(q, a); err == nil {
							t.Fatalf("seed %d: %v answered though %s is no event now", seed, a, r.S.Printed(a.Cards[0]).Title)
						}
						refused++
					}
				}
			}
			playRandom(t, g, &rec, rng.Next(), 1)
		}
	}
	if refused == 0 {
		t.Fatal("no stale offer was found to answer")
	}
}
