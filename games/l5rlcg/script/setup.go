// Package script is the l5r-lcg vocabulary of the scenario format: it
// builds a game from a scenario's setup, turns players' commands into
// engine answers, and checks expectations against the game.
package script

import (
	"fmt"
	"slices"

	"gopkg.in/yaml.v3"

	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/cards" // card behaviour
	"tessen/scenario"
)

func init() { scenario.Register(l5rlcg.Name, driver{}) }

type driver struct{}

type setupYAML struct {
	Phase         string              `yaml:"phase"`
	Round         int                 `yaml:"round"`
	FirstPlayer   string              `yaml:"firstPlayer"`
	Player1       l5rlcg.SeatSpec     `yaml:"player1"`
	Player2       l5rlcg.SeatSpec     `yaml:"player2"`
	Rings         map[string]ringYAML `yaml:"rings"`
	ImperialFavor *struct {
		Player string `yaml:"player"`
		Type   string `yaml:"type"`
	} `yaml:"imperialFavor"`
}

type ringYAML struct {
	Fate      int    `yaml:"fate"`
	ClaimedBy string `yaml:"claimedBy"`
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

func playerIndex(name string) (int, error) {
	switch name {
	case "player1":
		return 0, nil
	case "player2":
		return 1, nil
	}
	return 0, fmt.Errorf("unknown player %q (player1 or player2)", name)
}

func (driver) Load(format string, setup *yaml.Node) (scenario.Run, error) {
	if format != "" && format != "stronghold" {
		return nil, fmt.Errorf("format %q is not supported yet (stronghold only)", format)
	}
	var y setupYAML
	if setup.Kind != 0 {
		if err := setup.Decode(&y); err != nil {
			return nil, err
		}
	}
	pos := l5rlcg.NewPosition()
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
	pos.Seats = []l5rlcg.SeatSpec{padded(y.Player1), padded(y.Player2)}
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
	}
	if f := y.ImperialFavor; f != nil && f.Player != "" && f.Player != "none" {
		p, err := playerIndex(f.Player)
		if err != nil {
			return nil, err
		}
		if f.Type != "military" && f.Type != "political" {
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
