package agot1e_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"tessen/engine/enginetest"
)

var update = flag.Bool("update", false, "write testdata/trajectories.golden anew")

// Seeded random games pass through the same states as when the golden
// file was written (enginetest.FollowTrajectories): the jousts of the
// sample decks' pairings, two melees of four and one of six.
func TestSeededGamesFollowTheGoldenTrajectories(t *testing.T) {
	houses := []string{"stark", "lannister", "baratheon", "targaryen", "greyjoy"}
	tablesOf := append([][]string{}, tables...)
	tablesOf = append(tablesOf, houses[:4], houses[1:], append(houses, "stark"))
	var games []enginetest.Trajectory
	for i, table := range tablesOf {
		seed := uint64(900 + i)
		g, _ := newGame(t, seed, table...)
		games = append(games, enginetest.Trajectory{Name: strings.Join(table, "-"), Game: g, Seed: seed, Log: func() string { return fmt.Sprint(g.S.Log) }})
	}
	enginetest.FollowTrajectories(t, "testdata/trajectories.golden", *update, 20000, games)
}
