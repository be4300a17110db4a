package l5rlcg_test

import (
	"encoding/json"
	"regexp"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
)

// internal are the game's own words that a player should never read in
// the log or in an answer told in words: a hyphenated label
// ("gain-2-honor", "deck-bottom"), a card's number (#109), where a card
// went in the engine's terms ("(discard)"), a seat's key (player2: the
// players here have other names), a framework step's number, a bare
// label answer ("choose no", "fate 1", "bid 3") and the verbs the log used
// to speak in ("selects dishonor", "leaves play").
var internal = regexp.MustCompile(`\b[a-z]+-[a-z0-9]+\b|#[0-9]|\((discard|hand|deck|deck-bottom|removed)\)|\bplayer[0-9]\b|\b[1-5D]\.[0-9]|^choose (yes|no|[a-z]+)$|^(fate|bid) [0-9]+$|^trigger |\bselects\b|leaves play \(`)

// The log and the answers speak in players' words: random games of both
// formats, every line of their logs and every answer offered, as each
// player asked is told it, hold none of the game's internal words.
func TestLogAndAnswersSpeakInPlayersWords(t *testing.T) {
	names := []string{"Kaede", "Tomo", "Ren"}
	check := func(what, text string) {
		t.Helper()
		if m := internal.FindString(text); m != "" {
			t.Errorf("%s %q says %q", what, text, m)
		}
	}
	play := func(g *l5rlcg.Game, seed uint64) {
		t.Helper()
		rng := engine.NewRNG(seed)
		for k := 0; !g.Over() && k < 20000; k++ {
			d := g.Pending()
			as := engine.Choices(g)
			for _, p := range d.Players {
				for _, a := range as {
					check("an answer", g.Describe(p, a))
				}
			}
			if err := g.Answer(d.Players[rng.Intn(len(d.Players))], as[rng.Intn(len(as))]); err != nil {
				t.Fatal(err)
			}
		}
		lines, _ := g.Narrate(-1, 0)
		for _, line := range lines {
			check("the log line", line)
		}
		told, _ := g.Narrate(0, 0)
		for _, line := range told {
			check("the log line told to seat 1", line)
		}
	}
	for i := range 2 * len(clans) {
		seed := uint64(3000 + i)
		setup, _ := json.Marshal(l5rlcg.Players{Decks: []l5rlcg.Deck{coreDeck(clans[i%len(clans)]), coreDeck(clans[(i+1+i/len(clans))%len(clans)])}, Names: names[:2]})
		g, err := engine.New(l5rlcg.Name, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		play(g.(*l5rlcg.Game), seed)
	}
	for i := range 4 {
		pl := l5rlcg.Players{Format: l5rlcg.FormatSkirmish, Names: names[:2+i%2]}
		for j := range pl.Names {
			d, err := deck.SkirmishStarter(clans[(i+2*j)%len(clans)])
			if err != nil {
				t.Fatal(err)
			}
			pl.Decks = append(pl.Decks, d)
		}
		setup, _ := json.Marshal(pl)
		seed := uint64(4000 + i)
		g, err := engine.New(l5rlcg.Name, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		play(g.(*l5rlcg.Game), seed)
	}
}

// The pattern finds what it is meant to: the test can fail.
func TestInternalWordsAreFound(t *testing.T) {
	for _, bad := range []string{"choose gain-2-honor", "choose no", "fate 1", "bid 3", "trigger Akodo Gunsō",
		"Kaede selects dishonor", "Imperial Storehouse leaves play (discard)", "Brash Samurai (#109) bows",
		"Tomo declares a military air conflict against player1's province 2", "3.2.4 begins"} {
		if !internal.MatchString(bad) {
			t.Errorf("%q is not found internal", bad)
		}
	}
	for _, good := range []string{"gain 2 honor", "Hida O-Ushi bows", "Assassination: Akodo Gunsō is discarded",
		"Kaede declares a political water conflict against Tomo's province 2 (Pilgrimage) with Matsu Beiona"} {
		if internal.MatchString(good) {
			t.Errorf("%q is found internal", good)
		}
	}
}
