package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"tessen/ai"
	"tessen/engine"
	"tessen/games/l5rccg"
	_ "tessen/games/l5rccg/cards" // the cards' behaviour
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
	"tessen/sim"
)

// runSim plays many games between two bots and reports the results.
func runSim(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 100, "how many games")
	bot1 := fs.String("bot1", "greedy", "the first bot (random, greedy or search)")
	bot2 := fs.String("bot2", "random", "the second bot")
	clan1 := fs.String("clan1", "", "the first bot's sample deck: a clan's (default crane) or one of the card pool's ("+strings.Join(deck.PoolSamples, ", ")+"); agot-1e: a House's, stark")
	clan2 := fs.String("clan2", "", "the second bot's sample deck (default lion; agot-1e: lannister)")
	seed := fs.Uint64("seed", 1, "the seed of the first game (game i uses seed+i)")
	workers := fs.Int("workers", 0, "games at once (0: one per core)")
	out := fs.String("out", "", "also write a self-contained HTML report with charts to this file")
	records := fs.String("records", "", "keep every game's record in this folder")
	game := fs.String("game", l5rlcg.Name, "the game: l5r-lcg, l5r-ccg (its sample decks, by Clan; two players) or agot-1e (by House; joust, or melee with --players 3 to 6)")
	format := fs.String("format", "", formatUsage)
	players := fs.Int("players", 2, "seats a game (skirmish: 2 to 5): the first bot takes one, the second the others")
	randomDecks := fs.Bool("random-decks", false, "l5r-lcg stronghold format: each game's decks drawn at random from every card tessen plays in full, from the game's seed (not with --clan1/--clan2)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *games < 1 {
		fmt.Fprintln(stderr, "tessen sim: give --games N (at least 1) and flags only")
		return 2
	}
	var setup func(i, first int) json.RawMessage
	if *randomDecks {
		if *game != l5rlcg.Name || *players != 2 || *format != "" && *format != "stronghold" || *clan1 != "" || *clan2 != "" {
			fmt.Fprintln(stderr, "tessen sim: --random-decks is for the l5r-lcg stronghold format, two players, without --clan1 or --clan2")
			return 2
		}
		var err error
		if setup, err = randomDeckSetups(*seed); err != nil {
			fmt.Fprintln(stderr, "tessen sim:", err)
			return 2
		}
		*clan1, *clan2 = "random decks", "random decks"
	} else {
		*clan1, *clan2 = sampleOr(*game, *clan1, 0), sampleOr(*game, *clan2, 1)
		setups, err := simSetups(*game, *format, *players, *clan1, *clan2)
		if err != nil {
			fmt.Fprintln(stderr, "tessen sim:", err)
			return 2
		}
		setup = func(i, first int) json.RawMessage { return setups[first] }
	}
	for _, b := range []string{*bot1, *bot2} {
		if _, err := ai.New(b, 0); err != nil {
			fmt.Fprintln(stderr, "tessen sim:", err)
			return 2
		}
	}
	cfg := sim.Config{Game: *game, Bots: [2]string{*bot1, *bot2}, Players: *players, Games: *games, Seed: *seed, Workers: *workers,
		Setup: setup}
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			fmt.Fprintln(stderr, "tessen sim:", err)
			return 1
		}
		cfg.Records = *records
	}
	if f, ok := stderr.(*os.File); ok && isTerminal(f) {
		cfg.Progress = func(done, total int) {
			bar := strings.Repeat("#", 30*done/total) + strings.Repeat(".", 30-30*done/total)
			fmt.Fprintf(f, "\r[%s] %d/%d games", bar, done, total)
			if done == total {
				fmt.Fprintln(f)
			}
		}
	}
	r := sim.Run(cfg)
	fmt.Fprintf(stdout, "%s (%s) against %s (%s), seats alternating\n", *bot1, *clan1, *bot2, *clan2)
	fmt.Fprint(stdout, r.Report(cfg.Bots))
	if *out != "" {
		title := fmt.Sprintf("tessen sim: %s (%s) against %s (%s)", *bot1, *clan1, *bot2, *clan2)
		if err := os.WriteFile(*out, []byte(r.HTML(title, cfg.Bots)), 0o644); err != nil {
			fmt.Fprintln(stderr, "tessen sim:", err)
			return 1
		}
	}
	if len(r.Errors) > 0 {
		return 1
	}
	return 0
}

// isTerminal reports a character device (a terminal, not a pipe or file).
func isTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// simSetups writes a game's setups once, by the first bot's seat: the
// first bot's deck there, the second's in every other seat.
func simSetups(game, format string, players int, clan1, clan2 string) ([]json.RawMessage, error) {
	if game == l5rccg.Name && players != 2 {
		return nil, fmt.Errorf("--players %d: the CCG's sims are for 2 players yet", players)
	}
	kind, f, err := gameFormat(game, format, players)
	if err != nil {
		return nil, err
	}
	setups := make([]json.RawMessage, players)
	for first := range setups {
		choices := make([]engine.DeckChoice, players)
		for seat := range choices {
			choices[seat].Sample = clan2
		}
		choices[first].Sample = clan1
		if setups[first], err = kind.Setup(f.Name, choices, nil); err != nil {
			return nil, err
		}
	}
	return setups, nil
}

// randomDeckSetups draws each game's two decks at random (deck.Random)
// from every card tessen plays in full, from the game's seed, so a game
// is played again from its seed alone. The first draw is made at once,
// so that a pool too small for a legal deck is said before any game.
func randomDeckSetups(seed uint64) (func(i, first int) json.RawMessage, error) {
	draw := func(i int) (json.RawMessage, error) {
		rng := engine.NewRNG(seed + uint64(i))
		var p l5rlcg.Players
		for range 2 {
			d, err := deck.Random(&rng, deck.PlaysInFull)
			if err != nil {
				return nil, err
			}
			p.Decks = append(p.Decks, d)
		}
		return json.Marshal(p)
	}
	if _, err := draw(0); err != nil {
		return nil, err
	}
	return func(i, _ int) json.RawMessage {
		setup, _ := draw(i) // the pool drew a legal deck once: a failure here is a game's error
		return setup
	}, nil
}
