package main

import (
	"fmt"
	"io"

	_ "tessen/games/l5rccg/script" // the l5r-ccg scenario vocabulary
	_ "tessen/games/l5rlcg/script" // the l5r-lcg scenario vocabulary
	"tessen/scenario"
)

// runScenario runs rules scenarios and exits 0 only when all pass.
func runScenario(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: tessen scenario PATH... (scenario files or folders)")
		return 2
	}
	_, failed, err := scenario.Main(args, stdout)
	if err != nil {
		fmt.Fprintln(stderr, "tessen scenario:", err)
		return 2
	}
	if failed > 0 {
		return 1
	}
	return 0
}
