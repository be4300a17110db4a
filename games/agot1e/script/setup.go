// Package script is the agot-1e scenario vocabulary
// (../shared/scenarios/FORMAT.md, "game: agot-1e", version 1; what it
// leaves open, and what the runner takes beyond it, is in
// docs/scenarios-agot-1e.md): setups, commands, macros and expectations
// over the AGoT 1e game. A key or command neither page defines is an
// error that names it, never ignored.
package script

import (
	"fmt"
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/agot1e"
	_ "tessen/games/agot1e/cards" // the cards' behaviour
	"tessen/scenario"
)

func init() { scenario.Register(agot1e.Name, driver{}) }

type driver struct{}

type setupYAML struct {
	Phase        string            `yaml:"phase"`
	Round        int               `yaml:"round"`
	FirstPlayer  string            `yaml:"firstPlayer"`
	ActivePlayer string            `yaml:"activePlayer"`
	Players      int               `yaml:"players"`
	Player1      agot1e.SeatSpec   `yaml:"player1"`
	Player2      agot1e.SeatSpec   `yaml:"player2"`
	Player3      agot1e.SeatSpec   `yaml:"player3"`
	Player4      agot1e.SeatSpec   `yaml:"player4"`
	Player5      agot1e.SeatSpec   `yaml:"player5"`
	Player6      agot1e.SeatSpec   `yaml:"player6"`
	RoundState   roundStateYAML    `yaml:"roundState"`
	Rules        map[string]string `yaml:"rules"` // tessen's: switches set apart from the digest's defaults
}

type roundStateYAML struct {
	ChallengesDone map[string][]string `yaml:"challengesDone"`
	LimitedPlayed  []string            `yaml:"limitedPlayed"`
	Drawn          map[string]int      `yaml:"drawn"`
}

// padding is how many blank characters each deck gets beneath the listed
// cards, so that nobody runs out of cards by accident.
const padding = 30

// playerIndex reads a player key, player1 .. playerN.
func playerIndex(name string, n int) (int, error) {
	var k int
	if _, err := fmt.Sscanf(name, "player%d", &k); err != nil || k < 1 || k > n || agot1e.PlayerLabel(k-1) != name {
		return 0, fmt.Errorf("unknown player %q (player1 to player%d)", name, n)
	}
	return k - 1, nil
}

func (driver) Load(format string, setup *yaml.Node) (scenario.Run, error) {
	if format == "" {
		format = agot1e.FormatJoust
	}
	if format != agot1e.FormatJoust && format != agot1e.FormatMelee {
		return nil, fmt.Errorf("format %q: joust or melee", format)
	}
	var y setupYAML
	if err := scenario.Decode(setup, &y, "setup"); err != nil {
		return nil, err
	}
	n := y.Players
	switch {
	case format == agot1e.FormatJoust && n == 0:
		n = 2
	case format == agot1e.FormatJoust && n != 2:
		return nil, fmt.Errorf("players: a joust is for 2")
	case format == agot1e.FormatMelee && n == 0:
		return nil, fmt.Errorf("players: a melee names its seats, 3 to 6")
	case format == agot1e.FormatMelee && (n < 3 || n > 6):
		return nil, fmt.Errorf("players: %d: a melee is for 3 to 6", n)
	}
	seats := []agot1e.SeatSpec{y.Player1, y.Player2, y.Player3, y.Player4, y.Player5, y.Player6}
	for k := n; k < len(seats); k++ {
		if !reflect.DeepEqual(seats[k], agot1e.SeatSpec{}) {
			return nil, fmt.Errorf("player%d is set up, but the game has %d players", k+1, n)
		}
	}
	rules, err := agot1e.MakeRules(y.Rules)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	pos := agot1e.Position{Format: format, Rules: rules, Phase: y.Phase, Round: y.Round, Seats: seats[:n],
		Done: map[int][]string{}, Drawn: map[int]int{}}
	if y.FirstPlayer != "" {
		if pos.First, err = playerIndex(y.FirstPlayer, n); err != nil {
			return nil, fmt.Errorf("firstPlayer: %w", err)
		}
	}
	pos.Active = pos.First
	if y.ActivePlayer != "" {
		if pos.Active, err = playerIndex(y.ActivePlayer, n); err != nil {
			return nil, fmt.Errorf("activePlayer: %w", err)
		}
	}
	for k, ts := range y.RoundState.ChallengesDone {
		p, err := playerIndex(k, n)
		if err != nil {
			return nil, fmt.Errorf("roundState.challengesDone: %w", err)
		}
		pos.Done[p] = ts
	}
	for _, k := range y.RoundState.LimitedPlayed {
		p, err := playerIndex(k, n)
		if err != nil {
			return nil, fmt.Errorf("roundState.limitedPlayed: %w", err)
		}
		pos.Limited = append(pos.Limited, p)
	}
	for k, v := range y.RoundState.Drawn {
		p, err := playerIndex(k, n)
		if err != nil {
			return nil, fmt.Errorf("roundState.drawn: %w", err)
		}
		pos.Drawn[p] = v
	}
	for p := range pos.Seats {
		for range padding {
			pos.Seats[p].Deck = append(pos.Seats[p].Deck, agot1e.CardSpec{Card: "blank-character"})
		}
		if t := pos.Seats[p].Title; t != "" && !contains(agot1e.Titles, t) {
			return nil, fmt.Errorf("player%d.title: no title %q (%s)", p+1, t, strings.Join(agot1e.Titles, ", "))
		}
	}
	g, err := agot1e.FromPosition(pos, 1)
	if err != nil {
		return nil, err
	}
	return &run{g: g, n: n}, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// run is a scenario's game in progress.
type run struct {
	g *agot1e.Game
	n int
}

func (r *run) player(name string) (int, error) { return playerIndex(name, r.n) }

// GameLog is the game's log, shown with a failure (scenario.Logged).
func (r *run) GameLog() []string { return r.g.S.Log }

// split cuts "a, b, c" into trimmed parts.
func split(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func playerName(p int) string {
	if p < 0 {
		return "none"
	}
	return agot1e.PlayerLabel(p)
}

var _ engine.Game = (*agot1e.Game)(nil)
