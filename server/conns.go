package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// What a connection may cost: how many WebSockets are open at once, and
// how long a client may be slow or silent.

// connLimits counts the WebSockets open from each address and to each
// game, so that a burst of them is refused at the handshake, before the
// game's table is looked for.
type connLimits struct {
	mu               sync.Mutex
	perAddr, perGame int
	addrs, games     map[string]int
}

func newConnLimits(perAddr, perGame int) *connLimits {
	return &connLimits{perAddr: perAddr, perGame: perGame, addrs: map[string]int{}, games: map[string]int{}}
}

// acquire counts a connection from addr to game, or says which limit it
// is over; release uncounts it.
func (l *connLimits) acquire(addr, game string) (release func(), err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.addrs[addr] >= l.perAddr:
		return nil, fmt.Errorf("too many connections from your address (%d at most): close some tables first", l.perAddr)
	case l.games[game] >= l.perGame:
		return nil, fmt.Errorf("too many connections to this game (%d at most): try again later", l.perGame)
	}
	l.addrs[addr]++
	l.games[game]++
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		uncount(l.addrs, addr)
		uncount(l.games, game)
	}, nil
}

// uncount takes one from a key's count, forgetting it at zero so that the
// maps hold only the open connections.
func uncount(m map[string]int, key string) {
	if m[key] <= 1 {
		delete(m, key)
		return
	}
	m[key]--
}

// keepAlive pings a WebSocket every interval (browsers answer pings by
// themselves; the pong is read by the connection's reader) and cancels
// the connection if a pong has not come by the next ping: a silent client
// is cut off within two intervals.
func keepAlive(ctx context.Context, conn *websocket.Conn, every time.Duration, cancel context.CancelFunc) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			pctx, done := context.WithTimeout(ctx, every)
			err := conn.Ping(pctx)
			done()
			if err != nil {
				cancel()
				return
			}
		}
	}
}

// slowBody is a request's body read under the server's deadline: a body
// that does not come in time is refused with that reason, not as an
// unexplained i/o error.
type slowBody struct {
	io.ReadCloser
	timeout time.Duration
}

func (b slowBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		err = fmt.Errorf("the request's body did not come within %s", b.timeout)
	}
	return n, err
}

// limitBody gives a request's body the server's deadline (a WebSocket's
// connection loses it as it is taken over: net/http clears deadlines on
// hijacking).
func (s *Server) limitBody(w http.ResponseWriter, r *http.Request) {
	if err := http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.bodyTimeout)); err != nil {
		return // a writer without deadlines (a test's recorder): nothing to bound
	}
	r.Body = slowBody{r.Body, s.bodyTimeout}
}

// HTTPServer is the HTTP server to serve s with: its headers and its
// kept-alive connections' wait for their next request are bounded by the
// server's options (bodies by the server itself, request by request).
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{Handler: s, ReadHeaderTimeout: s.headerTimeout, IdleTimeout: s.idleTimeout, MaxHeaderBytes: maxHeaders}
}
