package store

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"tessen/engine"
)

// Postgres is the store several tessen processes share. Each change to a
// game is one transaction that also notifies the others (NOTIFY on
// channel tessen_games, its payload the game's id and the process's tag);
// a move is taken by the first process to store it (the primary key of
// moves), a seat by the first to lock its game's row.
type Postgres struct {
	pool    *pgxpool.Pool
	tag     string // this process's, so that it skips its own notifications
	changes chan string
	stop    context.CancelFunc
	done    sync.WaitGroup
}

// pgChannel is the channel of the notifications of changed games.
const pgChannel = "tessen_games"

// OpenPostgres connects to a PostgreSQL database, makes its tables if need
// be, and listens for the other processes' changes.
func OpenPostgres(addr string) (*Postgres, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	pool, err := pgxpool.New(ctx, addr)
	if err != nil {
		return nil, err
	}
	// Two processes starting at once may both make the tables: one at a
	// time, under an advisory lock.
	if _, err := pool.Exec(ctx, `SELECT pg_advisory_lock(7301); `+schema("BIGSERIAL PRIMARY KEY", "BYTEA", "BOOLEAN NOT NULL DEFAULT FALSE")+`; SELECT pg_advisory_unlock(7301)`); err != nil {
		pool.Close()
		return nil, err
	}
	lctx, stop := context.WithCancel(context.Background())
	p := &Postgres{pool: pool, tag: NewID(), changes: make(chan string, 256), stop: stop}
	p.done.Add(1)
	go p.listen(lctx)
	return p, nil
}

