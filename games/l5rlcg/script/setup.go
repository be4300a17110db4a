// Package script is the l5r-lcg vocabulary of the scenario format
// (../shared/scenarios/FORMAT.md; what the runner takes beyond it is
// listed in docs/scenarios-l5r-lcg.md): it builds a game from a
// scenario's setup, turns players' commands into engine answers, and
// checks expectations against the game. A key or command neither page
// defines is an error that names it, never ignored.
package script

import (
	"fmt"
	"reflect"
	"slices"

	"gopkg.in/yaml.v3"

	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/cards" // card behaviour
	"tessen/scenario"
)

func init() { scenario.Register(l5rlcg.Name, driver{}) }

type driver struct{}

type setupYAML struct {
	Players       int                 `yaml:"players"`
	Phase         string              `yaml:"phase"`
	Round         int                 `yaml:"round"`
	FirstPlayer   string              `yaml:"firstPlayer"`
	Player1       l5rlcg.SeatSpec     `yaml:"player1"`
	Player2       l5rlcg.SeatSpec     `yaml:"player2"`
	Player3       l5rlcg.SeatSpec     `yaml:"player3"`
	Player4       l5rlcg.SeatSpec     `yaml:"player4"`
	Player5       l5rlcg.SeatSpec     `yaml:"player5"`
	Rings         map[string]ringYAML `yaml:"rings"`
	ImperialFavor *struct {
		Player string `yaml:"player"`
		Type   string `yaml:"type"`
	} `yaml:"imperialFavor"`
}

type ringYAML struct {
	Fate      int    `yaml:"fate"`
	ClaimedBy string `yaml:"claimedBy"`
	Type      string `yaml:"type"` // the side a claimed ring shows
}

// padding is how many blank cards each deck gets beneath the listed ones,
// so that nobody runs out of cards by accident.
const padding = 30

func padded(seat l5rlcg.SeatSpec) l5rlcg.SeatSpec {
	for range padding {
		seat.DynastyDeck = append(seat.DynastyDeck, l5rlcg.CardSpec{Card: "blank-character"})
		seat.ConflictDeck = append(seat.ConflictDeck, l5rlcg.CardSpec{Card: "blank-event"})
	}
	return seat
}

// playerIndex reads a player key, player1 .. playerN, as a seat of a
// game of n players.
func playerIndex(name string, n int) (int, error) {
	if p, ok := l5rlcg.SeatOfKey(name, n); ok {
		return p, nil
	}
	return 0, fmt.Errorf("unknown player %q (player1 to player%d)", name, n)
}

func (driver) Load(format string, setup *yaml.Node) (scenario.Run, error) {
	if format == "" {
		format = l5rlcg.FormatStronghold
	}
	if format != l5rlcg.FormatStronghold && format != l5rlcg.FormatSkirmish {
		return nil, fmt.Errorf("unknown format %q (stronghold or skirmish)", format)
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
	if n < 2 || n > 5 || (n > 2 && format != l5rlcg.FormatSkirmish) {
		return nil, fmt.Errorf("players: %d: the stronghold format is for 2, skirmish for 2 to 5", n)
	}
	seats := []l5rlcg.SeatSpec{y.Player1, y.Player2, y.Player3, y.Player4, y.Player5}
	for k := n; k < len(seats); k++ {
		if !reflect.DeepEqual(seats[k], l5rlcg.SeatSpec{}) {
			return nil, fmt.Errorf("player%d is set up, but the game has %d players", k+1, n)
		}
	}
	playerIndex := func(name string) (int, error) { return playerIndex(name, n) }
	pos := l5rlcg.NewPositionOf(format, n)
	if y.Phase != "" {
		pos.Phase = y.Phase
	}
	if y.Round > 0 {
		pos.Round = y.Round
	}
	if y.FirstPlayer != "" {
		p, err := playerIndex(y.FirstPlayer)
		if err != nil {
			return nil, err
		}
		pos.First = p
	}
	for k := range pos.Seats {
		pos.Seats[k] = padded(seats[k])
	}
	for name, r := range y.Rings {
		i := slices.Index(l5rlcg.RingNames[:], name)
		if i < 0 {
			return nil, fmt.Errorf("unknown ring %q", name)
		}
		pos.Rings[i].Fate = r.Fate
		if r.ClaimedBy != "" && r.ClaimedBy != "none" {
			p, err := playerIndex(r.ClaimedBy)
			if err != nil {
				return nil, err
			}
			pos.Rings[i].Claimed = p
		}
		switch r.Type {
		case "", "military", "political":
			pos.Rings[i].Type = r.Type
		default:
			return nil, fmt.Errorf("ring %s: unknown type %q (military or political)", name, r.Type)
		}
	}
	if f := y.ImperialFavor; f != nil && f.Player != "" && f.Player != "none" {
		p, err := playerIndex(f.Player)
		if err != nil {
			return nil, err
		}
		if f.Type == "" && format == l5rlcg.FormatSkirmish { // no sides
		} else if f.Type != "military" && f.Type != "political" {
			return nil, fmt.Errorf("imperial favor type %q: military or political", f.Type)
		}
		pos.Favor, pos.FavorType = p, f.Type
	}
	g, err := l5rlcg.FromPosition(pos, 1)
	if err != nil {
		return nil, err
	}
	return newRun(g), nil
}
