package l5rccg_test

import (
	"testing"

	"tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
)

// NE-SETUP-1 … NE-SETUP-8, from decks through the package's API: the
// Stronghold with the higher starting Family Honor goes first, whichever
// seat it has; on a tie the seed chooses, each seat going first in some
// game; the second player's Stronghold stays as printed (ruling 36);
// the decks shuffled; four Provinces with a card each (the second player's still face down:
// the first player's Events Phase turned only his own up), five cards in
// hand, each player at his Stronghold's Family Honor; the first player is
// the active player, asked for his first action.
func TestNewEraSetup(t *testing.T) {
	honor := func(clan string) int {
		d, _ := carddb.Std().Get(formatDeck(t, l5rccg.FormatNewEra, clan).Stronghold)
		return d.StartingHonor
	}
	var hi, lo string // two sample decks whose Strongholds start apart, and ask nothing before the game
	for _, a := range []string{"crab", "crane", "lion", "mantis", "phoenix", "scorpion", "unicorn"} {
		for _, b := range []string{"crab", "crane", "lion", "mantis", "phoenix", "scorpion", "unicorn"} {
			if hi == "" && honor(a) > honor(b) {
				hi, lo = a, b
			}
		}
	}
	if hi == "" {
		t.Fatal("no two sample Strongholds of different starting Family Honor")
	}
	check := func(g *l5rccg.Game, clans ...string) {
		t.Helper()
		s := g.S
		if s.Active != s.First || s.Turn != 1 {
			t.Errorf("turn %d: %s active, %s first", s.Turn, s.Names[s.Active], s.Names[s.First])
		}
		for p := range s.P {
			pl := &s.P[p]
			sh := formatDeck(t, l5rccg.FormatNewEra, clans[p]).Stronghold
			if s.Cards[pl.Stronghold].Def.String() != sh || pl.Honor != honor(clans[p]) {
				t.Errorf("%s: Stronghold %s at %d Honor, not %s at %d", s.Names[p], s.Cards[pl.Stronghold].Def, pl.Honor, sh, honor(clans[p]))
			}
			if inOrder(s, pl.FateDeck, formatDeck(t, l5rccg.FormatNewEra, clans[p]).Fate) { // NE-SETUP-5
				t.Errorf("%s's Fate deck is in the order of the deck list: not shuffled", s.Names[p])
			}
			if len(pl.Hand) != 5 || len(pl.Provinces) != 4 || len(pl.Play) != 0 {
				t.Errorf("%s: hand %d, Provinces %d, in play %d", s.Names[p], len(pl.Hand), len(pl.Provinces), len(pl.Play))
			}
			for _, pr := range pl.Provinces {
				if pr.Card < 0 || p != s.First && !s.Cards[pr.Card].Facedown {
					t.Errorf("%s's Province %d: card %d, face down %v", s.Names[p], pr.Number, pr.Card, pr.Card >= 0 && s.Cards[pr.Card].Facedown)
				}
			}
		}
		if d := g.Pending(); d == nil || d.Kind != "action" || d.Players[0] != s.First {
			t.Errorf("the first decision is %+v, not the first player's action", d)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Error(err)
		}
	}
	for seed := uint64(1); seed <= 5; seed++ { // NE-SETUP-2: the higher Honor, in either seat
		for seat, clans := range [][]string{{hi, lo}, {lo, hi}} {
			g, _ := formatGame(t, l5rccg.FormatNewEra, seed, nil, clans...)
			if g.S.First != seat {
				t.Errorf("seed %d, %v: %s goes first, not %s's %d Honor", seed, clans, g.S.Names[g.S.First], hi, honor(hi))
			}
			check(g, clans...)
		}
	}
	firsts := map[int]bool{}
	for seed := uint64(1); seed <= 20; seed++ { // a tie: at random, from the seed
		g, _ := formatGame(t, l5rccg.FormatNewEra, seed, nil, lo, lo)
		again, _ := formatGame(t, l5rccg.FormatNewEra, seed, nil, lo, lo)
		if g.S.First != again.S.First {
			t.Errorf("seed %d: the same seed chose %d, then %d", seed, g.S.First, again.S.First)
		}
		firsts[g.S.First] = true
		check(g, lo, lo)
	}
	if len(firsts) != 2 {
		t.Errorf("on a tie, 20 seeds chose only %v to go first", firsts)
	}
}

// inOrder reports the cards of a deck in the order of the list they came
// from (a deck not shuffled).
func inOrder(s *l5rccg.State, deck []int, list []string) bool {
	i := 0
	for _, id := range deck {
		for i < len(list) && list[i] != s.Cards[id].Def.String() {
			i++
		}
		if i == len(list) {
			return false
		}
		i++
	}
	return true
}
