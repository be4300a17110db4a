package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tessen/engine"
)

// join has a browser take a seat in an open game.
func (b *browser) join(id, body string) (int, map[string]string) {
	return b.post("/api/games/"+id+"/join", body)
}

// Two guests play each other: one opens a game, the lobby lists it, the
// other joins it with a deck (a bad one is refused first), and they play
// it to its end; a server started again meanwhile keeps an open game open.
func TestTwoGuestsPlayEachOther(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.db")
	s := open(t, file)
	ann, bob := s.browser(), s.browser()
	code, out := ann.create(`{"game":"l5r-lcg","open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %v", code, out)
	}
	id := out["id"]
	a := ann.connect(id)
	if m := a.read(); !m.Waiting || m.Seat != 0 || m.Seats[1].Kind != "open" {
		t.Fatalf("an open game: %+v", m)
	}
	s.close()
	s = open(t, file) // an open game outlives a restart
	defer s.close()
	ann.site, bob.site = s, s
	res, err := http.Get(s.http.URL + "/api/games/open")
	if err != nil {
		t.Fatal(err)
	}
	var list []openInfo
	json.NewDecoder(res.Body).Decode(&list)
	res.Body.Close()
	if len(list) != 1 || list[0].ID != id || list[0].Seats[0].Name != "Ann" {
		t.Fatalf("the open games: %+v", list)
	}
	a = ann.connect(id)
	b := bob.connect(id)
	if m := b.read(); !m.Waiting || m.Seat != -1 {
		t.Fatalf("before joining: %+v", m)
	}
	for body, want := range map[string]string{
		`{"deck":{"sample":"ninja"}}`:                   "ninja",
		`{"deck":{"list":"1 Akodo Toturi"},"name":"B"}`: "not a legal",
		`{"deck":{"sample":"lion"},"seat":3}`:           "unknown field",
	} {
		if code, out := bob.join(id, body); code < 400 || !strings.Contains(out["error"], want) {
			t.Errorf("join %s: %d %v", body, code, out)
		}
	}
	if code, out := ann.join(id, `{"deck":{"sample":"lion"}}`); code != http.StatusConflict || !strings.Contains(out["error"], "already") {
		t.Errorf("the opener joins again: %d %v", code, out)
	}
	if code, out := bob.join(id, `{"deck":{"sample":"lion"},"name":"Bob"}`); code != http.StatusOK {
		t.Fatalf("join: %d %v", code, out)
	}
	if code, _ := s.browser().join(id, `{"deck":{"sample":"crab"}}`); code != http.StatusConflict {
		t.Errorf("a third player joined a game of two: %d", code)
	}
	rng := engine.NewRNG(5)
	conns := []*conn{a, b}
	var m message
	for moves := 0; ; moves = m.Seq + 1 { // the next move asked of someone (a pass all one can make is made for them)
		var who int
		for who = range conns { // whoever is asked answers
			if m = conns[who].until(func(x message) bool { return !x.Waiting && x.Seq >= moves || x.Over }); m.Over || len(m.Options) > 0 {
				break
			}
		}
		if m.Over {
			if m.Seats[0].Name != "Ann" || m.Seats[1].Name != "Bob" || m.Winner < 0 {
				t.Fatalf("the end: %+v", m.stateMsg.Seats)
			}
			return
		}
		if len(m.Options) == 0 {
			t.Fatalf("move %d: nobody is asked: %+v (seat %d)", moves, m.Decision, m.Seat)
		}
		conns[who].send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[rng.Intn(len(m.Options))].Answer})
	}
}

// annAndBob starts a game between two guests, Ann (seat 1) and Bob, and
// connects both: its id, Ann's browser and their connections.
func (s *site) annAndBob() (string, *browser, *conn, *conn) {
	ann, bob := s.browser(), s.browser()
	_, out := ann.create(`{"game":"l5r-lcg","open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
	if code, res := bob.join(out["id"], `{"deck":{"sample":"lion"},"name":"Bob"}`); code != http.StatusOK {
		s.t.Fatal(code, res)
	}
	a, b := ann.connect(out["id"]), bob.connect(out["id"])
	a.present(func(m message) bool { return !m.Waiting && m.Seats[1].Connected })
	return out["id"], ann, a, b
}

// A player may concede at any time, asked or not; a player whose opponent
// has been away longer than the grace may claim the game, the absent one
// conceding, and not before; everyone sees who is away, and since when.
func TestConcedeAndClaim(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	s.srv.grace = time.Second // long enough for a claim at once to come first on a busy machine
	_, _, a, _ := s.annAndBob()
	a.send(inMsg{Type: "answer", Answer: engine.Concede, Seq: 0})
	if m := a.until(func(m message) bool { return m.Over }); m.Winner != 1 || m.Ending == "" {
		t.Fatalf("Ann conceded: winner %d, ending %q", m.Winner, m.Ending)
	}

	id, _, a, b := s.annAndBob()
	b.ws.Close(websocket.StatusNormalClosure, "")
	m := a.present(func(m message) bool { return !m.Seats[1].Connected })
	a.send(inMsg{Type: "claim", Seat: 1})
	if reply := a.read(); reply.Type != "error" || !strings.Contains(reply.Error, "not away long enough") {
		t.Fatalf("a claim at once: %+v", reply)
	}
	a.send(inMsg{Type: "claim", Seat: 0})
	if reply := a.read(); reply.Type != "error" || !strings.Contains(reply.Error, "another player") {
		t.Fatalf("a claim of one's own seat: %+v", reply)
	}
	time.Sleep(1100 * time.Millisecond)
	a.send(inMsg{Type: "claim", Seat: 1})
	m = a.until(func(m message) bool { return m.Over })
	if m.Winner != 0 || m.Seats[1].Away == 0 && m.Seats[1].Connected {
		t.Fatalf("the claim: winner %d, seats %+v", m.Winner, m.Seats)
	}
	sg, _ := s.st.Game(context.Background(), id)
	if last := sg.Record.Moves[len(sg.Record.Moves)-1]; last.Player != 1 || last.Answer.Verb != "concede" || !sg.Over {
		t.Fatalf("the stored end: %+v, over %v", last, sg.Over)
	}
}

// get fetches JSON as this browser.
func (b *browser) get(path string, v any) int {
	res, err := (&http.Client{Jar: b.jar}).Get(b.site.http.URL + path)
	if err != nil {
		b.site.t.Fatal(err)
	}
	defer res.Body.Close()
	json.NewDecoder(res.Body).Decode(v)
	return res.StatusCode
}

// A player's games are listed for them, as an account or a guest; a
// finished game replays, a move at a time, as their seat saw it.
func TestMyGamesAndReplays(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann, id, c := s.againstBot()
	var fail map[string]string
	if code := ann.get("/api/games/"+id+"/replay?at=0", &fail); code != http.StatusConflict {
		t.Fatalf("a replay of a game under way: %d %v", code, fail)
	}
	for range 4 { // a few moves, then Ann concedes
		m := c.until(mine)
		c.send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[0].Answer})
	}
	c.send(inMsg{Type: "answer", Seq: c.until(mine).Seq, Answer: engine.Concede})
	end := c.until(func(m message) bool { return m.Over })
	var mine []mineInfo
	if ann.get("/api/games/mine", &mine); len(mine) != 1 || mine[0].ID != id || mine[0].Seat != 0 || !mine[0].Over || mine[0].Moves != end.Seq {
		t.Fatalf("Ann's games: %+v", mine)
	}
	var other []mineInfo
	if s.browser().get("/api/games/mine", &other); len(other) != 0 {
		t.Fatalf("another browser's games: %+v", other)
	}
	for _, at := range []int{0, end.Seq / 2, end.Seq} {
		var r struct {
			message
			Moves int `json:"moves"`
		}
		if code := ann.get("/api/games/"+id+"/replay?at="+itoa(at), &r); code != http.StatusOK || r.Type != "replay" || r.Seq != at ||
			r.Moves != end.Seq || r.Seat != 0 || len(r.Options) > 0 || len(r.Log) == 0 {
			t.Fatalf("the replay at %d: %d %+v", at, code, r.stateMsg)
		}
	}
	if code := ann.get("/api/games/"+id+"/replay?at="+itoa(end.Seq+1), &fail); code != http.StatusBadRequest {
		t.Fatalf("a replay past the end: %d", code)
	}
	var watched message
	if s.browser().get("/api/games/"+id+"/replay?at="+itoa(end.Seq), &watched); watched.Seat != -1 || bytes.Contains(watched.View, []byte(`"hand"`)) && strings.Contains(watched.Board, "Hand:") {
		t.Fatalf("a stranger's replay: seat %d", watched.Seat)
	}
}

