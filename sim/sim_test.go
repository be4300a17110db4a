package sim_test

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/cards"
	"tessen/games/l5rlcg/deck"
	"tessen/sim"
)

func TestRunPlaysEveryGameToAnEnd(t *testing.T) {
	a, _ := deck.Sample("dragon")
	b, _ := deck.Sample("scorpion")
	dir := t.TempDir()
	r := sim.Run(sim.Config{Game: l5rlcg.Name, Bots: [2]string{"greedy", "random"}, Games: 6, Seed: 9, Records: dir,
		Setup: func(i, first int) json.RawMessage {
			seats := []l5rlcg.Deck{a, b}
			if first == 1 {
				seats = []l5rlcg.Deck{b, a}
			}
			s, _ := json.Marshal(l5rlcg.Players{Decks: seats})
			return s
		}})
	if len(r.Errors) > 0 || r.Wins[0]+r.Wins[1]+r.Unfinished != 6 || r.Unfinished > 0 {
		t.Fatalf("%+v", r)
	}
	if rep := r.Report([2]string{"greedy", "random"}); !strings.Contains(rep, "6 games: 6 finished") || !strings.Contains(rep, "greedy   thinks") {
		t.Fatal(rep)
	}
	// Each answer was one bot's decision, timed.
	if d := r.Thinking[0].Decisions + r.Thinking[1].Decisions; d != r.Answers || r.Thinking[0].Longest <= 0 {
		t.Fatalf("%d decisions timed for %d answers (longest %v)", d, r.Answers, r.Thinking[0].Longest)
	}
	// Every game's record replays to a finished game.
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 6 {
		t.Fatalf("%d records", len(files))
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		var rec engine.Record
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		if g, err := engine.Replay(rec); err != nil || !g.Over() {
			t.Fatalf("%s: %v", f, err)
		}
	}
	page := r.HTML("test", [2]string{"greedy", "random"})
	if !strings.Contains(page, "<svg") || !strings.HasSuffix(page, "</html>") || strings.Count(page, "<svg") != 3 {
		t.Fatal("the report is not a page with three charts")
	}
}

func TestWilson(t *testing.T) {
	lo, hi := sim.Wilson(50, 100)
	if math.Abs(lo-0.404) > 0.01 || math.Abs(hi-0.596) > 0.01 {
		t.Fatalf("50 of 100: %.3f to %.3f", lo, hi)
	}
	if lo, hi := sim.Wilson(0, 0); lo != 0 || hi != 1 {
		t.Fatal("no games: the whole range")
	}
}
