package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"tessen/engine"
	"tessen/store"
)

// An open game waits at its table for players to take its open seats;
// when the last is taken, the game starts with every seat's deck.

// seatInfos is the seats as everyone may know them (not their decks).
func (t *table) seatInfos() []seatInfo {
	out := make([]seatInfo, len(t.seats))
	for i, s := range t.seats {
		out[i] = seatInfo{Name: s.Name, Kind: s.Kind, Bot: s.Bot}
	}
	return out
}

// waiting reports an open seat among seats.
func (t *table) waiting(seats []seatInfo) bool {
	for _, s := range seats {
		if s.Kind == store.KindOpen {
			return true
		}
	}
	return false
}

// join gives a guest the first open seat, with their deck and name, and
// starts the game once no seat is open.
func (t *table) join(who identity, req joinReq) error {
	if t.g != nil {
		return errors.New("the game has started: its seats are taken")
	}
	if t.seatOf(who) >= 0 {
		return errors.New("you hold a seat in this game already")
	}
	seat := -1
	for i, s := range t.seats {
		if s.Kind == store.KindOpen {
			seat = i
			break
		}
	}
	if seat < 0 {
		return errors.New("no seat is open")
	}
	kind, err := engine.KindOf(t.rec.Game)
	if err != nil {
		return err
	}
	if err := kind.Deck(t.format, req.Deck); err != nil {
		return err
	}
	taker, err := who.seat(req.Name)
	if err != nil {
		return err
	}
	taker.Deck = &req.Deck
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t.srv.store.TakeSeat(ctx, t.id, seat, taker); err != nil {
		if errors.Is(err, store.ErrConflict) {
			t.refresh() // another process gave the seat first
		}
		return fmt.Errorf("the seat was not taken: %w", err)
	}
	t.seats[seat] = taker
	if t.waiting(t.seatInfos()) {
		t.broadcast()
		return nil
	}
	return t.start(ctx, kind)
}

// start starts the game of a table whose seats are all taken: the setup
// of every seat's deck, stored before the game is played.
func (t *table) start(ctx context.Context, kind engine.Kind) error {
	choices, names := make([]engine.DeckChoice, len(t.seats)), make([]string, len(t.seats))
	seats := make([]store.Seat, len(t.seats))
	for i, s := range t.seats {
		choices[i], names[i] = *s.Deck, s.Name
		seats[i], seats[i].Deck = s, nil
	}
	setup, err := kind.Setup(t.format, choices, names)
	if err != nil {
		return err
	}
	rec := engine.Record{Game: t.rec.Game, Seed: newSeed(), Setup: json.RawMessage(setup)}
	g, err := engine.New(rec.Game, rec.Setup, rec.Seed)
	if err != nil {
		return err
	}
	if err := t.srv.store.Start(ctx, t.id, rec.Seed, setup, seats); err != nil {
		if errors.Is(err, store.ErrConflict) {
			t.refresh() // another process started it
			return nil
		}
		return fmt.Errorf("the game was not started: %w", err)
	}
	t.g, t.rec, t.seats = g, rec, seats
	t.broadcast()
	t.botTurn()
	return nil
}
