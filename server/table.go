package server

import (
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

// table is one game being played. Its goroutine (run) owns the game: every
// read and change of it is a function sent to reqs, so that nothing else
// touches the game and no lock guards it.
type table struct {
	srv    *Server
	id     string
	format string
	label  string // "L5R LCG, Stronghold"
	g      engine.Game
	rec    engine.Record
	seats  []store.Seat
	bots   map[int]ai.Bot
	// thinking: a bot is choosing its answer to the decision numbered
	// thinking (engine.Decision.Serial; 0: none).
	thinking int
	clients  map[*client]bool
	// away is when each seat's player was last connected, while they are
	// not (zero: connected, here or to another process).
	away []time.Time
	// here is this process's connections to each seat, left when its last
	// one left, stored whether the store has this process as connected to
	// it; remote is the seats as the processes sharing the store see them.
	here   []int
	left   []time.Time
	stored []bool
	remote []store.Presence
	chat   []store.ChatLine // what was said at the table, in order
	// stops: the seats whose players have asked to be asked even where
	// passing is all they can do, as their last client said; where they
	// have not, such an opportunity passes by itself (autoPass).
	stops []bool
	// used is when the table last had a move made or a client leave: a
	// started game's table nobody has been at for the server's idle time
	// is let go.
	used time.Time
	// since is the move from which the decision pending has been asked
	// (the first its number was pending at): a decision several players
	// answer at once (a secret bid) stays the same one while they answer,
	// each move one of them, so an answer that names only the move it
	// answered (an older client's) is to it if that move is any since.
	since int
	// gone: the game was given up before it started (set before quit is
	// closed).
	gone bool
	reqs chan func()
	quit chan struct{}
	// stopped is closed as the table's goroutine ends: whatever it ran
	// has ended, and it runs nothing more.
	stopped chan struct{}
}

func newTable(srv *Server, sg store.Game, g engine.Game) (*table, error) {
	t := &table{srv: srv, id: sg.ID, format: sg.Format, g: g, rec: sg.Record, seats: sg.Seats, since: len(sg.Record.Moves),
		bots: map[int]ai.Bot{}, clients: map[*client]bool{}, reqs: make(chan func(), 16), quit: make(chan struct{}), stopped: make(chan struct{})}
	t.used = time.Now()
	n := len(sg.Seats)
	t.away, t.here, t.left, t.stored, t.remote = make([]time.Time, n), make([]int, n), make([]time.Time, n), make([]bool, n), make([]store.Presence, n)
	t.stops = make([]bool, n)
	for i := range t.away {
		t.away[i] = t.used // nobody is connected to a table just seated
	}
	t.label = labelOf(sg.Record.Game, sg.Format)
	for seat, s := range sg.Seats {
		if s.Kind == store.KindBot {
			b, err := ai.New(s.Bot, sg.Record.Seed+uint64(seat)+1)
			if err != nil {
				return nil, fmt.Errorf("game %s, seat %d: %w", sg.ID, seat+1, err)
			}
			t.bots[seat] = b
		}
	}
	return t, nil
}

// labelOf names a game and format as a person reads them: "L5R LCG,
// Stronghold".
func labelOf(game, format string) string {
	if k, err := engine.KindOf(game); err == nil {
		if f, err := k.Format(format); err == nil {
			return k.Label + ", " + f.Label
		}
	}
	return game + ", " + format
}

// run serves the table's requests until it is closed, and lets it go once
// it is idle.
func (t *table) run() {
	defer close(t.stopped)
	tick := time.NewTicker(t.srv.idle / 4)
	defer tick.Stop()
	beat := time.NewTicker(t.srv.beat)
	defer beat.Stop()
	t.moveOn()
	for {
		select {
		case f := <-t.reqs:
			f()
		case <-beat.C:
			t.beat()
		case now := <-tick.C:
			t.unloadIdle(now)
		case <-t.quit:
			return
		}
	}
}

// unloadIdle lets go of a game under way that nobody has been at, nor
// made a move in, for the server's idle time, so that games whose players
// have all gone do not hold memory: the next visitor's table is made from
// the store, its players' away clocks kept. A game waiting for players
// stays, for the lobby lists it with them.
func (t *table) unloadIdle(now time.Time) {
	if len(t.clients) == 0 && t.g != nil && now.Sub(t.used) >= t.srv.idle {
		t.srv.forget(t)
	}
}

// do has the table's goroutine run f; it reports false once the table is
// closed.
func (t *table) do(f func()) bool {
	select {
	case t.reqs <- f:
		return true
	case <-t.quit:
		return false
	}
}

// call runs f on the table's goroutine and waits for it; false if the
// table stopped before running it.
func (t *table) call(f func()) bool {
	done := make(chan struct{})
	if !t.do(func() { f(); close(done) }) {
		return false
	}
	select {
	case <-done:
		return true
	case <-t.stopped: // f ran to its end before, or never will
		select {
		case <-done:
			return true
		default:
			return false
		}
	}
}

// answer applies seat p's answer to the decision numbered serial (0: an
// older client's answer, which names only the move seq it answered) with
// apply, and the passes that follow it for those who need not be asked
// (passOn); then the table is shown it, and a bot asked set thinking.
func (t *table) answer(p, seq, serial int, a engine.Answer) error {
	if t.g == nil {
		return errors.New("the game has not started: seats are open")
	}
	if err := t.fresh(seq, serial); err != nil {
		return err
	}
	if err := t.apply(p, a); err != nil {
		return err
	}
	t.passOn()
	t.broadcast()
	t.botTurn()
	t.retire()
	return nil
}

// fresh checks that an answer is to the decision pending: the one
// numbered serial, or, where the client names none, one pending at move
// seq. A stale answer (sent twice, or after the game moved on) is refused
// before anything is tried.
func (t *table) fresh(seq, serial int) error {
	if serial == 0 {
		if seq < t.since || seq > len(t.rec.Moves) {
			return fmt.Errorf("that answer was to move %d; the game is at move %d", seq, len(t.rec.Moves))
		}
		return nil
	}
	if t.g.Over() {
		return engine.ErrOver
	}
	if now := serialOf(t.g.Pending()); serial != now {
		return fmt.Errorf("that answer was to decision %d, and the decision pending is %d: the game moved on", serial, now)
	}
	return nil
}

// serialOf is the number of decision d (engine.Decision.Serial), 0 for
// none.
func serialOf(d *engine.Decision) int {
	if d == nil {
		return 0
	}
	return d.Serial
}

// apply makes seat p's answer the game's: checked on a copy, stored, and
// only then made the game's, so that a refused or unstored answer
// changes nothing.
func (t *table) apply(p int, a engine.Answer) error {
	if t.g.Over() {
		return engine.ErrOver
	}
	d := t.g.Pending()
	if a.Verb != engine.Concede.Verb && (d == nil || !slices.Contains(d.Players, p)) { // conceding needs no asking
		return fmt.Errorf("the decision is not yours to answer")
	}
	was, c := serialOf(d), t.g.Clone()
	if err := c.Answer(p, a); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seq := len(t.rec.Moves) // the move it makes
	if err := t.srv.store.AppendMove(ctx, t.id, seq, engine.Move{Player: p, Answer: a}, c.Over(), c.Winner()); err != nil {
		if errors.Is(err, store.ErrConflict) { // another process took this move first: catch up
			t.refresh()
			return errors.New("the game moved on meanwhile: answer again")
		}
		return fmt.Errorf("the answer was not saved, so not taken: %w", err)
	}
	t.g, t.used = c, time.Now()
	t.rec.Moves = append(t.rec.Moves, engine.Move{Player: p, Answer: a})
	t.track(was)
	return nil
}

// passOn passes for each person in turn whose only answer is a pass
// (engine.OnlyPass), unless they have asked to stop there, before the
// table is shown the state that would ask them. A seat whose player is
// connected to another process sharing the store is left to that one,
// which knows their setting. It reports whether it passed.
func (t *table) passOn() bool {
	passed := false
	for t.g != nil && !t.g.Over() {
		p := t.passer()
		if p < 0 {
			break
		}
		if err := t.apply(p, engine.Pass); err != nil {
			t.srv.logf("game %s: passing for seat %d: %v", t.id, p+1, err)
			break
		}
		passed = true
	}
	return passed
}

// passer is the seat passOn passes for now, or -1.
func (t *table) passer() int {
	d := t.g.Pending()
	if d == nil {
		return -1
	}
	for _, p := range d.Players {
		if _, bot := t.bots[p]; !bot && !t.stops[p] && (t.here[p] > 0 || !t.remote[p].Elsewhere) && engine.OnlyPass(t.g, p) {
			return p
		}
	}
	return -1
}

// stopAt takes a client's setting for its seat: a seat's player who no
// longer asks to stop has what is only a pass passed at once.
func (t *table) stopAt(c *client) {
	if t.takeStop(c) {
		t.moveOn()
	}
}

// takeStop keeps a client's setting as its seat's, and reports whether it
// holds one.
func (t *table) takeStop(c *client) bool {
	if c.seat = t.seatOf(c.who); c.seat >= 0 {
		t.stops[c.seat] = c.stop
	}
	return c.seat >= 0
}

// retire lets go of the table of a finished game nobody is at, so that a
// server's memory holds the games under way, not every game it served; a
// later visitor finds the game in the store.
func (t *table) retire() {
	if len(t.clients) == 0 && t.g != nil && t.g.Over() {
		t.srv.forget(t)
	}
}

// moveOn is what follows a change the table was not asked to answer (a
// start, moves made in another process, a setting): passes for those who
// need not be asked, shown if any; a bot set thinking.
func (t *table) moveOn() {
	if t.passOn() {
		t.broadcast()
	}
	t.botTurn()
}

// botTurn sets a bot to its answer if one is asked: it thinks on a copy,
// beside the table, and its answer comes back through answer like anyone's.
func (t *table) botTurn() {
	if t.g == nil || t.g.Over() || t.thinking > 0 {
		return
	}
	d := t.g.Pending()
	if d == nil {
		return
	}
	for _, p := range d.Players {
		bot, ok := t.bots[p]
		if !ok {
			continue
		}
		serial, g, delay := d.Serial, t.g.Clone(), t.srv.botDelay
		t.thinking = serial
		go func() {
			time.Sleep(delay)
			a := bot.Choose(g, p)
			t.do(func() {
				t.thinking = 0
				if err := t.answer(p, len(t.rec.Moves), serial, a); err != nil && t.g != nil && serial == serialOf(t.g.Pending()) {
					t.srv.logf("game %s: the bot of seat %d: %v", t.id, p+1, err)
				}
				t.botTurn()
			})
		}()
		return
	}
}

// refresh brings the table up to its game in the store, which another
// process sharing the store may have moved on: the moves it took are
// replayed here, the seats it gave, the start it made.
func (t *table) refresh() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	t.hearPresence(ctx)
	if t.g == nil {
		t.hearChat(ctx)
		sg, err := t.srv.store.Game(ctx, t.id)
		if errors.Is(err, store.ErrNotFound) { // given up in another process
			t.giveUp()
			return
		}
		if err != nil {
			t.srv.logf("game %s: %v", t.id, err)
			return
		}
		if !sg.Open {
			g, err := engine.Replay(sg.Record)
			if err != nil {
				t.srv.logf("game %s: %v", t.id, err)
				return
			}
			t.g, t.rec, t.since = g, sg.Record, len(sg.Record.Moves)
		}
		t.seats = sg.Seats
		t.passOn()
		t.broadcast()
		t.botTurn()
		return
	}
	t.hearChat(ctx)
	moves, err := t.srv.store.Moves(ctx, t.id, len(t.rec.Moves))
	if err != nil {
		t.srv.logf("game %s: %v", t.id, err)
		return
	}
	for _, m := range moves {
		d := serialOf(t.g.Pending())
		if err := t.g.Answer(m.Player, m.Answer); err != nil {
			t.srv.logf("game %s: move %d from the store is refused here: %v", t.id, len(t.rec.Moves), err)
			break
		}
		t.rec.Moves = append(t.rec.Moves, m)
		t.track(d)
	}
	if len(moves) > 0 {
		t.passOn()
		t.broadcast()
		t.botTurn()
	}
}

