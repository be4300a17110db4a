// Package server is the web table: games in the browser against bots
// (and, to come, people), over HTTP and WebSocket. It knows games only
// through the engine: their kinds (engine.Kind) to start them, their
// decisions and views to play them. Every answer is stored before it is
// taken (package store), and a server started again resumes every game.
package server

import (
	"cmp"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/bcrypt"

	"tessen/ai"
	"tessen/engine"
	"tessen/store"
)

//go:embed web
var web embed.FS

// Options configure a server.
type Options struct {
	Store store.Store
	// BotDelay is a pause before each bot answer, so that people can
	// follow the game (0 in tests).
	BotDelay time.Duration
	// Logf reports what goes wrong beside a request (nil: the log package).
	Logf func(format string, args ...any)
	// Requests is how many accounts and games one address may make or
	// join at once, and then a minute (0: 10; a load test needs more).
	Requests int
	// Grace is how long a player may be away from a game before another
	// player may claim it, the absent one conceding (0: five minutes).
	Grace time.Duration
	// Messages is how many messages a second one connection may send,
	// beyond a burst of 40 (0: 20, for a person clicking; bots playing
	// through the server in tests need more).
	Messages int
	// Idle is how long a started game's table stays in memory with nobody
	// at it and no move made (0: ten minutes); a later visitor's table is
	// made again from the store.
	Idle time.Duration
	// ConnsPerAddr and ConnsPerGame bound the WebSockets open at once from
	// one address and to one game (0: 32 and 256); one more is refused at
	// the handshake (429), before anything is done for its game.
	ConnsPerAddr, ConnsPerGame int
	// HeaderTimeout, BodyTimeout and IdleTimeout bound how long a request's
	// headers and its body may take to come, and how long a kept-alive
	// connection may wait for its next request (0: 10 s, 10 s and 30 s;
	// HTTPServer sets the first and the last on the HTTP server).
	HeaderTimeout, BodyTimeout, IdleTimeout time.Duration
	// Ping is how often a WebSocket is pinged; one whose pong has not come
	// by the next ping is closed (0: 15 s): a silent client is cut off
	// within two pings.
	Ping time.Duration
	// Beat is how often a process tells the store that its players'
	// connections are alive (0: 10 s); those of a process that has not for
	// three beats (killed) count as gone, for the processes sharing it.
	Beat time.Duration
}

// Server serves the table. Close stops its games' goroutines; their
// records are already stored.
type Server struct {
	store    store.Store
	botDelay time.Duration
	grace    time.Duration
	idle     time.Duration
	logf     func(format string, args ...any)
	mux      *http.ServeMux
	mu       sync.Mutex
	tables   map[string]*table
	// loading: the games whose tables are being made from the store, each
	// closed when it is, so that one process makes one table a game.
	loading map[string]chan struct{}
	// away: when the players of a game whose table was let go while under
	// way were last at it, for the clocks of its next table.
	away map[string][]time.Time
	// limits: signing up and in, and making and joining games, by address
	// and account; messages: a connection's messages.
	limits, messages *limiter
	// conns: the WebSockets open, by address and game.
	conns *connLimits

	// The timeouts, the WebSockets' ping and the presence's beat: Options'.
	headerTimeout, bodyTimeout, idleTimeout, ping, beat time.Duration
	// stop is closed as the server closes: it beats no more.
	stop chan struct{}
	// hints: a token for each search for a hint under way, no more at once
	// than the machine has cores, so that hints cannot starve the tables.
	hints chan struct{}
	// observe, set by tests, sees each message sent to a seat (-1: a
	// spectator) with the game it was made from, on the table's goroutine.
	observe func(seat int, g engine.Game, msg []byte)
	// compare checks a password against a bcrypt hash
	// (bcrypt.CompareHashAndPassword; tests count its calls).
	compare func(hash, password []byte) error
	// guestKey signs guest tokens (guests.go), the same for every
	// process over the store.
	guestKey []byte
}

// Limits on what a client may send.
const (
	maxRequest = 64 << 10 // a request's body: a deck list fits many times
	maxMessage = 16 << 10 // a WebSocket message: an answer
	maxHeaders = 16 << 10 // a request's headers
)

