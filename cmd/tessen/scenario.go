package main

import (
	"flag"
	"fmt"
	"io"

	_ "tessen/games/agot1e/script" // the agot-1e scenario vocabulary
	_ "tessen/games/l5rccg/script" // the l5r-ccg scenario vocabulary
	_ "tessen/games/l5rlcg/script" // the l5r-lcg scenario vocabulary
	"tessen/scenario"
)

// runScenario runs rules scenarios and exits 0 only when all pass.
func runScenario(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scenario", flag.ContinueOnError)
	fs.SetOutput(stderr)
	logLines := fs.Int("log", 0, "on a failure, show the last `N` lines of its game's log")
	paths, err := parseAnywhere(fs, args)
	if err != nil {
		return 2
	}
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "usage: tessen scenario [--log N] PATH... (scenario files or folders)")
		return 2
	}
	if *logLines < 0 {
		fmt.Fprintln(stderr, "tessen scenario: --log takes a number of lines, 0 or more")
		return 2
	}
	_, failed, err := scenario.Main(paths, stdout, *logLines)
	if err != nil {
		fmt.Fprintln(stderr, "tessen scenario:", err)
		return 2
	}
	if failed > 0 {
		return 1
	}
	return 0
}