// track notes, after a move answered the decision numbered serial, from
// which move the decision now pending is asked: the same as before while
// it is the same decision (its other players answering it), else from
// this move.
func (t *table) track(serial int) {
	if serial == 0 || serialOf(t.g.Pending()) != serial {
		t.since = len(t.rec.Moves)
	}
}

// seatOf is the seat someone plays in this game, or -1 (a spectator).
func (t *table) seatOf(who identity) int {
	for i, s := range t.seats {
		if who.owns(s) {
			return i
		}
	}
	return -1
}

// arrive seats a client at the table: it is sent the whole state, and the
// others only who is at the table, if that changed (a spectator coming
// changes nothing for them), so that a burst of connections costs one
// state each, not one for everyone at the table.
func (t *table) arrive(c *client) {
	t.clients[c] = true
	changed := t.presence()
	t.takeStop(c)
	if t.passOn() { // what only a pass answers is not asked of them
		t.broadcast()
	} else {
		t.sendState(c)
	}
	c.pushChat(t.chat)
	if changed {
		t.pushSeats(c)
	}
	t.botTurn()
}

// depart lets a client go: the others are told who is at the table if
// that changed.
func (t *table) depart(c *client) {
	delete(t.clients, c)
	t.used = time.Now()
	if t.presence() {
		t.pushSeats(nil)
	}
	t.retire()
}

