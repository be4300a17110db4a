package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tessen/engine"
	_ "tessen/games/l5rccg/deck"
	_ "tessen/games/l5rlcg/deck"
	"tessen/store"
)

// site is a server over a SQLite file, behind a test HTTP server.
type site struct {
	t    *testing.T
	file string
	st   store.Store
	srv  *Server
	http *httptest.Server
}

func open(t *testing.T, file string) *site {
	t.Helper()
	return openWith(t, file, func(*Options) {})
}

// openWith opens a site whose options set changes (its limits and
// timeouts).
func openWith(t *testing.T, file string, set func(*Options)) *site {
	t.Helper()
	st, err := store.OpenSQLite(file)
	if err != nil {
		t.Fatal(err)
	}
	s := siteOver(t, st, set)
	s.file = file
	return s
}

// siteOver is a site over a store, its options set by set.
func siteOver(t *testing.T, st store.Store, set func(*Options)) *site {
	t.Helper()
	opt := Options{Store: st, Logf: t.Logf, Messages: 1_000_000}
	set(&opt)
	srv, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	return &site{t: t, st: st, srv: srv, http: httptest.NewServer(srv)}
}

// holds reports whether a game has a table open in this process.
func (s *Server) holds(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id] != nil
}

func (s *site) close() {
	s.http.Close()
	s.srv.Close()
	s.st.Close()
}

// browser holds a guest's cookie jar, their guest token in it.
type browser struct {
	site *site
	jar  http.CookieJar
}

func (s *site) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{site: s, jar: jar}
}

// create asks for a game as this site's own page would; it reports the
// status and the reply.
func (b *browser) create(body string, header ...string) (int, map[string]string) {
	return b.post("/api/games", body, header...)
}

// conn is a browser's WebSocket to a table.
type conn struct {
	t  *testing.T
	ws *websocket.Conn
}

func (g *browser) connect(id string) *conn { return g.connectWith(id, "") }

// connectWith connects with a query (a person's settings: "stop=1").
func (g *browser) connectWith(id, query string) *conn {
	u, _ := url.Parse(g.site.http.URL)
	if len(g.jar.Cookies(u)) == 0 { // as a browser does, the page first: its guest cookie
		res, err := (&http.Client{Jar: g.jar}).Get(g.site.http.URL + "/g/" + id)
		if err != nil {
			g.site.t.Fatal(err)
		}
		res.Body.Close()
	}
	h := http.Header{}
	for _, c := range g.jar.Cookies(u) {
		h.Add("Cookie", c.Name+"="+c.Value)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if query != "" {
		query = "?" + query
	}
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(g.site.http.URL, "http")+"/ws/games/"+id+query, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		g.site.t.Fatal(err)
	}
	ws.SetReadLimit(8 << 20)
	return &conn{t: g.site.t, ws: ws}
}

// message is a state or an error the server sent.
type message struct {
	stateMsg
	Error string `json:"error"`
}

func (c *conn) read() message {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		c.t.Fatal(err)
	}
	var m message
	if err := json.Unmarshal(b, &m); err != nil {
		c.t.Fatal(err)
	}
	if os.Getenv("DBGWS") != "" {
		kind, players := "", []int(nil)
		if m.Decision != nil {
			kind, players = m.Decision.Kind, m.Decision.Players
		}
		c.t.Logf("read %s seq %d %s %v opts %d err %q", m.Type, m.Seq, kind, players, len(m.Options), m.Error)
	}
	return m
}

// until reads until a state that satisfies ok.
func (c *conn) until(ok func(message) bool) message {
	c.t.Helper()
	for {
		if m := c.read(); m.Type == "state" && ok(m) {
			return m
		}
	}
}

// present reads until a state or a message of who is at the table
// ("seats") that satisfies ok.
func (c *conn) present(ok func(message) bool) message {
	c.t.Helper()
	for {
		if m := c.read(); (m.Type == "state" || m.Type == "seats") && ok(m) {
			return m
		}
	}
}