// Chat: what a player or a spectator says is told to everyone at the
// table, kept, and told again to whoever comes later; a line too long or
// empty is refused. A player asked may have the search bot's hint, one
// at a time.
func TestChatAndHint(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	_, id, a := s.againstBot()
	m := a.until(mine)
	w := s.browser().connect(id)
	a.send(inMsg{Type: "chat", Text: "  good luck  "})
	w.send(inMsg{Type: "chat", Text: strings.Repeat("x", 501)})
	w.send(inMsg{Type: "chat", Text: "   "})
	for _, want := range []string{"500 characters", "say something"} {
		var reply message
		for reply = w.read(); reply.Type != "error"; reply = w.read() {
		}
		if !strings.Contains(reply.Error, want) {
			t.Fatalf("a bad line: %+v", reply)
		}
	}
	late := s.browser().connect(id)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		_, b, err := late.ws.Read(ctx)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		var chat struct {
			Type  string
			Lines []struct{ Name, Text string }
		}
		json.Unmarshal(b, &chat)
		if chat.Type == "chat" {
			if len(chat.Lines) != 1 || chat.Lines[0].Name != "Ann" || chat.Lines[0].Text != "good luck" {
				t.Fatalf("the chat told to a late comer: %+v", chat)
			}
			break
		}
	}
	w.send(inMsg{Type: "hint"})
	for reply := w.read(); reply.Type != "error"; reply = w.read() {
	}
	a.send(inMsg{Type: "hint"})
	a.send(inMsg{Type: "hint"}) // and again, before the first is worked out: refused
	refused := false
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		_, b, err := a.ws.Read(ctx)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		var h hintMsg
		var e message
		if json.Unmarshal(b, &e); e.Type == "error" {
			if !strings.Contains(e.Error, "still rating") {
				t.Fatalf("a second hint asked at once: %q", e.Error)
			}
			refused = true
		}
		if json.Unmarshal(b, &h); h.Type == "hint" {
			if h.Seq != m.Seq || len(h.Ratings) == 0 && len(m.Options) > 1 || len(h.Ratings) > 0 && h.Ratings[0].Label == "" {
				t.Fatalf("the hint: %+v (options %d)", h, len(m.Options))
			}
			if len(m.Options) > 1 && !refused {
				t.Fatal("a second hint was worked out beside the first")
			}
			return
		}
	}
}

