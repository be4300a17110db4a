package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"tessen/games/l5rlcg/carddb"
)

// runCards rebuilds the project's card data from a fiveringsdb folder, so
// a user can take in newer data without waiting for a release.
func runCards(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "import" {
		fmt.Fprintln(stderr, "usage: tessen cards import DIR [-o FILE]")
		return 2
	}
	fs := flag.NewFlagSet("cards import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "-", "where to write the card data (- for standard output)")
	dirs, err := parseAnywhere(fs, args[1:])
	if err != nil {
		return 2
	}
	if len(dirs) != 1 {
		fmt.Fprintln(stderr, "tessen cards import: name one fiveringsdb data folder (the one holding json/Card)")
		return 2
	}
	defs, err := carddb.Import(dirs[0])
	if err != nil {
		fmt.Fprintln(stderr, "tessen cards import:", err)
		return 1
	}
	b, err := carddb.Encode(defs)
	if err != nil {
		fmt.Fprintln(stderr, "tessen cards import:", err)
		return 1
	}
	if *out == "-" {
		_, err = stdout.Write(b)
	} else {
		err = os.WriteFile(*out, b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "tessen cards import:", err)
		return 1
	}
	fmt.Fprintf(stderr, "imported %d cards\n", len(defs))
	return 0
}
