package agot1e_test

import (
	"encoding/json"
	"regexp"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/deck"
)

// syntax is what a prompt written for typing shows and one written for
// people does not: a placeholder, an answer's verb in brackets, a seat's
// key or an id.
var syntax = regexp.MustCompile(`\b(N|X|[A-Z]{4,}|[A-RT-Z][A-Z]{2})\b|\((choose|pass|done)\b|\bplayer[0-9N]\b|\bits id\b`)

// internal is what a person should never read in an answer's words or
// the log: a seat's key (the seats are named), a card's number or id, a
// gate's label, a frame's or event's kind.
var internal = regexp.MustCompile(`\bplayer[0-9]\b|#[0-9]|\bgate-[0-9]|\b[a-z]+-[a-z]+-[a-z]+\b|\b(challenge-initiated|phase-begins|phase-ends|enters-play|save-cancel)\b`)

// Over random jousts and melees whose seats have names, prompts are
// written for people, and neither the answers' words nor the log, as
// each seat reads it, holds an internal label or a card's number.
func TestPlayersReadWords(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	seen := map[string]bool{}
	fail := func(key, format string, args ...any) { // once a kind of failure
		if !seen[key] && len(seen) < 40 {
			seen[key] = true
			t.Errorf(format, args...)
		}
	}
	names := []string{"Aerys", "Brienne", "Catelyn", "Davos"}
	for i, houses := range [][]string{{"stark", "lannister"}, {"baratheon", "targaryen"}, {"greyjoy", "stark", "lannister", "baratheon"}} {
		for k := range games {
			seed := uint64(900 + 10*i + k)
			pl := agot1e.Players{Names: names[:len(houses)]}
			for _, h := range houses {
				d, err := deck.Sample(h)
				if err != nil {
					t.Fatal(err)
				}
				pl.Decks = append(pl.Decks, d)
			}
			setup, _ := json.Marshal(pl)
			eg, err := engine.New(agot1e.Name, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*agot1e.Game)
			rng := engine.NewRNG(seed)
			for n := 0; n < 3000 && !g.Over(); n++ {
				d := g.Pending()
				if syntax.MatchString(d.Prompt) {
					fail("prompt"+d.Prompt, "%s: the prompt %q shows the answers' syntax", d.Kind, d.Prompt)
				}
				as := g.Answers()
				p := d.Players[0]
				for q := range g.S.P {
					for _, a := range as {
						if text := g.Describe(q, a); internal.MatchString(text) {
							fail("answer"+d.Kind+a.Verb, "%s (%q): %v reads %q to %s", d.Kind, d.Prompt, a, text, names[q])
						}
					}
				}
				if err := g.Answer(p, as[rng.Intn(len(as))]); err != nil {
					t.Fatal(err)
				}
			}
			for q := range g.S.P {
				lines, _ := g.Narrate(q, 0)
				for _, line := range lines {
					if internal.MatchString(line) {
						fail("log"+internal.FindString(line), "the log reads %q", line)
					}
				}
			}
		}
	}
}
