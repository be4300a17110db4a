package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"tessen/ai"
	"tessen/engine"
	"tessen/games/l5rccg"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
	"tessen/term"
)

// runPlay plays a game in the terminal against a bot.
func runPlay(args []string, stdout, stderr io.Writer) int {
	return playWith(args, os.Stdin, stdout, stderr)
}

func playWith(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	clan := fs.String("clan", "", "your sample deck: a clan's ("+fmt.Sprint(deck.Clans)+"; default crane), one of the card pool's ("+fmt.Sprint(deck.PoolSamples)+"), or for agot-1e a House's (default stark)")
	botClan := fs.String("bot-clan", "", "the bot's sample deck (default lion; agot-1e: lannister)")
	deckFile := fs.String("deck", "", "your deck file (plain text or fiveringsdb JSON), instead of a sample deck")
	botDeckFile := fs.String("bot-deck", "", "the bot's deck file")
	seed := fs.Uint64("seed", 0, "the game's seed (0: from the clock; the seed is printed so a game can be replayed)")
	seat := fs.Int("seat", 1, "your seat, 1 or 2")
	botName := fs.String("bot", "search", "the bot to play against ("+strings.Join(ai.Names, ", ")+"); a resumed game takes it again")
	game := fs.String("game", l5rlcg.Name, "the game: l5r-lcg, l5r-ccg (the Lotus Edition, two players) or agot-1e (joust, or melee with --players 3 to 6)")
	format := fs.String("format", "", formatUsage)
	players := fs.Int("players", 2, "how many players (skirmish: 2 to 5); bots take every seat but yours")
	record := fs.String("record", "", "write the game record to this file after every answer")
	resume := fs.String("resume", "", "resume the game recorded in this file")
	stop := fs.Bool("stop", false, "be asked even where passing is all you can do (by default, such an opportunity passes by itself)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tessen play: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	_, f, err := gameFormat(*game, *format, *players)
	if err == nil && *game == l5rccg.Name && *players != 2 {
		err = fmt.Errorf("--players %d: the CCG is played by 2 in tessen play yet", *players)
	}
	if err != nil {
		fmt.Fprintln(stderr, "tessen play:", err)
		return 2
	}
	*format = f.Name
	*clan, *botClan = sampleOr(*game, *clan, 0), sampleOr(*game, *botClan, 1)
	if *seat < 1 || *seat > *players {
		fmt.Fprintf(stderr, "tessen play: --seat is 1 to %d\n", *players)
		return 2
	}
	human := *seat - 1
	if _, err := ai.New(*botName, 0); err != nil {
		fmt.Fprintln(stderr, "tessen play:", err)
		return 2
	}
	var g engine.Game
	var rec engine.Record
	if *resume != "" {
		var err error
		if rec, err = readRecord(*resume); err == nil {
			g, err = engine.Replay(rec)
		}
		if err != nil {
			fmt.Fprintln(stderr, "tessen play: cannot resume:", err)
			return 1
		}
		if *record == "" {
			*record = *resume
		}
	} else {
		files, clans, names := make([]string, *players), make([]string, *players), make([]string, *players)
		for seat := range files {
			files[seat], clans[seat], names[seat] = *botDeckFile, *botClan, "bot"
			if *players > 2 {
				names[seat] = fmt.Sprintf("bot %d", seat+1)
			}
			if seat == human {
				files[seat], clans[seat], names[seat] = *deckFile, *clan, "you"
			}
		}
		setup, err := playSetup(*game, *format, files, clans, names)
		if err != nil {
			fmt.Fprintln(stderr, "tessen play:", err)
			return 2
		}
		if *seed == 0 {
			*seed = uint64(time.Now().UnixNano())
		}
		if g, err = engine.New(*game, setup, *seed); err != nil {
			fmt.Fprintln(stderr, "tessen play:", err)
			return 1
		}
		rec = engine.Record{Game: *game, Seed: *seed, Setup: setup}
		fmt.Fprintf(stdout, "Seed %d. Answer with the number of your choice; concede or quit at any prompt.\n", *seed)
	}
	bot, _ := ai.New(*botName, rec.Seed+1)
	s := &term.Session{Game: g, Human: human, Bot: bot, Adviser: ai.NewSearch(rec.Seed + 2), Record: rec, RecordPath: *record, In: stdin, Out: stdout, Stop: *stop}
	if _, err := s.Play(); err != nil {
		fmt.Fprintln(stderr, "tessen play:", err)
		return 1
	}
	return 0
}

// playSetup is the setup of a game of the game and format, each seat's
// deck read from its file or, without one, its clan's sample deck (the
// game's Kind checks a deck file against the format).
func playSetup(game, format string, files, clans, names []string) (json.RawMessage, error) {
	kind, err := engine.KindOf(game)
	if err != nil {
		return nil, err
	}
	choices := make([]engine.DeckChoice, len(files))
	for seat, file := range files {
		choices[seat] = engine.DeckChoice{Sample: clans[seat]}
		if file != "" {
			b, err := os.ReadFile(file)
			if err != nil {
				return nil, err
			}
			choices[seat] = engine.DeckChoice{List: string(b), Source: file}
		}
	}
	return kind.Setup(format, choices, names)
}

// readRecord reads a game record file (tessen play --record, tessen sim
// --records), naming the file in its error.
func readRecord(path string) (engine.Record, error) {
	var rec engine.Record
	b, err := os.ReadFile(path)
	if err != nil {
		return rec, err
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		return rec, fmt.Errorf("%s is not a game record: %w", path, err)
	}
	return rec, nil
}
