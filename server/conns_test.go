package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// wsURL is the address of a game's WebSocket on a site.
func (s *site) wsURL(id string) string {
	return "ws" + strings.TrimPrefix(s.http.URL, "http") + "/ws/games/" + id
}

// A burst of spectators connecting and leaving at once costs each one
// state, not one for everyone at the table, and no more of them are open
// at once than the limits let be (the production ones): right after
// 2,000 of them, a move's new state comes within a second.
func TestABurstOfConnections(t *testing.T) {
	const burst, atOnce = 2000, 16
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	_, id, c := s.againstBot()
	m := c.until(mine)

	var next, refused, failed atomic.Int64
	var wg sync.WaitGroup
	for range atOnce {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= burst {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				ws, res, err := websocket.Dial(ctx, s.wsURL(id), nil)
				cancel()
				switch {
				case err == nil:
					ws.CloseNow() // gone at once, as the attack did
				case res != nil && res.StatusCode == http.StatusTooManyRequests:
					refused.Add(1) // over the limit: refused, at no cost
				default:
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	// Refusals are the limits at work (how many, the machine's speed
	// decides: under the race detector, slow closes keep more open); a
	// tenth of the burst must still have come in, and none may fail.
	if failed.Load() > 0 || refused.Load() > burst*9/10 {
		t.Fatalf("of %d connections, %d failed and %d were refused", burst, failed.Load(), refused.Load())
	}
	t.Logf("%d connections, %d refused over the limits", burst, refused.Load())
	sent := time.Now()
	c.send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[0].Answer})
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	for {
		_, b, err := c.ws.Read(ctx)
		if err != nil {
			t.Fatalf("after a burst of %d connections, a move's state did not come in a second: %v", burst, err)
		}
		var x message
		if json.Unmarshal(b, &x) == nil && x.Type == "state" && x.Seq > m.Seq {
			t.Logf("the move's state came %v after the answer", time.Since(sent))
			return
		}
	}
}

// Connections over the limits are refused at the handshake, with 429 and
// the limit named, before anything is done for the game; one closed makes
// room for another.
func TestConnectionLimits(t *testing.T) {
	s := openWith(t, filepath.Join(t.TempDir(), "t.db"), func(o *Options) { o.ConnsPerAddr, o.ConnsPerGame = 2, 3 })
	defer s.close()
	_, id, first := s.againstBot() // from 127.0.0.1
	first.read()
	from := func(ip string) *websocket.DialOptions { // a client on another loopback address
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
		return &websocket.DialOptions{HTTPClient: &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}}
	}
	dial := func(game, ip string) (*websocket.Conn, int, string) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		ws, res, err := websocket.Dial(ctx, s.wsURL(game), from(ip))
		if err == nil {
			return ws, http.StatusSwitchingProtocols, ""
		}
		if res == nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		return nil, res.StatusCode, string(b)
	}
	second, code, _ := dial(id, "127.0.0.1")
	if code != http.StatusSwitchingProtocols {
		t.Fatalf("a second connection from one address: %d", code)
	}
	if _, code, why := dial("nosuchgame", "127.0.0.1"); code != http.StatusTooManyRequests || !strings.Contains(why, "from your address (2 at most)") {
		t.Fatalf("a third connection from one address: %d %q", code, why)
	}
	if s.srv.holds("nosuchgame") {
		t.Fatal("a refused connection's game was looked for")
	}
	third, code, _ := dial(id, "127.0.0.2")
	if code != http.StatusSwitchingProtocols {
		t.Fatalf("a third connection to the game, from another address: %d", code)
	}
	if _, code, why := dial(id, "127.0.0.3"); code != http.StatusTooManyRequests || !strings.Contains(why, "to this game (3 at most)") {
		t.Fatalf("a fourth connection to the game: %d %q", code, why)
	}
	third.CloseNow()
	second.CloseNow()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		ws, code, why := dial(id, "127.0.0.3")
		if code == http.StatusSwitchingProtocols {
			ws.CloseNow()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("connections closed make no room: %d %q", code, why)
		}
	}
}

