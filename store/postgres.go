package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"

	"tessen/engine"
)

// Postgres is the store several tessen processes share (sqlDB through
// pgx's database/sql driver, over the pool that also listens). Each change
// to a game is one transaction that also notifies the others (NOTIFY on
// channel tessen_games, its payload the game's id and the process's tag);
// a move is taken by the first process to store it (the primary key of
// moves), a seat by the first to lock its game's row.
type Postgres struct {
	sqlDB
	pool    *pgxpool.Pool
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
	cfg, err := pgxpool.ParseConfig(addr)
	if err != nil {
		return nil, err
	}
	if !strings.Contains(addr, "pool_max_conns") {
		// pgx's default, four or one a core, leaves a thousand games'
		// moves waiting for the three the listener does not hold.
		cfg.MaxConns = int32(max(16, 4*runtime.GOMAXPROCS(0)))
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
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
	p := &Postgres{pool: pool, changes: make(chan string, 256), stop: stop}
	p.sqlDB = sqlDB{db: stdlib.OpenDBFromPool(pool), tag: NewID(), numbered: true, lock: " FOR UPDATE", notify: p.notify}
	if err := p.migrate(ctx); err != nil {
		stop()
		p.db.Close()
		pool.Close()
		return nil, err
	}
	p.done.Add(1)
	listening := make(chan struct{})
	go p.listen(lctx, listening)
	// A change made once this returns must be heard: the first LISTEN is
	// in place first (had it failed, the next one tells of "*").
	select {
	case <-listening:
	case <-ctx.Done():
	}
	return p, nil
}

// listen passes on the other processes' notifications, connecting again
// if its connection is lost (then "*": any game may have changed).
// It closes listening once its first LISTEN was tried.
func (p *Postgres) listen(ctx context.Context, listening chan<- struct{}) {
	defer p.done.Done()
	defer close(p.changes)
	for first := true; ctx.Err() == nil; first = false {
		conn, err := p.pool.Acquire(ctx)
		if err == nil {
			_, err = conn.Exec(ctx, "LISTEN "+pgChannel)
		}
		if first {
			close(listening)
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

// AppendMove stores a move as sqlDB's does, but in one statement, its own
// transaction: one round trip to the server instead of five (begin, the
// game's row, the move, the notification, commit), so a connection is
// held that much less. The move is inserted only if the game's row moved
// on, and the others notified only if it was.
func (p *Postgres) AppendMove(ctx context.Context, id string, n int, m engine.Move, over bool, winner int) error {
	answer, err := json.Marshal(m.Answer)
	if err != nil {
		return err
	}
	var stored int
	err = p.db.QueryRowContext(ctx, `WITH g AS (
		UPDATE games SET moves = moves + 1, over = $1, winner = $2 WHERE id = $3 AND moves = $4 AND NOT over AND NOT open RETURNING id
	), m AS (
		INSERT INTO moves (game, n, player, answer, at) SELECT id, $4, $5, $6, $7 FROM g RETURNING game
	) SELECT count(pg_notify($8, $9)) FROM m`,
		over, winner, id, n, m.Player, string(answer), time.Now().UnixMilli(), pgChannel, id+" "+p.tag).Scan(&stored)
	switch {
	case err != nil:
		return err
	case stored != 1:
		return p.moveRefused(ctx, p.db, id)
	}
	return nil
}

// notify tells the other processes, as tx commits, that a game changed.
func (p *Postgres) notify(ctx context.Context, tx *sql.Tx, id string) error {
	_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, pgChannel, id+" "+p.tag)
	return err
}

func (p *Postgres) Close() error {
	p.stop()
	p.done.Wait()
	p.db.Close()
	p.pool.Close()
	return nil
}
