// Command tessen is the rules engine and table for the Legend of the Five
// Rings card games: scenarios, card data import, and games against bots;
// for A Game of Thrones (first edition), so far its card data and decks.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	_ "tessen/games/agot1e/deck" // the games' kinds: their formats and sample decks
	_ "tessen/games/l5rccg/deck"
	_ "tessen/games/l5rlcg/deck"
)

type command struct {
	name, usage string
	run         func(args []string, stdout, stderr io.Writer) int
}

var commands []command

func init() {
	commands = []command{
		{"serve", "tessen serve [--addr A] [--db sqlite:F|postgres://…] the web table: games in the browser", runServe},
		{"load", "tessen load [--games N] [--duration D] many games at once over WebSockets: the table's speed", runLoad},
		{"scenario", "tessen scenario [--log N] PATH... run rules scenarios (.yaml files or folders)", runScenario},
		{"play", "tessen play [--clan C] [--seed N] a game in the terminal against a bot", runPlay},
		{"sim", "tessen sim [--games N] [--bot1 B] ...  bot-against-bot games in bulk, with win rates", runSim},
		{"replay", "tessen replay [--seat N] FILE    step through a recorded game as one seat saw it", runReplay},
		{"deck", "tessen deck check FILE...       check decklists for the stronghold format (--game l5r-ccg, agot-1e: theirs)", runDeck},
		{"cards", "tessen cards import DIR [-o F]  rebuild the card data from a fiveringsdb folder", runCards},
	}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage:")
	for _, c := range commands {
		fmt.Fprintln(w, "  "+c.usage)
	}
}

func main() {
	// Games allocate fast and keep little: a collector that waits for the
	// heap to grow fivefold rather than twofold saves a fifth to a third of
	// the time of bots and bulk games, for tens of megabytes more with the
	// search bot (docs/performance.md). GOGC, when set, decides instead.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "tessen: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}