// playOn answers m's decision with its first answer that is not a pass (a
// game with cards in play), and reads until the next state asking this
// seat, or the game's end.
func (c *conn) playOn(m message) message {
	c.t.Helper()
	a := m.Options[0].Answer
	for _, o := range m.Options {
		if o.Answer.Verb != "pass" {
			a = o.Answer
			break
		}
	}
	return c.answerOn(m, a)
}

// serial is the number of the decision a state asks (0: none).
func (m message) serial() int {
	if m.Decision == nil {
		return 0
	}
	return m.Decision.Serial
}

// answerOn sends an answer to m's decision and reads until the next
// state asking this seat after the move it made (told by "taken": an
// answer to a decision several answer at once may be taken as a later
// move than m's), or the game's end.
func (c *conn) answerOn(m message, a engine.Answer) message {
	c.t.Helper()
	seq := m.Seq
	c.send(inMsg{Type: "answer", Seq: seq, Serial: m.serial(), Answer: a})
	var last message // the last state before "taken", which comes after the state that shows the move
	for {
		r := c.read()
		if r.Error != "" {
			c.t.Fatalf("the answer to move %d was refused: %s", seq, r.Error)
		}
		if r.Type == "state" {
			last = r
		}
		if r.Type == "taken" {
			seq = r.Seq
			break
		}
	}
	if last.Seq > seq && mine(last) {
		return last
	}
	return c.until(func(x message) bool { return x.Seq > seq && mine(x) })
}

// answerFirst answers m's decision with the first answer offered, and
// reads until the state of the move after it.
func (c *conn) answerFirst(m message) message {
	c.t.Helper()
	c.send(inMsg{Type: "answer", Seq: m.Seq, Serial: m.serial(), Answer: m.Options[0].Answer})
	return c.until(func(x message) bool { return x.Seq > m.Seq })
}

// againstBot has a new guest start a game against the random bot and
// connect to it: the guest, the game's id and the connection.
func (s *site) againstBot() (*browser, string, *conn) {
	s.t.Helper()
	g := s.browser()
	code, out := g.create(lcgAgainstRandom)
	if code != http.StatusCreated {
		s.t.Fatal(code, out)
	}
	return g, out["id"], g.connect(out["id"])
}

// closeStatus reads until the server closes the connection, and says how
// it closed it.
func (c *conn) closeStatus() websocket.StatusCode {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		if _, _, err := c.ws.Read(ctx); err != nil {
			return websocket.CloseStatus(err)
		}
	}
}

// mine: a state asking this seat, or the game's end.
func mine(m message) bool { return m.Over || len(m.Options) > 0 }

