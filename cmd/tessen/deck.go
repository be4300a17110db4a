package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
)

// runDeck checks decklists for an L5R LCG format.
func runDeck(args []string, stdout, stderr io.Writer) int {
	const usage = "usage: tessen deck check [--format stronghold|skirmish] FILE... (plain text or fiveringsdb JSON)"
	if len(args) < 1 || args[0] != "check" {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	fs := flag.NewFlagSet("deck check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", l5rlcg.FormatStronghold, "the format: stronghold or skirmish")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if err := checkFormatFlags(*format, 2); err != nil {
		fmt.Fprintln(stderr, "tessen deck check:", err)
		return 2
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
		d, err := deck.Parse(b)
		if err != nil {
			fmt.Fprintf(stdout, "%s: cannot be read: %v\n", path, err)
			code = 1
			continue
		}
		problems := checkDeck(d, *format)
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
