package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	agotcards "tessen/games/agot1e/carddb"
	ccgcards "tessen/games/l5rccg/carddb"
	"tessen/games/l5rlcg/carddb"
)

// runCards rebuilds a game's card data from its source folder, so a user
// can take in newer data without waiting for a release.
func runCards(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "import" {
		fmt.Fprintln(stderr, "usage: tessen cards import [--game l5r-lcg|l5r-ccg|agot-1e] DIR [-o FILE]")
		return 2
	}
	fs := flag.NewFlagSet("cards import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "-", "where to write the card data (- for standard output)")
	game := fs.String("game", "l5r-lcg", "whose cards: l5r-lcg (a fiveringsdb folder, the one holding json/Card) l5r-ccg (../shared/data/l5r-ccg, the one holding sets/) or agot-1e (../shared/data/agot-1e, the one holding cards.json)")
	dirs, err := parseAnywhere(fs, args[1:])
	if err != nil {
		return 2
	}
	if len(dirs) != 1 {
		fmt.Fprintln(stderr, "tessen cards import: name one card data folder")
		return 2
	}
	imp, ok := importers[*game]
	if !ok {
		fmt.Fprintf(stderr, "tessen cards import: unknown game %q (l5r-lcg, l5r-ccg or agot-1e)\n", *game)
		return 2
	}
	b, n, err := imp(dirs[0])
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
	fmt.Fprintf(stderr, "imported %d cards\n", n)
	return 0
}

// importers read each game's card data folder into its facts file, and
// say how many cards it holds.
var importers = map[string]func(dir string) ([]byte, int, error){
	"l5r-lcg": importer(carddb.Import, carddb.Encode),
	"l5r-ccg": importer(ccgcards.Import, ccgcards.Encode),
	"agot-1e": importer(agotcards.Import, agotcards.Encode),
}

func importer[D any](read func(string) ([]D, error), encode func([]D) ([]byte, error)) func(string) ([]byte, int, error) {
	return func(dir string) ([]byte, int, error) {
		defs, err := read(dir)
		if err != nil {
			return nil, 0, err
		}
		b, err := encode(defs)
		return b, len(defs), err
	}
}
