package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"tessen/ai"
	"tessen/engine"
	"tessen/store"
)

// An open game waits at its table for players to take its open seats;
// when the last is taken, the game starts with every seat's deck.

// seatInfos is the seats as everyone may know them (not their decks):
// whether each player is connected, and if not for how long they have not
// been.
func (t *table) seatInfos() []seatInfo {
	out := make([]seatInfo, len(t.seats))
	now := time.Now()
	for i, s := range t.seats {
		out[i] = seatInfo{Name: s.Name, Kind: s.Kind, Bot: s.Bot, Connected: s.Kind == store.KindBot || t.away[i].IsZero()}
		if !out[i].Connected && s.Kind != store.KindOpen {
			out[i].Away = int(now.Sub(t.away[i]) / time.Second)
		}
	}
	return out
}

// presence notes which seats' players are connected now, and since when
// the others are away; it reports whether any seat's player came or went.
func (t *table) presence() (changed bool) {
	here := make([]bool, len(t.seats))
	for c := range t.clients {
		if seat := t.seatOf(c.who); seat >= 0 {
			here[seat] = true
		}
	}
	for i := range t.seats {
		switch {
		case here[i] && !t.away[i].IsZero():
			t.away[i], changed = time.Time{}, true
		case !here[i] && t.away[i].IsZero():
			t.away[i], changed = time.Now(), true
		}
	}
	return changed
}

// claim concedes, for an absent player, a game they have been away from
// for longer than the server's grace: another player claims it.
func (t *table) claim(c *client, seat int) error {
	switch {
	case t.g == nil || t.g.Over():
		return errors.New("there is no game under way to claim")
	case c.seat < 0 || c.seat == seat:
		return errors.New("only another player of the game may claim it")
	case seat < 0 || seat >= len(t.seats) || t.seats[seat].Kind == store.KindBot:
		return fmt.Errorf("seat %d is no absent player's", seat+1)
	case t.away[seat].IsZero() || time.Since(t.away[seat]) < t.srv.grace:
		return fmt.Errorf("%s is not away long enough to concede for (%s)", t.seats[seat].Name, t.srv.grace)
	}
	return t.answer(seat, len(t.rec.Moves), engine.Concede)
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

// leave gives up a player's seat in a game waiting for players: it is
// open again; a game nobody holds a seat in any more is given up, and its
// table closed.
func (t *table) leave(who identity) error {
	if t.g != nil {
		return errors.New("the game has started: concede it at the table instead")
	}
	seat := t.seatOf(who)
	if seat < 0 {
		return errors.New("you hold no seat in this game")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	gone, err := t.srv.store.LeaveSeat(ctx, t.id, seat, t.seats[seat].Owner)
	if err != nil {
		if errors.Is(err, store.ErrConflict) {
			t.refresh() // another process started the game meanwhile
		}
		return fmt.Errorf("the seat was not left: %w", err)
	}
	if gone {
		t.giveUp()
		return nil
	}
	t.seats[seat] = store.Seat{Kind: store.KindOpen}
	t.broadcast()
	return nil
}

// giveUp closes the table of a game given up before it started: its
// clients are told so as their connections close, and do not come back.
func (t *table) giveUp() {
	t.gone = true // before the close, which the clients' writers see
	t.srv.forget(t)
}

// fill gives an open game's empty seats to bots of one strength, each
// with a sample deck, on its maker's word (seat 1), and starts it.
func (t *table) fill(c *client, bot, deck string) error {
	if t.g != nil || c.seat != 0 {
		return errors.New("only the maker of a game waiting for players may fill its seats with bots")
	}
	if _, err := ai.New(bot, 0); err != nil {
		return err
	}
	kind, err := engine.KindOf(t.rec.Game)
	if err != nil {
		return err
	}
	choice := engine.DeckChoice{Sample: deck}
	if err := kind.Deck(t.format, choice); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for i, s := range t.seats {
		if s.Kind != store.KindOpen {
			continue
		}
		b := store.Seat{Kind: store.KindBot, Bot: bot, Name: fmt.Sprintf("bot %d", i+1), Deck: &choice}
		if err := t.srv.store.TakeSeat(ctx, t.id, i, b); err != nil {
			t.refresh()
			return fmt.Errorf("seat %d was not given: %w", i+1, err)
		}
		t.seats[i] = b
		if t.bots[i], err = ai.New(bot, t.rec.Seed+uint64(i)+1); err != nil {
			return err
		}
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
	t.g, t.rec, t.seats, t.since = g, rec, seats, 0
	t.broadcast()
	t.botTurn()
	return nil
}