// listen passes on the other processes' notifications, connecting again
// if its connection is lost (then "*": any game may have changed).
func (p *Postgres) listen(ctx context.Context) {
	defer p.done.Done()
	defer close(p.changes)
	for first := true; ctx.Err() == nil; first = false {
		conn, err := p.pool.Acquire(ctx)
		if err == nil {
			_, err = conn.Exec(ctx, "LISTEN "+pgChannel)
		}
		if err == nil && !first {
			p.send(ctx, "*")
		}
		for err == nil {
			var n *pgconn.Notification
			if n, err = conn.Conn().WaitForNotification(ctx); err == nil {
				if id, tag, _ := strings.Cut(n.Payload, " "); tag != p.tag {
					p.send(ctx, id)
				}
			}
		}
		if conn != nil {
			conn.Release()
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

func (p *Postgres) send(ctx context.Context, id string) {
	select {
	case p.changes <- id:
	case <-ctx.Done():
	}
}

func (p *Postgres) Changes() <-chan string { return p.changes }

// notify tells the other processes, as tx commits, that a game changed.
func (p *Postgres) notify(ctx context.Context, tx pgx.Tx, id string) error {
	_, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, pgChannel, id+" "+p.tag)
	return err
}

func (p *Postgres) CreateGame(ctx context.Context, g Game) error {
	seats, err := json.Marshal(g.Seats)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO games (id, game, format, seed, setup, seats, open, created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			g.ID, g.Record.Game, g.Format, int64(g.Record.Seed), string(g.Record.Setup), string(seats), g.Open, g.Created.UnixMilli()); err != nil {
			return err
		}
		for seat, st := range g.Seats {
			if st.Owner != "" {
				if _, err := tx.Exec(ctx, `INSERT INTO players (game, seat, owner) VALUES ($1, $2, $3)`, g.ID, seat, st.Owner); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func (p *Postgres) AppendMove(ctx context.Context, id string, n int, m engine.Move, over bool, winner int) error {
	answer, err := json.Marshal(m.Answer)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE games SET moves = moves + 1, over = $1, winner = $2 WHERE id = $3 AND moves = $4 AND NOT over AND NOT open`, over, winner, id, n)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			var one int
			if err := tx.QueryRow(ctx, `SELECT 1 FROM games WHERE id = $1`, id).Scan(&one); errors.Is(err, pgx.ErrNoRows) {
				return ErrNotFound
			}
			return ErrConflict
		}
		if _, err := tx.Exec(ctx, `INSERT INTO moves (game, n, player, answer, at) VALUES ($1, $2, $3, $4, $5)`,
			id, n, m.Player, string(answer), time.Now().UnixMilli()); err != nil {
			return err
		}
		return p.notify(ctx, tx, id)
	})
}

func (p *Postgres) TakeSeat(ctx context.Context, id string, seat int, taker Seat) error {
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		var raw string
		var open bool
		err := tx.QueryRow(ctx, `SELECT seats, open FROM games WHERE id = $1 FOR UPDATE`, id).Scan(&raw, &open)
		if errors.Is(err, pgx.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		seats, err := takeSeat(raw, open, seat, taker)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE games SET seats = $1 WHERE id = $2`, seats, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO players (game, seat, owner) VALUES ($1, $2, $3)`, id, seat, taker.Owner); err != nil {
			return err
		}
		return p.notify(ctx, tx, id)
	})
}

func (p *Postgres) Start(ctx context.Context, id string, seed uint64, setup []byte, seats []Seat) error {
	b, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE games SET seed = $1, setup = $2, seats = $3, open = FALSE WHERE id = $4 AND open`, int64(seed), string(setup), string(b), id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() != 1 {
			return ErrConflict
		}
		return p.notify(ctx, tx, id)
	})
}

func (p *Postgres) Game(ctx context.Context, id string) (Game, error) {
	g := Game{ID: id}
	var seed, created int64
	var setup, seats string
	err := p.pool.QueryRow(ctx, `SELECT game, format, seed, setup, seats, open, over, winner, created FROM games WHERE id = $1`, id).
		Scan(&g.Record.Game, &g.Format, &seed, &setup, &seats, &g.Open, &g.Over, &g.Winner, &created)
	if errors.Is(err, pgx.ErrNoRows) {
		return g, ErrNotFound
	}
	if err != nil {
		return g, err
	}
	if err := fill(&g, seed, setup, seats, created); err != nil {
		return g, err
	}
	g.Record.Moves, err = p.Moves(ctx, id, 0)
	return g, err
}

func (p *Postgres) Moves(ctx context.Context, id string, from int) ([]engine.Move, error) {
	rows, err := p.pool.Query(ctx, `SELECT n, player, answer FROM moves WHERE game = $1 AND n >= $2 ORDER BY n`, id, from)
	if err != nil {
		return nil, err
	}
	return readMoves(rows, id, from)
}

func (p *Postgres) Live(ctx context.Context) ([]string, error) {
	return p.ids(ctx, `SELECT id FROM games WHERE NOT over AND NOT open ORDER BY created, id`)
}

func (p *Postgres) Waiting(ctx context.Context) ([]string, error) {
	return p.ids(ctx, `SELECT id FROM games WHERE open ORDER BY created, id`)
}

func (p *Postgres) GamesOf(ctx context.Context, owners []string, limit int) ([]Game, error) {
	rows, err := p.pool.Query(ctx, `SELECT id, game, format, seats, moves, open, over, winner, created FROM games
		WHERE id IN (SELECT game FROM players WHERE owner = ANY($1)) ORDER BY created DESC, id LIMIT $2`, owners, limit)
	if err != nil {
		return nil, err
	}
	return readSummaries(rows)
}

func (p *Postgres) ids(ctx context.Context, query string) ([]string, error) {
	rows, err := p.pool.Query(ctx, query)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

func (p *Postgres) AppendChat(ctx context.Context, id string, l ChatLine) error {
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT 1 FROM games WHERE id = $1 FOR UPDATE`, id); err != nil { // one line at a time a game
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO chat (game, n, name, seat, text, at) SELECT $1, COALESCE(MAX(n) + 1, 0), $2, $3, $4, $5 FROM chat WHERE game = $1`,
			id, l.Name, l.Seat, l.Text, l.At.UnixMilli()); err != nil {
			return err
		}
		return p.notify(ctx, tx, id)
	})
}

func (p *Postgres) Chat(ctx context.Context, id string, from int) ([]ChatLine, error) {
	rows, err := p.pool.Query(ctx, `SELECT name, seat, text, at FROM chat WHERE game = $1 AND n >= $2 ORDER BY n`, id, from)
	if err != nil {
		return nil, err
	}
	return readChat(rows)
}

func (p *Postgres) SaveDeck(ctx context.Context, d Deck) (Deck, error) {
	err := p.pool.QueryRow(ctx, `INSERT INTO decks (owner, name, game, format, list) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (owner, game, name) DO UPDATE SET format = excluded.format, list = excluded.list RETURNING id`,
		d.Owner, d.Name, d.Game, d.Format, d.List).Scan(&d.ID)
	return d, err
}

func (p *Postgres) Decks(ctx context.Context, owner string) ([]Deck, error) {
	rows, err := p.pool.Query(ctx, `SELECT id, owner, name, game, format, list FROM decks WHERE owner = $1 ORDER BY game, name`, owner)
	if err != nil {
		return nil, err
	}
	return readDecks(rows)
}

func (p *Postgres) DeleteDeck(ctx context.Context, owner string, id int64) error {
	tag, err := p.pool.Exec(ctx, `DELETE FROM decks WHERE id = $1 AND owner = $2`, id, owner)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}

func (p *Postgres) CreateUser(ctx context.Context, name string, hash []byte) (User, error) {
	u := User{Name: name, Hash: hash}
	err := p.pool.QueryRow(ctx, `INSERT INTO users (name, hash, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
		name, hash, time.Now().UnixMilli()).Scan(&u.ID)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, ErrTaken
	}
	return u, err
}

func (p *Postgres) User(ctx context.Context, name string) (User, error) {
	var u User
	err := p.pool.QueryRow(ctx, `SELECT id, name, hash FROM users WHERE lower(name) = lower($1)`, name).Scan(&u.ID, &u.Name, &u.Hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return u, ErrNotFound
	}
	return u, err
}

func (p *Postgres) CreateSession(ctx context.Context, digest string, user int64, expires time.Time) error {
	_, err := p.pool.Exec(ctx, `INSERT INTO sessions (digest, "user", expires) VALUES ($1, $2, $3)`, digest, user, expires.UnixMilli())
	return err
}

func (p *Postgres) Session(ctx context.Context, digest string) (User, error) {
	var u User
	err := p.pool.QueryRow(ctx, `SELECT u.id, u.name, u.hash FROM sessions s JOIN users u ON u.id = s."user" WHERE s.digest = $1 AND s.expires > $2`,
		digest, time.Now().UnixMilli()).Scan(&u.ID, &u.Name, &u.Hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return u, ErrNotFound
	}
	return u, err
}

func (p *Postgres) EndSession(ctx context.Context, digest string) error {
	_, err := p.pool.Exec(ctx, `DELETE FROM sessions WHERE digest = $1`, digest)
	return err
}

func (p *Postgres) Close() error {
	p.stop()
	p.done.Wait()
	p.pool.Close()
	return nil
}
