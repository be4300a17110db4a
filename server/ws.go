package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"tessen/engine"
)

// client is one WebSocket connection to a table: a seat's player, or a
// spectator (seat -1). Its fields but out are the table goroutine's.
type client struct {
	who     identity        // who connected
	seat    int             // the seat they hold, -1 for none: kept current by sendState
	logFrom int             // the log's lines sent so far (engine.Narrator)
	defs    map[string]bool // the cards described to it so far
	words   bool            // it shows the game's text board beside its drawing
	hinting bool            // the search bot is rating its answers
	// stop: its player asks to be asked even where passing is all they
	// can do (a person's setting, sent as it connects and when changed).
	stop bool
	out  chan []byte
	// hangUp closes the connection with a status and its reason.
	hangUp func(websocket.StatusCode, string)
}

// statusGone closes the connections to a game there is no more of (given
// up before it started): the browser does not come back.
const statusGone websocket.StatusCode = 4404

// outbox is how many messages a client's queue holds: more than a
// connection's burst of messages (server.messages), each of which gets at
// most one or two replies, so a browser within its limits is never cut
// off because it was quick.
const outbox = 96

// push queues a message; a client too slow to take its messages is cut
// off (it reconnects and is sent the whole state again).
func (c *client) push(b []byte) {
	if c.out == nil {
		return // cut off already
	}
	select {
	case c.out <- b:
	default:
		close(c.out)
		c.out = nil
	}
}

// inMsg is what a client sends: an answer to the decision numbered
// Serial, asked at move Seq (an older client names only the move);
// a claim of the game for an absent player's Seat; a refresh; whether it
// shows the text board (words, On).
type inMsg struct {
	Type   string        `json:"type"`
	Seq    int           `json:"seq"`
	Serial int           `json:"serial"` // the decision answered (engine.Decision.Serial); 0: not named
	Answer engine.Answer `json:"answer"`
	Seat   int           `json:"seat"`
	Text   string        `json:"text"` // a chat line
	Bot    string        `json:"bot"`  // fill: the bots' strength and sample deck
	Deck   string        `json:"deck"`
	On     bool          `json:"on"`
	// compose: an answer of Verb made of a pick for each of its parts
	// (the decision's parts, engine.Compose).
	Verb  string        `json:"verb"`
	Picks []engine.Pick `json:"picks"`
}

// play connects a browser to a game: the guest's seat if they hold one,
// else as a spectator. The WebSocket handshake checks that the page is
// this site's (its origin), so another site cannot play for a guest.
func (s *Server) play(w http.ResponseWriter, r *http.Request) {
	release, err := s.conns.acquire(clientIP(r), r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusTooManyRequests, err)
		return
	}
	defer release()
	t, err := s.table(r.Context(), r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusNotFound, err)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered
	}
	defer conn.CloseNow()
	conn.SetReadLimit(maxMessage)
	c := &client{who: s.identify(nil, r), seat: -1, defs: map[string]bool{}, out: make(chan []byte, outbox), stop: r.URL.Query().Get("stop") == "1",
		hangUp: func(code websocket.StatusCode, reason string) { go conn.Close(code, reason) }}
	key := "conn:" + clientIP(r) + ":" + c.who.owner()
	out := c.out
	t, err = s.visit(r.Context(), t.id, func(t *table) { t.arrive(c) })
	if err != nil {
		conn.Close(websocket.StatusGoingAway, "the table is closed")
		return
	}
	defer t.do(func() { t.depart(c) })
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go keepAlive(ctx, conn, s.ping, cancel)
	go func() { // the writer: the table's messages, in order
		defer cancel()
		for {
			select {
			case b, ok := <-out:
				if !ok {
					conn.Close(websocket.StatusPolicyViolation, "too slow: reconnect")
					return
				}
				wctx, done := context.WithTimeout(ctx, 10*time.Second)
				err := conn.Write(wctx, websocket.MessageText, b)
				done()
				if err != nil {
					return
				}
			case <-t.quit:
				if t.gone {
					conn.Close(statusGone, "The game was given up before it started: nobody holds a seat in it.")
				} else {
					conn.Close(websocket.StatusGoingAway, "the table is closed")
				}
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	slowed := false // told to slow down, and not let through since
	for {
		_, b, err := conn.Read(ctx)
		if err != nil {
			return
		}
		if !s.messages.allow(key, time.Now()) {
			if !slowed { // once a run: the refusals must not fill its outbox
				t.do(func() { c.reply(errSlowDown) })
			}
			slowed = true
			continue
		}
		slowed = false
		var m inMsg
		if err := json.Unmarshal(b, &m); err != nil {
			t.do(func() { c.reply(fmt.Errorf("the message is not JSON: %v", err)) })
			continue
		}
		t.do(func() { c.reply(t.take(c, m)) })
	}
}

// take carries out a client's message on the table's goroutine.
func (t *table) take(c *client, m inMsg) error {
	switch m.Type {
	case "answer", "compose":
		if c.seat < 0 {
			return errors.New("you are watching this game: you hold no seat in it")
		}
		if t.g == nil {
			return errors.New("the game has not started: seats are open")
		}
		if err := t.fresh(m.Seq, m.Serial); err != nil { // before its cards are read: they may have moved since
			return err
		}
		a, err := engine.PrivateAnswer(engine.HandlesFor(t.g, c.seat), m.Answer)
		if m.Type == "compose" {
			a, err = t.composed(c.seat, m.Verb, m.Picks)
		}
		if err != nil {
			return err
		}
		move, serial := len(t.rec.Moves), serialOf(t.g.Pending()) // the move the answer makes, if taken, and what it answers
		if err := t.answer(c.seat, m.Seq, m.Serial, a); err != nil {
			return err
		}
		b, _ := json.Marshal(map[string]any{"type": "taken", "seq": move, "serial": serial}) // after the state that shows it
		c.push(b)
		return nil
	case "claim":
		return t.claim(c, m.Seat)
	case "chat":
		return t.say(c, m.Text)
	case "hint":
		return t.hint(c)
	case "fill":
		return t.fill(c, m.Bot, m.Deck)
	case "words":
		c.words = m.On
		t.sendState(c)
		return nil
	case "stop":
		c.stop = m.On
		t.stopAt(c)
		return nil
	case "refresh":
		t.sendState(c)
		return nil
	}
	return fmt.Errorf("unknown message type %q (answer, compose, claim, chat, hint, fill, words, stop, refresh)", m.Type)
}

// reply tells a client why its message was refused (nil: it was not).
func (c *client) reply(err error) {
	if err == nil {
		return
	}
	b, _ := json.Marshal(map[string]string{"type": "error", "error": err.Error()})
	c.push(b)
}