func (c *conn) send(v any) {
	b, _ := json.Marshal(v)
	if err := c.ws.Write(context.Background(), websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

const lcgAgainstRandom = `{"game":"l5r-lcg","format":"stronghold","deck":{"sample":"crane"},"botDeck":"lion","bot":"random","name":"Ann"}`

// A guest plays a game against a bot in the browser to its end; every
// answer is stored as it is taken, and the stored record replays to the
// game the table ended with.
func TestGameAgainstABotToTheEnd(t *testing.T) {
	for _, body := range []string{lcgAgainstRandom,
		`{"game":"l5r-ccg","deck":{"sample":"crab"},"botDeck":"unicorn","bot":"random"}`} {
		s := open(t, filepath.Join(t.TempDir(), "t.db"))
		g := s.browser()
		code, out := g.create(body)
		if code != http.StatusCreated {
			t.Fatalf("create: %d %v", code, out)
		}
		c := g.connect(out["id"])
		rng := engine.NewRNG(1)
		var m message
		for m = c.until(mine); !m.Over; m = c.until(mine) {
			if m.Seat != 0 || m.Seats[0].Kind != store.KindGuest || m.Seats[1].Kind != store.KindBot {
				t.Fatalf("seats: %d of %+v", m.Seat, m.Seats)
			}
			c.send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[rng.Intn(len(m.Options))].Answer})
		}
		sg, err := s.st.Game(context.Background(), out["id"])
		if err != nil {
			t.Fatal(err)
		}
		replayed, err := engine.Replay(sg.Record)
		if err != nil || !replayed.Over() || replayed.Winner() != m.Winner || !sg.Over || sg.Winner != m.Winner || len(sg.Record.Moves) != m.Seq {
			t.Fatalf("the stored game (%d moves, over %v, winner %d) is not the game played (%d moves, winner %d): %v",
				len(sg.Record.Moves), sg.Over, sg.Winner, m.Seq, m.Winner, err)
		}
		if len(m.Defs) == 0 && m.Seq < 2 {
			t.Fatal("no card was described")
		}
		// Once its player goes, the finished game's table is let go; a
		// later visit finds the game as it ended.
		c.ws.Close(websocket.StatusNormalClosure, "")
		for deadline := time.Now().Add(10 * time.Second); s.srv.holds(out["id"]); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the table of a finished game nobody is at is kept")
			}
		}
		if again := g.connect(out["id"]).until(func(message) bool { return true }); !again.Over || again.Seq != m.Seq || again.Winner != m.Winner {
			t.Fatalf("the finished game, visited again: over %v, move %d", again.Over, again.Seq)
		}
		s.close()
	}
}

// A server started again over the same store resumes the game where it
// was: the same move, the same board; the guest's seat is theirs still.
func TestRestartResumesGames(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.db")
	s := open(t, file)
	g, id, c := s.againstBot()
	var m message
	for range 5 {
		m = c.until(mine)
		c.send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[0].Answer})
	}
	m = c.until(mine)
	s.close()

	s = open(t, file)
	defer s.close()
	g.site = s // the same browser, the same cookie
	c = g.connect(id)
	back := c.until(mine)
	if back.Seq != m.Seq || string(back.Table) != string(m.Table) || back.Seat != 0 || len(back.Options) != len(m.Options) {
		t.Fatalf("after the restart: move %d (was %d), seat %d\n%s\nwas\n%s", back.Seq, m.Seq, back.Seat, back.Table, m.Table)
	}
	if next := c.answerFirst(back); next.Seq <= back.Seq {
		t.Fatal("the resumed game does not go on")
	}
}

// The text board comes beside the drawing while the browser shows it:
// asked for, it comes with every state, and stops when no longer asked.
func TestTextBoardComesWhenAsked(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	_, _, c := s.againstBot()
	m := c.until(mine)
	if len(m.Table) == 0 || m.Board != "" {
		t.Fatalf("a state not asked for the text board: table %d bytes, board %q", len(m.Table), m.Board)
	}
	c.send(inMsg{Type: "words", On: true})
	shown := c.until(func(x message) bool { return mine(x) && x.Board != "" })
	if !strings.Contains(shown.Board, "Round") {
		t.Fatalf("asked for the text board: %q", shown.Board)
	}
	if next := c.answerFirst(shown); next.Board == "" {
		t.Fatal("the text board stopped coming while asked for")
	}
	c.send(inMsg{Type: "words", On: false})
	off := c.until(func(x message) bool { return mine(x) && x.Board == "" })
	if next := c.answerFirst(off); next.Board != "" {
		t.Fatal("the text board still comes once no longer asked for")
	}
}

