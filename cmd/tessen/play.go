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
	ccgdeck "tessen/games/l5rccg/deck"
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
	clan := fs.String("clan", "crane", "your clan's sample deck ("+fmt.Sprint(deck.Clans)+")")
	botClan := fs.String("bot-clan", "lion", "the bot's clan's sample deck")
	deckFile := fs.String("deck", "", "your deck file (plain text or fiveringsdb JSON), instead of a sample deck")
	botDeckFile := fs.String("bot-deck", "", "the bot's deck file")
	seed := fs.Uint64("seed", 0, "the game's seed (0: from the clock; the seed is printed so a game can be replayed)")
	seat := fs.Int("seat", 1, "your seat, 1 or 2")
	botName := fs.String("bot", "search", "the bot to play against ("+strings.Join(ai.Names, ", ")+"); a resumed game takes it again")
	game := fs.String("game", l5rlcg.Name, "the game: l5r-lcg, or l5r-ccg (the Lotus Edition, two players)")
	format := fs.String("format", "", "the format: stronghold (default) or skirmish (the Learn to Play's) for the LCG; lotus for the CCG")
	players := fs.Int("players", 2, "how many players (skirmish: 2 to 5); bots take every seat but yours")
	record := fs.String("record", "", "write the game record to this file after every answer")
	resume := fs.String("resume", "", "resume the game recorded in this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tessen play: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *format == "" {
		*format = map[string]string{l5rccg.Name: l5rccg.FormatLotus}[*game]
		if *format == "" {
			*format = l5rlcg.FormatStronghold
		}
	}
	if err := checkGameFlags(*game, *format, *players); err != nil {
		fmt.Fprintln(stderr, "tessen play:", err)
		return 2
	}
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
	s := &term.Session{Game: g, Human: human, Bot: bot, Adviser: ai.NewSearch(rec.Seed + 2), Record: rec, RecordPath: *record, In: stdin, Out: stdout}
	if _, err := s.Play(); err != nil {
		fmt.Fprintln(stderr, "tessen play:", err)
		return 1
	}
	return 0
}

// loadDeck reads a deck file, or takes a clan's sample deck (skirmish: its
// starter deck), for a format.
func loadDeck(file, clan, format string) (l5rlcg.Deck, error) {
	if file == "" {
		if format == l5rlcg.FormatSkirmish {
			return deck.SkirmishStarter(clan)
		}
		return deck.Sample(clan)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return l5rlcg.Deck{}, err
	}
	d, err := deck.Parse(b)
	if err != nil {
		return d, fmt.Errorf("%s: %w", file, err)
	}
	if p := checkDeck(d, format); len(p) > 0 {
		return d, fmt.Errorf("%s is not a legal %s deck: %v", file, format, p[0])
	}
	return d, nil
}

// checkDeck checks a deck against a format's deckbuilding rules.
func checkDeck(d l5rlcg.Deck, format string) []deck.Problem {
	if format == l5rlcg.FormatSkirmish {
		return deck.CheckSkirmish(d)
	}
	return deck.Check(d)
}

// playSetup is the setup of a game of the game and format, each seat's
// deck read from its file or, without one, its clan's sample deck.
func playSetup(game, format string, files, clans, names []string) (json.RawMessage, error) {
	if game == l5rccg.Name {
		decks := make([]l5rccg.Deck, len(files))
		for seat := range decks {
			d, err := loadCCGDeck(files[seat], clans[seat])
			if err != nil {
				return nil, err
			}
			decks[seat] = d
		}
		return json.Marshal(l5rccg.Players{Decks: decks, Names: names})
	}
	decks := make([]l5rlcg.Deck, len(files))
	for seat := range decks {
		d, err := loadDeck(files[seat], clans[seat], format)
		if err != nil {
			return nil, err
		}
		decks[seat] = d
	}
	return json.Marshal(l5rlcg.Players{Format: formatField(format), Decks: decks, Names: names})
}

// loadCCGDeck reads a CCG deck file, checked against the Lotus format,
// or takes a clan's sample deck.
func loadCCGDeck(file, clan string) (l5rccg.Deck, error) {
	if file == "" {
		return ccgdeck.Sample(clan)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return l5rccg.Deck{}, err
	}
	d, err := ccgdeck.Parse(b)
	if err != nil {
		return d, fmt.Errorf("%s: %w", file, err)
	}
	if p := ccgdeck.Check(d); len(p) > 0 {
		return d, fmt.Errorf("%s is not a legal Lotus deck: %v", file, p[0])
	}
	return d, nil
}

// checkGameFlags refuses a game, format or number of players tessen does
// not play.
func checkGameFlags(game, format string, players int) error {
	switch game {
	case l5rlcg.Name:
		return checkFormatFlags(format, players)
	case l5rccg.Name:
		if format != l5rccg.FormatLotus {
			return fmt.Errorf("--format %q: the CCG plays lotus", format)
		}
		if players != 2 {
			return fmt.Errorf("--players %d: the CCG is played by 2 in tessen play yet", players)
		}
		return nil
	}
	return fmt.Errorf("--game %q: l5r-lcg or l5r-ccg", game)
}

// checkFormatFlags refuses a format or a number of players tessen does
// not play.
func checkFormatFlags(format string, players int) error {
	switch {
	case format != l5rlcg.FormatStronghold && format != l5rlcg.FormatSkirmish:
		return fmt.Errorf("--format %q: stronghold or skirmish", format)
	case format == l5rlcg.FormatStronghold && players != 2:
		return fmt.Errorf("--players %d: the stronghold format is for 2 (skirmish: 2 to 5)", players)
	case players < 2 || players > 5:
		return fmt.Errorf("--players %d: skirmish is for 2 to 5", players)
	}
	return nil
}

// formatField is a format as a setup names it: none for stronghold, so
// that its setups read as they always have.
func formatField(format string) string {
	if format == l5rlcg.FormatStronghold {
		return ""
	}
	return format
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
