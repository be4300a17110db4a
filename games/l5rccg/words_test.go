package l5rccg_test

import (
	"regexp"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rccg"
)

// syntax is what a prompt written for typing shows and one written for
// people does not: a placeholder (CARD, SOURCE, PLAYER, N), an answer's
// verb in brackets ("(choose token)", "(pass)"), a seat's key or an id.
var syntax = regexp.MustCompile(`\b(N|X|[A-Z]{3,})\b|\((choose|pass|invite|assign|pay|discard|or done|done)\b|\bplayer[0-9N]\b|\bits id\b|; *\w+ none\)`)

// internal is what a person should never read in an answer's words or
// the log: a seat's key (the seats are named), a card's id or slug, a
// framework step's number, a choice's registered name.
var internal = regexp.MustCompile(`\bplayer[0-9]\b|#[0-9]|\b[a-z]+-[a-z]+-[a-z]+\b|\b[0-9]\.[0-9]\b|\b(choose|chosen|use|play) [a-z]+-[a-z]+\b`)

// namedGame is a game of the clans' sample decks whose seats have names,
// so that a seat's key in what a player reads is a label left unsaid.
func namedGame(t *testing.T, format string, seed uint64, clans ...string) *l5rccg.Game {
	t.Helper()
	g, _ := formatGame(t, format, seed, []string{"Akiko", "Benjiro", "Chiyo", "Daisuke"}[:len(clans)], clans...)
	return g
}

// Over random games of two and three players, and New Era's of two, the prompts are written
// for people (no scenario syntax), every answer's words say what it does
// (a word chosen is never shown as the bare label it is), and neither
// the answers nor the log, as each seat reads it, holds an internal label,
// an id or a step's number (issue 27).
func TestPlayersReadWords(t *testing.T) {
	tables := [][]string{{"crab", "crane"}, {"dragon", "lion"}, {"mantis", "phoenix"}, {"scorpion", "unicorn"},
		{"lion", "crane", "scorpion"}, {"phoenix", "crab", "dragon"}}
	games := 3
	if testing.Short() {
		games = 1
	}
	seen := map[string]bool{}
	digits := regexp.MustCompile(`[0-9]+`)
	fail := func(key, format string, args ...any) { // once a kind of failure
		key = digits.ReplaceAllString(key, "")
		if !seen[key] && len(seen) < 60 {
			seen[key] = true
			t.Errorf(format, args...)
		}
	}
	for i, clans := range tables {
		for k := range games {
			seed := uint64(700 + 10*i + k)
			format := l5rccg.FormatLotus
			if len(clans) == 2 && (i+k)%2 == 0 {
				format = l5rccg.FormatNewEra
			}
			g := namedGame(t, format, seed, clans...)
			rng := engine.NewRNG(seed)
			for n := 0; n < 4000 && !g.Over(); n++ {
				d := g.Pending()
				if syntax.MatchString(d.Prompt) {
					fail("prompt"+d.Prompt, "%s: the prompt %q shows the answers' syntax", d.Kind, d.Prompt)
				}
				as := g.Answers()
				p := d.Players[rng.Intn(len(d.Players))]
				for _, a := range as {
					text := g.Describe(p, a)
					if internal.MatchString(text) {
						fail("answer"+d.Prompt+a.Verb, "%s (%q): %v reads %q", d.Kind, d.Prompt, a, text)
					}
					if a.Verb == "choose" && len(a.Labels) == 1 && len(a.Cards) == 0 && (text == "choose "+a.Labels[0] || strings.Contains(text, "choose "+a.Labels[0])) {
						fail("label"+d.Prompt, "%s (%q): %v reads %q, not what it does", d.Kind, d.Prompt, a, text)
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
