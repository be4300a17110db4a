package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tessen/engine"
	"tessen/load"
	"tessen/store/pgtest"
)

// TestMain lets the test binary stand in for tessen serve in a process of
// its own (TESSEN_TEST_SERVE holds its arguments), so that a test can
// kill it as a crash would.
func TestMain(m *testing.M) {
	if args := os.Getenv("TESSEN_TEST_SERVE"); args != "" {
		os.Exit(runServe(strings.Fields(args), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// serveProcess starts tessen serve over a store (its --db) in a process
// of its own, and returns it with the table's address.
func serveProcess(t *testing.T, db string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run", "XXX")
	cmd.Env = append(os.Environ(), "TESSEN_TEST_SERVE=--addr 127.0.0.1:0 --bot-delay 0 --db "+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	at := strings.Index(line, "http://")
	if err != nil || at < 0 {
		cmd.Process.Kill()
		t.Fatalf("tessen serve said %q (%v)", line, err)
	}
	return cmd, strings.Fields(line[at:])[0]
}

// tableState is what the test reads of a state message.
type tableState struct {
	Type    string          `json:"type"`
	Seq     int             `json:"seq"`
	Seat    int             `json:"seat"`
	Table   json.RawMessage `json:"table"`
	Over    bool            `json:"over"`
	Options []struct {
		Answer engine.Answer `json:"answer"`
	} `json:"options"`
}

// myTurn reads a table's messages until the guest is asked (or the game
// is over).
func myTurn(t *testing.T, ws *websocket.Conn) tableState {
	t.Helper()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		_, b, err := ws.Read(ctx)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		var m tableState
		json.Unmarshal(b, &m)
		if m.Type == "state" && (m.Over || len(m.Options) > 0) {
			return m
		}
	}
}

func dial(t *testing.T, c *load.Client, id string) *websocket.Conn {
	t.Helper()
	ws, err := c.Dial(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

// kill -9 loses nothing: a server killed outright mid-game, started again
// over its file, has the game at the move it was, with the same board, and
// the guest's seat still theirs.
func TestServeKilledLosesNothing(t *testing.T) {
	db := "sqlite:" + filepath.Join(t.TempDir(), "t.db")
	cmd, base := serveProcess(t, db)
	ann := load.NewClient(base)
	var made map[string]string
	if code, err := ann.Post(context.Background(), "api/games", `{"game":"l5r-lcg","deck":{"sample":"crab"},"botDeck":"dragon","bot":"random"}`, &made); code != http.StatusCreated {
		t.Fatalf("create: %d %v %v", code, made, err)
	}
	ws := dial(t, ann, made["id"])
	var m tableState
	for range 10 {
		m = myTurn(t, ws)
		b, _ := json.Marshal(map[string]any{"type": "answer", "seq": m.Seq, "answer": m.Options[len(m.Options)-1].Answer})
		if err := ws.Write(context.Background(), websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
	}
	if m = myTurn(t, ws); m.Seq < 10 {
		t.Fatalf("only %d moves were made", m.Seq)
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no shutdown, nothing flushed
		t.Fatal(err)
	}
	cmd.Wait()

	cmd, ann.Base = serveProcess(t, db) // the same browser, its cookies, at the new process
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	ws = dial(t, ann, made["id"])
	back := myTurn(t, ws)
	if back.Seq != m.Seq || string(back.Table) != string(m.Table) || back.Seat != 0 || len(back.Options) != len(m.Options) {
		t.Fatalf("after kill -9: move %d (was %d), seat %d\n%s\nwas\n%s", back.Seq, m.Seq, back.Seat, back.Table, m.Table)
	}
}

// Two processes, one PostgreSQL: a player connected to one and their
// opponent to the other play the same game; killing either process loses
// nothing, and a process started again picks the game up where it is.
func TestTwoProcessesShareGames(t *testing.T) {
	db := pgtest.Start(t)
	one, base1 := serveProcess(t, db)
	two, base2 := serveProcess(t, db)
	defer func() { two.Process.Kill(); two.Wait() }()
	ann, bob := load.NewClient(base1), load.NewClient(base2) // each on a process of their own
	var made map[string]string
	if _, err := ann.Post(context.Background(), "api/games", `{"game":"l5r-lcg","open":true,"deck":{"sample":"crane"},"name":"Ann"}`, &made); err != nil {
		t.Fatal(err)
	}
	id := made["id"]
	if _, err := bob.Post(context.Background(), "api/games/"+id+"/join", `{"deck":{"sample":"lion"},"name":"Bob"}`, nil); err != nil {
		t.Fatal(err)
	}
	conns := []*websocket.Conn{dial(t, ann, id), dial(t, bob, id)}
	follows := []*follower{follow(t, conns[0]), follow(t, conns[1])}
	play := func(moves int) tableState {
		var last tableState
		for range moves {
			asked := false
			for !asked {
				for i, ws := range conns { // whoever is asked answers, each on their own process
					m := follows[i].latest(t)
					if m.Over {
						return m
					}
					if len(m.Options) > 0 {
						b, _ := json.Marshal(map[string]any{"type": "answer", "seq": m.Seq, "answer": m.Options[0].Answer})
						ws.Write(context.Background(), websocket.MessageText, b)
						asked, last = true, m
						break
					}
				}
			}
		}
		return last
	}
	before := play(12)
	if before.Seq < 11 {
		t.Fatalf("the two processes played only %d moves", before.Seq)
	}
	one.Process.Kill() // Ann's process dies mid-game
	one.Wait()
	one, ann.Base = serveProcess(t, db)
	defer func() { one.Process.Kill(); one.Wait() }()
	conns[0] = dial(t, ann, id)
	follows[0] = follow(t, conns[0])
	if after := play(6); after.Seq < before.Seq+5 {
		t.Fatalf("after the restart, the game went from move %d to %d", before.Seq, after.Seq)
	}
}

// follower keeps the last state a table sent, read beside the test (a
// read that times out closes a WebSocket, so reads never time out).
type follower struct {
	states chan tableState
	last   tableState
}

func follow(t *testing.T, ws *websocket.Conn) *follower {
	f := &follower{states: make(chan tableState, 1024)}
	go func() {
		for {
			_, b, err := ws.Read(context.Background())
			if err != nil {
				close(f.states)
				return
			}
			var m tableState
			if json.Unmarshal(b, &m) == nil && m.Type == "state" {
				f.states <- m
			}
		}
	}()
	return f
}

// latest is the table as it is now: the last state sent, once the table
// has been quiet a moment.
func (f *follower) latest(t *testing.T) tableState {
	t.Helper()
	quiet := 2 * time.Second
	for {
		select {
		case m, ok := <-f.states:
			if !ok {
				t.Fatal("the connection closed")
			}
			f.last, quiet = m, 100*time.Millisecond
		case <-time.After(quiet):
			if f.last.Type != "state" {
				t.Fatal("no state came")
			}
			return f.last
		}
	}
}
