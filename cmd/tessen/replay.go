package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"tessen/term"
)

// runReplay steps through a recorded game (from tessen play --record or
// tessen sim --records) as one seat saw it.
func runReplay(args []string, stdout, stderr io.Writer) int {
	return replayWith(args, os.Stdin, stdout, stderr)
}

func replayWith(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seat := fs.Int("seat", 1, "whose view to show, 1 or 2 (0: a spectator's, no hand shown)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "tessen replay: give one record file")
		return 2
	}
	if *seat < 0 || *seat > 2 {
		fmt.Fprintln(stderr, "tessen replay: --seat is 1 or 2, or 0 for a spectator")
		return 2
	}
	rec, err := readRecord(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, "tessen replay:", err)
		return 1
	}
	r := &term.Replayer{Record: rec, Seat: *seat - 1, In: stdin, Out: stdout}
	if err := r.Run(); err != nil {
		fmt.Fprintf(stderr, "tessen replay: %s: %v\n", fs.Arg(0), err)
		return 1
	}
	return 0
}
