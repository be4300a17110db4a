package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runArgs(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestBadCommandLinesAreClearErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"juggle"}, 2, `unknown command "juggle"`},
		{[]string{"scenario"}, 2, "usage: tessen scenario"},
		{[]string{"scenario", "no/such/path"}, 2, "no/such/path"},
		{[]string{"scenario", "--log", "-1", "x.yaml"}, 2, "--log takes a number of lines"},
		{[]string{"scenario", "--log", "many", "x.yaml"}, 2, "invalid value"},
		{[]string{"cards"}, 2, "usage: tessen cards import"},
		{[]string{"cards", "import"}, 2, "name one card data folder"},
		{[]string{"cards", "import", "-x", "dir"}, 2, "flag provided but not defined: -x"},
		{[]string{"cards", "import", t.TempDir()}, 1, "no card files"},
		{[]string{"cards", "import", "--game", "l5r-ccg", t.TempDir()}, 1, "set_info.yaml"},
		{[]string{"cards", "import", "--game", "agot-1e", t.TempDir()}, 1, "cards.json"},
		{[]string{"cards", "import", "--game", "agot", t.TempDir()}, 2, `unknown game "agot"`},
		{[]string{"serve", "--db", "mysql://x"}, 2, "sqlite:FILE"},
		{[]string{"serve", "--bot-delay", "-1s"}, 2, "--bot-delay is not negative"},
		{[]string{"serve", "now"}, 2, `unexpected argument "now"`},
		{[]string{"load", "--games", "0"}, 2, "--games is 1 or more"},
		{[]string{"load", "--game", "l5r-ccg", "--format", "skirmish"}, 2, `--format "skirmish": L5R CCG has no format`},
		{[]string{"load", "--ramp", "2m", "--duration", "1m"}, 2, "0 <= --ramp < --duration"},
		{[]string{"load", "--think-min", "2s", "--think-max", "1s"}, 2, "--think-min <= --think-max"},
		{[]string{"load", "--cpuprofile", t.TempDir() + "/no/such/folder/cpu.prof"}, 1, "no/such/folder/cpu.prof"},
		{[]string{"serve", "--db", "sqlite:" + t.TempDir() + "/t.db", "--addr", "256.0.0.1:1"}, 1, "tessen serve:"},
	} {
		code, _, stderr := runArgs(c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("tessen %v: exit %d, stderr %q; want exit %d mentioning %q", c.args, code, stderr, c.code, c.want)
		}
	}
}

func TestHelpListsCommands(t *testing.T) {
	code, out, _ := runArgs("help")
	if code != 0 || !strings.Contains(out, "tessen scenario") {
		t.Fatalf("exit %d: %s", code, out)
	}
}

func TestScenarioCommandCountsAndExitCode(t *testing.T) {
	dir := t.TempDir()
	good := "name: good\ngame: l5r-lcg\nexpect:\n  player1: {honor: 10}\n"
	bad := "name: bad\ngame: l5r-lcg\nexpect:\n  player1: {honor: 11}\n"
	os.WriteFile(filepath.Join(dir, "a.yaml"), []byte(good), 0o644)
	code, out, _ := runArgs("scenario", dir)
	if code != 0 || !strings.HasSuffix(out, "1 passed, 0 failed\n") {
		t.Fatalf("exit %d: %s", code, out)
	}
	os.WriteFile(filepath.Join(dir, "b.yaml"), []byte(bad), 0o644)
	code, out, _ = runArgs("scenario", dir)
	if code != 1 || !strings.Contains(out, "FAIL bad: expect: player1: honor: expected 11, found 10") || !strings.HasSuffix(out, "1 passed, 1 failed\n") {
		t.Fatalf("exit %d: %s", code, out)
	}
	if strings.Contains(out, "    | ") {
		t.Fatalf("a game log shown unasked: %s", out)
	}
	ccg := "name: ccg\ngame: l5r-ccg\nformat: lotus\nsetup:\n  phase: straighten\nexpect:\n  player1: {honor: 11}\n"
	os.WriteFile(filepath.Join(dir, "c.yaml"), []byte(ccg), 0o644)
	code, out, _ = runArgs("scenario", filepath.Join(dir, "c.yaml"), "--log", "3")
	if code != 1 || !strings.Contains(out, "FAIL ccg") || strings.Count(out, "    | ") != 3 {
		t.Fatalf("--log 3: exit %d: %s", code, out)
	}
}

