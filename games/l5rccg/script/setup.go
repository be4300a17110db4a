// Package script is the l5r-ccg scenario vocabulary
// (../shared/scenarios/FORMAT.md, "game: l5r-ccg", version 1.1; what it
// leaves open, and what the runner takes beyond it, is in
// docs/scenarios-l5r-ccg.md): setups, commands, macros and expectations
// over the L5R CCG game. A key or command neither page defines is an
// error that names it, never ignored.
package script

import (
	"fmt"
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/games/l5rccg"
	_ "tessen/games/l5rccg/cards" // the cards' behaviour
	"tessen/scenario"
)

func init() { scenario.Register(l5rccg.Name, driver{}) }

type driver struct{}

type setupYAML struct {
	Players       int             `yaml:"players"`
	Phase         string          `yaml:"phase"`
	Turn          int             `yaml:"turn"`
	ActivePlayer  string          `yaml:"activePlayer"`
	Player1       l5rccg.SeatSpec `yaml:"player1"`
	Player2       l5rccg.SeatSpec `yaml:"player2"`
	Player3       l5rccg.SeatSpec `yaml:"player3"`
	Player4       l5rccg.SeatSpec `yaml:"player4"`
	Player5       l5rccg.SeatSpec `yaml:"player5"`
	ImperialFavor string          `yaml:"imperialFavor"`
	// ExactDecks names the players whose decks hold only the cards
	// listed, without the blank padding (a deck run out on purpose).
	ExactDecks []string `yaml:"exactDecks"`
}

// padding is how many blank cards each deck gets beneath the listed ones,
// so that nobody runs out of cards by accident.
const padding = 30

func padded(seat l5rccg.SeatSpec) l5rccg.SeatSpec {
	for range padding {
		seat.DynastyDeck = append(seat.DynastyDeck, l5rccg.CardSpec{Card: "blank-personality"})
		seat.FateDeck = append(seat.FateDeck, l5rccg.CardSpec{Card: "blank-strategy"})
	}
	return seat
}

// playerIndex reads a player key, player1 .. playerN.
func playerIndex(name string, n int) (int, error) {
	var k int
	if _, err := fmt.Sscanf(name, "player%d", &k); err != nil || k < 1 || k > n || l5rccg.PlayerKey(k-1) != name {
		return 0, fmt.Errorf("unknown player %q (player1 to player%d)", name, n)
	}
	return k - 1, nil
}

func (driver) Load(format string, setup *yaml.Node) (scenario.Run, error) {
	if format == "" {
		format = l5rccg.FormatLotus
	}
	if format != l5rccg.FormatLotus && format != l5rccg.FormatNewEra {
		return nil, fmt.Errorf("format %q: tessen plays the Lotus Edition rules (lotus) and New Era's (new-era)", format)
	}
	var y setupYAML
	// Strictly: a misspelt key is an error, not a default.
	if err := scenario.Decode(setup, &y, "setup"); err != nil {
		return nil, err
	}
	n := y.Players
	if n == 0 {
		n = 2
	}
	if n < 2 || n > 5 || format == l5rccg.FormatNewEra && n != 2 {
		return nil, fmt.Errorf("players: %d: 2 to 5 (New Era: 2)", n)
	}
	seats := []l5rccg.SeatSpec{y.Player1, y.Player2, y.Player3, y.Player4, y.Player5}
	for k := n; k < len(seats); k++ {
		if !reflect.DeepEqual(seats[k], l5rccg.SeatSpec{}) {
			return nil, fmt.Errorf("player%d is set up, but the game has %d players", k+1, n)
		}
	}
	pos := l5rccg.NewPosition(n)
	pos.Format = format
	if y.Phase != "" {
		pos.Phase = y.Phase
	}
	if y.Turn > 0 {
		pos.Turn = y.Turn
	}
	if y.ActivePlayer != "" {
		p, err := playerIndex(y.ActivePlayer, n)
		if err != nil {
			return nil, fmt.Errorf("activePlayer: %w", err)
		}
		pos.Active = p
	}
	if y.ImperialFavor != "" && y.ImperialFavor != "none" {
		p, err := playerIndex(y.ImperialFavor, n)
		if err != nil {
			return nil, fmt.Errorf("imperialFavor: %w", err)
		}
		pos.Favor = p
	}
	exact := make([]bool, n)
	for _, name := range y.ExactDecks {
		p, err := playerIndex(name, n)
		if err != nil {
			return nil, fmt.Errorf("exactDecks: %w", err)
		}
		exact[p] = true
	}
	for p := range n {
		pos.Seats[p] = seats[p]
		if !exact[p] {
			pos.Seats[p] = padded(seats[p])
		}
	}
	g, err := l5rccg.FromPosition(pos, 1)
	if err != nil {
		return nil, err
	}
	return &run{g: g, n: n}, nil
}

// run is a scenario's game in progress.
type run struct {
	g *l5rccg.Game
	n int
}

func (r *run) player(name string) (int, error) { return playerIndex(name, r.n) }

// split cuts "a, b, c" into trimmed parts.
func split(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// GameLog is the game's log, for a failure's report.
func (r *run) GameLog() []string { return r.g.S.Log }