// A decision two players answer at once (the LCG's honor bid) takes both
// answers, each sent to the decision both saw asked, in either order: it
// is the same decision, by its number, while they answer it; an older
// client's answers, which name only the move both saw, are taken too.
func TestSimultaneousAnswers(t *testing.T) {
	for _, named := range []bool{true, false} {
		t.Run(fmt.Sprintf("named %v", named), func(t *testing.T) { answerAtOnce(t, named) })
	}
}

// answerAtOnce plays an open game until a decision asked of both, which
// both answer at once, the decision named by its number or not.
func answerAtOnce(t *testing.T, named bool) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann, bob := s.browser(), s.browser()
	_, out := ann.create(`{"game":"l5r-lcg","open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
	bob.join(out["id"], `{"deck":{"sample":"lion"},"name":"Bob"}`)
	conns := []*conn{ann.connect(out["id"]), bob.connect(out["id"])}
	for moves := 0; moves < 400; {
		ms := []message{}
		for _, c := range conns {
			ms = append(ms, c.until(func(x message) bool { return !x.Waiting && x.Seq >= moves || x.Over }))
		}
		if ms[0].Seq != ms[1].Seq {
			t.Fatalf("the two were shown moves %d and %d", ms[0].Seq, ms[1].Seq)
		}
		moves = ms[0].Seq
		if ms[0].Over {
			t.Fatal("the game ended before a decision asked of both")
		}
		serial := 0
		if named {
			serial = ms[0].serial()
		}
		if d := ms[0].Decision; d != nil && len(d.Players) == 2 {
			for i, c := range conns { // both, to the same decision
				c.send(inMsg{Type: "answer", Seq: moves, Serial: serial, Answer: ms[i].Options[0].Answer})
			}
			for _, c := range conns { // until both moves are shown, or one refused
				for m := c.read(); m.Type != "state" || m.Seq < moves+2; m = c.read() {
					if m.Type == "error" {
						t.Fatalf("an answer to a decision of both refused: %s", m.Error)
					}
				}
			}
			return
		}
		for i, c := range conns {
			if len(ms[i].Options) > 0 {
				c.send(inMsg{Type: "answer", Seq: moves, Serial: serial, Answer: ms[i].Options[0].Answer})
			}
		}
		moves++
	}
	t.Fatal("no decision asked of both in 400 moves")
}

// The maker of a game waiting for players may give its empty seats to
// bots, and it starts; nobody else may.
func TestFillWithBots(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann, bob := s.browser(), s.browser()
	_, out := ann.create(`{"game":"l5r-lcg","format":"skirmish","seats":4,"open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
	id := out["id"]
	if code, res := bob.join(id, `{"deck":{"sample":"lion"},"name":"Bob"}`); code != http.StatusOK {
		t.Fatal(code, res)
	}
	a, b := ann.connect(id), bob.connect(id)
	b.until(func(m message) bool { return m.Seat == 1 })
	b.send(inMsg{Type: "fill", Bot: "random", Deck: "crab"})
	for reply := b.read(); reply.Type != "error" || !strings.Contains(reply.Error, "only the maker"); reply = b.read() {
	}
	a.send(inMsg{Type: "fill", Bot: "oracle", Deck: "crab"})
	for reply := a.read(); reply.Type != "error" || !strings.Contains(reply.Error, "oracle"); reply = a.read() {
	}
	a.send(inMsg{Type: "fill", Bot: "random", Deck: "crab"})
	m := a.until(func(m message) bool { return !m.Waiting })
	if len(m.Seats) != 4 || m.Seats[2].Kind != "bot" || m.Seats[3].Kind != "bot" || m.Seats[1].Name != "Bob" {
		t.Fatalf("the seats after filling: %+v", m.Seats)
	}
	sg, _ := s.st.Game(context.Background(), id)
	if sg.Open || sg.Seats[3].Bot != "random" || sg.Seats[3].Deck != nil {
		t.Fatalf("the stored game: open %v, seats %+v", sg.Open, sg.Seats)
	}
}

// A player leaves a game waiting for players: their seat is open again
// for the next to join; only a seat's holder may leave it, and only
// before the game starts. The last to leave gives the game up: its
// connections close for good, and it is no more.
func TestLeavingAnOpenGame(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann, bob, cid := s.browser(), s.browser(), s.browser()
	_, out := ann.create(`{"game":"l5r-lcg","format":"skirmish","seats":3,"open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
	id := out["id"]
	a := ann.connect(id)
	a.read()
	if code, out := bob.join(id, `{"deck":{"sample":"lion"},"name":"Bob"}`); code != http.StatusOK {
		t.Fatalf("join: %d %v", code, out)
	}
	if m := a.until(func(m message) bool { return m.Seats[1].Name == "Bob" }); !m.Waiting {
		t.Fatalf("Bob seated: %+v", m.Seats)
	}
	if code, out := bob.post("/api/games/"+id+"/leave", `{}`); code != http.StatusOK {
		t.Fatalf("Bob leaves: %d %v", code, out)
	}
	if m := a.until(func(m message) bool { return m.Seats[1].Kind == "open" }); !m.Waiting || m.Seats[0].Name != "Ann" {
		t.Fatalf("after Bob left: %+v", m.Seats)
	}
	for who, b := range map[string]*browser{"Bob again": bob, "a visitor": cid} {
		if code, out := b.post("/api/games/"+id+"/leave", `{}`); code != http.StatusConflict || !strings.Contains(out["error"], "no seat") {
			t.Errorf("%s leaves: %d %v", who, code, out)
		}
	}
	if code, _ := bob.post("/api/games/"+id+"/leave", `{"seat":0}`); code != http.StatusBadRequest {
		t.Errorf("a leave naming a seat: %d", code)
	}
	if code, out := cid.join(id, `{"deck":{"sample":"crab"},"name":"Cid"}`); code != http.StatusOK {
		t.Fatalf("Cid takes the seat Bob left: %d %v", code, out)
	}
	for _, b := range []*browser{ann, cid} {
		if code, out := b.post("/api/games/"+id+"/leave", `{}`); code != http.StatusOK {
			t.Fatalf("leaving: %d %v", code, out)
		}
	}
	if status := a.closeStatus(); status != statusGone {
		t.Fatalf("Ann's connection to a game given up closed with %v", status)
	}
	if code := ann.get("/api/games/"+id+"/replay?at=0", &struct{}{}); code != http.StatusNotFound {
		t.Errorf("a game given up is still there: %d", code)
	}
	if code, _ := ann.post("/api/games/"+id+"/leave", `{}`); code != http.StatusNotFound {
		t.Errorf("leaving a game given up: %d", code)
	}
}

// A game under way is conceded, not left.
func TestAGameUnderWayIsNotLeft(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann := s.browser()
	_, out := ann.create(lcgAgainstRandom)
	if code, out := ann.post("/api/games/"+out["id"]+"/leave", `{}`); code != http.StatusConflict || !strings.Contains(out["error"], "concede") {
		t.Errorf("leaving a game under way: %d %v", code, out)
	}
}

// A game given up in another process of the same store is given up here
// too, once this process hears of it (the store tells it: PostgreSQL's
// notifications): its connections close for good.
func TestAGameGivenUpElsewhere(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.db")
	one, two := open(t, file), open(t, file)
	defer one.close()
	defer two.close()
	ann := one.browser()
	_, out := ann.create(`{"game":"l5r-lcg","open":true,"deck":{"sample":"crane"},"name":"Ann"}`)
	id := out["id"]
	bob := two.browser()
	b := bob.connect(id)
	b.read()
	if code, out := ann.post("/api/games/"+id+"/leave", `{}`); code != http.StatusOK {
		t.Fatalf("leaving: %d %v", code, out)
	}
	two.srv.mu.Lock()
	there := two.srv.tables[id]
	two.srv.mu.Unlock()
	there.do(there.refresh) // as the store's notification would have it
	if status := b.closeStatus(); status != statusGone {
		t.Fatalf("a watcher in the other process: closed with %v", status)
	}
}

// A game under way that nobody has been at for the server's idle time is
// let go, and made again from the store when someone comes back: the same
// move, the absent player's clock still running from when they went, one
// table however many come at once.
func TestIdleTablesAreLetGo(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	s.srv.idle, s.srv.grace = 100*time.Millisecond, time.Second
	id, ann, a, b := s.annAndBob()
	// One move, by whoever is asked.
	anything := func(message) bool { return true }
	a.send(inMsg{Type: "refresh"})
	m := a.until(anything)
	if len(m.Options) > 0 {
		m = a.answerFirst(m)
	} else {
		b.send(inMsg{Type: "refresh"})
		b.answerFirst(b.until(anything))
		m = a.until(func(x message) bool { return x.Seq > m.Seq })
	}
	b.ws.Close(websocket.StatusNormalClosure, "")
	a.present(func(m message) bool { return !m.Seats[1].Connected })
	gone := time.Now() // Bob has been away since before this
	a.ws.Close(websocket.StatusNormalClosure, "")
	for deadline := time.Now().Add(10 * time.Second); s.srv.holds(id); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the table of a game nobody is at is kept")
		}
	}

	tables := make(chan *table)
	for range 8 {
		go func() {
			tb, err := s.srv.table(context.Background(), id)
			if err != nil {
				t.Error(err)
			}
			tables <- tb
		}()
	}
	first := <-tables
	for range 7 {
		if <-tables != first {
			t.Fatal("eight visitors at once made more than one table")
		}
	}

	time.Sleep(time.Until(gone.Add(1100 * time.Millisecond)))
	a = ann.connect(id)
	back := a.until(anything)
	if back.Seq != m.Seq || string(back.Table) != string(m.Table) || back.Seats[1].Away < 1 {
		t.Fatalf("made again: move %d (was %d), Bob away %d s", back.Seq, m.Seq, back.Seats[1].Away)
	}
	a.send(inMsg{Type: "claim", Seat: 1})
	if end := a.until(func(m message) bool { return m.Over || m.Type == "error" }); end.Type == "error" || end.Winner != 0 {
		t.Fatalf("Bob away longer than the grace, over two tables: %+v", end)
	}
}
