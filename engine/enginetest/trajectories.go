package enginetest

import (
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"

	"tessen/engine"
)

// Trajectory is one seeded game of a golden file: its name, the game
// started, the seed its random answers are drawn from, and its log (read
// at the end, hashed with its play).
type Trajectory struct {
	Name string
	Game engine.Game
	Seed uint64
	Log  func() string
}

// FollowTrajectories plays each game with random answers (a player asked,
// then one of his answers, drawn from the seed; none that forfeits the
// game while another is left, as ai.Random plays) to its end or limit
// answers, and writes, every 50 answers and at the end, the state hash and
// a hash of the play so far (each decision, its options, the answer taken,
// and the log). It compares the lines with the golden file, or writes it
// anew when update is set.
//
// A change to how the engine computes (speed work) must leave both
// hashes; a change to how games play (a rule, a log line) changes both,
// one to the state's data alone (a field, a frame no longer pushed) only
// the state's. Then the file is written anew with -update, and the diff
// read to see that only the games expected to change did, and how.
func FollowTrajectories(t *testing.T, golden string, update bool, limit int, games []Trajectory) {
	t.Helper()
	var b strings.Builder
	for _, tr := range games {
		g := tr.Game
		rng := engine.NewRNG(tr.Seed)
		play := fnv.New64a()
		n := 0
		for ; !g.Over() && n < limit; n++ {
			pd := g.Pending()
			p := pd.Players[rng.Intn(len(pd.Players))]
			as := kept(g, p, engine.ChoicesFor(g, p))
			k := rng.Intn(len(as))
			fmt.Fprintf(play, "%s %q %v %v: %d %v\n", pd.Kind, pd.Prompt, pd.Players, as, p, as[k])
			if err := g.Answer(p, as[k]); err != nil {
				t.Fatalf("%s answer %d: %v", tr.Name, n, err)
			}
			if n%50 == 0 {
				fmt.Fprintf(&b, "%s %d: %016x play %016x\n", tr.Name, n, g.Hash(), play.Sum64())
			}
		}
		fmt.Fprintln(play, tr.Log())
		fmt.Fprintf(&b, "%s end %d: %016x play %016x\n", tr.Name, n, g.Hash(), play.Sum64())
	}
	if update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (write it with -update)", err)
	}
	if got := b.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for k := range min(len(gl), len(wl)) {
			if gl[k] != wl[k] {
				what := "the games no longer play as they did"
				if _, gp, _ := strings.Cut(gl[k], " play "); strings.HasSuffix(wl[k], " play "+gp) {
					what = "the games play as they did, but their states differ"
				}
				t.Fatalf("%s line %d: %q, golden %q: %s (if a rule or the state's data changed on purpose, run with -update and read the diff)", golden, k+1, gl[k], wl[k], what)
			}
		}
		t.Fatalf("%s: %d lines, golden %d", golden, len(gl), len(wl))
	}
}

// kept are the answers p may give but those that forfeit the game
// (engine.Forfeiter), unless nothing else is left.
func kept(g engine.Game, p int, as []engine.Answer) []engine.Answer {
	f, ok := g.(engine.Forfeiter)
	if !ok {
		return as
	}
	var out []engine.Answer
	for _, a := range as {
		if !f.Forfeits(p, a) {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return as
	}
	return out
}
