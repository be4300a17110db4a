package l5rccg_test

import (
	"flag"
	"fmt"
	"testing"

	"tessen/engine/enginetest"
	"tessen/games/l5rccg"
)

var update = flag.Bool("update", false, "write testdata/trajectories.golden anew")

// Seeded random games pass through the same states as when the golden
// file was written (enginetest.FollowTrajectories): each Clan's sample
// deck against two others, in Lotus and in New Era.
func TestSeededGamesFollowTheGoldenTrajectories(t *testing.T) {
	clans := []string{"crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "unicorn"}
	var games []enginetest.Trajectory
	for _, format := range []string{l5rccg.FormatLotus, l5rccg.FormatNewEra} {
		for i := range clans {
			a, d := clans[i], clans[(i+1+i%2)%len(clans)]
			seed := uint64(700 + i)
			g, _ := formatGame(t, format, seed, nil, a, d)
			games = append(games, enginetest.Trajectory{Name: format + " " + a + "-" + d, Game: g, Seed: seed, Log: func() string { return fmt.Sprint(g.S.Log) }})
		}
	}
	enginetest.FollowTrajectories(t, "testdata/trajectories.golden", *update, 8000, games)
}
