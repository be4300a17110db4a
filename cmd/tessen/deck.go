package main

import (
	"fmt"
	"io"
	"os"

	"tessen/games/l5rlcg/deck"
)

// runDeck checks decklists for the L5R LCG stronghold format.
func runDeck(args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "check" {
		fmt.Fprintln(stderr, "usage: tessen deck check FILE... (plain text or fiveringsdb JSON)")
		return 2
	}
	code := 0
	for _, path := range args[1:] {
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
		problems := deck.Check(d)
		if len(problems) == 0 {
			fmt.Fprintf(stdout, "%s: legal (stronghold format)\n", path)
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