func TestDeckCheckReportsRules(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "d.txt")
	os.WriteFile(path, []byte("1x Shizuka Toshi\n3x Doji Whisperer\n"), 0o644)
	code, out, _ := runArgs("deck", "check", path)
	if code != 1 || !strings.Contains(out, "not legal") || !strings.Contains(out, "RR-DECK-1: the dynasty deck holds 3 cards") {
		t.Fatalf("exit %d: %s", code, out)
	}
	os.WriteFile(path, []byte("2x Nobody Special\n"), 0o644)
	code, out, _ = runArgs("deck", "check", path)
	if code != 1 || !strings.Contains(out, `unknown card "Nobody Special"`) {
		t.Fatalf("exit %d: %s", code, out)
	}
	if code, _, stderr := runArgs("deck"); code != 2 || !strings.Contains(stderr, "usage: tessen deck check") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// The CCG's decks, by its rules' IDs; its samples are legal.
	os.WriteFile(path, []byte("1x Kyuden Toketsu\n3x Hida Kyuwa\n"), 0o644)
	code, out, _ = runArgs("deck", "check", "--game", "l5r-ccg", path)
	if code != 1 || !strings.Contains(out, "LE-DECK-1: the Dynasty deck has 3 cards") {
		t.Fatalf("exit %d: %s", code, out)
	}
	code, out, _ = runArgs("deck", "check", "--game", "l5r-ccg", "../../games/l5rccg/deck/samples/crab.txt")
	if code != 0 || !strings.Contains(out, "legal (lotus format)") {
		t.Fatalf("exit %d: %s", code, out)
	}
	// New Era's: the Lotus sample's Sensei is refused, by the rule's ID
	code, out, _ = runArgs("deck", "check", "--game", "l5r-ccg", "--format", "new-era", "../../games/l5rccg/deck/samples/crab.txt")
	if code != 1 || !strings.Contains(out, "NE-DECK-1: a New Era deck is a Stronghold, a Dynasty deck and a Fate deck only") {
		t.Fatalf("exit %d: %s", code, out)
	}
	for _, bad := range [][]string{{"--game", "agot", path}, {"--game", "l5r-ccg", "--format", "skirmish", path}} {
		if code, _, stderr := runArgs(append([]string{"deck", "check"}, bad...)...); code != 2 || !strings.Contains(stderr, "tessen deck check: --") {
			t.Errorf("%v: exit %d: %s", bad, code, stderr)
		}
	}
}

func TestSimCommand(t *testing.T) {
	code, out, errs := runArgs("sim", "--games", "4", "--bot1", "random", "--bot2", "greedy", "--workers", "2")
	if code != 0 || !strings.Contains(out, "4 games: 4 finished") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if code, _, errs := runArgs("sim", "--bot1", "oracle"); code != 2 || !strings.Contains(errs, `unknown bot "oracle"`) {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, out, errs = runArgs("sim", "--game", "l5r-ccg", "--games", "4", "--bot1", "greedy", "--bot2", "random", "--clan1", "crab", "--clan2", "unicorn")
	if code != 0 || !strings.Contains(out, "4 games: 4 finished") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	code, out, errs = runArgs("sim", "--game", "l5r-ccg", "--format", "new-era", "--games", "2", "--bot1", "greedy", "--bot2", "random")
	if code != 0 || !strings.Contains(out, "2 games: 2 finished") {
		t.Fatalf("New Era: exit %d: %s %s", code, out, errs)
	}
	code, out, errs = runArgs("sim", "--random-decks", "--games", "3", "--bot1", "random", "--bot2", "random", "--seed", "9")
	if code != 0 || !strings.Contains(out, "3 games: 3 finished") || !strings.Contains(out, "random decks") {
		t.Fatalf("random decks: exit %d: %s %s", code, out, errs)
	}
	for _, bad := range [][]string{{"--game", "chess"}, {"--game", "l5r-ccg", "--players", "3"}, {"--game", "l5r-ccg", "--clan1", "spider"}, {"--game", "l5r-ccg", "--format", "stronghold"},
		{"--random-decks", "--game", "l5r-ccg"}, {"--random-decks", "--clan1", "crab"}, {"--random-decks", "--format", "skirmish"}} {
		if code, _, errs := runArgs(append([]string{"sim"}, bad...)...); code != 2 || !strings.Contains(errs, "tessen sim:") {
			t.Errorf("%v: exit %d: %s", bad, code, errs)
		}
	}
}

// AGoT 1e's decks (--game agot-1e), joust or melee: its samples are
// legal; a broken list names each rule by its ID and each card by its
// title; a list that does not read names the line; a format of another
// game is refused.
func TestDeckCheckAGoT(t *testing.T) {
	for _, format := range []string{"joust", "melee"} {
		code, out, errs := runArgs("deck", "check", "--game", "agot-1e", "--format", format,
			"../../games/agot1e/deck/samples/stark.txt", "../../games/agot1e/deck/samples/greyjoy.txt")
		if code != 0 || strings.Count(out, "legal ("+format+" format)") != 2 {
			t.Fatalf("%s: exit %d: %s%s", format, code, out, errs)
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "d.txt")
	os.WriteFile(path, []byte("# House\nStark\n# Draw deck\n4 Crossroads\n1 Khal Drogo\n# Plots\n2 Summoning Season\n"), 0o644)
	code, out, _ := runArgs("deck", "check", "--game", "agot-1e", path)
	for _, want := range []string{"not legal (5 problems)", "AG-DECK-1: the draw deck has 5 cards; it needs at least 60",
		"AG-DECK-2: 4 copies of Crossroads in the draw deck; at most 3", "AG-DECK-3: 2 copies of Summoning Season in the plot deck; at most 1",
		"AG-DECK-4: Khal Drogo is House Targaryen only; this deck is House Stark"} {
		if code != 1 || !strings.Contains(out, want) {
			t.Fatalf("exit %d, no %q: %s", code, want, out)
		}
	}
	os.WriteFile(path, []byte("Stark\n3 Robb Stark\n"), 0o644)
	code, out, _ = runArgs("deck", "check", "--game", "agot-1e", path)
	if code != 1 || !strings.Contains(out, `cannot be read: line 2: "Robb Stark" is the title of 2 different cards: write robb-stark-core (Core Set) or robb-stark-kotse (Kings of the Sea)`) {
		t.Fatalf("exit %d: %s", code, out)
	}
	if code, _, stderr := runArgs("deck", "check", "--game", "agot-1e", "--format", "stronghold", path); code != 2 || !strings.Contains(stderr, `tessen deck check: --format "stronghold": AGoT 1e has no format "stronghold" (known: [joust melee])`) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}