// New makes a server over a store. A game's table is made from the store
// when someone first comes to it, so a server starts at once however many
// games it holds.
func New(opt Options) (*Server, error) {
	s := &Server{store: opt.Store, botDelay: opt.BotDelay, grace: cmp.Or(opt.Grace, 5*time.Minute), idle: cmp.Or(opt.Idle, 10*time.Minute),
		logf: opt.Logf, mux: http.NewServeMux(), tables: map[string]*table{}, loading: map[string]chan struct{}{}, away: map[string][]time.Time{},
		limits: newLimiter(cmp.Or(opt.Requests, 10), time.Minute/time.Duration(cmp.Or(opt.Requests, 10))), messages: newLimiter(40, time.Second/time.Duration(cmp.Or(opt.Messages, 20))),
		hints: make(chan struct{}, runtime.GOMAXPROCS(0)), headerTimeout: cmp.Or(opt.HeaderTimeout, 10*time.Second), bodyTimeout: cmp.Or(opt.BodyTimeout, 10*time.Second),
		idleTimeout: cmp.Or(opt.IdleTimeout, 30*time.Second), ping: cmp.Or(opt.Ping, 15*time.Second),
		conns: newConnLimits(cmp.Or(opt.ConnsPerAddr, 32), cmp.Or(opt.ConnsPerGame, 256)), beat: cmp.Or(opt.Beat, 10*time.Second), stop: make(chan struct{}),
		compare: bcrypt.CompareHashAndPassword}
	if s.logf == nil {
		s.logf = log.Printf
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	key, err := s.store.Secret(ctx, guestKeyName)
	if err != nil {
		return nil, fmt.Errorf("the key of guest tokens: %w", err)
	}
	s.guestKey = key
	if changes := s.store.Changes(); changes != nil {
		go s.follow(changes)
	}
	go s.beating()
	static, _ := fs.Sub(web, "web")
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	s.mux.HandleFunc("GET /{$}", s.page("lobby.html"))
	s.mux.HandleFunc("GET /g/{id}", s.page("table.html"))
	s.mux.HandleFunc("GET /api/kinds", s.kinds)
	s.mux.HandleFunc("POST /api/games", s.createGame)
	s.mux.HandleFunc("GET /api/games/open", s.openGames)
	s.mux.HandleFunc("GET /api/games/mine", s.myGames)
	s.mux.HandleFunc("GET /api/games/{id}/replay", s.replay)
	s.mux.HandleFunc("POST /api/games/{id}/join", s.joinGame)
	s.mux.HandleFunc("POST /api/games/{id}/leave", s.leaveGame)
	s.mux.HandleFunc("GET /ws/games/{id}", s.play)
	s.mux.HandleFunc("POST /api/signup", s.signUp)
	s.mux.HandleFunc("POST /api/login", s.logIn)
	s.mux.HandleFunc("POST /api/logout", s.logOut)
	s.mux.HandleFunc("GET /api/me", s.whoAmI)
	s.mux.HandleFunc("GET /api/decks", s.decks)
	s.mux.HandleFunc("POST /api/decks", s.saveDeck)
	s.mux.HandleFunc("DELETE /api/decks/{id}", s.deleteDeck)
	return s, nil
}

// ServeHTTP serves the table's pages, its API and its WebSockets.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
	s.limitBody(w, r)
	s.mux.ServeHTTP(w, r)
}

// Close stops every table and waits for each to end (what it was doing
// ends before the store is closed). The connections they held expire in the store
// after three beats, as a killed process's do.
func (s *Server) Close() {
	s.mu.Lock()
	select {
	case <-s.stop:
	default:
		close(s.stop)
	}
	var closing []*table
	for id, t := range s.tables {
		t.close()
		delete(s.tables, id)
		closing = append(closing, t)
	}
	s.mu.Unlock()
	for _, t := range closing { // what a table was doing has ended before its store is closed
		select {
		case <-t.stopped:
		case <-time.After(5 * time.Second):
		}
	}
}

// forget closes a table and lets it go, on the table's goroutine. If its
// game is under way, when its players were last at it is kept for its next
// table.
func (s *Server) forget(t *table) {
	t.flush()
	s.mu.Lock()
	if s.tables[t.id] == t {
		delete(s.tables, t.id)
		if t.g != nil && !t.g.Over() {
			s.away[t.id] = t.away
		}
	}
	s.mu.Unlock()
	t.close()
}

// follow brings this process's tables up to what other processes of the
// same store have done to their games ("*": to any game), until the store
// closes.
func (s *Server) follow(changes <-chan string) {
	for id := range changes {
		s.mu.Lock()
		var ts []*table
		for tid, t := range s.tables {
			if id == "*" || tid == id {
				ts = append(ts, t)
			}
		}
		s.mu.Unlock()
		for _, t := range ts {
			t.do(t.refresh)
		}
	}
}

// beating tells the store, every beat, that this process's players are
// still connected, until the server closes.
func (s *Server) beating() {
	tick := time.NewTicker(s.beat)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case now := <-tick.C:
			ctx, cancel := context.WithTimeout(context.Background(), s.beat)
			if err := s.store.Beat(ctx, now); err != nil {
				s.logf("presence: %v", err)
			}
			cancel()
		}
	}
}

// alive is the time after which a process sharing the store must have
// beaten for its connections to count.
func (s *Server) alive() time.Time { return time.Now().Add(-3 * s.beat) }

