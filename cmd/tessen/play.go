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
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/deck"
	"tessen/term"
)

// runPlay plays a game of L5R LCG in the terminal against a bot.
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
	record := fs.String("record", "", "write the game record to this file after every answer")
	resume := fs.String("resume", "", "resume the game recorded in this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tessen play: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *seat != 1 && *seat != 2 {
		fmt.Fprintln(stderr, "tessen play: --seat is 1 or 2")
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
		decks := make([]l5rlcg.Deck, 2)
		for i, src := range []struct{ file, clan string }{{*deckFile, *clan}, {*botDeckFile, *botClan}} {
			d, err := loadDeck(src.file, src.clan)
			if err != nil {
				fmt.Fprintln(stderr, "tessen play:", err)
				return 2
			}
			decks[(i+human)%2] = d
		}
		if *seed == 0 {
			*seed = uint64(time.Now().UnixNano())
		}
		names := []string{"bot", "bot"}
		names[human] = "you"
		setup, _ := json.Marshal(l5rlcg.Players{Decks: decks, Names: names})
		var err error
		if g, err = engine.New(l5rlcg.Name, setup, *seed); err != nil {
			fmt.Fprintln(stderr, "tessen play:", err)
			return 1
		}
		rec = engine.Record{Game: l5rlcg.Name, Seed: *seed, Setup: setup}
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

// loadDeck reads a deck file, or takes a clan's sample deck.
func loadDeck(file, clan string) (l5rlcg.Deck, error) {
	if file == "" {
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
	if p := deck.Check(d); len(p) > 0 {
		return d, fmt.Errorf("%s is not a legal deck: %v", file, p[0])
	}
	return d, nil
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
