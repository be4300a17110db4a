package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tessen/engine"
)

// A scripted game over a pipe: the human always takes the first choice,
// and the game is played to its end.
func TestPlayScriptedGameToTheEnd(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	in := strings.NewReader(strings.Repeat("1\n", 5000))
	var out, errb bytes.Buffer
	code := playWith([]string{"--seed", "1", "--clan", "crab", "--bot-clan", "unicorn", "--bot", "greedy", "--record", rec}, in, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
		t.Fatalf("the game did not end:\n%s", text[max(0, len(text)-2000):])
	}
	// The record replays to a finished game.
	b, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	var r engine.Record
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	g, err := engine.Replay(r)
	if err != nil || !g.Over() {
		t.Fatalf("replay: over %v, %v", g != nil && g.Over(), err)
	}
}

// Quitting midway keeps the record; resuming replays it and goes on.
func TestPlayQuitAndResume(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	var out, errb bytes.Buffer
	in := strings.NewReader("1\n1\n9999\nquit\n")
	if code := playWith([]string{"--seed", "2", "--bot", "random", "--record", rec}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Answer with a number from 1 to") {
		t.Fatal("a bad number is not explained")
	}
	out.Reset()
	in = strings.NewReader(strings.Repeat("1\n", 5000))
	if code := playWith([]string{"--resume", rec, "--bot", "random"}, in, &out, &errb); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "You win.") && !strings.Contains(out.String(), "You lose.") {
		t.Fatal("the resumed game did not end")
	}
}

func TestPlayBadFlags(t *testing.T) {
	var out, errb bytes.Buffer
	for _, args := range [][]string{{"--seat", "3"}, {"--clan", "ninja"}, {"--resume", "/no/such/file"}, {"extra"}, {"--bot", "oracle"}} {
		errb.Reset()
		if code := playWith(args, strings.NewReader(""), &out, &errb); code == 0 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}

// The default opponent is the search bot; it answers in its turn.
func TestPlayAgainstTheSearchBot(t *testing.T) {
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("1\n", 12) + "hint\nquit\n")
	if code := playWith([]string{"--seed", "3", "--seat", "2"}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Your opponent: ") {
		t.Fatal("the bot never answered")
	}
	// A hint names answers by their numbers in the list.
	if !regexp.MustCompile(`Hint \(.*\n  \d+\. rated 0\.\d\d over \d+ playouts`).MatchString(out.String()) {
		t.Fatalf("no hint:\n%s", out.String()[max(0, out.Len()-1500):])
	}
}

// Between the human's decisions the game says what happened, step
// markers left out; a facedown province's strength is not shown.
func TestPlayTellsWhatHappened(t *testing.T) {
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("1\n", 30) + "quit\n")
	if code := playWith([]string{"--seed", "3", "--bot", "greedy"}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"  · bot plays ", "  · bot is the first player", "strength ?, facedown"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the game's output", want)
		}
	}
	if regexp.MustCompile(`(?m)^  · [0-9.]+$`).MatchString(text) {
		t.Error("a framework step marker was told as an event")
	}
}

// A skirmish game of three over a pipe, bots in the other seats, played
// to its end; the terminal names each opponent.
func TestPlaySkirmishOfThree(t *testing.T) {
	in := strings.NewReader(strings.Repeat("1\n", 5000))
	var out, errb bytes.Buffer
	code := playWith([]string{"--format", "skirmish", "--players", "3", "--seat", "2", "--seed", "3", "--bot", "greedy"}, in, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
		t.Fatalf("the game did not end:\n%s", text[max(0, len(text)-2000):])
	}
	if !strings.Contains(text, "OPPONENT (bot 3)") || !strings.Contains(text, "Bot 1: ") {
		t.Fatalf("the opponents are not named:\n%s", text[:min(len(text), 3000)])
	}
}

// Bad format flags are refused with a message naming the flag.
func TestFormatFlagsAreChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "melee"}, `--format "melee"`},
		{[]string{"--players", "3"}, "--players 3: the stronghold format is for 2"},
		{[]string{"--format", "skirmish", "--players", "6"}, "--players 6: skirmish is for 2 to 5"},
		{[]string{"--format", "skirmish", "--players", "3", "--seat", "4"}, "--seat is 1 to 3"},
	} {
		var out, errb bytes.Buffer
		if code := playWith(c.args, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	if code := runDeck([]string{"check", "--format", "skirmish", "../../games/l5rlcg/deck/samples/skirmish/lion.txt"}, &out, &errb); code != 1 ||
		!strings.Contains(out.String(), "SK-DECK-1: the dynasty deck holds 20 cards") {
		t.Errorf("deck check --format skirmish: exit %d, %s%s", code, out.String(), errb.String())
	}
}

// The CCG plays in the terminal as the LCG does: a game to its end against
// a bot, its board and what happened told, its record replayed.
func TestPlayCCGToTheEnd(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	in := strings.NewReader(strings.Repeat("1\n", 8000))
	var out, errb bytes.Buffer
	code := playWith([]string{"--game", "l5r-ccg", "--seed", "7", "--clan", "crane", "--bot-clan", "lion", "--bot", "greedy", "--record", rec}, in, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"Action Phase; your turn", "YOU: Family Honor", "Province 1: ", "  · you reveal "} {
		if !strings.Contains(text, want) {
			t.Errorf("the game never showed %q", want)
		}
	}
	if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
		t.Fatalf("the game did not end:\n%s", text[max(0, len(text)-2000):])
	}
	r, err := readRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := engine.Replay(r); err != nil || !g.Over() {
		t.Fatalf("the record does not replay to the game's end (%v)", err)
	}
}

func TestPlayCCGBadFlags(t *testing.T) {
	var out, errb bytes.Buffer
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "agot"}, `--game "agot"`},
		{[]string{"--game", "l5r-ccg", "--format", "skirmish"}, "the CCG plays lotus"},
		{[]string{"--game", "l5r-ccg", "--players", "3"}, "--players 3"},
		{[]string{"--game", "l5r-ccg", "--clan", "ninja"}, `no sample deck for "ninja"`},
		{[]string{"--game", "l5r-ccg", "--deck", "/no/such/deck.txt"}, "/no/such/deck.txt"},
	} {
		errb.Reset()
		if code := playWith(c.args, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 naming %q", c.args, code, errb.String(), c.want)
		}
	}
}
