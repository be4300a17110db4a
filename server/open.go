package server

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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

// presence notes which seats' players are connected now, here or to
// another process sharing the store, and since when the others are away;
// it reports whether any seat's player came or went.
func (t *table) presence() (changed bool) {
	now := time.Now()
	here := make([]int, len(t.seats))
	for c := range t.clients {
		if seat := t.seatOf(c.who); seat >= 0 {
			here[seat]++
		}
	}
	for i := range t.seats {
		if t.here[i] > 0 && here[i] == 0 {
			t.left[i] = now
		}
		t.here[i] = here[i]
		if t.judge(i, now) {
			changed = true
		}
	}
	t.record()
	return changed
}

// judge sets since when seat i's player is away (zero: connected), from
// this process's connections and the others'; it reports a change.
func (t *table) judge(i int, now time.Time) bool {
	if t.here[i] > 0 || t.remote[i].Elsewhere {
		was := t.away[i]
		t.away[i] = time.Time{}
		return !was.IsZero()
	}
	since := latest(t.left[i], t.remote[i].Seen) // the last time anyone saw them
	switch {
	case t.away[i].IsZero(): // just gone
		t.away[i] = cmp.Or(since, now)
		return true
	case since.After(t.away[i]): // came and went elsewhere meanwhile
		t.away[i] = since
		return true
	}
	return false
}

func latest(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// record tells the store of the seats this process's clients came to, at
// once, so that no other process lets their game be claimed; their going
// waits for the table's beat (flush), so that a burst of connections
// costs a write or two a beat, not two each.
func (t *table) record() {
	for i, n := range t.here {
		if n > 0 && !t.stored[i] {
			t.storePresence(i, true, time.Now())
		}
	}
}

// flush tells the store of the seats this process's clients have all left.
func (t *table) flush() {
	for i, n := range t.here {
		if n == 0 && t.stored[i] {
			t.storePresence(i, false, t.left[i])
		}
	}
}

func (t *table) storePresence(seat int, connected bool, at time.Time) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t.srv.store.SetPresence(ctx, t.id, seat, connected, at); err != nil {
		t.srv.logf("game %s: seat %d's presence: %v", t.id, seat+1, err)
		return
	}
	t.stored[seat] = connected
}

// hearPresence reads the seats as the other processes sharing the store
// see them, and tells the clients who is at the table if that changed.
func (t *table) hearPresence(ctx context.Context) {
	p, err := t.srv.store.Presence(ctx, t.id, len(t.seats), t.srv.alive())
	if err != nil {
		t.srv.logf("game %s: presence: %v", t.id, err)
		return
	}
	t.remote = p
	if t.presence() {
		t.pushSeats(nil)
	}
}

// beat, every Options.Beat: the seats left are stored, and a player
// connected to another process is looked for again, as that process may
// have died (its connections expire); so is a player away from here and
// from everywhere, as another process's word of their coming may have
// been read late, when it seemed expired (a loaded machine), and is
// renewed at each of its beats.
func (t *table) beat() {
	t.flush()
	if slices.ContainsFunc(t.remote, func(p store.Presence) bool { return p.Elsewhere }) || t.g != nil && !t.g.Over() && t.anyAway() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		t.hearPresence(ctx)
	}
}

// anyAway reports a seat of a person connected neither here nor, as far
// as this process knows, to another process.
func (t *table) anyAway() bool {
	for i, s := range t.seats {
		if s.Kind != store.KindBot && t.here[i] == 0 && !t.remote[i].Elsewhere {
			return true
		}
	}
	return false
}

// claim concedes, for an absent player, a game they have been away from
// for longer than the server's grace: another player claims it.
func (t *table) claim(c *client, seat int) error {
	switch {
	case t.g == nil || t.g.Over():
		return errors.New("there is no game under way to claim")
	case c.seat < 0 || c.seat == seat:
		return errors.New("only another player of the game may claim it")
	case t.out(c.seat):
		return errors.New("you are out of the game: only a player still in it may claim it")
	case seat < 0 || seat >= len(t.seats) || t.seats[seat].Kind == store.KindBot:
		return fmt.Errorf("seat %d is no absent player's", seat+1)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	t.hearPresence(ctx) // the other processes' word, as it is now
	switch {
	case t.away[seat].IsZero():
		return fmt.Errorf("%s is connected to the game: only an absent player's may be claimed", t.seats[seat].Name)
	case time.Since(t.away[seat]) < t.srv.grace:
		return fmt.Errorf("%s is not away long enough to concede for (%s)", t.seats[seat].Name, t.srv.grace)
	}
	return t.answer(seat, len(t.rec.Moves), 0, engine.Concede) // the table's own move: never stale
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
	t.passOn()
	t.broadcast()
	t.botTurn()
	return nil
}
