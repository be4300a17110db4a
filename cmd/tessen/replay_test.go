package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tessen/engine"
)

// A game played with --record replays: step by step, by move number, to
// the end, as either seat saw it.
func TestReplayStepsThroughARecord(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("1\n", 5000))
	if code := playWith([]string{"--seed", "4", "--bot", "random", "--record", rec}, in, &out, &errb); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errb.String())
	}
	out.Reset()
	if code := replayWith([]string{"--seat", "2", rec}, strings.NewReader("\n\n10\nend\n"), &out, &errb); code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"1. seat ", "2. seat ", "\n10. seat ", "The game is over: seat ", "[move 10 of "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the replay", want)
		}
	}
	if strings.Contains(text, "[move 3 of ") {
		t.Error("a jump to move 10 stopped at move 3")
	}
	// A spectator sees seats, no hand.
	out.Reset()
	if code := replayWith([]string{"--seat", "0", rec}, strings.NewReader("end\n"), &out, &errb); code != 0 || !strings.Contains(out.String(), "SEAT 1 (") || strings.Contains(out.String(), "Hand:") {
		t.Fatalf("spectator replay: exit %d", code)
	}
	// A tampered record stops at the move the game refuses, naming it.
	var r engine.Record
	b, _ := os.ReadFile(rec)
	json.Unmarshal(b, &r)
	r.Moves[5].Answer = engine.Answer{Verb: "bogus"}
	b, _ = json.Marshal(r)
	os.WriteFile(rec, b, 0o644)
	errb.Reset()
	if code := replayWith([]string{rec}, strings.NewReader(""), &out, &errb); code == 0 || !strings.Contains(errb.String(), "move 6 ") {
		t.Fatalf("tampered record: exit %d, %q", code, errb.String())
	}
}

func TestReplayBadInput(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.json")
	os.WriteFile(junk, []byte("{not json"), 0o644)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"game":"l5r-lcg","seed":1,"setup":{"decks":[]},"moves":[]}`), 0o644)
	for _, args := range [][]string{{}, {"--seat", "3", junk}, {"--seat", "-1", junk}, {"/no/such/file"}, {junk}, {bad}} {
		var out, errb bytes.Buffer
		if code := replayWith(args, strings.NewReader(""), &out, &errb); code == 0 || !strings.HasPrefix(errb.String(), "tessen replay") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
