package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"tessen/games/agot1e"
	agotdeck "tessen/games/agot1e/deck"
	"tessen/games/l5rccg"
	ccgdeck "tessen/games/l5rccg/deck"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
)

// runDeck checks decklists for a game's format.
func runDeck(args []string, stdout, stderr io.Writer) int {
	const usage = "usage: tessen deck check [--game l5r-lcg|l5r-ccg|agot-1e] [--format stronghold|skirmish|lotus|new-era|joust|melee] FILE... (plain text, or fiveringsdb JSON for the LCG)"
	if len(args) < 1 || args[0] != "check" {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	fs := flag.NewFlagSet("deck check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "l5r-lcg", "the game: l5r-lcg, l5r-ccg or agot-1e")
	format := fs.String("format", "", formatUsage)
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	_, f, err := kindFormat(*game, *format)
	if err != nil {
		fmt.Fprintln(stderr, "tessen deck check:", err)
		return 2
	}
	*format = f.Name
	var check func(b []byte) ([]string, error)
	switch *game {
	case l5rlcg.Name:
		check = func(b []byte) ([]string, error) {
			d, err := deck.Parse(b)
			return stringsOf(deck.CheckFormat(d, *format)), err
		}
	case l5rccg.Name:
		check = func(b []byte) ([]string, error) {
			d, err := ccgdeck.Parse(b)
			return stringsOf(ccgdeck.CheckFormat(d, *format)), err
		}
	case agot1e.Name:
		check = func(b []byte) ([]string, error) {
			d, err := agotdeck.Parse(b)
			return stringsOf(agotdeck.CheckFormat(d, *format)), err
		}
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	code := 0
	for _, path := range fs.Args() {
		b, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(stderr, "tessen deck check:", err)
			return 2
		}
		problems, err := check(b)
		if err != nil {
			fmt.Fprintf(stdout, "%s: cannot be read: %v\n", path, err)
			code = 1
			continue
		}
		if len(problems) == 0 {
			fmt.Fprintf(stdout, "%s: legal (%s format)\n", path, *format)
			continue
		}
		code = 1
		fmt.Fprintf(stdout, "%s: not legal (%d problems)\n", path, len(problems))
		for _, p := range problems {
			fmt.Fprintf(stdout, "  %s\n", p)
		}
	}
	return code
}

// stringsOf writes each problem as its line.
func stringsOf[P fmt.Stringer](ps []P) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}
