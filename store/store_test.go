package store

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tessen/engine"
	"tessen/store/pgtest"
)

// eachStore runs a test on a fresh SQLite store, and on a fresh
// PostgreSQL one where PostgreSQL is at hand (pgtest); reopen opens the
// same store again, as a process started again would.
func eachStore(t *testing.T, test func(t *testing.T, s Store, reopen func() Store)) {
	t.Run("sqlite", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), "t.db")
		reopen := func() Store {
			s, err := OpenSQLite(file)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
		test(t, reopen(), reopen)
	})
	t.Run("postgres", func(t *testing.T) {
		addr := pgtest.Start(t)
		reopen := func() Store {
			s, err := OpenPostgres(addr)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
		test(t, reopen(), reopen)
	})
}

// A game's moves go in one by one, each the next; a game read back after
// the file is closed and opened again is the game written.
func TestKeepsGames(t *testing.T) { eachStore(t, keepsGames) }

func keepsGames(t *testing.T, s Store, reopen func() Store) {
	ctx := context.Background()
	g := Game{ID: NewID(), Format: "stronghold", Created: time.Now(),
		Record: engine.Record{Game: "l5r-lcg", Seed: 1<<63 + 5, Setup: json.RawMessage(`{"decks":[]}`)},
		Seats:  []Seat{{Kind: KindGuest, Owner: "abc", Name: "you"}, {Kind: KindBot, Bot: "random", Name: "bot"}}}
	if err := s.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	moves := []engine.Move{{Player: 0, Answer: engine.Answer{Verb: "play", Cards: []int{3}}}, {Player: 1, Answer: engine.Pass}}
	for n, m := range moves {
		if err := s.AppendMove(ctx, g.ID, n, m, n == 1, 1-n); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.AppendMove(ctx, g.ID, 1, moves[1], false, -1); !errors.Is(err, ErrConflict) {
		t.Fatalf("a move taken twice: %v", err)
	}
	if err := s.AppendMove(ctx, "nope", 0, moves[0], false, -1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a move of no game: %v", err)
	}
	s.Close()
	s = reopen()
	back, err := s.Game(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if back.Record.Seed != g.Record.Seed || string(back.Record.Setup) != string(g.Record.Setup) || len(back.Record.Moves) != 2 ||
		!back.Record.Moves[0].Answer.Equal(moves[0].Answer) || back.Seats[1].Bot != "random" || !back.Over || back.Winner != 0 {
		t.Fatalf("read back %+v", back)
	}
	if _, err := s.Game(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no such game: %v", err)
	}
}

// Live lists the games not over, oldest first.
func TestLive(t *testing.T) { eachStore(t, live) }

func live(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	for i, id := range []string{"b", "a", "c"} {
		g := Game{ID: id, Format: "f", Created: time.UnixMilli(int64(1000 + i)), Record: engine.Record{Game: "g", Setup: json.RawMessage(`{}`)}}
		if err := s.CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.AppendMove(ctx, "a", 0, engine.Move{Answer: engine.Pass}, true, 0); err != nil {
		t.Fatal(err)
	}
	live, err := s.Live(ctx)
	if err != nil || strings.Join(live, ",") != "b,c" {
		t.Fatalf("live %v, %v", live, err)
	}
}

// Open knows SQLite by its address, and names what it does not take.
func TestOpen(t *testing.T) {
	s, err := Open("sqlite:" + filepath.Join(t.TempDir(), "x.db"))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	for addr, want := range map[string]string{"mysql://x": "sqlite:FILE", "postgres://u:secret@127.0.0.1:1/db": "127.0.0.1:1", "sqlite:": "no file"} {
		_, err := Open(addr)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%q): %v", addr, err)
		}
	}
}

// An open game waits for its seats: each is taken once, then the game
// starts with its setup, and only then takes moves.
func TestOpenGames(t *testing.T) { eachStore(t, openGames) }

func openGames(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	deck := &engine.DeckChoice{Sample: "crab"}
	g := Game{ID: "o", Format: "stronghold", Open: true, Created: time.Now(), Record: engine.Record{Game: "l5r-lcg"},
		Seats: []Seat{{Kind: KindGuest, Owner: "a", Name: "Ann", Deck: deck}, {Kind: KindOpen}}}
	if err := s.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendMove(ctx, "o", 0, engine.Move{Answer: engine.Pass}, false, -1); err == nil {
		t.Fatal("an open game took a move")
	}
	if w, _ := s.Waiting(ctx); len(w) != 1 || w[0] != "o" {
		t.Fatalf("waiting %v", w)
	}
	bob := Seat{Kind: KindGuest, Owner: "b", Name: "Bob", Deck: &engine.DeckChoice{Sample: "lion"}}
	if err := s.TakeSeat(ctx, "o", 1, bob); err != nil {
		t.Fatal(err)
	}
	var err error
	for _, seat := range []int{1, 0, 2} {
		if err := s.TakeSeat(ctx, "o", seat, bob); !errors.Is(err, ErrConflict) {
			t.Fatalf("seat %d taken again: %v", seat, err)
		}
	}
	seats := []Seat{{Kind: KindGuest, Owner: "a", Name: "Ann"}, {Kind: KindGuest, Owner: "b", Name: "Bob"}}
	if err := s.Start(ctx, "o", 9, []byte(`{"decks":[]}`), seats); err != nil {
		t.Fatal(err)
	}
	if err := s.Start(ctx, "o", 9, []byte(`{}`), seats); !errors.Is(err, ErrConflict) {
		t.Fatalf("started twice: %v", err)
	}
	back, err := s.Game(ctx, "o")
	if err != nil || back.Open || back.Record.Seed != 9 || back.Seats[1].Name != "Bob" || back.Seats[1].Deck != nil {
		t.Fatalf("started: %+v %v", back, err)
	}
	if live, _ := s.Live(ctx); len(live) != 1 {
		t.Fatalf("live %v", live)
	}
	if err := s.AppendMove(ctx, "o", 0, engine.Move{Answer: engine.Pass}, false, -1); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LeaveSeat(ctx, "o", 1, "b"); !errors.Is(err, ErrConflict) {
		t.Fatalf("a seat left in a game started: %v", err)
	}
}

// A seat of an open game is left by its holder only, and is open again;
// a game nobody holds a seat in any more is forgotten.
func TestLeavingOpenGames(t *testing.T) { eachStore(t, leavingOpenGames) }

func leavingOpenGames(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	deck := &engine.DeckChoice{Sample: "crab"}
	g := Game{ID: "q", Format: "skirmish", Open: true, Created: time.Now(), Record: engine.Record{Game: "l5r-lcg"},
		Seats: []Seat{{Kind: KindGuest, Owner: "a", Name: "Ann", Deck: deck}, {Kind: KindOpen}, {Kind: KindOpen}}}
	if err := s.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := s.TakeSeat(ctx, "q", 1, Seat{Kind: KindGuest, Owner: "b", Name: "Bob", Deck: deck}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendChat(ctx, "q", ChatLine{Name: "Bob", Seat: 1, Text: "hello"}); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct {
		seat  int
		owner string
	}{{1, "a"}, {2, "b"}, {1, ""}, {5, "b"}} {
		if _, err := s.LeaveSeat(ctx, "q", bad.seat, bad.owner); !errors.Is(err, ErrConflict) {
			t.Fatalf("seat %d left by %q: %v", bad.seat, bad.owner, err)
		}
	}
	if gone, err := s.LeaveSeat(ctx, "q", 1, "b"); err != nil || gone {
		t.Fatalf("Bob leaves: gone %v, %v", gone, err)
	}
	back, err := s.Game(ctx, "q")
	if err != nil || back.Seats[1].Kind != KindOpen || back.Seats[1].Owner != "" || back.Seats[0].Name != "Ann" {
		t.Fatalf("after Bob left: %+v %v", back.Seats, err)
	}
	if mine, _ := s.GamesOf(ctx, []string{"b"}, 10); len(mine) != 0 {
		t.Fatalf("Bob's games after he left: %+v", mine)
	}
	if err := s.TakeSeat(ctx, "q", 1, Seat{Kind: KindGuest, Owner: "c", Name: "Cid", Deck: deck}); err != nil {
		t.Fatalf("the seat Bob left, taken again: %v", err)
	}
	for _, who := range []struct {
		seat  int
		owner string
		gone  bool
	}{{0, "a", false}, {1, "c", true}} {
		if gone, err := s.LeaveSeat(ctx, "q", who.seat, who.owner); err != nil || gone != who.gone {
			t.Fatalf("%s leaves: gone %v, %v", who.owner, gone, err)
		}
	}
	if _, err := s.Game(ctx, "q"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a game nobody sits at: %v", err)
	}
	if w, _ := s.Waiting(ctx); len(w) != 0 {
		t.Fatalf("waiting %v", w)
	}
	if _, err := s.LeaveSeat(ctx, "q", 0, "a"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a seat of a game forgotten: %v", err)
	}
}

// Accounts: a name is one account's, whatever its case; a session finds
// its user until it expires or ends.
func TestUsersAndSessions(t *testing.T) { eachStore(t, usersAndSessions) }

func usersAndSessions(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	u, err := s.CreateUser(ctx, "Ann", []byte("hash"))
	if err != nil || u.ID == 0 {
		t.Fatal(u, err)
	}
	if _, err := s.CreateUser(ctx, "ann", []byte("x")); !errors.Is(err, ErrTaken) {
		t.Fatalf("a name taken twice: %v", err)
	}
	if back, err := s.User(ctx, "ANN"); err != nil || back.ID != u.ID || string(back.Hash) != "hash" {
		t.Fatalf("by name: %+v %v", back, err)
	}
	if _, err := s.User(ctx, "bob"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("nobody: %v", err)
	}
	s.CreateSession(ctx, "live", u.ID, time.Now().Add(time.Hour))
	s.CreateSession(ctx, "old", u.ID, time.Now().Add(-time.Second))
	if who, err := s.Session(ctx, "live"); err != nil || who.Name != "Ann" {
		t.Fatalf("a session: %+v %v", who, err)
	}
	if _, err := s.Session(ctx, "old"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("an expired session: %v", err)
	}
	s.EndSession(ctx, "live")
	if _, err := s.Session(ctx, "live"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("an ended session: %v", err)
	}
}

// Two processes sharing a PostgreSQL store: each is told of the games the
// other changes (a move, a seat, a start), not of its own.
func TestPostgresTellsOfChanges(t *testing.T) {
	addr := pgtest.Start(t)
	ctx := context.Background()
	one, err := OpenPostgres(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer one.Close()
	two, err := OpenPostgres(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer two.Close()
	g := Game{ID: "g", Format: "f", Created: time.Now(), Record: engine.Record{Game: "x", Setup: json.RawMessage(`{}`)}}
	if err := one.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := one.AppendMove(ctx, "g", 0, engine.Move{Answer: engine.Pass}, false, -1); err != nil {
		t.Fatal(err)
	}
	select {
	case id := <-two.Changes():
		if id != "g" {
			t.Fatalf("told of %q", id)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the other process was not told of the move")
	}
	if err := two.AppendMove(ctx, "g", 0, engine.Move{Answer: engine.Pass}, false, -1); !errors.Is(err, ErrConflict) {
		t.Fatalf("the same move stored by both: %v", err)
	}
	if moves, err := two.Moves(ctx, "g", 0); err != nil || len(moves) != 1 {
		t.Fatalf("moves %v %v", moves, err)
	}
	select {
	case id := <-one.Changes():
		t.Fatalf("a process was told of its own change (%s)", id)
	case <-time.After(200 * time.Millisecond):
	}
}

// GamesOf lists the games an owner holds a seat in, whether they made
// the game or joined it, the newest first.
func TestGamesOf(t *testing.T) { eachStore(t, gamesOf) }

func gamesOf(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	mk := func(id string, at int64, open bool, seats ...Seat) {
		g := Game{ID: id, Format: "f", Open: open, Created: time.UnixMilli(at), Record: engine.Record{Game: "g", Setup: json.RawMessage(`{}`)}, Seats: seats}
		if err := s.CreateGame(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	mk("a", 1, false, Seat{Kind: KindGuest, Owner: "ann", Name: "Ann"}, Seat{Kind: KindBot, Bot: "random"})
	mk("b", 2, true, Seat{Kind: KindUser, Owner: "user:1", Name: "Bob"}, Seat{Kind: KindOpen})
	mk("c", 3, false, Seat{Kind: KindGuest, Owner: "cid", Name: "Cid"}, Seat{Kind: KindBot, Bot: "random"})
	if err := s.TakeSeat(ctx, "b", 1, Seat{Kind: KindGuest, Owner: "ann", Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	s.AppendMove(ctx, "a", 0, engine.Move{Answer: engine.Pass}, true, 0)
	got, err := s.GamesOf(ctx, []string{"ann", "nobody"}, 10)
	if err != nil || len(got) != 2 || got[0].ID != "b" || got[1].ID != "a" || !got[1].Over || got[1].Moves != 1 || got[0].Seats[1].Name != "Ann" {
		t.Fatalf("Ann's games: %+v %v", got, err)
	}
	if got, _ := s.GamesOf(ctx, []string{"ann"}, 1); len(got) != 1 {
		t.Fatalf("a limit of 1: %d", len(got))
	}
}

// A table's chat is kept in order, and read from any line on.
func TestChat(t *testing.T) { eachStore(t, chat) }

func chat(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	if err := s.CreateGame(ctx, Game{ID: "g", Format: "f", Created: time.Now(), Record: engine.Record{Game: "x", Setup: json.RawMessage(`{}`)}}); err != nil {
		t.Fatal(err)
	}
	for i, text := range []string{"hello", "good game", "again?"} {
		if err := s.AppendChat(ctx, "g", ChatLine{Name: "Ann", Seat: i % 2, Text: text, At: time.UnixMilli(int64(i))}); err != nil {
			t.Fatal(err)
		}
	}
	lines, err := s.Chat(ctx, "g", 1)
	if err != nil || len(lines) != 2 || lines[0].Text != "good game" || lines[1].Seat != 0 || lines[1].At.UnixMilli() != 2 {
		t.Fatalf("chat from line 1: %+v %v", lines, err)
	}
}

// An owner's decks: kept by name for a game (saved again under the same
// name, replaced), listed, forgotten; nobody else's are touched.
func TestDecks(t *testing.T) { eachStore(t, decks) }

func decks(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	a, err := s.SaveDeck(ctx, Deck{Owner: "ann", Name: "Crab", Game: "l5r-lcg", Format: "stronghold", List: "one"})
	if err != nil {
		t.Fatal(err)
	}
	if b, err := s.SaveDeck(ctx, Deck{Owner: "ann", Name: "Crab", Game: "l5r-lcg", Format: "stronghold", List: "two"}); err != nil || b.ID != a.ID {
		t.Fatalf("saved again: %+v %v", b, err)
	}
	s.SaveDeck(ctx, Deck{Owner: "ann", Name: "Crab", Game: "l5r-ccg", Format: "lotus", List: "ccg"})
	s.SaveDeck(ctx, Deck{Owner: "bob", Name: "Lion", Game: "l5r-lcg", Format: "stronghold", List: "bob's"})
	got, err := s.Decks(ctx, "ann")
	if err != nil || len(got) != 2 || got[1].List != "two" || got[0].Game != "l5r-ccg" {
		t.Fatalf("Ann's decks: %+v %v", got, err)
	}
	if err := s.DeleteDeck(ctx, "bob", a.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Bob forgets Ann's deck: %v", err)
	}
	if err := s.DeleteDeck(ctx, "ann", a.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Decks(ctx, "ann"); len(got) != 1 {
		t.Fatalf("after forgetting one: %+v", got)
	}
}

// Presence: a process's connection to a seat is seen by another as
// elsewhere, not by itself; it expires unless the process beats, and its
// leaving is when the player was last seen. The others are told.
func TestPresence(t *testing.T) { eachStore(t, presence) }

func presence(t *testing.T, one Store, reopen func() Store) {
	ctx := context.Background()
	two := reopen() // another process
	t0 := time.UnixMilli(time.Now().UnixMilli())
	check := func(s Store, alive time.Time, want Presence) {
		t.Helper()
		p, err := s.Presence(ctx, "g", 2, alive)
		if err != nil || len(p) != 2 || p[0] != want || p[1] != (Presence{}) {
			t.Fatalf("presence as of %v: %+v %v, want %+v", alive.Sub(t0), p, err, want)
		}
	}
	if err := one.SetPresence(ctx, "g", 0, true, t0); err != nil {
		t.Fatal(err)
	}
	check(two, t0, Presence{Elsewhere: true})
	check(one, t0, Presence{Seen: t0}) // its own connection is no other's
	check(two, t0.Add(time.Second), Presence{Seen: t0})
	if err := one.Beat(ctx, t0.Add(2*time.Second)); err != nil {
		t.Fatal(err)
	}
	check(two, t0.Add(time.Second), Presence{Elsewhere: true})
	if err := one.SetPresence(ctx, "g", 0, false, t0.Add(3*time.Second)); err != nil {
		t.Fatal(err)
	}
	check(two, t0, Presence{Seen: t0.Add(3 * time.Second)})
	if err := two.SetPresence(ctx, "g", 0, true, t0.Add(4*time.Second)); err != nil {
		t.Fatal(err)
	}
	check(one, t0, Presence{Elsewhere: true})
	if ch := two.Changes(); ch != nil {
		select {
		case id := <-ch:
			if id != "g" {
				t.Fatalf("told of %q", id)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("the other process was not told of a presence")
		}
	}
}
