package server

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tessen/store"
	"tessen/store/pgtest"
)

// Two processes sharing one PostgreSQL (two servers, each over its own
// connections and with its own tag, as two processes are): a player
// connected to one cannot have the game claimed by their opponent on the
// other, however long ago the other's table was made; once they leave,
// the other process is told, and the claim waits for the grace from their
// leaving. A process killed has its players' connections expire.
func TestPresenceAcrossProcesses(t *testing.T) {
	addr := pgtest.Start(t)
	const grace, beat = time.Second, 100 * time.Millisecond
	process := func() *site {
		st, err := store.OpenPostgres(addr)
		if err != nil {
			t.Fatal(err)
		}
		return siteOver(t, st, func(o *Options) { o.Grace, o.Beat = grace, beat })
	}
	one, two := process(), process()
	defer two.close()
	killed := false
	defer func() {
		if !killed {
			one.close()
		}
	}()
	// game seats Ann on process one and Bob on two, each connected to
	// their own, until Bob's table knows Ann is there (told by one).
	game := func() (a, b *conn) {
		ann, bob := one.browser(), two.browser()
		_, out := ann.create(`{"game":"l5r-lcg","open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
		if code, res := bob.join(out["id"], `{"deck":{"sample":"lion"},"name":"Bob"}`); code != http.StatusOK {
			t.Fatal(code, res)
		}
		b = bob.connect(out["id"])
		b.until(func(m message) bool { return !m.Waiting })
		a = ann.connect(out["id"])
		b.present(func(m message) bool { return m.Seats[0].Connected })
		return a, b
	}
	claim := func(b *conn, want string) {
		t.Helper()
		b.send(inMsg{Type: "claim", Seat: 0})
		if reply := b.read(); reply.Type != "error" || !strings.Contains(reply.Error, want) {
			t.Fatalf("Bob claims Ann's seat: %+v, want %q", reply, want)
		}
	}

	a, b := game()
	time.Sleep(grace + 100*time.Millisecond) // Bob's process has seen nobody of Ann's for longer than the grace
	claim(b, "Ann is connected")
	a.ws.Close(websocket.StatusNormalClosure, "")
	left := time.Now()
	b.present(func(m message) bool { return !m.Seats[0].Connected })
	if took := time.Since(left); took > 2*time.Second {
		t.Fatalf("Bob's process was told of Ann's leaving after %v", took)
	}
	claim(b, "not away long enough")
	time.Sleep(time.Until(left.Add(grace + 100*time.Millisecond)))
	b.send(inMsg{Type: "claim", Seat: 0})
	if m := b.until(func(m message) bool { return m.Over }); m.Winner != 1 {
		t.Fatalf("the claim: winner %d", m.Winner)
	}

	// Ann's process killed (closed without telling the store she left):
	// her connection counts until three beats pass, then she is away
	// since the last.
	_, b = game()
	one.close()
	killed = true
	at := time.Now()
	claim(b, "Ann is")
	time.Sleep(time.Until(at.Add(3*beat + grace + 100*time.Millisecond)))
	b.send(inMsg{Type: "claim", Seat: 0})
	if m := b.until(func(m message) bool { return m.Over || m.Type == "error" }); m.Type == "error" || m.Winner != 1 {
		t.Fatalf("a claim once the killed process's connections expired: %+v", m)
	}
}
