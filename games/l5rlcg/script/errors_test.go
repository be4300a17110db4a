package script_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tessen/scenario"
)

// A scenario the engine cannot load or run fails with a message naming
// what is wrong; it never crashes the runner.
func TestBadScenariosFailClearly(t *testing.T) {
	const head = "name: bad\ngame: l5r-lcg\nformat: stronghold\n"
	for _, c := range []struct{ file, want string }{
		{"name: [unclosed\n", "not a scenario"},
		{"name: bad\ngame: chess\n", `unknown game "chess"`},
		{"name: bad\ngame: l5r-lcg\nformat: melee\n", `unknown format "melee"`},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  player1:\n    stronghold: shizuka-toshi\n", "no strongholds"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  player1:\n    provinces: [shameful-display]\n", "skirmish provinces have no cards"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  phase: regroup\n", "no regroup phase"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 6\n", "players: 6"},
		{head + "setup:\n  players: 3\n", "players: 3"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 3\n  player4: {honor: 3}\n", "player4 is set up"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 3\n  player1:\n    inPlay: [doji-whisperer]\ndo:\n  - conflict: {attacker: player1, type: political, ring: air, province: 1, attackers: [doji-whisperer]}\n", "names its defender"},
		{"name: bad\ngame: l5r-lcg\nformat: skirmish\nsetup:\n  players: 3\ndo:\n  - player4: pass\n", `unknown player "player4"`},
		{head + "setup:\n  player1:\n    hand: [no-such-card]\n", `unknown card "no-such-card"`},
		{head + "setup:\n  phase: lunch\n", `unknown phase "lunch"`},
		{head + "do:\n  - player1: juggle\n", `unknown command "juggle"`},
		{head + "do:\n  - player2: pass\n", "player2 is not being asked"},
		{head + "do:\n  - player1: play assassination\n", `no card "assassination"`},
		{head + "do:\n  - player1: \"!pass\"\n", "must be refused"},
		{head + "do:\n  - skip: until 9.9\n", "9.9"},
		{head + "expect:\n  player1: {honour: 10}\n", "honour: unknown field"},
		{head + "expect:\n  player1: {honor: 11}\n", "honor: expected 11, found 10"},
		{head + "setup:\n  player1:\n    inPlay: [doji-whisperer]\n  player2:\n    inPlay: [doji-whisperer]\nexpect:\n  doji-whisperer: {fate: 0}\n", "prefix it with its owner"},
	} {
		path := filepath.Join(t.TempDir(), "s.yaml")
		if err := os.WriteFile(path, []byte(c.file), 0o644); err != nil {
			t.Fatal(err)
		}
		r := scenario.RunFile(path)
		if r.Err == nil || !strings.Contains(r.Err.Error(), c.want) {
			t.Errorf("scenario:\n%s\ngot error %v, want one mentioning %q", c.file, r.Err, c.want)
		}
	}
}
