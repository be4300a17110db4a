package main

import (
	"flag"
	"fmt"
	"tessen/games/agot1e"

	"tessen/engine"
)

// parseAnywhere parses flags that may stand before, between or after the
// positional arguments, and returns the positionals.
func parseAnywhere(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// formatUsage is the --format flag's help wherever a game's format is chosen.
const formatUsage = "the format: stronghold (default) or skirmish for the LCG; lotus (default) or new-era for the CCG; joust (default) or melee for AGoT 1e"

// gameFormat finds the game and the format the flags name (an empty
// format: the game's default) and checks the number of seats against it.
func gameFormat(game, format string, players int) (engine.Kind, engine.Format, error) {
	kind, f, err := kindFormat(game, format)
	if err != nil {
		return kind, f, err
	}
	if format == "" && game == agot1e.Name { // AGoT's format is its players': a joust for 2, a melee for more (AG-MELEE-1)
		for _, g := range kind.Formats {
			if g.Seats(players) == nil {
				f = g
				break
			}
		}
	}
	if err := f.Seats(players); err != nil {
		return kind, f, fmt.Errorf("--players %d: %w", players, err)
	}
	return kind, f, nil
}

// kindFormat finds the game and the format the flags name (an empty
// format: the game's default), whatever the seats: a deck is checked for
// a format, not for a table.
func kindFormat(game, format string) (engine.Kind, engine.Format, error) {
	kind, err := engine.KindOf(game)
	if err != nil {
		return kind, engine.Format{}, fmt.Errorf("--game %q: %w", game, err)
	}
	f, err := kind.Format(format)
	if err != nil {
		return kind, f, fmt.Errorf("--format %q: %w", format, err)
	}
	return kind, f, nil
}

// sampleOr is a sample deck flag's value, or where it is not given the
// game's default for the seat: the first bot's (seat 0) and the
// second's.
func sampleOr(game, given string, seat int) string {
	if given != "" {
		return given
	}
	if game == agot1e.Name {
		return [2]string{"stark", "lannister"}[seat]
	}
	return [2]string{"crane", "lion"}[seat]
}