// A broken, stale, illegal or unknown message gets an error naming what
// is wrong and changes nothing; a spectator may watch, not answer, and
// is shown no hand but what a spectator may see.
func TestBadMessagesChangeNothing(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	_, id, c := s.againstBot()
	m := c.until(mine)
	bad := []struct {
		msg  string
		want string
	}{
		{`{"type":`, "not JSON"},
		{`{"type":"shout"}`, `unknown message type "shout"`},
		{`{"type":"answer","seq":` + itoa(m.Seq+7) + `,"answer":{"verb":"pass"}}`, "the game is at move"},
		{`{"type":"answer","seq":` + itoa(m.Seq) + `,"answer":{"verb":"fly","cards":[1,2]}}`, ""},
	}
	for _, b := range bad {
		if err := c.ws.Write(context.Background(), websocket.MessageText, []byte(b.msg)); err != nil {
			t.Fatal(err)
		}
		reply := c.read()
		if reply.Type != "error" || !strings.Contains(reply.Error, b.want) {
			t.Fatalf("%s: %+v", b.msg, reply)
		}
	}
	c.send(inMsg{Type: "refresh"})
	if again := c.until(mine); again.Seq != m.Seq || string(again.Table) != string(m.Table) {
		t.Fatalf("a refused message changed the game: move %d, was %d", again.Seq, m.Seq)
	}
	if sg, _ := s.st.Game(context.Background(), id); len(sg.Record.Moves) != m.Seq {
		t.Fatalf("a refused message was stored: %d moves, %d expected", len(sg.Record.Moves), m.Seq)
	}

	watcher := s.browser().connect(id)
	w := watcher.until(func(message) bool { return true })
	if w.Seat != -1 || len(w.Options) > 0 {
		t.Fatalf("a spectator holds seat %d, %d options", w.Seat, len(w.Options))
	}
	watcher.send(inMsg{Type: "answer", Seq: w.Seq, Answer: m.Options[0].Answer})
	if reply := watcher.read(); reply.Type != "error" || !strings.Contains(reply.Error, "watching") {
		t.Fatalf("a spectator's answer: %+v", reply)
	}
	var table struct {
		Sides []struct {
			Hand []struct{ Def string } `json:"hand"`
		} `json:"sides"`
	}
	if err := json.Unmarshal(w.Table, &table); err != nil || len(table.Sides) != 2 {
		t.Fatalf("a spectator's table: %v", err)
	}
	for _, side := range table.Sides {
		if len(side.Hand) > 0 {
			t.Fatalf("a spectator is shown a hand: %+v", side.Hand)
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A request for a game that cannot be is refused with its reason, and
// makes no game; so is one another site's page sends.
func TestCreateRefusals(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	g := s.browser()
	cases := []struct {
		body   string
		header []string
		code   int
		want   string
	}{
		{`{"game":"chess","bot":"random"}`, nil, 400, `unknown game "chess"`},
		{`{"game":"l5r-lcg","format":"melee","bot":"random"}`, nil, 400, `no format "melee"`},
		{`{"game":"l5r-lcg","seats":3,"bot":"random","deck":{"sample":"crab"},"botDeck":"lion"}`, nil, 400, "for 2 players"},
		{`{"game":"l5r-lcg","bot":"oracle","deck":{"sample":"crab"},"botDeck":"lion"}`, nil, 400, `unknown bot "oracle"`},
		{`{"game":"l5r-lcg","bot":"random","deck":{"list":"1 Akodo Toturi"},"botDeck":"lion"}`, nil, 400, "not a legal stronghold deck"},
		{`{"game":"l5r-lcg","bot":"random","deck":{"sample":"ninja"},"botDeck":"lion"}`, nil, 400, "ninja"},
		{`{"game":"l5r-lcg","bot":"random","extra":1}`, nil, 400, "unknown field"},
		{`{"game":"l5r-lcg"` + strings.Repeat(" ", maxRequest) + `}`, nil, 400, "too large"},
		{lcgAgainstRandom, []string{"Origin", "https://evil.example"}, 403, "this site's own pages"},
	}
	for _, c := range cases {
		code, out := g.create(c.body, c.header...)
		if code != c.code || !strings.Contains(out["error"], c.want) {
			t.Errorf("%.60s: %d %q, want %d %q", c.body, code, out["error"], c.code, c.want)
		}
	}
	if live, _ := s.st.Live(context.Background()); len(live) != 0 {
		t.Fatalf("refused requests made games: %v", live)
	}
}