// seatsMsg tells who is at the table, between states.
type seatsMsg struct {
	Type  string     `json:"type"` // "seats"
	Seats []seatInfo `json:"seats"`
}

// pushSeats tells every client but one (nil: all) who is at the table.
func (t *table) pushSeats(except *client) {
	b, err := json.Marshal(seatsMsg{Type: "seats", Seats: t.seatInfos()})
	if err != nil {
		t.srv.logf("game %s: %v", t.id, err)
		return
	}
	for c := range t.clients {
		if c != except {
			c.push(b)
		}
	}
}

// broadcast sends every client its state.
func (t *table) broadcast() {
	t.presence()
	for c := range t.clients {
		t.sendState(c)
	}
}

// sendState sends a client the game as its seat sees it (the seat its
// guest holds now: a spectator who joins plays from then on).
func (t *table) sendState(c *client) {
	c.seat = t.seatOf(c.who)
	b, err := t.state(c).encode()
	if err != nil {
		t.srv.logf("game %s: %v", t.id, err)
		return
	}
	if t.srv.observe != nil {
		t.srv.observe(c.seat, t.g, b)
	}
	c.push(b)
}

// close stops the table's goroutine and its clients.
func (t *table) close() {
	select {
	case <-t.quit:
	default:
		close(t.quit)
	}
}