// resume replays a stored game and seats it at a table (an open game
// waits at its table, with no game yet).
func (s *Server) resume(ctx context.Context, id string) (*table, error) {
	sg, err := s.store.Game(ctx, id)
	if err != nil {
		return nil, err
	}
	var g engine.Game
	if !sg.Open {
		if g, err = engine.Replay(sg.Record); err != nil {
			return nil, err
		}
	}
	return s.seat(sg, g)
}

// seat starts a table for a game.
func (s *Server) seat(sg store.Game, g engine.Game) (*table, error) {
	t, err := newTable(s, sg, g)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if t.chat, err = s.store.Chat(ctx, sg.ID, 0); err != nil {
		return nil, err
	}
	if t.remote, err = s.store.Presence(ctx, sg.ID, len(sg.Seats), s.alive()); err != nil {
		return nil, err
	}
	s.mu.Lock()
	kept := s.away[sg.ID]
	delete(s.away, sg.ID)
	for i, p := range t.remote { // the store and this process know better than now when they were last seen
		since := p.Seen
		if i < len(kept) {
			since = latest(since, kept[i])
		}
		switch {
		case p.Elsewhere:
			t.away[i] = time.Time{}
		case !since.IsZero():
			t.away[i] = since
		}
	}
	s.tables[sg.ID] = t
	s.mu.Unlock()
	go t.run()
	return t, nil
}

