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
)

// A game's moves go in one by one, each the next; a game read back after
// the file is closed and opened again is the game written.
func TestSQLiteKeepsGames(t *testing.T) {
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), "t.db")
	s, err := OpenSQLite(file)
	if err != nil {
		t.Fatal(err)
	}
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
	s, err = OpenSQLite(file)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
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
func TestSQLiteLive(t *testing.T) {
	ctx := context.Background()
	s, err := OpenSQLite(filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
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
	for addr, want := range map[string]string{"mysql://x": "sqlite:FILE", "postgres://u:secret@h/db": "not supported yet", "sqlite:": "no file"} {
		_, err := Open(addr)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%q): %v", addr, err)
		}
	}
}