// slowSite is a site served by its own HTTP server (Server.HTTPServer),
// with short timeouts.
func slowSite(t *testing.T) (*site, string) {
	s := openWith(t, filepath.Join(t.TempDir(), "t.db"), func(o *Options) {
		o.HeaderTimeout, o.BodyTimeout, o.IdleTimeout, o.Ping = 300*time.Millisecond, 300*time.Millisecond, 300*time.Millisecond, 200*time.Millisecond
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := s.srv.HTTPServer()
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close(); s.close() })
	return s, ln.Addr().String()
}

// trickle writes head, then body a byte every 50 ms, and reads what the
// server answers: what it said, and how long the connection lasted. It
// gives up after three seconds.
func trickle(t *testing.T, addr, head, body string) (string, time.Duration) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	start := time.Now()
	conn.SetDeadline(start.Add(3 * time.Second))
	if _, err := io.WriteString(conn, head); err != nil {
		t.Fatal(err)
	}
	go func() {
		for i := range len(body) {
			if _, err := conn.Write([]byte{body[i]}); err != nil {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
	}()
	said, err := io.ReadAll(conn)
	if timedOut(err) {
		t.Fatalf("the server did not cut the client off in 3 s (it said %q)", said)
	}
	return string(said), time.Since(start)
}

// timedOut: a read waited for its deadline, the server having ended
// nothing (an end of file or a reset is its cutting the client off).
func timedOut(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// open is how many WebSockets to a game are open.
func (l *connLimits) open(game string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.games[game]
}

// A client slow to send its request's body or headers is cut off, as is
// a kept-alive connection that sends nothing more, and a WebSocket that
// answers no ping; one that answers stays.
func TestSlowClientsAreCutOff(t *testing.T) {
	s, addr := slowSite(t)
	body := `{"game":"l5r-lcg","bot":"random","deck":{"sample":"crab"},"botDeck":"lion"}`
	said, took := trickle(t, addr, "POST /api/games HTTP/1.1\r\nHost: "+addr+"\r\nContent-Type: application/json\r\nContent-Length: "+
		itoa(len(body))+"\r\n\r\n", body)
	if !strings.Contains(said, "400 Bad Request") || !strings.Contains(said, "did not come within 300ms") {
		t.Fatalf("a body sent a byte at a time: %q after %v", said, took)
	}
	if said, took := trickle(t, addr, "GET / HTTP/1.1\r\nHost: "+addr+"\r\n", "X-Slow: "+strings.Repeat("a", 100)); took > 2*time.Second {
		t.Fatalf("headers sent a byte at a time: %q, cut off after %v", said, took)
	}
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(3 * time.Second))
	io.WriteString(conn, "GET /api/kinds HTTP/1.1\r\nHost: "+addr+"\r\n\r\n")
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	idle := time.Now()
	if _, err := conn.Read(make([]byte, 1)); err == nil || timedOut(err) || time.Since(idle) > 2*time.Second {
		t.Fatalf("a kept-alive connection idle: %v after %v", err, time.Since(idle))
	}

	_, id, c := s.againstBot()
	c.ws.CloseNow()
	url := "ws://" + addr + "/ws/games/" + id
	silent, _, err := websocket.Dial(context.Background(), url, nil) // never reads: never answers a ping
	if err != nil {
		t.Fatal(err)
	}
	defer silent.CloseNow()
	answering, _, err := websocket.Dial(context.Background(), url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer answering.CloseNow()
	answered := make(chan error, 1)
	go func() {
		for {
			if _, _, err := answering.Read(context.Background()); err != nil {
				answered <- err
				return
			}
		}
	}()
	time.Sleep(time.Second) // five pings
	select {
	case err := <-answered:
		t.Fatalf("a client answering pings was cut off: %v", err)
	default:
	}
	if n := s.srv.conns.open(id); n != 1 { // the one answering
		t.Fatalf("after five pings unanswered, %d connections to the game are open", n)
	}
}
