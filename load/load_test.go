package load

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "tessen/games/l5rlcg/deck"
	"tessen/server"
	"tessen/store"
)

// A short load against a table on loopback: games are played, every
// answer's update is timed, and nothing is refused.
func TestLoadPlaysGames(t *testing.T) {
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(server.Options{Store: st, Requests: 1 << 20, Messages: 1 << 20, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv)
	defer hs.Close()
	r := Run(context.Background(), Config{URL: hs.URL + "/", Games: 4, Duration: 2 * time.Second, Ramp: 200 * time.Millisecond,
		ThinkMin: time.Millisecond, ThinkMax: 5 * time.Millisecond, Game: "l5r-lcg", Format: "stronghold", Seed: 1})
	var out strings.Builder
	r.Write(&out)
	t.Log(out.String())
	if r.Errors > 0 || r.Answers < 20 || len(r.Latencies) != r.Answers || r.Quantile(0.99) <= 0 {
		t.Fatalf("the load: %s", out.String())
	}
}