// table finds a game's table, making it from the store if this process
// has none (after a start, or once it was let go); while one request
// makes it, the others for the same game wait for it.
func (s *Server) table(ctx context.Context, id string) (*table, error) {
	for {
		s.mu.Lock()
		if t, ok := s.tables[id]; ok {
			s.mu.Unlock()
			return t, nil
		}
		if made, ok := s.loading[id]; ok {
			s.mu.Unlock()
			select {
			case <-made:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		made := make(chan struct{})
		s.loading[id] = made
		s.mu.Unlock()
		t, err := s.resume(ctx, id)
		s.mu.Lock()
		delete(s.loading, id)
		s.mu.Unlock()
		close(made)
		return t, err
	}
}

// visit runs f on a game's table and waits for it. A table let go between
// finding it and running f (its game over, or idle) is made again.
func (s *Server) visit(ctx context.Context, id string, f func(t *table)) (*table, error) {
	for range 3 {
		t, err := s.table(ctx, id)
		if err != nil {
			return nil, err
		}
		if t.call(func() { f(t) }) {
			return t, nil
		}
	}
	return nil, errors.New("the table is closed")
}

// page serves one of the embedded pages.
func (s *Server) page(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.guest(w, r) // a browser has its guest token before it opens a WebSocket
		b, err := web.ReadFile("web/" + name)
		if err != nil {
			http.Error(w, "no such page", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(b)
	}
}

// kindsMsg is what the lobby offers: each game's formats, and the bots.
type kindsMsg struct {
	Games []kindInfo `json:"games"`
	Bots  []string   `json:"bots"`
}

type kindInfo struct {
	Name    string          `json:"name"`
	Label   string          `json:"label"`
	Formats []engine.Format `json:"formats"`
}

func (s *Server) kinds(w http.ResponseWriter, r *http.Request) {
	var m kindsMsg
	for _, k := range engine.Kinds() {
		m.Games = append(m.Games, kindInfo{Name: k.Name, Label: k.Label, Formats: k.Formats})
	}
	m.Bots = ai.Names
	writeJSON(w, http.StatusOK, m)
}

// newGame is a request for a game: the guest takes seat 1, bots of one
// strength the others, or, for an open game, whoever joins.
type newGame struct {
	Game    string            `json:"game"`
	Format  string            `json:"format"`
	Seats   int               `json:"seats"`
	Deck    engine.DeckChoice `json:"deck"`
	BotDeck string            `json:"botDeck"` // the bots' sample deck
	Bot     string            `json:"bot"`
	Name    string            `json:"name"`
	Open    bool              `json:"open"`
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	var req newGame
	if !s.admit(w, r, "game", &req) {
		return
	}
	sg, err := s.makeGame(req, s.identify(w, r))
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	var g engine.Game
	if !sg.Open {
		if g, err = engine.New(sg.Record.Game, sg.Record.Setup, sg.Record.Seed); err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	if err := s.store.CreateGame(r.Context(), sg); err != nil {
		writeError(w, http.StatusInternalServerError, fmt.Errorf("the game was not saved: %w", err))
		return
	}
	if _, err := s.seat(sg, g); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"id": sg.ID})
}

// makeGame checks a request and makes the game it asks for, its maker
// in seat 1.
func (s *Server) makeGame(req newGame, who identity) (store.Game, error) {
	kind, err := engine.KindOf(req.Game)
	if err != nil {
		return store.Game{}, err
	}
	if req.Format == "" {
		req.Format = kind.Formats[0].Name
	}
	f, err := kind.Format(req.Format)
	if err != nil {
		return store.Game{}, err
	}
	if req.Seats == 0 {
		req.Seats = f.MinSeats
	}
	if err := f.Seats(req.Seats); err != nil {
		return store.Game{}, err
	}
	maker, err := who.seat(req.Name)
	if err != nil {
		return store.Game{}, err
	}
	if req.Open {
		if err := kind.Deck(req.Format, req.Deck); err != nil {
			return store.Game{}, err
		}
		maker.Deck = &req.Deck
		seats := []store.Seat{maker}
		for range req.Seats - 1 {
			seats = append(seats, store.Seat{Kind: store.KindOpen})
		}
		return store.Game{ID: store.NewID(), Format: req.Format, Record: engine.Record{Game: req.Game}, Seats: seats, Open: true,
			Winner: -1, Created: time.Now()}, nil
	}
	if _, err := ai.New(req.Bot, 0); err != nil {
		return store.Game{}, err
	}
	seats := []store.Seat{maker}
	choices := []engine.DeckChoice{req.Deck}
	names := []string{maker.Name}
	for i := 1; i < req.Seats; i++ {
		name := "bot"
		if req.Seats > 2 {
			name = fmt.Sprintf("bot %d", i)
		}
		seats = append(seats, store.Seat{Kind: store.KindBot, Bot: req.Bot, Name: name})
		choices = append(choices, engine.DeckChoice{Sample: req.BotDeck})
		names = append(names, name)
	}
	setup, err := kind.Setup(req.Format, choices, names)
	if err != nil {
		return store.Game{}, err
	}
	rec := engine.Record{Game: req.Game, Seed: newSeed(), Setup: setup}
	return store.Game{ID: store.NewID(), Format: req.Format, Record: rec, Seats: seats, Winner: -1, Created: time.Now()}, nil
}

// newSeed is a game's seed, from the system's random source.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// seat is the seat an identity takes in a game: an account's, under its
// name, or a guest's, under the name they give ("guest" if none).
func (id identity) seat(name string) (store.Seat, error) {
	if id.user != "" {
		return store.Seat{Kind: store.KindUser, Owner: id.user, Name: id.name}, nil
	}
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		name = "guest"
	case len(name) > 40:
		return store.Seat{}, errors.New("a name is 40 letters at most")
	}
	return store.Seat{Kind: store.KindGuest, Owner: id.guest, Name: name}, nil
}

// openInfo is an open game as the lobby lists it.
type openInfo struct {
	ID    string     `json:"id"`
	Label string     `json:"label"`
	Seats []seatInfo `json:"seats"`
}

// openGames lists the games waiting for players, oldest first.
func (s *Server) openGames(w http.ResponseWriter, r *http.Request) {
	ids, err := s.store.Waiting(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	out := []openInfo{}
	for _, id := range ids {
		info := openInfo{ID: id}
		t, err := s.visit(r.Context(), id, func(t *table) { info.Label, info.Seats = t.label, t.seatInfos() })
		if err == nil && t.waiting(info.Seats) {
			out = append(out, info)
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// joinReq is a player taking a seat of an open game.
type joinReq struct {
	Deck engine.DeckChoice `json:"deck"`
	Name string            `json:"name"`
}

// joinGame seats the requester at a game waiting for players.
func (s *Server) joinGame(w http.ResponseWriter, r *http.Request) {
	var req joinReq
	s.seatRequest(w, r, &req, func(t *table, who identity) error { return t.join(who, req) })
}

// leaveGame gives up the requester's seat in a game waiting for players.
func (s *Server) leaveGame(w http.ResponseWriter, r *http.Request) {
	var req struct{}
	s.seatRequest(w, r, &req, (*table).leave)
}

// seatRequest reads a request about the requester's seat at a game (req,
// its body) and has the game's table act on it.
func (s *Server) seatRequest(w http.ResponseWriter, r *http.Request, req any, act func(*table, identity) error) {
	if !s.admit(w, r, "game", req) {
		return
	}
	who := s.identify(w, r)
	var acted error
	t, err := s.visit(r.Context(), r.PathValue("id"), func(t *table) { acted = act(t, who) })
	if err != nil {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if acted != nil {
		writeError(w, http.StatusConflict, acted)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"id": t.id})
}

func digest(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// sameOrigin refuses a request another site's page sent (CSRF): a
// browser names the page's origin, which must be this host.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return r.Header.Get("Sec-Fetch-Site") == "" || r.Header.Get("Sec-Fetch-Site") == "same-origin"
	}
	return o == "http://"+r.Host || o == "https://"+r.Host
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, err error) {
	writeJSON(w, code, map[string]string{"error": err.Error()})
}
